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
import { Kysely, PostgresDialect } from 'kysely';
import { ApiError, endpoints, type EndpointInput, type EndpointName, type EndpointParsedInput } from '../lib/contract';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '../lib/money';
import { getConfig, resetConfigForTests } from '../lib/server/config';
import { setDatabase, type ShopDatabase } from '../lib/server/db/connection';
import { prepareDatabase } from '../lib/server/db/prepare';
import type { Database } from '../lib/server/db/schema';
import type { RequestContext } from '../lib/server/services/request-context';
import { getSandbox } from '../lib/payment-sandbox';
import { shopFetch } from '../lib/server/payments/shop-fetch';
import { confirmEmail } from '../lib/server/services/accounts/account';
import { login, signup } from '../lib/server/services/accounts/auth';
import { addCartItem } from '../lib/server/services/cart/cart';
import { createOrder } from '../lib/server/services/orders/orders';
import { verifyPayment } from '../lib/server/services/payments/payment-verification';
import { DELIVERY as SANDBOX_DELIVERY } from '../lib/testing/payments-harness';
import { openScratchDatabase } from './lib/scratch-database';
import { check, type BenchOptions, type BudgetCheck, type SectionResult, type SectionTable } from './lib/types';
import { round, summarize } from './lib/stats';
import { firstItem, itemAt } from '../lib/list';

const FLASH_UNITS = 10;
const FLASH_BUYERS = 200;
/** PostgreSQL connections for the second flash-sale run: enough for dozens of orders to wait on the same row at once. */
const FLASH_POOL_SIZE = 40;
/** The pool openDatabase() gives the app (lib/server/db/connection.ts). */
const APP_POOL_SIZE = 10;
/** How many customers sign in at a time while setting up. */
const SETUP_PARALLEL = 16;

type Method = 'cod' | 'card';
type DatabaseKind = 'SQLite' | 'PostgreSQL';

interface Target {
  kind: DatabaseKind;
  database: ShopDatabase;
  /** Opens a second handle on the same data with a bigger pool (PostgreSQL only). */
  widen?(poolSize: number): Promise<ShopDatabase>;
  /** Watches how many transactions overlap while `work` runs (PostgreSQL only). */
  watch?<T>(work: () => Promise<T>): Promise<{ result: T; overlap: Overlap }>;
  cleanup(): Promise<void>;
}

/** Most transactions at once in the bench's schema, and most of them waiting on a lock, sampled from pg_locks and pg_stat_activity. */
interface Overlap {
  inFlight: number;
  waiting: number;
}

export interface Buyer {
  id: number;
  context: RequestContext;
}

export interface StockSize {
  productId: number;
  size: string;
}

/** What one call ended in: done, refused with a clean 4xx ApiError, or failed (5xx or an unexpected error, what a route would answer 500 to). */
type Outcome =
  | { kind: 'ok'; ms: number }
  | { kind: 'refused'; status: number; message: string; ms: number }
  | { kind: 'failed'; message: string; ms: number };

const DELIVERY = { ...SANDBOX_DELIVERY, comment: 'Benchmark order' };

function parse<N extends EndpointName>(name: N, body: EndpointInput<N>): EndpointParsedInput<N> {
  return endpoints[name].input.parse(body) as EndpointParsedInput<N>;
}

function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function settle(call: () => Promise<unknown>): Promise<Outcome> {
  const start = process.hrtime.bigint();
  try {
    await call();
    return { kind: 'ok', ms: elapsedMs(start) };
  } catch (error) {
    const ms = elapsedMs(start);
    if (error instanceof ApiError && error.status < 500)
      return { kind: 'refused', status: error.status, message: error.message, ms };
    return { kind: 'failed', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error), ms };
  }
}

/** Runs `work` over `items` with at most `parallel` in flight. */
export async function inBatches<T, R>(
  items: T[],
  parallel: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(itemAt(items, index), index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/* ------------------------------------------------------------ databases */

async function openSqliteTarget(): Promise<Target> {
  const scratch = await openScratchDatabase('sqlite', { label: 'checkout', postgresUrl: null });
  try {
    await prepareDatabase(scratch.database, { seedDemo: true });
  } catch (error) {
    await scratch.cleanup();
    throw error;
  }
  return { kind: scratch.kind, database: scratch.database, cleanup: scratch.cleanup };
}

async function openPostgresTarget(databaseUrl: string): Promise<Target> {
  const scratch = await openScratchDatabase('postgres', { label: 'checkout', postgresUrl: databaseUrl });
  const { database } = scratch;
  const schema = scratch.schema!;
  const extra: Kysely<Database>[] = [];
  try {
    await prepareDatabase(database, { seedDemo: true });
  } catch (error) {
    await scratch.cleanup().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'PostgreSQL',
    database,
    async widen(poolSize) {
      const { Pool } = await import('pg');
      const pool = new Pool({ connectionString: databaseUrl, max: poolSize, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      extra.push(db);
      return { db, dialect: 'postgres' };
    },
    async watch(work) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      const overlap: Overlap = { inFlight: 0, waiting: 0 };
      let running = true;
      const sampler = (async () => {
        while (running) {
          const { rows } = await client.query<{ in_flight: string; waiting: string }>(
            `with ours as (
               select distinct l.pid from pg_locks l
               join pg_class c on c.oid = l.relation
               join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = $1 and l.pid <> pg_backend_pid()
             )
             select (select count(*) from ours) as in_flight,
                    (select count(*) from pg_stat_activity a join ours using (pid) where a.wait_event_type = 'Lock') as waiting`,
            [schema],
          );
          overlap.inFlight = Math.max(overlap.inFlight, Number(firstItem(rows).in_flight));
          overlap.waiting = Math.max(overlap.waiting, Number(firstItem(rows).waiting));
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      try {
        const result = await work();
        return { result, overlap };
      } finally {
        running = false;
        await sampler.catch(() => undefined);
        await client.end();
      }
    },
    async cleanup() {
      for (const db of extra) await db.destroy();
      await scratch.cleanup();
    },
  };
}

/* ------------------------------------------------------------ customers */

let customerSequence = 0;

/**
 * Signs customers up and in through the auth service: signup, a code sent
 * to the outbox (each from its own client address, as the send limits are
 * per address), the codes read back from the outbox, then verified; the
 * sign-up's confirmation link confirms the address.
 */
export async function signInBuyers(count: number, outbox: string): Promise<Buyer[]> {
  const people = Array.from({ length: count }, () => {
    customerSequence += 1;
    const n = customerSequence;
    return {
      phone: { country_code: '+91', mobile_number: `9${String(100_000_000 + n).slice(-9)}` },
      email: `bench-buyer-${n}@example.com`,
      clientAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    };
  });
  await inBatches(people, SETUP_PARALLEL, async (person) => {
    await signup(parse('signup', { ...person.phone, email: person.email, first_name: 'Asha', last_name: 'Verma' }), {
      token: null,
      clientAddress: person.clientAddress,
    });
    await login(parse('login', person.phone), { token: null, clientAddress: person.clientAddress });
  });
  const codes = new Map<string, string>();
  const confirmations = new Map<string, string>();
  for (const file of fs.readdirSync(outbox)) {
    if (!file.endsWith('.json')) continue;
    const message = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
      channel?: string;
      to?: string;
      body?: string;
    };
    const code = message.channel === 'sms' ? /\b(\d{6})\b/.exec(message.body ?? '')?.[1] : undefined;
    if (code && message.to) codes.set(message.to, code);
    const link =
      message.channel === 'email' ? /confirm-email\?token=([\w-]+)/.exec(message.body ?? '')?.[1] : undefined;
    if (link && message.to) confirmations.set(message.to, link);
    fs.rmSync(path.join(outbox, file));
  }
  return inBatches(people, SETUP_PARALLEL, async (person) => {
    const code = codes.get(`${person.phone.country_code}${person.phone.mobile_number}`);
    if (!code) throw new Error(`No login code reached the outbox for ${person.phone.mobile_number}`);
    const session = await login(parse('login', { ...person.phone, code }), {
      token: null,
      clientAddress: person.clientAddress,
    });
    if (!('token' in session)) throw new Error('Login answered without a token');
    const context = { token: session.token, clientAddress: person.clientAddress };
    // Confirmed addresses, so each order still renders and e-mails its invoice as before.
    const link = confirmations.get(person.email);
    if (!link) throw new Error(`No confirmation e-mail reached the outbox for ${person.email}`);
    await confirmEmail(parse('confirmEmail', { token: link }), context);
    return { id: session.user.id, context };
  });
}

/* ------------------------------------------------------------ catalogue */

/** Sizes of active products, each restocked to `quantity` pieces with nothing held. */
export async function stockSizes(
  db: Kysely<Database>,
  count: number,
  quantity: number,
  skip: number,
): Promise<StockSize[]> {
  const rows = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select(['product_stock.product_id', 'product_stock.size'])
    .where('products.is_active', '=', 1)
    .orderBy('product_stock.product_id')
    .orderBy('product_stock.size')
    .offset(skip)
    .limit(count)
    .execute();
  if (rows.length < count)
    throw new Error(`The catalogue has only ${rows.length} sizes past ${skip}; ${count} are needed`);
  const sizes = rows.map((row) => ({ productId: Number(row.product_id), size: row.size }));
  for (const size of sizes) {
    await db
      .updateTable('product_stock')
      .set({ quantity, reserved: 0 })
      .where('product_id', '=', size.productId)
      .where('size', '=', size.size)
      .execute();
  }
  return sizes;
}

export async function readStock(
  db: Kysely<Database>,
  size: StockSize,
): Promise<{ quantity: number; reserved: number }> {
  const row = await db
    .selectFrom('product_stock')
    .select(['quantity', 'reserved'])
    .where('product_id', '=', size.productId)
    .where('size', '=', size.size)
    .executeTakeFirstOrThrow();
  return { quantity: Number(row.quantity), reserved: Number(row.reserved) };
}

/** Orders that took pieces of a size: how many, and how many pieces, by status. */
export async function countLiveOrders(
  db: Kysely<Database>,
  size: StockSize,
): Promise<{ orders: number; pieces: number }> {
  const row = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number>('order_lines.quantity'), eb.lit(0)).as('pieces'),
    ])
    .where('order_lines.product_id', '=', size.productId)
    .where('order_lines.size', '=', size.size)
    .where('orders.status', 'in', ['pending', 'paid', 'cod_confirmed'])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), pieces: Number(row.pieces) };
}

/* ------------------------------------------------------------ checkout */

/** Puts one piece of `size` in the buyer's (INR) cart; answers the cart subtotal in rupees. */
async function fillCart(buyer: Buyer, size: StockSize): Promise<number> {
  const answer = await addCartItem(
    parse('addCartItem', {
      product_pk: size.productId,
      size: size.size,
      quantity: 1,
      offer_price: 1,
      mrp: 1,
      is_direct_buy: false,
      currency: 'INR',
    }),
    buyer.context,
  );
  return answer.data.subtotal;
}

/** The create-order body as a client sends it (deploy/run-local.ts sends it over HTTP). */
export function orderRequestBody(method: Method, subtotal: number): EndpointInput<'createOrder'> {
  const totalMinor = amountToMinor(subtotal) + (method === 'cod' ? CASH_ON_DELIVERY_FEE_MINOR : 0);
  // Card and cash-on-delivery both send the total in paise (spec section 7).
  return {
    amount: totalMinor,
    currency: 'INR',
    promo_code: '',
    ...DELIVERY,
    ...(method === 'cod' ? { cash_on_delivery: true } : {}),
  };
}

function orderBody(method: Method, subtotal: number): EndpointParsedInput<'createOrder'> {
  return parse('createOrder', orderRequestBody(method, subtotal));
}

/** The card path's browser half: the sandbox checkout's Pay button, then the shop's verify call. */
async function payByCard(buyer: Buyer, order: { data: { id: string; key: string } }): Promise<void> {
  const site = getConfig().SITE_URL.replace(/\/+$/, '');
  const response = await shopFetch(`${site}/sandbox/razorpay/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: order.data.key, order_id: order.data.id }),
  });
  const paid = (await response.json()) as {
    razorpay_payment_id?: string;
    razorpay_order_id?: string;
    razorpay_signature?: string;
  };
  if (!response.ok || !paid.razorpay_payment_id || !paid.razorpay_order_id || !paid.razorpay_signature) {
    throw new Error(`The sandbox checkout refused the payment: ${response.status} ${JSON.stringify(paid)}`);
  }
  const verified = await verifyPayment(
    parse('verifyPayment', {
      razorpay: true,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_signature: paid.razorpay_signature,
    }),
    buyer.context,
  );
  if (verified.status !== 'paid') throw new Error(`The payment left the order ${verified.status}`);
}

/** Places the buyer's order; on the card path, pays it too. */
async function checkout(buyer: Buyer, method: Method, subtotal: number): Promise<void> {
  const placed = await createOrder(orderBody(method, subtotal), buyer.context);
  if (method === 'cod') {
    if (placed.status !== 'cod_confirmed') throw new Error(`A cash-on-delivery order came back ${placed.status}`);
    return;
  }
  if (!('data' in placed)) throw new Error(`The card path answered ${placed.payment_method}`);
  await payByCard(buyer, placed);
}

/* ------------------------------------------------------------ part 1: throughput */

interface ThroughputRow {
  database: DatabaseKind;
  method: Method;
  buyers: number;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  refused: number;
  failed: number;
}

/**
 * Rounds of: every buyer fills a cart (untimed), then all place their order
 * at once (timed). Orders per second = orders over the summed wall time of
 * the ordering phases; latency is each customer's own createOrder call
 * (for the card path: createOrder, the sandbox payment and verify-payment).
 */
async function measureThroughput(
  target: Target,
  buyers: Buyer[],
  sizes: StockSize[],
  method: Method,
  concurrency: number,
  rounds: number,
): Promise<ThroughputRow & { failures: string[] }> {
  const group = buyers.slice(0, concurrency);
  const latencies: number[] = [];
  const failures: string[] = [];
  let wallMs = 0;
  let refused = 0;
  let failed = 0;
  for (let r = 0; r < rounds; r += 1) {
    const subtotals = await Promise.all(
      group.map((buyer, b) => fillCart(buyer, itemAt(sizes, (b * 7 + r) % sizes.length))),
    );
    const start = process.hrtime.bigint();
    const outcomes = await Promise.all(
      group.map((buyer, b) => settle(() => checkout(buyer, method, itemAt(subtotals, b)))),
    );
    wallMs += elapsedMs(start);
    for (const outcome of outcomes) {
      if (outcome.kind === 'ok') latencies.push(outcome.ms);
      else if (outcome.kind === 'refused') {
        refused += 1;
        failures.push(`${outcome.status} ${outcome.message}`);
      } else {
        failed += 1;
        failures.push(outcome.message);
      }
    }
  }
  const stats = summarize(latencies);
  return {
    database: target.kind,
    method,
    buyers: concurrency,
    orders: latencies.length,
    ordersPerSecond: round(latencies.length / (wallMs / 1000), 1),
    p50: round(stats.p50, 1),
    p95: round(stats.p95, 1),
    refused,
    failed,
    failures,
  };
}

/* ------------------------------------------------------------ part 2: flash sale */

interface FlashRun {
  database: DatabaseKind;
  method: Method;
  pool: string;
  buyers: number;
  orders: number;
  refused409: number;
  refusedOther: number;
  failed: number;
  quantity: number;
  reserved: number;
  liveOrders: number;
  soldPieces: number;
  wallMs: number;
  p95: number;
  overlap: Overlap | null;
  messages: Record<string, number>;
}

/**
 * 200 customers, each holding the one piece in the cart, order at the same
 * moment. On the card path the 10 winners then pay, so the held pieces
 * leave the shelf as they do for cash on delivery.
 */
async function runFlashSale(
  target: Target,
  outbox: string,
  method: Method,
  pool: string,
  skip: number,
): Promise<FlashRun> {
  const { db } = target.database;
  const size = firstItem(await stockSizes(db, 1, FLASH_BUYERS, skip));
  const buyers = await signInBuyers(FLASH_BUYERS, outbox);
  // Everyone puts the piece in the cart while there are 200 of it, then the shelf drops to 10: the sale opens.
  const subtotals = await inBatches(buyers, SETUP_PARALLEL, (buyer) => fillCart(buyer, size));
  await db
    .updateTable('product_stock')
    .set({ quantity: FLASH_UNITS, reserved: 0 })
    .where('product_id', '=', size.productId)
    .where('size', '=', size.size)
    .execute();

  const placed: { buyer: Buyer; answer: Awaited<ReturnType<typeof createOrder>> }[] = [];
  const sale = async () => {
    const start = process.hrtime.bigint();
    const outcomes = await Promise.all(
      buyers.map((buyer, b) =>
        settle(async () => {
          placed.push({ buyer, answer: await createOrder(orderBody(method, itemAt(subtotals, b)), buyer.context) });
        }),
      ),
    );
    return { outcomes, wallMs: elapsedMs(start) };
  };
  const { result, overlap } = target.watch ? await target.watch(sale) : { result: await sale(), overlap: null };
  const { outcomes, wallMs } = result;

  const messages: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.kind === 'ok') continue;
    const key = outcome.kind === 'refused' ? `${outcome.status} ${outcome.message}` : `failed: ${outcome.message}`;
    messages[key] = (messages[key] ?? 0) + 1;
  }
  let failedPayments = 0;
  if (method === 'card') {
    for (const { buyer, answer } of placed) {
      const paid = await settle(async () => {
        if (!('data' in answer)) throw new Error(`The card path answered ${answer.payment_method}`);
        await payByCard(buyer, answer);
      });
      if (paid.kind !== 'ok') {
        failedPayments += 1;
        const key = `payment failed: ${paid.message}`;
        messages[key] = (messages[key] ?? 0) + 1;
      }
    }
  }
  const stockLeft = await readStock(db, size);
  const live = await countLiveOrders(db, size);
  return {
    database: target.kind,
    method,
    pool,
    buyers: buyers.length,
    orders: outcomes.filter((outcome) => outcome.kind === 'ok').length,
    refused409: outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.status === 409).length,
    refusedOther: outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.status !== 409).length,
    failed: outcomes.filter((outcome) => outcome.kind === 'failed').length + failedPayments,
    quantity: stockLeft.quantity,
    reserved: stockLeft.reserved,
    liveOrders: live.orders,
    soldPieces: live.pieces,
    wallMs: round(wallMs, 1),
    p95: round(summarize(outcomes.map((outcome) => outcome.ms)).p95, 1),
    overlap,
    messages,
  };
}

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
