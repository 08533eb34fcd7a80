import 'server-only';
import { site } from '../../site';
import { getDatabase } from '../db/connection';
import { logError, logInfo } from '../log';
import { getMessageSender } from '../notify';
import * as notifications from '../repositories/notifications';
import { findOrderById, type OrderRow } from '../repositories/orders';
import { findUserById, type UserRow } from '../repositories/users';
import { getSiteUrl } from '../site-url';
import { EMAIL_UNCONFIRMED_SKIP_REASON, mayEmail, sendEmail, whatsappRecipient, type SendOutcome } from './notifications';

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

/**
 * Tells the shopper their order shipped, once per order and channel (the
 * notifications row claims it, as for order confirmations): WhatsApp with
 * the tracking link, and e-mail only to a confirmed address (else the row
 * records the skip). Never throws: the parcel has shipped whatever the
 * messages do; a failed send stays unsent on its row.
 */
export async function sendShippingNotice(orderId: number): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  const outcome: Record<'email' | 'whatsapp', SendOutcome> = { email: 'failed', whatsapp: 'failed' };
  try {
    const { db } = await getDatabase();
    const order = await findOrderById(db, orderId);
    const user = order ? await findUserById(db, order.user_id) : undefined;
    if (!order || !user) throw new Error(`Order ${orderId} or its customer was not found`);
    for (const channel of ['email', 'whatsapp'] as const) {
      const id = await notifications.claimNotification(db, {
        channel,
        recipient: channel === 'email' ? user.email : whatsappRecipient(order, user),
        template: ORDER_SHIPPED_TEMPLATE,
        dedupeKey: orderShippedKey(order.public_id),
        payload: JSON.stringify({ order_id: order.id, order_number: order.public_id }),
        now: new Date().toISOString(),
      });
      if (id === undefined) {
        outcome[channel] = 'already_sent';
        continue;
      }
      if (channel === 'email' && !mayEmail(user)) {
        await notifications.markNotificationSkipped(db, id, EMAIL_UNCONFIRMED_SKIP_REASON);
        logInfo('shipping e-mail skipped', { order: order.public_id, reason: EMAIL_UNCONFIRMED_SKIP_REASON });
        outcome[channel] = 'skipped';
        continue;
      }
      try {
        if (channel === 'email') {
          await sendEmail({
            to: user.email,
            subject: `Your ${site.name} order ${order.public_id} has shipped`,
            text: orderShippedEmailText(order, user),
            attachments: [],
            template: ORDER_SHIPPED_TEMPLATE,
            meta: { order_id: order.public_id },
          });
        } else {
          await getMessageSender().send({
            channel: 'whatsapp',
            to: whatsappRecipient(order, user),
            body: orderShippedWhatsAppText(order),
            template: ORDER_SHIPPED_TEMPLATE,
            meta: { order_id: order.public_id },
          });
        }
        await notifications.markNotificationSent(db, id, new Date().toISOString());
        outcome[channel] = 'sent';
      } catch (error) {
        logError('shipping notice not sent', error, { order: order.public_id, channel });
        await notifications.markNotificationFailed(db, id, error instanceof Error ? error.message : String(error));
      }
    }
  } catch (error) {
    logError('shipping notice failed', error, { order_id: orderId });
  }
  return outcome;
}
