import 'server-only';
import type { CartCurrency } from '../../../contract/cart';
import { isPaidOrderStatus, type EndpointOutput, type EndpointParsedInput, type OrderSummary } from '../../../contract';
import { getDatabase, type Executor } from '../../db/connection';
import type { ShopperRequestContext } from '../request-context';
import { logError, logInfo } from '../../log';
import * as orders from './repositories/orders';
import * as stock from '../catalogue/repositories/stock';
import { refundedMinorOfOrders } from '../payments/refund-ledger';
import { centsToAmount } from '../../../money';

/** A customer's orders as they read them, and the unpaid orders let go (released or expired). */

/** The currency of an order row, as the contract names it. */
export function asCartCurrency(value: string): CartCurrency {
  return value === 'INR' ? 'INR' : 'USD';
}
/**
 * Ends a pending order unpaid (expired, or replaced by a newer order of the
 * same customer): its held stock and promo use are given back. Only a
 * pending order moves, so a paid one is never touched. Answers whether it moved.
 */
export async function releasePendingOrder(
  trx: Executor,
  order: orders.OrderRow,
  to: 'expired' | 'cancelled',
  now: string,
): Promise<boolean> {
  const moved = await orders.transitionOrderStatus(trx, order.id, ['pending'], to, {
    idempotency_key: null,
    client_idempotency_key: null,
    reservation_expires_at: null,
    updated_at: now,
  });
  if (!moved) return false;
  for (const line of await orders.listOrderLines(trx, order.id)) {
    const released = await stock.releaseReservedStock(trx, {
      productId: line.product_id,
      size: line.size,
      quantity: line.quantity,
    });
    if (!released)
      logError('held stock missing at release', new Error('reserved < quantity'), {
        order: order.public_id,
        product_id: line.product_id,
        size: line.size,
      });
  }
  await orders.deletePromoRedemptionOfOrder(trx, order.id);
  return true;
}

/**
 * Pending orders whose hold ran out become 'expired' and give their stock
 * back, each in its own transaction. Run lazily before each new order and by
 * the reconcile command. Answers how many expired.
 */
export async function expireStaleOrders(now: Date = new Date()): Promise<number> {
  const { db, dialect } = await getDatabase();
  const nowIso = now.toISOString();
  let expired = 0;
  for (const order of await orders.listExpiredPendingOrders(db, nowIso, 100)) {
    const done = await db.transaction().execute(async (trx) => {
      const current = await orders.lockOrder(trx, dialect, order.id);
      if (!current || current.status !== 'pending') return false;
      return releasePendingOrder(trx, current, 'expired', nowIso);
    });
    if (done) {
      expired += 1;
      logInfo('order expired', { order: order.public_id });
    }
  }
  return expired;
}
function refundedField(refundedMinor: number | undefined): { refunded?: number } {
  return refundedMinor === undefined ? {} : { refunded: centsToAmount(refundedMinor) };
}

export async function listOrders(
  _query: EndpointParsedInput<'listOrders'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'listOrders'>> {
  const user = context.user;
  const { db } = await getDatabase();
  const rows = await orders.listOrdersOfUser(db, user.id, 100);
  return { data: await orderSummariesOf(db, rows) };
}

/** Orders as the customer sees them (lines with pictures, refunds so far), in the order of `rows`. */
export async function orderSummariesOf(db: Executor, rows: orders.OrderRow[]): Promise<OrderSummary[]> {
  const lines = await orders.listOrderLinesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const refunded = await refundedMinorOfOrders(
    db,
    rows.filter((row) => isPaidOrderStatus(row.status)),
  );
  return rows.map((row) => ({
    order_id: row.public_id,
    status: row.status,
    payment_method: row.payment_method,
    currency: asCartCurrency(row.currency),
    subtotal: centsToAmount(row.subtotal_minor),
    discount: centsToAmount(row.discount_minor),
    shipping: centsToAmount(row.shipping_minor),
    total: centsToAmount(row.total_minor),
    promo_code: row.promo_code,
    created_at: row.created_at,
    paid_at: row.paid_at,
    reservation_expires_at: row.status === 'pending' ? row.reservation_expires_at : null,
    ...refundedField(refunded.get(row.id)),
    fulfilment: {
      status: row.fulfilment_status,
      shipped_at: row.shipped_at,
      delivered_at: row.delivered_at,
      courier: row.courier,
      tracking_number: row.tracking_number,
      tracking_url: row.tracking_url,
    },
    delivery: orders.deliveryOfOrder(row),
    lines: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        product_pk: line.product_id,
        product_name: line.product_name,
        image: line.image,
        size: line.size,
        quantity: line.quantity,
        unit_price: centsToAmount(line.unit_price_minor),
        mrp: centsToAmount(line.mrp_minor),
        line_total: centsToAmount(line.unit_price_minor * line.quantity),
      })),
  }));
}
