import { pageMetadata } from '@/lib/seo';
import { RefundPolicy, REFUND_POLICY_TITLE } from '@/components/content/refund-policy';

export const metadata = pageMetadata({
  title: REFUND_POLICY_TITLE,
  description:
    'Returns within 48 hours of delivery for wrong, defective or damaged items, refunds in 7 working days, store credit that never expires, and cancellations.',
  path: '/refund',
});

export default function RefundPage() {
  return <RefundPolicy />;
}
