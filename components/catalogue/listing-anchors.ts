/** Id of the first product of a listing page, the target of the Explore More link (?page=N#products-page-N). */
export function listingPageAnchor(page: number): string {
  return `products-page-${page}`;
}

/** The Explore More link that works without JavaScript: the server renders pages 1..N and jumps to the new ones. */
export function explorePageHref(basePath: string, page: number): string {
  return `${basePath}?page=${page}#${listingPageAnchor(page)}`;
}
