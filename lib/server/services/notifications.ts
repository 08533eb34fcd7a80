import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { centsToAmount, formatCheckoutAmount } from '../../money';
import { policies } from '../../policies';
import { site } from '../../site';
import { getConfig } from '../config';
import { getDatabase } from '../db/connection';
import { logError, logInfo } from '../log';
import { getMessageSender } from '../notify';
import { outboxFileName } from '../notify/outbox-sender';
import * as notifications from '../repositories/notifications';
import { findOrderById, listOrderLines, type OrderLineRow, type OrderRow } from '../repositories/orders';
import { findRefundRequest } from '../repositories/refund-requests';
import { findUserById, type UserRow } from '../repositories/users';
import { getSiteUrl } from '../site-url';
import { invoiceDataOf, invoiceFileName, PAYMENT_METHOD_NAMES, renderInvoicePdf } from './invoices';

export const ORDER_CONFIRMATION_TEMPLATE = 'order_confirmation';
/** A send that failed is tried again by the reconcile command after this long, at most this often. */
export const NOTIFICATION_RETRY_AFTER_MS = 5 * 60_000;
export const NOTIFICATION_MAX_ATTEMPTS = 5;

/** One confirmation per order and channel, whoever reports the payment first (verify call, webhook, reconcile). */
export function orderConfirmationKey(orderNumber: string): string {
  return `order:${orderNumber}:confirmation`;
}

export function orderEmailSubject(order: OrderRow): string {
  return `Your ${site.name} order ${order.public_id}`;
}

function paymentLine(order: OrderRow): string {
  const total = formatCheckoutAmount(centsToAmount(order.total_minor), order.currency);
  return order.payment_method === 'cod' ? `${total}, to be paid in cash on delivery` : `${total}, paid by ${PAYMENT_METHOD_NAMES[order.payment_method]}`;
}

export function orderEmailText(order: OrderRow, lines: OrderLineRow[], user: UserRow): string {
  const money = (minor: number) => formatCheckoutAmount(centsToAmount(minor), order.currency);
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `Thank you for your order ${order.public_id}. We have received it and will let you know when it ships.`,
    '',
    ...lines.map((line) => `- ${line.product_name} (size ${line.size}) x ${line.quantity}: ${money(line.unit_price_minor * line.quantity)}`),
    '',
    `Subtotal: ${money(order.subtotal_minor)}`,
    `Discount: ${order.discount_minor > 0 ? `-${money(order.discount_minor)}` : money(0)}${order.promo_code ? ` (${order.promo_code})` : ''}`,
    `Shipping: ${order.shipping_minor > 0 ? money(order.shipping_minor) : 'Free'}`,
    `Total: ${paymentLine(order)}`,
    '',
    'Delivery to:',
    order.name,
    order.delivery_address,
    [order.city, order.state, order.pin_code].filter(Boolean).join(', '),
    '',
    'Your invoice is attached.',
    '',
    `${site.name}`,
    `${site.email} | ${site.phones[0]} | ${site.website}`,
  ].join('\n');
}

/** Why an order e-mail was not sent (kept on its notifications row). */
export const EMAIL_UNCONFIRMED_SKIP_REASON = 'e-mail address not confirmed';

/** Order mail goes only to an address its owner confirmed (a stranger may have typed it at sign-up). */
export function mayEmail(user: UserRow): boolean {
  return user.email_confirmed_at !== null;
}

export function orderWhatsAppText(order: OrderRow, invoiceEmailed: boolean): string {
  const invoice = invoiceEmailed
    ? 'Your invoice has been sent by e-mail.'
    : `We e-mail invoices only to a confirmed address: confirm yours under My account (${getSiteUrl()}/account) to receive them.`;
  return `${site.name}: your order ${order.public_id} is confirmed. Total ${paymentLine(order)}. ${invoice} Thank you for shopping with us!`;
}

export function whatsappRecipient(order: OrderRow, user: UserRow): string {
  return `${order.country_code || user.country_code}${order.mobile_number}`;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
  template: string;
  meta?: Record<string, unknown>;
}

function mailFrom(): string {
  return getConfig().MAIL_FROM ?? `"${site.name}" <${site.email}>`;
}

const transports = new Map<string, Transporter>();

/**
 * Sends an e-mail: over SMTP when SMTP_URL is set, otherwise into the outbox
 * folder as a JSON file with each attachment saved beside it (the JSON's
 * name with .pdf), so the invoice can be opened locally.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const config = getConfig();
  if (config.SMTP_URL) {
    let transport = transports.get(config.SMTP_URL);
    if (!transport) {
      transport = nodemailer.createTransport(config.SMTP_URL);
      transports.set(config.SMTP_URL, transport);
    }
    await transport.sendMail({
      from: mailFrom(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content })),
    });
    logInfo('e-mail sent', { to: message.to, template: message.template });
    return;
  }

  const directory = path.resolve(/*turbopackIgnore: true*/ config.OUTBOX_DIR);
  await fs.mkdir(directory, { recursive: true });
  const sentAt = new Date();
  const name = outboxFileName({ channel: 'email', to: message.to, body: message.text, template: message.template }, sentAt);
  const base = name.replace(/\.json$/, '');
  const attachments = [];
  for (const [index, attachment] of message.attachments.entries()) {
    const extension = path.extname(attachment.filename) || '.bin';
    const file = index === 0 ? `${base}${extension}` : `${base}-${index + 1}${extension}`;
    await fs.writeFile(path.join(directory, `${file}.tmp`), attachment.content, { mode: 0o600 });
    await fs.rename(path.join(directory, `${file}.tmp`), path.join(directory, file));
    attachments.push({ filename: attachment.filename, contentType: attachment.contentType, size: attachment.content.length, file });
  }
  const content = JSON.stringify(
    {
      channel: 'email',
      to: message.to,
      from: mailFrom(),
      subject: message.subject,
      body: message.text,
      template: message.template,
      meta: message.meta ?? {},
      attachments,
      sent_at: sentAt.toISOString(),
    },
    null,
    2,
  );
  await fs.writeFile(path.join(directory, `${name}.tmp`), content, { encoding: 'utf8', mode: 0o600 });
  await fs.rename(path.join(directory, `${name}.tmp`), path.join(directory, name));
  logInfo('e-mail written to outbox', { to: message.to, template: message.template, file: name });
}

interface OrderContext {
  order: OrderRow;
  lines: OrderLineRow[];
  user: UserRow;
}

async function loadOrderContext(orderId: number): Promise<OrderContext | undefined> {
  const { db } = await getDatabase();
  const order = await findOrderById(db, orderId);
  if (!order) return undefined;
  const user = await findUserById(db, order.user_id);
  if (!user) return undefined;
  return { order, lines: await listOrderLines(db, order.id), user };
}

async function deliver(channel: 'email' | 'whatsapp', { order, lines, user }: OrderContext): Promise<void> {
  if (channel === 'email') {
    const pdf = await renderInvoicePdf(invoiceDataOf(order, lines));
    await sendEmail({
      to: user.email,
      subject: orderEmailSubject(order),
      text: orderEmailText(order, lines, user),
      attachments: [{ filename: invoiceFileName(order.public_id), contentType: 'application/pdf', content: pdf }],
      template: ORDER_CONFIRMATION_TEMPLATE,
      meta: { order_id: order.public_id },
    });
    return;
  }
  await getMessageSender().send({
    channel: 'whatsapp',
    to: whatsappRecipient(order, user),
    body: orderWhatsAppText(order, mayEmail(user)),
    template: ORDER_CONFIRMATION_TEMPLATE,
    meta: { order_id: order.public_id },
  });
}

export type SendOutcome = 'sent' | 'already_sent' | 'failed' | 'skipped';

/**
 * One message per channel, exactly once: each channel is claimed by
 * inserting its notifications row (dedupe key + channel are unique); only
 * the caller whose insert went in sends. An e-mail to an unconfirmed address
 * is not sent: its row records the skip, so no later call or retry sends it.
 * A failed send stays unsent for the reconcile command to retry.
 */
async function sendOncePerChannel(
  context: OrderContext,
  message: { template: string; dedupeKey: string; payload: Record<string, unknown> },
  send: (channel: 'email' | 'whatsapp') => Promise<void>,
): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  const outcome: Record<'email' | 'whatsapp', SendOutcome> = { email: 'failed', whatsapp: 'failed' };
  const { db } = await getDatabase();
  for (const channel of ['email', 'whatsapp'] as const) {
    const now = new Date().toISOString();
    const id = await notifications.claimNotification(db, {
      channel,
      recipient: channel === 'email' ? context.user.email : whatsappRecipient(context.order, context.user),
      template: message.template,
      dedupeKey: message.dedupeKey,
      payload: JSON.stringify(message.payload),
      now,
    });
    if (id === undefined) {
      outcome[channel] = 'already_sent';
      continue;
    }
    if (channel === 'email' && !mayEmail(context.user)) {
      await notifications.markNotificationSkipped(db, id, EMAIL_UNCONFIRMED_SKIP_REASON);
      logInfo('order e-mail skipped', { order: context.order.public_id, template: message.template, reason: EMAIL_UNCONFIRMED_SKIP_REASON });
      outcome[channel] = 'skipped';
      continue;
    }
    try {
      await send(channel);
      await notifications.markNotificationSent(db, id, new Date().toISOString());
      outcome[channel] = 'sent';
    } catch (error) {
      logError('order message not sent', error, { order: context.order.public_id, template: message.template, channel });
      await notifications.markNotificationFailed(db, id, error instanceof Error ? error.message : String(error));
    }
  }
  return outcome;
}

/**
 * The order confirmation, exactly once per order and channel (see
 * sendOncePerChannel): e-mail with the PDF invoice, and WhatsApp. Never
 * throws: a message problem must not undo a paid order.
 */
export async function sendOrderConfirmation(orderId: number): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  try {
    const context = await loadOrderContext(orderId);
    if (!context) throw new Error(`Order ${orderId} or its customer was not found`);
    return await sendOncePerChannel(
      context,
      {
        template: ORDER_CONFIRMATION_TEMPLATE,
        dedupeKey: orderConfirmationKey(context.order.public_id),
        payload: { order_id: context.order.id, order_number: context.order.public_id },
      },
      (channel) => deliver(channel, context),
    );
  } catch (error) {
    logError('order confirmation failed', error, { order_id: orderId });
    return { email: 'failed', whatsapp: 'failed' };
  }
}

export const REFUND_NOTIFICATION_TEMPLATE = 'refund_issued';

/** One message per refund request and channel. */
export function refundNotificationKey(refundRequestId: number): string {
  return `refund:${refundRequestId}:issued`;
}

export interface RefundMessageFacts {
  amountMinor: number;
  currency: string;
  /** Whether the whole order is refunded now. */
  whole: boolean;
  /** Cash handed back (cash on delivery) rather than a refund to the card or PayPal account. */
  manual: boolean;
}

function refundWhere(order: OrderRow, refund: RefundMessageFacts): string {
  if (refund.manual) return 'It was handed back in cash.';
  // The refund policy's figures (spec section 9), as the /refund page states them.
  return `It goes back to the ${order.payment_method === 'paypal' ? 'PayPal account' : 'card, UPI or bank account'} you paid with: online refunds are processed in ${policies.refunds.onlineProcessing}, and your bank may take ${policies.refunds.bankProcessing} more.`;
}

export function refundEmailSubject(order: OrderRow): string {
  return `Refund for your ${site.name} order ${order.public_id}`;
}

export function refundEmailText(order: OrderRow, user: UserRow, refund: RefundMessageFacts): string {
  const amount = formatCheckoutAmount(centsToAmount(refund.amountMinor), refund.currency);
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `We have refunded ${amount} of your order ${order.public_id}${refund.whole ? ' (the whole order)' : ''}.`,
    refundWhere(order, refund),
    '',
    `Questions? Reply to this e-mail or call ${site.phones[0]}.`,
    '',
    `${site.name}`,
    `${site.email} | ${site.phones[0]} | ${site.website}`,
  ].join('\n');
}

export function refundWhatsAppText(order: OrderRow, refund: RefundMessageFacts): string {
  const amount = formatCheckoutAmount(centsToAmount(refund.amountMinor), refund.currency);
  return `${site.name}: we have refunded ${amount} of your order ${order.public_id}${refund.whole ? ' (the whole order)' : ''}. ${refundWhere(order, refund)}`;
}

async function refundFacts(refundRequestId: number): Promise<{ context: OrderContext; facts: RefundMessageFacts } | undefined> {
  const { db } = await getDatabase();
  const request = await findRefundRequest(db, refundRequestId);
  if (!request) return undefined;
  const context = await loadOrderContext(request.order_id);
  if (!context) return undefined;
  return {
    context,
    facts: { amountMinor: request.amount_minor, currency: request.currency, whole: context.order.status === 'refunded', manual: request.method === 'manual' },
  };
}

async function deliverRefund(channel: 'email' | 'whatsapp', { order, user }: OrderContext, facts: RefundMessageFacts, refundRequestId: number): Promise<void> {
  const meta = { order_id: order.public_id, refund_request: refundRequestId };
  if (channel === 'email') {
    await sendEmail({ to: user.email, subject: refundEmailSubject(order), text: refundEmailText(order, user, facts), attachments: [], template: REFUND_NOTIFICATION_TEMPLATE, meta });
    return;
  }
  await getMessageSender().send({ channel: 'whatsapp', to: whatsappRecipient(order, user), body: refundWhatsAppText(order, facts), template: REFUND_NOTIFICATION_TEMPLATE, meta });
}

/**
 * Tells the shopper about a refund that went through: e-mail (to a
 * confirmed address) and WhatsApp, once per refund request and channel,
 * whoever calls it how often. Never throws: the refund is done either way.
 */
export async function sendRefundNotification(refundRequestId: number): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  try {
    const found = await refundFacts(refundRequestId);
    if (!found) throw new Error(`Refund request ${refundRequestId}, its order or its customer was not found`);
    return await sendOncePerChannel(
      found.context,
      { template: REFUND_NOTIFICATION_TEMPLATE, dedupeKey: refundNotificationKey(refundRequestId), payload: { order_id: found.context.order.id, refund_request_id: refundRequestId } },
      (channel) => deliverRefund(channel, found.context, found.facts, refundRequestId),
    );
  } catch (error) {
    logError('refund message failed', error, { refund_request: refundRequestId });
    return { email: 'failed', whatsapp: 'failed' };
  }
}

/** Sends one message again, by its template (the reconcile command's retries). */
async function redeliver(row: notifications.NotificationRow, channel: 'email' | 'whatsapp', payload: unknown): Promise<'sent' | 'skipped'> {
  const { db } = await getDatabase();
  const field = (name: string) => (payload && typeof payload === 'object' && name in payload ? Number((payload as Record<string, unknown>)[name]) : Number.NaN);
  let context: OrderContext | undefined;
  let send: () => Promise<void>;
  if (row.template === REFUND_NOTIFICATION_TEMPLATE) {
    const refundRequestId = field('refund_request_id');
    const found = Number.isInteger(refundRequestId) ? await refundFacts(refundRequestId) : undefined;
    context = found?.context;
    send = () => (found ? deliverRefund(channel, found.context, found.facts, refundRequestId) : Promise.resolve());
  } else {
    const orderId = field('order_id');
    context = Number.isInteger(orderId) ? await loadOrderContext(orderId) : undefined;
    const loaded = context;
    send = () => (loaded ? deliver(channel, loaded) : Promise.resolve());
  }
  if (!context) throw new Error(`The order of notification ${row.id} was not found`);
  if (channel === 'email' && !mayEmail(context.user)) {
    // The address changed since the first try and is not confirmed yet.
    await notifications.markNotificationSkipped(db, row.id, EMAIL_UNCONFIRMED_SKIP_REASON);
    return 'skipped';
  }
  await send();
  return 'sent';
}

/** Sends again what failed before (reconcile command). Answers how many were tried and how many went out. */
export async function retryUnsentNotifications(now: Date = new Date()): Promise<{ tried: number; sent: number }> {
  const { db } = await getDatabase();
  const due = await notifications.listUnsentNotifications(db, new Date(now.getTime() - NOTIFICATION_RETRY_AFTER_MS).toISOString(), NOTIFICATION_MAX_ATTEMPTS, 100);
  let tried = 0;
  let sent = 0;
  for (const row of due) {
    if (row.template !== ORDER_CONFIRMATION_TEMPLATE && row.template !== REFUND_NOTIFICATION_TEMPLATE) continue;
    if (row.channel !== 'email' && row.channel !== 'whatsapp') continue;
    if (!(await notifications.claimNotificationRetry(db, row, now.toISOString()))) continue;
    tried += 1;
    try {
      const payload: unknown = JSON.parse(row.payload);
      if ((await redeliver(row, row.channel, payload)) === 'skipped') continue;
      await notifications.markNotificationSent(db, row.id, new Date().toISOString());
      sent += 1;
    } catch (error) {
      logError('order message retry failed', error, { notification: row.id, channel: row.channel, template: row.template });
      await notifications.markNotificationFailed(db, row.id, error instanceof Error ? error.message : String(error));
    }
  }
  return { tried, sent };
}
