import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { formatMinorAmount } from '../../../money';
import { policies } from '../../../policies';
import { site } from '../../../site';
import { getConfig } from '../../config';
import { getDatabase, type Executor } from '../../db/connection';
import { logInfo } from '../../log';
import { getMessageSender } from '../../notify';
import { outboxFileName, writeOutboxFile } from '../../notify/outbox-sender';
import * as notifications from './repositories/notifications';
import { findOrderById, listOrderLines, type OrderLineRow, type OrderRow } from '../orders/repositories/orders';
import { findRefundRequest } from '../payments/repositories/refund-requests';
import { findUserById, type UserRow } from '../accounts/repositories/users';
import { getSiteUrl } from '../../site-url';
import { PAYMENT_METHOD_NAMES } from '../orders/invoices';
import { orderInvoiceFile } from '../tax/tax-document-files';

export const ORDER_CONFIRMATION_TEMPLATE = 'order_confirmation';

/** One confirmation per order and channel, whoever reports the payment first (verify call, webhook, reconcile). */
export function orderConfirmationKey(orderNumber: string): string {
  return `order:${orderNumber}:confirmation`;
}

export function orderEmailSubject(order: OrderRow): string {
  return `Your ${site.name} order ${order.public_id}`;
}

function paymentLine(order: OrderRow): string {
  const total = formatMinorAmount(order.total_minor, order.currency);
  return order.payment_method === 'cod'
    ? `${total}, to be paid in cash on delivery`
    : `${total}, paid by ${PAYMENT_METHOD_NAMES[order.payment_method]}`;
}

/** `taxInvoiceNumber`: the GST tax invoice attached (decision 040); without one, the receipt of an order from before. */
export function orderEmailText(
  order: OrderRow,
  lines: OrderLineRow[],
  user: UserRow,
  taxInvoiceNumber: string | null = null,
): string {
  const amountOf = (minor: number) => formatMinorAmount(minor, order.currency);
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `Thank you for your order ${order.public_id}. We have received it and will let you know when it ships.`,
    '',
    ...lines.map(
      (line) =>
        `- ${line.product_name} (size ${line.size}) x ${line.quantity}: ${amountOf(line.unit_price_minor * line.quantity)}`,
    ),
    '',
    `Subtotal: ${amountOf(order.subtotal_minor)}`,
    `Discount: ${order.discount_minor > 0 ? `-${amountOf(order.discount_minor)}` : amountOf(0)}${order.promo_code ? ` (${order.promo_code})` : ''}`,
    `Shipping: ${order.shipping_minor > 0 ? amountOf(order.shipping_minor) : 'Free'}`,
    `Total: ${paymentLine(order)}`,
    '',
    'Delivery to:',
    order.name,
    order.delivery_address,
    [order.city, order.state, order.pin_code].filter(Boolean).join(', '),
    '',
    taxInvoiceNumber ? `Your tax invoice ${taxInvoiceNumber} is attached.` : 'Your invoice is attached.',
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
  /** The outbox row's key (see OutgoingMessage): one outbox file per key; over SMTP, the Message-ID is made from it. */
  idempotencyKey?: string;
  owedAt?: string;
  /** Where the recipient's answer goes (the enquirer, on the shop's copy of an enquiry). */
  replyTo?: string;
  /** The Message-IDs of the earlier e-mails of a conversation, oldest first: the recipient's mail shows one thread. */
  references?: string[];
}

function mailFrom(): string {
  return getConfig().MAIL_FROM ?? `"${site.name}" <${site.email}>`;
}

const transports = new Map<string, Transporter>();

/** The Message-ID of a keyed e-mail: the same for every try, so a mailbox or provider that dedupes by it shows one. */
export function emailMessageId(idempotencyKey: string): string {
  return `<${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${site.email.split('@').pop() ?? 'localhost'}>`;
}

/** Reply-To, In-Reply-To and References, as nodemailer takes them (and the outbox file records them). */
function threadHeadersOf(message: EmailMessage): { replyTo?: string; inReplyTo?: string; references?: string[] } {
  const references = message.references ?? [];
  const last = references[references.length - 1];
  return {
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(last ? { inReplyTo: last, references } : {}),
  };
}

/**
 * Sends an e-mail: over SMTP when SMTP_URL is set, otherwise into the outbox
 * folder as a JSON file with each attachment saved beside it (the JSON's
 * name with .pdf), so the invoice can be opened locally. A keyed e-mail is
 * written to the folder once (a retry of a key already there writes
 * nothing); over SMTP it carries a Message-ID made from its key.
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
      ...(message.idempotencyKey ? { messageId: emailMessageId(message.idempotencyKey) } : {}),
      ...threadHeadersOf(message),
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
    logInfo('e-mail sent', { to: message.to, template: message.template });
    return;
  }

  const directory = path.resolve(/*turbopackIgnore: true*/ config.OUTBOX_DIR);
  await fs.mkdir(directory, { recursive: true });
  const sentAt = new Date();
  const name = outboxFileName(
    { channel: 'email', idempotencyKey: message.idempotencyKey, owedAt: message.owedAt },
    sentAt,
  );
  const keyed = Boolean(message.idempotencyKey);
  if (keyed && (await fs.stat(path.join(directory, name)).catch(() => undefined))) {
    logInfo('e-mail already in outbox', { to: message.to, template: message.template, file: name });
    return;
  }
  const base = name.replace(/\.json$/, '');
  const attachments = [];
  for (const [index, attachment] of message.attachments.entries()) {
    const extension = path.extname(attachment.filename) || '.bin';
    const file = index === 0 ? `${base}${extension}` : `${base}-${index + 1}${extension}`;
    // Rewritten whole on a retry (same bytes); the JSON below is what counts as the e-mail.
    await writeOutboxFile(path.join(directory, file), attachment.content, false);
    attachments.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.content.length,
      file,
    });
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
      ...(message.idempotencyKey ? { idempotency_key: message.idempotencyKey } : {}),
      ...(message.idempotencyKey ? { message_id: emailMessageId(message.idempotencyKey) } : {}),
      ...threadHeadersOf(message),
      attachments,
      sent_at: sentAt.toISOString(),
    },
    null,
    2,
  );
  if (!(await writeOutboxFile(path.join(directory, name), content, keyed))) {
    logInfo('e-mail already in outbox', { to: message.to, template: message.template, file: name });
    return;
  }
  logInfo('e-mail written to outbox', { to: message.to, template: message.template, file: name });
}

interface OrderContext {
  order: OrderRow;
  lines: OrderLineRow[];
  user: UserRow;
}

export async function loadOrderContext(orderId: number): Promise<OrderContext | undefined> {
  const { db } = await getDatabase();
  const order = await findOrderById(db, orderId);
  if (!order) return undefined;
  const user = await findUserById(db, order.user_id);
  if (!user) return undefined;
  return { order, lines: await listOrderLines(db, order.id), user };
}

type MessageChannel = 'email' | 'whatsapp';

/** What a worker hands a deliverer: the outbox row's channel, payload, key and the time it was owed. */
export interface OwedMessage {
  channel: MessageChannel;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  owedAt: string;
}

/** The key a sender sees for one outbox row: unique per message and channel, the same on every try. */
export function notificationIdempotencyKey(row: { dedupe_key: string; channel: string }): string {
  return `${row.dedupe_key}:${row.channel}`;
}

export function payloadNumber(payload: Record<string, unknown>, name: string): number | undefined {
  const value = Number(payload[name]);
  return Number.isInteger(value) ? value : undefined;
}

/**
 * Owes an order's customer one message on each channel: two outbox rows
 * (e-mail and WhatsApp), written with the caller's executor, which must be
 * the transaction that changes the order, so the message is owed exactly
 * when the change commits. A repeat writes nothing (unique key and channel).
 */
export async function enqueueOrderMessages(
  trx: Executor,
  order: OrderRow,
  message: { template: string; dedupeKey: string; payload: Record<string, unknown> },
): Promise<void> {
  const user = await findUserById(trx, order.user_id);
  if (!user) throw new Error(`The customer of order ${order.public_id} was not found`);
  const now = new Date().toISOString();
  for (const channel of ['email', 'whatsapp'] as const) {
    await notifications.enqueueNotification(trx, {
      channel,
      recipient: channel === 'email' ? user.email : whatsappRecipient(order, user),
      template: message.template,
      dedupeKey: message.dedupeKey,
      payload: JSON.stringify(message.payload),
      now,
    });
  }
}

/** The confirmation an order owes once it is paid or placed for cash on delivery (in that transaction). */
export async function enqueueOrderConfirmation(trx: Executor, order: OrderRow): Promise<void> {
  await enqueueOrderMessages(trx, order, {
    template: ORDER_CONFIRMATION_TEMPLATE,
    dedupeKey: orderConfirmationKey(order.public_id),
    payload: { order_id: order.id, order_number: order.public_id },
  });
}

/** The refund notice an order owes once a refund request is done (in that transaction). */
export async function enqueueRefundNotification(
  trx: Executor,
  order: OrderRow,
  refundRequestId: number,
): Promise<void> {
  await enqueueOrderMessages(trx, order, {
    template: REFUND_NOTIFICATION_TEMPLATE,
    dedupeKey: refundNotificationKey(refundRequestId),
    payload: { order_id: order.id, refund_request_id: refundRequestId },
  });
}

/** 'skipped': the shop chose not to send it (e-mail to an unconfirmed address). */
export type DeliveryResult = 'sent' | 'skipped';

/** Renders an owed message from the order as it is now and hands it to the channel's sender. */
export type Deliverer = (message: OwedMessage) => Promise<DeliveryResult>;

/** What one order message says on each channel; the e-mail (an invoice PDF, say) is rendered only on the e-mail's turn. */
export interface OrderMessageContent {
  template: string;
  meta: Record<string, unknown>;
  email: () => Promise<Pick<EmailMessage, 'subject' | 'text' | 'attachments'>>;
  whatsapp: () => string;
}

/**
 * Hands one owed message of an order to its channel's sender, with the outbox
 * row's key (a retry after a crash does not send again); e-mail goes only to
 * an address its owner confirmed.
 */
export async function deliverOrderMessage(
  message: OwedMessage,
  order: OrderRow,
  user: UserRow,
  content: OrderMessageContent,
): Promise<DeliveryResult> {
  const keyed = { idempotencyKey: message.idempotencyKey, owedAt: message.owedAt };
  if (message.channel === 'email') {
    if (!mayEmail(user)) return 'skipped';
    await sendEmail({
      to: user.email,
      ...(await content.email()),
      template: content.template,
      meta: content.meta,
      ...keyed,
    });
    return 'sent';
  }
  await getMessageSender().send({
    channel: 'whatsapp',
    to: whatsappRecipient(order, user),
    body: content.whatsapp(),
    template: content.template,
    meta: content.meta,
    ...keyed,
  });
  return 'sent';
}

/** The order confirmation: e-mail with the PDF invoice, the GST tax invoice once issued (to a confirmed address only), and WhatsApp. */
export async function deliverOrderConfirmation(message: OwedMessage): Promise<DeliveryResult> {
  const orderId = payloadNumber(message.payload, 'order_id');
  const context = orderId === undefined ? undefined : await loadOrderContext(orderId);
  if (!context) throw new Error(`The order of confirmation ${message.idempotencyKey} was not found`);
  const { order, lines, user } = context;
  return deliverOrderMessage(message, order, user, {
    template: ORDER_CONFIRMATION_TEMPLATE,
    meta: { order_id: order.public_id },
    email: async () => {
      const invoice = await orderInvoiceFile((await getDatabase()).db, order, lines);
      return {
        subject: orderEmailSubject(order),
        text: orderEmailText(order, lines, user, invoice.taxInvoiceNumber),
        attachments: [{ filename: invoice.fileName, contentType: 'application/pdf', content: invoice.body }],
      };
    },
    whatsapp: () => orderWhatsAppText(order, mayEmail(user)),
  });
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
  const amount = formatMinorAmount(refund.amountMinor, refund.currency);
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
  const amount = formatMinorAmount(refund.amountMinor, refund.currency);
  return `${site.name}: we have refunded ${amount} of your order ${order.public_id}${refund.whole ? ' (the whole order)' : ''}. ${refundWhere(order, refund)}`;
}

/** A refund that went through: e-mail (to a confirmed address) and WhatsApp. */
export async function deliverRefundNotification(message: OwedMessage): Promise<DeliveryResult> {
  const { db } = await getDatabase();
  const refundRequestId = payloadNumber(message.payload, 'refund_request_id');
  const request = refundRequestId === undefined ? undefined : await findRefundRequest(db, refundRequestId);
  const context = request ? await loadOrderContext(request.order_id) : undefined;
  if (!request || !context)
    throw new Error(`The refund request, order or customer of ${message.idempotencyKey} was not found`);
  const { order, user } = context;
  const facts: RefundMessageFacts = {
    amountMinor: request.amount_minor,
    currency: request.currency,
    whole: order.status === 'refunded',
    manual: request.method === 'manual',
  };
  return deliverOrderMessage(message, order, user, {
    template: REFUND_NOTIFICATION_TEMPLATE,
    meta: { order_id: order.public_id, refund_request: request.id },
    email: async () => ({
      subject: refundEmailSubject(order),
      text: refundEmailText(order, user, facts),
      attachments: [],
    }),
    whatsapp: () => refundWhatsAppText(order, facts),
  });
}
