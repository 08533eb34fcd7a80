import type { Metadata } from 'next';
import { CategoryListing } from '@/components/catalogue/category-listing';
import { getSiteUrl } from '@/lib/server/site-url';
import { categoryMetadata, loadListing, listingOptionsRequested, pagesRequested, resolveCategoryOrNotFound, type CategoryRouteProps } from '../../[category]/category-data';

/**
 * /{category}?page=N, rewritten here by proxy.ts: products of pages 1..N, for
 * Explore More without JavaScript. Rendered per request (it reads ?page); the
 * plain /{category} stays cached. Not reachable under its own path.
 */
type Props = Pick<CategoryRouteProps, 'searchParams'> & { params: Promise<{ category: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  return categoryMetadata(await resolveCategoryOrNotFound(category), pagesRequested(query), listingOptionsRequested(query));
}

export default async function PagedCategoryPage({ params, searchParams }: Props) {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  const resolved = await resolveCategoryOrNotFound(category);
  const listing = await loadListing(resolved, pagesRequested(query), listingOptionsRequested(query));
  return <CategoryListing {...resolved} listing={listing} siteUrl={getSiteUrl()} />;
}
