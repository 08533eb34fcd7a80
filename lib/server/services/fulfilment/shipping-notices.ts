import 'server-only';
import { site } from '../../../site';
import type { Executor } from '../../db/connection';
import type { OrderRow } from '../orders/repositories/orders';
import type { UserRow } from '../accounts/repositories/users';
import { getSiteUrl } from '../../site-url';
import {
  deliverOrderMessage,
  enqueueOrderMessages,
  loadOrderContext,
  payloadNumber,
  type DeliveryResult,
  type OwedMessage,
} from '../messages/notifications';

export const ORDER_SHIPPED_TEMPLATE = 'order_shipped';

/** One shipping notice per order and channel, however often "ship" is pressed. */
export function orderShippedKey(orderNumber: string): string {
  return `order:${orderNumber}:shipped`;
}

function trackingLine(order: OrderRow): string {
  return `${order.courier ?? ''} tracking number ${order.tracking_number ?? ''}: ${order.tracking_url ?? ''}`;
}

export function orderShippedEmailText(order: OrderRow, user: UserRow): string {
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `Your order ${order.public_id} is on its way.`,
    '',
    `Courier: ${order.courier ?? ''}`,
    `Tracking number: ${order.tracking_number ?? ''}`,
    `Track your parcel: ${order.tracking_url ?? ''}`,
    '',
    `Your order: ${getSiteUrl()}/account/orders/${order.public_id}`,
    '',
    `${site.name}`,
    `${site.email} | ${site.phones[0]} | ${site.website}`,
  ].join('\n');
}

export function orderShippedWhatsAppText(order: OrderRow): string {
  return `${site.name}: your order ${order.public_id} has shipped. ${trackingLine(order)}`;
}

/** The shipping notice an order owes once it ships (written in the ship transaction). */
export async function enqueueShippingNotice(trx: Executor, order: OrderRow): Promise<void> {
  await enqueueOrderMessages(trx, order, {
    template: ORDER_SHIPPED_TEMPLATE,
    dedupeKey: orderShippedKey(order.public_id),
    payload: { order_id: order.id, order_number: order.public_id },
  });
}

/** WhatsApp with the tracking link, and e-mail only to a confirmed address (else skipped). */
export async function deliverShippingNotice(message: OwedMessage): Promise<DeliveryResult> {
  const orderId = payloadNumber(message.payload, 'order_id');
  const context = orderId === undefined ? undefined : await loadOrderContext(orderId);
  if (!context) throw new Error(`The order of shipping notice ${message.idempotencyKey} was not found`);
  const { order, user } = context;
  return deliverOrderMessage(message, order, user, {
    template: ORDER_SHIPPED_TEMPLATE,
    meta: { order_id: order.public_id },
    email: async () => ({
      subject: `Your ${site.name} order ${order.public_id} has shipped`,
      text: orderShippedEmailText(order, user),
      attachments: [],
    }),
    whatsapp: () => orderShippedWhatsAppText(order),
  });
}
