import { pageMetadata } from '@/lib/seo';
import { TermsOfService, TERMS_TITLE } from '@/components/content/terms-of-service';

export const metadata = pageMetadata({
  title: TERMS_TITLE,
  description:
    'The terms for browsing and buying from Jaipur Handcrafted: products, prices and payment, cancellations, shipping, returns and governing law.',
  path: '/terms-and-conditions',
});

export default function TermsPage() {
  return <TermsOfService />;
}
