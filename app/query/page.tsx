import { pageMetadata } from '@/lib/seo';
import { WhyUs, WHY_US_TITLE } from '@/components/content/why-us';

export const metadata = pageMetadata({
  title: WHY_US_TITLE,
  description:
    'Authentic, handcrafted and ethically made in Jaipur: natural dyes, fair wages, small batches, hand quality checks, worldwide shipping and easy returns.',
  path: '/query',
});

export default function WhyUsPage() {
  return <WhyUs />;
}
