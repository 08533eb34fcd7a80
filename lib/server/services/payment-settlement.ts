import 'server-only';
import { isPaidOrderStatus } from '../../contract';
import { getDatabase } from '../db/connection';
import { logError, logInfo } from '../log';
import * as orders from '../repositories/orders';
import { recordPayment } from '../repositories/payments';
import { findPromoCode } from '../repositories/promos';
import * as stock from '../repositories/stock';
import { sendOrderConfirmation } from './notifications';

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
      // Paid, or paid and since refunded: a late report of the payment changes nothing.
      if (isPaidOrderStatus(order.status)) return 'already_paid';
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
        if (promo) await orders.insertPromoRedemption(trx, { promoCodeId: promo.id, userId: order.user_id, orderId: order.id, now });
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
export async function notePaymentFailure(orderId: number, failure: Omit<CapturedPayment, 'raw'> & { status: string; reason: string; raw: unknown }): Promise<void> {
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

/** The provider's amount and currency are exactly the order's total. */
export function matchesOrderTotal(order: orders.OrderRow, amountMinor: number, currency: string): boolean {
  return amountMinor === order.total_minor && currency.toUpperCase() === order.currency;
}
