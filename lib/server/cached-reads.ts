import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { EndpointName } from '../contract';
import { expireTags, tagExpiredAt } from './cache/shared-invalidation.mjs';
import { secondsUntilNextBlogPost } from './services/catalogue/blog';

/**
 * Public catalogue and blog reads go through Next's data cache, for pages
 * rendered on the server and for the JSON API alike, for CACHE_SECONDS.
 * A service that changes products or posts calls expireCachedReads with the
 * tag after its change is committed: every instance drops what it cached
 * (with REDIS_URL, docs/decisions/023), ISR pages included, since a page
 * carries the tags of the reads it rendered from.
 */
export const CACHE_TAGS = { catalogue: 'catalogue', blog: 'blog' } as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Expires `tag` in this process and every other instance; resolves once the other instances are told.
 * Inside a request of Next (a route handler), Next's own cache is told too: without REDIS_URL no cache
 * handler listens to the shared expiry (next.config.mjs), and a change made on a single instance would
 * otherwise show only when the entries age out (CACHE_SECONDS).
 */
export function expireCachedReads(tag: CacheTag): Promise<void> {
  if (process.env.NEXT_RUNTIME) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (a script, the outbox worker): the shared expiry below is all there is.
    }
  }
  return expireTags([tag]);
}

/** When `tag` last expired (ms since the epoch; 0: never), for caches of this process kept outside Next's. */
export function cachedReadsExpiredAt(tag: CacheTag): number {
  return tagExpiredAt(tag);
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
  tag: string;
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
  getTopSellingProducts: { tag: CACHE_TAGS.catalogue },
  getProductCategories: { tag: CACHE_TAGS.catalogue },
  getCategoryList: { tag: CACHE_TAGS.catalogue },
  getAllProducts: { tag: CACHE_TAGS.catalogue, when: shallowListing },
  getProductDetail: { tag: CACHE_TAGS.catalogue },
  getFeaturedReviews: { tag: CACHE_TAGS.catalogue },
  getAllBlogs: { tag: CACHE_TAGS.blog, lifetime: secondsUntilNextBlogPost },
  getBlogDetail: { tag: CACHE_TAGS.blog, lifetime: secondsUntilNextBlogPost },
};

/**
 * Reads the JSON API answers from the cache. Not the product detail: it
 * carries the live stock per size the product page shows after a size change.
 */
export const API_CACHED_READS: ReadonlySet<EndpointName> = new Set(
  (Object.keys(CACHED_READS) as EndpointName[]).filter((name) => name !== 'getProductDetail'),
);

/**
 * `load()` through the data cache, keyed by call and input, when running
 * inside Next (tests and scripts call the services directly).
 */
export async function cachedRead<T>(name: EndpointName, input: unknown, load: () => Promise<T>): Promise<T> {
  const read = CACHED_READS[name];
  if (!read || !process.env.NEXT_RUNTIME || (read.when && !read.when(input))) return load();
  const lifetime = read.lifetime ? await read.lifetime() : null;
  return unstable_cache(load, ['api', name, JSON.stringify(input ?? {})], {
    tags: [read.tag],
    revalidate: lifetime === null ? CACHE_SECONDS : Math.min(CACHE_SECONDS, lifetime),
  })();
}
