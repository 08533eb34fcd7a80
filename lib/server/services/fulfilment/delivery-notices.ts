import 'server-only';
import { site } from '../../../site';
import type { Executor } from '../../db/connection';
import type { OrderLineRow, OrderRow } from '../orders/repositories/orders';
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

export const ORDER_DELIVERED_TEMPLATE = 'order_delivered';

/** One delivery message per order and channel, however often "deliver" is pressed. */
export function orderDeliveredKey(orderNumber: string): string {
  return `order:${orderNumber}:delivered`;
}

/** Where the message leads: the order page's review section (its element with id "reviews"). */
export function orderReviewsUrl(orderNumber: string): string {
  return `${getSiteUrl()}/account/orders/${orderNumber}#reviews`;
}

/** The products bought, each once, in the order's order. */
function productNamesOf(lines: OrderLineRow[]): string[] {
  return [...new Set(lines.map((line) => line.product_name))];
}

export function orderDeliveredEmailText(order: OrderRow, user: UserRow, lines: OrderLineRow[]): string {
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `Your order ${order.public_id} has been delivered. Thank you for shopping with ${site.name}!`,
    '',
    'You bought:',
    ...productNamesOf(lines).map((name) => `- ${name}`),
    '',
    'How do you like it? Rate and review what you bought, with a photo if you like, so other shoppers can choose well:',
    orderReviewsUrl(order.public_id),
    '',
    `${site.name}`,
    `${site.email} | ${site.phones[0]} | ${site.website}`,
  ].join('\n');
}

export function orderDeliveredWhatsAppText(order: OrderRow): string {
  return `${site.name}: your order ${order.public_id} has been delivered. Thank you! Review what you bought: ${orderReviewsUrl(order.public_id)}`;
}

/** The delivery message an order owes once it is delivered (written in the deliver transaction). */
export async function enqueueDeliveryNotice(trx: Executor, order: OrderRow): Promise<void> {
  await enqueueOrderMessages(trx, order, {
    template: ORDER_DELIVERED_TEMPLATE,
    dedupeKey: orderDeliveredKey(order.public_id),
    payload: { order_id: order.id, order_number: order.public_id },
  });
}

/** WhatsApp and e-mail (to a confirmed address only, else skipped) with the link to review the order's products. */
export async function deliverDeliveryNotice(message: OwedMessage): Promise<DeliveryResult> {
  const orderId = payloadNumber(message.payload, 'order_id');
  const context = orderId === undefined ? undefined : await loadOrderContext(orderId);
  if (!context) throw new Error(`The order of delivery message ${message.idempotencyKey} was not found`);
  const { order, user, lines } = context;
  return deliverOrderMessage(message, order, user, {
    template: ORDER_DELIVERED_TEMPLATE,
    meta: { order_id: order.public_id },
    email: async () => ({
      subject: `Your ${site.name} order ${order.public_id} has been delivered`,
      text: orderDeliveredEmailText(order, user, lines),
      attachments: [],
    }),
    whatsapp: () => orderDeliveredWhatsAppText(order),
  });
}
