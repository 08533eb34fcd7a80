/**
 * POST /api/webhooks/razorpay/ and /api/webhooks/paypal/, as the payment
 * sandbox sends them over real HTTP: signatures over the raw body (Razorpay)
 * or verified by the provider (PayPal), one processing per event id, and one
 * paid transition however many deliveries arrive at once.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { apiErrorBody, createOrderCardResponse, createOrderWalletResponse, listOrdersResponse } from '@/lib/contract';
import { resetConfigForTests, SANDBOX_CREDENTIALS } from '@/lib/server/config';
import { clearPayPalTokenCache, getPayPalClient } from '@/lib/server/payments/paypal';
import { INVALID_WEBHOOK_SIGNATURE_MESSAGE } from '@/lib/server/services/payments/payment-webhooks';
import type { SandboxWebhook } from '@/lib/payment-sandbox';
import { paypalTransmissionSignature } from '@/lib/payment-sandbox/paypal-webhooks';
import { readOutbox } from '@/lib/testing/outbox';
import {
  createTestCustomer,
  findOrder,
  orderPayments,
  DELIVERY,
  readStock,
  withPaymentsHarness,
  stockTestProduct,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { serveOverHttp } from '@/lib/testing/serve-over-http';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { GET as listOrders } from './orders/route';
import { POST as verifyPayment } from './verify-payment/route';
import { POST as razorpayWebhook } from './webhooks/razorpay/route';
import { POST as paypalWebhook } from './webhooks/paypal/route';
import { firstItem } from '@/lib/list';

jest.setTimeout(60_000);
const database = withTestDatabase();
const harness = withPaymentsHarness({
  '/api/webhooks/razorpay/': razorpayWebhook,
  '/api/webhooks/paypal/': paypalWebhook,
});
beforeEach(() => harness().sandbox.setWebhookMode('manual'));
afterEach(() => {
  harness().sandbox.takeWebhooks();
});

interface Placed {
  customer: TestCustomer;
  product: TestProduct;
  orderNumber: string;
  providerOrderId: string;
  totalMinor: number;
}

async function place(method: 'razorpay' | 'paypal'): Promise<Placed> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents: 1250, quantity: 10 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: 'M', quantity: 2, currency: 'USD' }, customer.auth),
  );
  expect(added.status).toBe(200);
  const body =
    method === 'razorpay'
      ? { amount: 2500, currency: 'USD', ...DELIVERY }
      : { amount: 25, currency: 'USD', razorpay: false, ...DELIVERY };
  const created = await callRoute(createOrder, '/api/create-order/', postJson(body, customer.auth));
  expect(created.status).toBe(200);
  if (method === 'razorpay') {
    const answer = createOrderCardResponse.parse(created.body);
    return { customer, product, orderNumber: answer.order_id, providerOrderId: answer.data.id, totalMinor: 2500 };
  }
  const answer = createOrderWalletResponse.parse(created.body);
  return { customer, product, orderNumber: answer.order_id, providerOrderId: answer.id, totalMinor: 2500 };
}

async function sandboxPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${harness().server.url}/sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function payAtRazorpay(providerOrderId: string, outcome: 'pay' | 'fail' = 'pay') {
  return sandboxPost(`razorpay/checkout/${outcome}`, { key_id: 'rzp_test_sandbox', order_id: providerOrderId });
}

function taken(eventType: string): SandboxWebhook {
  const webhooks = harness().sandbox.takeWebhooks();
  const found = webhooks.find((webhook) => webhook.eventType === eventType);
  if (!found)
    throw new Error(`No ${eventType} webhook among ${webhooks.map((webhook) => webhook.eventType).join(', ')}`);
  return found;
}

async function send(
  webhook: SandboxWebhook,
  changes: { body?: string; headers?: Record<string, string | undefined> } = {},
) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...webhook.headers, ...changes.headers }))
    if (value !== undefined) headers[name] = value;
  const response = await harness().sandbox.deliverWebhook({ ...webhook, headers, body: changes.body ?? webhook.body });
  return { status: response.status, body: (await response.json()) as unknown };
}

function order(orderNumber: string) {
  return findOrder(database().db, orderNumber);
}

function payments(orderNumber: string) {
  return orderPayments(database().db, orderNumber);
}

function sign(body: string, secret: string) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

/** Everything a settled payment would have changed: the order, its payments, its stock and its messages. */
async function paymentTraces(placed: Placed) {
  const { status, paid_at, last_payment_error } = await order(placed.orderNumber);
  return {
    order: { status, paid_at, last_payment_error },
    payments: (await payments(placed.orderNumber)).map((row) => [row.status, Number(row.amount_minor)]),
    stock: await readStock(database().db, placed.product),
    messages: readOutbox(harness().outbox, placed.orderNumber).length,
  };
}

describe('POST /api/webhooks/razorpay/', () => {
  it('marks the order paid from payment.captured alone, as the provider sends it', async () => {
    harness().sandbox.setWebhookMode('auto');
    const placed = await place('razorpay');
    expect((await payAtRazorpay(placed.providerOrderId)).status).toBe(200);
    await harness().sandbox.settle();
    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await payments(placed.orderNumber)).toHaveLength(1);
    expect(
      readOutbox(harness().outbox, placed.orderNumber)
        .map((message) => message.channel)
        .sort(),
    ).toEqual(['email', 'whatsapp']);
    // Both events (payment.captured and order.paid) were recorded, each once.
    const events = await database()
      .db.selectFrom('webhook_events')
      .select(['event_type', 'processed_at'])
      .where('provider', '=', 'razorpay')
      .execute();
    expect(events.filter((event) => event.processed_at !== null).map((event) => event.event_type)).toEqual(
      expect.arrayContaining(['payment.captured', 'order.paid']),
    );
  });

  it('refuses a re-serialised body, a wrong secret or no signature, and changes nothing', async () => {
    const placed = await place('razorpay');
    await payAtRazorpay(placed.providerOrderId);
    const webhook = taken('payment.captured');
    const reserialised = JSON.stringify(JSON.parse(webhook.body), null, 2);
    const compact = JSON.stringify(JSON.parse(webhook.body));
    const spaced = webhook.body.replace('"event":', '"event": ');
    for (const attempt of [
      { body: reserialised },
      { body: spaced },
      { headers: { 'x-razorpay-signature': sign(webhook.body, 'some_other_secret') } },
      { headers: { 'x-razorpay-signature': undefined } },
      { headers: { 'x-razorpay-signature': sign(webhook.body, 'sandbox_webhook_secret').slice(0, 40) } },
    ]) {
      const { status, body } = await send(webhook, attempt);
      expect(status).toBe(400);
      expect(apiErrorBody.parse(body)).toMatchObject({
        code: 'invalid_request',
        message: INVALID_WEBHOOK_SIGNATURE_MESSAGE,
      });
    }
    expect(compact).toBe(webhook.body);
    expect((await order(placed.orderNumber)).status).toBe('pending');
    expect(
      await database().db.selectFrom('webhook_events').select('id').where('event_id', '=', webhook.eventId).execute(),
    ).toHaveLength(0);

    // The route handler in-process answers the same way, and the genuine delivery is accepted.
    const direct = await callRoute(razorpayWebhook, '/api/webhooks/razorpay/', {
      method: 'POST',
      headers: { ...webhook.headers, 'x-razorpay-signature': '0'.repeat(64) },
      body: webhook.body,
    });
    expect(direct.status).toBe(400);
    const genuine = await callRoute(razorpayWebhook, '/api/webhooks/razorpay/', {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });
    expect(genuine).toMatchObject({ status: 200, body: { received: true } });
    expect((await order(placed.orderNumber)).status).toBe('paid');
  });

  it('keeps a correctly signed payment.captured for less than the order total as a mismatch: the order is not paid', async () => {
    const placed = await place('razorpay');
    await payAtRazorpay(placed.providerOrderId);
    const captured = taken('payment.captured');
    const event = JSON.parse(captured.body) as { payload: { payment: { entity: { id: string; amount: number } } } };
    const payment = { ...event.payload.payment.entity, amount: placed.totalMinor - 1 };
    // Signed with the shop's own webhook secret: only the amount check stands between it and a paid order.
    const short = JSON.stringify({ ...event, payload: { ...event.payload, payment: { entity: payment } } });
    const answer = await send(captured, {
      body: short,
      headers: {
        'x-razorpay-event-id': `${captured.eventId}-short`,
        'x-razorpay-signature': sign(short, SANDBOX_CREDENTIALS.razorpay.webhookSecret),
      },
    });

    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await paymentTraces(placed)).toEqual({
      order: {
        status: 'pending',
        paid_at: null,
        last_payment_error: `Webhook payment.captured: payment ${payment.id} is captured for 2499 USD`,
      },
      payments: [['mismatch', 2499]],
      stock: { quantity: 10, reserved: 2 },
      messages: 0,
    });
  });

  it('makes one paid transition, one stock commit and one e-mail from ten parallel deliveries', async () => {
    const placed = await place('razorpay');
    await payAtRazorpay(placed.providerOrderId);
    const webhooks = harness().sandbox.takeWebhooks();
    const captured = webhooks.find((webhook) => webhook.eventType === 'payment.captured')!;
    const paid = webhooks.find((webhook) => webhook.eventType === 'order.paid')!;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => send(captured)),
      ...Array.from({ length: 10 }, () => send(paid)),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => (answer.body as { duplicate?: boolean }).duplicate === true)).toHaveLength(18);

    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await payments(placed.orderNumber)).toHaveLength(1);
    const messages = readOutbox(harness().outbox, placed.orderNumber);
    expect(messages.filter((message) => message.channel === 'email')).toHaveLength(1);
    expect(messages.filter((message) => message.channel === 'whatsapp')).toHaveLength(1);
  });

  it('notes payment.failed on a pending order, which stays payable, and never moves a paid order back', async () => {
    const placed = await place('razorpay');
    const failed = await payAtRazorpay(placed.providerOrderId, 'fail');
    const failure = taken('payment.failed');
    expect((await send(failure)).status).toBe(200);
    const pending = await order(placed.orderNumber);
    expect(pending.status).toBe('pending');
    expect(pending.last_payment_error).toContain('declined');
    const failedId = (failed.body.error as { metadata: { payment_id: string } }).metadata.payment_id;
    expect(await payments(placed.orderNumber)).toEqual([
      expect.objectContaining({ status: 'failed', provider_payment_id: failedId }),
    ]);

    // The shopper tries again and pays; a late failure event for the first try arrives after.
    const paid = await payAtRazorpay(placed.providerOrderId);
    const verified = await callRoute(
      verifyPayment,
      '/api/verify-payment/',
      postJson({ razorpay: true, ...paid.body }, placed.customer.auth),
    );
    expect(verified.status).toBe(200);
    const lateFailure = {
      ...failure,
      eventId: `${failure.eventId}-late`,
      headers: { ...failure.headers, 'x-razorpay-event-id': `${failure.eventId}-late` },
    };
    expect((await send(lateFailure)).status).toBe(200);
    expect(await order(placed.orderNumber)).toMatchObject({ status: 'paid', last_payment_error: null });
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
  });

  it('ignores events it does not handle and events of unknown orders', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'refund.created', contains: [], payload: {}, created_at: 1 });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': 'evt_ignored00001',
      'x-razorpay-signature': sign(body, 'sandbox_webhook_secret'),
    };
    expect(
      await callRoute(razorpayWebhook, '/api/webhooks/razorpay/', { method: 'POST', headers, body }),
    ).toMatchObject({ status: 200 });
    const notJson = 'not json';
    const refused = await callRoute(razorpayWebhook, '/api/webhooks/razorpay/', {
      method: 'POST',
      headers: { ...headers, 'x-razorpay-signature': sign(notJson, 'sandbox_webhook_secret') },
      body: notJson,
    });
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body).field).toBe('body');
  });
});

async function refundedInHistory(placed: Placed) {
  const { body } = await callRoute(listOrders, '/api/orders/', { headers: placed.customer.auth });
  const summary = listOrdersResponse.parse(body).data.find((entry) => entry.order_id === placed.orderNumber);
  return { status: summary?.status, refunded: summary?.refunded };
}

describe('a webhook counts as handled only together with its effect (issue 14)', () => {
  async function eventRow(eventId: string) {
    return database()
      .db.selectFrom('webhook_events')
      .select(['processed_at'])
      .where('provider', '=', 'razorpay')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  }

  async function confirmationRows(orderNumber: string) {
    return database()
      .db.selectFrom('notifications')
      .select(['channel', 'sent_at'])
      .where('dedupe_key', '=', `order:${orderNumber}:confirmation`)
      .orderBy('channel')
      .execute();
  }

  it('processes a redelivery of an event whose first delivery was recorded but killed before its effect', async () => {
    const placed = await place('razorpay');
    await payAtRazorpay(placed.providerOrderId);
    const captured = taken('payment.captured');
    // What a process killed right after recording the event leaves behind: the event received, not handled.
    await database()
      .db.insertInto('webhook_events')
      .values({
        provider: 'razorpay',
        event_id: captured.eventId,
        event_type: 'payment.captured',
        payload: captured.body,
        received_at: new Date().toISOString(),
        processed_at: null,
      })
      .execute();
    expect((await order(placed.orderNumber)).status).toBe('pending');

    expect(await send(captured)).toMatchObject({ status: 200, body: { received: true } });
    expect((await send(captured)).body).toEqual({ received: true, duplicate: true });
    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect((await eventRow(captured.eventId))?.processed_at).not.toBeNull();
    expect(await payments(placed.orderNumber)).toHaveLength(1);
    expect((await confirmationRows(placed.orderNumber)).map((row) => [row.channel, row.sent_at !== null])).toEqual([
      ['email', true],
      ['whatsapp', true],
    ]);
  });

  it('rolls the handled mark back with an effect that fails mid-way, so the redelivery settles the order', async () => {
    const { db, dialect } = database();
    const placed = await place('razorpay');
    await payAtRazorpay(placed.providerOrderId);
    const captured = taken('payment.captured');
    // The database refuses the payment row (a trigger), after the event was marked handled in the same transaction.
    if (dialect === 'sqlite') {
      await sql`create trigger payment_refused before insert on payments begin select raise(abort, 'simulated crash mid-effect'); end`.execute(
        db,
      );
    } else {
      await sql`create function payment_refused() returns trigger language plpgsql as $$ begin raise exception 'simulated crash mid-effect'; end $$`.execute(
        db,
      );
      await sql`create trigger payment_refused before insert on payments for each row execute function payment_refused()`.execute(
        db,
      );
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await send(captured)).status).toBe(500);
    } finally {
      await sql`drop trigger payment_refused${dialect === 'postgres' ? sql` on payments` : sql``}`.execute(db);
      if (dialect === 'postgres') await sql`drop function payment_refused()`.execute(db);
      error.mockRestore();
    }
    // Received, not handled; nothing of the effect is there, not even the messages it would owe.
    expect(await eventRow(captured.eventId)).toEqual({ processed_at: null });
    expect((await order(placed.orderNumber)).status).toBe('pending');
    expect(await payments(placed.orderNumber)).toHaveLength(0);
    expect(await confirmationRows(placed.orderNumber)).toEqual([]);

    expect(await send(captured)).toMatchObject({ status: 200, body: { received: true } });
    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect(await readStock(db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect((await eventRow(captured.eventId))?.processed_at).not.toBeNull();
    expect(await confirmationRows(placed.orderNumber)).toHaveLength(2);
    const messages = readOutbox(harness().outbox, placed.orderNumber);
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
  });
});

describe('Razorpay refunds: POST /api/webhooks/razorpay/ with refund events', () => {
  const { keyId, keySecret, webhookSecret } = SANDBOX_CREDENTIALS.razorpay;

  /** Places a card order and pays it through the verify call; answers the Razorpay payment id. */
  async function placeAndPay(): Promise<Placed & { paymentId: string }> {
    const placed = await place('razorpay');
    const paid = await payAtRazorpay(placed.providerOrderId);
    const verified = await callRoute(
      verifyPayment,
      '/api/verify-payment/',
      postJson({ razorpay: true, ...paid.body }, placed.customer.auth),
    );
    expect(verified.status).toBe(200);
    harness().sandbox.takeWebhooks();
    return { ...placed, paymentId: String(paid.body.razorpay_payment_id) };
  }

  /** POST /v1/payments/:id/refund at the sandbox, as the shop owner's dashboard or API would. */
  async function refundAtRazorpay(paymentId: string, amount?: number) {
    const response = await fetch(`${harness().server.url}/sandbox/razorpay/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(amount === undefined ? {} : { amount }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function signedRefundEvent(
    refund: { id: string; payment_id: string; amount: number; currency: string },
    eventId: string,
  ) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_SandboxShop001',
      event: 'refund.processed',
      contains: ['refund'],
      payload: { refund: { entity: { ...refund, entity: 'refund', status: 'processed', created_at: 1 } } },
      created_at: 1,
    });
    return {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': sign(body, webhookSecret),
      body,
    };
  }

  async function postSigned({ body, ...headers }: ReturnType<typeof signedRefundEvent>) {
    return callRoute(razorpayWebhook, '/api/webhooks/razorpay/', { method: 'POST', headers, body });
  }

  it('moves paid → partially_refunded → refunded as refund.processed events arrive, and shows the amount in the history', async () => {
    const placed = await placeAndPay();
    const first = await refundAtRazorpay(placed.paymentId, 1000);
    expect(first).toMatchObject({
      status: 200,
      body: { entity: 'refund', amount: 1000, currency: 'USD', payment_id: placed.paymentId, status: 'processed' },
    });
    const firstProcessed = taken('refund.processed');
    expect(await send(firstProcessed)).toMatchObject({ status: 200, body: { received: true } });
    expect((await order(placed.orderNumber)).status).toBe('partially_refunded');
    expect(await refundedInHistory(placed)).toEqual({ status: 'partially_refunded', refunded: 10 });

    const rest = await refundAtRazorpay(placed.paymentId);
    expect(rest).toMatchObject({ status: 200, body: { amount: 1500 } });
    const webhooks = harness().sandbox.takeWebhooks();
    const created = webhooks.find((webhook) => webhook.eventType === 'refund.created');
    const processed = webhooks.find((webhook) => webhook.eventType === 'refund.processed');
    if (!created || !processed) throw new Error('The sandbox sent no refund events');
    expect(JSON.parse(processed.body)).toMatchObject({
      payload: { payment: { entity: { status: 'refunded', amount_refunded: 2500, refund_status: 'full' } } },
    });
    expect(await send(processed)).toMatchObject({ status: 200, body: { received: true } });
    expect((await order(placed.orderNumber)).status).toBe('refunded');
    expect(await refundedInHistory(placed)).toEqual({ status: 'refunded', refunded: 25 });
    // refund.created of the same refund (already processed) counts nothing twice.
    expect(await send(created)).toMatchObject({ status: 200, body: { received: true } });

    expect(
      (await payments(placed.orderNumber)).map((payment) => [payment.status, Number(payment.amount_minor)]),
    ).toEqual([
      ['captured', 2500],
      ['refunded', 1000],
      ['refunded', 1500],
    ]);
    // No automatic restock (docs/DEVIATIONS.md): the two pieces stay sold.
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
  });

  it('changes nothing when a refund event is delivered again, under its own or a new event id', async () => {
    const placed = await placeAndPay();
    await refundAtRazorpay(placed.paymentId, 1000);
    const processed = taken('refund.processed');
    expect((await send(processed)).status).toBe(200);
    expect(await send(processed)).toMatchObject({ status: 200, body: { duplicate: true } });
    const redelivered = {
      ...processed,
      eventId: `${processed.eventId}-again`,
      headers: { ...processed.headers, 'x-razorpay-event-id': `${processed.eventId}-again` },
    };
    expect(await send(redelivered)).toMatchObject({ status: 200, body: { received: true } });
    expect(await send(processed, { headers: { 'x-razorpay-event-id': undefined } })).toMatchObject({ status: 200 });

    expect((await order(placed.orderNumber)).status).toBe('partially_refunded');
    expect(await payments(placed.orderNumber)).toHaveLength(2);
    expect(await refundedInHistory(placed)).toEqual({ status: 'partially_refunded', refunded: 10 });
  });

  it('records a refund larger than the capture but never counts more than was captured, and logs it', async () => {
    const placed = await placeAndPay();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await postSigned(
        signedRefundEvent(
          { id: 'rfnd_TooMuch0000001', payment_id: placed.paymentId, amount: 9000, currency: 'USD' },
          'evt_toomuch000001',
        ),
      );
      expect(answer).toMatchObject({ status: 200, body: { received: true } });
      expect(errors.mock.calls.some(([line]) => String(line).includes('refunds exceed the captured amount'))).toBe(
        true,
      );
    } finally {
      errors.mockRestore();
    }
    expect(
      (await payments(placed.orderNumber)).map((payment) => [payment.status, Number(payment.amount_minor)]),
    ).toEqual([
      ['captured', 2500],
      ['refunded', 9000],
    ]);
    expect(await refundedInHistory(placed)).toEqual({ status: 'refunded', refunded: 25 });
  });

  it('answers 200 to a refund of a payment it does not know, logs it and changes nothing', async () => {
    const placed = await placeAndPay();
    const before = await database()
      .db.selectFrom('payments')
      .select(({ fn }) => fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const logged = jest.mocked(console.log);
    logged.mockClear();
    const answer = await postSigned(
      signedRefundEvent(
        { id: 'rfnd_Unknown000001', payment_id: 'pay_NobodyKnows01', amount: 2500, currency: 'USD' },
        'evt_unknownrefund1',
      ),
    );
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(logged.mock.calls.some(([line]) => String(line).includes('razorpay refund for an unknown payment'))).toBe(
      true,
    );
    const after = await database()
      .db.selectFrom('payments')
      .select(({ fn }) => fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect((await order(placed.orderNumber)).status).toBe('paid');
  });

  it('never moves a refunded order back to paid when a payment event arrives late', async () => {
    const placed = await place('razorpay');
    const paid = await payAtRazorpay(placed.providerOrderId);
    const captured = taken('payment.captured');
    expect((await send(captured)).status).toBe(200);
    await refundAtRazorpay(String(paid.body.razorpay_payment_id));
    expect((await send(taken('refund.processed'))).status).toBe(200);
    expect((await order(placed.orderNumber)).status).toBe('refunded');

    const late = {
      ...captured,
      eventId: `${captured.eventId}-late`,
      headers: { ...captured.headers, 'x-razorpay-event-id': `${captured.eventId}-late` },
    };
    expect((await send(late)).status).toBe(200);
    const verified = await callRoute(
      verifyPayment,
      '/api/verify-payment/',
      postJson({ razorpay: true, ...paid.body }, placed.customer.auth),
    );
    expect(verified.status).toBe(200);
    expect((await order(placed.orderNumber)).status).toBe('refunded');
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
  });
});

describe('POST /api/webhooks/paypal/', () => {
  async function approveAndCapture(placed: Placed, outcome: 'approve' | 'decline' = 'approve') {
    expect(
      (
        await sandboxPost('paypal/checkout/approve', {
          client_id: 'sandbox-client',
          order_id: placed.providerOrderId,
          outcome,
        })
      ).status,
    ).toBe(200);
    // Captured outside the verify call (as if the browser closed): only the webhook tells the shop.
    return getPayPalClient().captureOrder(placed.providerOrderId, `elsewhere-${placed.orderNumber}`);
  }

  it('marks the order paid from PAYMENT.CAPTURE.COMPLETED, verified through PayPal', async () => {
    harness().sandbox.setWebhookMode('auto');
    const placed = await place('paypal');
    await approveAndCapture(placed);
    await harness().sandbox.settle();
    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await payments(placed.orderNumber)).toEqual([
      expect.objectContaining({ provider: 'paypal', status: 'captured', amount_minor: 2500 }),
    ]);
    expect(readOutbox(harness().outbox, placed.orderNumber)).toHaveLength(2);
  });

  it('refuses forged or missing transmission headers and a changed body', async () => {
    const placed = await place('paypal');
    await approveAndCapture(placed);
    const webhook = taken('PAYMENT.CAPTURE.COMPLETED');
    const event = JSON.parse(webhook.body) as { resource: { amount: { value: string } } };
    const cheaper = JSON.stringify({
      ...event,
      resource: { ...event.resource, amount: { ...event.resource.amount, value: '1.00' } },
    });
    for (const attempt of [
      { headers: { 'paypal-transmission-sig': Buffer.from('forged signature').toString('base64') } },
      { headers: { 'paypal-transmission-id': crypto.randomUUID() } },
      { headers: { 'paypal-transmission-time': new Date(Date.now() + 1000).toISOString() } },
      { headers: { 'paypal-cert-url': 'https://attacker.example/cert.pem' } },
      { headers: { 'paypal-transmission-sig': undefined } },
      { body: cheaper },
    ]) {
      const { status, body } = await send(webhook, attempt);
      expect(status).toBe(400);
      expect(apiErrorBody.parse(body).message).toBe(INVALID_WEBHOOK_SIGNATURE_MESSAGE);
    }
    expect((await order(placed.orderNumber)).status).toBe('pending');
    expect((await send(webhook)).status).toBe(200);
    expect((await order(placed.orderNumber)).status).toBe('paid');
  });

  it('keeps a PAYMENT.CAPTURE.COMPLETED that PayPal verifies, for less than the order total, as a mismatch: the order is not paid', async () => {
    const placed = await place('paypal');
    await approveAndCapture(placed);
    const webhook = taken('PAYMENT.CAPTURE.COMPLETED');
    const event = JSON.parse(webhook.body) as { id: string; resource: { id: string; amount: { value: string } } };
    // Another event, signed as PayPal signs it, so verify-webhook-signature answers SUCCESS and the amount check is reached.
    const short = JSON.stringify({
      ...event,
      id: `${event.id}-SHORT`,
      resource: { ...event.resource, amount: { ...event.resource.amount, value: '24.99' } },
    });
    const transmissionId = crypto.randomUUID();
    const transmissionTime = new Date().toISOString();
    const answer = await send(webhook, {
      body: short,
      headers: {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': paypalTransmissionSignature(
          transmissionId,
          transmissionTime,
          SANDBOX_CREDENTIALS.paypal.webhookId,
          short,
        ),
      },
    });

    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await paymentTraces(placed)).toEqual({
      order: {
        status: 'pending',
        paid_at: null,
        last_payment_error: `Webhook capture ${event.resource.id} is COMPLETED for 24.99 USD`,
      },
      payments: [['mismatch', 2499]],
      stock: { quantity: 10, reserved: 2 },
      messages: 0,
    });
  });

  it('settles nothing unless PayPal answers SUCCESS: FAILURE, PENDING, an empty or a lower-case verdict are refused', async () => {
    const placed = await place('paypal');
    await approveAndCapture(placed);
    const webhook = taken('PAYMENT.CAPTURE.COMPLETED');
    const before = await paymentTraces(placed);
    // PayPal as the shop reaches it: the sandbox, but verify-webhook-signature answers the verdict set here.
    let verdict = '';
    let verifyCalls = 0;
    const paypal = await serveOverHttp(async (request) => {
      const { pathname, search } = new URL(request.url);
      if (pathname.endsWith('/v1/notifications/verify-webhook-signature')) {
        verifyCalls += 1;
        return Response.json({ verification_status: verdict });
      }
      const headers = new Headers(request.headers);
      headers.delete('host');
      headers.delete('content-length');
      return fetch(`${harness().server.url}/sandbox/paypal${pathname}${search}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
      });
    });
    const sandboxBase = process.env.PAYPAL_API_BASE;
    process.env.PAYPAL_API_BASE = paypal.url;
    resetConfigForTests();
    clearPayPalTokenCache();
    try {
      for (const answer of ['FAILURE', 'PENDING', '', 'success']) {
        verdict = answer;
        const { status, body } = await send(webhook);
        expect({ verdict: answer, status }).toEqual({ verdict: answer, status: 400 });
        expect(apiErrorBody.parse(body)).toMatchObject({
          code: 'invalid_request',
          message: INVALID_WEBHOOK_SIGNATURE_MESSAGE,
          field: 'paypal-transmission-sig',
        });
        expect(await paymentTraces(placed)).toEqual(before);
      }
      // Each delivery was put to PayPal, and none was kept as an event.
      expect(verifyCalls).toBe(4);
      expect(
        await database().db.selectFrom('webhook_events').select('id').where('event_id', '=', webhook.eventId).execute(),
      ).toHaveLength(0);
      // The same delivery with PayPal's SUCCESS settles the order: the verdict alone refused it.
      verdict = 'SUCCESS';
      expect(await send(webhook)).toEqual({ status: 200, body: { received: true } });
      expect((await order(placed.orderNumber)).status).toBe('paid');
    } finally {
      process.env.PAYPAL_API_BASE = sandboxBase;
      resetConfigForTests();
      clearPayPalTokenCache();
      await paypal.close();
    }
  });

  it('makes one paid transition from ten parallel deliveries', async () => {
    const placed = await place('paypal');
    await approveAndCapture(placed);
    const webhook = taken('PAYMENT.CAPTURE.COMPLETED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(webhook)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => (answer.body as { duplicate?: boolean }).duplicate === true)).toHaveLength(9);
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await payments(placed.orderNumber)).toHaveLength(1);
    expect(
      readOutbox(harness().outbox, placed.orderNumber).filter((message) => message.channel === 'email'),
    ).toHaveLength(1);
  });

  it('notes PAYMENT.CAPTURE.DENIED and leaves the order pending', async () => {
    const placed = await place('paypal');
    await approveAndCapture(placed, 'decline');
    expect((await send(taken('PAYMENT.CAPTURE.DENIED'))).status).toBe(200);
    expect(await order(placed.orderNumber)).toMatchObject({
      status: 'pending',
      last_payment_error: expect.stringContaining('denied'),
    });
    expect(await payments(placed.orderNumber)).toEqual([expect.objectContaining({ status: 'denied' })]);
  });

  it('makes the order refunded from PAYMENT.CAPTURE.REFUNDED of the whole capture, once', async () => {
    const placed = await place('paypal');
    const captured = await approveAndCapture(placed);
    expect((await send(taken('PAYMENT.CAPTURE.COMPLETED'))).status).toBe(200);
    const captureId = firstItem(firstItem(captured.purchase_units ?? []).payments?.captures ?? []).id;

    const token = await fetch(`${harness().server.url}/sandbox/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const refunded = await sandboxPost(
      `paypal/v2/payments/captures/${captureId}/refund`,
      {},
      { authorization: `Bearer ${token.access_token}` },
    );
    expect(refunded.status).toBe(201);
    const refundEvent = taken('PAYMENT.CAPTURE.REFUNDED');
    expect(await send(refundEvent)).toMatchObject({ status: 200, body: { received: true } });

    expect((await order(placed.orderNumber)).status).toBe('refunded');
    expect(
      (await payments(placed.orderNumber)).map((payment) => [payment.status, Number(payment.amount_minor)]),
    ).toEqual([
      ['captured', 2500],
      ['refunded', 2500],
    ]);
    expect(await refundedInHistory(placed)).toEqual({ status: 'refunded', refunded: 25 });
    // No automatic restock (docs/DEVIATIONS.md): the two pieces stay sold.
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await send(refundEvent)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await payments(placed.orderNumber)).toHaveLength(2);
  });
});
