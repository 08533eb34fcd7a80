/**
 * Back office: the order list and the dashboard at 1,000,000 orders on
 * PostgreSQL and 100,000 on SQLite (issue 13: "pagination that stays fast at
 * 100,000 orders"; issue 32, item 3: a million). A fresh database per run:
 * migrated, a small catalogue, then customers, orders (a year of them), their
 * lines and their payments by bulk inserts (bench/lib/bulk-insert.ts). The
 * calls go through the same service functions the route handlers use
 * (lib/server/services/orders/admin-orders.ts, admin-reports.ts): the list's
 * first page, a deep page, each filter, each kind of text search; the
 * dashboard's first call (it counts the closed days, docs/decisions/056), its
 * later calls, and calls after an order of an earlier day changed. The quick
 * run (CI) uses 10,000 orders on both databases; the full sizes and their
 * budgets come from the full run.
 */
import { sql } from 'kysely';
import { setDatabase } from '../lib/server/db/connection';
import type { DialectName } from '../lib/server/db/dialect';
import { prepareDatabase } from '../lib/server/db/prepare';
import { SALE_STATUSES } from '../lib/server/db/schema-orders';
import type { StaffRequestContext } from '../lib/server/services/request-context';
import { listAdminOrders } from '../lib/server/services/orders/admin-orders';
import { getAdminDashboard } from '../lib/server/services/analytics/admin-reports';
import { generateCatalogue, insertTaxonomy } from './generate-catalogue';
import { CUSTOMERS_PER_ORDER, generateOrders, PRODUCTS, type Generated } from './generate-orders';
import { DATABASE_LABELS, openScratchDatabase } from './lib/scratch-database';
import { summarize, timeCalls } from './lib/stats';
import { check, type BenchOptions, type BudgetCheck, type SectionResult, type SectionTable } from './lib/types';

/** The full run's orders: a million on PostgreSQL (issue 32, item 3); SQLite, the one-machine default, stays at 100,000 (issue 13). */
const FULL_ORDERS: Record<DialectName, number> = { postgres: 1_000_000, sqlite: 100_000 };
const QUICK_ORDERS = 10_000;
/** The deep page is the one half-way through the orders, reached by walking next_cursor with pages of 50. */
const PAGE_SIZE = 50;

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

interface Target {
  generated: Generated;
  deepCursor: string;
  /** Seven calendar days half a year back, for the from/to filter. */
  range: { from: string; to: string };
  /** Changes the total of the newest sale placed before the day 10 days ago (a closed day the dashboard then counts again). */
  changeOldOrder(iteration: number): Promise<void>;
}

interface Measure {
  name: string;
  budget: 'backoffice_list_p95_ms_max' | 'backoffice_dashboard_p95_ms_max';
  iterations: { full: number; quick: number };
  /** Run before each call, untimed. */
  prepare?(target: Target, iteration: number): Promise<void>;
  call(target: Target): Promise<unknown>;
}

const LIST_ITERATIONS = { full: 200, quick: 60 };

/** The order list: its first page, a deep page, each filter of listAdminOrdersQuery alone, the COD call queue, and each kind of text search. */
const MEASURES: Measure[] = [
  ...(
    [
      ['order list, first page', () => ({})],
      ['order list, deep page (cursor)', ({ deepCursor }) => ({ cursor: deepCursor })],
      ['order list, status=cod_confirmed', () => ({ status: 'cod_confirmed' })],
      ['order list, status=refunded', () => ({ status: 'refunded' })],
      ['order list, fulfilment_status=shipped', () => ({ fulfilment_status: 'shipped' })],
      ['order list, payment_method=paypal', () => ({ payment_method: 'paypal' })],
      ['order list, currency=USD', () => ({ currency: 'USD' })],
      ['order list, from..to (7 days, half a year back)', ({ range }) => range],
      [
        'order list, status=cod_confirmed & unfulfilled',
        () => ({ status: 'cod_confirmed', fulfilment_status: 'unfulfilled' }),
      ],
      ['order list, q=phone', ({ generated }) => ({ q: generated.phone })],
      ['order list, q=order number', ({ generated }) => ({ q: generated.orderNumber })],
      ['order list, q=name prefix', () => ({ q: 'meera' })],
    ] satisfies [string, (target: Target) => Parameters<typeof listAdminOrders>[0]][]
  ).map(([name, input]): Measure => ({
    name,
    budget: 'backoffice_list_p95_ms_max',
    iterations: LIST_ITERATIONS,
    call: (target) => listAdminOrders(input(target), STAFF),
  })),
  {
    name: 'dashboard (today, 7 and 30 days)',
    budget: 'backoffice_dashboard_p95_ms_max',
    iterations: { full: 60, quick: 20 },
    call: () => getAdminDashboard({}, STAFF),
  },
  {
    name: 'dashboard, a sale of 11 days ago changed before each call',
    budget: 'backoffice_dashboard_p95_ms_max',
    iterations: { full: 60, quick: 20 },
    prepare: (target, iteration) => target.changeOldOrder(iteration),
    call: () => getAdminDashboard({}, STAFF),
  },
];

/** The dashboard's first call on the generated orders: it counts every closed day of the 30 (docs/decisions/056). */
const FIRST_DASHBOARD = 'dashboard, first call (counts the closed days)';

async function timePrepared(measure: Measure, target: Target, iterations: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations + Math.min(10, iterations); i += 1) {
    await measure.prepare?.(target, i);
    const start = process.hrtime.bigint();
    await measure.call(target);
    if (i >= Math.min(10, iterations)) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

function deepPagesOf(count: number): number {
  return Math.floor(count / 2 / PAGE_SIZE);
}

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
    // Fresh statistics and (PostgreSQL) the visibility map, as autovacuum leaves them after a load; SQLite: analyze.
    await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(database.db);
    setDatabase(database);
    // The deep page: walked with next_cursor as the list would be.
    let cursor: string | null = null;
    const deepPages = deepPagesOf(count);
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
    const firstStarted = process.hrtime.bigint();
    await getAdminDashboard({}, STAFF);
    const firstDashboardMs = Number(process.hrtime.bigint() - firstStarted) / 1e6;
    const dayOf = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
    const oldSale = await database.db
      .selectFrom('orders')
      .select('id')
      .where('created_at', '<', dayOf(10))
      .where('status', 'in', SALE_STATUSES)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const target: Target = {
      generated,
      deepCursor,
      range: { from: dayOf(180), to: dayOf(174) },
      async changeOldOrder(iteration) {
        await database.db
          .updateTable('orders')
          .set((eb) => ({ total_minor: eb('total_minor', '+', iteration % 2 === 0 ? 100 : -100) }))
          .where('id', '=', oldSale.id)
          .execute();
      },
    };
    const results = new Map<string, ReturnType<typeof summarize>>([[FIRST_DASHBOARD, summarize([firstDashboardMs])]]);
    for (const measure of MEASURES) {
      const iterations = options.quick ? measure.iterations.quick : measure.iterations.full;
      const times = measure.prepare
        ? await timePrepared(measure, target, iterations)
        : await timeCalls(() => measure.call(target), iterations, Math.min(10, iterations));
      results.set(measure.name, summarize(times));
    }
    return { label: DATABASE_LABELS[dialect], generated, results };
  } finally {
    setDatabase(undefined);
    await cleanup();
  }
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const countOf = (dialect: DialectName) => (options.quick ? QUICK_ORDERS : FULL_ORDERS[dialect]);
  const dialects: DialectName[] = options.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const tables: SectionTable[] = [];
  const checks: BudgetCheck[] = [];
  const notes: string[] = [
    `Orders over a year (1 to 3 lines each, a captured payment for each paid one, sales older than two weeks delivered or returned), one customer per ${1 / CUSTOMERS_PER_ORDER} orders, by bulk inserts (bench/lib/bulk-insert.ts).`,
    `Each call timed through lib/server/services/orders/admin-orders.ts and admin-reports.ts after a warm-up; milliseconds, p50 / p95. Pages of ${PAGE_SIZE}; the deep page is the one half-way through the orders, reached by walking next_cursor.`,
  ];
  if (options.quick)
    notes.push(
      `Quick run: ${QUICK_ORDERS.toLocaleString('en-US')} orders on each database (the budgets are set for ${FULL_ORDERS.postgres.toLocaleString('en-US')} on PostgreSQL and ${FULL_ORDERS.sqlite.toLocaleString('en-US')} on SQLite, so this is a loose guard).`,
    );
  if (!options.postgresUrl) notes.push('PostgreSQL skipped: no PostgreSQL URL was given.');
  const data: Record<string, unknown> = {};
  for (const dialect of dialects) {
    const count = countOf(dialect);
    const { label, generated, results } = await measureDatabase(dialect, options, count);
    data[dialect] = { generated, results: Object.fromEntries(results) };
    notes.push(
      `${label}: ${count.toLocaleString('en-US')} orders, ${Math.round(count * CUSTOMERS_PER_ORDER).toLocaleString('en-US')} customers; generating them took ${generated.seconds} s; the deep page is page ${deepPagesOf(count) + 1}.`,
    );
    tables.push({
      title: `Back office at ${count.toLocaleString('en-US')} orders on ${label} (ms)`,
      columns: ['call', 'p50', 'p95', 'p99'],
      rows: [...MEASURES.map((measure) => measure.name), FIRST_DASHBOARD].map((name) => {
        const summary = results.get(name)!;
        return [name, summary.p50, summary.p95, summary.p99];
      }),
    });
    checks.push(
      check(
        options.budgets,
        'backoffice_dashboard_first_call_ms_max',
        `${FIRST_DASHBOARD} at ${count.toLocaleString('en-US')} orders (${label})`,
        results.get(FIRST_DASHBOARD)!.p50,
        'max',
        'ms',
      ),
    );
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
