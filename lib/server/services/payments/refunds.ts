import 'server-only';
import crypto from 'node:crypto';
import { ApiError } from '../../../contract';
import { centsToAmount, formatMinorAmount } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import { logInfo } from '../../log';
import * as orders from '../orders/repositories/orders';
import { insertOrderEvent } from '../orders/repositories/order-events';
import * as refundRequests from './repositories/refund-requests';
import { enqueueRefundNotification } from '../messages/notifications';
import { sendRefundNotification } from '../messages/outbox';
import {
  type RefundOutcome,
  recordRefundOnLockedOrder,
  type OrderRefundState,
  orderRefundState,
  type RefundMethod,
  codNotDeliveredMessage,
  refundMethodOf,
  type RefundPosition,
  refundPositionOf,
} from './refund-ledger';
import { type IssuedRefund, providerKey, finishedAnswer, sendToProvider } from './refund-provider';
import { issueCreditNoteForRefund } from '../tax/credit-notes';

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
  /**
   * Runs before an earlier request of the same idempotencyKey that the
   * provider never answered is sent again: that request's amount goes out,
   * not this call's, so the caller's checks of it (the staff refund limit)
   * refuse here, before the provider is asked.
   */
  beforeResend?: (request: refundRequests.RefundRequestRow) => Promise<void>;
}

export const REFUND_IN_PROGRESS_MESSAGE =
  'A refund of this order with the same key is still in progress. Please wait a moment and look at the order again.';

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
      // Cash handed back on an invoiced order: its credit note, in this transaction (decision 040).
      await issueCreditNoteForRefund(trx, request.id, new Date(now));
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
      await input.beforeResend?.(request);
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
