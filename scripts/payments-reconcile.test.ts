import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { POST as addCartItem } from '@/app/api/cart-items/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { createOrderCardResponse } from '@/lib/contract';
import { getSandbox } from '@/lib/payment-sandbox';
import { resetConfigForTests } from '@/lib/server/config';
import { orderConfirmationKey } from '@/lib/server/services/messages/notifications';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import { DELIVERY, createTestCustomer, findOrder, stockTestProduct } from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';

/**
 * `npm run payments:reconcile` as cron runs it: its own process, and no
 * server anywhere (SITE_URL names a port nobody listens on). With no provider
 * keys the payments go to the sandbox, whose state is in the shop's database;
 * the command must answer it in its own process (lib/shop-process.ts).
 */
jest.setTimeout(120_000);
const root = path.resolve(__dirname, '..');
const database = withTestDatabase();
const outbox = withTemporaryOutbox();
const saved = { ...process.env };
let siteUrl = '';

/** A loopback port that was free a moment ago and is closed now: nothing answers there. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  siteUrl = `http://127.0.0.1:${await closedPort()}`;
  for (const key of Object.keys(process.env)) {
    if (/^(RAZORPAY|PAYPAL)_|^PAYMENT_SANDBOX$|^SMTP_URL$/.test(key)) delete process.env[key];
  }
  process.env.SITE_URL = siteUrl;
  resetConfigForTests();
  // This test process plays the shopper's side: placing the order and paying in the sandbox, in-process.
  // The sandbox tells the shop nothing: only the reconcile command may find the payment.
  getSandbox().setWebhookMode('off');
});

afterAll(() => {
  getSandbox().setWebhookMode('auto');
  process.env = saved;
  resetConfigForTests();
});

function runReconcile() {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'scripts/payments-reconcile.ts',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, ...database().env, SITE_URL: siteUrl, OUTBOX_DIR: outbox(), OUTBOX_WORKER: 'off' },
    },
  );
}

async function sentConfirmations(orderNumber: string) {
  return database()
    .db.selectFrom('notifications')
    .select(['channel', 'sent_at'])
    .where('dedupe_key', '=', orderConfirmationKey(orderNumber))
    .orderBy('channel')
    .execute();
}

it('settles a payment approved at the sandbox with no server running, and confirms the order once however often it runs', async () => {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents: 1500, quantity: 10 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      { product_pk: product.id, size: product.size, quantity: 2, is_direct_buy: false, currency: 'USD' },
      customer.auth,
    ),
  );
  expect(added.status).toBe(200);
  const placed = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson({ amount: 3000, currency: 'USD', promo_code: 'Nil', ...DELIVERY }, customer.auth),
  );
  expect(placed.status).toBe(200);
  const { order_id: orderNumber, data } = createOrderCardResponse.parse(placed.body);
  // The stand-in checkout's Pay button; the verify call that would follow never comes.
  const paid = await getSandbox().handle(
    new Request(`${siteUrl}/sandbox/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: data.id }),
    }),
  );
  expect(paid.status).toBe(200);
  expect((await findOrder(db, orderNumber)).status).toBe('pending');

  const first = runReconcile();
  expect({ status: first.status, stderr: first.stderr }).toEqual({ status: 0, stderr: '' });
  expect(first.stdout).toMatch(/paid \(payment found and settled\): +1\n/);
  expect(first.stdout).toMatch(/provider calls that failed \(retry later\): +0\n/);
  expect((await findOrder(db, orderNumber)).status).toBe('paid');

  const second = runReconcile();
  expect({ status: second.status, stderr: second.stderr }).toEqual({ status: 0, stderr: '' });
  expect(second.stdout).toMatch(/paid \(payment found and settled\): +0\n/);

  // One confirmation per channel, sent once.
  expect(await sentConfirmations(orderNumber)).toEqual([
    { channel: 'email', sent_at: expect.any(String) },
    { channel: 'whatsapp', sent_at: expect.any(String) },
  ]);
  const messages = readOutbox(outbox(), orderNumber).map((message) => message.channel);
  expect(messages.sort()).toEqual(['email', 'whatsapp']);
});
