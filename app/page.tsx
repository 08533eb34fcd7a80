import type { Metadata } from 'next';
import { BestSellersSection } from '@/components/home/best-sellers';
import { CategoryTilesSection } from '@/components/home/category-tiles';
import { CraftStorySection } from '@/components/home/craft-story';
import { Hero } from '@/components/home/hero';
import { HomeStructuredData } from '@/components/home/home-structured-data';
import { loadFeaturedReviews } from '@/components/home/load-featured-reviews';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { pageMetadata } from '@/lib/seo';
import { getSiteUrl } from '@/lib/server/site-url';
import { site } from '@/lib/site';

// The s-maxage a shared cache (nginx) keeps this page: SHARED_CACHE_SECONDS of
// lib/server/cached-reads.ts (a literal, as Next requires). Its data stays cached
// longer and expires on a change in every instance (docs/decisions/023).
export const revalidate = 10;

const HOME_TITLE = `${site.name} | Hand-Printed Decor, Textiles & Garments`;

export const metadata: Metadata = {
  ...pageMetadata({
    title: HOME_TITLE,
    description: site.description,
    path: '/',
  }),
  // The home page's title already carries the brand: no "| brand" suffix from the layout's template.
  title: { absolute: HOME_TITLE },
};

/**
 * Rendered at build time and again every 5 minutes (ISR): the best sellers and
 * tiles are ready when the HTML is written, so they are in it, visible, with no
 * Suspense boundary (a boundary would send them hidden until a script runs).
 * The bands in a brand's order (issue 31, item 7): the promise, the ways in by
 * category, what sells, how it is made, what buyers say; one reviews band, so no
 * quote is on the page twice (docs/DEVIATIONS.md, row 64).
 */
export default async function HomePage() {
  const reviews = await loadFeaturedReviews();
  return (
    <>
      <HomeStructuredData siteUrl={getSiteUrl()} />
      <Hero lead={site.description} />
      <CategoryTilesSection />
      <BestSellersSection />
      <CraftStorySection />
      <TestimonialsSection reviews={reviews} />
    </>
  );
}
