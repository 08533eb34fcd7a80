import { pageMetadata } from '@/lib/seo';
import { PrivacyPolicy, PRIVACY_POLICY_TITLE } from '@/components/content/privacy-policy';

export const metadata = pageMetadata({
  title: PRIVACY_POLICY_TITLE,
  description: 'What Jaipur Handcrafted collects when you shop with us, why, who we share it with, and your choices.',
  path: '/privacy',
});

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
