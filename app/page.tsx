import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BestSellersSection, BestSellersSkeleton } from '@/components/home/best-sellers';
import { CategoryTilesSection, CategoryTilesSkeleton } from '@/components/home/category-tiles';
import { CustomerReviewsSection } from '@/components/home/customer-reviews-section';
import { Hero } from '@/components/home/hero';
import { InstagramFeedSection } from '@/components/home/instagram-feed';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const revalidate = 300;

const HOME_TITLE = `${site.name} | Hand-Printed Decor, Textiles & Garments`;

export const metadata: Metadata = {
  ...pageMetadata({
    title: HOME_TITLE,
    description: site.description,
    path: '/',
    image: { url: '/media/banners/hero.webp', alt: 'Hand block-printed textiles from Jaipur' },
  }),
  // The home page's title already carries the brand: no "| brand" suffix from the layout's template.
  title: { absolute: HOME_TITLE },
};

export default function HomePage() {
  return (
    <>
      <Suspense fallback={null}>
        <Hero lead={site.description} />
      </Suspense>
      <Suspense fallback={<BestSellersSkeleton />}>
        <BestSellersSection />
      </Suspense>
      <Suspense fallback={<CategoryTilesSkeleton />}>
        <CategoryTilesSection />
      </Suspense>
      {/* Each boundary also hydrates on its own: several short tasks instead of one long one. */}
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
      <Suspense fallback={null}>
        <InstagramFeedSection />
      </Suspense>
      <Suspense fallback={null}>
        <CustomerReviewsSection />
      </Suspense>
    </>
  );
}
