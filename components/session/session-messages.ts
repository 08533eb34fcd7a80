/** Texts the session's cart actions answer with (the spec only logs these failures; see the report). */
export const CART_ADD_FAILED = 'Could not add to cart. Please try again.';
export const CART_REMOVE_FAILED = 'Could not remove the item. Please try again.';
export const CART_QUANTITY_FAILED = 'Could not change the quantity. Please try again.';
export const CART_SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export const CURRENCY_SWITCH_LABEL = 'Currency';
export const CURRENCY_OPTION_LABELS = { USD: 'USD ($)', INR: 'INR (₹)' } as const;
