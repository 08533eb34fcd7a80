/**
 * Fixed texts of the wish list (issue 31, item 11; docs/decisions/049-wish-list.md), without zod: the server
 * writes them into its answers, and the screens and tests (e2e too) import them from here.
 */
export const WISHLIST_ADDED_MESSAGE = 'Added to your wish list.';
export const WISHLIST_REMOVED_MESSAGE = 'Removed from your wish list.';
export const WISHLIST_PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

/** The add refused when the list holds `limit` products already (400 naming product_pk). */
export function wishlistFullMessage(limit: number): string {
  return `is not added: your wish list is full (${limit} products). Remove one to add another`;
}

/** What a merge of a guest's list did, as a sentence for the shopper. */
export function wishlistMergedMessage(merged: number, left: number): string {
  const kept =
    merged === 1
      ? 'The product you saved on this device is in your wish list.'
      : `The ${merged} products you saved on this device are in your wish list.`;
  if (left === 0) return merged === 0 ? 'Nothing from this device needed adding to your wish list.' : kept;
  const gone = `${left} ${left === 1 ? 'was' : 'were'} not added (no longer sold, or your wish list is full).`;
  return merged === 0 ? gone : `${kept} ${gone}`;
}
