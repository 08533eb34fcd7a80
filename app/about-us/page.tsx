import { pageMetadata } from '@/lib/seo';
import { AboutUs, ABOUT_TITLE } from '@/components/content/about-us';

export const metadata = pageMetadata({
  title: `About Us: ${ABOUT_TITLE}`,
  description:
    'Founded in June 2018 in Jaipur, we work with artisan families to bring hand block-printed, sustainably made home decor, textiles and garments to homes around the world.',
  path: '/about-us',
});

export default function AboutUsPage() {
  return <AboutUs />;
}
