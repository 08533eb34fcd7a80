import { pageMetadata } from '@/lib/seo';
import { ShippingPolicy, SHIPPING_POLICY_TITLE } from '@/components/content/shipping-policy';

export const metadata = pageMetadata({
  title: SHIPPING_POLICY_TITLE,
  description:
    'Delivery times and charges for India (7-10 or 4-5 business days) and worldwide (10-30 or 4-8 business days), duties and handling charges.',
  path: '/shipping',
});

export default function ShippingPage() {
  return <ShippingPolicy />;
}
