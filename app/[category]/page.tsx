import type { Metadata } from 'next';
import { CategoryListing } from '@/components/catalogue/category-listing';
import { NOT_FOUND_METADATA, NotFoundAnswer } from '@/components/content/not-found-answer';
import { getSiteUrl } from '@/lib/server/site-url';
import { categoryMetadata, loadListing, redirectFromFormerName, resolveCategory } from './category-data';

// The s-maxage a shared cache (nginx) keeps this page: SHARED_CACHE_SECONDS of
// lib/server/cached-reads.ts (a literal, as Next requires). Its data stays cached
// longer and expires on a change in every instance (docs/decisions/023).
export const revalidate = 10;

/**
 * Rendered on the first visit, then served from the cache (ISR) like products.
 * The first page of products only: ?page=N (Explore More without JavaScript)
 * is rewritten by proxy.ts to app/listing, which renders pages 1..N on demand.
 */
export async function generateStaticParams(): Promise<{ category: string }[]> {
  return [];
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params;
  const resolved = await resolveCategory(category);
  return resolved ? categoryMetadata(resolved) : NOT_FOUND_METADATA;
}

export default async function CategoryPage({ params }: Props) {
  const { category } = await params;
  const resolved = await resolveCategory(category);
  if (!resolved) {
    await redirectFromFormerName(category);
    return <NotFoundAnswer />;
  }
  const listing = await loadListing(resolved, 1);
  return <CategoryListing {...resolved} listing={listing} siteUrl={getSiteUrl()} />;
}
