/**
 * Fixed texts of the catalogue pages. Those quoted in the spec (sections 2 and
 * 8) are copied exactly; tests import them from here.
 */
import { FILTERS_LABEL } from './filters-messages';

// The texts that client code of the listings and of the product page shows live in modules of their own (a client
// chunk takes a module whole): re-exported here, where the server's pages and the tests read them.
export * from './listing-messages';
export * from './product-messages';

/** Spec section 2, "Search page". */
export function searchResultsHeading(query: string): string {
  return `Search Results for "${query}"`;
}
export const SEARCH_NO_RESULTS = 'No results found. Try refining your search.';
/** Spec section 8, "Search failure". */
export const SEARCH_ERROR = 'Unable to fetch search results. Please try again later.';
export const SEARCH_PROMPT = 'Search our handcrafted home decor, textiles and garments by name, craft or colour.';
/** Placeholder cards while search results load (spec section 9). */
export const SEARCH_PLACEHOLDER_COUNT = 12;

export const RELATED_PRODUCTS_TITLE = 'You may also like';

// Sort and filters of listings and search (issue 12, item 12). The texts the listing's client code shows too
// (Filters, Clear all) are in filters-messages.ts: this module would come whole into the search page's first load.
export const SORT_LABEL = 'Sort by';
export const SORT_DEFAULT_LABEL = 'Featured';
export const FILTER_ANY_LABEL = 'Any';
export const FILTER_SIZE_LEGEND = 'Size';
export const FILTER_PRICE_LEGEND = 'Price';
export const FILTER_CRAFT_LABEL = 'Craft';
export const FILTER_COLOUR_LABEL = 'Colour';
export const APPLY_FILTERS_LABEL = 'Apply';
export const NO_MATCHING_PRODUCTS_TEXT = 'No products match these filters. Try removing one.';
/** How many filters are on, for the Filters disclosure's summary. */
export function activeFiltersText(count: number): string {
  return count === 0 ? FILTERS_LABEL : `${FILTERS_LABEL} (${count})`;
}
