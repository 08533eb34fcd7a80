/**
 * Fixed texts of the catalogue pages. Those quoted in the spec (sections 2 and
 * 8) are copied exactly; tests import them from here.
 */
import { FILTERS_LABEL } from './filters-messages';

/** Spec section 8, "Products load failure". */
export const PRODUCTS_LOAD_ERROR = 'Failed to load products. Please try again later.';
export const EXPLORE_MORE_LABEL = 'Explore More';
/**
 * Shown instead of the count line when a listing has no products: the spec's
 * sentence would read "Showing 1-0 out of 0 products".
 */
export const NO_PRODUCTS_TEXT = 'No products here yet. Please check back soon or explore our other collections.';

/** Spec section 2: 'Showing 1-{min(12, count)} out of {count} products'; `shown` grows as Explore More loads pages. */
export function showingProductsText(shown: number, count: number): string {
  return `Showing 1-${Math.min(shown, count)} out of ${count} products`;
}

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
export const ADD_TO_CART_LABEL = 'Add to Cart';
/** Not in the spec: the cart lives in the browser (spec section 3), so without script the button says why it waits. */
export const ADD_TO_CART_NO_SCRIPT =
  'Adding to the cart needs JavaScript, which is turned off in this browser. Turn it on to buy this piece.';

export const OUT_OF_STOCK_TEXT = 'Out of stock';
export const IN_STOCK_TEXT = 'In stock';
/** At or below this many pieces the page says "Only {n} left". */
export const LOW_STOCK_THRESHOLD = 5;

export function stockText(stock: number): string {
  if (stock <= 0) return OUT_OF_STOCK_TEXT;
  if (stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return IN_STOCK_TEXT;
}

/** Whole-number saving of the offer price against the MRP, or 0 when there is none. */
export function savingPercent(offerPrice: number, mrp: number): number {
  if (!(mrp > 0) || offerPrice >= mrp) return 0;
  return Math.round(((mrp - offerPrice) / mrp) * 100);
}

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

// The product picture's larger view (its own texts are in product-zoom-messages.ts, loaded with it).
export const ZOOM_OPEN_LABEL = 'Enlarge picture';
