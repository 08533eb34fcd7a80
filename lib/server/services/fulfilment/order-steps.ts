import 'server-only';
import { ORDER_ACTIONS, type OrderActionName } from '../../../contract/admin';
import type { FulfilmentStatus, OrderStatus } from '../../db/schema';
import type { OrderRow } from '../orders/repositories/orders';

/**
 * The state machine of an order's fulfilment steps, in one place: the step
 * services (fulfilment.ts) accept or refuse each call with judgeStep, and the
 * order's answer (GET /api/admin/orders/{order_number}/) lists the steps
 * allowedActions finds open, so the page's buttons and the API's refusals
 * cannot disagree.
 */

export const NOT_CASH_ON_DELIVERY_MESSAGE = 'Only a cash-on-delivery order is confirmed by a call.';
export const CONFIRM_COD_FIRST_MESSAGE = 'Confirm this cash-on-delivery order with the shopper first.';
export const NOT_SHIPPABLE_MESSAGE =
  'This order cannot be fulfilled: it is not paid or confirmed for cash on delivery.';
export const ALREADY_SHIPPED_MESSAGE = 'This order has already left the shop.';
export const ALREADY_CONFIRMED_MESSAGE = 'This order is already confirmed with the shopper.';
export const SHIPPED_WITH_OTHER_TRACKING_MESSAGE = 'This order was already shipped with other tracking details.';
export const NOT_SHIPPED_MESSAGE = 'Only a shipped order can be delivered or returned to origin.';
export const PAID_ORDER_CANCEL_MESSAGE = 'A paid order is refunded, not cancelled.';
export const CANNOT_CANCEL_MESSAGE = 'This order can no longer be cancelled.';

/** Payment states whose parcel may be packed and sent. */
const FULFILLABLE: readonly OrderStatus[] = ['paid', 'partially_refunded', 'cod_confirmed'];

/** Where a parcel is once it has left the shop. */
const LEFT_THE_SHOP: readonly FulfilmentStatus[] = ['shipped', 'delivered', 'returned'];

/** The part of an order its steps depend on. */
export type OrderState = Pick<OrderRow, 'status' | 'payment_method' | 'fulfilment_status'>;

/**
 * What a step does to an order in its state now. allowed: it moves the order
 * on. repeat: the order already is where the step leads (a double click):
 * the call answers the order as it is and writes nothing. refused: 409 with
 * the message.
 */
export type StepVerdict = { kind: 'allowed' } | { kind: 'repeat' } | { kind: 'refused'; message: string };

const ALLOWED: StepVerdict = { kind: 'allowed' };
const REPEAT: StepVerdict = { kind: 'repeat' };
const refused = (message: string): StepVerdict => ({ kind: 'refused', message });

/**
 * The verdict of one step on an order. Card and PayPal orders are packed or
 * shipped once paid; a cash-on-delivery order is first confirmed with the
 * shopper by a call. Only a shipped parcel is delivered or returned to
 * origin. An unpaid order, or a cash-on-delivery one that has not left the
 * shop, may be cancelled; a paid one is refunded instead.
 */
export function judgeStep(order: OrderState, step: OrderActionName): StepVerdict {
  const fulfillable = FULFILLABLE.includes(order.status);
  const cod = order.payment_method === 'cod';
  const where = order.fulfilment_status;
  const hasLeft = LEFT_THE_SHOP.includes(where);
  switch (step) {
    case 'confirm':
      if (!cod) return refused(NOT_CASH_ON_DELIVERY_MESSAGE);
      if (!fulfillable) return refused(NOT_SHIPPABLE_MESSAGE);
      if (hasLeft) return refused(ALREADY_SHIPPED_MESSAGE);
      return where === 'unfulfilled' ? ALLOWED : REPEAT;
    case 'pack':
      if (!fulfillable) return refused(NOT_SHIPPABLE_MESSAGE);
      if (where === 'packed') return REPEAT;
      if (hasLeft) return refused(ALREADY_SHIPPED_MESSAGE);
      if (cod && where !== 'confirmed') return refused(CONFIRM_COD_FIRST_MESSAGE);
      return ALLOWED;
    case 'ship':
      // Shipped already: the same tracking details again are a repeat, others are refused (shipOrder compares them).
      if (where === 'shipped') return REPEAT;
      if (!fulfillable) return refused(NOT_SHIPPABLE_MESSAGE);
      if (hasLeft) return refused(ALREADY_SHIPPED_MESSAGE);
      if (cod && where === 'unfulfilled') return refused(CONFIRM_COD_FIRST_MESSAGE);
      return ALLOWED;
    case 'deliver':
      if (where === 'delivered') return REPEAT;
      return where === 'shipped' ? ALLOWED : refused(NOT_SHIPPED_MESSAGE);
    case 'return':
      if (where === 'returned') return REPEAT;
      return where === 'shipped' ? ALLOWED : refused(NOT_SHIPPED_MESSAGE);
    case 'cancel':
      if (order.status === 'cancelled') return REPEAT;
      if (order.status === 'pending') return ALLOWED;
      if (order.status === 'cod_confirmed') return hasLeft ? refused(CANNOT_CANCEL_MESSAGE) : ALLOWED;
      if (order.status === 'paid' || order.status === 'partially_refunded') return refused(PAID_ORDER_CANCEL_MESSAGE);
      return refused(CANNOT_CANCEL_MESSAGE);
  }
}

/** The steps that move the order on from its state now, in the order of ORDER_ACTIONS. */
export function allowedActions(order: OrderState): OrderActionName[] {
  return ORDER_ACTIONS.filter((step) => judgeStep(order, step).kind === 'allowed');
}
