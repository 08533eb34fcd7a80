import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints, OrderActionName } from '../../../contract/admin';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { logError } from '../../log';
import { updateOrderFulfilment, type OrderFulfilmentChanges } from '../orders/repositories/admin-orders';
import { insertOrderEvent } from '../orders/repositories/order-events';
import * as orders from '../orders/repositories/orders';
import * as stock from '../catalogue/repositories/stock';
import { fulfilmentOf, ADMIN_ORDER_NOT_FOUND_MESSAGE } from '../orders/admin-orders';
import { recordAudit } from '../staff/audit';
import {
  ALREADY_CONFIRMED_MESSAGE,
  CANNOT_CANCEL_MESSAGE,
  judgeStep,
  SHIPPED_WITH_OTHER_TRACKING_MESSAGE,
  type StepVerdict,
} from './order-steps';
import { releasePendingOrder } from '../orders/order-history';
import { sendDeliveryNotice, sendShippingNotice } from '../messages/outbox';
import { enqueueShippingNotice } from './shipping-notices';
import { enqueueDeliveryNotice } from './delivery-notices';
import { actorOf } from '../staff/staff-auth';
import { issueCreditNoteForReturn } from '../tax/credit-notes';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type ActionOutput = z.output<Endpoints['confirmOrder']['response']>;

export const ORDER_CONFIRMED_MESSAGE = 'Order confirmed.';
export const CALL_LOGGED_MESSAGE = 'Call logged; the order is not confirmed yet.';
export const ORDER_PACKED_MESSAGE = 'Order packed.';
export const ORDER_SHIPPED_MESSAGE = 'Order shipped; the shopper has been told.';
export const ORDER_DELIVERED_MESSAGE = 'Order delivered.';
export const ORDER_RETURNED_MESSAGE = 'Order returned to origin; its pieces are back in stock.';
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled; its stock is released.';
export const NOTHING_CHANGED_MESSAGE = 'Nothing to change: the order already is so.';

const conflict = (message: string) => new ApiError('conflict', message);

/** What one action decides for the order as it is now. */
type Decision =
  | { kind: 'unchanged' }
  | {
      kind: 'change';
      changes: OrderFulfilmentChanges;
      event: { kind: string; data: Record<string, unknown> };
      message: string;
      /** More work in the same transaction (stock). */
      alsoDo?: (trx: Executor, order: orders.OrderRow, now: string) => Promise<void>;
    }
  | { kind: 'event-only'; event: { kind: string; data: Record<string, unknown> }; message: string };

function snapshot(order: orders.OrderRow): Record<string, unknown> {
  return { order_status: order.status, ...fulfilmentOf(order) };
}

/**
 * One fulfilment action: in one transaction on the locked order, decide
 * from its state (409 when the state does not allow it, unchanged for a
 * repeat), write the change guarded by the state read, the timeline entry
 * and the audit entry. Nothing is written when anything fails.
 */
async function act(
  orderNumber: string,
  context: StaffRequestContext,
  action: string,
  decide: (order: orders.OrderRow) => Decision,
  message: string,
): Promise<{ answer: ActionOutput; orderId: number }> {
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const found = await orders.findOrderByPublicId(trx, orderNumber.toUpperCase());
    if (!found) throw new ApiError('not_found', ADMIN_ORDER_NOT_FOUND_MESSAGE, { field: 'order_number' });
    const order = (await orders.lockOrder(trx, dialect, found.id)) ?? found;
    const decision = decide(order);
    const answerOf = (
      row: orders.OrderRow,
      changed: boolean,
      text: string,
    ): { answer: ActionOutput; orderId: number } => ({
      answer: {
        message: text,
        changed,
        order_number: row.public_id,
        status: row.status,
        fulfilment: fulfilmentOf(row),
      },
      orderId: row.id,
    });
    if (decision.kind === 'unchanged') return answerOf(order, false, NOTHING_CHANGED_MESSAGE);
    const actor = actorOf(context);
    if (decision.kind === 'event-only') {
      await insertOrderEvent(trx, {
        order_id: order.id,
        kind: decision.event.kind,
        data_json: JSON.stringify(decision.event.data),
        staff_id: actor.staffId,
        at: now,
      });
      await recordAudit(trx, actor, {
        action: `order.${action}`,
        entityType: 'order',
        entityId: order.public_id,
        before: null,
        after: decision.event.data,
        at: now,
      });
      return answerOf(order, true, decision.message);
    }
    const moved = await updateOrderFulfilment(
      trx,
      order.id,
      { status: order.status, fulfilmentStatus: order.fulfilment_status },
      { ...decision.changes, updated_at: now },
    );
    if (!moved) throw conflict('The order changed meanwhile: reload it and try again.');
    await decision.alsoDo?.(trx, order, now);
    const after = await orders.findOrderById(trx, order.id);
    if (!after) throw new Error(`Order ${order.public_id} vanished`);
    await insertOrderEvent(trx, {
      order_id: order.id,
      kind: decision.event.kind,
      data_json: JSON.stringify(decision.event.data),
      staff_id: actor.staffId,
      at: now,
    });
    await recordAudit(trx, actor, {
      action: `order.${action}`,
      entityType: 'order',
      entityId: order.public_id,
      before: snapshot(order),
      after: snapshot(after),
      at: now,
    });
    return answerOf(after, true, decision.message || message);
  });
}

/**
 * The step's verdict on the order, as the order's answer lists it
 * (allowed_actions): refused throws 409, a repeat answers the order as it is.
 */
function verdictOf(order: orders.OrderRow, step: OrderActionName): Exclude<StepVerdict, { kind: 'refused' }> {
  const verdict = judgeStep(order, step);
  if (verdict.kind === 'refused') throw conflict(verdict.message);
  return verdict;
}

/**
 * POST /api/admin/orders/{order_number}/confirm/: a COD order confirmed with
 * the shopper; a call of another outcome is only logged, while the order
 * waits for its confirmation (after it, 409).
 */
export async function confirmOrder(input: Input<'confirmOrder'>, context: StaffRequestContext): Promise<ActionOutput> {
  const result = await act(
    input.order_number,
    context,
    'confirm',
    (order) => {
      const verdict = verdictOf(order, 'confirm');
      const call = input.call;
      const confirms = call === undefined || call.outcome === 'confirmed';
      if (verdict.kind === 'repeat') {
        if (confirms) return { kind: 'unchanged' };
        throw conflict(ALREADY_CONFIRMED_MESSAGE);
      }
      if (!confirms) {
        return {
          kind: 'event-only',
          event: { kind: 'cod_call', data: { outcome: call.outcome, note: call.note ?? '' } },
          message: CALL_LOGGED_MESSAGE,
        };
      }
      return {
        kind: 'change',
        changes: { fulfilment_status: 'confirmed', confirmed_at: new Date().toISOString() },
        event: { kind: 'confirmed', data: call ? { call_outcome: call.outcome, note: call.note ?? '' } : {} },
        message: ORDER_CONFIRMED_MESSAGE,
      };
    },
    ORDER_CONFIRMED_MESSAGE,
  );
  return result.answer;
}

/** POST /api/admin/orders/{order_number}/pack/ */
export async function packOrder(input: Input<'packOrder'>, context: StaffRequestContext): Promise<ActionOutput> {
  const result = await act(
    input.order_number,
    context,
    'pack',
    (order) => {
      if (verdictOf(order, 'pack').kind === 'repeat') return { kind: 'unchanged' };
      return {
        kind: 'change',
        changes: { fulfilment_status: 'packed', packed_at: new Date().toISOString() },
        event: { kind: 'packed', data: {} },
        message: ORDER_PACKED_MESSAGE,
      };
    },
    ORDER_PACKED_MESSAGE,
  );
  return result.answer;
}

/**
 * POST /api/admin/orders/{order_number}/ship/: courier and tracking saved,
 * the shopper told once. The same details again answer the same result and
 * send nothing; other details for a shipped order are refused (409).
 */
export async function shipOrder(input: Input<'shipOrder'>, context: StaffRequestContext): Promise<ActionOutput> {
  const result = await act(
    input.order_number,
    context,
    'ship',
    (order) => {
      if (verdictOf(order, 'ship').kind === 'repeat') {
        const same =
          order.courier === input.courier &&
          order.tracking_number === input.tracking_number &&
          order.tracking_url === input.tracking_url;
        if (same) return { kind: 'unchanged' };
        throw conflict(SHIPPED_WITH_OTHER_TRACKING_MESSAGE);
      }
      const tracking = {
        courier: input.courier,
        tracking_number: input.tracking_number,
        tracking_url: input.tracking_url,
      };
      return {
        kind: 'change',
        changes: { fulfilment_status: 'shipped', shipped_at: new Date().toISOString(), ...tracking },
        event: { kind: 'shipped', data: tracking },
        // The notice is owed in the transaction that ships the order (the outbox worker delivers it after a crash).
        alsoDo: (trx, current) => enqueueShippingNotice(trx, current),
        message: ORDER_SHIPPED_MESSAGE,
      };
    },
    ORDER_SHIPPED_MESSAGE,
  );
  if (result.answer.changed) await sendShippingNotice(result.answer.order_number);
  return result.answer;
}

/**
 * POST /api/admin/orders/{order_number}/deliver/: the shopper is thanked once, with a link to review what they
 * bought (the message is owed in the deliver transaction); pressing it again sends nothing.
 */
export async function deliverOrder(input: Input<'deliverOrder'>, context: StaffRequestContext): Promise<ActionOutput> {
  const result = await act(
    input.order_number,
    context,
    'deliver',
    (order) => {
      if (verdictOf(order, 'deliver').kind === 'repeat') return { kind: 'unchanged' };
      return {
        kind: 'change',
        changes: { fulfilment_status: 'delivered', delivered_at: new Date().toISOString() },
        event: { kind: 'delivered', data: {} },
        alsoDo: (trx, current) => enqueueDeliveryNotice(trx, current),
        message: ORDER_DELIVERED_MESSAGE,
      };
    },
    ORDER_DELIVERED_MESSAGE,
  );
  if (result.answer.changed) await sendDeliveryNotice(result.answer.order_number);
  return result.answer;
}

async function putLinesBackOnShelf(trx: Executor, order: orders.OrderRow): Promise<void> {
  for (const line of await orders.listOrderLines(trx, order.id)) {
    if (
      !(await stock.returnStockToShelf(trx, { productId: line.product_id, size: line.size, quantity: line.quantity }))
    ) {
      logError('stock row missing at return', new Error('no product_stock row'), {
        order: order.public_id,
        product_id: line.product_id,
        size: line.size,
      });
    }
  }
}

/** POST /api/admin/orders/{order_number}/return/: the parcel came back undelivered; its pieces go back on the shelf. */
export async function returnOrder(input: Input<'returnOrder'>, context: StaffRequestContext): Promise<ActionOutput> {
  const result = await act(
    input.order_number,
    context,
    'return',
    (order) => {
      if (verdictOf(order, 'return').kind === 'repeat') return { kind: 'unchanged' };
      return {
        kind: 'change',
        changes: { fulfilment_status: 'returned', returned_at: new Date().toISOString() },
        event: { kind: 'returned_to_origin', data: { note: input.note ?? '' } },
        message: ORDER_RETURNED_MESSAGE,
        alsoDo: async (trx, current) => {
          await putLinesBackOnShelf(trx, current);
          // Cash on delivery never collected: the invoice is cancelled by credit note (decision 040).
          if (current.payment_method === 'cod')
            await issueCreditNoteForReturn(trx, current.id, new Date(), { reason: 'return_to_origin' });
        },
      };
    },
    ORDER_RETURNED_MESSAGE,
  );
  return result.answer;
}

/**
 * POST /api/admin/orders/{order_number}/cancel/: an unpaid order (its held
 * stock released, through the same path as an expired one) or a cash-on-delivery
 * order that has not left (its pieces back on the shelf, its promo use given back).
 * A paid order is refunded instead (409).
 */
export async function cancelOrder(input: Input<'cancelOrder'>, context: StaffRequestContext): Promise<ActionOutput> {
  const result = await act(
    input.order_number,
    context,
    'cancel',
    (order) => {
      const event = { kind: 'cancelled', data: { reason: input.reason ?? '' } };
      if (verdictOf(order, 'cancel').kind === 'repeat') return { kind: 'unchanged' };
      if (order.status === 'pending') {
        return {
          kind: 'change',
          changes: { cancelled_at: new Date().toISOString() },
          event,
          message: ORDER_CANCELLED_MESSAGE,
          alsoDo: async (trx, current, now) => {
            if (!(await releasePendingOrder(trx, current, 'cancelled', now))) throw conflict(CANNOT_CANCEL_MESSAGE);
          },
        };
      }
      // Allowed and not pending: a cash-on-delivery order that has not left the shop.
      return {
        kind: 'change',
        changes: { status: 'cancelled', cancelled_at: new Date().toISOString() },
        event,
        message: ORDER_CANCELLED_MESSAGE,
        alsoDo: async (trx, current) => {
          await putLinesBackOnShelf(trx, current);
          await orders.deletePromoRedemptionOfOrder(trx, current.id);
          // The invoice issued when it was placed is cancelled by credit note (decision 040).
          await issueCreditNoteForReturn(trx, current.id, new Date(), { reason: 'cancellation' });
        },
      };
    },
    ORDER_CANCELLED_MESSAGE,
  );
  return result.answer;
}
