import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ContentPage } from '@/components/content/content-page';
import { policies } from '@/lib/policies';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactStructuredData } from './contact-structured-data';
import { CONTACT_HEADING } from './contact-messages';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Aside = styled.section`
  h2 {
    font-size: clamp(1.3rem, 2.5vw, 1.5rem);
    color: ${theme.colors.indigoDark};
  }
  p { color: ${theme.colors.inkMuted}; }
`;

const Wholesale = styled.div`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(5)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.indigo};
  ${theme.focus.onDarkSurface}
  color: #fff;
  h2 { color: #fff; margin-top: 0; }
  p { color: #f3efe8; margin: 0 0 ${theme.space(2)}; }
`;

/** The contact page, served at /contact-us and /Contact-us (labelled Wholesale Query in navigation). */
export function ContactPage({ siteUrl }: { siteUrl: string }) {
  return (
    <ContentPage
      wide
      eyebrow="Contact & wholesale"
      title={CONTACT_HEADING}
      intro={
        <p>
          Questions about an order, a custom size, or stocking our handcrafted textiles in your store? Write to us and our team will
          get back to you during customer service hours, {policies.customerServiceHours}.
        </p>
      }
    >
      <ContactStructuredData siteUrl={siteUrl} />
      <Layout>
        <Aside aria-labelledby="contact-reach-title">
          <h2 id="contact-reach-title">Reach us directly</h2>
          <ContactDetails />
          <Wholesale>
            <h2>Wholesale and trade enquiries</h2>
            <p>
              We supply boutiques, concept stores, interior designers and hotels in India and abroad with block-printed cushion
              covers, bedcovers, table linen, garments and fabric by the metre.
            </p>
            <p>Tell us what you are looking for, the quantities and your country, and we will send our trade catalogue and prices.</p>
          </Wholesale>
        </Aside>
        <ContactForm />
      </Layout>
    </ContentPage>
  );
}
