import 'server-only';
import crypto from 'node:crypto';
import { ApiError, isPaidOrderStatus } from '../../../contract';
import { centsToAmount, formatMinorAmount } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import type { OrderStatus } from '../../db/schema';
import { logError, logInfo } from '../../log';
import type { RefundMethodName } from '../../../contract/admin';
import * as orders from '../orders/repositories/orders';
import { getPayPalClient, parsePayPalAmount } from '../../payments/paypal';
import { isPaymentProviderError } from '../../payments/provider-http';
import { getRazorpayClient } from '../../payments/razorpay';
import { insertOrderEvent } from '../orders/repositories/order-events';
import {
  findPaymentByProviderPaymentId,
  listPaymentsOfOrder,
  recordPayment,
  sumCapturedAndRefunded,
  type PaymentRow,
} from './repositories/payments';
import * as refundRequests from './repositories/refund-requests';
import { enqueueRefundNotification } from '../messages/notifications';
import { sendRefundNotification } from '../messages/outbox';

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
interface ManualRefund {
  provider: 'manual';
  providerRefundId: string;
  amountMinor: number;
  currency: string;
  raw: unknown;
}

async function totalsOf(db: Executor, orderId: number): Promise<{ capturedMinor: number; refundedMinor: number }> {
  const [totals] = await sumCapturedAndRefunded(db, [orderId]);
  return totals ?? { capturedMinor: 0, refundedMinor: 0 };
}

/** Order states in which a cash-on-delivery order's cash was never collected, wherever its parcel is. */
const COD_NOT_COLLECTED: OrderStatus[] = ['pending', 'failed', 'cancelled', 'expired'];

/**
 * Whether the courier has collected a cash-on-delivery order's cash: only
 * once the parcel is delivered. Not before (confirmed, packed or shipped,
 * nobody has paid yet), never for a parcel returned to origin, never for a
 * cancelled order.
 */
function codCashCollected(order: orders.OrderRow): boolean {
  return order.fulfilment_status === 'delivered' && !COD_NOT_COLLECTED.includes(order.status);
}

/**
 * What may be refunded of an order at most: what the provider captured, or
 * for cash on delivery the order total once the parcel is delivered (the
 * courier collects the total in cash).
 */
function refundBaseMinor(order: orders.OrderRow, totals: { capturedMinor: number }): number {
  if (order.payment_method === 'cod')
    return codCashCollected(order) ? Math.max(totals.capturedMinor, order.total_minor) : 0;
  return isPaidOrderStatus(order.status) ? totals.capturedMinor : 0;
}

/**
 * The core of recording a refund, on an order locked by the caller's
 * transaction: one payments row per provider refund id, the pending refund
 * request that asked for it marked succeeded, and the order moved on.
 */
async function recordRefundOnLockedOrder(
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

async function moveOrderOnAfterRefund(
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
    if (recorded.finishedRequestId !== undefined)
      await enqueueRefundNotification(trx, order, recorded.finishedRequestId);
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

/** What staff ask for: a refund of an order, in full or in part. */
export interface IssueRefundInput {
  orderId: number;
  /** In the order's currency and minor unit. */
  amountMinor: number;
  /** Why (kept on the request, shown to staff; the shopper is told the amount, not the reason). */
  reason: string;
  requestedBy: { staffId: number | null };
  /**
   * provider (the default for card and PayPal orders): through the
   * provider's refund call. manual: cash handed back on a cash-on-delivery
   * order, recorded only; it needs a note (how and when the cash went back).
   */
  method?: 'provider' | 'manual';
  note?: string;
  /**
   * The caller's key for this one refund (e.g. per form submission): the
   * same key on the same order answers the first request's result instead
   * of refunding again, so a double click refunds once.
   */
  idempotencyKey?: string;
  /**
   * Runs in the transaction that writes the refund request (after it, and
   * for a manual refund after the refund is recorded), so the caller's audit
   * row and timeline entry stand or fall with the request. Not called for a
   * repeat of an earlier request (nothing new is written).
   */
  onClaimed?: (
    trx: Executor,
    claimed: {
      order: orders.OrderRow;
      request: refundRequests.RefundRequestRow;
      before: OrderRefundState;
      after: OrderRefundState;
    },
  ) => Promise<void>;
}

export interface OrderRefundState {
  status: OrderStatus;
  /** Counted refunded total, minor units. */
  refundedMinor: number;
}

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

export const REFUND_IN_PROGRESS_MESSAGE =
  'A refund of this order with the same key is still in progress. Please wait a moment and look at the order again.';

async function orderRefundState(db: Executor, order: orders.OrderRow): Promise<OrderRefundState> {
  const totals = await totalsOf(db, order.id);
  return { status: order.status, refundedMinor: Math.min(totals.refundedMinor, refundBaseMinor(order, totals)) };
}

type RefundMethod = RefundMethodName;

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

interface RefundPosition {
  baseMinor: number;
  refundedMinor: number;
  pendingMinor: number;
  refundableMinor: number;
  /** The refunds the order takes now: one per method, none when nothing can be refunded. */
  open: OpenRefund[];
}

async function refundPositionOf(db: Executor, order: orders.OrderRow): Promise<RefundPosition> {
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

/**
 * The provider's id of what a request refunds: the payment it names (a
 * payment kept for a refund), else the Razorpay payment or PayPal capture
 * of the order's captured payments row.
 */
async function paymentToRefundOf(
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
function providerKey(orderId: number): string {
  return `rr-${orderId}-${crypto.randomUUID()}`;
}

function clientKeyOf(orderId: number, callerKey: string): string {
  return `${orderId}:${crypto.createHash('sha256').update(callerKey).digest('hex')}`;
}

async function repeatedAnswer(
  db: Executor,
  request: refundRequests.RefundRequestRow,
  order: orders.OrderRow,
): Promise<IssuedRefund> {
  if (request.status === 'pending' && !request.provider_refund_id)
    throw new ApiError('conflict', REFUND_IN_PROGRESS_MESSAGE);
  if (request.status === 'failed')
    throw new ApiError(
      'conflict',
      `This refund was refused by the payment provider: ${request.error ?? 'no reason given'}. Ask again to try once more.`,
    );
  const state = await orderRefundState(db, order);
  const { refundableMinor } = await refundPositionOf(db, order);
  return {
    refundRequestId: request.id,
    status: request.status === 'succeeded' ? 'succeeded' : 'pending',
    method: request.method,
    provider: request.provider,
    providerRefundId: request.provider_refund_id,
    amountMinor: request.amount_minor,
    currency: request.currency,
    before: state,
    after: state,
    refundableMinor,
    repeated: true,
  };
}

function validateInput(input: IssueRefundInput): void {
  const errors: { field: string; message: string }[] = [];
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    errors.push({ field: 'amount', message: 'must be a positive amount in the minor unit' });
  if (input.reason.trim() === '' || input.reason.length > 500)
    errors.push({ field: 'reason', message: 'must be 1 to 500 characters' });
  if (input.method === 'manual' && (input.note === undefined || input.note.trim() === ''))
    errors.push({ field: 'note', message: 'is required for a manual refund (how and when the cash went back)' });
  if (input.note !== undefined && input.note.length > 1000)
    errors.push({ field: 'note', message: 'must be at most 1000 characters' });
  if (input.idempotencyKey !== undefined && (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 200))
    errors.push({ field: 'idempotency_key', message: 'must be 1 to 200 characters' });
  const [first] = errors;
  if (first) throw new ApiError('invalid_request', `${first.field}: ${first.message}`, { field: first.field, errors });
}

/** Why a refund by this method, or of this much, is refused (409): the first reason that holds. */
function refundRefusal(order: orders.OrderRow, method: RefundMethod, position: RefundPosition): ApiError {
  const { baseMinor, refundedMinor, pendingMinor, refundableMinor } = position;
  const id = order.public_id;
  if (method !== refundMethodOf(order)) {
    return new ApiError(
      'conflict',
      order.payment_method === 'cod'
        ? `Order ${id} was paid in cash on delivery: record the cash handed back as a manual refund, with a note.`
        : `Order ${id} was paid through ${order.payment_method === 'razorpay' ? 'Razorpay' : 'PayPal'}: refund it through the provider, not by hand.`,
      { field: 'method' },
    );
  }
  if (baseMinor <= 0 && order.payment_method === 'cod' && order.fulfilment_status === 'returned')
    return new ApiError(
      'conflict',
      `Order ${id} came back to the shop undelivered: its cash was never collected, so there is nothing to refund.`,
    );
  if (baseMinor <= 0 && order.payment_method === 'cod' && order.status === 'cod_confirmed')
    return new ApiError('conflict', codNotDeliveredMessage(id));
  if (baseMinor <= 0)
    return new ApiError(
      'conflict',
      `Order ${id} is ${order.status.replace(/_/g, ' ')}: nothing was paid that could be refunded.`,
    );
  const held = pendingMinor > 0 ? `, ${formatMinorAmount(pendingMinor, order.currency)} in progress` : '';
  const paid = `paid ${formatMinorAmount(baseMinor, order.currency)}, refunded ${formatMinorAmount(Math.min(refundedMinor, baseMinor), order.currency)}${held}`;
  return new ApiError(
    'conflict',
    refundableMinor <= 0
      ? `Order ${id} has nothing left to refund (${paid}).`
      : `At most ${formatMinorAmount(refundableMinor, order.currency)} can still be refunded on order ${id} (${paid}).`,
    { field: 'amount' },
  );
}

/**
 * Refunds an order in full or in part (issue 13, docs/decisions/019).
 *
 * 1. Under the order's lock, in one transaction: the method and amount are
 *    checked against the refunds the order takes now (openRefundsOf: what
 *    was captured or collected, minus refunded, minus pending requests;
 *    anything else answers 409) and a refund_requests row is written, pending. Two
 *    staff refunding at once: the second sees the first's pending amount
 *    and is refused (409), so the provider is asked once.
 * 2. After commit, the provider's refund call with the request's key
 *    (X-Refund-Idempotency, PayPal-Request-Id): a retry can never refund twice.
 * 3. The answer is recorded with the webhooks' path (one payments row per
 *    provider refund id, so the refund's webhooks count nothing again) and
 *    the order becomes partially_refunded or refunded. A refusal by the
 *    provider marks the request failed, which frees its amount (409 with
 *    the provider's reason); no answer at all (timeout, 5xx) leaves it
 *    pending with the error noted (502): asking again with the same
 *    idempotencyKey (or retryRefundRequest) re-sends it with the same
 *    provider key.
 * 4. The shopper is told once (e-mail to a confirmed address, WhatsApp).
 *
 * Cash on delivery: method 'manual', recorded in step 1 directly, and only
 * once the parcel is delivered (before, the courier has collected nothing). The audit
 * log and timeline are the caller's: the answer carries before and after.
 */
export async function issueRefund(input: IssueRefundInput): Promise<IssuedRefund> {
  validateInput(input);
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  const method = input.method ?? 'provider';

  type Claimed =
    | { kind: 'repeat'; request: refundRequests.RefundRequestRow; order: orders.OrderRow }
    | {
        kind: 'new';
        request: refundRequests.RefundRequestRow;
        order: orders.OrderRow;
        before: OrderRefundState;
        manualOutcome?: RefundOutcome;
      };
  let claimed: Claimed;
  try {
    claimed = await db.transaction().execute(async (trx): Promise<Claimed> => {
      const order = await orders.lockOrder(trx, dialect, input.orderId);
      if (!order) throw new ApiError('not_found', `Order ${input.orderId} was not found.`);
      const clientKey = input.idempotencyKey === undefined ? null : clientKeyOf(order.id, input.idempotencyKey);
      const earlier =
        clientKey === null ? undefined : await refundRequests.findRefundRequestByClientKey(trx, clientKey);
      if (earlier && earlier.status !== 'failed') return { kind: 'repeat', request: earlier, order };
      // The same key after a refusal asks again, as a new request with a new provider key.
      if (earlier) await refundRequests.releaseClientKey(trx, earlier.id);
      const before = await orderRefundState(trx, order);
      const position = await refundPositionOf(trx, order);
      const open = position.open.find((refund) => refund.method === method);
      if (open === undefined || input.amountMinor > open.refundableMinor) throw refundRefusal(order, method, position);
      const values = {
        order_id: order.id,
        method,
        provider: method === 'manual' ? null : (order.payment_method as 'razorpay' | 'paypal'),
        amount_minor: input.amountMinor,
        currency: order.currency,
        status: method === 'manual' ? ('succeeded' as const) : ('pending' as const),
        reason: input.reason.trim(),
        note: input.note?.trim() || null,
        requested_by_staff_id: input.requestedBy.staffId,
        provider_refund_id: null,
        error: null,
        created_at: now,
        updated_at: now,
      };
      const request = await refundRequests.insertRefundRequest(trx, {
        ...values,
        idempotency_key: providerKey(order.id),
        client_key: clientKey,
      });
      if (method !== 'manual') {
        await input.onClaimed?.(trx, { order, request, before, after: before });
        return { kind: 'new', request, order, before };
      }
      const { outcome: manualOutcome } = await recordRefundOnLockedOrder(
        trx,
        order,
        {
          provider: 'manual',
          providerRefundId: `manual-${request.id}`,
          amountMinor: input.amountMinor,
          currency: order.currency,
          raw: { refund_request_id: request.id, note: values.note },
        },
        now,
      );
      await enqueueRefundNotification(trx, order, request.id);
      const recorded = { ...request, provider_refund_id: `manual-${request.id}` };
      if (input.onClaimed) {
        const moved = await orders.findOrderById(trx, order.id);
        await input.onClaimed(trx, {
          order,
          request: recorded,
          before,
          after: await orderRefundState(trx, moved ?? order),
        });
      }
      return { kind: 'new', request: recorded, order, before, manualOutcome };
    });
  } catch (error) {
    // Two requests with the same caller key at once: the loser answers what the winner did.
    if (input.idempotencyKey !== undefined && !(error instanceof ApiError)) {
      const order = await orders.findOrderById(db, input.orderId);
      const earlier =
        order && (await refundRequests.findRefundRequestByClientKey(db, clientKeyOf(order.id, input.idempotencyKey)));
      if (order && earlier) return repeatedAnswer(db, earlier, order);
    }
    throw error;
  }
  if (claimed.kind === 'repeat') {
    const { request, order } = claimed;
    // Sent before without an answer (its error noted): send it again with its own provider key.
    if (
      request.status === 'pending' &&
      request.method === 'provider' &&
      !request.provider_refund_id &&
      request.error !== null
    ) {
      return sendToProvider(db, request, order, await orderRefundState(db, order));
    }
    return repeatedAnswer(db, request, order);
  }

  const { request, order, before } = claimed;
  if (request.method === 'manual') {
    await noteManualRefund(db, request);
    logInfo('manual refund recorded', {
      order: order.public_id,
      refund_request: request.id,
      amount_minor: request.amount_minor,
      outcome: claimed.manualOutcome,
    });
    return finishedAnswer(db, request, 'succeeded', before, false);
  }
  return sendToProvider(db, request, order, before);
}

async function noteManualRefund(db: Executor, request: refundRequests.RefundRequestRow): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({ provider_refund_id: request.provider_refund_id })
    .where('id', '=', request.id)
    .execute();
  await sendRefundNotification(request.id);
}

async function finishedAnswer(
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
function isAmbiguousFailure(error: unknown): boolean {
  return isPaymentProviderError(error) && (error.status === null || error.status >= 500 || error.status === 409);
}

function providerReason(error: unknown): string {
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

async function sendToProvider(
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

async function sendRequestToProvider(
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
    await refundRequests.finishRefundRequest(trx, request.id, { status: 'succeeded', now });
    await enqueueRefundNotification(trx, order, request.id);
  });
  await sendRefundNotification(request.id);
  return finishedAnswer(db, { ...recordedRequest, status: 'succeeded' }, 'succeeded', before, false);
}

/**
 * Sends a pending provider request again with its own key (after a 502 of
 * issueRefund): the provider answers the refund it made, or makes it now.
 */
export async function retryRefundRequest(refundRequestId: number): Promise<IssuedRefund> {
  const { db } = await getDatabase();
  const request = await refundRequests.findRefundRequest(db, refundRequestId);
  if (!request) throw new ApiError('not_found', `Refund request ${refundRequestId} was not found.`);
  const order = await orders.findOrderById(db, request.order_id);
  if (!order) throw new ApiError('not_found', `Order ${request.order_id} was not found.`);
  if (request.status !== 'pending' || request.method !== 'provider') return repeatedAnswer(db, request, order);
  return sendToProvider(db, request, order, await orderRefundState(db, order));
}

/** What a refund of a payment kept for a refund answers: the refund request, or why there is none. */
export type DuePaymentRefund =
  | { status: 'succeeded' | 'pending'; refundRequestId: number; providerRefundId: string | null }
  | { status: 'not_due' | 'in_progress' | 'refused' };

/**
 * Gives back a payment the shop keeps for a refund (payments.status
 * 'refund_due': paid after its order expired and an item sold out, a second
 * capture of an order already paid, ...) in full, through the provider's
 * refund call: the path of issueRefund (a refund request written first
 * under the order's lock, with its own provider idempotency key; the
 * provider's answer recorded once per refund id; the shopper told once),
 * with the request naming the payment (refund_requests.payment_id) and no
 * staff member. The refund is recorded on the order as a payments row
 * 'returned' (not counted against what the order itself paid), its
 * timeline (refund_requested, then refund_processed or refund_pending)
 * and its payment note. One request per payment (its client key): a second
 * call answers in_progress, or resends a request the provider never
 * answered. Throws ApiError when the provider refuses (409) or does not
 * answer (502); the request then stays on record for the next run.
 */
export async function refundDuePayment(paymentRowId: number, reason: string): Promise<DuePaymentRefund> {
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  const claimed = await db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentRowId).executeTakeFirst();
    if (
      !payment ||
      payment.status !== 'refund_due' ||
      (payment.provider !== 'razorpay' && payment.provider !== 'paypal') ||
      !payment.provider_payment_id
    )
      return { kind: 'not_due' as const };
    const order = await orders.lockOrder(trx, dialect, payment.order_id);
    if (!order) return { kind: 'not_due' as const };
    const clientKey = clientKeyOf(order.id, `refund-due-payment:${payment.id}`);
    const earlier = await refundRequests.findRefundRequestByClientKey(trx, clientKey);
    if (earlier) return { kind: 'earlier' as const, request: earlier, order };
    const request = await refundRequests.insertRefundRequest(trx, {
      order_id: order.id,
      method: 'provider',
      provider: payment.provider,
      amount_minor: Number(payment.amount_minor),
      currency: payment.currency,
      status: 'pending',
      reason: reason.slice(0, 500),
      note: null,
      requested_by_staff_id: null,
      idempotency_key: providerKey(order.id),
      client_key: clientKey,
      provider_refund_id: null,
      error: null,
      payment_id: payment.id,
      created_at: now,
      updated_at: now,
    });
    await insertOrderEvent(trx, {
      order_id: order.id,
      kind: 'refund_requested',
      data_json: JSON.stringify({
        refund_request_id: request.id,
        amount: centsToAmount(request.amount_minor),
        currency: request.currency,
        method: 'provider',
        reason: request.reason,
        payment: payment.provider_payment_id,
      }),
      staff_id: null,
      at: now,
    });
    return { kind: 'new' as const, request, order };
  });
  if (claimed.kind === 'not_due') return { status: 'not_due' };
  const { request, order } = claimed;
  if (claimed.kind === 'earlier') {
    if (request.status === 'succeeded')
      return { status: 'succeeded', refundRequestId: request.id, providerRefundId: request.provider_refund_id };
    // Refused by the provider: staff look at it (the reconcile command counts it); no automatic second try.
    if (request.status === 'failed') return { status: 'refused' };
    // Sent before without an answer: send it again with its own key (it cannot refund twice).
    if (!(request.status === 'pending' && !request.provider_refund_id && request.error !== null)) {
      return request.status === 'pending' && request.provider_refund_id
        ? { status: 'pending', refundRequestId: request.id, providerRefundId: request.provider_refund_id }
        : { status: 'in_progress' };
    }
  }
  const timeline = async (kind: string, data: Record<string, unknown>) =>
    insertOrderEvent(db, {
      order_id: order.id,
      kind,
      data_json: JSON.stringify({ refund_request_id: request.id, ...data }),
      staff_id: null,
      at: new Date().toISOString(),
    });
  let issued: IssuedRefund;
  try {
    issued = await sendToProvider(db, request, order, await orderRefundState(db, order));
  } catch (error) {
    if (error instanceof ApiError)
      await timeline(error.code === 'bad_gateway' ? 'refund_no_answer' : 'refund_failed', { message: error.message });
    throw error;
  }
  await timeline(issued.status === 'succeeded' ? 'refund_processed' : 'refund_pending', {
    amount: centsToAmount(issued.amountMinor),
    provider_refund_id: issued.providerRefundId,
  });
  const amount = formatMinorAmount(request.amount_minor, request.currency);
  const done = issued.status === 'succeeded' ? 'Refunded' : 'Refund accepted by the provider, settling';
  await orders.notePaymentError(
    db,
    order.id,
    `${done}: ${amount} (${issued.providerRefundId ?? 'no id yet'}). ${reason}`,
    new Date().toISOString(),
  );
  logInfo('payment kept for a refund given back', {
    order: order.public_id,
    refund_request: request.id,
    refund: issued.providerRefundId,
    status: issued.status,
  });
  return { status: issued.status, refundRequestId: request.id, providerRefundId: issued.providerRefundId };
}
