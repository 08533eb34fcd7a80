import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { currencyField, getCartItemsResponse } from './cart';
import { moneyAmount } from './fields';
import { orderNumberField } from './orders';
import { routes } from './routes';

/**
 * Buy again (issue 31, item 11; docs/decisions/048-buy-again.md): the lines of one of the signed-in
 * shopper's own orders go back into their cart, the same products and sizes, at today's prices, through the
 * cart's own rules. The cart is topped up to each line's ordered quantity, never added to past it, so
 * pressing twice adds nothing the second time. What could not go in is answered with its reason.
 */
export const BUY_AGAIN_UNAVAILABLE_REASONS = ['inactive', 'sold_out', 'not_enough_stock'] as const;
export type BuyAgainUnavailableReason = (typeof BUY_AGAIN_UNAVAILABLE_REASONS)[number];

// POST /api/buy-again/ (token)
export const buyAgainBody = z.object({
  order_id: orderNumberField,
  /** The currency the shopper sees: the cart becomes priced in it, as an add to the cart does. */
  currency: currencyField.optional(),
});

const buyAgainAdded = z.object({
  product_pk: z.number().int().positive(),
  product_name: z.string(),
  size: z.string(),
  /** Pieces put in the cart by this call: 0 when the cart held the ordered quantity already. */
  quantity: z.number().int().nonnegative(),
  /** Pieces of this product and size now in the cart. */
  in_cart: z.number().int().nonnegative(),
  /** Today's price of one piece, in the cart's currency (what the cart charges, not what the order paid). */
  offer_price: moneyAmount,
});

const buyAgainUnavailable = z.object({
  product_pk: z.number().int().positive(),
  product_name: z.string(),
  size: z.string(),
  /** Pieces the order had of this product and size. */
  quantity: z.number().int().positive(),
  /** inactive: no longer sold; sold_out: none of this size left (or the size no longer made); not_enough_stock: fewer left than ordered. */
  reason: z.enum(BUY_AGAIN_UNAVAILABLE_REASONS),
  /** Pieces of this size that can still be had (0 unless not_enough_stock). */
  available: z.number().int().nonnegative(),
  /** The reason as a sentence for the shopper. */
  message: z.string(),
});

export const buyAgainResponse = z.object({
  message: z.string(),
  cart_id: z.string(),
  added: z.array(buyAgainAdded),
  unavailable: z.array(buyAgainUnavailable),
  /** The cart after the call, as GET /api/get-cart-items/ answers it. */
  data: getCartItemsResponse,
});
export type BuyAgainAnswer = z.infer<typeof buyAgainResponse>;

export const buyAgainEndpoints = {
  buyAgain: endpoint({ ...routes.buyAgain, input: buyAgainBody, response: buyAgainResponse }),
} as const;
