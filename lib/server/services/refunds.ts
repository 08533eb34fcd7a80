import 'server-only';
import { isPaidOrderStatus } from '../../contract';
import { getDatabase, type Executor } from '../db/connection';
import { logError, logInfo } from '../log';
import * as orders from '../repositories/orders';
import { recordPayment, sumCapturedAndRefunded } from '../repositories/payments';

/** A refund the provider reports as done (Razorpay 'processed', PayPal 'COMPLETED'). */
export interface ProviderRefund {
  provider: 'razorpay' | 'paypal';
  /** Razorpay rfnd_… or PayPal refund id: one refund row each, whoever reports it how often. */
  providerRefundId: string;
  amountMinor: number;
  currency: string;
  raw: unknown;
}

/**
 * partially_refunded / refunded: the order's state after this refund.
 * duplicate: this refund was recorded before; nothing changed.
 * unchanged: recorded, but the order's state stays: it was never paid (an
 * expired order's late payment, refunded by the owner) or the refund is in
 * another currency and cannot be counted.
 */
export type RefundOutcome = 'partially_refunded' | 'refunded' | 'duplicate' | 'unchanged';

/** The refunded total counted for an order: the refund rows, never more than was captured. */
function countedRefundMinor(totals: { capturedMinor: number; refundedMinor: number }): number {
  return Math.min(totals.refundedMinor, totals.capturedMinor);
}

async function totalsOf(db: Executor, orderId: number): Promise<{ capturedMinor: number; refundedMinor: number }> {
  const [totals] = await sumCapturedAndRefunded(db, [orderId]);
  return totals ?? { capturedMinor: 0, refundedMinor: 0 };
}

/**
 * Records a refund once per provider refund id and moves the order on: paid
 * → partially_refunded → refunded when the refunded total reaches the
 * captured total. In one transaction on the locked order, so two refund
 * events of one order count one after the other. Stock is not put back
 * (docs/DEVIATIONS.md): the shop does not know whether the goods came back.
 */
export async function recordProviderRefund(orderId: number, refund: ProviderRefund): Promise<RefundOutcome> {
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const order = await orders.lockOrder(trx, dialect, orderId);
    if (!order) throw new Error(`Order ${orderId} vanished while being refunded`);
    const recorded = await recordPayment(trx, {
      order_id: order.id,
      provider: refund.provider,
      provider_payment_id: refund.providerRefundId,
      provider_order_id: order.provider_order_id ?? '',
      status: 'refunded',
      amount_minor: refund.amountMinor,
      currency: refund.currency,
      raw: JSON.stringify(refund.raw ?? {}),
      created_at: now,
    });
    if (!recorded) return { outcome: 'duplicate' as const, order };
    if (refund.currency !== order.currency) {
      logError('refund in another currency than the order: recorded, not counted', new Error('refund currency mismatch'), {
        order: order.public_id,
        refund: refund.providerRefundId,
        currency: refund.currency,
      });
    }
    const totals = await totalsOf(trx, order.id);
    if (!isPaidOrderStatus(order.status) || totals.capturedMinor <= 0) return { outcome: 'unchanged' as const, order };
    if (totals.refundedMinor > totals.capturedMinor) {
      logError('refunds exceed the captured amount: counted up to the capture', new Error('over-refund'), {
        order: order.public_id,
        refund: refund.providerRefundId,
        captured_minor: totals.capturedMinor,
        refunded_minor: totals.refundedMinor,
      });
    }
    const counted = countedRefundMinor(totals);
    if (counted <= 0) return { outcome: 'unchanged' as const, order };
    const next = counted >= totals.capturedMinor ? ('refunded' as const) : ('partially_refunded' as const);
    if (next !== order.status) await orders.transitionOrderStatus(trx, order.id, ['paid', 'partially_refunded'], next, { updated_at: now });
    return { outcome: next, order };
  });
  logInfo(result.outcome === 'duplicate' ? 'refund already recorded' : 'refund recorded', {
    order: result.order.public_id,
    provider: refund.provider,
    refund: refund.providerRefundId,
    amount_minor: refund.amountMinor,
    outcome: result.outcome,
  });
  return result.outcome;
}

/** The counted refunded total per order id (minor units), for the order history; orders with none are absent. */
export async function refundedMinorOfOrders(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  const refunded = new Map<number, number>();
  for (const totals of await sumCapturedAndRefunded(db, orderIds)) {
    const counted = countedRefundMinor(totals);
    if (counted > 0) refunded.set(totals.orderId, counted);
  }
  return refunded;
}
