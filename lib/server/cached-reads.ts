import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { EndpointName } from '../contract';
import { expireTags, tagExpiredAt } from './cache/shared-invalidation.mjs';
import { getConfig } from './config';
import { secondsUntilNextBlogPost } from './services/catalogue/blog';
import {
  BEST_SELLERS_TAG,
  CATALOGUE_TAG,
  CATEGORIES_TAG,
  FEATURED_REVIEWS_TAG,
  SITEMAP_TAG,
  categoryChangeTags,
  findProductPlace,
  listingTags,
  productChangeTags,
  productDetailTags,
  productTag,
  type ProductChange,
  type ProductPlace,
} from './cache/catalogue-tags';

/**
 * Public catalogue and blog reads go through Next's data cache, for pages
 * rendered on the server and for the JSON API alike, for CACHE_SECONDS.
 * Each catalogue read carries narrow tags from its input (a product, a
 * category's listing, the best sellers: cache/catalogue-tags.ts) beside the
 * broad `catalogue` tag. A service that changes products or posts calls one of
 * the expire functions below after its change is committed, naming what it
 * touched: every instance drops those reads (with REDIS_URL, docs/decisions/023
 * and 038), ISR pages included, since a page carries the tags of the reads it
 * rendered from.
 */
export const CACHE_TAGS = { catalogue: CATALOGUE_TAG, blog: 'blog' } as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Expires `tags` in this process and every other instance; resolves once the other instances are told.
 * Inside a request of Next (a route handler), Next's own cache is told too: without REDIS_URL no cache
 * handler listens to the shared expiry (next.config.mjs), and a change made on a single instance would
 * otherwise show only when the entries age out (CACHE_SECONDS).
 */
function expireEverywhere(tags: string[]): Promise<void> {
  if (process.env.NEXT_RUNTIME) {
    try {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (a script, the outbox worker): the shared expiry below is all there is.
    }
  }
  return expireTags(tags);
}

/** Expires every read of `tag`: the blog's, or (the CSV import) the whole catalogue. */
export function expireCachedReads(tag: CacheTag): Promise<void> {
  return expireEverywhere([tag]);
}

/**
 * After a product changed: the reads `change` touches (catalogue-tags.ts, productChangeTags) where it
 * was before and where it is now (its category may have moved; undefined when it did not exist).
 */
export function expireProductReads(
  before: ProductPlace | undefined,
  after: ProductPlace | undefined,
  change: ProductChange = 'edit',
): Promise<void> {
  return expireEverywhere(productChangeTags(before, after, change));
}

/** The same for products whose category did not change (a price, stock, a review): looked up now. */
export async function expireProductReadsById(ids: number[], change: ProductChange = 'edit'): Promise<void> {
  const places = await Promise.all(ids.map((id) => findProductPlace(id)));
  // A product no longer found: its own reads only.
  const tags = places.flatMap((place, index) =>
    place ? productChangeTags(place, place, change) : [productTag(ids[index] ?? 0)],
  );
  await expireEverywhere([...new Set(tags)]);
}

/** Runs `change` (committed when it resolves) and expires what it did to product `id` where it was and is. */
export async function withProductReadsExpired<T>(id: number, change: () => Promise<T>): Promise<T> {
  const before = await findProductPlace(id);
  const result = await change();
  await expireProductReads(before, await findProductPlace(id));
  return result;
}

/** After a category or subcategory changed (name, pictures), or the menu's order (no scope). */
export function expireCategoryReads(scope: { categoryId?: number; subcategoryId?: number } = {}): Promise<void> {
  return expireEverywhere(categoryChangeTags(scope));
}

/** When `tag` last expired (ms since the epoch; 0: never), for caches of this process kept outside Next's. */
export function cachedReadsExpiredAt(tag: string): number {
  return tagExpiredAt(tag);
}

/** When the listings of `scope` (or a search's results: every listing's) last expired, for the filter values. */
export function listingReadsExpiredAt(scope: { categoryId?: number; subCategoryId?: number; ids?: unknown }): number {
  return Math.max(tagExpiredAt(CATALOGUE_TAG), ...listingTags(scope).map((tag) => tagExpiredAt(tag)));
}

export const CACHE_SECONDS = 300;
/**
 * How long a shared cache in front of the shop (nginx's micro-cache, a CDN)
 * may keep a public catalogue answer (s-maxage): short, since it cannot be
 * told of a price change the way the instances are (docs/decisions/023).
 * The catalogue pages' `revalidate` is the same number.
 */
export const SHARED_CACHE_SECONDS = 10;

interface CachedRead {
  /** The read's tags, from its input (the broad tag of its kind is added). */
  tags: (input: unknown) => string[] | Promise<string[]>;
  kind: CacheTag;
  /** Inputs worth a cache entry: the set of keys must stay bounded, whatever a client sends. */
  when?: (input: unknown) => boolean;
  /**
   * How long an entry may live when that is shorter than CACHE_SECONDS: blog reads live no longer than
   * the time left before the next scheduled post becomes public (docs/decisions/037). Next lowers the
   * page's own revalidate to it too (an ISR page is kept no longer than its shortest read).
   */
  lifetime?: () => Promise<number | null>;
}

/** Listing pages a shopper reaches; deeper ones are read live rather than filling the cache. */
const MAX_CACHED_PAGE = 20;

function shallowListing(input: unknown): boolean {
  const { page = 1, page_size: pageSize = 12 } = (input ?? {}) as { page?: number; page_size?: number };
  return page <= MAX_CACHED_PAGE && pageSize <= 48;
}

/**
 * Reads cached for server rendering and the JSON API. Search is not cached:
 * its keys are whatever anyone types.
 */
export const CACHED_READS: Partial<Record<EndpointName, CachedRead>> = {
  getTopSellingProducts: { kind: CACHE_TAGS.catalogue, tags: () => [BEST_SELLERS_TAG] },
  getProductCategories: { kind: CACHE_TAGS.catalogue, tags: () => [CATEGORIES_TAG] },
  getCategoryList: { kind: CACHE_TAGS.catalogue, tags: () => [CATEGORIES_TAG] },
  getAllProducts: { kind: CACHE_TAGS.catalogue, tags: listingInputTags, when: shallowListing },
  getProductDetail: { kind: CACHE_TAGS.catalogue, tags: (input) => productDetailTags(productPkOf(input)) },
  getFeaturedReviews: { kind: CACHE_TAGS.catalogue, tags: () => [FEATURED_REVIEWS_TAG] },
  getAllBlogs: { kind: CACHE_TAGS.blog, tags: () => [], lifetime: secondsUntilNextBlogPost },
  getBlogDetail: { kind: CACHE_TAGS.blog, tags: () => [], lifetime: secondsUntilNextBlogPost },
};

function listingInputTags(input: unknown): string[] {
  const { category_pk: categoryId, sub_category_pk: subCategoryId } = (input ?? {}) as {
    category_pk?: number;
    sub_category_pk?: number;
  };
  return listingTags({ categoryId, subCategoryId });
}

function productPkOf(input: unknown): number {
  return (input as { product_pk: number }).product_pk;
}

/**
 * Reads the JSON API answers from the cache. Not the product detail: it
 * carries the live stock per size the product page shows after a size change.
 */
export const API_CACHED_READS: ReadonlySet<EndpointName> = new Set(
  (Object.keys(CACHED_READS) as EndpointName[]).filter((name) => name !== 'getProductDetail'),
);

/** CATALOGUE_CACHE (lib/server/config.ts): off sends every read to the database, for the bench's growth-http section. */
export function catalogueCacheOn(): boolean {
  return getConfig().CATALOGUE_CACHE === 'on';
}

/**
 * `load()` through the data cache, keyed by call and input, when running
 * inside Next (tests and scripts call the services directly).
 */
export async function cachedRead<T>(name: EndpointName, input: unknown, load: () => Promise<T>): Promise<T> {
  const read = CACHED_READS[name];
  if (!read || !process.env.NEXT_RUNTIME || (read.when && !read.when(input)) || !catalogueCacheOn()) return load();
  const [lifetime, tags] = await Promise.all([read.lifetime ? read.lifetime() : null, read.tags(input)]);
  return unstable_cache(load, ['api', name, JSON.stringify(input ?? {})], {
    tags: [read.kind, ...tags],
    revalidate: lifetime === null ? CACHE_SECONDS : Math.min(CACHE_SECONDS, lifetime),
  })();
}

/**
 * Gives the sitemap index or file being rendered (lib/sitemap.ts) the sitemap tag (their products are read
 * live, uncached: Next gives a route the tags of the cached reads it made, so one tiny cached read carries the
 * tag), so every product edit expires them in every instance.
 */
export async function tagSitemapRender(seconds: number): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  await unstable_cache(async () => true, ['sitemap'], { tags: [CATALOGUE_TAG, SITEMAP_TAG], revalidate: seconds })();
}
