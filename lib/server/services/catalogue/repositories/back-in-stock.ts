import 'server-only';
import type { Kysely } from 'kysely';
import type { BackInStockRequestsTable, Database } from '../../../db/schema';
import { enqueueNotificationAfter } from '../../messages/repositories/notifications';

/**
 * Shoppers waiting for a sold-out size (migration 031, docs/decisions/043-back-in-stock.md), and the notices
 * owed them when the size comes back: written to the outbox by `noticeWaitingShoppers`, which the stock
 * repository (stock.ts) calls from every move that raises a size's free pieces, in that move's transaction.
 */
export type BackInStockChannel = BackInStockRequestsTable['channel'];

export const BACK_IN_STOCK_TEMPLATE = 'back_in_stock';

/** One notice per request (and its channel): a request is noticed once, however often stock is raised. */
export function backInStockKey(requestId: number): string {
  return `back-in-stock:${requestId}`;
}

export interface WaitingRequest {
  id: number;
  createdAt: string;
  /** False: the shopper had asked already (the request as it was first made). */
  created: boolean;
}

/**
 * Records a shopper's wish to hear of a size; asking again while the first request waits answers that one.
 * The caller holds the size's stock row (lockShelfForRequest) so a raise cannot pass between its check and this.
 */
export async function insertWaitingRequest(
  db: Kysely<Database>,
  request: { productId: number; size: string; userId: number; channel: BackInStockChannel; now: string },
): Promise<WaitingRequest> {
  const inserted = await db
    .insertInto('back_in_stock_requests')
    .values({
      product_id: request.productId,
      size: request.size,
      user_id: request.userId,
      channel: request.channel,
      created_at: request.now,
      notified_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (inserted) return { id: Number(inserted.id), createdAt: inserted.created_at, created: true };
  const waiting = await db
    .selectFrom('back_in_stock_requests')
    .select(['id', 'created_at'])
    .where('product_id', '=', request.productId)
    .where('size', '=', request.size)
    .where('user_id', '=', request.userId)
    .where('channel', '=', request.channel)
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { id: Number(waiting.id), createdAt: waiting.created_at, created: false };
}

/** How many shoppers wait for each size of a product (sizes nobody waits for are left out). */
export async function countWaitingBySize(db: Kysely<Database>, productId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('back_in_stock_requests')
    .select((eb) => ['size', eb.fn.countAll<number>().as('n')])
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .groupBy('size')
    .execute();
  return new Map(rows.map((row) => [row.size, Number(row.n)]));
}

/**
 * The size came back (its free pieces rose above 0): every shopper waiting for it is owed one notice, written
 * to the outbox here, in the caller's transaction, each after the one asked before it (follows_id), so the
 * outbox delivers them in the order they were asked. The conditional UPDATE takes the waiting requests
 * once: a second raise (or a concurrent one, which waits for the stock row's lock) finds none left.
 * Answers how many were owed.
 */
export async function noticeWaitingShoppers(
  db: Kysely<Database>,
  productId: number,
  size: string,
  now: string = new Date().toISOString(),
): Promise<number> {
  const taken = await db
    .updateTable('back_in_stock_requests')
    .set({ notified_at: now })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('notified_at', 'is', null)
    .returning(['id', 'user_id', 'channel'])
    .execute();
  if (taken.length === 0) return 0;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'country_code', 'mobile_number'])
    .where(
      'id',
      'in',
      taken.map((row) => row.user_id),
    )
    .execute();
  const byId = new Map(users.map((user) => [Number(user.id), user]));
  let previous: number | undefined;
  for (const request of [...taken].sort((a, b) => Number(a.id) - Number(b.id))) {
    const user = byId.get(Number(request.user_id));
    if (!user) continue;
    const id = await enqueueNotificationAfter(db, {
      channel: request.channel,
      recipient: request.channel === 'email' ? user.email : `${user.country_code}${user.mobile_number}`,
      template: BACK_IN_STOCK_TEMPLATE,
      dedupeKey: backInStockKey(Number(request.id)),
      payload: JSON.stringify({ request_id: Number(request.id), product_id: productId, size, user_id: user.id }),
      now,
      followsId: previous,
    });
    previous = id ?? previous;
  }
  return taken.length;
}
