/**
 * Section 4 of issue #6: checkout under load, in-process through the real
 * services (no HTTP server, no mocked database), on SQLite and PostgreSQL.
 *
 * 1. Throughput: N concurrent signed-in customers, each adding to the cart
 *    and then placing an order at the same moment (cash on delivery in INR,
 *    and the card path completed through the Razorpay sandbox); orders per
 *    second and p50/p95 latency per concurrency.
 * 2. Flash sale: one product size with exactly 10 pieces and 200 customers
 *    holding it in their carts, all ordering at once. Exactly 10 orders may
 *    succeed, every other customer gets a clean 409, and the shelf ends at 0.
 *
 * Customers sign up and sign in the way a browser does: signup, a login code
 * sent to the outbox, the code read back from the outbox and verified.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '../lib/server/config';
import { setDatabase } from '../lib/server/db/connection';
import { getSandbox } from '../lib/payment-sandbox';
import { signInBuyers, stockSizes, type Method } from './lib/checkout-buyers';
import {
  elapsedMs,
  FLASH_BUYERS,
  FLASH_UNITS,
  measureThroughput,
  runFlashSale,
  type FlashRun,
  type ThroughputRow,
} from './lib/checkout-load';
import { openPostgresTarget, openSqliteTarget } from './lib/checkout-targets';
import { check, type BenchOptions, type BudgetCheck, type SectionResult, type SectionTable } from './lib/types';
import { round } from './lib/stats';

/** PostgreSQL connections for the second flash-sale run: enough for dozens of orders to wait on the same row at once. */
const FLASH_POOL_SIZE = 40;
/** The pool openDatabase() gives the app (lib/server/db/connection.ts). */
const APP_POOL_SIZE = 10;

/** A check against a limit that is a hard rule rather than a tunable budget (the key may be absent from budgets.json). */
function invariant(
  options: BenchOptions,
  budget: string,
  label: string,
  value: number,
  limit: number,
  unit: string,
): BudgetCheck {
  const configured = options.budgets[budget] ?? limit;
  return { budget, label, value, limit: configured, kind: 'max', unit, ok: value <= configured };
}

/* ------------------------------------------------------------ the section */

/** Mutes the services' one-line-per-event logs while the load runs; keeps error lines for the notes. */
function captureLogs(): { errors: string[]; restore(): void } {
  const log = console.log;
  const error = console.error;
  const errors: string[] = [];
  console.log = () => undefined;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' ').slice(0, 300));
  };
  return {
    errors,
    restore() {
      console.log = log;
      console.error = error;
    },
  };
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const concurrencies = options.quick ? [1, 10] : [1, 10, 50];
  const targetOrders = options.quick ? 20 : 200;
  const cardTargetOrders = options.quick ? 10 : 60;
  const notes: string[] = [];
  const checks: BudgetCheck[] = [];
  const throughput: ThroughputRow[] = [];
  const flashRuns: FlashRun[] = [];
  const failures: string[] = [];

  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-outbox-'));
  const savedEnv = { ...process.env };
  // The payment sandbox answers card payments in-process (SITE_URL/sandbox/razorpay via shopFetch); messages go to a temporary outbox.
  for (const key of [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_API_BASE',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_API_BASE',
    'SMTP_URL',
    'SMS_PROVIDER',
  ]) {
    delete process.env[key];
  }
  process.env.PAYMENT_SANDBOX = 'true';
  process.env.OUTBOX_DIR = outbox;
  // Hundreds of buyers sign in within the hour: far beyond the shop's default SMS budget, which is not what this run measures.
  process.env.SMS_BUDGET_PER_HOUR = '1000000';
  resetConfigForTests();
  // Webhooks would race the verify call for the same payment; this run measures the browser's verify path only.
  getSandbox().setWebhookMode('off');
  const logs = captureLogs();

  const kinds: ('sqlite' | 'postgres')[] = ['sqlite'];
  if (options.postgresUrl) kinds.push('postgres');
  else notes.push('PostgreSQL skipped: no postgresUrl given.');

  try {
    for (const kind of kinds) {
      const target = kind === 'sqlite' ? await openSqliteTarget() : await openPostgresTarget(options.postgresUrl!);
      try {
        setDatabase(target.database);
        const setupStart = process.hrtime.bigint();
        const buyers = await signInBuyers(Math.max(...concurrencies), outbox);
        const setupMs = elapsedMs(setupStart);
        notes.push(
          `${target.kind}: ${buyers.length} throughput customers signed up and signed in (signup, login code from the outbox, code verified) in ${round(setupMs / 1000, 2)} s.`,
        );
        const sizes = await stockSizes(target.database.db, 40, 1_000_000, 0);

        for (const method of ['cod', 'card'] as const) {
          // One untimed round first, so the first timed orders do not pay for cold caches and lazy imports.
          await measureThroughput(target, buyers, sizes, method, Math.min(10, buyers.length), 1);
          for (const concurrency of concurrencies) {
            const wanted = method === 'cod' ? targetOrders : cardTargetOrders;
            const rounds = Math.max(2, Math.ceil(wanted / concurrency));
            const row = await measureThroughput(target, buyers, sizes, method, concurrency, rounds);
            failures.push(...row.failures.map((failure) => `${target.kind} ${method} x${concurrency}: ${failure}`));
            const { failures: _dropped, ...kept } = row;
            throughput.push(kept);
          }
        }

        const flashPlan: { method: Method; pool: string; widen?: number }[] = [
          { method: 'cod', pool: kind === 'sqlite' ? 'one connection' : `${APP_POOL_SIZE} (app default)` },
        ];
        if (kind === 'postgres')
          flashPlan.push({ method: 'cod', pool: String(FLASH_POOL_SIZE), widen: FLASH_POOL_SIZE });
        flashPlan.push({
          method: 'card',
          pool: kind === 'sqlite' ? 'one connection' : String(FLASH_POOL_SIZE),
          widen: kind === 'postgres' ? FLASH_POOL_SIZE : undefined,
        });
        for (const [index, plan] of flashPlan.entries()) {
          if (plan.widen && target.widen) setDatabase(await target.widen(plan.widen));
          try {
            flashRuns.push(await runFlashSale(target, outbox, plan.method, plan.pool, 40 + index));
          } finally {
            setDatabase(target.database);
          }
        }
      } finally {
        setDatabase(undefined);
        await target.cleanup();
      }
    }
  } finally {
    logs.restore();
    getSandbox().setWebhookMode('auto');
    process.env = savedEnv;
    resetConfigForTests();
    fs.rmSync(outbox, { recursive: true, force: true });
  }

  for (const flash of flashRuns) {
    const label = `flash sale ${flash.buyers} buyers / ${FLASH_UNITS} units, ${flash.method === 'cod' ? 'cash on delivery' : 'card, paid'} (${flash.database}, pool ${flash.pool})`;
    checks.push(
      check(options.budgets, 'flash_sale_orders_exact', `${label}: orders, at least`, flash.orders, 'min', 'orders'),
    );
    checks.push(
      check(options.budgets, 'flash_sale_orders_exact', `${label}: orders, at most`, flash.orders, 'max', 'orders'),
    );
    // Stock 0: quantity counts held pieces too and CHECK (reserved <= quantity) holds, so quantity 0 means nothing left and nothing held (lib/server/db/schema.ts).
    checks.push(
      invariant(
        options,
        'flash_sale_stock_left_max',
        `${label}: stock left (quantity, held pieces included)`,
        flash.quantity,
        0,
        'pieces',
      ),
    );
    checks.push(
      invariant(
        options,
        'checkout_server_errors_max',
        `${label}: buyers answered other than 200 or 409`,
        flash.failed + flash.refusedOther,
        0,
        'buyers',
      ),
    );
  }
  for (const row of throughput) {
    if (row.failed > 0)
      checks.push(
        invariant(
          options,
          'checkout_server_errors_max',
          `throughput ${row.method} x${row.buyers} (${row.database}): server errors`,
          row.failed,
          0,
          'orders',
        ),
      );
  }

  const tables: SectionTable[] = [
    {
      title: 'Checkout throughput (in-process, real services; ordering phase only)',
      columns: ['database', 'path', 'buyers', 'orders', 'orders/s', 'p50 ms', 'p95 ms', 'refused', 'failed'],
      rows: throughput.map((row) => [
        row.database,
        row.method === 'cod' ? 'cash on delivery' : 'card, paid (sandbox)',
        row.buyers,
        row.orders,
        row.ordersPerSecond,
        row.p50,
        row.p95,
        row.refused,
        row.failed,
      ]),
    },
    {
      title: `Flash sale: ${FLASH_BUYERS} buyers, ${FLASH_UNITS} units, all at once`,
      columns: [
        'database',
        'path',
        'pool',
        'orders',
        '409',
        'other 4xx',
        '5xx',
        'quantity',
        'reserved',
        'live orders',
        'wall ms',
        'p95 ms',
        'max in flight',
        'max waiting',
      ],
      rows: flashRuns.map((flash) => [
        flash.database,
        flash.method === 'cod' ? 'cash on delivery' : 'card, then paid',
        flash.pool,
        flash.orders,
        flash.refused409,
        flash.refusedOther,
        flash.failed,
        flash.quantity,
        flash.reserved,
        flash.liveOrders,
        flash.wallMs,
        flash.p95,
        flash.overlap ? flash.overlap.inFlight : 1,
        flash.overlap ? flash.overlap.waiting : 0,
      ]),
    },
  ];

  notes.push(
    'Customers are real accounts with real session tokens (signup service, login code read from the outbox, login verify); carts are filled with the cart service and orders placed with the orders service, on a fresh migrated and seeded database each.',
    'Cash on delivery holds and takes stock in the order transaction itself (reserveStock then commitReservedStock), as a paid card order does at payment; the card rows add the sandbox checkout and verify-payment, so they show the whole paid path.',
    'SQLite runs every transaction on one connection (better-sqlite3 behind Kysely\'s connection mutex), so concurrent orders queue rather than overlap; PostgreSQL overlaps them on its pool (app default 10 connections; the flash sale also runs on a 40-connection pool so dozens of orders wait on the same stock row at once). "max in flight" and "max waiting" sample pg_locks and pg_stat_activity during the sale: transactions open in the bench schema at once, and those of them blocked on a lock.',
    "The sandbox's webhooks are off during the run: each card payment is settled once, by the verify call the browser makes.",
    `Each order latency includes what the customer waits for: the session check, expiring stale orders, the order transaction and, for cash on delivery, the order confirmation (invoice PDF, e-mail and WhatsApp to the outbox).`,
  );
  if (failures.length > 0)
    notes.push(`Throughput refusals or failures (first 5): ${[...new Set(failures)].slice(0, 5).join(' | ')}`);
  for (const flash of flashRuns) {
    notes.push(
      `Flash sale ${flash.database} ${flash.method} (pool ${flash.pool}): ${flash.orders} orders, answers ${JSON.stringify(flash.messages)}, stock quantity ${flash.quantity} reserved ${flash.reserved}, ${flash.liveOrders} live orders for ${flash.soldPieces} pieces.`,
    );
  }
  if (logs.errors.length > 0)
    notes.push(`The services logged ${logs.errors.length} error line(s); first: ${logs.errors[0]}`);

  return {
    section: 'checkout',
    tables,
    checks,
    notes,
    data: { throughput, flashRuns, loggedErrors: logs.errors.slice(0, 20) },
  };
}
