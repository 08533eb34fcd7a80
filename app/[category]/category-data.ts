import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getServerApi } from '@/lib/api/server';
import {
  CATEGORY_PAGE_SIZE,
  categoryPath,
  normalizePathSegment,
  parsePageNumber,
  resolveCategoryPath,
  type ResolvedCategoryPath,
} from '@/lib/catalogue-paths';
import { hasListingOptions, readListingOptions, type ListingOptions } from '@/lib/catalogue-filters';
import { isApiError, type AllProductsResponse } from '@/lib/contract';
import { logError } from '@/lib/server/log';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import type { ListingProducts } from '@/components/catalogue/category-listing';

/** Shared by /{category} and /{category}/{subCategory}. */
export interface CategoryRouteProps {
  params: Promise<{ category: string; subCategory?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** No-JavaScript Explore More renders pages 1..N; more than this many pages in one answer is refused. */
const MAX_PAGES_PER_RENDER = 50;

/** The category (and subcategory) the path names; null for an unknown one (the page answers NotFoundAnswer, decision 017). */
export async function resolveCategory(
  categorySegment: string,
  subCategorySegment?: string,
): Promise<ResolvedCategoryPath | null> {
  const { categories } = await getServerApi().getCategoryList({});
  return resolveCategoryPath(categories, categorySegment, subCategorySegment);
}

/**
 * A path naming a category or subcategory by a former name (renamed in the back office): answers a permanent
 * redirect (308) to its page now, `search` (such as ?page=2) kept, so shared links and search engines' entries
 * keep working. Returns when the path names no former name (the page then answers its 404).
 */
export async function redirectFromFormerName(
  categorySegment: string,
  subCategorySegment?: string,
  search = '',
): Promise<void> {
  let path: string;
  try {
    ({ path } = await getServerApi().getCategoryRedirect({
      category: categorySegment,
      sub_category: subCategorySegment,
    }));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return;
    throw error;
  }
  const requested = categoryPath(
    normalizePathSegment(categorySegment),
    subCategorySegment === undefined ? undefined : normalizePathSegment(subCategorySegment),
  );
  // A path already the answer (a category list cached from before the rename) must not redirect to itself.
  if (path !== requested) permanentRedirect(`${path}${search}`);
}

/**
 * Pages 1..N of the listing (N from ?page=N, for the Explore More link that
 * works without JavaScript), 12 products a page. Null when the products could
 * not be loaded: the page then says so (spec section 8).
 */
export async function loadListing(
  { category, subcategory }: ResolvedCategoryPath,
  requestedPages: number,
  options: ListingOptions = {},
): Promise<ListingProducts | null> {
  const api = getServerApi();
  const fetchPage = (page: number) =>
    api.getAllProducts({
      category_pk: category.id,
      sub_category_pk: subcategory?.id,
      page,
      page_size: CATEGORY_PAGE_SIZE,
      ...options,
      ...(page === 1 ? { facets: 'true' as const } : {}),
    });
  try {
    const first = await fetchPage(1);
    const lastPage = Math.max(1, Math.ceil(first.count / CATEGORY_PAGE_SIZE));
    const pages = Math.min(requestedPages, lastPage, MAX_PAGES_PER_RENDER);
    const rest: AllProductsResponse[] = await Promise.all(
      Array.from({ length: pages - 1 }, (_, index) => fetchPage(index + 2)),
    );
    const answers = [first, ...rest];
    const seen = new Set<number>();
    const products = answers
      .flatMap((answer) => answer.data)
      .filter((product) => !seen.has(product.id) && seen.add(product.id));
    return {
      products,
      count: first.count,
      nextPage: (rest.at(-1) ?? first).next_page,
      facets: first.facets ?? null,
      options,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    logError('Category page: loading products failed', error, { category: category.id, subcategory: subcategory?.id });
    return null;
  }
}

/** The query string of a page's search params (?page=2&sort=price-asc), for a redirect that keeps it. */
export function searchOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function pagesRequested(searchParams: Record<string, string | string[] | undefined>): number {
  return parsePageNumber(searchParams.page);
}

/** The sort and filters the URL asks for; bad values are ignored (lib/catalogue-filters.ts). */
export function listingOptionsRequested(searchParams: Record<string, string | string[] | undefined>): ListingOptions {
  return readListingOptions(searchParams);
}

/**
 * page > 1 is the ?page=N listing (proxy.ts → app/listing): it lists other
 * products than page 1, so it is its own canonical URL. A sorted or filtered
 * view is `noindex, follow` with the plain listing as its canonical: the same
 * products in another order or a subset, endless combinations.
 */
export function categoryMetadata(
  { category, subcategory }: ResolvedCategoryPath,
  page = 1,
  options: ListingOptions = {},
): Metadata {
  if (hasListingOptions(options)) {
    return { ...categoryMetadata({ category, subcategory }), robots: { index: false, follow: true } };
  }
  const label = subcategory ? `${subcategory.name} | ${category.name}` : category.name;
  const what = subcategory ? `${subcategory.name} in ${category.name}` : category.name;
  return pageMetadata({
    title: label,
    description: `Shop handcrafted ${what} at ${site.name}: hand block-printed and ethically made by artisan families in Jaipur, shipped across India and worldwide.`,
    path:
      page > 1
        ? `${categoryPath(category.name, subcategory?.name)}?page=${page}`
        : categoryPath(category.name, subcategory?.name),
  });
}
