import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { idField, moneyAmount, sizeField } from './fields';
import { cartIdField } from './session';

export const CART_CURRENCIES = ['USD', 'INR'] as const;
export type CartCurrency = (typeof CART_CURRENCIES)[number];

export const currencyField = z
  .string({ error: 'must be USD or INR' })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(CART_CURRENCIES, { error: 'must be USD or INR' }));

/** The largest quantity one add may ask for; stock limits it further. */
export const MAX_CART_QUANTITY = 999;

/** A positive whole number, sent as a JSON number (the text '2' is refused). */
export const cartQuantityField = z
  .number({ error: 'must be a whole number of at least 1' })
  .int({ error: 'must be a whole number of at least 1' })
  .min(1, { error: 'must be a whole number of at least 1' })
  .max(MAX_CART_QUANTITY, { error: `must be at most ${MAX_CART_QUANTITY}` });

/**
 * A price the browser believes in. Accepted so the spec's body parses, and
 * ignored: the server prices every line from the catalogue.
 */
/** The price the browser showed: kept out of every decision (DEVIATIONS 11), so any number or short text will do. */
const CLIENT_PRICE_MESSAGE = 'must be the price shown, a number';
const clientPriceField = z
  .union([z.number(), z.string().max(32, { error: CLIENT_PRICE_MESSAGE })], { error: CLIENT_PRICE_MESSAGE })
  .nullish();

const directBuyField = z.boolean({ error: 'must be true or false' });

/** A cart line as the cart calls answer it, priced in the cart's currency. */
export const cartItem = z.object({
  id: z.number().int().positive(),
  product_pk: z.number().int().positive(),
  product_name: z.string(),
  image: z.string(),
  size: z.string(),
  quantity: z.number().int().positive(),
  offer_price: moneyAmount,
  mrp: moneyAmount,
  is_direct_buy: z.boolean(),
  /** What can still be sold of this size. */
  stock: z.number().int().nonnegative(),
  /**
   * Not in the spec (issue 29, item 10): the offer price the shopper saw when they added or last changed
   * this line, when the catalogue's price has changed since (null otherwise); in the cart's currency. The
   * cart prices the line at offer_price. Optional, so a backend that does not track it still parses.
   */
  previous_offer_price: moneyAmount.nullish(),
});
export type CartItem = z.infer<typeof cartItem>;

/** The cart: data.data is the list (spec section 7). */
const cart = z.object({
  data: z.object({ data: z.array(cartItem) }),
  /** The cart's public id, or null when there is no cart yet. */
  cart_id: z.string().nullable(),
  currency: z.enum(CART_CURRENCIES),
  /** Sum of offer_price × quantity, to 2 decimals. */
  subtotal: moneyAmount,
  /** Sum of quantities. */
  count: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof cart>;

// GET /api/get-cart-items/?cart_id=&currency= (token optional)
export const getCartItemsResponse = cart;
export const getCartItemsQuery = z.object({
  cart_id: cartIdField,
  currency: currencyField.optional(),
});

// POST /api/cart-items/ (token optional)
export const addCartItemBody = z.object({
  product_pk: idField,
  size: sizeField,
  quantity: cartQuantityField,
  offer_price: clientPriceField,
  mrp: clientPriceField,
  is_direct_buy: directBuyField.optional(),
  cart_id: cartIdField,
  currency: currencyField.optional(),
});
export const addCartItemResponse = z.object({
  message: z.string(),
  cart_id: z.string(),
  data: cart,
});

// POST /api/remove-cart-items/ (token optional)
export const removeCartItemBody = z.object({
  product_pk: idField,
  size: sizeField,
  offer_price: clientPriceField,
  mrp: clientPriceField,
  /** When given, only the line with this flag is removed; otherwise every line of the product and size. */
  is_direct_buy: directBuyField.optional(),
  cart_id: cartIdField,
});
export const removeCartItemResponse = z.object({
  message: z.string(),
  cart_id: z.string(),
  data: cart,
});

// POST /api/update-cart-item/ (token optional): sets a line's quantity; the server checks stock (409 past it).
export const updateCartItemBody = z.object({
  product_pk: idField,
  size: sizeField,
  quantity: cartQuantityField,
  /** Which line: the regular one unless true. */
  is_direct_buy: directBuyField.optional(),
  cart_id: cartIdField,
});
export const updateCartItemResponse = z.object({
  message: z.string(),
  cart_id: z.string(),
  data: cart,
});

export const cartEndpoints = {
  getCartItems: endpoint({ ...routes.getCartItems, input: getCartItemsQuery, response: getCartItemsResponse }),
  addCartItem: endpoint({ ...routes.addCartItem, input: addCartItemBody, response: addCartItemResponse }),
  removeCartItem: endpoint({ ...routes.removeCartItem, input: removeCartItemBody, response: removeCartItemResponse }),
  updateCartItem: endpoint({ ...routes.updateCartItem, input: updateCartItemBody, response: updateCartItemResponse }),
} as const;
