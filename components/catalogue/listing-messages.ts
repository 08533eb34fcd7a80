/** Texts of the listings that their client code shows too (Explore More, the count line); catalogue-messages.ts re-exports them. */

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
