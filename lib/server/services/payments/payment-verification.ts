import 'server-only';
import {
  ApiError,
  isPaidOrderStatus,
  ORDER_PLACED_MESSAGE,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  type EndpointOutput,
  type EndpointParsedInput,
} from '../../../contract';
import { getPaymentSettings } from '../../config';
import { getDatabase } from '../../db/connection';
import type { RequestContext } from '../request-context';
import { logInfo } from '../../log';
import { firstCapture, getPayPalClient, parsePayPalAmount } from '../../payments/paypal';
import { isPaymentProviderError, providerUnreachableError } from '../../payments/provider-http';
import { getRazorpayClient, verifyRazorpayPaymentSignature, type RazorpayPayment } from '../../payments/razorpay';
import * as orders from '../orders/repositories/orders';
import { findPaymentByProviderPaymentId } from './repositories/payments';
import { requireUser } from '../accounts/auth';
import {
  isRefundDue,
  matchesOrderTotal,
  notePaymentFailure,
  settleCapturedPayment,
  type RefundReason,
  type SettleOutcome,
} from './payment-settlement';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ORDER_EXPIRED_MESSAGE = 'This order has expired. Please place your order again.';
export const PAID_BUT_SOLD_OUT_MESSAGE =
  'Your payment was received, but an item sold out while you were paying. We will refund you in full.';
/** 409: the shopper pays an order they replaced with a newer one (no money moved). */
export const ORDER_REPLACED_MESSAGE = 'This order was replaced by your newer order. Please pay for that one instead.';
export const PAID_FOR_REPLACED_ORDER_MESSAGE =
  'Your payment was received for an order you had replaced with a newer one. We will refund you in full.';
export const PAID_BUT_PROMO_USED_UP_MESSAGE =
  'Your payment was received, but the promo code of this order has reached its limit meanwhile. We will refund you in full.';
export const PAID_REFUND_DUE_MESSAGE =
  'Your payment was received, but this order can no longer be fulfilled. We will refund you in full.';

const REFUND_MESSAGES: Record<RefundReason, string> = {
  stock_gone: PAID_BUT_SOLD_OUT_MESSAGE,
  promo_used_up: PAID_BUT_PROMO_USED_UP_MESSAGE,
  order_replaced: PAID_FOR_REPLACED_ORDER_MESSAGE,
  refund_already_due: PAID_REFUND_DUE_MESSAGE,
};

function verificationFailed(field?: string): ApiError {
  return new ApiError('invalid_request', PAYMENT_VERIFICATION_FAILED_MESSAGE, field ? { field } : {});
}

function captureFailed(): ApiError {
  return new ApiError('invalid_request', PAYMENT_CAPTURE_FAILED_MESSAGE);
}

function answerSettled(
  order: orders.OrderRow,
  outcome: SettleOutcome,
  failure: () => ApiError,
): EndpointOutput<'verifyPayment'> {
  if (isRefundDue(outcome)) throw new ApiError('conflict', REFUND_MESSAGES[outcome]);
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
async function verifyCardPayment(
  input: EndpointParsedInput<'verifyPayment'>,
  userId: number,
): Promise<EndpointOutput<'verifyPayment'>> {
  const paymentId = input.razorpay_payment_id;
  const providerOrderId = input.razorpay_order_id;
  const signature = input.razorpay_signature;
  if (!paymentId || !providerOrderId || signature === undefined) throw verificationFailed();
  const order = await findOwnProviderOrder(providerOrderId, userId, 'razorpay_order_id');
  if (order.payment_method !== 'razorpay' || !order.provider_order_id) throw verificationFailed('razorpay_order_id');

  const { razorpay } = getPaymentSettings();
  if (
    !verifyRazorpayPaymentSignature({
      providerOrderId: order.provider_order_id,
      paymentId,
      signature,
      keySecret: razorpay.keySecret,
    })
  ) {
    logInfo('payment signature refused', { order: order.public_id });
    throw verificationFailed('razorpay_signature');
  }
  // Paid already: this payment again changes nothing; another captured payment is given back (settleCapturedPayment).
  const paidAlready = isPaidOrderStatus(order.status);
  if (paidAlready && (await findPaymentByProviderPaymentId((await getDatabase()).db, 'razorpay', paymentId)))
    return answerSettled(order, 'already_paid', verificationFailed);

  // The shopper replaced this order with a newer one (which now holds its stock and promo use).
  const replaced = order.status === 'cancelled';
  const client = getRazorpayClient();
  let payment: RazorpayPayment;
  try {
    payment = await client.fetchPayment(paymentId);
    if (
      !replaced &&
      !paidAlready &&
      payment.order_id === order.provider_order_id &&
      payment.status === 'authorized' &&
      matchesOrderTotal(order, payment.amount, payment.currency)
    ) {
      payment = await client.capturePayment(paymentId, { amount: order.total_minor, currency: order.currency });
    }
  } catch (error) {
    if (isPaymentProviderError(error) && error.status !== null && error.status < 500) throw verificationFailed();
    throw providerUnreachableError(error, { order: order.public_id, payment: paymentId });
  }
  // A second payment only authorized for a paid order is not captured (Razorpay voids the authorization).
  if (paidAlready && payment.status !== 'captured') return answerSettled(order, 'already_paid', verificationFailed);
  if (replaced && payment.status !== 'captured') {
    // Like the wallet path: no capture for a replaced order, so no money moves (Razorpay voids the authorization).
    logInfo('payment of a replaced order not captured', { order: order.public_id, payment: payment.id });
    throw new ApiError('conflict', ORDER_REPLACED_MESSAGE);
  }
  if (
    payment.order_id !== order.provider_order_id ||
    payment.status !== 'captured' ||
    !matchesOrderTotal(order, payment.amount, payment.currency)
  ) {
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
  const outcome = await settleCapturedPayment(
    order.id,
    {
      provider: 'razorpay',
      providerPaymentId: payment.id,
      providerOrderId: order.provider_order_id,
      amountMinor: payment.amount,
      currency: payment.currency,
      raw: payment,
    },
    { refuseReplaced: true },
  );
  return answerSettled(order, outcome, verificationFailed);
}

/**
 * Wallet path: the shop captures the approved PayPal order itself (the
 * request id makes a repeat return the same capture, never a second one) and
 * accepts only a capture that is itself COMPLETED for the order's amount.
 */
async function verifyWalletPayment(
  input: EndpointParsedInput<'verifyPayment'>,
  userId: number,
): Promise<EndpointOutput<'verifyPayment'>> {
  const providerOrderId = input.order_id;
  if (!providerOrderId) throw captureFailed();
  const order = await findOwnProviderOrder(providerOrderId, userId, 'order_id');
  if (order.payment_method !== 'paypal' || !order.provider_order_id) throw captureFailed();
  if (isPaidOrderStatus(order.status)) return answerSettled(order, 'already_paid', captureFailed);
  // No capture for an order whose stock went back: no money moves for it.
  if (order.status !== 'pending')
    throw new ApiError('conflict', order.status === 'cancelled' ? ORDER_REPLACED_MESSAGE : ORDER_EXPIRED_MESSAGE);

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
    throw providerUnreachableError(error, { order: order.public_id });
  }
  const capture = firstCapture(captured);
  const amountMinor = capture?.amount ? parsePayPalAmount(capture.amount.value) : Number.NaN;
  const currency = capture?.amount?.currency_code ?? '';
  if (!capture || capture.status !== 'COMPLETED' || !matchesOrderTotal(order, amountMinor, currency)) {
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

export async function verifyPayment(
  input: EndpointParsedInput<'verifyPayment'>,
  context: RequestContext,
): Promise<EndpointOutput<'verifyPayment'>> {
  const user = await requireUser(context);
  return input.razorpay === false ? verifyWalletPayment(input, user.id) : verifyCardPayment(input, user.id);
}
