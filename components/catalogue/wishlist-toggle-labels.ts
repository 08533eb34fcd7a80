/** The product page heart's texts that load with the page (the rest load with its code: wishlist-toggle-messages.ts). */
export function wishlistToggleLabel(productName: string): string {
  return `Add ${productName} to wish list`;
}
export const WISHLIST_TOGGLE_FAILED = 'Your wish list could not be changed. Please try again.';
