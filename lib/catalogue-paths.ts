import { categoryPath } from './category-path';
import type { CategoryWithSubcategories } from './contract';

/**
 * Category and product URLs. The spec (section 2) says a category path is
 * URL-decoded and lower-cased before it is looked up, so /Women,
 * /home%20&%20living and /HOME%20%26%20LIVING/Cushion%20Cover all name the
 * same pages; names come from GET /api/get-all-category-list/ (display-cased,
 * e.g. 'Home & Living') and are compared lower-cased.
 */

/** Products per page of a category listing ("Showing 1-{min(12, count)} ..."). */
export const CATEGORY_PAGE_SIZE = 12;

/** Decodes a path segment (once, tolerating malformed escapes) and lower-cases it. */
export function normalizePathSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A stray '%' that is not an escape: compare the text as it came.
  }
  return decoded.replace(/\s+/g, ' ').trim().toLowerCase();
}

export type Subcategory = CategoryWithSubcategories['subcategories'][number];

export interface ResolvedCategoryPath {
  category: CategoryWithSubcategories;
  subcategory: Subcategory | null;
}

export function findCategoryBySegment(
  categories: readonly CategoryWithSubcategories[],
  segment: string,
): CategoryWithSubcategories | null {
  const wanted = normalizePathSegment(segment);
  return categories.find((category) => category.name.toLowerCase() === wanted) ?? null;
}

/** Only a subcategory that belongs to this category matches (/men/lehengas does not). */
export function findSubcategoryBySegment(category: CategoryWithSubcategories, segment: string): Subcategory | null {
  const wanted = normalizePathSegment(segment);
  return category.subcategories.find((subcategory) => subcategory.name.toLowerCase() === wanted) ?? null;
}

/**
 * The category (and subcategory) a path names, or null when either is unknown
 * (the page then answers 404).
 */
export function resolveCategoryPath(
  categories: readonly CategoryWithSubcategories[],
  categorySegment: string,
  subCategorySegment?: string,
): ResolvedCategoryPath | null {
  const category = findCategoryBySegment(categories, categorySegment);
  if (!category) return null;
  if (subCategorySegment === undefined) return { category, subcategory: null };
  const subcategory = findSubcategoryBySegment(category, subCategorySegment);
  return subcategory ? { category, subcategory } : null;
}

/**
 * The canonical listing URL: /women, /home%20&%20living/cushion%20cover. The
 * one implementation lives in lib/category-path.ts (navigation, sitemap and
 * the API's navigate_link use it too), so every link has the same form.
 */
export { categoryPath };

export function productPath(productId: number): string {
  return `/product/${productId}`;
}

export function searchPath(query: string): string {
  return `/search?query=${encodeURIComponent(query)}`;
}

const MAX_ID = 2_147_483_647;

/** A product id from the URL: a positive whole number written in digits only, else null. */
export function parseProductId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Listing page number from ?page=N: a whole number from 1, else 1. */
export function parsePageNumber(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

const WOMEN_BANNER = '/media/banners/women.webp';

const CATEGORY_BANNERS: Record<string, string> = {
  women: WOMEN_BANNER,
  'home & living': '/media/banners/home-and-living.webp',
  accessories: '/media/banners/accessories.webp',
};

/** Women, home & living and accessories have their own banner; every other category shows the women banner (spec section 2). */
export function categoryBanner(categoryName: string): string {
  return CATEGORY_BANNERS[categoryName.toLowerCase()] ?? WOMEN_BANNER;
}
