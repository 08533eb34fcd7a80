/**
 * Refunds from the back office (issue 13, item 4) through the route
 * handlers, on a real database and the payment sandbox over HTTP: the
 * staff limit, the audit row and timeline entry in the transaction of the
 * refund request, concurrency, idempotency and the shopper told once.
 */
import { sql, type Kysely } from 'kysely';
import {
  apiErrorBody,
  createOrderCardResponse,
  createOrderCashResponse,
  createOrderWalletResponse,
} from '@/lib/contract';
import { getAdminOrderResponse, refundOrderResponse } from '@/lib/contract/admin';
import { toInr } from '@/lib/money';
import { resetConfigForTests } from '@/lib/server/config';
import type { Database } from '@/lib/server/db/schema';
import { getPayPalClient } from '@/lib/server/payments/paypal';
import { getRazorpayClient } from '@/lib/server/payments/razorpay';
import { REFUND_NOTIFICATION_TEMPLATE } from '@/lib/server/services/messages/notifications';
import { refundLimitMessage } from '@/lib/server/services/payments/admin-refunds';
import { readOutbox } from '@/lib/testing/outbox';
import {
  createTestCustomer,
  DELIVERY,
  findOrder,
  orderPayments,
  stockTestProduct,
  withPaymentsHarness,
} from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { POST as razorpayWebhook } from './webhooks/razorpay/route';
import { POST as paypalWebhook } from './webhooks/paypal/route';
import { GET as getAdminOrder } from './admin/orders/[order_number]/route';
import { POST as confirmOrder } from './admin/orders/[order_number]/confirm/route';
import { POST as shipOrder } from './admin/orders/[order_number]/ship/route';
import { POST as deliverOrder } from './admin/orders/[order_number]/deliver/route';
import { POST as returnOrder } from './admin/orders/[order_number]/return/route';
import { POST as refundOrder } from './admin/orders/[order_number]/refund/route';
import { POST as retryRefund } from './admin/orders/[order_number]/refunds/[refund_request_id]/retry/route';
import { POST as updateSettings } from './admin/settings/route';

jest.setTimeout(90_000);
const database = withTestDatabase();
const harness = withPaymentsHarness({
  '/api/webhooks/razorpay/': razorpayWebhook,
  '/api/webhooks/paypal/': paypalWebhook,
});
beforeEach(() => harness().sandbox.setWebhookMode('manual'));
afterEach(() => {
  harness().sandbox.takeWebhooks();
});

let staff: TestStaff;
let owner: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
  owner = await createTestStaff(database().db, 'owner');
});

/** A card (Razorpay) or PayPal order of 2 × 21.25 USD (or another price), paid as the shopper pays it. */
async function paidOrder(
  method: 'razorpay' | 'paypal',
  priceCents = 2125,
): Promise<{ orderNumber: string; totalMinor: number; customerAuth: Record<string, string> }> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents, quantity: 10 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: 'M', quantity: 2, currency: 'USD' }, customer.auth),
  );
  expect(added.status).toBe(200);
  const totalMinor = priceCents * 2;
  harness().sandbox.setWebhookMode('auto');
  let orderNumber: string;
  if (method === 'razorpay') {
    const created = await callRoute(
      createOrder,
      '/api/create-order/',
      postJson({ amount: totalMinor, currency: 'USD', ...DELIVERY }, customer.auth),
    );
    const answer = createOrderCardResponse.parse(created.body);
    const paid = await fetch(`${harness().server.url}/sandbox/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: answer.data.id }),
    });
    expect(paid.status).toBe(200);
    orderNumber = answer.order_id;
  } else {
    const created = await callRoute(
      createOrder,
      '/api/create-order/',
      postJson({ amount: totalMinor / 100, currency: 'USD', razorpay: false, ...DELIVERY }, customer.auth),
    );
    const answer = createOrderWalletResponse.parse(created.body);
    const approved = await fetch(`${harness().server.url}/sandbox/paypal/checkout/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'sandbox-client', order_id: answer.id }),
    });
    expect(approved.status).toBe(200);
    await getPayPalClient().captureOrder(answer.id, `test-capture-${answer.order_id}`);
    orderNumber = answer.order_id;
  }
  await harness().sandbox.settle();
  harness().sandbox.setWebhookMode('manual');
  expect((await findOrder(db, orderNumber)).status).toBe('paid');
  return { orderNumber, totalMinor, customerAuth: customer.auth };
}

/** A cash-on-delivery order in INR placed through the shop's calls. */
async function cashOrder(): Promise<{ orderNumber: string; total: number }> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents: 2125, quantity: 10 });
  await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: 'M', quantity: 2, currency: 'INR' }, customer.auth),
  );
  const total = toInr(21.25) * 2 + 39;
  const placed = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson(
      {
        amount: Math.round(total * 100),
        currency: 'INR',
        promo_code: 'Nil',
        cart_id: 'ignored',
        cash_on_delivery: true,
        ...DELIVERY,
      },
      customer.auth,
    ),
  );
  expect(placed.status).toBe(200);
  const order = await findOrder(db, createOrderCashResponse.parse(placed.body).order_id);
  return { orderNumber: order.public_id, total: order.total_minor / 100 };
}

function refund(orderNumber: string, body: Record<string, unknown>, headers: Record<string, string> = staff.headers) {
  return callRoute(
    refundOrder,
    `/api/admin/orders/${orderNumber}/refund/`,
    postJson({ reason: 'Returned by the customer', ...body }, headers),
  );
}

async function refundOk(
  orderNumber: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = staff.headers,
) {
  const answer = await refund(orderNumber, body, headers);
  expect(answer.status).toBe(200);
  return refundOrderResponse.parse(answer.body);
}

async function countRows(db: Kysely<Database>) {
  const count = async (table: 'audit_log' | 'order_events' | 'refund_requests' | 'payments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    audit: await count('audit_log'),
    events: await count('order_events'),
    requests: await count('refund_requests'),
    payments: await count('payments'),
  };
}

async function sandboxRazorpayRefunds(orderNumber: string) {
  const paymentId =
    (await orderPayments(database().db, orderNumber)).find((payment) => payment.status === 'captured')
      ?.provider_payment_id ?? '';
  return {
    paymentId,
    refunds: await database()
      .db.selectFrom('sandbox_razorpay_refunds')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute(),
  };
}

function refundMessages(orderNumber: string) {
  return readOutbox(harness().outbox, orderNumber).filter(
    (message) => message.template === REFUND_NOTIFICATION_TEMPLATE,
  );
}

/** Runs `call` with Razorpay unreachable (the client pointed at a closed port), as a refund the provider never answers. */
async function withoutRazorpayAnswer<T>(call: () => Promise<T>): Promise<T> {
  const base = process.env.RAZORPAY_API_BASE;
  process.env.RAZORPAY_API_BASE = 'http://127.0.0.1:9/sandbox/razorpay';
  resetConfigForTests();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await call();
  } finally {
    errors.mockRestore();
    process.env.RAZORPAY_API_BASE = base;
    resetConfigForTests();
  }
}

/** A refund the provider refused (409: Razorpay answers 401 to keys it does not know), kept failed: its request id. */
async function refusedRefund(orderNumber: string, body: Record<string, unknown>, headers: Record<string, string>) {
  process.env.RAZORPAY_KEY_ID = 'rzp_test_sandbox';
  process.env.RAZORPAY_KEY_SECRET = 'not-the-secret';
  resetConfigForTests();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const refused = await refund(orderNumber, body, headers);
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body).message).toContain('The payment provider refused the refund');
  } finally {
    errors.mockRestore();
    delete process.env.RAZORPAY_KEY_ID;
    delete process.env.RAZORPAY_KEY_SECRET;
    resetConfigForTests();
  }
  const failed = await database()
    .db.selectFrom('refund_requests')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(failed).toMatchObject({ status: 'failed', provider_refund_id: null });
  return Number(failed.id);
}

/** A refund the provider did not answer (502), kept pending: its request id. */
async function pendingRefund(orderNumber: string, body: Record<string, unknown>, headers: Record<string, string>) {
  const noAnswer = await withoutRazorpayAnswer(() => refund(orderNumber, body, headers));
  expect(noAnswer.status).toBe(502);
  const pending = await database()
    .db.selectFrom('refund_requests')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(pending).toMatchObject({ status: 'pending', provider_refund_id: null });
  return Number(pending.id);
}

function retry(orderNumber: string, requestId: number, headers: Record<string, string> = staff.headers) {
  return callRoute(retryRefund, `/api/admin/orders/${orderNumber}/refunds/${requestId}/retry/`, postJson({}, headers));
}

async function adminOrder(orderNumber: string) {
  const answer = await callRoute(getAdminOrder, `/api/admin/orders/${orderNumber}/`, { headers: staff.headers });
  expect(answer.status).toBe(200);
  return getAdminOrderResponse.parse(answer.body);
}

describe('POST /api/admin/orders/{order_number}/refund/', () => {
  it('refunds a Razorpay order in part, then the rest; the order, the sandbox, the audit log and the timeline agree; the shopper is told once each', async () => {
    const { db } = database();
    const paid = await paidOrder('razorpay');
    const first = await refundOk(paid.orderNumber, { amount: 10, idempotency_key: 'form-1' });
    expect(first).toMatchObject({
      state: 'succeeded',
      method: 'provider',
      provider: 'razorpay',
      amount: 10,
      currency: 'USD',
      status: 'partially_refunded',
      refunded: 10,
      refundable: 32.5,
      repeated: false,
    });
    expect(first.provider_refund_id).toMatch(/^rfnd_/);

    // The same form sent twice (a double click): the first answer again, one refund.
    const again = await refundOk(paid.orderNumber, { amount: 10, idempotency_key: 'form-1' });
    expect(again).toMatchObject({
      refund_request_id: first.refund_request_id,
      provider_refund_id: first.provider_refund_id,
      repeated: true,
    });

    const rest = await refundOk(paid.orderNumber, { amount: 32.5 });
    expect(rest).toMatchObject({ state: 'succeeded', status: 'refunded', refunded: 42.5, refundable: 0 });

    // The provider's own record, fetched from the sandbox, agrees with the order.
    const { paymentId, refunds } = await sandboxRazorpayRefunds(paid.orderNumber);
    expect(refunds.map((row) => [row.id, Number(row.amount)])).toEqual([
      [first.provider_refund_id, 1000],
      [rest.provider_refund_id, 3250],
    ]);
    const payment = await getRazorpayClient().fetchPayment(paymentId);
    expect(payment).toMatchObject({ amount_refunded: 4250, refund_status: 'full' });
    expect((await findOrder(db, paid.orderNumber)).status).toBe('refunded');

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', paid.orderNumber)
      .where('action', '=', 'order.refund')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staff_id: staff.id, entity_type: 'order' });
    expect(JSON.parse(audit[0]?.before_json ?? 'null')).toEqual({ order_status: 'paid', refunded: 0 });
    expect(JSON.parse(audit[0]?.after_json ?? 'null')).toMatchObject({
      refund_request: { id: first.refund_request_id, amount: 10, method: 'provider', status: 'pending' },
    });

    const detail = await adminOrder(paid.orderNumber);
    expect(detail.refund_requests.map((request) => [request.id, request.state, request.amount])).toEqual([
      [first.refund_request_id, 'succeeded', 10],
      [rest.refund_request_id, 'succeeded', 32.5],
    ]);
    const kinds = detail.timeline.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'refund_requested')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'refund_processed')).toHaveLength(2);
    expect(refundMessages(paid.orderNumber).filter((message) => message.channel === 'whatsapp')).toHaveLength(2);
  });

  it('refunds a PayPal order in full; the capture in the sandbox says so', async () => {
    const paid = await paidOrder('paypal');
    const answer = await refundOk(paid.orderNumber, { amount: 42.5 });
    expect(answer).toMatchObject({ state: 'succeeded', provider: 'paypal', status: 'refunded', refunded: 42.5 });
    const captureId =
      (await orderPayments(database().db, paid.orderNumber)).find((payment) => payment.status === 'captured')
        ?.provider_payment_id ?? '';
    const capture = await database()
      .db.selectFrom('sandbox_paypal_orders')
      .selectAll()
      .where('capture_id', '=', captureId)
      .executeTakeFirstOrThrow();
    expect(Number(capture.refunded_minor)).toBe(4250);
    const refunds = await database()
      .db.selectFrom('sandbox_paypal_refunds')
      .selectAll()
      .where('capture_id', '=', captureId)
      .execute();
    expect(refunds.map((row) => [row.id, Number(row.amount)])).toEqual([[answer.provider_refund_id, 4250]]);
    expect(refundMessages(paid.orderNumber).filter((message) => message.channel === 'whatsapp')).toHaveLength(1);
  });

  it('lets staff refund up to the limit only (403 naming it, nothing written); an owner may refund more', async () => {
    const { db } = database();
    const paid = await paidOrder('razorpay', 4250); // 85.00 USD, over the 60 USD staff limit
    const before = await countRows(db);
    const refused = await refund(paid.orderNumber, { amount: 60.01 });
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).message).toContain('$60');
    expect(await countRows(db)).toEqual(before);
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(0);
    expect(await refundOk(paid.orderNumber, { amount: 60 })).toMatchObject({ status: 'partially_refunded' });
    expect(await refundOk(paid.orderNumber, { amount: 25 }, owner.headers)).toMatchObject({ status: 'refunded' });
  });

  it("takes the staff limit from the owner's setting when there is one (the order page names it), the environment's otherwise", async () => {
    const { db } = database();
    const paid = await paidOrder('razorpay', 4250);
    expect((await adminOrder(paid.orderNumber)).refund_limit).toBe(60);
    const set = await callRoute(
      updateSettings,
      '/api/admin/settings/',
      postJson({ staff_refund_limit_usd: 20 }, owner.headers),
    );
    expect(set.status).toBe(200);
    try {
      expect((await adminOrder(paid.orderNumber)).refund_limit).toBe(20);
      const before = await countRows(db);
      const refused = await refund(paid.orderNumber, { amount: 25 });
      expect(refused.status).toBe(403);
      expect(apiErrorBody.parse(refused.body)).toMatchObject({
        field: 'amount',
        message: expect.stringContaining('$20'),
      });
      expect(await countRows(db)).toEqual(before);
      const asOwner = await callRoute(getAdminOrder, `/api/admin/orders/${paid.orderNumber}/`, {
        headers: owner.headers,
      });
      expect(getAdminOrderResponse.parse(asOwner.body).refund_limit).toBeNull();
    } finally {
      expect(
        (
          await callRoute(
            updateSettings,
            '/api/admin/settings/',
            postJson({ staff_refund_limit_usd: null }, owner.headers),
          )
        ).status,
      ).toBe(200);
    }
    expect(await refundOk(paid.orderNumber, { amount: 25 })).toMatchObject({ status: 'partially_refunded' });
  });

  it('refunds once when two staff refund the whole amount at once: one succeeds, the other answers 409', async () => {
    const paid = await paidOrder('razorpay');
    const answers = await Promise.all([
      refund(paid.orderNumber, { amount: 42.5 }),
      refund(paid.orderNumber, { amount: 42.5 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(1);
    expect(refundMessages(paid.orderNumber).filter((message) => message.channel === 'whatsapp')).toHaveLength(1);
  });

  it('answers 400 naming the field, 404 for an unknown order, 409 for over-refund, the wrong method or nothing paid', async () => {
    const paid = await paidOrder('razorpay');
    for (const amount of [0, -5, 1.005, '10', null]) {
      const answer = await refund(paid.orderNumber, { amount });
      expect(answer.status).toBe(400);
      expect(apiErrorBody.parse(answer.body).field).toBe('amount');
    }
    const noReason = await refund(paid.orderNumber, { amount: 1, reason: '  ' });
    expect(apiErrorBody.parse(noReason.body).field).toBe('reason');
    expect((await refund('JH-000000-NOTHERE0', { amount: 1 })).status).toBe(404);
    const cash = await cashOrder();
    const { db } = database();
    const before = await countRows(db);
    const sandboxBefore = harness().sandboxRequests.length;
    // Each refused by the shop itself, before any refund request is written or the provider is asked.
    for (const [number, body, refusal] of [
      [
        paid.orderNumber,
        { amount: 42.51 },
        {
          field: 'amount',
          message: `At most $42.50 can still be refunded on order ${paid.orderNumber} (paid $42.50, refunded $0).`,
        },
      ],
      [
        paid.orderNumber,
        { amount: 1, method: 'manual' },
        {
          field: 'method',
          message: `Order ${paid.orderNumber} was paid through Razorpay: refund it through the provider, not by hand.`,
        },
      ],
      [
        cash.orderNumber,
        { amount: 1, method: 'provider' },
        {
          field: 'method',
          message: `Order ${cash.orderNumber} was paid in cash on delivery: record the cash handed back as a manual refund, with a note.`,
        },
      ],
    ] as const) {
      const answer = await refund(number, body);
      expect(answer.status).toBe(409);
      expect(apiErrorBody.parse(answer.body)).toMatchObject({ code: 'conflict', ...refusal });
    }
    expect(await countRows(db)).toEqual(before);
    // No provider call at all: a refund the provider refused would leave no sandbox refund behind either.
    expect(harness().sandboxRequests.slice(sandboxBefore)).toEqual([]);
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(0);
    expect((await findOrder(db, paid.orderNumber)).status).toBe('paid');
  });

  it('records cash handed back on a cash-on-delivery order, and refuses cash that was never collected (returned to origin)', async () => {
    const delivered = await cashOrder();
    const tracking = { courier: 'Delhivery', tracking_number: 'DL-1', tracking_url: 'https://track.example/DL-1' };
    const step = (
      handler: (request: Request) => Promise<Response>,
      number: string,
      action: string,
      body: Record<string, unknown> = {},
    ) => callRoute(handler, `/api/admin/orders/${number}/${action}/`, postJson(body, staff.headers));
    expect((await step(confirmOrder, delivered.orderNumber, 'confirm')).status).toBe(200);
    expect((await step(shipOrder, delivered.orderNumber, 'ship', tracking)).status).toBe(200);
    expect((await step(deliverOrder, delivered.orderNumber, 'deliver')).status).toBe(200);
    expect(await refundOk(delivered.orderNumber, { amount: 10, note: 'Cash handed back at the door' })).toMatchObject({
      state: 'succeeded',
      method: 'manual',
      provider: null,
      refunded: 10,
    });

    const returned = await cashOrder();
    expect((await step(confirmOrder, returned.orderNumber, 'confirm')).status).toBe(200);
    expect((await step(shipOrder, returned.orderNumber, 'ship', tracking)).status).toBe(200);
    expect((await step(returnOrder, returned.orderNumber, 'return')).status).toBe(200);
    const refused = await refund(returned.orderNumber, { amount: 10 });
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body).message).toMatch(/never collected/);
  });

  it('writes the refund request, its audit row and its timeline entry in one transaction: when the audit fails, none stays', async () => {
    const { db, dialect } = database();
    const paid = await paidOrder('razorpay');
    const before = await countRows(db);
    if (dialect === 'sqlite') {
      await sql`create trigger audit_refused before insert on audit_log begin select raise(abort, 'audit log unavailable'); end`.execute(
        db,
      );
    } else {
      await sql`create function audit_refused() returns trigger language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`.execute(
        db,
      );
      await sql`create trigger audit_refused before insert on audit_log for each row execute function audit_refused()`.execute(
        db,
      );
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await refund(paid.orderNumber, { amount: 5 })).status).toBe(500);
    } finally {
      await sql`drop trigger audit_refused${dialect === 'postgres' ? sql` on audit_log` : sql``}`.execute(db);
      if (dialect === 'postgres') await sql`drop function audit_refused()`.execute(db);
    }
    expect(await countRows(db)).toEqual(before);
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(0);
    expect(refundMessages(paid.orderNumber)).toHaveLength(0);
  });

  it('opens to staff only: 401 without a session or with a shopper token, 403 from another site', async () => {
    const paid = await paidOrder('razorpay');
    expect(
      (
        await callRoute(
          refundOrder,
          `/api/admin/orders/${paid.orderNumber}/refund/`,
          postJson({ amount: 1, reason: 'x' }),
        )
      ).status,
    ).toBe(401);
    const shopper = await callRoute(
      refundOrder,
      `/api/admin/orders/${paid.orderNumber}/refund/`,
      postJson({ amount: 1, reason: 'x' }, paid.customerAuth),
    );
    expect([401, 403]).toContain(shopper.status);
    const crossSite = await refund(
      paid.orderNumber,
      { amount: 1 },
      { ...staff.headers, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(0);
  });
});

describe('POST /api/admin/orders/{order_number}/refunds/{refund_request_id}/retry/', () => {
  it('sends a request the provider did not answer again and records it once; an unknown request is 404', async () => {
    const { db } = database();
    const paid = await paidOrder('razorpay');
    const requestId = await pendingRefund(paid.orderNumber, { amount: 5 }, staff.headers);
    expect((await adminOrder(paid.orderNumber)).refund_requests).toEqual([
      expect.objectContaining({ id: requestId, state: 'pending' }),
    ]);
    const retried = await retry(paid.orderNumber, requestId);
    expect(retried.status).toBe(200);
    expect(refundOrderResponse.parse(retried.body)).toMatchObject({
      refund_request_id: requestId,
      state: 'succeeded',
      status: 'partially_refunded',
      refunded: 5,
    });
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(1);
    // The timeline names the request both times: no answer, then processed on the retry.
    const outcomes = await db
      .selectFrom('order_events')
      .innerJoin('orders', 'orders.id', 'order_events.order_id')
      .select(['order_events.kind', 'order_events.data_json'])
      .where('orders.public_id', '=', paid.orderNumber)
      .where('order_events.kind', 'in', ['refund_no_answer', 'refund_processed'])
      .orderBy('order_events.id')
      .execute();
    expect(outcomes.map((event) => [event.kind, JSON.parse(event.data_json).refund_request_id])).toEqual([
      ['refund_no_answer', requestId],
      ['refund_processed', requestId],
    ]);
    expect((await retry(paid.orderNumber, 999_999)).status).toBe(404);
  });

  it("holds a retry to the limit of the member retrying: staff cannot resend an owner's refund above their limit (403, nothing sent)", async () => {
    const { db } = database();
    const paid = await paidOrder('razorpay', 4250); // 85.00 USD; the staff limit is 60 USD
    const requestId = await pendingRefund(
      paid.orderNumber,
      { amount: 70, idempotency_key: 'owner-form' },
      owner.headers,
    );
    const before = await countRows(db);
    const sandboxBefore = harness().sandboxRequests.length;
    const limitRefusal = { code: 'forbidden', field: 'amount', message: refundLimitMessage(6000, 'USD') };

    const retried = await retry(paid.orderNumber, requestId);
    expect(retried.status).toBe(403);
    expect(apiErrorBody.parse(retried.body)).toMatchObject(limitRefusal);
    // The same request asked for again with its form's key and a small amount: it would still send the 70 USD.
    const resent = await refund(paid.orderNumber, { amount: 1, idempotency_key: 'owner-form' });
    expect(resent.status).toBe(403);
    expect(apiErrorBody.parse(resent.body)).toMatchObject(limitRefusal);

    // Nothing written, nothing sent: the request still waits, the order still paid.
    expect(await countRows(db)).toEqual(before);
    expect(harness().sandboxRequests.slice(sandboxBefore)).toEqual([]);
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds).toHaveLength(0);
    expect((await adminOrder(paid.orderNumber)).refund_requests).toEqual([
      expect.objectContaining({ id: requestId, state: 'pending', amount: 70 }),
    ]);
    expect((await findOrder(db, paid.orderNumber)).status).toBe('paid');

    // An owner's retry sends it, once.
    const byOwner = await retry(paid.orderNumber, requestId, owner.headers);
    expect(byOwner.status).toBe(200);
    expect(refundOrderResponse.parse(byOwner.body)).toMatchObject({
      refund_request_id: requestId,
      state: 'succeeded',
      status: 'partially_refunded',
      refunded: 70,
    });
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds.map((row) => Number(row.amount))).toEqual([7000]);
  });

  it("holds a retry of a refund the provider refused to the same limit: staff asking again for an owner's 70 USD get 403, nothing written or sent", async () => {
    const { db } = database();
    const paid = await paidOrder('razorpay', 4250); // 85.00 USD; the staff limit is 60 USD
    const requestId = await refusedRefund(
      paid.orderNumber,
      { amount: 70, idempotency_key: 'owner-refused' },
      owner.headers,
    );
    const before = await countRows(db);
    const sandboxBefore = harness().sandboxRequests.length;
    const limitRefusal = { code: 'forbidden', field: 'amount', message: refundLimitMessage(6000, 'USD') };

    // By the retry call, and by the form's key again (after a refusal the key asks anew, for this call's amount).
    for (const answer of [
      await retry(paid.orderNumber, requestId),
      await refund(paid.orderNumber, { amount: 70, idempotency_key: 'owner-refused' }),
    ]) {
      expect(answer.status).toBe(403);
      expect(apiErrorBody.parse(answer.body)).toMatchObject(limitRefusal);
    }

    expect(await countRows(db)).toEqual(before);
    expect(harness().sandboxRequests.slice(sandboxBefore)).toEqual([]);
    expect((await adminOrder(paid.orderNumber)).refund_requests).toEqual([
      expect.objectContaining({ id: requestId, state: 'failed', amount: 70 }),
    ]);
    expect((await findOrder(db, paid.orderNumber)).status).toBe('paid');

    // An owner asking again with the form's key refunds it, once.
    const byOwner = await refund(paid.orderNumber, { amount: 70, idempotency_key: 'owner-refused' }, owner.headers);
    expect(byOwner.status).toBe(200);
    expect(refundOrderResponse.parse(byOwner.body)).toMatchObject({ status: 'partially_refunded', refunded: 70 });
    expect((await sandboxRazorpayRefunds(paid.orderNumber)).refunds.map((row) => Number(row.amount))).toEqual([7000]);
  });
});
