import type { FulfilmentStatusName, OrderStatusName, PaymentMethodName } from '@/lib/contract/orders';

export type OrderAction = 'confirm' | 'pack' | 'ship' | 'deliver' | 'return' | 'cancel' | 'refund';

const FULFILLABLE: readonly OrderStatusName[] = ['paid', 'partially_refunded', 'cod_confirmed'];
const LEFT_THE_SHOP: readonly FulfilmentStatusName[] = ['shipped', 'delivered', 'returned'];

/**
 * The fulfilment steps the order's state allows, as services/fulfilment.ts
 * decides them (the API still has the last word: a 409 says why not).
 */
export function availableActions(order: {
  status: OrderStatusName;
  payment_method: PaymentMethodName;
  fulfilment_status: FulfilmentStatusName;
}): OrderAction[] {
  const actions: OrderAction[] = [];
  const fulfillable = FULFILLABLE.includes(order.status);
  const cod = order.payment_method === 'cod';
  if (cod && order.status === 'cod_confirmed' && order.fulfilment_status === 'unfulfilled') actions.push('confirm');
  if (fulfillable && (order.fulfilment_status === 'confirmed' || (!cod && order.fulfilment_status === 'unfulfilled')))
    actions.push('pack');
  if (
    fulfillable &&
    (order.fulfilment_status === 'confirmed' ||
      order.fulfilment_status === 'packed' ||
      (!cod && order.fulfilment_status === 'unfulfilled'))
  )
    actions.push('ship');
  if (order.fulfilment_status === 'shipped') actions.push('deliver', 'return');
  if (
    order.status === 'pending' ||
    (order.status === 'cod_confirmed' && !LEFT_THE_SHOP.includes(order.fulfilment_status))
  )
    actions.push('cancel');
  return actions;
}
