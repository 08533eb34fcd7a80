import 'server-only';
import { isPaidOrderStatus } from '../../../contract';
import { getDatabase, type Executor } from '../../db/connection';
import { logError, logInfo } from '../../log';
import * as orders from '../orders/repositories/orders';
import { findPaymentByProviderPaymentId, listPaymentsOfOrder, recordPayment } from './repositories/payments';
import { findPromoCode } from '../cart/repositories/promos';
import * as stock from '../catalogue/repositories/stock';
import { enqueueOrderConfirmation } from '../messages/notifications';
import { sendOrderConfirmation } from '../messages/outbox';
import { findPromoLimitReached } from '../cart/promo';
import { refundDuePayment } from './refunds';
import { issueInvoiceWithSale } from '../tax/invoicing';

/** Thrown inside the settling transaction to roll back the stock already taken when a later line is gone. */
class StockGone extends Error {}

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
 * Why money that arrived does not make its order paid; it is kept on record
 * (payments.status 'refund_due', a note on the order, an error in the log).
 * stock_gone: the order had expired or been replaced and an item sold out
 * meanwhile. promo_used_up: the order had given its promo use back and the
 * code's limits (in total or per customer) are now reached, so paying it would
 * grant a discount it no longer has. order_replaced: the customer's browser
 * paid an order they had replaced with a newer one (refuseReplaced).
 * refund_already_due: this same payment was judged refund due before.
 */
export type RefundReason = 'stock_gone' | 'promo_used_up' | 'order_replaced' | 'refund_already_due';

/**
 * paid: this call made the order paid. already_paid: someone else did.
 * not_payable: a cash-on-delivery order. Otherwise, why a refund is due.
 */
export type SettleOutcome = 'paid' | 'already_paid' | 'extra_capture' | 'not_payable' | RefundReason;

/**
 * extra_capture: a second, different payment captured for an order already
 * paid (two checkout tabs, a retried payment). The order stays paid; the
 * extra payment is kept for a refund and given back at once through the
 * provider (refundDuePayment), whoever reported it (verify call, webhook,
 * reconcile). If that refund call fails, the reconcile command sends it.
 */
const REFUND_NOTES: Record<Exclude<RefundReason, 'refund_already_due'> | 'extra_capture', string> = {
  stock_gone: 'Paid after the order expired and an item had sold out: refund due',
  promo_used_up:
    'Paid after the order had given its promo use back, and the promo code has reached its limit: refund due',
  order_replaced: 'Paid after the order was replaced by a newer one: refund due',
  extra_capture: 'A second payment for an order already paid: refund due',
};

export function isRefundDue(outcome: SettleOutcome | 'pending'): outcome is RefundReason {
  return (
    outcome === 'stock_gone' ||
    outcome === 'promo_used_up' ||
    outcome === 'order_replaced' ||
    outcome === 'refund_already_due'
  );
}

export interface SettleOptions {
  /**
   * The shopper's own verify call: a payment for an order they replaced with
   * a newer one is refund due (as the wallet path never captures it). Webhooks
   * and the reconcile command leave it out: a payment already in flight when
   * the order was replaced still settles it while stock and promo allow.
   */
  refuseReplaced?: boolean;
  /**
   * More work in the settling transaction, whatever it decides: a webhook
   * marks its event handled here, so the event counts as handled exactly
   * when its effect commits (payment-webhooks.ts).
   */
  alsoInTransaction?: (trx: Executor) => Promise<void>;
}

/**
 * Makes an order paid, once, whoever reports the money first (verify call,
 * webhook, reconcile): in one transaction the payment is recorded, the
 * order moves from pending to paid (a conditional update, on a locked row),
 * its held stock leaves the shelf, and what it bought leaves the cart.
 * A payment for an order that expired or was replaced takes the stock again
 * if it is still free, and its promo use again if the code's limits allow;
 * if not, the payment is kept on record for a refund (RefundReason), and a
 * payment once judged refund due stays so.
 * The confirmation is owed in that transaction (an outbox row) and
 * delivered right after the commit, or by the outbox worker after a crash.
 */
export async function settleCapturedPayment(
  orderId: number,
  payment: CapturedPayment,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
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
  const refundDue = async <Reason extends keyof typeof REFUND_NOTES>(
    trx: Executor,
    reason: Reason,
  ): Promise<Reason> => {
    await options.alsoInTransaction?.(trx);
    await recordPayment(trx, { ...paymentRow, status: 'refund_due' });
    await orders.notePaymentError(trx, orderId, REFUND_NOTES[reason], now);
    return reason;
  };
  let outcome: SettleOutcome;
  let orderNumber = '';
  try {
    outcome = await db.transaction().execute(async (trx): Promise<SettleOutcome> => {
      const order = await orders.lockOrder(trx, dialect, orderId);
      if (!order) throw new Error(`Order ${orderId} vanished while being paid`);
      orderNumber = order.public_id;
      if (order.status === 'cod_confirmed') {
        await options.alsoInTransaction?.(trx);
        return 'not_payable';
      }
      const earlier = await findPaymentByProviderPaymentId(trx, payment.provider, payment.providerPaymentId);
      if (earlier?.status === 'refund_due') {
        await options.alsoInTransaction?.(trx);
        return 'refund_already_due';
      }
      // Paid, or paid and since refunded: a late report of the payment changes nothing; another payment is given back.
      if (isPaidOrderStatus(order.status)) {
        if (earlier) {
          await options.alsoInTransaction?.(trx);
          return 'already_paid';
        }
        const kept = await listPaymentsOfOrder(trx, order.id);
        if (kept.some((row) => row.status === 'captured' && row.provider_payment_id !== payment.providerPaymentId))
          return refundDue(trx, 'extra_capture');
        await options.alsoInTransaction?.(trx);
        await recordPayment(trx, paymentRow);
        return 'already_paid';
      }
      const wasHolding = order.status === 'pending';
      if (order.status === 'cancelled' && options.refuseReplaced) return refundDue(trx, 'order_replaced');
      const promo = !wasHolding && order.promo_code ? await findPromoCode(trx, order.promo_code) : undefined;
      if (promo) {
        // The order gave its use back when it expired or was replaced; it counts again only within the code's limits.
        await orders.lockPromoCode(trx, dialect, promo.id);
        if (await findPromoLimitReached(trx, promo, order.user_id)) return refundDue(trx, 'promo_used_up');
      }
      await options.alsoInTransaction?.(trx);
      await recordPayment(trx, paymentRow);
      const lines = await orders.listOrderLines(trx, order.id);
      if (
        !(await orders.transitionOrderStatus(trx, order.id, [order.status], 'paid', {
          paid_at: now,
          reservation_expires_at: null,
          last_payment_error: null,
          updated_at: now,
        }))
      ) {
        return 'already_paid';
      }
      for (const line of lines) {
        const move = { productId: line.product_id, size: line.size, quantity: line.quantity };
        const moved = wasHolding ? await stock.commitReservedStock(trx, move) : await stock.takeFreeStock(trx, move);
        if (!moved && wasHolding) throw new Error(`The stock held for ${order.public_id} is missing`);
        if (!moved) throw new StockGone(`An item of ${order.public_id} sold out`);
      }
      if (promo)
        await orders.insertPromoRedemption(trx, {
          promoCodeId: promo.id,
          userId: order.user_id,
          orderId: order.id,
          now,
        });
      await orders.removeOrderedLinesFromCart(
        trx,
        order.user_id,
        lines.map((line) => ({ productId: line.product_id, size: line.size, quantity: line.quantity })),
        now,
      );
      // The tax invoice of the sale, numbered in this transaction; the confirmation attaches it (decision 040).
      await issueInvoiceWithSale(trx, order.id, new Date(now));
      await enqueueOrderConfirmation(trx, order);
      return 'paid';
    });
  } catch (error) {
    if (!(error instanceof StockGone)) throw error;
    // The failed transaction took nothing; the refund note (and a webhook's handled mark) commit together.
    outcome = await db.transaction().execute((trx) => refundDue(trx, 'stock_gone'));
  }
  if (outcome === 'paid') {
    logInfo('order paid', { order_id: orderId, provider: payment.provider, payment: payment.providerPaymentId });
    await sendOrderConfirmation(orderNumber);
  } else if (outcome === 'extra_capture') {
    logError('second payment for a paid order: refunding it', new Error(REFUND_NOTES.extra_capture), {
      order_id: orderId,
      payment: payment.providerPaymentId,
    });
    await refundKeptPayment(payment, 'A second payment for an order already paid.');
  } else if (outcome === 'refund_already_due') {
    logInfo('payment already kept for a refund', { order_id: orderId, payment: payment.providerPaymentId });
  } else if (isRefundDue(outcome)) {
    logError('payment kept for a refund', new Error(REFUND_NOTES[outcome]), {
      order_id: orderId,
      payment: payment.providerPaymentId,
      reason: outcome,
    });
  }
  return outcome;
}

/**
 * Gives a payment kept for a refund back now (refundDuePayment); a failure
 * is logged and left to the reconcile command, which sends refunds of kept
 * payments that have none.
 */
async function refundKeptPayment(payment: CapturedPayment, reason: string): Promise<void> {
  const { db } = await getDatabase();
  const kept = await findPaymentByProviderPaymentId(db, payment.provider, payment.providerPaymentId);
  if (!kept) return;
  try {
    await refundDuePayment(kept.id, reason);
  } catch (error) {
    logError('refund of a kept payment failed: the reconcile command sends it again', error, {
      payment: payment.providerPaymentId,
    });
  }
}

/** Records a payment that did not go through, in one transaction; the order stays as it is (a pending one can be paid again). */
export async function notePaymentFailure(
  orderId: number,
  failure: Omit<CapturedPayment, 'raw'> & { status: string; reason: string; raw: unknown },
  options: Pick<SettleOptions, 'alsoInTransaction'> = {},
): Promise<void> {
  const { db } = await getDatabase();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await options.alsoInTransaction?.(trx);
    await noteFailedPayment(trx, orderId, failure, now);
  });
}

async function noteFailedPayment(
  db: Executor,
  orderId: number,
  failure: Omit<CapturedPayment, 'raw'> & { status: string; reason: string; raw: unknown },
  now: string,
): Promise<void> {
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

/** The provider's amount and currency are exactly the order's total. */
export function matchesOrderTotal(order: orders.OrderRow, amountMinor: number, currency: string): boolean {
  return amountMinor === order.total_minor && currency.toUpperCase() === order.currency;
}
