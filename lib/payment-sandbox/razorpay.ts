import 'server-only';
import crypto from 'node:crypto';
import { SANDBOX_CREDENTIALS } from '../server/config';
import { basicCredentials, isRecord, json, randomId, readJson, sameSecret, unixSeconds } from './common';
import type { SandboxContext } from './context';
import * as store from './store';

/**
 * A stand-in for Razorpay's REST API and checkout, speaking its wire format:
 * orders, payments, capture, refunds, the checkout's payment signature and
 * signed webhooks. Credentials are the fixed sandbox ones (SANDBOX_CREDENTIALS).
 */
const credentials = SANDBOX_CREDENTIALS.razorpay;
const SUPPORTED_CURRENCIES = new Set(['INR', 'USD', 'EUR', 'GBP', 'SGD', 'AED', 'AUD', 'CAD']);

function razorpayError(status: number, description: string, extra: Record<string, unknown> = {}): Response {
  return json(
    {
      error: {
        code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description,
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        ...extra,
      },
    },
    status,
  );
}

function hmacHex(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

export function orderEntity(row: store.RazorpayOrderRow) {
  let notes: unknown = {};
  try {
    notes = JSON.parse(row.notes);
  } catch {
    notes = {};
  }
  return {
    id: row.id,
    entity: 'order' as const,
    amount: row.amount,
    amount_paid: row.amount_paid,
    amount_due: row.amount - row.amount_paid,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status,
    attempts: row.attempts,
    notes,
    created_at: row.created_at,
  };
}

export function paymentEntity(row: store.RazorpayPaymentRow) {
  const captured = row.status === 'captured' || row.status === 'refunded';
  const fee = captured ? Math.round(row.amount * 0.02) : null;
  return {
    id: row.id,
    entity: 'payment' as const,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    order_id: row.order_id,
    invoice_id: null,
    international: false,
    method: row.method,
    amount_refunded: row.amount_refunded,
    refund_status: row.amount_refunded === 0 ? null : row.amount_refunded >= row.amount ? 'full' : 'partial',
    captured,
    description: 'Sandbox payment',
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: row.email,
    contact: row.contact,
    notes: [],
    fee,
    tax: fee === null ? null : Math.round(fee * 0.18),
    error_code: row.error_code,
    error_description: row.error_description,
    error_source: row.error_code ? 'customer' : null,
    error_step: row.error_code ? 'payment_authorization' : null,
    error_reason: row.error_code ? 'payment_failed' : null,
    acquirer_data: {},
    created_at: row.created_at,
  };
}

type RazorpayEvent = 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid';
type RazorpayRefundEvent = 'refund.created' | 'refund.processed';

/** A webhook as Razorpay sends it: the event JSON, X-Razorpay-Signature over those exact bytes, and an event id. */
function signedRazorpayWebhook(
  ctx: SandboxContext,
  event: RazorpayEvent | RazorpayRefundEvent,
  payload: Record<string, { entity: unknown }>,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_SandboxShop001',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: unixSeconds(),
  });
  const eventId = `evt_${randomId(14)}`;
  return {
    provider: 'razorpay' as const,
    eventId,
    eventType: event,
    url: `${ctx.shopOrigin}/api/webhooks/razorpay/`,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Razorpay-Webhook/v1 (sandbox)',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacHex(credentials.webhookSecret, body),
    },
    body,
  };
}

export function buildRazorpayWebhook(
  ctx: SandboxContext,
  event: RazorpayEvent,
  payment: store.RazorpayPaymentRow,
  order: store.RazorpayOrderRow,
) {
  const payload: Record<string, { entity: unknown }> = { payment: { entity: paymentEntity(payment) } };
  if (event === 'order.paid') payload.order = { entity: orderEntity(order) };
  return signedRazorpayWebhook(ctx, event, payload);
}

function emit(
  ctx: SandboxContext,
  events: RazorpayEvent[],
  payment: store.RazorpayPaymentRow,
  order: store.RazorpayOrderRow,
): void {
  for (const event of events) ctx.webhooks.send(buildRazorpayWebhook(ctx, event, payment, order));
}

function authorized(request: Request): boolean {
  const given = basicCredentials(request);
  return (
    given !== null && sameSecret(given.user, credentials.keyId) && sameSecret(given.password, credentials.keySecret)
  );
}

async function createOrder(request: Request, ctx: SandboxContext): Promise<Response> {
  const body = await readJson(request);
  if (!isRecord(body)) return razorpayError(400, 'The request body must be a JSON object');
  const { amount, currency, receipt, notes } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return razorpayError(400, 'The amount must be an integer.', { field: 'amount' });
  if (amount < 100) return razorpayError(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
  if (typeof currency !== 'string' || !SUPPORTED_CURRENCIES.has(currency))
    return razorpayError(400, 'The currency provided is not supported', { field: 'currency' });
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
    return razorpayError(400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' });
  }
  if (notes !== undefined && (!isRecord(notes) || Object.keys(notes).length > 15))
    return razorpayError(400, 'The notes may not have more than 15 items.', { field: 'notes' });
  const row = await store.insertRazorpayOrder(ctx.db, {
    id: `order_${randomId(14)}`,
    amount,
    currency,
    receipt: typeof receipt === 'string' ? receipt : null,
    notes: JSON.stringify(notes ?? {}),
    status: 'created',
    attempts: 0,
    amount_paid: 0,
    created_at: unixSeconds(),
  });
  return json(orderEntity(row));
}

async function capturePayment(request: Request, ctx: SandboxContext, paymentId: string): Promise<Response> {
  const body = await readJson(request);
  const payment = await store.findRazorpayPayment(ctx.db, paymentId);
  if (!payment) return razorpayError(400, 'The id provided does not exist');
  if (payment.status === 'captured') return razorpayError(400, 'This payment has already been captured');
  if (payment.status !== 'authorized')
    return razorpayError(400, 'Only payments which have been authorized and not yet captured can be captured');
  if (!isRecord(body) || body.amount !== payment.amount)
    return razorpayError(400, 'Capture amount must be equal to the amount authorized', { field: 'amount' });
  if (body.currency !== undefined && body.currency !== payment.currency)
    return razorpayError(400, 'The currency should be same as the payment currency', { field: 'currency' });
  if (
    !(await store.transitionRazorpayPayment(ctx.db, payment.id, 'authorized', {
      status: 'captured',
      captured_at: unixSeconds(),
    }))
  ) {
    return razorpayError(400, 'This payment has already been captured');
  }
  const order = await markOrderPaid(ctx, payment);
  const captured = (await store.findRazorpayPayment(ctx.db, payment.id)) ?? payment;
  if (order) emit(ctx, ['payment.captured', 'order.paid'], captured, order);
  return json(paymentEntity(captured));
}

export function refundEntity(row: store.RazorpayRefundRow) {
  let notes: unknown = {};
  try {
    notes = JSON.parse(row.notes);
  } catch {
    notes = {};
  }
  return {
    id: row.id,
    entity: 'refund' as const,
    amount: row.amount,
    currency: row.currency,
    payment_id: row.payment_id,
    notes,
    receipt: row.receipt,
    acquirer_data: { arn: null },
    created_at: row.created_at,
    batch_id: null,
    status: row.status,
    speed_processed: 'normal' as const,
    speed_requested: row.speed_requested,
  };
}

/** A refund's input errors carry what Razorpay adds to them: where the check failed, and the field. */
function refundInputError(description: string, field?: string): Response {
  return razorpayError(400, description, {
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    ...(field ? { field } : {}),
  });
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

/**
 * POST /v1/payments/:id/refund: amount in the minor unit (the whole
 * remainder when left out), speed, notes, receipt, and the optional
 * X-Refund-Idempotency header (at least 10 letters, digits, - or _): the
 * same key with the same body answers the refund made the first time; with
 * another body, 400. Partial refunds add up to the captured amount, never
 * past it. The sandbox settles a refund at once, so it answers a processed
 * refund entity and sends refund.created and refund.processed (the payment
 * in them carries the new amount_refunded), as Razorpay does for a refund
 * that went through.
 */
async function refundPayment(request: Request, ctx: SandboxContext, paymentId: string): Promise<Response> {
  const text = await request.text();
  let body: unknown = {};
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isRecord(body)) return razorpayError(400, 'The request body must be a JSON object');
  const key = request.headers.get('x-refund-idempotency')?.trim() ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    return razorpayError(
      400,
      'The idempotency key must be at least 10 characters and contain only alphabets, numbers, hyphens and underscores.',
    );
  }
  const requestHash = crypto
    .createHash('sha256')
    .update(`${paymentId}|${JSON.stringify(body)}`)
    .digest('hex');
  if (key !== null) {
    const earlier = await store.findRazorpayRefundByIdempotencyKey(ctx.db, key);
    if (earlier)
      return earlier.request_hash === requestHash
        ? json(refundEntity(earlier))
        : razorpayError(400, 'Different request with the same idempotency key has already been processed.');
  }
  const payment = await store.findRazorpayPayment(ctx.db, paymentId);
  if (!payment) return razorpayError(400, 'The id provided does not exist');
  const { amount, speed, notes, receipt } = body;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount)))
    return refundInputError('The amount must be an integer.', 'amount');
  if (typeof amount === 'number' && amount < 100)
    return refundInputError('The amount must be at least INR 1.00', 'amount');
  if (speed !== undefined && speed !== 'normal' && speed !== 'optimum')
    return refundInputError('The selected speed is invalid.', 'speed');
  if (notes !== undefined && (!isRecord(notes) || Object.keys(notes).length > 15))
    return refundInputError('The notes may not have more than 15 items.', 'notes');
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
    return refundInputError('The receipt may not be greater than 40 characters.', 'receipt');

  const result = await store.addRazorpayRefund(ctx.db, payment.id, typeof amount === 'number' ? amount : null, {
    id: `rfnd_${randomId(14)}`,
    receipt: typeof receipt === 'string' ? receipt : null,
    notes: JSON.stringify(notes ?? {}),
    speed_requested: speed === 'optimum' ? 'optimum' : 'normal',
    status: 'processed',
    idempotency_key: key,
    request_hash: key === null ? null : requestHash,
    created_at: unixSeconds(),
  });
  if (!result) return razorpayError(400, 'The id provided does not exist');
  if ('error' in result) {
    switch (result.error) {
      case 'fully_refunded':
        return refundInputError('The payment has been fully refunded already');
      case 'not_captured':
        return refundInputError('The payment status should be captured for action to be taken');
      case 'exceeds':
        return refundInputError('The refund amount provided is greater than amount captured', 'amount');
      case 'duplicate_key':
        // The same key at the same moment: answer as a retry of the request that won.
        return refundPayment(
          new Request(request.url, { method: 'POST', headers: request.headers, body: text }),
          ctx,
          paymentId,
        );
    }
  }
  const refund = refundEntity(result.refund);
  for (const event of ['refund.created', 'refund.processed'] as const) {
    ctx.webhooks.send(
      signedRazorpayWebhook(ctx, event, {
        refund: { entity: refund },
        payment: { entity: paymentEntity(result.payment) },
      }),
    );
  }
  return json(refund);
}

async function markOrderPaid(
  ctx: SandboxContext,
  payment: store.RazorpayPaymentRow,
): Promise<store.RazorpayOrderRow | undefined> {
  const order = await store.findRazorpayOrder(ctx.db, payment.order_id);
  if (!order) return undefined;
  await store.updateRazorpayOrder(ctx.db, order.id, { status: 'paid', amount_paid: payment.amount });
  return store.findRazorpayOrder(ctx.db, order.id);
}

/** The stand-in checkout's Pay and Fail buttons: what Razorpay's own checkout does with the card. */
async function checkoutAttempt(request: Request, ctx: SandboxContext, outcome: 'pay' | 'fail'): Promise<Response> {
  const body = await readJson(request);
  if (!isRecord(body) || typeof body.order_id !== 'string')
    return razorpayError(400, 'The order_id is required', { field: 'order_id' });
  if (typeof body.key_id !== 'string' || !sameSecret(body.key_id, credentials.keyId))
    return razorpayError(401, 'The api key provided is invalid');
  const order = await store.findRazorpayOrder(ctx.db, body.order_id);
  if (!order) return razorpayError(400, 'The id provided does not exist', { field: 'order_id' });
  // second_tab: a checkout opened before the order was paid (another tab) still takes a payment, as at Razorpay.
  if (order.status === 'paid' && body.second_tab !== true)
    return razorpayError(400, 'This order has already been paid', { field: 'order_id' });

  const capture = body.capture !== false;
  const failed = outcome === 'fail';
  const status = failed ? 'failed' : capture ? 'captured' : 'authorized';
  const payment = await store.insertRazorpayPayment(ctx.db, {
    id: `pay_${randomId(14)}`,
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    status,
    method: typeof body.method === 'string' ? body.method.slice(0, 20) : 'card',
    email: typeof body.email === 'string' ? body.email.slice(0, 100) : 'void@razorpay.com',
    contact: typeof body.contact === 'string' ? body.contact.slice(0, 20) : '+919000090000',
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Your payment could not be completed as the card was declined (sandbox).' : null,
    created_at: unixSeconds(),
    captured_at: status === 'captured' ? unixSeconds() : null,
  });
  await store.updateRazorpayOrder(ctx.db, order.id, { attempts: order.attempts + 1, status: 'attempted' });

  if (failed) {
    emit(ctx, ['payment.failed'], payment, order);
    return json({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: payment.error_description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      },
    });
  }
  if (status === 'captured') {
    const paid = (await markOrderPaid(ctx, payment)) ?? order;
    emit(ctx, ['payment.captured', 'order.paid'], payment, paid);
  } else {
    emit(ctx, ['payment.authorized'], payment, order);
  }
  return json({
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: hmacHex(credentials.keySecret, `${order.id}|${payment.id}`),
  });
}

export async function handleRazorpaySandbox(request: Request, path: string, ctx: SandboxContext): Promise<Response> {
  const method = request.method;
  if (method === 'POST' && path === '/checkout/pay') return checkoutAttempt(request, ctx, 'pay');
  if (method === 'POST' && path === '/checkout/fail') return checkoutAttempt(request, ctx, 'fail');

  if (!path.startsWith('/v1/')) return razorpayError(400, 'The requested URL was not found on the server.');
  if (!authorized(request)) return razorpayError(401, 'Authentication failed');

  if (method === 'POST' && path === '/v1/orders') return createOrder(request, ctx);
  const orderId = /^\/v1\/orders\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && orderId !== undefined) {
    const order = await store.findRazorpayOrder(ctx.db, decodeURIComponent(orderId));
    return order ? json(orderEntity(order)) : razorpayError(400, 'The id provided does not exist');
  }
  const paidOrderId = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path)?.[1];
  if (method === 'GET' && paidOrderId !== undefined) {
    const order = await store.findRazorpayOrder(ctx.db, decodeURIComponent(paidOrderId));
    if (!order) return razorpayError(400, 'The id provided does not exist');
    const items = (await store.listRazorpayPayments(ctx.db, order.id)).map(paymentEntity);
    return json({ entity: 'collection', count: items.length, items });
  }
  const paymentId = /^\/v1\/payments\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && paymentId !== undefined) {
    const payment = await store.findRazorpayPayment(ctx.db, decodeURIComponent(paymentId));
    return payment ? json(paymentEntity(payment)) : razorpayError(400, 'The id provided does not exist');
  }
  const capturedPaymentId = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path)?.[1];
  if (method === 'POST' && capturedPaymentId !== undefined)
    return capturePayment(request, ctx, decodeURIComponent(capturedPaymentId));
  const refundedPaymentId = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)?.[1];
  if (method === 'POST' && refundedPaymentId !== undefined)
    return refundPayment(request, ctx, decodeURIComponent(refundedPaymentId));
  const listedPaymentId = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path)?.[1];
  if (method === 'GET' && listedPaymentId !== undefined) {
    const payment = await store.findRazorpayPayment(ctx.db, decodeURIComponent(listedPaymentId));
    if (!payment) return razorpayError(400, 'The id provided does not exist');
    const items = (await store.listRazorpayRefunds(ctx.db, payment.id)).map(refundEntity);
    return json({ entity: 'collection', count: items.length, items });
  }
  const paymentRefund = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(path);
  if (method === 'GET' && paymentRefund) {
    const refund = await store.findRazorpayRefund(ctx.db, decodeURIComponent(paymentRefund[2] ?? ''));
    return refund && refund.payment_id === decodeURIComponent(paymentRefund[1] ?? '')
      ? json(refundEntity(refund))
      : razorpayError(400, 'The id provided does not exist');
  }
  const refundId = /^\/v1\/refunds\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && refundId !== undefined) {
    const refund = await store.findRazorpayRefund(ctx.db, decodeURIComponent(refundId));
    return refund ? json(refundEntity(refund)) : razorpayError(400, 'The id provided does not exist');
  }
  return razorpayError(400, 'The requested URL was not found on the server.');
}
