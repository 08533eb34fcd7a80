import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The back office at a million orders (issue 32, item 3; docs/decisions/056-dashboard-sales-per-day.md).
 * - order_sales_days: one row per closed UTC day whose orders were counted (stale = 0) or changed since
 *   (stale = 1), with the orders placed that day (any status: the funnel's checkouts).
 *   order_sales_day_totals: that day's sale orders and their total, per currency. order_product_day_totals: that
 *   day's pieces sold and sale orders per product (the dashboard's top bought). The dashboard reads closed days
 *   from here and counts the last three days live (services/analytics/sales-days.ts).
 * - Triggers mark a day stale in the transaction of any change that can move its figures, whoever writes (the
 *   shop, a script or psql): an order inserted or deleted, its placing time changed, or its status, currency or
 *   total changed when the old or the new row is a sale; a line inserted, deleted or changed. Only days before
 *   yesterday (the database's clock) are marked, so the writes of today's orders (checkouts, payments) never
 *   meet on one row; the dashboard counts live what the triggers leave unmarked, with a day to spare.
 * - orders_waiting_idx: the count of orders waiting for the shop (status and fulfilment) reads this index
 *   alone; orders_shared_idx: the few orders that came from a shared link, by time.
 * The sale statuses are those of SALE_STATUSES (schema-orders.ts) when this was written: a change to that list
 * needs a migration that recreates the triggers and empties order_sales_days.
 */
const SALE_STATUSES_SQL = sql.raw(`('paid', 'partially_refunded', 'refunded', 'cod_confirmed')`);
const TRIGGERS = {
  orders: ['order_sales_days_insert', 'order_sales_days_delete', 'order_sales_days_update'],
  order_lines: ['order_sales_days_line_insert', 'order_sales_days_line_delete', 'order_sales_days_line_update'],
} as const;

export function orderSalesDaysMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const minor = dialect === 'postgres' ? 'bigint' : 'integer';
      await db.schema
        .createTable('order_sales_days')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('stale', 'integer', (col) => col.notNull())
        .addColumn('placed', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('order_sales_day_totals')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('orders', 'integer', (col) => col.notNull())
        .addColumn('total_minor', minor, (col) => col.notNull())
        .addPrimaryKeyConstraint('order_sales_day_totals_pk', ['day', 'currency'])
        .execute();
      await db.schema
        .createTable('order_product_day_totals')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('quantity', minor, (col) => col.notNull())
        .addColumn('orders', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('order_product_day_totals_pk', ['day', 'product_id'])
        .execute();
      await db.schema.createIndex('orders_waiting_idx').on('orders').columns(['status', 'fulfilment_status']).execute();
      await db.schema
        .createIndex('orders_shared_idx')
        .on('orders')
        .column('created_at')
        .where(sql.ref('share_source'), 'is not', null)
        .execute();
      if (dialect === 'postgres') await createPostgresTriggers(db);
      else await createSqliteTriggers(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const [table, triggers] of Object.entries(TRIGGERS)) {
        for (const trigger of triggers) {
          if (dialect === 'postgres') {
            await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
            await sql`drop function if exists ${sql.id(trigger.replace('days_', 'days_on_'))}()`.execute(db);
          } else await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        }
      }
      await db.schema.dropIndex('orders_shared_idx').ifExists().execute();
      await db.schema.dropIndex('orders_waiting_idx').ifExists().execute();
      await db.schema.dropTable('order_product_day_totals').ifExists().execute();
      await db.schema.dropTable('order_sales_day_totals').ifExists().execute();
      await db.schema.dropTable('order_sales_days').ifExists().execute();
    },
  };
}

/** The update of an order that can move its day's figures: placed at another time, or a sale before or after with a counted field changed. */
const ORDER_CHANGED = sql`old.created_at <> new.created_at
  or ((old.status in ${SALE_STATUSES_SQL} or new.status in ${SALE_STATUSES_SQL})
    and (old.status <> new.status or old.currency <> new.currency or old.total_minor <> new.total_minor))`;
const LINE_CHANGED = sql`old.order_id <> new.order_id or old.product_id <> new.product_id
  or old.product_name <> new.product_name or old.quantity <> new.quantity`;

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  /** Marks stale the day of `placed` (a placing time; `from` and `where` find it) when it is before yesterday (UTC). */
  const mark = (placed: string, from = '', where = '') =>
    sql.raw(`insert into order_sales_days (day, stale) select substr(${placed}, 1, 10), 1 ${from}
        where ${where} substr(${placed}, 1, 10) < strftime('%Y-%m-%d', 'now', '-1 day')
        on conflict (day) do update set stale = 1;`);
  const ofOrder = (row: 'old' | 'new') => mark(`${row}.created_at`);
  const ofLine = (row: 'old' | 'new') => mark('o.created_at', 'from orders o', `o.id = ${row}.order_id and`);
  await sql`create trigger order_sales_days_insert after insert on orders begin ${ofOrder('new')} end`.execute(db);
  await sql`create trigger order_sales_days_delete after delete on orders begin ${ofOrder('old')} end`.execute(db);
  await sql`
    create trigger order_sales_days_update after update of status, currency, total_minor, created_at on orders
    when ${ORDER_CHANGED} begin ${ofOrder('old')} ${ofOrder('new')} end
  `.execute(db);
  await sql`create trigger order_sales_days_line_insert after insert on order_lines begin ${ofLine('new')} end`.execute(
    db,
  );
  await sql`create trigger order_sales_days_line_delete after delete on order_lines begin ${ofLine('old')} end`.execute(
    db,
  );
  await sql`
    create trigger order_sales_days_line_update after update of order_id, product_id, product_name, quantity
    on order_lines when ${LINE_CHANGED} begin ${ofLine('old')} ${ofLine('new')} end
  `.execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  /** Days before yesterday by the database's clock (UTC), as YYYY-MM-DD. */
  const beforeYesterday = sql.raw(`to_char((now() at time zone 'UTC') - interval '1 day', 'YYYY-MM-DD')`);
  /** A trigger function marking stale the days of `changed` (a from-item with column `placed`, the placing times). */
  const markFunction = (name: string, changed: RawBuilder<unknown>) => sql`
    create function ${sql.id(name)}() returns trigger language plpgsql as $$
    begin
      insert into order_sales_days (day, stale)
        select distinct substr(placed, 1, 10), 1 from ${changed}
        where substr(placed, 1, 10) < ${beforeYesterday}
        order by 1
        on conflict (day) do update set stale = 1;
      return null;
    end
    $$
  `;
  // Inserts and deletes per statement (a bulk load marks each day once), updates per changed row.
  const statementTriggers = [
    ['order_sales_days_insert', 'orders', 'insert', sql`(select created_at as placed from new_rows) as changed`],
    ['order_sales_days_delete', 'orders', 'delete', sql`(select created_at as placed from old_rows) as changed`],
    [
      'order_sales_days_line_insert',
      'order_lines',
      'insert',
      sql`(select o.created_at as placed from orders o where o.id in (select order_id from new_rows)) as changed`,
    ],
    [
      'order_sales_days_line_delete',
      'order_lines',
      'delete',
      sql`(select o.created_at as placed from orders o where o.id in (select order_id from old_rows)) as changed`,
    ],
  ] as const;
  for (const [name, table, operation, placed] of statementTriggers) {
    const fn = name.replace('days_', 'days_on_');
    await markFunction(fn, placed).execute(db);
    await sql`
      create trigger ${sql.id(name)} after ${sql.raw(operation)} on ${sql.table(table)}
      referencing ${sql.raw(operation === 'insert' ? 'new' : 'old')} table as ${sql.raw(operation === 'insert' ? 'new_rows' : 'old_rows')}
      for each statement execute function ${sql.id(fn)}()
    `.execute(db);
  }
  await markFunction(
    'order_sales_days_on_update',
    sql`(values (old.created_at), (new.created_at)) as changed (placed)`,
  ).execute(db);
  await sql`
    create trigger order_sales_days_update after update of status, currency, total_minor, created_at on orders
    for each row when (${ORDER_CHANGED}) execute function order_sales_days_on_update()
  `.execute(db);
  await markFunction(
    'order_sales_days_on_line_update',
    sql`(select o.created_at as placed from orders o where o.id in (old.order_id, new.order_id)) as changed`,
  ).execute(db);
  await sql`
    create trigger order_sales_days_line_update after update of order_id, product_id, product_name, quantity
    on order_lines for each row when (${LINE_CHANGED}) execute function order_sales_days_on_line_update()
  `.execute(db);
}
