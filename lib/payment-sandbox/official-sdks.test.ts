/**
 * The sandbox as the providers' own Node SDKs see it (issue 13, item 4):
 * razorpay and @paypal/paypal-server-sdk talk to the sandbox over real HTTP
 * on a local port and must get what the real APIs answer: create, pay,
 * fetch, capture, refund in part, fetch again, over-refund refused, refund
 * the rest. Neither SDK takes a base URL (razorpay hard-codes
 * https://api.razorpay.com in its axios instance; the PayPal SDK knows only
 * its Production and Sandbox hosts), so only the host is redirected: the
 * Razorpay SDK's axios baseURL, and PayPal's axios adapter through the SDK's
 * unstable_httpClientOptions, which swaps the origin and hands the request
 * to axios's own http adapter. Everything else is the SDKs' own code.
 */
import {
  ApiError as PayPalApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import Razorpay from 'razorpay';
import { SANDBOX_CREDENTIALS } from '@/lib/server/config';
import { withPaymentsHarness } from '@/lib/testing/payments-harness';
import { withTestDatabase } from '@/lib/testing/test-database';
import { firstItem } from '@/lib/list';

jest.setTimeout(60_000);
withTestDatabase({ seed: false });
const harness = withPaymentsHarness({});
beforeEach(() => harness().sandbox.setWebhookMode('manual'));
afterEach(() => {
  harness().sandbox.takeWebhooks();
});

function webhooksOf(eventType: string) {
  return harness()
    .sandbox.takeWebhooks()
    .filter((webhook) => webhook.eventType === eventType)
    .map((webhook) => ({ ...webhook, event: JSON.parse(webhook.body) as Record<string, unknown> }));
}

async function sandboxPost(path: string, body: unknown) {
  const response = await fetch(`${harness().server.url}/sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the razorpay SDK against the sandbox', () => {
  const { keyId, keySecret, webhookSecret } = SANDBOX_CREDENTIALS.razorpay;

  function razorpay(): Razorpay {
    const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK's one HTTP client (an axios instance); its host is the only thing changed.
    (client as unknown as { api: { rq: { defaults: { baseURL?: string } } } }).api.rq.defaults.baseURL =
      `${harness().server.url}/sandbox/razorpay`;
    return client;
  }

  it('creates, pays, fetches, captures, refunds in part, refuses an over-refund and refunds the rest', async () => {
    const client = razorpay();
    const order = await client.orders.create({
      amount: 4250,
      currency: 'INR',
      receipt: 'SDK-0001',
      notes: { purpose: 'sdk test' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 4250,
      amount_paid: 0,
      amount_due: 4250,
      currency: 'INR',
      receipt: 'SDK-0001',
      status: 'created',
    });

    // Paying is the checkout's part (the browser); capture: false leaves the payment authorized for the SDK to capture.
    const paid = await sandboxPost('razorpay/checkout/pay', { key_id: keyId, order_id: order.id, capture: false });
    expect(paid.status).toBe(200);
    const paymentId = String(paid.body.razorpay_payment_id);
    expect(await client.payments.fetch(paymentId)).toMatchObject({
      id: paymentId,
      entity: 'payment',
      status: 'authorized',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      order_id: order.id,
    });

    const captured = await client.payments.capture(paymentId, 4250, 'INR');
    expect(captured).toMatchObject({ status: 'captured', captured: true, amount: 4250 });
    expect(await client.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 4250, amount_due: 0 });
    webhooksOf('payment.captured');

    const partial = await client.payments.refund(paymentId, {
      amount: 1000,
      speed: 'normal',
      notes: { reason: 'one item returned' },
      receipt: 'SDK-0001-R1',
    });
    expect(partial).toMatchObject({
      entity: 'refund',
      amount: 1000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      receipt: 'SDK-0001-R1',
      notes: { reason: 'one item returned' },
    });
    expect(partial.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await client.payments.fetch(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 1000,
      refund_status: 'partial',
    });

    // The refund, as each fetch gives it.
    expect(await client.refunds.fetch(partial.id)).toMatchObject({
      id: partial.id,
      amount: 1000,
      payment_id: paymentId,
    });
    expect(await client.payments.fetchRefund(paymentId, partial.id)).toMatchObject({ id: partial.id, amount: 1000 });
    expect(await client.payments.fetchMultipleRefund(paymentId)).toMatchObject({
      entity: 'collection',
      count: 1,
      items: [{ id: partial.id }],
    });

    // refund.created and refund.processed, signed as Razorpay signs them (the SDK's own check agrees).
    const processed = webhooksOf('refund.processed');
    expect(processed).toHaveLength(1);
    const [webhook] = processed;
    if (!webhook) throw new Error('no refund.processed');
    expect(
      Razorpay.validateWebhookSignature(webhook.body, webhook.headers['x-razorpay-signature'] ?? '', webhookSecret),
    ).toBe(true);
    expect(webhook.event).toMatchObject({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: partial.id, amount: 1000 } },
        payment: { entity: { id: paymentId, amount_refunded: 1000, refund_status: 'partial', status: 'captured' } },
      },
    });

    // More than is left: 400 BAD_REQUEST_ERROR, nothing refunded.
    await expect(client.payments.refund(paymentId, { amount: 3300 })).rejects.toMatchObject({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The refund amount provided is greater than amount captured',
        field: 'amount',
        reason: 'input_validation_failed',
      },
    });
    expect(await client.payments.fetch(paymentId)).toMatchObject({ amount_refunded: 1000 });

    // The rest (no amount: the whole remainder), then nothing more.
    const rest = await client.payments.refund(paymentId, {});
    expect(rest).toMatchObject({ amount: 3250, status: 'processed' });
    expect(await client.payments.fetch(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 4250,
      refund_status: 'full',
    });
    expect((await client.payments.fetchMultipleRefund(paymentId)).count).toBe(2);
    await expect(client.payments.refund(paymentId, { amount: 100 })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
    });
  });

  it('answers unknown ids and refunds of uncaptured payments as Razorpay does', async () => {
    const client = razorpay();
    await expect(client.payments.fetch('pay_DoesNotExist01')).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
    await expect(client.refunds.fetch('rfnd_DoesNotExist1')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
    const order = await client.orders.create({ amount: 1500, currency: 'INR' });
    const paid = await sandboxPost('razorpay/checkout/pay', { key_id: keyId, order_id: order.id, capture: false });
    await expect(client.payments.refund(String(paid.body.razorpay_payment_id), { amount: 500 })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment status should be captured for action to be taken' },
    });
  });
});

describe('X-Refund-Idempotency at the Razorpay sandbox', () => {
  it('answers the same refund for the same key and body, refuses another body, and refunds once', async () => {
    const { keyId, keySecret } = SANDBOX_CREDENTIALS.razorpay;
    const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${harness().server.url}/sandbox/razorpay${path}`, {
        ...init,
        headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const order = await api('/v1/orders', { method: 'POST', body: JSON.stringify({ amount: 2000, currency: 'INR' }) });
    const paid = await sandboxPost('razorpay/checkout/pay', { key_id: keyId, order_id: order.body.id });
    const paymentId = String(paid.body.razorpay_payment_id);
    const refund = (body: unknown, key: string) =>
      api(`/v1/payments/${paymentId}/refund`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'x-refund-idempotency': key },
      });

    const answers = await Promise.all(Array.from({ length: 5 }, () => refund({ amount: 700 }, 'refund-key-0001')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect((await api(`/v1/payments/${paymentId}`)).body).toMatchObject({ amount_refunded: 700 });
    expect(await refund({ amount: 800 }, 'refund-key-0001')).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Different request with the same idempotency key has already been processed.',
        },
      },
    });
    expect((await refund({ amount: 100 }, 'short')).status).toBe(400);
    expect((await api(`/v1/payments/${paymentId}/refunds`)).body).toMatchObject({ count: 1 });
  });
});

describe('the PayPal server SDK against the sandbox', () => {
  const { clientId, clientSecret } = SANDBOX_CREDENTIALS.paypal;

  function paypal(): { orders: OrdersController; payments: PaymentsController } {
    const sandbox = `${harness().server.url}/sandbox/paypal`;
    const httpAdapter = axios.getAdapter('http');
    // The SDK's requests, unchanged but for the origin: https://api-m.sandbox.paypal.com → the local sandbox.
    const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
      httpAdapter({ ...config, url: (config.url ?? '').replace(/^https:\/\/api-m\.sandbox\.paypal\.com/, sandbox) });
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
      environment: Environment.Sandbox,
      timeout: 15_000,
      unstable_httpClientOptions: { adapter },
    });
    return { orders: new OrdersController(client), payments: new PaymentsController(client) };
  }

  async function paypalError(call: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
    try {
      await call;
    } catch (error) {
      if (error instanceof PayPalApiError) {
        // The SDK asks axios for text, so the body is the JSON PayPal sent.
        if (typeof error.body !== 'string') throw new Error('The PayPal SDK gave a body that is not text');
        return { status: error.statusCode, body: JSON.parse(error.body) as Record<string, unknown> };
      }
      throw error;
    }
    throw new Error('The call did not fail');
  }

  it('creates, pays, captures, fetches the capture, refunds in part (idempotently), refuses an over-refund and refunds the rest', async () => {
    const { orders, payments } = paypal();
    const created = await orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: 'SDK-PP-1',
            customId: 'SDK-PP-1',
            invoiceId: 'SDK-PP-1',
            amount: { currencyCode: 'USD', value: '42.50' },
          },
        ],
      },
      paypalRequestId: 'sdk-create-0001',
      prefer: 'return=representation',
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.result.id ?? '';
    expect(created.result.status).toBe('CREATED');

    // The payer approves on PayPal's pages (the sandbox's approval window).
    expect((await sandboxPost('paypal/checkout/approve', { client_id: clientId, order_id: orderId })).status).toBe(200);
    expect((await orders.getOrder({ id: orderId })).result.status).toBe('APPROVED');

    const captured = await orders.captureOrder({
      id: orderId,
      paypalRequestId: 'sdk-capture-0001',
      prefer: 'return=representation',
    });
    expect(captured.result.status).toBe('COMPLETED');
    const captureId = firstItem(firstItem(captured.result.purchaseUnits ?? []).payments?.captures ?? []).id ?? '';
    expect(captureId).toMatch(/^[A-Z0-9]{17}$/);
    webhooksOf('PAYMENT.CAPTURE.COMPLETED');

    const capture = await payments.getCapturedPayment({ captureId });
    expect(capture.result).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '42.50' },
      finalCapture: true,
      invoiceId: 'SDK-PP-1',
    });
    expect(capture.result.sellerReceivableBreakdown?.grossAmount).toEqual({ currencyCode: 'USD', value: '42.50' });

    // 10.00 of 42.50, twice with the same PayPal-Request-Id: one refund.
    const refundArgs = {
      captureId,
      paypalRequestId: 'sdk-refund-0001',
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'USD', value: '10.00' }, noteToPayer: 'One item returned' },
    };
    const partial = await payments.refundCapturedPayment(refundArgs);
    expect(partial.statusCode).toBe(201);
    expect(partial.result).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '10.00' },
      noteToPayer: 'One item returned',
      invoiceId: 'SDK-PP-1',
    });
    expect(partial.result.sellerPayableBreakdown?.totalRefundedAmount).toEqual({ currencyCode: 'USD', value: '10.00' });
    const again = await payments.refundCapturedPayment(refundArgs);
    expect(again.result.id).toBe(partial.result.id);
    const refundEvents = webhooksOf('PAYMENT.CAPTURE.REFUNDED');
    expect(refundEvents).toHaveLength(1);
    expect(refundEvents[0]?.event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: { id: partial.result.id, amount: { value: '10.00' } },
    });

    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe('PARTIALLY_REFUNDED');
    expect((await payments.getRefund({ refundId: partial.result.id ?? '' })).result).toMatchObject({
      id: partial.result.id,
      status: 'COMPLETED',
      amount: { value: '10.00' },
    });

    // Minimal answer without Prefer, as PayPal gives it.
    const minimal = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: 'sdk-refund-0002',
      body: { amount: { currencyCode: 'USD', value: '2.50' } },
    });
    expect(minimal.result).toMatchObject({ status: 'COMPLETED' });
    expect(minimal.result.amount).toBeUndefined();

    // More than the 30.00 left: 422 REFUND_AMOUNT_EXCEEDED, nothing refunded.
    const exceeded = await paypalError(
      payments.refundCapturedPayment({
        captureId,
        paypalRequestId: 'sdk-refund-0003',
        body: { amount: { currencyCode: 'USD', value: '30.01' } },
      }),
    );
    expect(exceeded).toMatchObject({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
    });

    const rest = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: 'sdk-refund-0004',
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'USD', value: '30.00' } },
    });
    expect(rest.result.sellerPayableBreakdown?.totalRefundedAmount?.value).toBe('42.50');
    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe('REFUNDED');
    const order = (await orders.getOrder({ id: orderId })).result;
    const unit = firstItem(order.purchaseUnits ?? []);
    expect(unit.payments?.captures?.[0]?.status).toBe('REFUNDED');
    expect(unit.payments?.refunds?.map((refund) => refund.amount?.value)).toEqual(['10.00', '2.50', '30.00']);
    const fully = await paypalError(
      payments.refundCapturedPayment({ captureId, body: { amount: { currencyCode: 'USD', value: '1.00' } } }),
    );
    expect(fully).toMatchObject({ status: 422, body: { details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } });
  });

  it('answers unknown captures and refunds with 404 RESOURCE_NOT_FOUND', async () => {
    const { payments } = paypal();
    expect(await paypalError(payments.getCapturedPayment({ captureId: 'NOSUCHCAPTURE0001' }))).toMatchObject({
      status: 404,
      body: { name: 'RESOURCE_NOT_FOUND' },
    });
    expect(await paypalError(payments.getRefund({ refundId: 'NOSUCHREFUND00001' }))).toMatchObject({
      status: 404,
      body: { name: 'RESOURCE_NOT_FOUND' },
    });
  });
});
