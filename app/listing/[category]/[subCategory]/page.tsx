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
} from '../../../[category]/category-data';

/** /{category}/{subCategory}?page=N, rewritten here by proxy.ts (see ../page.tsx). */
type Props = Pick<CategoryRouteProps, 'searchParams'> & { params: Promise<{ category: string; subCategory: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ category, subCategory }, query] = await Promise.all([params, searchParams]);
  const resolved = await resolveCategory(category, subCategory);
  return resolved
    ? categoryMetadata(resolved, pagesRequested(query), listingOptionsRequested(query))
    : NOT_FOUND_METADATA;
}

export default async function PagedSubcategoryPage({ params, searchParams }: Props) {
  const [{ category, subCategory }, query] = await Promise.all([params, searchParams]);
  const resolved = await resolveCategory(category, subCategory);
  // An unknown category's ?page=N is the unknown category: its own path answers 404 with its content (this
  // route renders per request, where a 404 status cannot follow content already sent; decision 017).
  if (!resolved) {
    await redirectFromFormerName(category, subCategory, searchOf(query));
    redirect(categoryPath(normalizePathSegment(category), normalizePathSegment(subCategory)));
  }
  const listing = await loadListing(resolved, pagesRequested(query), listingOptionsRequested(query));
  return <CategoryListing {...resolved} listing={listing} siteUrl={getSiteUrl()} />;
}
