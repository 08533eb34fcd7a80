import { pageMetadata } from '@/lib/seo';
import { AboutUs, ABOUT_IMAGE, ABOUT_TITLE } from '@/components/content/about-us';

export const metadata = pageMetadata({
  title: `About Us: ${ABOUT_TITLE}`,
  description:
    'Founded in June 2018 in Jaipur, we work with artisan families to bring hand block-printed, sustainably made home decor, textiles and garments to homes around the world.',
  path: '/about-us',
  image: { url: ABOUT_IMAGE.src, width: ABOUT_IMAGE.width, height: ABOUT_IMAGE.height, alt: ABOUT_IMAGE.alt },
});

export default function AboutUsPage() {
  return <AboutUs />;
}
