import { ContentPage } from '@/components/content/content-page';
import { policies } from '@/lib/policies';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactStructuredData } from './contact-structured-data';
import { CONTACT_HEADING } from './contact-messages';
import styles from './contact-page.module.css';

/** The contact page, served at /contact-us and /Contact-us (labelled Wholesale Query in navigation). */
export function ContactPage({ siteUrl }: { siteUrl: string }) {
  return (
    <ContentPage
      wide
      eyebrow="Contact & wholesale"
      title={CONTACT_HEADING}
      intro={
        <p>
          Questions about an order, a custom size, or stocking our handcrafted textiles in your store? Write to us and
          our team will get back to you during customer service hours, {policies.customerServiceHours}.
        </p>
      }
    >
      <ContactStructuredData siteUrl={siteUrl} />
      <div className={styles.layout}>
        <section className={styles.aside} aria-labelledby="contact-reach-title">
          <h2 id="contact-reach-title">Reach us directly</h2>
          <ContactDetails />
          <div className={styles.wholesale}>
            <h2>Wholesale and trade enquiries</h2>
            <p>
              We supply boutiques, concept stores, interior designers and hotels in India and abroad with block-printed
              cushion covers, bedcovers, table linen, garments and fabric by the metre.
            </p>
            <p>
              Tell us what you are looking for, the quantities and your country, and we will send our trade catalogue
              and prices.
            </p>
          </div>
        </section>
        <ContactForm />
      </div>
    </ContentPage>
  );
}
