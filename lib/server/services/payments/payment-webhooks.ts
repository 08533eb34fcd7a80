import 'server-only';
import crypto from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../../contract';
import { getPaymentSettings } from '../../config';
import { getDatabase, type Executor } from '../../db/connection';
import type { WebhookReceipt } from '../request-context';
import { logInfo } from '../../log';
import { getPayPalClient, parsePayPalAmount, paypalCaptureSchema, paypalRefundSchema } from '../../payments/paypal';
import { providerUnreachableError } from '../../payments/provider-http';
import { razorpayPaymentSchema, razorpayRefundSchema, verifyRazorpayWebhookSignature } from '../../payments/razorpay';
import * as orders from '../orders/repositories/orders';
import { findPaymentByProviderPaymentId } from './repositories/payments';
import { markWebhookEventHandled, recordWebhookEvent } from './repositories/webhooks';
import { matchesOrderTotal, notePaymentFailure, settleCapturedPayment } from './payment-settlement';
import { recordProviderRefund } from './refund-ledger';

export const INVALID_WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature.';
export const WEBHOOK_NOT_CONFIGURED_MESSAGE = 'Webhooks are not configured for this provider.';

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError('invalid_request', 'body: must be valid JSON', { field: 'body' });
  }
}

/** Thrown inside an effect's transaction when another delivery of the event handled it first: the effect rolls back. */
class HandledElsewhere extends Error {}

/** Lets an event's effect mark the event handled inside its own transaction. */
interface EventHandling {
  alsoInTransaction: (trx: Executor) => Promise<void>;
}

/**
 * An event counts as handled only together with its effect: the event is
 * kept as received, and its processed_at is set in the transaction that
 * makes its change (settling, a failed payment, a refund), so a process
 * killed mid-way leaves it unhandled and the provider's next delivery is
 * processed. A delivery of an event handled before answers duplicate; of two
 * at once, the second finds it marked inside its transaction and rolls back.
 * An event that changes nothing is marked when its processing returns.
 */
async function processOnce(
  provider: 'razorpay' | 'paypal',
  eventId: string,
  eventType: string,
  raw: Buffer,
  process: (handling: EventHandling) => Promise<void>,
): Promise<WebhookReceipt> {
  const { db } = await getDatabase();
  const { handledBefore } = await recordWebhookEvent(db, {
    provider,
    eventId,
    eventType,
    payload: raw.toString('utf8'),
    now: new Date().toISOString(),
  });
  if (handledBefore) return { received: true, duplicate: true };
  let marked = false;
  const handling: EventHandling = {
    async alsoInTransaction(trx) {
      if (!(await markWebhookEventHandled(trx, provider, eventId, new Date().toISOString())))
        throw new HandledElsewhere(`${provider} event ${eventId} was handled by another delivery`);
      marked = true;
    },
  };
  try {
    await process(handling);
  } catch (error) {
    if (error instanceof HandledElsewhere) return { received: true, duplicate: true };
    throw error;
  }
  if (!marked && !(await markWebhookEventHandled(db, provider, eventId, new Date().toISOString())))
    return { received: true, duplicate: true };
  return { received: true };
}

const razorpayWebhookSchema = z.looseObject({
  event: z.string().min(1),
  payload: z.looseObject({
    payment: z.looseObject({ entity: razorpayPaymentSchema }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
    refund: z.looseObject({ entity: razorpayRefundSchema }).optional(),
  }),
});
type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;

/**
 * refund.processed, and refund.created when the refund is already processed
 * (Razorpay sends both for an instant refund; the refund id makes the second
 * change nothing). A pending refund is not money back yet and is only noted;
 * refund.failed is left alone. The order is found through the refunded
 * payment (our row of it), else the payment's Razorpay order.
 */
async function processRazorpayRefund(event: RazorpayWebhook, handling: EventHandling): Promise<void> {
  const refund = event.payload.refund?.entity;
  if (!refund) {
    logInfo('razorpay refund event without a refund', { event: event.event });
    return;
  }
  if (refund.status !== 'processed') {
    logInfo('razorpay refund not processed yet', { event: event.event, refund: refund.id, status: refund.status });
    return;
  }
  const { db } = await getDatabase();
  const paymentRow = await findPaymentByProviderPaymentId(db, 'razorpay', refund.payment_id);
  const providerOrderId =
    event.payload.payment?.entity.id === refund.payment_id ? event.payload.payment.entity.order_id : null;
  const order = paymentRow
    ? await orders.findOrderById(db, paymentRow.order_id)
    : providerOrderId
      ? await orders.findOrderByProviderOrderId(db, providerOrderId)
      : undefined;
  if (!order || order.payment_method !== 'razorpay') {
    logInfo('razorpay refund for an unknown payment', {
      event: event.event,
      refund: refund.id,
      payment: refund.payment_id,
    });
    return;
  }
  await recordProviderRefund(
    order.id,
    {
      provider: 'razorpay',
      providerRefundId: refund.id,
      amountMinor: refund.amount,
      currency: refund.currency.toUpperCase(),
      raw: refund,
      paymentId: refund.payment_id,
    },
    handling,
  );
}

async function processRazorpayEvent(event: RazorpayWebhook, handling: EventHandling): Promise<void> {
  if (event.event === 'refund.processed' || event.event === 'refund.created') {
    await processRazorpayRefund(event, handling);
    return;
  }
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
      if (payment.status !== 'captured' || !matchesOrderTotal(order, payment.amount, payment.currency)) {
        await notePaymentFailure(
          order.id,
          {
            provider: 'razorpay',
            providerPaymentId: payment.id,
            providerOrderId,
            amountMinor: payment.amount,
            currency: payment.currency,
            status: 'mismatch',
            reason: `Webhook ${event.event}: payment ${payment.id} is ${payment.status} for ${payment.amount} ${payment.currency}`,
            raw: payment,
          },
          handling,
        );
        return;
      }
      await settleCapturedPayment(
        order.id,
        {
          provider: 'razorpay',
          providerPaymentId: payment.id,
          providerOrderId,
          amountMinor: payment.amount,
          currency: payment.currency,
          raw: payment,
        },
        handling,
      );
      return;
    }
    case 'payment.failed':
      await notePaymentFailure(
        order.id,
        {
          provider: 'razorpay',
          providerPaymentId: payment.id,
          providerOrderId,
          amountMinor: payment.amount,
          currency: payment.currency,
          status: 'failed',
          reason: `Payment failed: ${payment.error_description ?? payment.error_code ?? 'no reason given'}`,
          raw: payment,
        },
        handling,
      );
      return;
    default:
      return;
  }
}

/** POST /api/webhooks/razorpay/: X-Razorpay-Signature over the raw body, de-duplicated by x-razorpay-event-id. */
export async function processRazorpayWebhook(raw: Buffer, headers: Headers): Promise<WebhookReceipt> {
  const { razorpay } = getPaymentSettings();
  if (!razorpay.webhookSecret) throw new ApiError('invalid_request', WEBHOOK_NOT_CONFIGURED_MESSAGE);
  const signature = headers.get('x-razorpay-signature') ?? '';
  if (!verifyRazorpayWebhookSignature(raw, signature, razorpay.webhookSecret)) {
    throw new ApiError('invalid_request', INVALID_WEBHOOK_SIGNATURE_MESSAGE, { field: 'x-razorpay-signature' });
  }
  const parsed = razorpayWebhookSchema.safeParse(parseJson(raw));
  if (!parsed.success) throw new ApiError('invalid_request', 'body: is not a Razorpay event', { field: 'body' });
  const event = parsed.data;
  // A refund event names its refund first: two refunds of one payment are two events.
  const entityId =
    event.payload.refund?.entity.id ?? event.payload.payment?.entity.id ?? event.payload.order?.entity.id;
  const eventId =
    headers.get('x-razorpay-event-id')?.trim() ||
    (entityId ? `${event.event}:${entityId}` : `sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`);
  return processOnce('razorpay', eventId, event.event, raw, (handling) => processRazorpayEvent(event, handling));
}

const paypalWebhookSchema = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
});

async function findPayPalOrder(
  relatedOrderId: string | undefined,
  customId: string | undefined,
): Promise<orders.OrderRow | undefined> {
  const { db } = await getDatabase();
  const byProvider = relatedOrderId ? await orders.findOrderByProviderOrderId(db, relatedOrderId) : undefined;
  const order = byProvider ?? (customId ? await orders.findOrderByPublicId(db, customId) : undefined);
  return order?.payment_method === 'paypal' ? order : undefined;
}

async function processPayPalEvent(event: z.infer<typeof paypalWebhookSchema>, handling: EventHandling): Promise<void> {
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' || event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    const capture = paypalCaptureSchema.parse(event.resource);
    const order = await findPayPalOrder(
      capture.supplementary_data?.related_ids?.order_id,
      capture.custom_id ?? capture.invoice_id,
    );
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
      await notePaymentFailure(
        order.id,
        { ...failure, status: 'denied', reason: `PayPal capture ${capture.id} was denied` },
        handling,
      );
      return;
    }
    if (capture.status !== 'COMPLETED' || !matchesOrderTotal(order, amountMinor, currency)) {
      await notePaymentFailure(
        order.id,
        {
          ...failure,
          status: 'mismatch',
          reason: `Webhook capture ${capture.id} is ${capture.status} for ${capture.amount?.value ?? '?'} ${currency}`,
        },
        handling,
      );
      return;
    }
    await settleCapturedPayment(order.id, { ...failure, amountMinor, currency }, handling);
    return;
  }
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const refund = paypalRefundSchema.parse(event.resource);
    const { db } = await getDatabase();
    // A refund names its capture in its 'up' link; the capture's payments row names the order.
    const captureId = refund.links
      ?.find((link) => link.rel === 'up')
      ?.href.split('/')
      .pop();
    const byCapture = captureId ? await findPaymentByProviderPaymentId(db, 'paypal', captureId) : undefined;
    const order = byCapture
      ? await orders.findOrderById(db, byCapture.order_id)
      : await findPayPalOrder(undefined, refund.custom_id ?? refund.invoice_id);
    if (!order || order.payment_method !== 'paypal') {
      logInfo('paypal refund for an unknown order', { refund: refund.id, capture: captureId });
      return;
    }
    const amountMinor = refund.amount ? parsePayPalAmount(refund.amount.value) : Number.NaN;
    if (refund.status !== 'COMPLETED' || !refund.amount || !Number.isFinite(amountMinor) || amountMinor < 0) {
      logInfo('paypal refund not counted', {
        order: order.public_id,
        refund: refund.id,
        status: refund.status,
        amount: refund.amount?.value,
      });
      return;
    }
    await recordProviderRefund(
      order.id,
      {
        provider: 'paypal',
        providerRefundId: refund.id,
        amountMinor,
        currency: refund.amount.currency_code.toUpperCase(),
        raw: event.resource,
        paymentId: captureId,
      },
      handling,
    );
  }
}

/**
 * POST /api/webhooks/paypal/: PayPal itself verifies the delivery
 * (verify-webhook-signature with the PAYPAL-* headers, our webhook id and
 * the event); only 'SUCCESS' is processed, once per event id.
 */
export async function processPayPalWebhook(raw: Buffer, headers: Headers): Promise<WebhookReceipt> {
  const { paypal } = getPaymentSettings();
  if (!paypal.available || !paypal.webhookId) throw new ApiError('invalid_request', WEBHOOK_NOT_CONFIGURED_MESSAGE);
  const header = (name: string) => headers.get(name)?.trim() ?? '';
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
    verdict = await getPayPalClient().verifyWebhookSignature({
      ...transmission,
      webhookId: paypal.webhookId,
      webhookEvent: body,
    });
  } catch (error) {
    throw providerUnreachableError(error, { webhook: parsed.data.id });
  }
  if (verdict !== 'SUCCESS')
    throw new ApiError('invalid_request', INVALID_WEBHOOK_SIGNATURE_MESSAGE, { field: 'paypal-transmission-sig' });
  return processOnce('paypal', parsed.data.id, parsed.data.event_type, raw, (handling) =>
    processPayPalEvent(parsed.data, handling),
  );
}
