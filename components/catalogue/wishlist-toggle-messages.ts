/** The product page heart's texts that load with its code, not with the page (the label is in wishlist-toggle.tsx). */
export const WISHLIST_GUEST_SAVED = 'Saved on this device. Log in to keep your wish list with your account.';
export const WISHLIST_GUEST_REMOVED = 'Removed from the wish list on this device.';
export const WISHLIST_GUEST_FULL = 'Your wish list is full. Remove a product to add another.';
