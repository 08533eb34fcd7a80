import 'server-only';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { Database, OrderLinesTable, OrdersTable, OrderStatus } from '../../../db/schema';
import { addressOf } from '../../accounts/repositories/saved-addresses';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;

export async function insertOrder(db: Kysely<Database>, order: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderLines(db: Kysely<Database>, lines: Insertable<OrderLinesTable>[]): Promise<void> {
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
}

export async function findOrderById(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderByPublicId(db: Kysely<Database>, publicId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

export async function findOrderByIdempotencyKey(db: Kysely<Database>, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findOrderByClientIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('client_idempotency_key', '=', key).executeTakeFirst();
}

export async function findOrderByProviderOrderId(
  db: Kysely<Database>,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

/**
 * Reads an order and holds its row until the transaction ends, so status
 * changes of one order happen one after another. SQLite runs one write
 * transaction at a time already and has no FOR UPDATE.
 */
export async function lockOrder(db: Kysely<Database>, dialect: DialectName, id: number): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listOrderLines(db: Kysely<Database>, orderId: number): Promise<OrderLineRow[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export interface OrderLineWithImage extends OrderLineRow {
  image: string;
}

export async function listOrderLinesOfOrders(db: Kysely<Database>, orderIds: number[]): Promise<OrderLineWithImage[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .selectAll('order_lines')
    .select('products.main_image as image')
    .where('order_lines.order_id', 'in', orderIds)
    .orderBy('order_lines.id')
    .execute();
}

/** A customer's orders, newest first. */
export async function listOrdersOfUser(db: Kysely<Database>, userId: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function listPendingOrdersOfUser(db: Kysely<Database>, userId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** The pieces a customer's pending orders hold, per product and size. */
export async function listPiecesHeldByUser(
  db: Kysely<Database>,
  userId: number,
): Promise<{ productId: number; size: string; quantity: number }[]> {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select((eb) => [
      'order_lines.product_id',
      'order_lines.size',
      eb.fn.sum<number>('order_lines.quantity').as('quantity'),
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'pending')
    .groupBy(['order_lines.product_id', 'order_lines.size'])
    .execute();
  return rows.map((row) => ({ productId: Number(row.product_id), size: row.size, quantity: Number(row.quantity) }));
}

/** Pending orders whose hold on stock ran out before `now`. */
export async function listExpiredPendingOrders(db: Kysely<Database>, now: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('reservation_expires_at', '<', now)
    .orderBy('reservation_expires_at')
    .limit(limit)
    .execute();
}

/** Pending orders a provider knows of: what the reconcile command asks the providers about. */
export async function listPendingProviderOrders(db: Kysely<Database>, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider_order_id', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Card and PayPal orders placed since `since` that expired with no payment
 * on record (captured or kept for a refund): the reconcile command asks
 * their provider whether money arrived after all.
 */
export async function listRecentlyExpiredProviderOrders(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'expired')
    .where('provider_order_id', 'is not', null)
    .where('created_at', '>=', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.order_id', '=', 'orders.id')
            .where('payments.status', 'in', ['captured', 'refund_due']),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Stores the provider's order id once; answers false when another request stored one first. */
export async function setProviderOrderId(
  db: Kysely<Database>,
  orderId: number,
  providerOrderId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ provider_order_id: providerOrderId, updated_at: now })
    .where('id', '=', orderId)
    .where('provider_order_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Moves an order to `to` only while its status is one of `from`: the one
 * guard every status change goes through, so a paid order never moves back
 * and two requests never make the same change twice.
 */
export async function transitionOrderStatus(
  db: Kysely<Database>,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
  changes: Omit<Updateable<OrdersTable>, 'status' | 'id'> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...changes, status: to })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Notes what went wrong with a payment; with onlyWhilePending, a paid order's record is left clean. */
export async function notePaymentError(
  db: Kysely<Database>,
  orderId: number,
  message: string,
  now: string,
  options: { onlyWhilePending?: boolean } = {},
): Promise<void> {
  let query = db
    .updateTable('orders')
    .set({ last_payment_error: message.slice(0, 500), updated_at: now })
    .where('id', '=', orderId);
  if (options.onlyWhilePending) query = query.where('status', '=', 'pending');
  await query.execute();
}

export async function insertPromoRedemption(
  db: Kysely<Database>,
  redemption: { promoCodeId: number; userId: number; orderId: number; now: string },
): Promise<void> {
  await db
    .insertInto('promo_redemptions')
    .values({
      promo_code_id: redemption.promoCodeId,
      user_id: redemption.userId,
      order_id: redemption.orderId,
      created_at: redemption.now,
    })
    .execute();
}

/** An order that ends unpaid gives its promo use back. */
export async function deletePromoRedemptionOfOrder(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.deleteFrom('promo_redemptions').where('order_id', '=', orderId).execute();
}

/** Holds a promo code's row (PostgreSQL) so usage limits are counted one order at a time. */
export async function lockPromoCode(db: Kysely<Database>, dialect: DialectName, promoCodeId: number): Promise<void> {
  if (dialect === 'postgres')
    await db.selectFrom('promo_codes').select('id').where('id', '=', promoCodeId).forUpdate().execute();
}

/**
 * Takes what an order bought out of the customer's cart (direct-buy lines
 * first). Anything added to the cart after the order was placed stays. The
 * cart's updated_at moves, so the same cart contents later make a new order.
 */
export async function removeOrderedLinesFromCart(
  db: Kysely<Database>,
  userId: number,
  lines: { productId: number; size: string; quantity: number }[],
  now: string,
): Promise<void> {
  const cart = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!cart) return;
  for (const line of lines) {
    let remaining = line.quantity;
    const rows = await db
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cart.id)
      .where('product_id', '=', line.productId)
      .where('size', '=', line.size)
      .orderBy('is_direct_buy', 'desc')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      if (remaining <= 0) break;
      if (row.quantity <= remaining) {
        await db.deleteFrom('cart_items').where('id', '=', row.id).execute();
        remaining -= row.quantity;
      } else {
        await db
          .updateTable('cart_items')
          .set({ quantity: row.quantity - remaining, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        remaining = 0;
      }
    }
  }
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cart.id).execute();
}

/** The delivery fields of an order row, as the contract's `orderDelivery` answers them. */
export function deliveryOfOrder(row: OrderRow) {
  return { ...addressOf(row), comment: row.comment };
}
