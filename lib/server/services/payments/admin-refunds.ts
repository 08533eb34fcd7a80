import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { amountToMinor, centsToAmount, formatMinorAmount } from '../../../money';
import { getDatabase } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { insertOrderEvent } from '../orders/repositories/order-events';
import * as orders from '../orders/repositories/orders';
import { findRefundRequest } from './repositories/refund-requests';
import { ADMIN_ORDER_NOT_FOUND_MESSAGE, listItemOf } from '../orders/admin-orders';
import { recordAudit } from '../staff/audit';
import { issueRefund, retryRefundRequest } from './refunds';
import { RefundRequestError, type IssuedRefund } from './refund-provider';
import { refundMethodOf } from './refund-ledger';
import { getStaffRefundLimit } from '../staff/settings';
import { actorOf } from '../staff/staff-auth';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const REFUND_DONE_MESSAGE = 'Refund issued; the shopper has been told.';
export const REFUND_PENDING_MESSAGE =
  'Refund accepted by the payment provider; it settles shortly and the shopper is told then.';
export const REFUND_REPEATED_MESSAGE = 'This refund was already asked for: here is its result.';
export const REFUND_REQUEST_NOT_FOUND_MESSAGE = 'Refund request not found';

/** The largest refund a `staff` member may issue in a currency, minor units (an owner's setting, else the environment's; owners have none). */
export async function staffRefundLimitMinor(currency: string): Promise<number> {
  return amountToMinor(await getStaffRefundLimit(currency));
}

/** The refused refund's message: it names the limit. */
export function refundLimitMessage(limitMinor: number, currency: string): string {
  return `Refunds above ${formatMinorAmount(limitMinor, currency)} need an owner: ask an owner to issue this one.`;
}

/** Staff refund up to the limit of the order's currency; above it, only an owner (403 naming the limit). */
async function requireWithinLimit(context: StaffRequestContext, amountMinor: number, currency: string): Promise<void> {
  if (context.staff.role === 'owner') return;
  const limitMinor = await staffRefundLimitMinor(currency);
  if (amountMinor > limitMinor)
    throw new ApiError('forbidden', refundLimitMessage(limitMinor, currency), { field: 'amount' });
}

async function findOrderOr404(orderNumber: string): Promise<orders.OrderRow> {
  const { db } = await getDatabase();
  const order = await orders.findOrderByPublicId(db, orderNumber.toUpperCase());
  if (!order) throw new ApiError('not_found', ADMIN_ORDER_NOT_FOUND_MESSAGE, { field: 'order_number' });
  return order;
}

/** The outcome of a refund on the order's timeline (the request itself was written with its audit row). */
async function noteOutcome(
  order: orders.OrderRow,
  context: StaffRequestContext,
  kind: string,
  data: Record<string, unknown>,
): Promise<void> {
  const { db } = await getDatabase();
  await insertOrderEvent(db, {
    order_id: order.id,
    kind,
    data_json: JSON.stringify(data),
    staff_id: context.staff.id,
    at: new Date().toISOString(),
  });
}

async function answerOf(order: orders.OrderRow, issued: IssuedRefund): Promise<Output<'refundOrder'>> {
  const { db } = await getDatabase();
  const now = (await orders.findOrderById(db, order.id)) ?? order;
  const item = listItemOf(now);
  return {
    message: issued.repeated
      ? REFUND_REPEATED_MESSAGE
      : issued.status === 'succeeded'
        ? REFUND_DONE_MESSAGE
        : REFUND_PENDING_MESSAGE,
    refund_request_id: issued.refundRequestId,
    state: issued.status,
    method: issued.method,
    provider: issued.provider,
    provider_refund_id: issued.providerRefundId,
    amount: centsToAmount(issued.amountMinor),
    currency: item.currency,
    order_number: now.public_id,
    status: now.status,
    refunded: centsToAmount(issued.after.refundedMinor),
    refundable: centsToAmount(issued.refundableMinor),
    repeated: issued.repeated,
  };
}

/**
 * Runs a refund and puts its outcome on the timeline: processed, pending,
 * refused or no answer. A repeat of an earlier request writes nothing; a
 * refusal or silence after the request was written names it
 * (RefundRequestError).
 */
async function settle(
  order: orders.OrderRow,
  context: StaffRequestContext,
  run: () => Promise<IssuedRefund>,
): Promise<IssuedRefund> {
  let issued: IssuedRefund;
  try {
    issued = await run();
  } catch (error) {
    if (error instanceof RefundRequestError && (error.code === 'conflict' || error.code === 'bad_gateway')) {
      await noteOutcome(order, context, error.code === 'bad_gateway' ? 'refund_no_answer' : 'refund_failed', {
        refund_request_id: error.refundRequestId,
        message: error.message,
      });
    }
    throw error;
  }
  if (!issued.repeated) {
    await noteOutcome(order, context, issued.status === 'succeeded' ? 'refund_processed' : 'refund_pending', {
      refund_request_id: issued.refundRequestId,
      amount: centsToAmount(issued.amountMinor),
      provider_refund_id: issued.providerRefundId,
    });
  }
  return issued;
}

/**
 * POST /api/admin/orders/{order_number}/refund/: issueRefund with the
 * member's limit checked first (nothing is written when it refuses; a
 * repeated idempotency key that would resend an unanswered request is held
 * to the limit on that request's amount), the audit row and the timeline
 * entry written in the transaction of the refund request, and the outcome
 * put on the timeline.
 */
export async function refundOrder(
  input: Input<'refundOrder'>,
  context: StaffRequestContext,
): Promise<Output<'refundOrder'>> {
  const order = await findOrderOr404(input.order_number);
  const amountMinor = amountToMinor(input.amount);
  await requireWithinLimit(context, amountMinor, order.currency);
  const method = input.method ?? refundMethodOf(order);
  const actor = actorOf(context);
  const run = () =>
    issueRefund({
      orderId: order.id,
      amountMinor,
      reason: input.reason,
      requestedBy: { staffId: context.staff.id },
      method,
      note: method === 'manual' ? (input.note ?? input.reason) : input.note,
      idempotencyKey: input.idempotency_key,
      // Asked again with the key of a request never answered: that request is sent, so its amount is held to the limit.
      beforeResend: (request) => requireWithinLimit(context, request.amount_minor, request.currency),
      onClaimed: async (trx, { order: locked, request, before, after }) => {
        const refund = {
          id: request.id,
          amount: centsToAmount(request.amount_minor),
          currency: request.currency,
          method: request.method,
          status: request.status,
          reason: request.reason,
        };
        await insertOrderEvent(trx, {
          order_id: locked.id,
          kind: 'refund_requested',
          data_json: JSON.stringify({
            refund_request_id: request.id,
            amount: refund.amount,
            currency: refund.currency,
            method: refund.method,
            reason: refund.reason,
          }),
          staff_id: actor.staffId,
          at: request.created_at,
        });
        await recordAudit(trx, actor, {
          action: 'order.refund',
          entityType: 'order',
          entityId: locked.public_id,
          before: { order_status: before.status, refunded: centsToAmount(before.refundedMinor) },
          after: { order_status: after.status, refunded: centsToAmount(after.refundedMinor), refund_request: refund },
          at: request.created_at,
        });
      },
    });
  const issued = await settle(order, context, run);
  return answerOf(order, issued);
}

/**
 * POST /api/admin/orders/{order_number}/refunds/{refund_request_id}/retry/:
 * a pending request the provider did not answer, sent again with its own
 * provider key (it cannot refund twice). The member's limit applies to the
 * request's amount; the retry is audited before it is sent.
 */
export async function retryRefund(
  input: Input<'retryRefund'>,
  context: StaffRequestContext,
): Promise<Output<'refundOrder'>> {
  const order = await findOrderOr404(input.order_number);
  const { db } = await getDatabase();
  const request = await findRefundRequest(db, input.refund_request_id);
  if (!request || request.order_id !== order.id)
    throw new ApiError('not_found', REFUND_REQUEST_NOT_FOUND_MESSAGE, { field: 'refund_request_id' });
  await requireWithinLimit(context, request.amount_minor, request.currency);
  const resend = request.status === 'pending' && request.method === 'provider';
  if (resend) {
    const now = new Date().toISOString();
    const actor = actorOf(context);
    await db.transaction().execute(async (trx) => {
      await insertOrderEvent(trx, {
        order_id: order.id,
        kind: 'refund_retried',
        data_json: JSON.stringify({ refund_request_id: request.id }),
        staff_id: actor.staffId,
        at: now,
      });
      await recordAudit(trx, actor, {
        action: 'order.refund_retry',
        entityType: 'order',
        entityId: order.public_id,
        before: { refund_request: { id: request.id, status: request.status, error: request.error } },
        after: null,
        at: now,
      });
    });
  }
  const issued = resend
    ? await settle(order, context, () => retryRefundRequest(request.id))
    : await retryRefundRequest(request.id);
  return answerOf(order, issued);
}
