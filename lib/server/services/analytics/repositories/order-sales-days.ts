import 'server-only';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { SALE_STATUSES } from '../../../db/schema-orders';

/** Sale orders and their total (minor units) of one UTC day (YYYY-MM-DD) in one currency. */
export interface DaySales {
  day: string;
  currency: string;
  orders: number;
  totalMinor: number;
}

/** The orders placed on one UTC day, in any status. */
export interface DayPlaced {
  day: string;
  orders: number;
}

/** The pieces of one product sold on one UTC day, over that day's sale orders, and how many of them had it. */
export interface DayProduct {
  day: string;
  productId: number;
  productName: string;
  quantity: number;
  orders: number;
}

/** What the dashboard reads of the orders, day by day. */
export interface OrderDays {
  sales: DaySales[];
  placed: DayPlaced[];
  products: DayProduct[];
}

const SALES = sql.raw(`(${SALE_STATUSES.map((status) => `'${status}'`).join(', ')})`);
const DAY_OF_ORDER = sql`substr(o.created_at, 1, 10)`;

/** `created_at` bounds selecting the whole days from `first` to `last` (a day's ISO times sort after 'YYYY-MM-DD' and before the next day's). */
function placedWithin(first: string, last: string): RawBuilder<unknown> {
  const after = new Date(Date.parse(`${last}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  return sql`o.created_at >= ${first} and o.created_at < ${after}`;
}

/**
 * The lines of the sale orders placed `where`. PostgreSQL plans a join of a few thousand orders with their lines
 * as a hash join over every line (a second at a million orders); handed the orders' ids as one array it reads
 * each order's lines on order_lines_order_idx. SQLite's join already does.
 */
function saleLines(dialect: DialectName, where: RawBuilder<unknown>): RawBuilder<unknown> {
  const lines = sql`order_lines l join orders o on o.id = l.order_id`;
  return dialect === 'postgres'
    ? sql`${lines} where l.order_id = any(array(select o.id from orders o where ${where} and o.status in ${SALES}))
        and ${where} and o.status in ${SALES}`
    : sql`${lines} where ${where} and o.status in ${SALES}`;
}

function orderDaysOf(
  rows: { kind: string; day: string; key: string | null; name: string | null; n: unknown; amount: unknown }[],
): OrderDays {
  const days: OrderDays = { sales: [], placed: [], products: [] };
  for (const { kind, day, key, name, n, amount } of rows) {
    if (kind === 'placed') days.placed.push({ day, orders: Number(n) });
    else if (kind === 'sales')
      days.sales.push({ day, currency: String(key), orders: Number(n), totalMinor: Number(amount) });
    else
      days.products.push({
        day,
        productId: Number(key),
        productName: String(name),
        quantity: Number(amount),
        orders: Number(n),
      });
  }
  return days;
}

/**
 * The counted days (order_sales_days, migration 034) that no change has marked since, in [fromDay, untilDay) or
 * among `days`, with their figures. One statement, so days, figures and freshness are one moment's.
 */
export async function listCountedDays(
  db: Kysely<Database>,
  which: { fromDay: string; untilDay: string } | { days: string[] },
): Promise<OrderDays> {
  const fresh =
    'days' in which
      ? sql`d.stale = 0 and d.day in (${sql.join(which.days)})`
      : sql`d.stale = 0 and d.day >= ${which.fromDay} and d.day < ${which.untilDay}`;
  const { rows } = await sql<{
    kind: string;
    day: string;
    key: string | null;
    name: string | null;
    n: unknown;
    amount: unknown;
  }>`
    select 'placed' as kind, d.day, null as key, null as name, d.placed as n, 0 as amount
      from order_sales_days d where ${fresh}
    union all
    select 'sales', d.day, t.currency, null, t.orders, t.total_minor
      from order_sales_days d join order_sales_day_totals t on t.day = d.day where ${fresh}
    union all
    select 'product', d.day, cast(p.product_id as text), p.product_name, p.orders, p.quantity
      from order_sales_days d join order_product_day_totals p on p.day = d.day where ${fresh}
  `.execute(db);
  return orderDaysOf(rows);
}

/**
 * Counts these days afresh into order_sales_days and its totals and marks them counted. Run it in a transaction:
 * the days' rows are written (locked, on PostgreSQL) first, in day order, so an order change that commits before
 * the count is read by it, and one that commits after it waits for the count and marks its day stale again
 * (migration 034's triggers).
 */
export async function countDays(trx: Kysely<Database>, dialect: DialectName, days: string[]): Promise<OrderDays> {
  const sorted = [...days].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return { sales: [], placed: [], products: [] };
  const upsertDays = (placed: Map<string, number>) =>
    trx
      .insertInto('order_sales_days')
      .values(sorted.map((day) => ({ day, stale: 0, placed: placed.get(day) ?? 0 })))
      .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ stale: 0, placed: eb.ref('excluded.placed') })))
      .execute();
  await upsertDays(new Map());
  const within = sql`${placedWithin(first, last)} and ${DAY_OF_ORDER} in (${sql.join(sorted)})`;
  const { rows: placed } = await sql<{ day: string; n: unknown }>`
    select ${DAY_OF_ORDER} as day, count(*) as n from orders o where ${within} group by 1
  `.execute(trx);
  await upsertDays(new Map(placed.map((row) => [row.day, Number(row.n)])));
  await trx.deleteFrom('order_sales_day_totals').where('day', 'in', sorted).execute();
  await trx.deleteFrom('order_product_day_totals').where('day', 'in', sorted).execute();
  await sql`
    insert into order_sales_day_totals (day, currency, orders, total_minor)
    select ${DAY_OF_ORDER}, o.currency, count(*), sum(o.total_minor) from orders o
    where ${within} and o.status in ${SALES} group by 1, 2
  `.execute(trx);
  await sql`
    insert into order_product_day_totals (day, product_id, product_name, quantity, orders)
    select ${DAY_OF_ORDER}, l.product_id, max(l.product_name), sum(l.quantity), count(distinct o.id)
    from ${saleLines(dialect, within)} group by 1, 2
  `.execute(trx);
  return listCountedDays(trx, { days: sorted });
}

/** The same figures counted live from the orders placed since `since` (an ISO time), per UTC day. */
export async function countOrderDaysSince(
  db: Kysely<Database>,
  dialect: DialectName,
  since: string,
): Promise<OrderDays> {
  const { rows } = await sql<{
    kind: string;
    day: string;
    key: string | null;
    name: string | null;
    n: unknown;
    amount: unknown;
  }>`
    select 'placed' as kind, ${DAY_OF_ORDER} as day, null as key, null as name, count(*) as n, 0 as amount
      from orders o where o.created_at >= ${since} group by 2
    union all
    select 'sales', ${DAY_OF_ORDER}, o.currency, null, count(*), sum(o.total_minor)
      from orders o where o.created_at >= ${since} and o.status in ${SALES} group by 2, 3
    union all
    select 'product', ${DAY_OF_ORDER}, cast(l.product_id as text), max(l.product_name), count(distinct o.id), sum(l.quantity)
      from ${saleLines(dialect, sql`o.created_at >= ${since}`)} group by 2, 3
  `.execute(db);
  return orderDaysOf(rows);
}
