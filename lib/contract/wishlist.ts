import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { CART_CURRENCIES, currencyField } from './cart';
import { idField, moneyAmount } from './fields';
import { routes } from './routes';
import { WISHLIST_MAX_ITEMS } from './wishlist-limits';

/**
 * Wish list (issue 31, item 11; docs/decisions/049-wish-list.md): the products a signed-in shopper keeps for
 * later, kept with the account. A guest's list lives in the browser (localStorage) and is merged into the
 * account's at sign-in (POST /api/wishlist/merge/). Every answer is the list as it is now, newest first, priced
 * in the currency asked for (USD when none), with what the shop says of each product today.
 */

export { WISHLIST_MAX_ITEMS };

/** A product in the list: the catalogue card's fields (name, picture, prices), priced in the answer's currency. */
export const wishlistItem = z.object({
  product_pk: z.number().int().positive(),
  product_name: z.string(),
  main_image: z.string(),
  offer_price: moneyAmount,
  mrp: moneyAmount,
  /** The offer price is below the MRP. */
  on_sale: z.boolean(),
  /** At least one size has a piece free to sell. */
  in_stock: z.boolean(),
  /** The sizes with a piece free, in display order: what Add to cart can take. */
  sizes_in_stock: z.array(z.string()),
  /** When the shopper added it (ISO 8601); a merged guest's product, when it was merged. */
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

const wishlist = z.object({
  data: z.array(wishlistItem),
  currency: z.enum(CART_CURRENCIES),
  /** Products in the list (inactive ones, kept but not shown, are not counted). */
  count: z.number().int().nonnegative(),
});
export type Wishlist = z.infer<typeof wishlist>;

// GET /api/wishlist/?currency=&product_pk= (token)
export const getWishlistQuery = z.object({
  currency: currencyField.optional(),
  /** Only this product's entry (an empty list when it is not in the list): what the product page's heart asks. */
  product_pk: idField.optional(),
});
export const getWishlistResponse = wishlist;

// POST /api/wishlist/add/ (token): adding a product already in the list keeps it where it is.
export const addToWishlistBody = z.object({ product_pk: idField, currency: currencyField.optional() });
export const addToWishlistResponse = wishlist.extend({ message: z.string() });

// POST /api/wishlist/remove/ (token): removing a product not in the list changes nothing.
export const removeFromWishlistBody = z.object({ product_pk: idField, currency: currencyField.optional() });
export const removeFromWishlistResponse = wishlist.extend({ message: z.string() });

// POST /api/wishlist/merge/ (token): a guest's list (the browser's) into the account's, once, at sign-in.
export const mergeWishlistBody = z.object({
  product_pks: z
    .array(idField, { error: 'must be a list of product ids' })
    .max(WISHLIST_MAX_ITEMS, { error: `must list at most ${WISHLIST_MAX_ITEMS} products` }),
  currency: currencyField.optional(),
});
export const mergeWishlistResponse = wishlist.extend({
  message: z.string(),
  /** Products of the guest's list now in the account's (those already there included). */
  merged: z.number().int().nonnegative(),
  /** Unknown or no longer sold: left out. */
  ignored: z.number().int().nonnegative(),
  /** Left out because the list was full (WISHLIST_MAX_ITEMS). */
  over_limit: z.number().int().nonnegative(),
});

export const wishlistEndpoints = {
  getWishlist: endpoint({ ...routes.getWishlist, input: getWishlistQuery, response: getWishlistResponse }),
  addToWishlist: endpoint({ ...routes.addToWishlist, input: addToWishlistBody, response: addToWishlistResponse }),
  removeFromWishlist: endpoint({
    ...routes.removeFromWishlist,
    input: removeFromWishlistBody,
    response: removeFromWishlistResponse,
  }),
  mergeWishlist: endpoint({ ...routes.mergeWishlist, input: mergeWishlistBody, response: mergeWishlistResponse }),
} as const;
