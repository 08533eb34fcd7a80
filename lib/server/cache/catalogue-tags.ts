import 'server-only';
import { getDatabase } from '../db/connection';
import { findProductWithNames } from '../services/catalogue/repositories/products';
import { tagExpiredAt } from './shared-invalidation.mjs';

/**
 * The tags of the catalogue's cached reads (lib/server/cached-reads.ts) and what each change expires
 * (docs/decisions/038). Every catalogue read carries the broad tag `catalogue` as well, which only the CSV
 * import expires (it changes many products at once).
 */
export const CATALOGUE_TAG = 'catalogue';
/** The navigation and category reads (names, order, pictures, which subcategories a category lists). */
export const CATEGORIES_TAG = 'categories';
/** The best sellers (home page section and /best-sellers). */
export const BEST_SELLERS_TAG = 'best-sellers';
/** The published reviews of the home page's and /customer-reviews' testimonials, with their products' names. */
export const FEATURED_REVIEWS_TAG = 'featured-reviews';
/** The sitemap's index and files (lib/sitemap.ts: their routes carry it through tagSitemapRender). */
export const SITEMAP_TAG = 'sitemap';
/** Listings filtered by neither category nor subcategory (and the filter values of search results). */
export const ALL_LISTINGS_TAG = 'listing:all';

export const productTag = (id: number): string => `product:${id}`;
export const categoryListingTag = (id: number): string => `listing:category:${id}`;
export const subcategoryListingTag = (id: number): string => `listing:subcategory:${id}`;
/** Reads showing the category's (subcategory's) name beyond the navigation: its products' details. */
export const categoryNameTag = (id: number): string => `category:${id}`;
export const subcategoryNameTag = (id: number): string => `subcategory:${id}`;

/** Where a product shows: enough of its row to name the reads a change of it touches. */
export interface ProductPlace {
  id: number;
  category_id: number;
  sub_category_id: number | null;
  top_selling: boolean | number;
}

/** The listings of products filtered by category and/or subcategory (either, or none: every listing). */
export function listingTags(filter: { categoryId?: number; subCategoryId?: number; ids?: unknown }): string[] {
  if (filter.ids !== undefined || (filter.categoryId === undefined && filter.subCategoryId === undefined))
    return [ALL_LISTINGS_TAG];
  return [
    ...(filter.categoryId === undefined ? [] : [categoryListingTag(filter.categoryId)]),
    ...(filter.subCategoryId === undefined ? [] : [subcategoryListingTag(filter.subCategoryId)]),
  ];
}

/**
 * A product's detail: the product, its category's and subcategory's names, and its related products (the
 * active products of its subcategory within its category, or of its category when it has none: the
 * listing tag of that group, which every change of one of them expires).
 */
function detailTagsOf(place: ProductPlace): string[] {
  const sub = place.sub_category_id;
  return [
    productTag(place.id),
    categoryNameTag(place.category_id),
    ...(sub === null ? [categoryListingTag(place.category_id)] : [subcategoryNameTag(sub), subcategoryListingTag(sub)]),
  ];
}

/**
 * What a change touches:
 * - `edit` (fields, price, shown or withdrawn, created): its detail, its old and new category and subcategory
 *   listings (their details show it as related), every unfiltered listing, the best sellers when it is or
 *   was one, the sitemap (its lastmod), the testimonials (they name the product);
 * - `stock`: its detail (stock per size) and the listings that filter or count by size in stock (the size
 *   filter and the filter values); cards show no stock, so not the best sellers;
 * - `rating` (a review published or hidden): its detail and the cards that show its rating (its listings,
 *   the best sellers when it is one), the testimonials (published reviews and the shop's rating); not the
 *   sitemap (its lastmod is the product's own updated_at);
 * - `reviews` (a reply or a staff pick): its page and the testimonials (the picks come first).
 */
export type ProductChange = 'edit' | 'stock' | 'rating' | 'reviews';

export function productChangeTags(
  before: ProductPlace | undefined,
  after: ProductPlace | undefined,
  change: ProductChange,
): string[] {
  const places = [before, after].filter((place): place is ProductPlace => place !== undefined);
  const tags = new Set(places.map((place) => productTag(place.id)));
  if (change !== 'reviews') {
    tags.add(ALL_LISTINGS_TAG);
    for (const place of places) {
      tags.add(categoryListingTag(place.category_id));
      if (place.sub_category_id !== null) tags.add(subcategoryListingTag(place.sub_category_id));
    }
  }
  if ((change === 'edit' || change === 'rating') && places.some((place) => Boolean(place.top_selling)))
    tags.add(BEST_SELLERS_TAG);
  if (change === 'edit') tags.add(SITEMAP_TAG);
  if (change !== 'stock') tags.add(FEATURED_REVIEWS_TAG);
  return [...tags];
}

/**
 * A category change: its name (the navigation, the sitemap's URLs and its products' details), its pictures
 * (category pages and home tiles) or the order of the menu. The listings themselves hold no category names
 * (cards carry ids only), so they are not expired.
 */
export function categoryChangeTags(scope: { categoryId?: number; subcategoryId?: number } = {}): string[] {
  return [
    CATEGORIES_TAG,
    ...(scope.categoryId === undefined ? [] : [categoryNameTag(scope.categoryId)]),
    ...(scope.subcategoryId === undefined ? [] : [subcategoryNameTag(scope.subcategoryId)]),
  ];
}

/** Where products are now (undefined for an id that names none). */
export async function findProductPlace(id: number): Promise<ProductPlace | undefined> {
  const { db } = await getDatabase();
  const row = await findProductWithNames(db, id);
  return (
    row && {
      id: row.id,
      category_id: row.category_id,
      sub_category_id: row.sub_category_id,
      top_selling: row.top_selling,
    }
  );
}

/**
 * The detail's tags come from the product's row, not the call's input: kept in this process per product
 * until that product's tag (or the broad one) expires, so a cached detail costs no query to tag.
 */
const DETAIL_TAGS_KEPT = 5000;
const detailTagsByDatabase = new WeakMap<object, Map<number, { at: number; tags: string[] }>>();

export async function productDetailTags(productId: number): Promise<string[]> {
  const { db } = await getDatabase();
  let kept = detailTagsByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    detailTagsByDatabase.set(db, kept);
  }
  const entry = kept.get(productId);
  if (entry && entry.at > tagExpiredAt(productTag(productId)) && entry.at > tagExpiredAt(CATALOGUE_TAG))
    return entry.tags;
  const at = Date.now();
  const row = await findProductWithNames(db, productId);
  const tags = row ? detailTagsOf(row) : [productTag(productId)];
  kept.delete(productId);
  kept.set(productId, { at, tags });
  if (kept.size > DETAIL_TAGS_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return tags;
}
