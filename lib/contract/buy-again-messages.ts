/**
 * Fixed texts of Buy again (issue 31, item 11), without zod: the server writes them into its answer, and tests
 * (e2e too) import them from here.
 */
import type { BuyAgainUnavailableReason } from './buy-again';

export const BUY_AGAIN_ALL_ADDED_MESSAGE = "This order's items are in your cart, at today's prices.";
export const BUY_AGAIN_SOME_ADDED_MESSAGE =
  "Some of this order's items are in your cart, at today's prices; the others could not be added.";
export const BUY_AGAIN_NONE_ADDED_MESSAGE = "None of this order's items can be bought now.";

/** Why a line is not (all) back in the cart, as a sentence for the shopper. */
export function buyAgainUnavailableMessage(
  reason: BuyAgainUnavailableReason,
  line: { product_name: string; size: string; quantity: number; available: number; in_cart: number },
): string {
  if (reason === 'inactive') return `${line.product_name} is no longer sold.`;
  if (reason === 'sold_out') return `${line.product_name}, size ${line.size}, is sold out.`;
  return `${line.product_name}, size ${line.size}: only ${line.available} left of the ${line.quantity} you ordered; ${line.in_cart} in your cart.`;
}
