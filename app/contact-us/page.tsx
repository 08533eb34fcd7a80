import { pageMetadata } from '@/lib/seo';
import { getSiteUrl } from '@/lib/server/site-url';
import { ContactPage } from '@/components/contact/contact-page';

// Served at /contact-us and /Contact-us; the spec names /Contact-us as the canonical link.
export const metadata = pageMetadata({
  title: 'Contact Us & Wholesale Enquiries',
  description:
    'Contact Jaipur Handcrafted by e-mail, phone or the enquiry form: order questions, custom sizes and wholesale or trade enquiries for our handcrafted textiles.',
  path: '/Contact-us',
});

export default function ContactUsPage() {
  return <ContactPage siteUrl={getSiteUrl()} />;
}
