import 'server-only';
import { getDatabase } from '../db/connection';
import { logError } from '../log';
import { firstCapture, getPayPalClient, parsePayPalAmount } from '../payments/paypal';
import { getRazorpayClient } from '../payments/razorpay';
import * as orders from '../repositories/orders';

import { expireStaleOrders } from './orders';
import { deliverAllDueNotifications } from './outbox';
import { isRefundDue, matchesOrderTotal, settleCapturedPayment, type SettleOutcome } from './payment-settlement';

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
    const forOrder = payments.filter((payment) => payment.order_id === providerOrderId && matchesOrderTotal(order, payment.amount, payment.currency));
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
  if (!capture || capture.status !== 'COMPLETED' || !matchesOrderTotal(order, amountMinor, currency)) return 'pending';
  return settleCapturedPayment(order.id, { provider: 'paypal', providerPaymentId: capture.id, providerOrderId, amountMinor, currency, raw: paypalOrder });
}

/**
 * npm run payments:reconcile: asks the providers about every pending order
 * (a payment whose verify call and webhook never arrived), settles what is
 * paid, then expires what ran out and delivers the messages still owed
 * (the outbox: a send that failed, or one a killed process left half done).
 */
export async function reconcilePayments(now: Date = new Date()): Promise<ReconcileSummary> {
  const { db } = await getDatabase();
  const summary: ReconcileSummary = { checked: 0, paid: 0, stillPending: 0, refundDue: 0, errors: 0, expired: 0, notificationsRetried: 0, notificationsSent: 0 };
  for (const order of await orders.listPendingProviderOrders(db, 500)) {
    summary.checked += 1;
    try {
      const outcome = await reconcileOrder(order);
      if (outcome === 'paid') summary.paid += 1;
      else if (isRefundDue(outcome)) summary.refundDue += 1;
      else if (outcome === 'pending') summary.stillPending += 1;
    } catch (error) {
      summary.errors += 1;
      logError('reconciling an order failed', error, { order: order.public_id, provider: order.payment_method });
    }
  }
  summary.expired = await expireStaleOrders(now);
  const retried = await deliverAllDueNotifications();
  summary.notificationsRetried = retried.tried;
  summary.notificationsSent = retried.sent;
  return summary;
}
