import type { ListingOptions } from '@/lib/catalogue-filters';
import { listingQueryString } from '@/lib/listing-query';

/** Id of the first product of a listing page, the target of the Explore More link (?page=N#products-page-N). */
export function listingPageAnchor(page: number): string {
  return `products-page-${page}`;
}

/** The listing showing pages 1..N with its sort and filters: what the server renders for ?page=N. */
export function listingPagesHref(basePath: string, page: number, options: ListingOptions = {}): string {
  const query = listingQueryString(options, page > 1 ? { page } : {});
  return query ? `${basePath}?${query}` : basePath;
}

/** The Explore More link that works without JavaScript: the server renders pages 1..N and jumps to the new ones. */
export function explorePageHref(basePath: string, page: number, options: ListingOptions = {}): string {
  return `${listingPagesHref(basePath, page, options)}#${listingPageAnchor(page)}`;
}
