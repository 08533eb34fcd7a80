import 'server-only';
import { isPaidOrderStatus } from '../../../contract';
import { getDatabase, type Executor } from '../../db/connection';
import type { OrderStatus } from '../../db/schema';
import { logError, logInfo } from '../../log';
import type { RefundMethodName } from '../../../contract/admin';
import * as orders from '../orders/repositories/orders';
import { findPaymentByProviderPaymentId, recordPayment, sumCapturedAndRefunded } from './repositories/payments';
import * as refundRequests from './repositories/refund-requests';
import { enqueueRefundNotification } from '../messages/notifications';
import { sendRefundNotification } from '../messages/outbox';
import { issueCreditNoteForRefund } from '../tax/credit-notes';

/**
 * The refund ledger: what an order's refunds add up to, what may still be
 * refunded and how, and recording a refund on the order (the webhooks' path
 * and issueRefund's both come here).
 */
/** A refund the provider reports as done (Razorpay 'processed', PayPal 'COMPLETED'). */
export interface ProviderRefund {
  provider: 'razorpay' | 'paypal';
  /** Razorpay rfnd_… or PayPal refund id: one refund row each, whoever reports it how often. */
  providerRefundId: string;
  amountMinor: number;
  currency: string;
  raw: unknown;
  /**
   * The provider's id of the payment (Razorpay) or capture (PayPal) this
   * refund gives money back from, when known. A refund of a payment kept for
   * a refund ('refund_due') is money the shop never counted: it is recorded
   * as 'returned' and leaves the order's own paid and refunded totals alone.
   */
  paymentId?: string;
}

/** payments.status of a refund that gave back a payment kept for a refund (not counted in the order's refunded total). */
export const RETURNED_PAYMENT_STATUS = 'returned';

/**
 * partially_refunded / refunded: the order's state after this refund.
 * duplicate: this refund was recorded before; nothing changed.
 * unchanged: recorded, but the order's state stays: it was never paid (an
 * expired order's late payment, refunded by the owner) or the refund is in
 * another currency and cannot be counted.
 */
export type RefundOutcome = 'partially_refunded' | 'refunded' | 'duplicate' | 'unchanged';

/** A refund recorded by the shop with no provider: cash handed back on a cash-on-delivery order. */
export interface ManualRefund {
  provider: 'manual';
  providerRefundId: string;
  amountMinor: number;
  currency: string;
  raw: unknown;
}

export async function totalsOf(
  db: Executor,
  orderId: number,
): Promise<{ capturedMinor: number; refundedMinor: number }> {
  const [totals] = await sumCapturedAndRefunded(db, [orderId]);
  return totals ?? { capturedMinor: 0, refundedMinor: 0 };
}

/** Order states in which a cash-on-delivery order's cash was never collected, wherever its parcel is. */
export const COD_NOT_COLLECTED: OrderStatus[] = ['pending', 'failed', 'cancelled', 'expired'];

/**
 * Whether the courier has collected a cash-on-delivery order's cash: only
 * once the parcel is delivered. Not before (confirmed, packed or shipped,
 * nobody has paid yet), never for a parcel returned to origin, never for a
 * cancelled order.
 */
export function codCashCollected(order: orders.OrderRow): boolean {
  return order.fulfilment_status === 'delivered' && !COD_NOT_COLLECTED.includes(order.status);
}

/**
 * What may be refunded of an order at most: what the provider captured, or
 * for cash on delivery the order total once the parcel is delivered (the
 * courier collects the total in cash).
 */
export function refundBaseMinor(order: orders.OrderRow, totals: { capturedMinor: number }): number {
  if (order.payment_method === 'cod')
    return codCashCollected(order) ? Math.max(totals.capturedMinor, order.total_minor) : 0;
  return isPaidOrderStatus(order.status) ? totals.capturedMinor : 0;
}

/**
 * The core of recording a refund, on an order locked by the caller's
 * transaction: one payments row per provider refund id, the pending refund
 * request that asked for it marked succeeded, and the order moved on.
 */
export async function recordRefundOnLockedOrder(
  trx: Executor,
  order: orders.OrderRow,
  refund: ProviderRefund | ManualRefund,
  now: string,
): Promise<{ outcome: RefundOutcome; finishedRequestId?: number }> {
  const refunded =
    refund.provider !== 'manual' && refund.paymentId
      ? await findPaymentByProviderPaymentId(trx, refund.provider, refund.paymentId)
      : undefined;
  const ofDuePayment = refunded?.status === 'refund_due' && refunded.order_id === order.id;
  const recorded = await recordPayment(trx, {
    order_id: order.id,
    provider: refund.provider,
    provider_payment_id: refund.providerRefundId,
    provider_order_id: order.provider_order_id ?? '',
    status: ofDuePayment ? RETURNED_PAYMENT_STATUS : 'refunded',
    amount_minor: refund.amountMinor,
    currency: refund.currency,
    raw: JSON.stringify(refund.raw ?? {}),
    created_at: now,
  });
  if (!recorded) return { outcome: 'duplicate' };
  const finishedRequestId =
    refund.provider === 'manual'
      ? undefined
      : await refundRequests.markRefundRequestSucceededByProviderRefund(trx, order.id, refund.providerRefundId, now);
  if (ofDuePayment) return { outcome: 'unchanged', finishedRequestId };
  return { outcome: await moveOrderOnAfterRefund(trx, order, refund, now), finishedRequestId };
}

export async function moveOrderOnAfterRefund(
  trx: Executor,
  order: orders.OrderRow,
  refund: ProviderRefund | ManualRefund,
  now: string,
): Promise<RefundOutcome> {
  if (refund.currency !== order.currency) {
    logError(
      'refund in another currency than the order: recorded, not counted',
      new Error('refund currency mismatch'),
      {
        order: order.public_id,
        refund: refund.providerRefundId,
        currency: refund.currency,
      },
    );
  }
  const totals = await totalsOf(trx, order.id);
  const base = refundBaseMinor(order, totals);
  if (base <= 0) return 'unchanged';
  if (totals.refundedMinor > base) {
    logError('refunds exceed the captured amount: counted up to the capture', new Error('over-refund'), {
      order: order.public_id,
      refund: refund.providerRefundId,
      captured_minor: base,
      refunded_minor: totals.refundedMinor,
    });
  }
  const counted = Math.min(totals.refundedMinor, base);
  if (counted <= 0) return 'unchanged';
  const next = counted >= base ? ('refunded' as const) : ('partially_refunded' as const);
  if (next !== order.status)
    await orders.transitionOrderStatus(trx, order.id, [order.status], next, { updated_at: now });
  return next;
}

/**
 * Records a refund once per provider refund id and moves the order on: paid
 * → partially_refunded → refunded when the refunded total reaches the
 * captured total. In one transaction on the locked order, so two refund
 * events of one order count one after the other. Stock is not put back
 * (docs/DEVIATIONS.md): the shop does not know whether the goods came back.
 */
export async function recordProviderRefund(
  orderId: number,
  refund: ProviderRefund,
  options: { alsoInTransaction?: (trx: Executor) => Promise<void> } = {},
): Promise<RefundOutcome> {
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const order = await orders.lockOrder(trx, dialect, orderId);
    if (!order) throw new Error(`Order ${orderId} vanished while being refunded`);
    // A webhook marks its event handled here, with the refund it records.
    await options.alsoInTransaction?.(trx);
    const recorded = await recordRefundOnLockedOrder(trx, order, refund, now);
    if (recorded.finishedRequestId !== undefined) {
      await enqueueRefundNotification(trx, order, recorded.finishedRequestId);
      // The refund is done: its credit note, in this transaction (decision 040).
      await issueCreditNoteForRefund(trx, recorded.finishedRequestId, new Date(now));
    }
    return { ...recorded, order };
  });
  // A refund the shop asked for that its webhook finished (the provider settled it later): the shopper is told now.
  if (result.finishedRequestId !== undefined) await sendRefundNotification(result.finishedRequestId);
  logInfo(result.outcome === 'duplicate' ? 'refund already recorded' : 'refund recorded', {
    order: result.order.public_id,
    provider: refund.provider,
    refund: refund.providerRefundId,
    amount_minor: refund.amountMinor,
    outcome: result.outcome,
  });
  return result.outcome;
}

/**
 * The counted refunded total per order id (minor units), for the order
 * history: never more than was captured (or, for cash on delivery,
 * collected). Orders with none are absent.
 */
export async function refundedMinorOfOrders(db: Executor, rows: orders.OrderRow[]): Promise<Map<number, number>> {
  const refunded = new Map<number, number>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const totals of await sumCapturedAndRefunded(
    db,
    rows.map((row) => row.id),
  )) {
    const row = byId.get(totals.orderId);
    const counted = row ? Math.min(totals.refundedMinor, refundBaseMinor(row, totals)) : 0;
    if (counted > 0) refunded.set(totals.orderId, counted);
  }
  return refunded;
}

export interface OrderRefundState {
  status: OrderStatus;
  /** Counted refunded total, minor units. */
  refundedMinor: number;
}

export async function orderRefundState(db: Executor, order: orders.OrderRow): Promise<OrderRefundState> {
  const totals = await totalsOf(db, order.id);
  return { status: order.status, refundedMinor: Math.min(totals.refundedMinor, refundBaseMinor(order, totals)) };
}

export type RefundMethod = RefundMethodName;

/** The refusal of a cash-on-delivery refund before the parcel is delivered. */
export function codNotDeliveredMessage(orderNumber: string): string {
  return `Order ${orderNumber} has not been delivered yet: the courier collects its cash on delivery, so there is nothing to refund before then.`;
}

/** How an order is refunded: through the provider for card and PayPal, by hand (cash handed back) for cash on delivery. */
export function refundMethodOf(order: Pick<orders.OrderRow, 'payment_method'>): RefundMethod {
  return order.payment_method === 'cod' ? 'manual' : 'provider';
}

/** A refund an order takes now: its method and what may still be refunded that way (minor units, above 0). */
export interface OpenRefund {
  method: RefundMethod;
  refundableMinor: number;
}

export interface RefundPosition {
  baseMinor: number;
  refundedMinor: number;
  pendingMinor: number;
  refundableMinor: number;
  /** The refunds the order takes now: one per method, none when nothing can be refunded. */
  open: OpenRefund[];
}

export async function refundPositionOf(db: Executor, order: orders.OrderRow): Promise<RefundPosition> {
  const totals = await totalsOf(db, order.id);
  const baseMinor = refundBaseMinor(order, totals);
  const pendingMinor = await refundRequests.sumPendingRefundRequests(db, order.id);
  const refundableMinor = Math.max(0, baseMinor - totals.refundedMinor - pendingMinor);
  return {
    baseMinor,
    refundedMinor: totals.refundedMinor,
    pendingMinor,
    refundableMinor,
    open: refundableMinor > 0 ? [{ method: refundMethodOf(order), refundableMinor }] : [],
  };
}

/**
 * The refunds an order takes now, per method, with what each may still
 * refund. The order page lists exactly these, and issueRefund accepts
 * exactly these (another method, more, or none open answers 409): both
 * read this one position, so the page and the refusal cannot disagree.
 */
export async function openRefundsOf(db: Executor, order: orders.OrderRow): Promise<OpenRefund[]> {
  return (await refundPositionOf(db, order)).open;
}

/** The order's counted refunded total (never more than was paid or collected), minor units. */
export async function countedRefundedMinorOf(db: Executor, order: orders.OrderRow): Promise<number> {
  return (await orderRefundState(db, order)).refundedMinor;
}
