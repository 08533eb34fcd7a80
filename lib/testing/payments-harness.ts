import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { resetConfigForTests } from '../server/config';
import type { Database } from '../server/db/schema';
import { clearPayPalTokenCache } from '../server/payments/paypal';
import { findOrderByPublicId, type OrderRow } from '../server/services/orders/repositories/orders';
import { listPaymentsOfOrder, type PaymentRow } from '../server/services/payments/repositories/payments';
import { insertSessionToken } from '../server/services/accounts/repositories/sessions';
import { insertUser } from '../server/services/accounts/repositories/users';
import { hashSessionToken } from '../server/services/accounts/auth';
import { createSandbox, type Sandbox } from '../payment-sandbox';
import { serveOverHttp, type RunningServer } from './serve-over-http';

/**
 * Test wiring for checkout and payments: the sandbox as a real HTTP server on
 * an ephemeral 127.0.0.1 port, serving the shop's webhook routes as well, so
 * provider calls and webhooks travel over real HTTP with real signatures.
 * RAZORPAY_API_BASE and PAYPAL_API_BASE point at it; OUTBOX_DIR at a
 * temporary folder.
 */
export interface PaymentsHarness {
  sandbox: Sandbox;
  server: RunningServer;
  outbox: string;
  /**
   * Every request the sandbox received, as 'METHOD /path', oldest first: the
   * shop's provider calls and the test's own checkout steps. A test that
   * asserts no provider call was made reads what was added during its call.
   */
  sandboxRequests: string[];
  /** The environment the harness set, restored by stop(). */
  stop(): Promise<void>;
}

type RouteHandler = (request: Request) => Promise<Response>;

export async function startPaymentsHarness(routes: Record<string, RouteHandler>): Promise<PaymentsHarness> {
  const sandbox = createSandbox({ webhookMode: 'manual', fetch: (url, init) => fetch(url, init) });
  const sandboxRequests: string[] = [];
  const server = await serveOverHttp(async (request) => {
    const pathname = new URL(request.url).pathname;
    if (pathname.startsWith('/sandbox/')) {
      sandboxRequests.push(`${request.method} ${pathname}`);
      return sandbox.handle(request);
    }
    const route = routes[pathname.endsWith('/') ? pathname : `${pathname}/`];
    return route ? route(request) : new Response('{"error":"not found"}', { status: 404 });
  });
  sandbox.setShopOrigin(server.url);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-payments-outbox-'));
  const saved = { ...process.env };
  for (const key of [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_WEBHOOK_ID',
    'PAYMENT_SANDBOX',
    'SMTP_URL',
    'RAZORPAY_CHECKOUT_URL',
    'PAYPAL_SDK_URL',
  ]) {
    delete process.env[key];
  }
  process.env.RAZORPAY_API_BASE = `${server.url}/sandbox/razorpay`;
  process.env.PAYPAL_API_BASE = `${server.url}/sandbox/paypal`;
  process.env.OUTBOX_DIR = outbox;
  resetConfigForTests();
  clearPayPalTokenCache();
  return {
    sandbox,
    server,
    outbox,
    sandboxRequests,
    async stop() {
      await sandbox.settle();
      await server.close();
      process.env = saved;
      resetConfigForTests();
      clearPayPalTokenCache();
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the harness for the test file (the shop's webhook routes behind
 * `routes`), silences the senders' log, and stops it afterwards.
 */
export function withPaymentsHarness(routes: Record<string, RouteHandler>): () => PaymentsHarness {
  let harness: PaymentsHarness | undefined;
  beforeAll(async () => {
    harness = await startPaymentsHarness(routes);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await harness?.stop();
    jest.restoreAllMocks();
  });
  return () => {
    if (!harness) throw new Error('The payments harness is not running yet');
    return harness;
  };
}

/** The stored order with this public number; a test fails when there is none. */
export async function findOrder(db: Kysely<Database>, orderNumber: string): Promise<OrderRow> {
  const order = await findOrderByPublicId(db, orderNumber);
  if (!order) throw new Error(`No order ${orderNumber}`);
  return order;
}

/** The payment rows of an order, oldest first. */
export async function orderPayments(db: Kysely<Database>, orderNumber: string): Promise<PaymentRow[]> {
  return listPaymentsOfOrder(db, (await findOrder(db, orderNumber)).id);
}

export interface TestCustomer {
  id: number;
  token: string;
  email: string;
  auth: Record<string, string>;
}

let customerSequence = 0;

/**
 * A customer with a live session and a confirmed e-mail address, written
 * straight to the database (login and e-mail confirmation are tested elsewhere).
 */
export async function createTestCustomer(db: Kysely<Database>): Promise<TestCustomer> {
  customerSequence += 1;
  const suffix = `${process.pid % 1000}${String(customerSequence).padStart(5, '0')}`;
  const email = `buyer${suffix}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const now = new Date();
  const id = await insertUser(db, {
    first_name: 'Asha',
    last_name: 'Verma',
    email,
    country_code: '+91',
    mobile_number: `6${suffix.padStart(9, '0')}`.slice(0, 10),
    created_at: now.toISOString(),
    email_confirmed_at: now.toISOString(),
  });
  const token = crypto.randomBytes(32).toString('base64url');
  await insertSessionToken(db, {
    userId: id,
    tokenHash: hashSessionToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
  });
  return { id, token, email, auth: { authorization: `Token ${token}` } };
}

export interface TestProduct {
  id: number;
  name: string;
  size: string;
  priceCents: number;
}

const usedProducts = new Set<number>();

/** An active product no other test of this file used, its M size priced and stocked as asked. */
export async function stockTestProduct(
  db: Kysely<Database>,
  options: { priceCents: number; quantity: number; reserved?: number },
): Promise<TestProduct> {
  const row = await db
    .selectFrom('products')
    .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
    .select(['products.id', 'products.name'])
    .where('products.is_active', '=', 1)
    .where('product_stock.size', '=', 'M')
    .where('products.id', 'not in', [0, ...usedProducts])
    .orderBy('products.id')
    .executeTakeFirstOrThrow();
  usedProducts.add(Number(row.id));
  await db
    .updateTable('products')
    .set({ offer_price_cents: options.priceCents, mrp_cents: options.priceCents * 2 })
    .where('id', '=', row.id)
    .execute();
  await db
    .updateTable('product_stock')
    .set({ quantity: options.quantity, reserved: options.reserved ?? 0 })
    .where('product_id', '=', row.id)
    .where('size', '=', 'M')
    .execute();
  return { id: Number(row.id), name: row.name, size: 'M', priceCents: options.priceCents };
}

export async function readStock(
  db: Kysely<Database>,
  product: TestProduct,
): Promise<{ quantity: number; reserved: number }> {
  const row = await db
    .selectFrom('product_stock')
    .select(['quantity', 'reserved'])
    .where('product_id', '=', product.id)
    .where('size', '=', product.size)
    .executeTakeFirstOrThrow();
  return { quantity: Number(row.quantity), reserved: Number(row.reserved) };
}

/** The delivery fields of spec section 3, filled in. */
export const DELIVERY = {
  delivery_address: '14 Johari Bazaar',
  name: 'Asha Verma',
  country_code: '+91',
  mobile_number: '9829012345',
  pin_code: '302003',
  city: 'Jaipur',
  state: 'Rajasthan',
  comment: 'Please call before delivery',
};
