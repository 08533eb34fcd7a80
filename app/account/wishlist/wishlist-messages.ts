/** Texts of the wish list page (issue 31, item 11; not in the spec: our own). */
export const WISHLIST_HEADING = 'Your wish list';
export const WISHLIST_INTRO = 'The products you keep for later, newest first, at today’s prices.';
export const WISHLIST_LOADING = 'Loading your wish list…';
export const WISHLIST_FAILED = 'Your wish list could not be loaded. Please try again later.';
export const WISHLIST_EMPTY = 'Your wish list is empty. Press the heart on a product to keep it here.';
export const WISHLIST_SHOP_LINK = 'Start shopping';
export const WISHLIST_LOGIN_PROMPT = 'Please log in to see your wish list.';
export const WISHLIST_LOGIN_LINK = 'Log in';
export const WISHLIST_SOLD_OUT = 'Sold out';
export const WISHLIST_IN_STOCK = 'In stock';
export const WISHLIST_SIZE_LABEL = 'Size';
export const WISHLIST_ADD_TO_CART = 'Add to cart';
export const WISHLIST_REMOVE_FAILED = 'The product could not be removed. Please try again.';

/** A guest who saved products on this device: they reach the account at the log-in. */
export function wishlistGuestSavedText(count: number): string {
  return count === 1
    ? 'You saved 1 product on this device: log in and it goes into your wish list.'
    : `You saved ${count} products on this device: log in and they go into your wish list.`;
}

export const WISHLIST_REMOVE = 'Remove from wish list';

/** The buttons' names: what they say, then the product's name (the visible words first, for voice control). */
export function removeFromWishlistLabel(productName: string): string {
  return `${WISHLIST_REMOVE}: ${productName}`;
}

export function addToCartLabel(productName: string): string {
  return `${WISHLIST_ADD_TO_CART}: ${productName}`;
}
