/**
 * Back office: the order list and the dashboard at 100,000 orders (issue 13:
 * "pagination that stays fast at 100,000 orders"), on SQLite and on
 * PostgreSQL. A fresh database per run: migrated, a small catalogue, then
 * customers, orders (a year of them), their lines and their payments by bulk
 * inserts. The calls go through the same service functions the route
 * handlers use (lib/server/services/orders/admin-orders.ts, admin-reports.ts).
 * The quick run (CI) uses 10,000 orders; the 100,000 figures and their
 * budgets come from the full run.
 */
import { sql, type Insertable } from 'kysely';
import { setDatabase, type ShopDatabase } from '../lib/server/db/connection';
import type { DialectName } from '../lib/server/db/dialect';
import { prepareDatabase } from '../lib/server/db/prepare';
import type {
  FulfilmentStatus,
  OrderLinesTable,
  OrdersTable,
  OrderStatus,
  PaymentMethod,
  PaymentsTable,
  UsersTable,
} from '../lib/server/db/schema';
import type { StaffRequestContext } from '../lib/server/services/request-context';
import { listAdminOrders } from '../lib/server/services/orders/admin-orders';
import { getAdminDashboard } from '../lib/server/services/analytics/admin-reports';
import { generateCatalogue, insertTaxonomy } from './generate-catalogue';
import { DATABASE_LABELS, openScratchDatabase } from './lib/scratch-database';
import { round, summarize, timeCalls } from './lib/stats';
import { check, type BenchOptions, type BudgetCheck, type SectionResult, type SectionTable } from './lib/types';
import { itemAt } from '../lib/list';

const FULL_ORDERS = 100_000;
const QUICK_ORDERS = 10_000;
const CUSTOMERS_PER_ORDER = 0.2;
const PRODUCTS = 300;
const BATCH = 400;
/** How deep the "deep page" is: this many pages of 50 walked with next_cursor before timing (half the orders in a full run). */
const DEEP_PAGES = { full: 1_000, quick: 100 };

/** The acting member the services are handed (neither list nor dashboard reads it). */
const STAFF: StaffRequestContext = {
  token: null,
  clientAddress: '127.0.0.1',
  staff: {
    id: 1,
    name: 'Bench',
    role: 'owner',
    country_code: '+91',
    mobile_number: '9000000000',
    session: { id: 1, kind: 'cookie', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  },
};

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

interface Generated {
  orders: number;
  seconds: number;
  /** A phone and an order number that exist, for the text searches. */
  phone: string;
  orderNumber: string;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Customers, orders over the last 365 days, 1 to 3 lines each and a captured payment for each paid one, by bulk inserts. */
async function generateOrders(database: ShopDatabase, count: number): Promise<Generated> {
  const started = Date.now();
  const { db } = database;
  const rnd = prng(13);
  const now = Date.now();
  const created = new Date(now).toISOString();
  const products = (await db.selectFrom('products').select(['id', 'name']).orderBy('id').limit(PRODUCTS).execute()).map(
    (row) => ({ id: Number(row.id), name: row.name }),
  );
  const customerCount = Math.max(1, Math.round(count * CUSTOMERS_PER_ORDER));
  const users: Insertable<UsersTable>[] = Array.from({ length: customerCount }, (_, i) => ({
    first_name: 'Bench',
    last_name: `Customer ${i}`,
    email: `bench-${i}@example.com`,
    country_code: '+91',
    mobile_number: String(9_100_000_000 + i),
    created_at: created,
    email_confirmed_at: null,
  }));
  await db
    .transaction()
    .execute((trx) => insertInBatches(users, (batch) => trx.insertInto('users').values(batch).execute()));
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => Number(row.id));
  const totalWeight = STATUSES.reduce((sum, entry) => sum + entry.weight, 0);

  // In chunks of 10,000 orders, each chunk one transaction: orders, then their lines and payments.
  const CHUNK = 10_000;
  for (let chunkStart = 0; chunkStart < count; chunkStart += CHUNK) {
    const size = Math.min(CHUNK, count - chunkStart);
    const orders: Insertable<OrdersTable>[] = [];
    const plans: {
      lines: { product: { id: number; name: string }; quantity: number; unit: number }[];
      paid: boolean;
      method: PaymentMethod;
      currency: string;
      total: number;
      at: string;
    }[] = [];
    for (let i = 0; i < size; i += 1) {
      const n = chunkStart + i;
      let pick = rnd() * totalWeight;
      const kind = STATUSES.find((entry) => (pick -= entry.weight) < 0) ?? itemAt(STATUSES, 0);
      const currency = kind.method === 'cod' || rnd() < 0.7 ? 'INR' : 'USD';
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({
        product: itemAt(products, Math.floor(rnd() * products.length)),
        quantity: 1 + Math.floor(rnd() * 2),
        unit: currency === 'INR' ? 50_000 + Math.floor(rnd() * 200) * 100 : 1_500 + Math.floor(rnd() * 60) * 100,
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
      const shipping = kind.method === 'cod' ? 3_900 : 0;
      // Newest last: order n of count is placed (count - n) / count of a year ago, so the last 30 days hold about 8% of them.
      const at = new Date(
        now - Math.floor(((count - n) / count) * 365 * 86_400_000) + Math.floor(rnd() * 60_000),
      ).toISOString();
      const fulfilment: FulfilmentStatus =
        kind.status === 'paid' || kind.status === 'cod_confirmed'
          ? itemAt(FULFILMENTS, Math.floor(rnd() * FULFILMENTS.length))
          : 'unfulfilled';
      const name = itemAt(NAMES, Math.floor(rnd() * NAMES.length));
      orders.push({
        public_id: `JH-${at.slice(2, 10).replace(/-/g, '')}-B${String(n).padStart(7, '0')}`,
        user_id: itemAt(userIds, Math.floor(rnd() * userIds.length)),
        cart_id: null,
        status: kind.status,
        payment_method: kind.method,
        currency,
        subtotal_minor: subtotal,
        discount_minor: 0,
        shipping_minor: shipping,
        total_minor: subtotal + shipping,
        promo_code: null,
        delivery_address: `${1 + (n % 400)} Johari Bazaar`,
        name,
        country_code: '+91',
        mobile_number: String(9_800_000_000 + Math.floor(rnd() * customerCount * 2)),
        pin_code: '302003',
        city: 'Jaipur',
        state: 'Rajasthan',
        comment: '',
        provider_order_id: kind.method === 'cod' ? null : `order_B${n}`,
        idempotency_key: null,
        client_idempotency_key: null,
        reservation_expires_at: null,
        paid_at:
          kind.status === 'paid' || kind.status === 'refunded' || kind.status === 'partially_refunded' ? at : null,
        last_payment_error: null,
        created_at: at,
        updated_at: at,
        fulfilment_status: fulfilment,
      });
      plans.push({
        lines,
        paid:
          kind.method !== 'cod' &&
          (kind.status === 'paid' || kind.status === 'refunded' || kind.status === 'partially_refunded'),
        method: kind.method,
        currency,
        total: subtotal + shipping,
        at,
      });
    }
    const lastId = Number(
      (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    await db.transaction().execute(async (trx) => {
      await insertInBatches(orders, (batch) => trx.insertInto('orders').values(batch).execute());
      const all = new Map(
        (await trx.selectFrom('orders').select(['id', 'public_id']).where('id', '>', lastId).execute()).map((row) => [
          row.public_id,
          Number(row.id),
        ]),
      );
      const lines: Insertable<OrderLinesTable>[] = [];
      const payments: Insertable<PaymentsTable>[] = [];
      orders.forEach((order, i) => {
        const id = all.get(order.public_id);
        const plan = itemAt(plans, i);
        if (id === undefined) throw new Error(`backoffice: order ${order.public_id} was not written`);
        for (const line of plan.lines) {
          lines.push({
            order_id: id,
            product_id: line.product.id,
            product_name: line.product.name,
            size: 'M',
            quantity: line.quantity,
            unit_price_minor: line.unit,
            mrp_minor: line.unit * 2,
          });
        }
        if (plan.paid) {
          payments.push({
            order_id: id,
            provider: plan.method === 'paypal' ? 'paypal' : 'razorpay',
            provider_payment_id: `pay_B${chunkStart + i}`,
            provider_order_id: order.provider_order_id ?? '',
            status: 'captured',
            amount_minor: plan.total,
            currency: plan.currency,
            raw: '{}',
            created_at: plan.at,
          });
        }
      });
      await insertInBatches(lines, (batch) => trx.insertInto('order_lines').values(batch).execute());
      await insertInBatches(payments, (batch) => trx.insertInto('payments').values(batch).execute());
    });
  }
  const sample = await db
    .selectFrom('orders')
    .select(['public_id', 'mobile_number'])
    .orderBy('id')
    .limit(1)
    .offset(Math.floor(count / 2))
    .executeTakeFirstOrThrow();
  return {
    orders: count,
    seconds: round((Date.now() - started) / 1000, 1),
    phone: sample.mobile_number,
    orderNumber: sample.public_id,
  };
}

interface Measure {
  name: string;
  budget: 'backoffice_list_p95_ms_max' | 'backoffice_dashboard_p95_ms_max';
  iterations: { full: number; quick: number };
  call(target: { generated: Generated; deepCursor: string }): Promise<unknown>;
}

const MEASURES: Measure[] = [
  {
    name: 'order list, first page',
    budget: 'backoffice_list_p95_ms_max',
    iterations: { full: 200, quick: 60 },
    call: () => listAdminOrders({}, STAFF),
  },
  {
    name: 'order list, deep page (cursor)',
    budget: 'backoffice_list_p95_ms_max',
    iterations: { full: 200, quick: 60 },
    call: ({ deepCursor }) => listAdminOrders({ cursor: deepCursor }, STAFF),
  },
  {
    name: 'order list, status=cod_confirmed',
    budget: 'backoffice_list_p95_ms_max',
    iterations: { full: 200, quick: 60 },
    call: () => listAdminOrders({ status: 'cod_confirmed' }, STAFF),
  },
  {
    name: 'order list, q=phone',
    budget: 'backoffice_list_p95_ms_max',
    iterations: { full: 200, quick: 60 },
    call: ({ generated }) => listAdminOrders({ q: generated.phone }, STAFF),
  },
  {
    name: 'order list, q=order number',
    budget: 'backoffice_list_p95_ms_max',
    iterations: { full: 200, quick: 60 },
    call: ({ generated }) => listAdminOrders({ q: generated.orderNumber }, STAFF),
  },
  {
    name: 'dashboard (today, 7 and 30 days)',
    budget: 'backoffice_dashboard_p95_ms_max',
    iterations: { full: 60, quick: 20 },
    call: () => getAdminDashboard({}, STAFF),
  },
];

async function measureDatabase(dialect: DialectName, options: BenchOptions, count: number) {
  const { database, cleanup } = await openScratchDatabase(dialect, {
    label: 'backoffice',
    postgresUrl: options.postgresUrl,
  });
  try {
    await prepareDatabase(database, { seedDemo: false });
    await insertTaxonomy(database);
    await generateCatalogue(database, PRODUCTS, { seed: 6 });
    const generated = await generateOrders(database, count);
    // Fresh statistics, as autovacuum (PostgreSQL) or the shop's own analyze would leave them.
    await sql`analyze`.execute(database.db);
    setDatabase(database);
    // The deep page: walked with next_cursor as the list would be.
    let cursor: string | null = null;
    const deepPages = options.quick ? DEEP_PAGES.quick : DEEP_PAGES.full;
    for (let page = 0; page < deepPages; page += 1) {
      const answer: Awaited<ReturnType<typeof listAdminOrders>> = await listAdminOrders(
        cursor === null ? {} : { cursor },
        STAFF,
      );
      cursor = answer.next_cursor;
      if (cursor === null) throw new Error(`backoffice: fewer than ${deepPages} pages of orders`);
    }
    const deepCursor = cursor ?? '';
    const found = await listAdminOrders({ q: generated.orderNumber }, STAFF);
    if (found.data[0]?.order_number !== generated.orderNumber)
      throw new Error('backoffice: the order number search does not find its order');
    if ((await listAdminOrders({ q: generated.phone }, STAFF)).data.length === 0)
      throw new Error('backoffice: the phone search finds nothing');
    const results = new Map<string, ReturnType<typeof summarize>>();
    for (const measure of MEASURES) {
      const iterations = options.quick ? measure.iterations.quick : measure.iterations.full;
      results.set(
        measure.name,
        summarize(await timeCalls(() => measure.call({ generated, deepCursor }), iterations, Math.min(10, iterations))),
      );
    }
    return { label: DATABASE_LABELS[dialect], generated, results };
  } finally {
    setDatabase(undefined);
    await cleanup();
  }
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const count = options.quick ? QUICK_ORDERS : FULL_ORDERS;
  const dialects: DialectName[] = options.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const tables: SectionTable[] = [];
  const checks: BudgetCheck[] = [];
  const notes: string[] = [
    `${count.toLocaleString('en-US')} orders over a year (1 to 3 lines each, a captured payment for each paid one), ${Math.round(count * CUSTOMERS_PER_ORDER).toLocaleString('en-US')} customers, by bulk inserts.`,
    'Each call timed through lib/server/services/orders/admin-orders.ts and admin-reports.ts after a warm-up; milliseconds, p50 / p95. Pages of 50.',
    `The deep page is page ${(options.quick ? DEEP_PAGES.quick : DEEP_PAGES.full) + 1}, reached by walking next_cursor.`,
  ];
  if (options.quick)
    notes.push(
      `Quick run: ${QUICK_ORDERS.toLocaleString('en-US')} orders (the budgets are set for ${FULL_ORDERS.toLocaleString('en-US')}, so this is a loose guard); the full run measures ${FULL_ORDERS.toLocaleString('en-US')}.`,
    );
  if (!options.postgresUrl) notes.push('PostgreSQL skipped: no PostgreSQL URL was given.');
  const data: Record<string, unknown> = {};
  for (const dialect of dialects) {
    const { label, generated, results } = await measureDatabase(dialect, options, count);
    data[dialect] = { generated, results: Object.fromEntries(results) };
    notes.push(`${label}: generating ${count.toLocaleString('en-US')} orders took ${generated.seconds} s.`);
    tables.push({
      title: `Back office at ${count.toLocaleString('en-US')} orders on ${label} (ms)`,
      columns: ['call', 'p50', 'p95', 'p99'],
      rows: MEASURES.map((measure) => {
        const summary = results.get(measure.name)!;
        return [measure.name, summary.p50, summary.p95, summary.p99];
      }),
    });
    for (const measure of MEASURES) {
      checks.push(
        check(
          options.budgets,
          measure.budget,
          `${measure.name} p95 at ${count.toLocaleString('en-US')} orders (${label})`,
          results.get(measure.name)!.p95,
          'max',
          'ms',
        ),
      );
    }
  }
  return { section: 'backoffice', tables, checks, notes, data };
}
