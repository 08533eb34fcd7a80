import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { SALE_STATUSES } from '../../../db/schema-orders';
import type { UserRow } from '../../accounts/repositories/users';

export { SALE_STATUSES };

export interface CustomerFilter {
  email?: string;
  mobileNumbers?: string[];
  namePrefix?: string;
  beforeId?: number;
  limit: number;
}

/** Customers newest first, walked by id; a name matches the start of the first or the last name. */
export async function listCustomersForAdmin(db: Kysely<Database>, filter: CustomerFilter): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll();
  if (filter.email !== undefined) query = query.where('email', '=', filter.email);
  if (filter.mobileNumbers !== undefined) query = query.where('mobile_number', 'in', filter.mobileNumbers);
  if (filter.namePrefix !== undefined) {
    const prefix = filter.namePrefix.toLowerCase();
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`substr(lower(first_name), 1, ${prefix.length})`, '=', prefix),
        eb(sql<string>`substr(lower(last_name), 1, ${prefix.length})`, '=', prefix),
      ]),
    );
  }
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

/** How many sale orders each customer has. */
export async function countSaleOrdersOfUsers(db: Kysely<Database>, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('status', 'in', SALE_STATUSES)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.n)]));
}

/** Per currency, the sale orders placed in [since, until) and their total (minor units). */
export async function salesBetween(
  db: Kysely<Database>,
  since: string,
  until: string,
): Promise<{ currency: string; orders: number; totalMinor: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['currency', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total_minor').as('total')])
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .where('status', 'in', SALE_STATUSES)
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, orders: Number(row.n), totalMinor: Number(row.total) }));
}

/** Orders waiting for the shop: cash on delivery to confirm by a call, and sales to pack and ship. */
export async function countWaitingOrders(db: Kysely<Database>): Promise<{ codToConfirm: number; toShip: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'cod_confirmed'), eb('fulfilment_status', '=', 'unfulfilled')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('cod_to_confirm'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.or([
                eb.and([
                  eb('status', 'in', ['paid', 'partially_refunded']),
                  eb('fulfilment_status', 'in', ['unfulfilled', 'packed']),
                ]),
                eb.and([eb('status', '=', 'cod_confirmed'), eb('fulfilment_status', 'in', ['confirmed', 'packed'])]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('to_ship'),
    ])
    .where('status', 'in', ['paid', 'partially_refunded', 'cod_confirmed'])
    .where('fulfilment_status', 'in', ['unfulfilled', 'confirmed', 'packed'])
    .executeTakeFirst();
  return { codToConfirm: Number(row?.cod_to_confirm ?? 0), toShip: Number(row?.to_ship ?? 0) };
}

/** Every line of the orders placed in [from, until), oldest order first, with its order's fields. */
export async function listOrderLinesForExport(db: Kysely<Database>, from: string, until: string) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'orders.public_id',
      'orders.created_at',
      'orders.status',
      'orders.fulfilment_status',
      'orders.payment_method',
      'orders.currency',
      'orders.name',
      'orders.country_code',
      'orders.mobile_number',
      'orders.city',
      'orders.state',
      'orders.pin_code',
      'orders.subtotal_minor',
      'orders.discount_minor',
      'orders.shipping_minor',
      'orders.total_minor',
      'orders.promo_code',
      'orders.courier',
      'orders.tracking_number',
      'order_lines.product_id',
      'order_lines.product_name',
      'order_lines.size',
      'order_lines.quantity',
      'order_lines.unit_price_minor',
    ])
    .where('orders.created_at', '>=', from)
    .where('orders.created_at', '<', until)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .orderBy('order_lines.id')
    .execute();
}
