/**
 * The wish list's limit, without zod, so the browser's guest list (components/wishlist) keeps the same one
 * without loading the schemas.
 */
/** The most products one list keeps: an add past it is refused (400 naming product_pk). */
export const WISHLIST_MAX_ITEMS = 200;
