import 'server-only';
import crypto from 'node:crypto';
import { ApiError } from '../../../contract';
import { getDatabase, type Executor } from '../../db/connection';
import { logError, logInfo } from '../../log';
import * as orders from '../orders/repositories/orders';
import { getPayPalClient, parsePayPalAmount } from '../../payments/paypal';
import { isPaymentProviderError } from '../../payments/provider-http';
import { getRazorpayClient } from '../../payments/razorpay';
import { listPaymentsOfOrder, type PaymentRow } from './repositories/payments';
import * as refundRequests from './repositories/refund-requests';
import { enqueueRefundNotification } from '../messages/notifications';
import { sendRefundNotification } from '../messages/outbox';
import { recordProviderRefund, type OrderRefundState, orderRefundState, refundPositionOf } from './refund-ledger';
import { issueCreditNoteForRefund } from '../tax/credit-notes';

/**
 * A refund request sent to its provider (Razorpay or PayPal) with the request's
 * own idempotency key, and the answer recorded (issueRefund's steps 2 to 4).
 */
export interface IssuedRefund {
  refundRequestId: number;
  /** succeeded: recorded on the order. pending: the provider accepted it and has not settled it yet (its webhook will). */
  status: 'succeeded' | 'pending';
  method: 'provider' | 'manual';
  provider: 'razorpay' | 'paypal' | null;
  providerRefundId: string | null;
  amountMinor: number;
  currency: string;
  /** The order before and after, for the caller's audit log and timeline. */
  before: OrderRefundState;
  after: OrderRefundState;
  /** What may still be refunded after this one, minor units. */
  refundableMinor: number;
  /** True when this answer repeats an earlier request with the same idempotencyKey. */
  repeated: boolean;
}
/**
 * The provider's id of what a request refunds: the payment it names (a
 * payment kept for a refund), else the Razorpay payment or PayPal capture
 * of the order's captured payments row.
 */
export async function paymentToRefundOf(
  db: Executor,
  order: orders.OrderRow,
  request: refundRequests.RefundRequestRow,
): Promise<PaymentRow> {
  if (request.payment_id !== null) {
    const named = (await listPaymentsOfOrder(db, order.id)).find(
      (payment) => payment.id === request.payment_id && payment.provider_payment_id,
    );
    if (!named)
      throw new ApiError('conflict', `Order ${order.public_id} has no payment ${request.payment_id} to refund.`);
    return named;
  }
  const captured = (await listPaymentsOfOrder(db, order.id)).find(
    (payment) =>
      payment.status === 'captured' &&
      payment.provider === order.payment_method &&
      payment.currency === order.currency &&
      payment.provider_payment_id,
  );
  if (!captured) throw new ApiError('conflict', `Order ${order.public_id} has no captured payment to refund.`);
  return captured;
}

/** The provider's idempotency key of a new request: letters, digits and hyphens, 10 to 108 characters, as both X-Refund-Idempotency and PayPal-Request-Id take. */
export function providerKey(orderId: number): string {
  return `rr-${orderId}-${crypto.randomUUID()}`;
}
export async function finishedAnswer(
  db: Executor,
  request: refundRequests.RefundRequestRow,
  status: 'succeeded' | 'pending',
  before: OrderRefundState,
  repeated: boolean,
): Promise<IssuedRefund> {
  const order = await orders.findOrderById(db, request.order_id);
  if (!order) throw new Error(`Order ${request.order_id} vanished while being refunded`);
  const after = await orderRefundState(db, order);
  const { refundableMinor } = await refundPositionOf(db, order);
  return {
    refundRequestId: request.id,
    status,
    method: request.method,
    provider: request.provider,
    providerRefundId: request.provider_refund_id,
    amountMinor: request.amount_minor,
    currency: request.currency,
    before,
    after,
    refundableMinor,
    repeated,
  };
}

/** A provider answer that settles nothing either way: unreachable, timed out, or its own failure (5xx). */
export function isAmbiguousFailure(error: unknown): boolean {
  return isPaymentProviderError(error) && (error.status === null || error.status >= 500 || error.status === 409);
}

export function providerReason(error: unknown): string {
  if (isPaymentProviderError(error)) {
    const body = error.body;
    if (body && typeof body === 'object') {
      const razorpay =
        'error' in body && body.error && typeof body.error === 'object' && 'description' in body.error
          ? String(body.error.description)
          : undefined;
      const details = 'details' in body && Array.isArray(body.details) ? (body.details as unknown[]) : [];
      const first: unknown = details[0];
      const paypal =
        first && typeof first === 'object' && 'description' in first ? String(first.description) : undefined;
      if (razorpay ?? paypal) return (razorpay ?? paypal) as string;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Steps 2 to 4 of issueRefund for a pending provider request (also what a retry with the same key runs). */
/**
 * A refund request that was written and then refused by the provider (409)
 * or left without an answer (502): the error names the request, so the
 * caller can put the outcome of that request on the order's timeline.
 */
export class RefundRequestError extends ApiError {
  readonly refundRequestId: number;

  constructor(cause: ApiError, refundRequestId: number) {
    super(cause.code, cause.message, {
      field: cause.field,
      errors: cause.errors,
      status: cause.status,
      forShopper: cause.forShopper,
      retryAfterSeconds: cause.retryAfterSeconds,
    });
    this.refundRequestId = refundRequestId;
  }
}

export async function sendToProvider(
  db: Executor,
  request: refundRequests.RefundRequestRow,
  order: orders.OrderRow,
  before: OrderRefundState,
): Promise<IssuedRefund> {
  try {
    return await sendRequestToProvider(db, request, order, before);
  } catch (error) {
    throw error instanceof ApiError && !(error instanceof RefundRequestError)
      ? new RefundRequestError(error, request.id)
      : error;
  }
}

export async function sendRequestToProvider(
  db: Executor,
  request: refundRequests.RefundRequestRow,
  order: orders.OrderRow,
  before: OrderRefundState,
): Promise<IssuedRefund> {
  let providerRefund: {
    id: string;
    amountMinor: number;
    currency: string;
    state: 'done' | 'pending' | 'failed';
    raw: unknown;
  };
  let paymentId = '';
  try {
    const payment = await paymentToRefundOf(db, order, request);
    paymentId = payment.provider_payment_id ?? '';
    if (request.provider === 'razorpay') {
      const refund = await getRazorpayClient().refundPayment(paymentId, {
        amountMinor: request.amount_minor,
        idempotencyKey: request.idempotency_key,
        receipt: `${order.public_id}-R${request.id}`,
        notes: { order: order.public_id, refund_request: String(request.id) },
      });
      providerRefund = {
        id: refund.id,
        amountMinor: refund.amount,
        currency: refund.currency.toUpperCase(),
        state: refund.status === 'processed' ? 'done' : refund.status === 'failed' ? 'failed' : 'pending',
        raw: refund,
      };
    } else {
      const refund = await getPayPalClient().refundCapture(paymentId, {
        amountMinor: request.amount_minor,
        currency: request.currency,
        requestId: request.idempotency_key,
        invoiceId: `${order.public_id}-R${request.id}`,
      });
      const amountMinor = refund.amount ? parsePayPalAmount(refund.amount.value) : request.amount_minor;
      providerRefund = {
        id: refund.id,
        amountMinor: Number.isFinite(amountMinor) ? amountMinor : request.amount_minor,
        currency: (refund.amount?.currency_code ?? request.currency).toUpperCase(),
        state:
          refund.status === 'COMPLETED'
            ? 'done'
            : refund.status === 'FAILED' || refund.status === 'CANCELLED'
              ? 'failed'
              : 'pending',
        raw: refund,
      };
    }
  } catch (error) {
    const reason = providerReason(error);
    if (error instanceof ApiError || !isAmbiguousFailure(error)) {
      await refundRequests.finishRefundRequest(db, request.id, {
        status: 'failed',
        error: reason,
        now: new Date().toISOString(),
      });
      logError('refund refused by the provider', error, { order: order.public_id, refund_request: request.id });
      if (error instanceof ApiError) throw error;
      throw new ApiError('conflict', `The payment provider refused the refund: ${reason}`, { status: 409 });
    }
    await refundRequests.noteRefundRequest(db, request.id, { error: reason, now: new Date().toISOString() });
    logError('refund sent, no answer from the provider: kept pending', error, {
      order: order.public_id,
      refund_request: request.id,
    });
    throw new ApiError(
      'bad_gateway',
      'The payment provider did not answer. The refund is kept pending: ask again with the same key to send it again (it cannot refund twice).',
    );
  }

  const now = new Date().toISOString();
  if (providerRefund.state === 'failed') {
    await refundRequests.finishRefundRequest(db, request.id, {
      status: 'failed',
      providerRefundId: providerRefund.id,
      error: 'The provider reports the refund failed',
      now,
    });
    throw new ApiError('conflict', 'The payment provider reports the refund failed. Nothing was refunded.');
  }
  await refundRequests.noteRefundRequest(db, request.id, { providerRefundId: providerRefund.id, error: null, now });
  const recordedRequest = { ...request, provider_refund_id: providerRefund.id };
  if (providerRefund.state === 'pending') {
    logInfo('refund accepted by the provider, not settled yet', {
      order: order.public_id,
      refund_request: request.id,
      refund: providerRefund.id,
    });
    return finishedAnswer(db, recordedRequest, 'pending', before, false);
  }
  await recordProviderRefund(order.id, {
    provider: request.provider === 'paypal' ? 'paypal' : 'razorpay',
    providerRefundId: providerRefund.id,
    amountMinor: providerRefund.amountMinor,
    currency: providerRefund.currency,
    raw: providerRefund.raw,
    paymentId,
  });
  // A webhook may have recorded the refund first and left the request pending: it is done either way.
  await db.transaction().execute(async (trx) => {
    // The order's lock: a webhook recording the same refund at once writes its credit note first or after, not both.
    await orders.lockOrder(trx, (await getDatabase()).dialect, order.id);
    await refundRequests.finishRefundRequest(trx, request.id, { status: 'succeeded', now });
    await enqueueRefundNotification(trx, order, request.id);
    await issueCreditNoteForRefund(trx, request.id, new Date(now));
  });
  await sendRefundNotification(request.id);
  return finishedAnswer(db, { ...recordedRequest, status: 'succeeded' }, 'succeeded', before, false);
}
