import type { Metadata } from 'next';
import { CategoryListing } from '@/components/catalogue/category-listing';
import { getSiteUrl } from '@/lib/server/site-url';
import { categoryMetadata, loadListing, listingOptionsRequested, pagesRequested, resolveCategoryOrNotFound, type CategoryRouteProps } from '../../../[category]/category-data';

/** /{category}/{subCategory}?page=N, rewritten here by proxy.ts (see ../page.tsx). */
type Props = Pick<CategoryRouteProps, 'searchParams'> & { params: Promise<{ category: string; subCategory: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ category, subCategory }, query] = await Promise.all([params, searchParams]);
  return categoryMetadata(await resolveCategoryOrNotFound(category, subCategory), pagesRequested(query), listingOptionsRequested(query));
}

export default async function PagedSubcategoryPage({ params, searchParams }: Props) {
  const [{ category, subCategory }, query] = await Promise.all([params, searchParams]);
  const resolved = await resolveCategoryOrNotFound(category, subCategory);
  const listing = await loadListing(resolved, pagesRequested(query), listingOptionsRequested(query));
  return <CategoryListing {...resolved} listing={listing} siteUrl={getSiteUrl()} />;
}
