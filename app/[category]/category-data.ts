import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getServerApi } from '@/lib/api/server';
import { CATEGORY_PAGE_SIZE, categoryPath, parsePageNumber, resolveCategoryPath, type ResolvedCategoryPath } from '@/lib/catalogue-paths';
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
export async function resolveCategory(categorySegment: string, subCategorySegment?: string): Promise<ResolvedCategoryPath | null> {
  const { categories } = await getServerApi().getCategoryList({});
  return resolveCategoryPath(categories, categorySegment, subCategorySegment);
}

/**
 * Pages 1..N of the listing (N from ?page=N, for the Explore More link that
 * works without JavaScript), 12 products a page. Null when the products could
 * not be loaded: the page then says so (spec section 8).
 */
export async function loadListing({ category, subcategory }: ResolvedCategoryPath, requestedPages: number): Promise<ListingProducts | null> {
  const api = getServerApi();
  const fetchPage = (page: number) =>
    api.getAllProducts({ category_pk: category.id, sub_category_pk: subcategory?.id, page, page_size: CATEGORY_PAGE_SIZE });
  try {
    const first = await fetchPage(1);
    const lastPage = Math.max(1, Math.ceil(first.count / CATEGORY_PAGE_SIZE));
    const pages = Math.min(requestedPages, lastPage, MAX_PAGES_PER_RENDER);
    const rest: AllProductsResponse[] = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => fetchPage(index + 2)));
    const answers = [first, ...rest];
    const seen = new Set<number>();
    const products = answers.flatMap((answer) => answer.data).filter((product) => !seen.has(product.id) && seen.add(product.id));
    return { products, count: first.count, nextPage: (rest.at(-1) ?? first).next_page };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    logError('Category page: loading products failed', error, { category: category.id, subcategory: subcategory?.id });
    return null;
  }
}

export function pagesRequested(searchParams: Record<string, string | string[] | undefined>): number {
  return parsePageNumber(searchParams.page);
}

/**
 * page > 1 is the ?page=N listing (proxy.ts → app/listing): it lists other
 * products than page 1, so it is its own canonical URL.
 */
export function categoryMetadata({ category, subcategory }: ResolvedCategoryPath, page = 1): Metadata {
  const label = subcategory ? `${subcategory.name} | ${category.name}` : category.name;
  const what = subcategory ? `${subcategory.name} in ${category.name}` : category.name;
  return pageMetadata({
    title: label,
    description: `Shop handcrafted ${what} at ${site.name}: hand block-printed and ethically made by artisan families in Jaipur, shipped across India and worldwide.`,
    path: page > 1 ? `${categoryPath(category.name, subcategory?.name)}?page=${page}` : categoryPath(category.name, subcategory?.name),
  });
}
