import 'server-only';
import crypto from 'node:crypto';
import { z } from 'zod';
import {
  ApiError,
  ORDER_PLACED_MESSAGE,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  type EndpointOutput,
  type EndpointParsedInput,
} from '../../contract';
import type { ordersEndpoints } from '../../contract/orders';
import { getPaymentSettings } from '../config';
import { getDatabase } from '../db/connection';
import type { HandlersFor, RequestContext } from '../http/context';
import { logError, logInfo } from '../log';
import { firstCapture, getPayPalClient, parsePayPalAmount, paypalCaptureSchema, paypalMoneySchema } from '../payments/paypal';
import { isPaymentProviderError } from '../payments/provider-http';
import { getRazorpayClient, razorpayPaymentSchema, verifyRazorpayPaymentSignature, verifyRazorpayWebhookSignature, type RazorpayPayment } from '../payments/razorpay';
import * as orders from '../repositories/orders';
import { findPaymentByProviderPaymentId, recordPayment } from '../repositories/payments';
import { findPromoCode } from '../repositories/promos';
import * as stock from '../repositories/stock';
import { forgetWebhookEvent, markWebhookEventProcessed, recordWebhookEvent } from '../repositories/webhooks';
import { requireUser } from './auth';
import { sendOrderConfirmation, retryUnsentNotifications } from './notifications';
import { createOrder, expireStaleOrders, listOrders } from './orders';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ORDER_EXPIRED_MESSAGE = 'This order has expired. Please place your order again.';
export const PAID_BUT_SOLD_OUT_MESSAGE = 'Your payment was received, but an item sold out while you were paying. We will refund you in full.';
export const INVALID_WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature.';
export const WEBHOOK_NOT_CONFIGURED_MESSAGE = 'Webhooks are not configured for this provider.';

/** The largest webhook body accepted (provider events are a few kilobytes). */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

const stockGone = Symbol('stock gone');

export interface CapturedPayment {
  provider: 'razorpay' | 'paypal';
  /** Razorpay payment id or PayPal capture id. */
  providerPaymentId: string;
  providerOrderId: string;
  amountMinor: number;
  currency: string;
  raw: unknown;
}

/**
 * paid: this call made the order paid. already_paid: someone else did.
 * stock_gone: the money arrived after the order had expired and an item sold
 * out meanwhile (recorded, refund due). not_payable: a cash-on-delivery order.
 */
export type SettleOutcome = 'paid' | 'already_paid' | 'stock_gone' | 'not_payable';

/**
 * Makes an order paid, once, whoever reports the money first (verify call,
 * webhook, reconcile): in one transaction the payment is recorded, the
 * order moves from pending to paid (a conditional update, on a locked row),
 * its held stock leaves the shelf, and what it bought leaves the cart.
 * A payment for an order that already expired takes the stock again if it
 * is still free; if not, the payment is kept on record for a refund.
 * The confirmation goes out after the commit, exactly once.
 */
export async function settleCapturedPayment(orderId: number, payment: CapturedPayment): Promise<SettleOutcome> {
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  const paymentRow = {
    order_id: orderId,
    provider: payment.provider,
    provider_payment_id: payment.providerPaymentId,
    provider_order_id: payment.providerOrderId,
    status: 'captured',
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    raw: JSON.stringify(payment.raw ?? {}),
    created_at: now,
  };
  let outcome: SettleOutcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const order = await orders.lockOrder(trx, dialect, orderId);
      if (!order) throw new Error(`Order ${orderId} vanished while being paid`);
      if (order.status === 'cod_confirmed') return 'not_payable';
      await recordPayment(trx, paymentRow);
      if (order.status === 'paid') return 'already_paid';
      const lines = await orders.listOrderLines(trx, order.id);
      const wasHolding = order.status === 'pending';
      if (!(await orders.transitionOrderStatus(trx, order.id, [order.status], 'paid', { paid_at: now, reservation_expires_at: null, last_payment_error: null, updated_at: now }))) {
        return 'already_paid';
      }
      for (const line of lines) {
        const move = { productId: line.product_id, size: line.size, quantity: line.quantity };
        const moved = wasHolding ? await stock.commitReservedStock(trx, move) : await stock.takeFreeStock(trx, move);
        if (!moved && wasHolding) throw new Error(`The stock held for ${order.public_id} is missing`);
        if (!moved) throw stockGone;
      }
      if (!wasHolding && order.promo_code) {
        // The expiry gave the promo use back; the order is paid after all, so it counts again.
        const promo = await findPromoCode(trx, order.promo_code);
        if (promo) await orders.insertPromoRedemption(trx, { promoCodeId: Number(promo.id), userId: order.user_id, orderId: order.id, now });
      }
      await orders.removeOrderedLinesFromCart(trx, order.user_id, lines.map((line) => ({ productId: line.product_id, size: line.size, quantity: line.quantity })), now);
      return 'paid';
    });
  } catch (error) {
    if (error !== stockGone) throw error;
    await recordPayment(db, { ...paymentRow, status: 'refund_due' });
    await orders.notePaymentError(db, orderId, 'Paid after the order expired and an item had sold out: refund due', now);
    logError('payment for an expired order whose stock is gone: refund due', new Error('stock gone'), { order_id: orderId, payment: payment.providerPaymentId });
    return 'stock_gone';
  }
  if (outcome === 'paid') {
    logInfo('order paid', { order_id: orderId, provider: payment.provider, payment: payment.providerPaymentId });
    await sendOrderConfirmation(orderId);
  }
  return outcome;
}

/** Records a payment that did not go through; the order stays as it is (a pending one can be paid again). */
async function notePaymentFailure(orderId: number, failure: Omit<CapturedPayment, 'raw'> & { status: string; reason: string; raw: unknown }): Promise<void> {
  const { db } = await getDatabase();
  const now = new Date().toISOString();
  await recordPayment(db, {
    order_id: orderId,
    provider: failure.provider,
    provider_payment_id: failure.providerPaymentId,
    provider_order_id: failure.providerOrderId,
    status: failure.status,
    amount_minor: failure.amountMinor,
    currency: failure.currency,
    raw: JSON.stringify(failure.raw ?? {}),
    created_at: now,
  });
  await orders.notePaymentError(db, orderId, failure.reason, now, { onlyWhilePending: true });
}

function matchesOrder(order: orders.OrderRow, amountMinor: number, currency: string): boolean {
  return amountMinor === order.total_minor && currency.toUpperCase() === order.currency;
}

function verificationFailed(field?: string): ApiError {
  return new ApiError('invalid_request', PAYMENT_VERIFICATION_FAILED_MESSAGE, field ? { field } : {});
}

function captureFailed(): ApiError {
  return new ApiError('invalid_request', PAYMENT_CAPTURE_FAILED_MESSAGE);
}

function providerUnreachable(error: unknown, context: Record<string, unknown>): ApiError {
  logError('payment provider call failed', error, context);
  return new ApiError('bad_gateway', 'The payment provider could not be reached. Please try again in a moment.');
}

function answerSettled(order: orders.OrderRow, outcome: SettleOutcome, failure: () => ApiError): EndpointOutput<'verifyPayment'> {
  if (outcome === 'stock_gone') throw new ApiError('conflict', PAID_BUT_SOLD_OUT_MESSAGE);
  if (outcome === 'not_payable') throw failure();
  return { success: true, order_id: order.public_id, status: 'paid', message: ORDER_PLACED_MESSAGE };
}

async function findOwnProviderOrder(providerOrderId: string, userId: number, field: string): Promise<orders.OrderRow> {
  const { db } = await getDatabase();
  const order = await orders.findOrderByProviderOrderId(db, providerOrderId);
  // Another customer's order is not found, exactly like an unknown one.
  if (!order || order.user_id !== userId) throw new ApiError('not_found', ORDER_NOT_FOUND_MESSAGE, { field });
  return order;
}

/**
 * Card path: the checkout's signature must be Razorpay's HMAC of our stored
 * provider order id and the payment id; then Razorpay itself is asked about
 * the payment (it must belong to this order, be captured, or authorized and
 * then captured by us, for exactly the order's amount and currency).
 */
async function verifyCardPayment(input: EndpointParsedInput<'verifyPayment'>, userId: number): Promise<EndpointOutput<'verifyPayment'>> {
  const paymentId = input.razorpay_payment_id;
  const providerOrderId = input.razorpay_order_id;
  const signature = input.razorpay_signature;
  if (!paymentId || !providerOrderId || signature === undefined) throw verificationFailed();
  const order = await findOwnProviderOrder(providerOrderId, userId, 'razorpay_order_id');
  if (order.payment_method !== 'razorpay' || !order.provider_order_id) throw verificationFailed('razorpay_order_id');

  const { razorpay } = getPaymentSettings();
  if (!verifyRazorpayPaymentSignature({ providerOrderId: order.provider_order_id, paymentId, signature, keySecret: razorpay.keySecret })) {
    logInfo('payment signature refused', { order: order.public_id });
    throw verificationFailed('razorpay_signature');
  }
  if (order.status === 'paid') return answerSettled(order, 'already_paid', verificationFailed);

  const client = getRazorpayClient();
  let payment: RazorpayPayment;
  try {
    payment = await client.fetchPayment(paymentId);
    if (payment.order_id === order.provider_order_id && payment.status === 'authorized' && matchesOrder(order, payment.amount, payment.currency)) {
      payment = await client.capturePayment(paymentId, { amount: order.total_minor, currency: order.currency });
    }
  } catch (error) {
    if (isPaymentProviderError(error) && error.status !== null && error.status < 500) throw verificationFailed();
    throw providerUnreachable(error, { order: order.public_id, payment: paymentId });
  }
  if (payment.order_id !== order.provider_order_id || payment.status !== 'captured' || !matchesOrder(order, payment.amount, payment.currency)) {
    await notePaymentFailure(order.id, {
      provider: 'razorpay',
      providerPaymentId: payment.id,
      providerOrderId: order.provider_order_id,
      amountMinor: payment.amount,
      currency: payment.currency,
      status: payment.status === 'captured' ? 'mismatch' : payment.status,
      reason: `Razorpay payment ${payment.id} is ${payment.status} for ${payment.amount} ${payment.currency} (order ${payment.order_id ?? 'none'})`,
      raw: payment,
    });
    throw verificationFailed();
  }
  const outcome = await settleCapturedPayment(order.id, {
    provider: 'razorpay',
    providerPaymentId: payment.id,
    providerOrderId: order.provider_order_id,
    amountMinor: payment.amount,
    currency: payment.currency,
    raw: payment,
  });
  return answerSettled(order, outcome, verificationFailed);
}

/**
 * Wallet path: the shop captures the approved PayPal order itself (the
 * request id makes a repeat return the same capture, never a second one) and
 * accepts only a capture that is itself COMPLETED for the order's amount.
 */
async function verifyWalletPayment(input: EndpointParsedInput<'verifyPayment'>, userId: number): Promise<EndpointOutput<'verifyPayment'>> {
  const providerOrderId = input.order_id;
  if (!providerOrderId) throw captureFailed();
  const order = await findOwnProviderOrder(providerOrderId, userId, 'order_id');
  if (order.payment_method !== 'paypal' || !order.provider_order_id) throw captureFailed();
  if (order.status === 'paid') return answerSettled(order, 'already_paid', captureFailed);
  // No capture for an order whose stock went back: no money moves for it.
  if (order.status !== 'pending') throw new ApiError('conflict', ORDER_EXPIRED_MESSAGE);

  let captured;
  try {
    captured = await getPayPalClient().captureOrder(order.provider_order_id, `capture-${order.public_id}`);
  } catch (error) {
    if (isPaymentProviderError(error) && error.status !== null && error.status < 500) {
      const issue = JSON.stringify(error.body ?? {}).slice(0, 300);
      const { db } = await getDatabase();
      await orders.notePaymentError(db, order.id, `PayPal refused the capture: ${issue}`, new Date().toISOString());
      throw captureFailed();
    }
    throw providerUnreachable(error, { order: order.public_id });
  }
  const capture = firstCapture(captured);
  const amountMinor = capture?.amount ? parsePayPalAmount(capture.amount.value) : Number.NaN;
  const currency = capture?.amount?.currency_code ?? '';
  if (!capture || capture.status !== 'COMPLETED' || !matchesOrder(order, amountMinor, currency)) {
    if (capture) {
      await notePaymentFailure(order.id, {
        provider: 'paypal',
        providerPaymentId: capture.id,
        providerOrderId: order.provider_order_id,
        amountMinor: Number.isFinite(amountMinor) ? amountMinor : 0,
        currency: currency || order.currency,
        status: capture.status === 'COMPLETED' ? 'mismatch' : capture.status.toLowerCase(),
        reason: `PayPal capture ${capture.id} is ${capture.status} for ${capture.amount?.value ?? '?'} ${currency}`,
        raw: captured,
      });
    }
    throw captureFailed();
  }
  const outcome = await settleCapturedPayment(order.id, {
    provider: 'paypal',
    providerPaymentId: capture.id,
    providerOrderId: order.provider_order_id,
    amountMinor,
    currency,
    raw: captured,
  });
  return answerSettled(order, outcome, captureFailed);
}

export async function verifyPayment(input: EndpointParsedInput<'verifyPayment'>, context: RequestContext): Promise<EndpointOutput<'verifyPayment'>> {
  const user = await requireUser(context);
  return input.razorpay === false ? verifyWalletPayment(input, Number(user.id)) : verifyCardPayment(input, Number(user.id));
}

/* ------------------------------------------------------------------ webhooks */

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The exact bytes the provider sent: signatures are over them, never over re-serialised JSON. */
async function readRawBody(request: Request): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_WEBHOOK_BYTES) {
    throw new ApiError('payload_too_large', `body: must be at most ${MAX_WEBHOOK_BYTES} bytes`, { field: 'body' });
  }
  const body = Buffer.from(await request.arrayBuffer());
  if (body.length > MAX_WEBHOOK_BYTES) throw new ApiError('payload_too_large', `body: must be at most ${MAX_WEBHOOK_BYTES} bytes`, { field: 'body' });
  return body;
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError('invalid_request', 'body: must be valid JSON', { field: 'body' });
  }
}

/**
 * Records the event first and processes it only if this delivery recorded
 * it, so ten deliveries of one event make one change. A failure forgets the
 * event again and answers 500, so the provider's retry is processed.
 */
async function processOnce(provider: 'razorpay' | 'paypal', eventId: string, eventType: string, raw: Buffer, process: () => Promise<void>): Promise<Response> {
  const { db } = await getDatabase();
  const recorded = await recordWebhookEvent(db, { provider, eventId, eventType, payload: raw.toString('utf8'), now: new Date().toISOString() });
  if (!recorded) return jsonResponse({ received: true, duplicate: true });
  try {
    await process();
    await markWebhookEventProcessed(db, provider, eventId, new Date().toISOString());
  } catch (error) {
    await forgetWebhookEvent(db, provider, eventId).catch((cleanup: unknown) => logError('webhook event not forgotten', cleanup, { provider, eventId }));
    throw error;
  }
  return jsonResponse({ received: true });
}

/** The API's one error shape (lib/contract/errors.ts), as the route helper answers it. */
function errorResponse(error: ApiError): Response {
  return jsonResponse(error.toBody(), error.status);
}

async function answerWebhookError(error: unknown, provider: string): Promise<Response> {
  if (error instanceof ApiError) return errorResponse(error);
  logError('webhook failed', error, { provider });
  return errorResponse(new ApiError('internal_error', 'Something went wrong on our side. Please try again.'));
}

const razorpayWebhookSchema = z.looseObject({
  event: z.string().min(1),
  payload: z.looseObject({
    payment: z.looseObject({ entity: razorpayPaymentSchema }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
  }),
});

async function processRazorpayEvent(event: z.infer<typeof razorpayWebhookSchema>): Promise<void> {
  const payment = event.payload.payment?.entity;
  const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
  if (!payment || !providerOrderId) return;
  const { db } = await getDatabase();
  const order = await orders.findOrderByProviderOrderId(db, providerOrderId);
  if (!order || order.payment_method !== 'razorpay') {
    logInfo('razorpay webhook for an unknown order', { event: event.event, provider_order: providerOrderId });
    return;
  }
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (payment.status !== 'captured' || !matchesOrder(order, payment.amount, payment.currency)) {
        await notePaymentFailure(order.id, {
          provider: 'razorpay',
          providerPaymentId: payment.id,
          providerOrderId,
          amountMinor: payment.amount,
          currency: payment.currency,
          status: 'mismatch',
          reason: `Webhook ${event.event}: payment ${payment.id} is ${payment.status} for ${payment.amount} ${payment.currency}`,
          raw: payment,
        });
        return;
      }
      await settleCapturedPayment(order.id, { provider: 'razorpay', providerPaymentId: payment.id, providerOrderId, amountMinor: payment.amount, currency: payment.currency, raw: payment });
      return;
    }
    case 'payment.failed':
      await notePaymentFailure(order.id, {
        provider: 'razorpay',
        providerPaymentId: payment.id,
        providerOrderId,
        amountMinor: payment.amount,
        currency: payment.currency,
        status: 'failed',
        reason: `Payment failed: ${payment.error_description ?? payment.error_code ?? 'no reason given'}`,
        raw: payment,
      });
      return;
    default:
      return;
  }
}

/** POST /api/webhooks/razorpay/: X-Razorpay-Signature over the raw body, de-duplicated by x-razorpay-event-id. */
export async function handleRazorpayWebhookRequest(request: Request): Promise<Response> {
  try {
    const raw = await readRawBody(request);
    const { razorpay } = getPaymentSettings();
    if (!razorpay.webhookSecret) throw new ApiError('invalid_request', WEBHOOK_NOT_CONFIGURED_MESSAGE);
    const signature = request.headers.get('x-razorpay-signature') ?? '';
    if (!verifyRazorpayWebhookSignature(raw, signature, razorpay.webhookSecret)) {
      throw new ApiError('invalid_request', INVALID_WEBHOOK_SIGNATURE_MESSAGE, { field: 'x-razorpay-signature' });
    }
    const parsed = razorpayWebhookSchema.safeParse(parseJson(raw));
    if (!parsed.success) throw new ApiError('invalid_request', 'body: is not a Razorpay event', { field: 'body' });
    const event = parsed.data;
    const entityId = event.payload.payment?.entity.id ?? event.payload.order?.entity.id;
    const eventId =
      request.headers.get('x-razorpay-event-id')?.trim() ||
      (entityId ? `${event.event}:${entityId}` : `sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`);
    return await processOnce('razorpay', eventId, event.event, raw, () => processRazorpayEvent(event));
  } catch (error) {
    return answerWebhookError(error, 'razorpay');
  }
}

const paypalWebhookSchema = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
});

const paypalRefundSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: paypalMoneySchema.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).optional(),
});

async function findPayPalOrder(relatedOrderId: string | undefined, customId: string | undefined): Promise<orders.OrderRow | undefined> {
  const { db } = await getDatabase();
  const byProvider = relatedOrderId ? await orders.findOrderByProviderOrderId(db, relatedOrderId) : undefined;
  const order = byProvider ?? (customId ? await orders.findOrderByPublicId(db, customId) : undefined);
  return order?.payment_method === 'paypal' ? order : undefined;
}

async function processPayPalEvent(event: z.infer<typeof paypalWebhookSchema>): Promise<void> {
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' || event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    const capture = paypalCaptureSchema.parse(event.resource);
    const order = await findPayPalOrder(capture.supplementary_data?.related_ids?.order_id, capture.custom_id ?? capture.invoice_id);
    if (!order || !order.provider_order_id) {
      logInfo('paypal webhook for an unknown order', { event: event.event_type, capture: capture.id });
      return;
    }
    const amountMinor = capture.amount ? parsePayPalAmount(capture.amount.value) : Number.NaN;
    const currency = capture.amount?.currency_code ?? '';
    const failure = {
      provider: 'paypal' as const,
      providerPaymentId: capture.id,
      providerOrderId: order.provider_order_id,
      amountMinor: Number.isFinite(amountMinor) ? amountMinor : 0,
      currency: currency || order.currency,
      raw: event.resource,
    };
    if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
      await notePaymentFailure(order.id, { ...failure, status: 'denied', reason: `PayPal capture ${capture.id} was denied` });
      return;
    }
    if (capture.status !== 'COMPLETED' || !matchesOrder(order, amountMinor, currency)) {
      await notePaymentFailure(order.id, { ...failure, status: 'mismatch', reason: `Webhook capture ${capture.id} is ${capture.status} for ${capture.amount?.value ?? '?'} ${currency}` });
      return;
    }
    await settleCapturedPayment(order.id, { ...failure, amountMinor, currency });
    return;
  }
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const refund = paypalRefundSchema.parse(event.resource);
    const { db } = await getDatabase();
    // A refund names its capture in its 'up' link; the capture's payments row names the order.
    const captureId = refund.links?.find((link) => link.rel === 'up')?.href.split('/').pop();
    const byCapture = captureId ? await findPaymentByProviderPaymentId(db, 'paypal', captureId) : undefined;
    const order = byCapture ? await orders.findOrderById(db, byCapture.order_id) : await findPayPalOrder(undefined, refund.custom_id ?? refund.invoice_id);
    if (!order || !order.provider_order_id) {
      logInfo('paypal refund for an unknown order', { refund: refund.id });
      return;
    }
    await recordPayment(db, {
      order_id: order.id,
      provider: 'paypal',
      provider_payment_id: refund.id,
      provider_order_id: order.provider_order_id,
      status: 'refunded',
      amount_minor: refund.amount ? parsePayPalAmount(refund.amount.value) || 0 : 0,
      currency: refund.amount?.currency_code ?? order.currency,
      raw: JSON.stringify(event.resource),
      created_at: new Date().toISOString(),
    });
    logInfo('paypal refund recorded', { order: order.public_id, refund: refund.id });
  }
}

/**
 * POST /api/webhooks/paypal/: PayPal itself verifies the delivery
 * (verify-webhook-signature with the PAYPAL-* headers, our webhook id and
 * the event); only 'SUCCESS' is processed, once per event id.
 */
export async function handlePayPalWebhookRequest(request: Request): Promise<Response> {
  try {
    const raw = await readRawBody(request);
    const { paypal } = getPaymentSettings();
    if (!paypal.available || !paypal.webhookId) throw new ApiError('invalid_request', WEBHOOK_NOT_CONFIGURED_MESSAGE);
    const header = (name: string) => request.headers.get(name)?.trim() ?? '';
    const transmission = {
      authAlgo: header('paypal-auth-algo'),
      certUrl: header('paypal-cert-url'),
      transmissionId: header('paypal-transmission-id'),
      transmissionSig: header('paypal-transmission-sig'),
      transmissionTime: header('paypal-transmission-time'),
    };
    if (Object.values(transmission).some((value) => value === '')) {
      throw new ApiError('invalid_request', INVALID_WEBHOOK_SIGNATURE_MESSAGE, { field: 'paypal-transmission-sig' });
    }
    const body = parseJson(raw);
    const parsed = paypalWebhookSchema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid_request', 'body: is not a PayPal event', { field: 'body' });

    let verdict: string;
    try {
      verdict = await getPayPalClient().verifyWebhookSignature({ ...transmission, webhookId: paypal.webhookId, webhookEvent: body });
    } catch (error) {
      throw providerUnreachable(error, { webhook: parsed.data.id });
    }
    if (verdict !== 'SUCCESS') throw new ApiError('invalid_request', INVALID_WEBHOOK_SIGNATURE_MESSAGE, { field: 'paypal-transmission-sig' });
    return await processOnce('paypal', parsed.data.id, parsed.data.event_type, raw, () => processPayPalEvent(parsed.data));
  } catch (error) {
    return answerWebhookError(error, 'paypal');
  }
}

/* ------------------------------------------------------------- reconciliation */

export interface ReconcileSummary {
  /** Pending orders the providers were asked about. */
  checked: number;
  paid: number;
  stillPending: number;
  /** Paid after expiry with an item sold out: refund due. */
  refundDue: number;
  /** Provider calls that failed; those orders are asked again next time. */
  errors: number;
  expired: number;
  notificationsRetried: number;
  notificationsSent: number;
}

/** What the provider says about one pending order; settles it when the money is there. */
async function reconcileOrder(order: orders.OrderRow): Promise<SettleOutcome | 'pending'> {
  const providerOrderId = order.provider_order_id;
  if (!providerOrderId) return 'pending';
  if (order.payment_method === 'razorpay') {
    const client = getRazorpayClient();
    const payments = await client.listOrderPayments(providerOrderId);
    const forOrder = payments.filter((payment) => payment.order_id === providerOrderId && matchesOrder(order, payment.amount, payment.currency));
    let captured = forOrder.find((payment) => payment.status === 'captured');
    const authorized = forOrder.find((payment) => payment.status === 'authorized');
    if (!captured && authorized) captured = await client.capturePayment(authorized.id, { amount: order.total_minor, currency: order.currency });
    if (!captured || captured.status !== 'captured') return 'pending';
    return settleCapturedPayment(order.id, {
      provider: 'razorpay',
      providerPaymentId: captured.id,
      providerOrderId,
      amountMinor: captured.amount,
      currency: captured.currency,
      raw: captured,
    });
  }
  const client = getPayPalClient();
  let paypalOrder = await client.getOrder(providerOrderId);
  // Approved by the shopper but never captured (the browser closed before verify): capture it as they asked.
  if (paypalOrder.status === 'APPROVED') paypalOrder = await client.captureOrder(providerOrderId, `capture-${order.public_id}`);
  const capture = firstCapture(paypalOrder);
  const amountMinor = capture?.amount ? parsePayPalAmount(capture.amount.value) : Number.NaN;
  const currency = capture?.amount?.currency_code ?? '';
  if (!capture || capture.status !== 'COMPLETED' || !matchesOrder(order, amountMinor, currency)) return 'pending';
  return settleCapturedPayment(order.id, { provider: 'paypal', providerPaymentId: capture.id, providerOrderId, amountMinor, currency, raw: paypalOrder });
}

/**
 * npm run payments:reconcile: asks the providers about every pending order
 * (a payment whose verify call and webhook never arrived), settles what is
 * paid, then expires what ran out and retries unsent notifications.
 */
export async function reconcilePayments(now: Date = new Date()): Promise<ReconcileSummary> {
  const { db } = await getDatabase();
  const summary: ReconcileSummary = { checked: 0, paid: 0, stillPending: 0, refundDue: 0, errors: 0, expired: 0, notificationsRetried: 0, notificationsSent: 0 };
  for (const order of await orders.listPendingProviderOrders(db, 500)) {
    summary.checked += 1;
    try {
      const outcome = await reconcileOrder(order);
      if (outcome === 'paid') summary.paid += 1;
      else if (outcome === 'stock_gone') summary.refundDue += 1;
      else if (outcome === 'pending') summary.stillPending += 1;
    } catch (error) {
      summary.errors += 1;
      logError('reconciling an order failed', error, { order: order.public_id, provider: order.payment_method });
    }
  }
  summary.expired = await expireStaleOrders(now);
  const retried = await retryUnsentNotifications(now);
  summary.notificationsRetried = retried.tried;
  summary.notificationsSent = retried.sent;
  return summary;
}

/* --------------------------------------------------------- browser settings */

function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export async function getPaymentsConfig(input: EndpointParsedInput<'getPaymentsConfig'>): Promise<EndpointOutput<'getPaymentsConfig'>> {
  const { razorpay, paypal } = getPaymentSettings();
  const currency = input.currency ?? 'USD';
  return {
    sandbox: (razorpay.available && razorpay.sandbox) || (paypal.available && paypal.sandbox),
    razorpay: {
      available: razorpay.available,
      sandbox: razorpay.available && razorpay.sandbox,
      key_id: razorpay.available ? razorpay.keyId : null,
      checkout_url: razorpay.available ? razorpay.checkoutUrl : null,
    },
    paypal: {
      available: paypal.available,
      sandbox: paypal.available && paypal.sandbox,
      client_id: paypal.available ? paypal.clientId : null,
      sdk_url: paypal.available ? withQuery(paypal.sdkUrl, { 'client-id': paypal.clientId, currency, intent: 'capture' }) : null,
      currency,
    },
  };
}

export const orderHandlers: HandlersFor<typeof ordersEndpoints> = {
  createOrder: (input, context) => createOrder(input, context),
  verifyPayment: (input, context) => verifyPayment(input, context),
  listOrders: (_input, context) => listOrders(context),
  getPaymentsConfig: (input) => getPaymentsConfig(input),
};
