import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import {
  BUY_AGAIN_ALL_ADDED_MESSAGE,
  BUY_AGAIN_NONE_ADDED_MESSAGE,
  BUY_AGAIN_SOME_ADDED_MESSAGE,
  buyAgainUnavailableMessage,
} from '../../../contract/buy-again-messages';
import { getDatabase } from '../../db/connection';
import { topUpUserCart, type ToppedUpLine, type WantedCartLine } from '../cart/cart';
import type { ShopperRequestContext } from '../request-context';
import { findOwnOrderOrThrow } from './order-detail';
import * as orders from './repositories/orders';

/** The order's lines, one per product and size (quantities summed), in the order's order. */
function wantedLinesOf(lines: orders.OrderLineRow[]): WantedCartLine[] {
  const wanted = new Map<string, WantedCartLine>();
  for (const line of lines) {
    const key = `${line.product_id}:${line.size.toUpperCase()}`;
    const known = wanted.get(key);
    if (known) known.quantity += line.quantity;
    else
      wanted.set(key, {
        productId: line.product_id,
        productName: line.product_name,
        size: line.size,
        quantity: line.quantity,
      });
  }
  return [...wanted.values()];
}

/**
 * POST /api/buy-again/ (token): the lines of one of the shopper's own orders (404 for anyone else's) back in
 * their cart, the same products and sizes, priced as the catalogue prices them today. The cart is topped up to
 * each line's ordered quantity through the cart's rules (topUpUserCart), so pressing twice adds nothing more,
 * and the answer says what went in and what could not, and why.
 */
export async function buyAgain(
  input: EndpointParsedInput<'buyAgain'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'buyAgain'>> {
  const { db } = await getDatabase();
  const order = await findOwnOrderOrThrow(db, input.order_id, context);
  const wanted = wantedLinesOf(await orders.listOrderLines(db, order.id));
  const { cartId, lines, cart } = await topUpUserCart(context.user.id, wanted, input.currency);

  const priceOf = (line: ToppedUpLine): number => {
    const items = cart.data.data.filter((item) => item.product_pk === line.line.productId && item.size === line.size);
    return (items.find((item) => !item.is_direct_buy) ?? items[0])?.offer_price ?? 0;
  };
  const added = lines
    .filter((line) => line.inCart > 0)
    .map((line) => ({
      product_pk: line.line.productId,
      product_name: line.line.productName,
      size: line.size,
      quantity: line.added,
      in_cart: line.inCart,
      offer_price: priceOf(line),
    }));
  const unavailable = lines.flatMap((line) => {
    if (line.shortBy === null) return [];
    const shown = {
      product_name: line.line.productName,
      size: line.size,
      quantity: line.line.quantity,
      available: line.shortBy === 'not_enough_stock' ? line.available : 0,
      in_cart: line.inCart,
    };
    return [
      {
        product_pk: line.line.productId,
        product_name: shown.product_name,
        size: shown.size,
        quantity: shown.quantity,
        reason: line.shortBy,
        available: shown.available,
        message: buyAgainUnavailableMessage(line.shortBy, shown),
      },
    ];
  });
  const message =
    unavailable.length === 0
      ? BUY_AGAIN_ALL_ADDED_MESSAGE
      : added.length === 0
        ? BUY_AGAIN_NONE_ADDED_MESSAGE
        : BUY_AGAIN_SOME_ADDED_MESSAGE;
  return { message, cart_id: cartId, added, unavailable, data: cart };
}
