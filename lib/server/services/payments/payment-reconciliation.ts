import 'server-only';
import { getConfig } from '../../config';
import { getDatabase } from '../../db/connection';
import { logError } from '../../log';
import { firstCapture, getPayPalClient, parsePayPalAmount } from '../../payments/paypal';
import { getRazorpayClient } from '../../payments/razorpay';
import * as orders from '../orders/repositories/orders';
import { listRefundDuePaymentsWithoutRequest } from './repositories/payments';
import * as refundRequests from './repositories/refund-requests';
import { expireStaleOrders } from '../orders/order-history';
import { deliverAllDueNotifications } from '../messages/outbox';
import { isRefundDue, matchesOrderTotal, settleCapturedPayment, type SettleOutcome } from './payment-settlement';
import { refundDuePayment } from './refunds';

export interface ReconcileSummary {
  /** Pending orders the providers were asked about. */
  checked: number;
  paid: number;
  stillPending: number;
  /** Expired orders of the last RECONCILE_EXPIRED_HOURS the providers were asked about. */
  expiredChecked: number;
  /** Of those, paid at the provider and settled now (the stock was still free). */
  paidAfterExpiry: number;
  /** Paid after expiry (or replacement) and not settled: kept for a refund. */
  refundDue: number;
  /** Second captures of an order already paid, found by this run. */
  extraCaptures: number;
  /** Payments kept for a refund given back through the provider by this run (settled or accepted). */
  refunded: number;
  /** Payments kept for a refund whose refund the provider refused: staff must look (the back office). */
  refundsRefused: number;
  /** Provider calls that failed; those orders and refunds are asked again next time. */
  errors: number;
  expired: number;
  notificationsRetried: number;
  notificationsSent: number;
}

type Outcome = SettleOutcome | 'pending';

/**
 * What the provider says about one order; settles it when the money is
 * there. Every captured Razorpay payment of the order is reported (the first
 * pays it, any other is an extra capture, given back). Only a pending order
 * has an authorized payment or an approved PayPal order captured: for an
 * expired one no new money is taken.
 */
async function reconcileOrder(order: orders.OrderRow): Promise<{ outcome: Outcome; extraCaptures: number }> {
  const providerOrderId = order.provider_order_id;
  if (!providerOrderId) return { outcome: 'pending', extraCaptures: 0 };
  const mayCapture = order.status === 'pending';
  if (order.payment_method === 'razorpay') {
    const client = getRazorpayClient();
    const payments = await client.listOrderPayments(providerOrderId);
    const forOrder = payments.filter(
      (payment) => payment.order_id === providerOrderId && matchesOrderTotal(order, payment.amount, payment.currency),
    );
    const captured = forOrder.filter((payment) => payment.status === 'captured');
    const authorized = forOrder.find((payment) => payment.status === 'authorized');
    if (captured.length === 0 && authorized && mayCapture) {
      const done = await client.capturePayment(authorized.id, { amount: order.total_minor, currency: order.currency });
      if (done.status === 'captured') captured.push(done);
    }
    let outcome: Outcome = 'pending';
    let extraCaptures = 0;
    for (const payment of captured) {
      const settled = await settleCapturedPayment(order.id, {
        provider: 'razorpay',
        providerPaymentId: payment.id,
        providerOrderId,
        amountMinor: payment.amount,
        currency: payment.currency,
        raw: payment,
      });
      if (settled === 'extra_capture') extraCaptures += 1;
      else if (outcome === 'pending' || settled === 'paid') outcome = settled;
    }
    return { outcome, extraCaptures };
  }
  const client = getPayPalClient();
  let paypalOrder = await client.getOrder(providerOrderId);
  // Approved by the shopper but never captured (the browser closed before verify): capture it as they asked.
  if (paypalOrder.status === 'APPROVED' && mayCapture)
    paypalOrder = await client.captureOrder(providerOrderId, `capture-${order.public_id}`);
  const capture = firstCapture(paypalOrder);
  const amountMinor = capture?.amount ? parsePayPalAmount(capture.amount.value) : Number.NaN;
  const currency = capture?.amount?.currency_code ?? '';
  if (!capture || capture.status !== 'COMPLETED' || !matchesOrderTotal(order, amountMinor, currency))
    return { outcome: 'pending', extraCaptures: 0 };
  const outcome = await settleCapturedPayment(order.id, {
    provider: 'paypal',
    providerPaymentId: capture.id,
    providerOrderId,
    amountMinor,
    currency,
    raw: paypalOrder,
  });
  return {
    outcome: outcome === 'extra_capture' ? 'already_paid' : outcome,
    extraCaptures: outcome === 'extra_capture' ? 1 : 0,
  };
}

const REFUND_REASON = 'Payment kept for a refund, given back by the reconcile command.';

/**
 * Refunds every payment kept for a refund that has no refund yet (and sends
 * again those the provider never answered), in full, through the provider.
 */
async function refundKeptPayments(summary: ReconcileSummary): Promise<void> {
  const { db } = await getDatabase();
  const unanswered = await refundRequests.listUnansweredRefundsOfDuePayments(db, 100);
  const due = await listRefundDuePaymentsWithoutRequest(db, 100);
  for (const paymentId of [
    ...unanswered.flatMap((request) => (request.payment_id === null ? [] : [request.payment_id])),
    ...due.map((payment) => payment.id),
  ]) {
    try {
      const result = await refundDuePayment(paymentId, REFUND_REASON);
      if (result.status === 'succeeded' || result.status === 'pending') summary.refunded += 1;
    } catch (error) {
      summary.errors += 1;
      logError('refunding a kept payment failed', error, { payment_row: paymentId });
    }
  }
  summary.refundsRefused = await refundRequests.countRefusedRefundsOfDuePayments(db);
}

function count(
  summary: ReconcileSummary,
  result: { outcome: Outcome; extraCaptures: number },
  paid: 'paid' | 'paidAfterExpiry',
): void {
  summary.extraCaptures += result.extraCaptures;
  if (result.outcome === 'paid') summary[paid] += 1;
  else if (isRefundDue(result.outcome)) summary.refundDue += 1;
  else if (result.outcome === 'pending' && paid === 'paid') summary.stillPending += 1;
}

/**
 * npm run payments:reconcile (decision 024): asks the providers about every
 * pending order (a payment whose verify call and webhook never arrived) and
 * settles what is paid; expires what ran out; asks about the orders that
 * expired within RECONCILE_EXPIRED_HOURS with no payment on record, and
 * settles those paid meanwhile when their stock is still free (taken again
 * in the settling transaction), else keeps the payment for a refund; then
 * gives every kept payment back through the provider's refund call (a late
 * payment whose stock sold out, a second capture of a paid order), and
 * delivers the messages still owed (the outbox: a send that failed, or one a
 * killed process left half done).
 */
export async function reconcilePayments(now: Date = new Date()): Promise<ReconcileSummary> {
  const { db } = await getDatabase();
  const summary: ReconcileSummary = {
    checked: 0,
    paid: 0,
    stillPending: 0,
    expiredChecked: 0,
    paidAfterExpiry: 0,
    refundDue: 0,
    extraCaptures: 0,
    refunded: 0,
    refundsRefused: 0,
    errors: 0,
    expired: 0,
    notificationsRetried: 0,
    notificationsSent: 0,
  };
  for (const order of await orders.listPendingProviderOrders(db, 500)) {
    summary.checked += 1;
    try {
      count(summary, await reconcileOrder(order), 'paid');
    } catch (error) {
      summary.errors += 1;
      logError('reconciling an order failed', error, { order: order.public_id, provider: order.payment_method });
    }
  }
  summary.expired = await expireStaleOrders(now);
  const since = new Date(now.getTime() - getConfig().RECONCILE_EXPIRED_HOURS * 3_600_000).toISOString();
  for (const order of await orders.listRecentlyExpiredProviderOrders(db, since, 500)) {
    summary.expiredChecked += 1;
    try {
      count(summary, await reconcileOrder(order), 'paidAfterExpiry');
    } catch (error) {
      summary.errors += 1;
      logError('reconciling an expired order failed', error, {
        order: order.public_id,
        provider: order.payment_method,
      });
    }
  }
  await refundKeptPayments(summary);
  const retried = await deliverAllDueNotifications();
  summary.notificationsRetried = retried.tried;
  summary.notificationsSent = retried.sent;
  return summary;
}
