import type { Metadata } from 'next';
import { CategoryListing } from '@/components/catalogue/category-listing';
import { redirect } from 'next/navigation';
import { NOT_FOUND_METADATA } from '@/components/content/not-found-answer';
import { categoryPath } from '@/lib/category-path';
import { normalizePathSegment } from '@/lib/catalogue-paths';
import { getSiteUrl } from '@/lib/server/site-url';
import {
  categoryMetadata,
  loadListing,
  listingOptionsRequested,
  pagesRequested,
  redirectFromFormerName,
  resolveCategory,
  searchOf,
  type CategoryRouteProps,
} from '../../[category]/category-data';

/**
 * /{category}?page=N, rewritten here by proxy.ts: products of pages 1..N, for
 * Explore More without JavaScript. Rendered per request (it reads ?page); the
 * plain /{category} stays cached. Not reachable under its own path.
 */
type Props = Pick<CategoryRouteProps, 'searchParams'> & { params: Promise<{ category: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  const resolved = await resolveCategory(category);
  return resolved
    ? categoryMetadata(resolved, pagesRequested(query), listingOptionsRequested(query))
    : NOT_FOUND_METADATA;
}

export default async function PagedCategoryPage({ params, searchParams }: Props) {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  const resolved = await resolveCategory(category);
  // An unknown category's ?page=N is the unknown category: its own path answers 404 with its content (this
  // route renders per request, where a 404 status cannot follow content already sent; decision 017).
  if (!resolved) {
    await redirectFromFormerName(category, undefined, searchOf(query));
    redirect(categoryPath(normalizePathSegment(category)));
  }
  const listing = await loadListing(resolved, pagesRequested(query), listingOptionsRequested(query));
  return <CategoryListing {...resolved} listing={listing} siteUrl={getSiteUrl()} />;
}
