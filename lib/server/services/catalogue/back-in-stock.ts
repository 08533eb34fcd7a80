import 'server-only';
import { ApiError, invalidFieldError, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { enforceRateLimit, type RateLimit } from '../platform/rate-limits';
import type { ShopperRequestContext } from '../request-context';
import { unknownSizeMessage } from './admin-stock';
import { insertWaitingRequest } from './repositories/back-in-stock';
import * as stock from './repositories/stock';
import { findProductForStock } from './repositories/stock-adjustments';

/**
 * Back in stock (issue 31, item 12; docs/decisions/043-back-in-stock.md): a signed-in shopper asks to be told
 * when a sold-out size comes back. Guests are asked to sign in: the shop has no way to confirm a stranger's
 * phone or e-mail (login codes go only to registered numbers, confirmation links only to accounts), and a
 * notice must never go to a contact its owner did not confirm (DEVIATIONS 61).
 */
export const BACK_IN_STOCK_PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const BACK_IN_STOCK_IN_STOCK_MESSAGE = 'is in stock now: choose it and add it to your cart';
export const BACK_IN_STOCK_EMAIL_UNCONFIRMED_MESSAGE =
  'needs a confirmed e-mail address: confirm yours under My account, or choose WhatsApp';
export const BACK_IN_STOCK_RATE_LIMIT_MESSAGE =
  'You have asked about many sizes in a short time. Please wait an hour and try again.';
/** Like the shop's other public posts: enough for a shopper, too few to flood the outbox from one account. */
export const BACK_IN_STOCK_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 60_000 };

export function backInStockSavedMessage(
  channel: 'whatsapp' | 'email',
  size: string,
  contact: string,
  created: boolean,
): string {
  const how = channel === 'email' ? `e-mail ${contact}` : `send a WhatsApp message to ${contact}`;
  return `${created ? '' : 'You asked already. '}We will ${how} once, when size ${size} is back in stock.`;
}

/**
 * POST /api/back-in-stock/ (token): records the request, or answers the one waiting (asking twice is a no-op,
 * the place in the queue kept). Written first, then the size's stock read under its row lock, in one
 * transaction: a size in stock is refused (400 naming `size`, nothing kept), and a raise of the size either
 * comes before (refused) or after (the raise finds the request and owes its notice).
 */
export async function requestBackInStock(
  input: EndpointParsedInput<'requestBackInStock'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'requestBackInStock'>> {
  const user = context.user;
  await enforceRateLimit(`back-in-stock:user:${user.id}`, BACK_IN_STOCK_RATE_LIMIT, BACK_IN_STOCK_RATE_LIMIT_MESSAGE);
  const { db, dialect } = await getDatabase();
  const product = await findProductForStock(db, input.product_pk);
  if (!product || !product.isActive)
    throw new ApiError('not_found', BACK_IN_STOCK_PRODUCT_NOT_FOUND_MESSAGE, { field: 'product_pk' });
  const shelves = await stock.listShelvesOfProduct(db, product.id);
  const shelf = shelves.find((candidate) => candidate.size.toUpperCase() === input.size.toUpperCase());
  if (!shelf) throw invalidFieldError('size', unknownSizeMessage(shelves.map((candidate) => candidate.size)));
  if (input.channel === 'email' && user.email_confirmed_at === null)
    throw invalidFieldError('channel', BACK_IN_STOCK_EMAIL_UNCONFIRMED_MESSAGE);
  const request = await db.transaction().execute(async (trx) => {
    const waiting = await insertWaitingRequest(trx, {
      productId: product.id,
      size: shelf.size,
      userId: user.id,
      channel: input.channel,
      now: new Date().toISOString(),
    });
    const now = await stock.findShelfLocked(trx, dialect, product.id, shelf.size);
    if (!now) throw invalidFieldError('size', unknownSizeMessage([]));
    if (now.quantity - now.reserved > 0) throw invalidFieldError('size', BACK_IN_STOCK_IN_STOCK_MESSAGE);
    return waiting;
  });
  const contact = input.channel === 'email' ? user.email : `${user.country_code} ${user.mobile_number}`;
  return {
    message: backInStockSavedMessage(input.channel, shelf.size, contact, request.created),
    request: {
      product_pk: product.id,
      size: shelf.size,
      channel: input.channel,
      created_at: request.createdAt,
      created: request.created,
    },
  };
}
