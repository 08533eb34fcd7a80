// A listing's sort and filters in its URL, for the browser's Explore More and Back (components/catalogue/
// listing-anchors.ts): a module of its own, so that the vocabularies of catalogue-filters.ts (sorts, sizes, price
// bands, crafts, colours) stay out of the listing pages' first load (issue 32, item 5). catalogue-filters.ts
// re-exports it.

/** The URL parameters, in the order a URL writes them. */
export const LISTING_OPTION_KEYS = ['sort', 'size', 'price', 'craft', 'colour'] as const;
export type ListingOptionKey = (typeof LISTING_OPTION_KEYS)[number];
/** A listing's sort and filters (catalogue-filters.ts's ListingOptions, whose values are its vocabularies). */
export type ListingQueryOptions = Partial<Record<ListingOptionKey, string>>;

/** `sort=...&size=...` for the options set, in a fixed order ('' when none). */
export function listingQueryString(options: ListingQueryOptions, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  for (const key of LISTING_OPTION_KEYS) {
    const value = options[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}
