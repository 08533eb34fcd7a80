/**
 * npm run crash [-- --quick]
 *
 * The crash test of issue 14: the real production server (scripts/serve.mjs,
 * the build in .next) takes orders from concurrent buyers over HTTP (cash on
 * delivery, and card through the payment sandbox with its verify call and
 * webhooks), is killed with SIGKILL at least twice mid-load and started
 * again; then the outbox worker and `payments:reconcile` run as commands.
 * Checked, on SQLite and (with BENCH_DATABASE_URL) PostgreSQL:
 *
 * - every acknowledged order is stored as confirmed;
 * - every confirmed order has exactly one e-mail and one WhatsApp
 *   confirmation recorded as sent, and exactly one file per message key in
 *   the outbox folder (none lost, none twice);
 * - a webhook whose processing a kill interrupted settles its order when it
 *   is delivered again (PostgreSQL: the server is killed while the webhook
 *   waits on the order's row lock, held by this script; SQLite, which has no
 *   row locks: the state such a kill leaves, the event received and not
 *   handled, is written before the redelivery).
 *
 * Needs a production build (`npm run build`). Exits 1 when a check fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { getSandbox } from '../lib/payment-sandbox';
import type { SandboxWebhook } from '../lib/payment-sandbox/webhook-outbox';
import { resetConfigForTests } from '../lib/server/config';
import { openDatabase, setDatabase, type ShopDatabase } from '../lib/server/db/connection';
import { prepareDatabase } from '../lib/server/db/prepare';
import { insertSessionToken } from '../lib/server/services/accounts/repositories/sessions';
import { insertUser } from '../lib/server/services/accounts/repositories/users';
import { hashSessionToken } from '../lib/server/services/accounts/auth';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '../lib/money';
import { DELIVERY } from '../lib/testing/payments-harness';

const root = path.resolve(__dirname, '..');
const quick = process.argv.includes('--quick');
const BUYERS = quick ? 12 : 48;
const KILLS = quick ? 2 : 3;
/** Load between two kills, in milliseconds. */
const LOAD_MS = quick ? 8_000 : 25_000;
const PORT = Number(process.env.CRASH_PORT ?? 3600);
const base = `http://127.0.0.1:${PORT}`;

type Kind = 'SQLite' | 'PostgreSQL';

interface Target {
  kind: Kind;
  database: ShopDatabase;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

interface Buyer {
  id: number;
  auth: Record<string, string>;
}

interface Tally {
  attempts: number;
  acknowledged: Set<string>;
  /** Calls that failed because the server was down or died under them. */
  dropped: number;
  refused: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openTarget(kind: Kind): Promise<Target> {
  if (kind === 'PostgreSQL') {
    const url = process.env.BENCH_DATABASE_URL!;
    const schema = `crash_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: url, schema });
    await prepareDatabase(database, { seedDemo: true });
    return {
      kind,
      database,
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, SQLITE_PATH: '' },
      async cleanup() {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        await database.db.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-sqlite-'));
  const file = path.join(dir, 'shop.db');
  const database = await openDatabase({ sqlitePath: file });
  await prepareDatabase(database, { seedDemo: true });
  return {
    kind,
    database,
    env: { DATABASE_URL: '', SQLITE_PATH: file },
    async cleanup() {
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server as `npm start` runs it (serve.mjs), in its own process group so SIGKILL takes all of it. */
class Server {
  private child: ChildProcess | undefined;
  starts = 0;
  constructor(
    private readonly env: Record<string, string>,
    private readonly log: string,
  ) {}

  async start(): Promise<number> {
    const began = Date.now();
    const out = fs.openSync(this.log, 'a');
    this.child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(PORT)], {
      cwd: root,
      env: { ...process.env, ...this.env, NODE_ENV: 'production' },
      stdio: ['ignore', out, out],
      detached: true,
    });
    fs.closeSync(out);
    this.starts += 1;
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(`The server exited with ${this.child.exitCode}; see ${this.log}`);
      try {
        if ((await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(2000) })).ok) return Date.now() - began;
      } catch {
        // not up yet
      }
      if (Date.now() - began > 180_000) throw new Error(`The server did not answer within 180 s; see ${this.log}`);
      await sleep(200);
    }
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // gone already
    }
    return exited;
  }
}

async function createBuyers(target: Target): Promise<Buyer[]> {
  const { db } = target.database;
  const buyers: Buyer[] = [];
  const now = new Date();
  for (let i = 0; i < BUYERS; i += 1) {
    const id = await insertUser(db, {
      first_name: 'Crash',
      last_name: `Buyer ${i}`,
      email: `crash-buyer-${i}@example.com`,
      country_code: '+91',
      mobile_number: `98${String(10_000_000 + i).slice(-8)}`,
      created_at: now.toISOString(),
      // Confirmed addresses: every confirmation is owed on both channels.
      email_confirmed_at: now.toISOString(),
    });
    const token = crypto.randomBytes(32).toString('base64url');
    await insertSessionToken(db, {
      userId: id,
      tokenHash: hashSessionToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
    buyers.push({
      id,
      auth: { authorization: `Token ${token}`, 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    });
  }
  return buyers;
}

/** Product sizes with plenty of stock, so the kills, not sold-out sizes, decide what happens. */
async function stockUp(target: Target): Promise<{ productId: number; size: string }[]> {
  const { db } = target.database;
  const sizes = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select(['product_stock.product_id as productId', 'product_stock.size as size'])
    .where('products.is_active', '=', 1)
    .orderBy('product_stock.product_id')
    .limit(12)
    .execute();
  for (const size of sizes)
    await db
      .updateTable('product_stock')
      .set({ quantity: 100_000 })
      .where('product_id', '=', size.productId)
      .where('size', '=', size.size)
      .execute();
  return sizes;
}

async function post(
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a 5xx page)
  }
  return { status: response.status, body: parsed };
}

/** One checkout by one buyer: COD (acknowledged by its 200) or card (acknowledged when verify answers paid). */
async function checkoutOnce(
  buyer: Buyer,
  size: { productId: number; size: string },
  method: 'cod' | 'card',
  tally: Tally,
): Promise<void> {
  tally.attempts += 1;
  try {
    const added = await post(
      '/api/cart-items/',
      {
        product_pk: size.productId,
        size: size.size,
        quantity: 1,
        offer_price: 1,
        mrp: 1,
        is_direct_buy: false,
        currency: 'INR',
      },
      buyer.auth,
    );
    if (added.status !== 200) throw new Error(`cart ${added.status}`);
    const subtotal = Number((added.body.data as { subtotal: number }).subtotal);
    const totalMinor = amountToMinor(subtotal) + (method === 'cod' ? CASH_ON_DELIVERY_FEE_MINOR : 0);
    const placed = await post(
      '/api/create-order/',
      {
        amount: totalMinor,
        currency: 'INR',
        promo_code: '',
        ...DELIVERY,
        ...(method === 'cod' ? { cash_on_delivery: true } : {}),
      },
      buyer.auth,
    );
    if (placed.status === 409 || placed.status === 400) {
      tally.refused += 1;
      return;
    }
    if (placed.status !== 200) throw new Error(`create-order ${placed.status}`);
    const orderNumber = String(placed.body.order_id);
    if (method === 'cod') {
      if (placed.body.status === 'cod_confirmed') tally.acknowledged.add(orderNumber);
      return;
    }
    const data = placed.body.data as { id: string; key: string };
    const paid = await post('/sandbox/razorpay/checkout/pay', { key_id: data.key, order_id: data.id });
    if (paid.status !== 200) throw new Error(`sandbox pay ${paid.status}`);
    const verified = await post(
      '/api/verify-payment/',
      { razorpay: true, amount: totalMinor, cart_id: 'ignored', ...paid.body },
      buyer.auth,
    );
    if (verified.status === 200 && verified.body.status === 'paid') tally.acknowledged.add(orderNumber);
    else if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  } catch {
    // The server is down (killed, restarting) or died under the call: try again shortly.
    tally.dropped += 1;
    await sleep(500);
  }
}

/** Buyers ordering one after another (COD and card in turn) until `stop` says so. */
async function runLoad(
  buyers: Buyer[],
  sizes: { productId: number; size: string }[],
  tally: Tally,
  stop: { now: boolean },
): Promise<void> {
  await Promise.all(
    buyers.map(async (buyer, b) => {
      for (let round = 0; !stop.now; round += 1) {
        await checkoutOnce(buyer, sizes[(b + round) % sizes.length]!, (b + round) % 2 === 0 ? 'cod' : 'card', tally);
      }
    }),
  );
}

function runCommand(script: string, env: Record<string, string>): string {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', script],
    {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 && result.status !== 2)
    throw new Error(`${script} exited ${result.status}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The webhook check: a card order paid at the sandbox whose payment.captured
 * processing a kill interrupts; the same webhook delivered again after the
 * restart must settle it (and a third delivery answers duplicate).
 */
async function webhookAfterKill(
  target: Target,
  server: Server,
  buyer: Buyer,
  size: { productId: number; size: string },
): Promise<{ redelivery: string; status: string; killedMidProcessing: boolean }> {
  const { db } = target.database;
  const added = await post(
    '/api/cart-items/',
    {
      product_pk: size.productId,
      size: size.size,
      quantity: 1,
      offer_price: 1,
      mrp: 1,
      is_direct_buy: false,
      currency: 'INR',
    },
    buyer.auth,
  );
  const totalMinor = amountToMinor(Number((added.body.data as { subtotal: number }).subtotal));
  const placed = await post(
    '/api/create-order/',
    { amount: totalMinor, currency: 'INR', promo_code: '', ...DELIVERY },
    buyer.auth,
  );
  const orderNumber = String(placed.body.order_id);
  const providerOrderId = (placed.body.data as { id: string }).id;
  // This script's own sandbox, on the same tables: the payment is captured, its webhooks kept here.
  const sandbox = getSandbox();
  sandbox.setWebhookMode('manual');
  sandbox.setShopOrigin(base);
  const paid = await sandbox.handle(
    new Request(`${base}/sandbox/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: providerOrderId }),
    }),
  );
  if (!paid.ok) throw new Error(`The sandbox refused the payment: ${paid.status}`);
  const captured = sandbox.takeWebhooks().find((webhook) => webhook.eventType === 'payment.captured') as SandboxWebhook;
  const deliver = () =>
    fetch(`${base}/api/webhooks/razorpay/`, {
      method: 'POST',
      headers: captured.headers,
      body: captured.body,
      signal: AbortSignal.timeout(20_000),
    });

  let killedMidProcessing = false;
  if (target.kind === 'PostgreSQL') {
    // Hold the order's row lock: the delivery records the event, then waits inside its processing; the kill lands there.
    await db.transaction().execute(async (trx) => {
      await sql`select id from orders where public_id = ${orderNumber} for update`.execute(trx);
      const first = deliver().catch(() => undefined);
      for (let i = 0; i < 100; i += 1) {
        const row = await target.database.db
          .selectFrom('webhook_events')
          .select('processed_at')
          .where('event_id', '=', captured.eventId)
          .executeTakeFirst();
        if (row) {
          killedMidProcessing = row.processed_at === null;
          break;
        }
        await sleep(100);
      }
      await sleep(300);
      await server.kill('SIGKILL');
      await first;
    });
  } else {
    await server.kill('SIGKILL');
    // What a kill between receiving the event and handling it leaves behind.
    await db
      .insertInto('webhook_events')
      .values({
        provider: 'razorpay',
        event_id: captured.eventId,
        event_type: captured.eventType,
        payload: captured.body,
        received_at: new Date().toISOString(),
        processed_at: null,
      })
      .execute();
    killedMidProcessing = true;
  }
  const pending = await db
    .selectFrom('orders')
    .select('status')
    .where('public_id', '=', orderNumber)
    .executeTakeFirstOrThrow();
  if (pending.status !== 'pending') throw new Error(`The webhook order was ${pending.status} before the redelivery`);
  await server.start();
  const again = await deliver();
  const redelivery = JSON.stringify(await again.json());
  const third = JSON.stringify(await (await deliver()).json());
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('public_id', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return { redelivery: `${again.status} ${redelivery}, then ${third}`, status: order.status, killedMidProcessing };
}

interface OutboxFile {
  channel: string;
  template: string;
  key: string | undefined;
  order: string | undefined;
}

function readOutboxDir(dir: string): OutboxFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const message = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
      const key = (message.idempotencyKey ?? message.idempotency_key) as string | undefined;
      return {
        channel: String(message.channel),
        template: String(message.template),
        key,
        order: (message.meta as { order_id?: string } | undefined)?.order_id,
      };
    });
}

async function runOn(kind: Kind): Promise<boolean> {
  const started = Date.now();
  const target = await openTarget(kind);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-outbox-'));
  const log = path.join(os.tmpdir(), `crash-server-${kind}-${process.pid}.log`);
  const env: Record<string, string> = {
    ...target.env,
    PORT: String(PORT),
    SITE_URL: base,
    PAYMENT_SANDBOX: 'true',
    AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    OUTBOX_DIR: outbox,
    OUTBOX_POLL_MS: '500',
    OUTBOX_LEASE_SECONDS: '3',
    TRUST_PROXY: 'loopback',
    IP_LOCATION_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
    SMTP_URL: '',
    SMS_PROVIDER: 'outbox',
  };
  // This process reads and writes the same database, with the same settings, for setup and checks.
  Object.assign(process.env, env);
  resetConfigForTests();
  setDatabase(target.database);
  let ok = false;
  const server = new Server(env, log);
  try {
    const buyers = await createBuyers(target);
    const sizes = await stockUp(target);
    const firstStartMs = await server.start();
    const tally: Tally = { attempts: 0, acknowledged: new Set(), dropped: 0, refused: 0 };
    const stop = { now: false };
    const load = runLoad(buyers.slice(1), sizes, tally, stop);
    const restartsMs: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(LOAD_MS);
      await server.kill('SIGKILL');
      await sleep(300);
      restartsMs.push(await server.start());
    }
    await sleep(LOAD_MS / 2);
    stop.now = true;
    await load;
    const webhook = await webhookAfterKill(target, server, buyers[0]!, sizes[0]!);
    // The server's worker delivers what the kills left owed (its leases run out after 3 s)...
    await sleep(5_000);
    await server.kill('SIGTERM');
    // ...and the commands finish the rest: reconcile (card payments never verified) and the outbox worker.
    const reconcile = runCommand('scripts/payments-reconcile.ts', env);
    await sleep(3_500);
    const deliver = runCommand('scripts/outbox-deliver.ts', env);

    const { db } = target.database;
    const orders = await db.selectFrom('orders').select(['public_id', 'status', 'payment_method']).execute();
    const confirmed = orders.filter((order) => order.status === 'paid' || order.status === 'cod_confirmed');
    const confirmedSet = new Set(confirmed.map((order) => order.public_id));
    const lostAcknowledged = [...tally.acknowledged].filter((number) => !confirmedSet.has(number));
    const rows = await db
      .selectFrom('notifications')
      .select(['dedupe_key', 'channel', 'sent_at', 'attempts'])
      .where('template', '=', 'order_confirmation')
      .execute();
    const sentRows = new Map<string, number>();
    for (const row of rows)
      if (row.sent_at !== null)
        sentRows.set(`${row.dedupe_key}:${row.channel}`, (sentRows.get(`${row.dedupe_key}:${row.channel}`) ?? 0) + 1);
    const files = readOutboxDir(outbox).filter((file) => file.template === 'order_confirmation');
    const filesPerKey = new Map<string, number>();
    for (const file of files) filesPerKey.set(file.key ?? 'no key', (filesPerKey.get(file.key ?? 'no key') ?? 0) + 1);
    let missingSent = 0;
    let missingFiles = 0;
    for (const order of confirmed) {
      for (const channel of ['email', 'whatsapp']) {
        const key = `order:${order.public_id}:confirmation:${channel}`;
        if (sentRows.get(key) !== 1) missingSent += 1;
        if ((filesPerKey.get(key) ?? 0) === 0) missingFiles += 1;
      }
    }
    const doubles = [...filesPerKey.values()].filter((count) => count > 1).length;
    const retried = rows.filter((row) => row.attempts > 1).length;
    const stillPending = orders.filter((order) => order.status === 'pending').length;

    const figures = [
      `crash test on ${kind}${quick ? ' (quick)' : ''}: ${buyers.length - 1} buyers, ${KILLS} SIGKILLs under load + 1 mid-webhook, ${Math.round((Date.now() - started) / 1000)} s`,
      `  server start: ${firstStartMs} ms; restarts after SIGKILL: ${restartsMs.map((ms) => `${ms} ms`).join(', ')}`,
      `  checkouts tried: ${tally.attempts}; acknowledged: ${tally.acknowledged.size}; failed while the server was down or being killed: ${tally.dropped}; refused (4xx): ${tally.refused}`,
      `  orders stored: ${orders.length}; confirmed (paid or COD): ${confirmed.length}; still pending: ${stillPending}`,
      `  acknowledged orders not confirmed: ${lostAcknowledged.length}`,
      `  confirmation messages owed: ${confirmed.length * 2}; recorded sent: ${[...sentRows.values()].length}; missing: ${missingSent}; retried after a kill: ${retried}`,
      `  outbox files (confirmations): ${files.length}; keys with a file missing: ${missingFiles}; keys written twice: ${doubles}`,
      `  webhook killed mid-processing: ${webhook.killedMidProcessing ? 'yes' : 'no (the event was not recorded before the kill)'}; redelivery answered ${webhook.redelivery}; order ${webhook.status}`,
      `  ${reconcile
        .split('\n')
        .slice(1, 3)
        .map((line) => line.trim())
        .join('; ')}`,
      `  ${deliver
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .join('; ')}`,
    ];
    console.log(figures.join('\n'));
    const failures: string[] = [];
    if (server.starts < KILLS + 2) failures.push('fewer restarts than kills');
    if (tally.acknowledged.size === 0) failures.push('no order was acknowledged');
    if (lostAcknowledged.length > 0) failures.push(`${lostAcknowledged.length} acknowledged orders are not confirmed`);
    if (missingSent > 0) failures.push(`${missingSent} owed confirmations are not recorded as sent exactly once`);
    if (missingFiles > 0) failures.push(`${missingFiles} confirmations have no outbox file`);
    if (doubles > 0) failures.push(`${doubles} confirmations were written twice`);
    if (files.some((file) => !file.key)) failures.push('a confirmation file carries no idempotency key');
    if (webhook.status !== 'paid')
      failures.push(`the webhook redelivered after the kill left its order ${webhook.status}`);
    if (!webhook.redelivery.startsWith('200 {"received":true}'))
      failures.push('the redelivered webhook was not processed');
    for (const failure of failures) console.log(`  FAIL: ${failure}`);
    ok = failures.length === 0;
    if (ok) console.log('  PASS');
  } finally {
    await server.kill('SIGKILL');
    setDatabase(undefined);
    await target.cleanup().catch(() => undefined);
    fs.rmSync(outbox, { recursive: true, force: true });
    if (ok) fs.rmSync(log, { force: true });
    else console.log(`  server log: ${log}`);
  }
  return ok;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first.');
  const kinds: Kind[] = ['SQLite'];
  if (process.env.BENCH_DATABASE_URL) kinds.push('PostgreSQL');
  else console.log('crash test: BENCH_DATABASE_URL unset, PostgreSQL skipped');
  let ok = true;
  for (const kind of kinds) ok = (await runOn(kind)) && ok;
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
