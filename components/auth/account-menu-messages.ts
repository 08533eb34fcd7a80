/**
 * The header's account menu texts, apart from the sign-in and account screens' texts: the menu is in
 * the layout, so what it imports is in every page's first-load script (docs/decisions/031).
 * components/auth/auth-messages.ts and components/account/account-messages.ts re-export them.
 */
export const ACCOUNT_MENU_LABEL = 'Account';
export const LOGOUT_LABEL = 'Logout';
export const MY_ACCOUNT_LABEL = 'My account';
export const MY_ORDERS_LABEL = 'My orders';
export const MY_WISHLIST_LABEL = 'My wish list';
