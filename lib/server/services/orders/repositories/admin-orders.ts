import 'server-only';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { Database, FulfilmentStatus, OrdersTable, OrderStatus, PaymentMethod } from '../../../db/schema';
import type { OrderLineRow, OrderRow } from './orders';

export interface AdminOrderFilter {
  status?: OrderStatus;
  fulfilmentStatus?: FulfilmentStatus;
  paymentMethod?: PaymentMethod;
  currency?: string;
  /** ISO times: created_at >= from, created_at < until. */
  from?: string;
  until?: string;
  orderNumber?: string;
  mobileNumbers?: string[];
  namePrefix?: string;
  /** The last row of the previous page: only older ones follow. */
  after?: { createdAt: string; id: number };
  limit: number;
}

/** The string just after every string starting with `prefix` (its last character moved on by one). */
function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
}

/**
 * The back office's order list: newest first, walked by (created_at, id)
 * so page 2,000 costs what page 1 does. Each filter has an index that leads
 * with it and continues with (created_at, id) (migration 009); a name is
 * searched as a range over lower(name), which its expression index serves.
 */
export async function listOrdersForAdmin(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: AdminOrderFilter,
): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll();
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.fulfilmentStatus !== undefined) query = query.where('fulfilment_status', '=', filter.fulfilmentStatus);
  if (filter.paymentMethod !== undefined) query = query.where('payment_method', '=', filter.paymentMethod);
  if (filter.currency !== undefined) query = query.where('currency', '=', filter.currency);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('created_at', '<', filter.until);
  if (filter.orderNumber !== undefined) query = query.where('public_id', '=', filter.orderNumber);
  if (filter.mobileNumbers !== undefined) query = query.where('mobile_number', 'in', filter.mobileNumbers);
  if (filter.namePrefix !== undefined) {
    const prefix = filter.namePrefix.toLowerCase();
    // The range alone is exact under SQLite's byte order, not under a PostgreSQL collation that skips spaces and
    // punctuation. There starts_with (^@) keeps it exact, and PostgreSQL estimates it from lower(name)'s statistics:
    // a substr() it cannot estimate made it guess 0.05% of the orders for a common name, and it walked the whole
    // index in parallel workers (30-60 ms at 1,000,000 orders) instead of reading the newest few hundred.
    query = query
      .where(sql<string>`lower(name)`, '>=', prefix)
      .where(sql<string>`lower(name)`, '<', prefixUpperBound(prefix))
      .where(
        dialect === 'postgres'
          ? sql<boolean>`lower(name) ^@ ${prefix}`
          : sql<boolean>`substr(lower(name), 1, ${prefix.length}) = ${prefix}`,
      );
  }
  const after = filter.after;
  if (after !== undefined) {
    // The bound on created_at alone lets the index seek to the page (SQLite plans an OR of both as a scan from the top).
    query = query
      .where('created_at', '<=', after.createdAt)
      .where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb('id', '<', after.id)]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** The columns a fulfilment step may change (updated_at is set by the step itself). */
export type OrderFulfilmentChanges = Omit<Updateable<OrdersTable>, 'id' | 'updated_at'>;

/**
 * Moves an order's fulfilment on only while the order is still as it was
 * read (`from`): two clicks, or two staff members, cannot make one change twice.
 */
export async function updateOrderFulfilment(
  db: Kysely<Database>,
  orderId: number,
  from: { status: OrderStatus; fulfilmentStatus: FulfilmentStatus },
  changes: OrderFulfilmentChanges & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(changes)
    .where('id', '=', orderId)
    .where('status', '=', from.status)
    .where('fulfilment_status', '=', from.fulfilmentStatus)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * The messages sent (or tried) about one order: their dedupe keys start with `order:{number}:`, and
 * `otherKeys` (its GST documents' messages, keyed by the document's number).
 */
export async function listNotificationsOfOrder(db: Kysely<Database>, orderNumber: string, otherKeys: string[] = []) {
  return db
    .selectFrom('notifications')
    .select(['channel', 'recipient', 'template', 'created_at', 'sent_at', 'skipped_reason', 'last_error'])
    .where((eb) => {
      const ofOrder = eb.and([
        eb('dedupe_key', '>=', `order:${orderNumber}:`),
        eb('dedupe_key', '<', `order:${orderNumber};`),
      ]);
      return otherKeys.length === 0 ? ofOrder : eb.or([ofOrder, eb('dedupe_key', 'in', otherKeys)]);
    })
    .orderBy('id')
    .execute();
}

/** The orders of these public numbers (any order; absent numbers are simply missing) and their lines, for packing slips. */
export async function listOrdersWithLines(
  db: Kysely<Database>,
  publicIds: string[],
): Promise<{ orders: OrderRow[]; lines: OrderLineRow[] }> {
  if (publicIds.length === 0) return { orders: [], lines: [] };
  const orders = await db.selectFrom('orders').selectAll().where('public_id', 'in', publicIds).execute();
  if (orders.length === 0) return { orders, lines: [] };
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  return { orders, lines };
}
