/**
 * The back-office bench's orders (bench/backoffice.ts): customers, orders over
 * the last 365 days, 1 to 3 lines each and a captured payment for each paid
 * one, the same for both databases (a fixed pseudo-random sequence), by bulk
 * inserts with explicit ids (bench/lib/bulk-insert.ts).
 */
import { sql } from 'kysely';
import type { ShopDatabase } from '../lib/server/db/connection';
import type { FulfilmentStatus, OrderStatus, PaymentMethod } from '../lib/server/db/schema';
import { insertRows, resetIdentity, type BulkColumn, type Cell } from './lib/bulk-insert';
import { round } from './lib/stats';
import { itemAt } from '../lib/list';

/** Customers per order. */
export const CUSTOMERS_PER_ORDER = 0.2;
/** Sales older than this many days are delivered or returned, as in a shop that ships within days. */
const SETTLED_AFTER_DAYS = 14;
/** The catalogue's size: the lines pick from its products. */
export const PRODUCTS = 300;

/** A fixed pseudo-random sequence, so both databases get the same orders. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const NAMES = [
  'Asha Verma',
  'Zoya Khan',
  'Meera Iyer',
  'Rahul Mehta',
  'Priya Nair',
  'Sara Thomas',
  'Kabir Shah',
  'Anita Rao',
  'Vikram Singh',
  'Leela Das',
];
const STATUSES: { status: OrderStatus; method: PaymentMethod; weight: number }[] = [
  { status: 'paid', method: 'razorpay', weight: 45 },
  { status: 'paid', method: 'paypal', weight: 10 },
  { status: 'cod_confirmed', method: 'cod', weight: 20 },
  { status: 'expired', method: 'razorpay', weight: 10 },
  { status: 'pending', method: 'razorpay', weight: 3 },
  { status: 'refunded', method: 'razorpay', weight: 3 },
  { status: 'partially_refunded', method: 'paypal', weight: 2 },
  { status: 'cancelled', method: 'cod', weight: 5 },
  { status: 'failed', method: 'razorpay', weight: 2 },
];
const FULFILMENTS: FulfilmentStatus[] = [
  'unfulfilled',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'delivered',
  'delivered',
  'returned',
];

export interface Generated {
  orders: number;
  seconds: number;
  /** A phone and an order number that exist, for the text searches. */
  phone: string;
  orderNumber: string;
}

const USER_COLUMNS = [
  ['id', 'int8'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
  ['country_code', 'text'],
  ['mobile_number', 'text'],
  ['created_at', 'text'],
] as const satisfies readonly BulkColumn[];
const ORDER_COLUMNS = [
  ['id', 'int8'],
  ['public_id', 'text'],
  ['user_id', 'int8'],
  ['status', 'text'],
  ['payment_method', 'text'],
  ['currency', 'text'],
  ['subtotal_minor', 'int8'],
  ['discount_minor', 'int8'],
  ['shipping_minor', 'int8'],
  ['total_minor', 'int8'],
  ['delivery_address', 'text'],
  ['name', 'text'],
  ['country_code', 'text'],
  ['mobile_number', 'text'],
  ['pin_code', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['comment', 'text'],
  ['provider_order_id', 'text'],
  ['paid_at', 'text'],
  ['created_at', 'text'],
  ['updated_at', 'text'],
  ['fulfilment_status', 'text'],
] as const satisfies readonly BulkColumn[];
const LINE_COLUMNS = [
  ['order_id', 'int8'],
  ['product_id', 'int8'],
  ['product_name', 'text'],
  ['size', 'text'],
  ['quantity', 'int8'],
  ['unit_price_minor', 'int8'],
  ['mrp_minor', 'int8'],
] as const satisfies readonly BulkColumn[];
const PAYMENT_COLUMNS = [
  ['order_id', 'int8'],
  ['provider', 'text'],
  ['provider_payment_id', 'text'],
  ['provider_order_id', 'text'],
  ['status', 'text'],
  ['amount_minor', 'int8'],
  ['currency', 'text'],
  ['raw', 'text'],
  ['created_at', 'text'],
] as const satisfies readonly BulkColumn[];
/** Orders per transaction: a transaction of 50,000 orders (and their ~100,000 lines) keeps the commits few and the memory small. */
const CHUNK = 50_000;

/**
 * PostgreSQL: drops the tables' secondary indexes (not those behind a constraint) for a bulk load and answers the
 * function that builds them again, as a restore does: one sort per index instead of a million insertions into each
 * (a load of 1,000,000 orders took 417 s with them on this machine). SQLite keeps its indexes.
 */
async function dropSecondaryIndexes(database: ShopDatabase, tables: string[]): Promise<() => Promise<void>> {
  if (database.dialect !== 'postgres') return async () => undefined;
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
  `.execute(database.db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(database.db);
  return async () => {
    for (const { definition } of rows) await sql.raw(definition).execute(database.db);
  };
}

async function maxId(database: ShopDatabase, table: 'users' | 'orders'): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Customers, orders over the last 365 days, 1 to 3 lines each and a captured payment for each paid one, by bulk
 * inserts with explicit ids (lib/bulk-insert.ts): no row is read back.
 */
export async function generateOrders(database: ShopDatabase, count: number): Promise<Generated> {
  const started = Date.now();
  const { db, dialect } = database;
  const rnd = prng(13);
  const now = Date.now();
  const created = new Date(now).toISOString();
  const products = (await db.selectFrom('products').select(['id', 'name']).orderBy('id').limit(PRODUCTS).execute()).map(
    (row) => ({ id: Number(row.id), name: row.name }),
  );
  const customerCount = Math.max(1, Math.round(count * CUSTOMERS_PER_ORDER));
  const firstUser = (await maxId(database, 'users')) + 1;
  const users: Cell[][] = Array.from({ length: customerCount }, (_, i) => [
    firstUser + i,
    'Bench',
    `Customer ${i}`,
    `bench-${i}@example.com`,
    '+91',
    String(9_100_000_000 + i),
    created,
  ]);
  await db.transaction().execute((trx) => insertRows(trx, dialect, 'users', USER_COLUMNS, users));
  await resetIdentity(db, dialect, 'users');
  const totalWeight = STATUSES.reduce((sum, entry) => sum + entry.weight, 0);
  const firstOrder = (await maxId(database, 'orders')) + 1;

  const rebuildIndexes = await dropSecondaryIndexes(database, ['orders', 'order_lines', 'payments']);
  for (let chunkStart = 0; chunkStart < count; chunkStart += CHUNK) {
    const size = Math.min(CHUNK, count - chunkStart);
    const orders: Cell[][] = [];
    const lines: Cell[][] = [];
    const payments: Cell[][] = [];
    for (let i = 0; i < size; i += 1) {
      const n = chunkStart + i;
      const id = firstOrder + n;
      let pick = rnd() * totalWeight;
      const kind = STATUSES.find((entry) => (pick -= entry.weight) < 0) ?? itemAt(STATUSES, 0);
      const currency = kind.method === 'cod' || rnd() < 0.7 ? 'INR' : 'USD';
      let subtotal = 0;
      for (let line = 1 + Math.floor(rnd() * 3); line > 0; line -= 1) {
        const product = itemAt(products, Math.floor(rnd() * products.length));
        const quantity = 1 + Math.floor(rnd() * 2);
        const unit = currency === 'INR' ? 50_000 + Math.floor(rnd() * 200) * 100 : 1_500 + Math.floor(rnd() * 60) * 100;
        subtotal += unit * quantity;
        lines.push([id, product.id, product.name, 'M', quantity, unit, unit * 2]);
      }
      const shipping = kind.method === 'cod' ? 3_900 : 0;
      const total = subtotal + shipping;
      // Newest last: order n of count is placed (count - n) / count of a year ago, so the last 30 days hold about 8% of them.
      const at = new Date(
        now - Math.floor(((count - n) / count) * 365 * 86_400_000) + Math.floor(rnd() * 60_000),
      ).toISOString();
      // A sale older than two weeks has reached the shopper (or come back); the newer ones are at every step.
      const settled = (count - n) / count > SETTLED_AFTER_DAYS / 365;
      const step = itemAt(FULFILMENTS, Math.floor(rnd() * FULFILMENTS.length));
      const fulfilment: FulfilmentStatus =
        kind.status === 'paid' || kind.status === 'cod_confirmed'
          ? settled
            ? step === 'returned'
              ? 'returned'
              : 'delivered'
            : step
          : 'unfulfilled';
      const name = itemAt(NAMES, Math.floor(rnd() * NAMES.length));
      const paid = kind.status === 'paid' || kind.status === 'refunded' || kind.status === 'partially_refunded';
      const providerOrderId = kind.method === 'cod' ? null : `order_B${n}`;
      orders.push([
        id,
        `JH-${at.slice(2, 10).replace(/-/g, '')}-B${String(n).padStart(7, '0')}`,
        itemAt(users, Math.floor(rnd() * users.length))[0] ?? firstUser,
        kind.status,
        kind.method,
        currency,
        subtotal,
        0,
        shipping,
        total,
        `${1 + (n % 400)} Johari Bazaar`,
        name,
        '+91',
        String(9_800_000_000 + Math.floor(rnd() * customerCount * 2)),
        '302003',
        'Jaipur',
        'Rajasthan',
        '',
        providerOrderId,
        paid ? at : null,
        at,
        at,
        fulfilment,
      ]);
      if (paid && kind.method !== 'cod')
        payments.push([
          id,
          kind.method === 'paypal' ? 'paypal' : 'razorpay',
          `pay_B${n}`,
          providerOrderId ?? '',
          'captured',
          total,
          currency,
          '{}',
          at,
        ]);
    }
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, dialect, 'orders', ORDER_COLUMNS, orders);
      await insertRows(trx, dialect, 'order_lines', LINE_COLUMNS, lines);
      await insertRows(trx, dialect, 'payments', PAYMENT_COLUMNS, payments);
    });
  }
  await rebuildIndexes();
  await resetIdentity(db, dialect, 'orders');
  const sample = await db
    .selectFrom('orders')
    .select(['public_id', 'mobile_number'])
    .where('id', '=', firstOrder + Math.floor(count / 2))
    .executeTakeFirstOrThrow();
  return {
    orders: count,
    seconds: round((Date.now() - started) / 1000, 1),
    phone: sample.mobile_number,
    orderNumber: sample.public_id,
  };
}
