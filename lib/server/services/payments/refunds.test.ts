/**
 * issueRefund (issue 13, item 4): refunds staff ask for, in full or in
 * part, through the payment sandbox over real HTTP, on both databases.
 */
import {
  createOrderCardResponse,
  createOrderCashResponse,
  createOrderWalletResponse,
  listOrdersResponse,
} from '@/lib/contract';
import { toInr } from '@/lib/money';
import { resetConfigForTests } from '@/lib/server/config';
import { getPayPalClient } from '@/lib/server/payments/paypal';
import { listRefundRequestsOfOrder } from '@/lib/server/services/payments/repositories/refund-requests';
import { REFUND_NOTIFICATION_TEMPLATE } from '@/lib/server/services/messages/notifications';
import { issueRefund, retryRefundRequest, type IssueRefundInput } from '@/lib/server/services/payments/refunds';
import { codNotDeliveredMessage } from '@/lib/server/services/payments/refund-ledger';
import { readOutbox } from '@/lib/testing/outbox';
import {
  createTestCustomer,
  DELIVERY,
  findOrder,
  orderPayments,
  stockTestProduct,
  withPaymentsHarness,
  type TestCustomer,
} from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from '@/app/api/cart-items/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { GET as listOrders } from '@/app/api/orders/route';
import { POST as razorpayWebhook } from '@/app/api/webhooks/razorpay/route';
import { POST as paypalWebhook } from '@/app/api/webhooks/paypal/route';
import { ApiError } from '@/lib/contract/api-error';

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

interface Paid {
  customer: TestCustomer;
  orderId: number;
  orderNumber: string;
}

async function cart(customer: TestCustomer, currency: 'USD' | 'INR') {
  const product = await stockTestProduct(database().db, { priceCents: 2125, quantity: 10 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: 'M', quantity: 2, currency }, customer.auth),
  );
  expect(added.status).toBe(200);
  return product;
}

/** A card (Razorpay) or PayPal order of 42.50 USD, paid as the shopper pays it; the webhooks make it paid. */
async function paidOrder(method: 'razorpay' | 'paypal'): Promise<Paid> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  await cart(customer, 'USD');
  harness().sandbox.setWebhookMode('auto');
  if (method === 'razorpay') {
    const created = await callRoute(
      createOrder,
      '/api/create-order/',
      postJson({ amount: 4250, currency: 'USD', ...DELIVERY }, customer.auth),
    );
    const answer = createOrderCardResponse.parse(created.body);
    const paid = await fetch(`${harness().server.url}/sandbox/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: answer.data.id }),
    });
    expect(paid.status).toBe(200);
    await harness().sandbox.settle();
    harness().sandbox.setWebhookMode('manual');
    const order = await findOrder(db, answer.order_id);
    expect(order.status).toBe('paid');
    return { customer, orderId: order.id, orderNumber: order.public_id };
  }
  const created = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson({ amount: 42.5, currency: 'USD', razorpay: false, ...DELIVERY }, customer.auth),
  );
  const answer = createOrderWalletResponse.parse(created.body);
  const approved = await fetch(`${harness().server.url}/sandbox/paypal/checkout/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'sandbox-client', order_id: answer.id }),
  });
  expect(approved.status).toBe(200);
  await getPayPalClient().captureOrder(answer.id, `test-capture-${answer.order_id}`);
  await harness().sandbox.settle();
  harness().sandbox.setWebhookMode('manual');
  const order = await findOrder(db, answer.order_id);
  expect(order.status).toBe('paid');
  return { customer, orderId: order.id, orderNumber: order.public_id };
}

async function cashOrder(): Promise<Paid & { totalMinor: number }> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  await cart(customer, 'INR');
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
  return { customer, orderId: order.id, orderNumber: order.public_id, totalMinor: order.total_minor };
}

function refund(paid: Paid, amountMinor: number, extra: Partial<IssueRefundInput> = {}) {
  return issueRefund({
    orderId: paid.orderId,
    amountMinor,
    reason: 'Returned by the customer',
    requestedBy: { staffId: 7 },
    ...extra,
  });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The refund was not refused');
}

async function sandboxRazorpayRefunds(orderId: number) {
  const payments = await orderPayments(
    database().db,
    (await database().db.selectFrom('orders').select('public_id').where('id', '=', orderId).executeTakeFirstOrThrow())
      .public_id,
  );
  const paymentId = payments.find((payment) => payment.status === 'captured')?.provider_payment_id ?? '';
  return database().db.selectFrom('sandbox_razorpay_refunds').selectAll().where('payment_id', '=', paymentId).execute();
}

function refundMessages(paid: Paid) {
  return readOutbox(harness().outbox, paid.orderNumber).filter(
    (message) => message.template === REFUND_NOTIFICATION_TEMPLATE,
  );
}

describe('issueRefund through Razorpay', () => {
  it('refunds in part, then the rest: the order moves paid → partially_refunded → refunded and the shopper is told each time, once', async () => {
    const paid = await paidOrder('razorpay');
    const first = await refund(paid, 1000);
    expect(first).toMatchObject({
      status: 'succeeded',
      method: 'provider',
      provider: 'razorpay',
      amountMinor: 1000,
      currency: 'USD',
      before: { status: 'paid', refundedMinor: 0 },
      after: { status: 'partially_refunded', refundedMinor: 1000 },
      refundableMinor: 3250,
      repeated: false,
    });
    expect(first.providerRefundId).toMatch(/^rfnd_/);
    expect(await sandboxRazorpayRefunds(paid.orderId)).toEqual([
      expect.objectContaining({ id: first.providerRefundId, amount: 1000 }),
    ]);

    const rest = await refund(paid, 3250);
    expect(rest).toMatchObject({
      status: 'succeeded',
      before: { status: 'partially_refunded', refundedMinor: 1000 },
      after: { status: 'refunded', refundedMinor: 4250 },
      refundableMinor: 0,
    });
    expect((await findOrder(database().db, paid.orderNumber)).status).toBe('refunded');
    expect(
      (await orderPayments(database().db, paid.orderNumber)).map((payment) => [
        payment.status,
        Number(payment.amount_minor),
      ]),
    ).toEqual([
      ['captured', 4250],
      ['refunded', 1000],
      ['refunded', 3250],
    ]);
    expect(
      (await listRefundRequestsOfOrder(database().db, paid.orderId)).map((request) => [
        request.status,
        request.amount_minor,
        request.requested_by_staff_id,
      ]),
    ).toEqual([
      ['succeeded', 1000, 7],
      ['succeeded', 3250, 7],
    ]);

    // One e-mail and one WhatsApp message per refund, with the amount.
    const messages = refundMessages(paid);
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'email', 'whatsapp', 'whatsapp']);
    expect(
      messages.find((message) => message.channel === 'whatsapp' && message.body.includes('$32.50'))?.body,
    ).toContain('(the whole order)');

    // The provider's webhooks of both refunds change nothing more (deduplicated by refund id).
    for (const webhook of harness().sandbox.takeWebhooks())
      expect((await harness().sandbox.deliverWebhook(webhook)).status).toBe(200);
    expect(await orderPayments(database().db, paid.orderNumber)).toHaveLength(3);
    expect((await findOrder(database().db, paid.orderNumber)).status).toBe('refunded');
    expect(refundMessages(paid)).toHaveLength(4);
  });

  it('refuses more than is left to refund (409) and refunds nothing', async () => {
    const paid = await paidOrder('razorpay');
    const tooMuch = await refusal(refund(paid, 4251));
    expect(tooMuch).toMatchObject({ code: 'conflict', status: 409, field: 'amount' });
    expect(tooMuch.message).toBe(
      `At most $42.50 can still be refunded on order ${paid.orderNumber} (paid $42.50, refunded $0).`,
    );
    await refund(paid, 4000);
    expect((await refusal(refund(paid, 251))).message).toBe(
      `At most $2.50 can still be refunded on order ${paid.orderNumber} (paid $42.50, refunded $40).`,
    );
    await refund(paid, 250);
    expect((await refusal(refund(paid, 100))).message).toContain('has nothing left to refund');
    expect((await sandboxRazorpayRefunds(paid.orderId)).map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual(
      [250, 4000],
    );
    expect(await refusal(refund(paid, 0))).toMatchObject({ code: 'invalid_request', field: 'amount' });
    expect(await refusal(refund(paid, 10, { reason: ' ' }))).toMatchObject({
      code: 'invalid_request',
      field: 'reason',
    });
    expect(
      await refusal(issueRefund({ orderId: 987_654, amountMinor: 100, reason: 'x', requestedBy: { staffId: null } })),
    ).toMatchObject({ code: 'not_found' });
  });

  it('makes exactly one provider refund when two staff refund the whole order at once', async () => {
    const paid = await paidOrder('razorpay');
    const results = await Promise.allSettled([
      refund(paid, 4250, { requestedBy: { staffId: 1 } }),
      refund(paid, 4250, { requestedBy: { staffId: 2 } }),
    ]);
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(succeeded).toHaveLength(1);
    expect(refused).toEqual([expect.objectContaining({ code: 'conflict', status: 409 })]);
    expect(await sandboxRazorpayRefunds(paid.orderId)).toHaveLength(1);
    expect((await findOrder(database().db, paid.orderNumber)).status).toBe('refunded');
    expect(refundMessages(paid).filter((message) => message.channel === 'email')).toHaveLength(1);
  });

  it('answers a double click (the same idempotency key) with the first refund', async () => {
    const paid = await paidOrder('razorpay');
    const [one, two] = await Promise.allSettled([
      refund(paid, 1500, { idempotencyKey: 'form-1' }),
      refund(paid, 1500, { idempotencyKey: 'form-1' }),
    ]);
    const answers = [one, two].flatMap((result) => (result?.status === 'fulfilled' ? [result.value] : []));
    // The second either repeats the first's answer or is told the same refund is in progress: never a second refund.
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answers.map((answer) => answer.refundRequestId)).size).toBe(1);
    const later = await refund(paid, 1500, { idempotencyKey: 'form-1' });
    expect(later).toMatchObject({ repeated: true, refundRequestId: answers[0]?.refundRequestId, status: 'succeeded' });
    expect(await sandboxRazorpayRefunds(paid.orderId)).toHaveLength(1);
    expect((await refund(paid, 1500, { idempotencyKey: 'form-2' })).repeated).toBe(false);
    expect(await sandboxRazorpayRefunds(paid.orderId)).toHaveLength(2);
  });

  it('frees the amount when the provider refuses the refund, and sends nothing', async () => {
    const paid = await paidOrder('razorpay');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Keys the sandbox does not know: Razorpay answers 401, a refusal.
    process.env.RAZORPAY_KEY_ID = 'rzp_test_sandbox';
    process.env.RAZORPAY_KEY_SECRET = 'not-the-secret';
    resetConfigForTests();
    try {
      const failed = await refusal(refund(paid, 4250));
      expect(failed).toMatchObject({ code: 'conflict', status: 409 });
      expect(failed.message).toContain('The payment provider refused the refund: Authentication failed');
    } finally {
      delete process.env.RAZORPAY_KEY_ID;
      delete process.env.RAZORPAY_KEY_SECRET;
      resetConfigForTests();
    }
    expect(await listRefundRequestsOfOrder(database().db, paid.orderId)).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Authentication failed' }),
    ]);
    expect((await findOrder(database().db, paid.orderNumber)).status).toBe('paid');
    expect(refundMessages(paid)).toHaveLength(0);
    expect(errors.mock.calls.some(([line]) => String(line).includes('refund refused by the provider'))).toBe(true);
    errors.mockRestore();
    // The whole amount can be refunded again; the same caller key asks again after a refusal, once.
    // Either of the two may reach the database first: one refunds, the other is refused or answers the same refund.
    const outcomes = await Promise.allSettled([
      refund(paid, 4250, { idempotencyKey: 'form-9' }),
      refund(paid, 4250, { idempotencyKey: 'form-9' }),
    ]);
    const refunded = outcomes.filter((outcome) => outcome.status === 'fulfilled' && !outcome.value.repeated);
    expect(refunded).toEqual([
      expect.objectContaining({
        value: expect.objectContaining({ status: 'succeeded', after: expect.objectContaining({ status: 'refunded' }) }),
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected' || outcome.value.repeated)).toHaveLength(1);
    expect(await sandboxRazorpayRefunds(paid.orderId)).toHaveLength(1);
  });

  it('keeps a refund pending when the provider does not answer, and a retry with the same key refunds once', async () => {
    const paid = await paidOrder('razorpay');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = process.env.RAZORPAY_API_BASE;
    process.env.RAZORPAY_API_BASE = 'http://127.0.0.1:9/sandbox/razorpay';
    resetConfigForTests();
    try {
      expect(await refusal(refund(paid, 2000, { idempotencyKey: 'form-5' }))).toMatchObject({
        code: 'bad_gateway',
        status: 502,
      });
    } finally {
      process.env.RAZORPAY_API_BASE = base;
      resetConfigForTests();
    }
    const [pending] = await listRefundRequestsOfOrder(database().db, paid.orderId);
    expect(pending).toMatchObject({ status: 'pending', provider_refund_id: null });
    expect(errors.mock.calls.some(([line]) => String(line).includes('no answer from the provider: kept pending'))).toBe(
      true,
    );
    errors.mockRestore();
    // The pending amount is held back meanwhile.
    expect((await refusal(refund(paid, 2251))).message).toContain('$20 in progress');
    // The caller's check of the request about to be sent again (the staff limit) comes first: refused, nothing sent.
    const resent: number[] = [];
    const limited = refund(paid, 1, {
      idempotencyKey: 'form-5',
      beforeResend: async (request) => {
        resent.push(request.id);
        throw new ApiError('forbidden', 'Above your refund limit.');
      },
    });
    expect(await refusal(limited)).toMatchObject({ code: 'forbidden', message: 'Above your refund limit.' });
    expect(resent).toEqual([pending?.id]);
    expect(await sandboxRazorpayRefunds(paid.orderId)).toHaveLength(0);
    expect(await listRefundRequestsOfOrder(database().db, paid.orderId)).toEqual([
      expect.objectContaining({ id: pending?.id, status: 'pending', amount_minor: 2000 }),
    ]);
    // Asking again with the same key sends the same request again (same provider key).
    const retried = await refund(paid, 2000, { idempotencyKey: 'form-5' });
    expect(retried).toMatchObject({
      refundRequestId: pending?.id,
      status: 'succeeded',
      amountMinor: 2000,
      after: { status: 'partially_refunded', refundedMinor: 2000 },
    });
    expect(await retryRefundRequest(pending?.id ?? 0)).toMatchObject({ repeated: true, status: 'succeeded' });
    expect(await refund(paid, 2000, { idempotencyKey: 'form-5' })).toMatchObject({
      repeated: true,
      refundRequestId: pending?.id,
    });
    expect(await sandboxRazorpayRefunds(paid.orderId)).toHaveLength(1);
  });
});

describe('a refund the provider settles later', () => {
  it('is finished by its webhook, which tells the shopper once', async () => {
    const paid = await paidOrder('razorpay');
    const { db } = database();
    const paymentId =
      (await orderPayments(db, paid.orderNumber)).find((payment) => payment.status === 'captured')
        ?.provider_payment_id ?? '';
    const auth = `Basic ${Buffer.from('rzp_test_sandbox:sandbox_key_secret').toString('base64')}`;
    const made = await fetch(`${harness().server.url}/sandbox/razorpay/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1200 }),
    }).then((response) => response.json() as Promise<{ id: string }>);
    // As if issueRefund had sent it and Razorpay had answered 'pending': the request waits with the refund's id.
    const now = new Date().toISOString();
    await db
      .insertInto('refund_requests')
      .values({
        order_id: paid.orderId,
        method: 'provider',
        provider: 'razorpay',
        amount_minor: 1200,
        currency: 'USD',
        status: 'pending',
        reason: 'Late settlement',
        note: null,
        requested_by_staff_id: 3,
        idempotency_key: `rr-${paid.orderId}-late-settlement`,
        client_key: null,
        provider_refund_id: made.id,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await refusal(refund(paid, 3100))).message).toContain('$12 in progress');
    for (const webhook of harness().sandbox.takeWebhooks())
      expect((await harness().sandbox.deliverWebhook(webhook)).status).toBe(200);
    expect(await listRefundRequestsOfOrder(db, paid.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', provider_refund_id: made.id }),
    ]);
    expect((await findOrder(db, paid.orderNumber)).status).toBe('partially_refunded');
    expect(
      refundMessages(paid)
        .map((message) => message.channel)
        .sort(),
    ).toEqual(['email', 'whatsapp']);
    expect(await refund(paid, 3050)).toMatchObject({ after: { status: 'refunded', refundedMinor: 4250 } });
  });
});

describe('issueRefund through PayPal', () => {
  it('refunds 10.00 of 42.50 (not the whole capture), then the rest; the webhooks count nothing twice', async () => {
    const paid = await paidOrder('paypal');
    const first = await refund(paid, 1000);
    expect(first).toMatchObject({
      status: 'succeeded',
      provider: 'paypal',
      after: { status: 'partially_refunded', refundedMinor: 1000 },
      refundableMinor: 3250,
    });
    const capture = (await orderPayments(database().db, paid.orderNumber)).find(
      (payment) => payment.status === 'captured',
    );
    const sandboxRefunds = () =>
      database()
        .db.selectFrom('sandbox_paypal_refunds')
        .select(['id', 'amount'])
        .where('capture_id', '=', capture?.provider_payment_id ?? '')
        .execute();
    expect((await sandboxRefunds()).map((row) => Number(row.amount))).toEqual([1000]);
    const webhooks = harness().sandbox.takeWebhooks();
    expect(webhooks.map((webhook) => webhook.eventType)).toEqual(['PAYMENT.CAPTURE.REFUNDED']);
    for (const webhook of [...webhooks, ...webhooks])
      expect((await harness().sandbox.deliverWebhook(webhook)).status).toBe(200);

    expect(await refund(paid, 3250)).toMatchObject({ after: { status: 'refunded', refundedMinor: 4250 } });
    for (const webhook of harness().sandbox.takeWebhooks())
      expect((await harness().sandbox.deliverWebhook(webhook)).status).toBe(200);
    expect(
      (await orderPayments(database().db, paid.orderNumber)).filter((payment) => payment.status === 'refunded'),
    ).toHaveLength(2);
    expect((await sandboxRefunds()).map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([1000, 3250]);
    expect((await findOrder(database().db, paid.orderNumber)).status).toBe('refunded');
    expect(refundMessages(paid)).toHaveLength(4);
  });

  it('makes exactly one PayPal refund when two staff refund the whole order at once', async () => {
    const paid = await paidOrder('paypal');
    const results = await Promise.allSettled([refund(paid, 4250), refund(paid, 4250)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      await database()
        .db.selectFrom('sandbox_paypal_refunds')
        .select('id')
        .where('invoice_id', 'like', `${paid.orderNumber}-R%`)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('issueRefund of cash on delivery', () => {
  it('records cash handed back as a manual refund with a note once the parcel is delivered, without a provider, and refuses a provider refund', async () => {
    const cash = await cashOrder();
    expect(await refusal(refund(cash, 1000))).toMatchObject({ code: 'conflict', field: 'method' });
    expect(await refusal(refund(cash, 1000, { method: 'manual' }))).toMatchObject({
      code: 'invalid_request',
      field: 'note',
    });
    // The courier collects the cash on delivery: before, there is none to hand back.
    expect(await refusal(refund(cash, 1000, { method: 'manual', note: 'too early' }))).toMatchObject({
      code: 'conflict',
      message: codNotDeliveredMessage(cash.orderNumber),
    });
    const deliveredAt = new Date().toISOString();
    await database()
      .db.updateTable('orders')
      .set({ fulfilment_status: 'delivered', shipped_at: deliveredAt, delivered_at: deliveredAt })
      .where('id', '=', cash.orderId)
      .execute();
    const part = await refund(cash, 1000, { method: 'manual', note: 'Handed back by the courier on 26 Nov' });
    expect(part).toMatchObject({
      status: 'succeeded',
      method: 'manual',
      provider: null,
      before: { status: 'cod_confirmed', refundedMinor: 0 },
      after: { status: 'partially_refunded', refundedMinor: 1000 },
    });
    expect(await refund(cash, cash.totalMinor - 1000, { method: 'manual', note: 'The rest, in cash' })).toMatchObject({
      after: { status: 'refunded' },
      refundableMinor: 0,
    });
    expect(await refusal(refund(cash, 1, { method: 'manual', note: 'too much' }))).toMatchObject({ code: 'conflict' });
    expect(
      (await orderPayments(database().db, cash.orderNumber)).map((payment) => [payment.provider, payment.status]),
    ).toEqual([
      ['manual', 'refunded'],
      ['manual', 'refunded'],
    ]);
    expect(refundMessages(cash).find((message) => message.channel === 'whatsapp')?.body).toContain(
      'handed back in cash',
    );
    // The shopper's order history shows the cash refunded.
    const history = await callRoute(listOrders, '/api/orders/', { headers: cash.customer.auth });
    expect(
      listOrdersResponse.parse(history.body).data.find((entry) => entry.order_id === cash.orderNumber),
    ).toMatchObject({ status: 'refunded', refunded: cash.totalMinor / 100 });
    // A card order is refunded through its provider, never by hand.
    const card = await paidOrder('razorpay');
    expect(await refusal(refund(card, 100, { method: 'manual', note: 'n' }))).toMatchObject({
      code: 'conflict',
      field: 'method',
    });
  });
});
