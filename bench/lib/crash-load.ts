/**
 * The crash test's traffic (bench/crash.ts): buyers ordering over HTTP while
 * the server is killed, the webhook interrupted by a kill, and the outbox
 * files the run leaves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { getSandbox } from '../../lib/payment-sandbox';
import type { SandboxWebhook } from '../../lib/payment-sandbox/webhook-outbox';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '../../lib/money';
import { DELIVERY } from '../../lib/testing/payments-harness';
import { base, sleep, type Buyer, type Server, type Target } from './crash-setup';

export interface Tally {
  attempts: number;
  acknowledged: Set<string>;
  /** Calls that failed because the server was down or died under them. */
  dropped: number;
  refused: number;
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
export async function runLoad(
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

/**
 * The webhook check: a card order paid at the sandbox whose payment.captured
 * processing a kill interrupts; the same webhook delivered again after the
 * restart must settle it (and a third delivery answers duplicate).
 */
export async function webhookAfterKill(
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

export function readOutboxDir(dir: string): OutboxFile[] {
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
