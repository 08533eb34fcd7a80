import 'server-only';
import { site } from '../../../site';
import type { Executor } from '../../db/connection';
import { getDatabase } from '../../db/connection';
import { getSiteUrl } from '../../site-url';
import * as notifications from './repositories/notifications';
import { findEnquiry, listEnquiryEvents, type EnquiryRow } from './repositories/contact';
import {
  emailMessageId,
  notificationIdempotencyKey,
  payloadNumber,
  sendEmail,
  type DeliveryResult,
  type OwedMessage,
} from './notifications';

/**
 * The e-mails of the enquiries inbox (issue 29, item 8), owed through the outbox like an order's:
 * the shop is told of each new enquiry (its Reply-To the enquirer, so it can be answered from a mail
 * client too), and each reply written in the back office goes to the enquirer, the replies of one
 * enquiry threaded by In-Reply-To and References.
 */
export const ENQUIRY_RECEIVED_TEMPLATE = 'enquiry_received';
export const ENQUIRY_REPLY_TEMPLATE = 'enquiry_reply';

export function enquiryReceivedKey(enquiryId: number): string {
  return `enquiry:${enquiryId}:received`;
}

export function enquiryReplyKey(eventId: number): string {
  return `enquiry-reply:${eventId}`;
}

/** The subject of the replies to an enquiry unless staff write another. */
export function enquiryReplySubject(): string {
  return `Re: Your enquiry to ${site.name}`;
}

/** Where the shop is told of new enquiries: its own address. */
function shopAddress(): string {
  return site.email;
}

/** Owes the shop the e-mail that tells it of a new enquiry (in the transaction that stores it). */
export async function enqueueEnquiryReceived(trx: Executor, enquiryId: number, now: string): Promise<void> {
  await notifications.enqueueNotification(trx, {
    channel: 'email',
    recipient: shopAddress(),
    template: ENQUIRY_RECEIVED_TEMPLATE,
    dedupeKey: enquiryReceivedKey(enquiryId),
    payload: JSON.stringify({ enquiry_id: enquiryId }),
    now,
  });
}

/** Owes the enquirer a reply (in the transaction that records it). */
export async function enqueueEnquiryReply(
  trx: Executor,
  enquiry: EnquiryRow,
  eventId: number,
  now: string,
): Promise<void> {
  await notifications.enqueueNotification(trx, {
    channel: 'email',
    recipient: enquiry.email,
    template: ENQUIRY_REPLY_TEMPLATE,
    dedupeKey: enquiryReplyKey(eventId),
    payload: JSON.stringify({ enquiry_id: enquiry.id, event_id: eventId }),
    now,
  });
}

function enquiryOf(message: OwedMessage): number {
  const id = payloadNumber(message.payload, 'enquiry_id');
  if (id === undefined) throw new Error(`The outbox row ${message.idempotencyKey} names no enquiry`);
  return id;
}

export async function deliverEnquiryReceived(message: OwedMessage): Promise<DeliveryResult> {
  const { db } = await getDatabase();
  const enquiry = await findEnquiry(db, enquiryOf(message));
  if (!enquiry) throw new Error(`The enquiry of ${message.idempotencyKey} was not found`);
  await sendEmail({
    to: shopAddress(),
    replyTo: enquiry.email,
    subject: `New enquiry from ${enquiry.name}`,
    text: [
      `${enquiry.name} wrote through the shop's enquiry form:`,
      '',
      enquiry.query,
      '',
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.country_code} ${enquiry.mobile_number}`,
      '',
      `Answer it in the back office: ${getSiteUrl()}/admin/enquiries/${enquiry.id}`,
    ].join('\n'),
    attachments: [],
    template: ENQUIRY_RECEIVED_TEMPLATE,
    meta: { enquiry_id: enquiry.id },
    idempotencyKey: message.idempotencyKey,
    owedAt: message.owedAt,
  });
  return 'sent';
}

export async function deliverEnquiryReply(message: OwedMessage): Promise<DeliveryResult> {
  const { db } = await getDatabase();
  const enquiry = await findEnquiry(db, enquiryOf(message));
  const eventId = payloadNumber(message.payload, 'event_id');
  if (!enquiry || eventId === undefined) throw new Error(`The enquiry of ${message.idempotencyKey} was not found`);
  const replies = (await listEnquiryEvents(db, enquiry.id)).filter((event) => event.kind === 'reply');
  const reply = replies.find((event) => event.id === eventId);
  if (!reply) throw new Error(`The reply of ${message.idempotencyKey} was not found`);
  // The earlier replies of this enquiry, by the Message-ID each was sent with.
  const references = replies
    .filter((event) => event.id < eventId)
    .map((event) =>
      emailMessageId(notificationIdempotencyKey({ dedupe_key: enquiryReplyKey(event.id), channel: 'email' })),
    );
  await sendEmail({
    to: enquiry.email,
    references,
    subject: reply.subject ?? enquiryReplySubject(),
    text: [
      reply.body,
      '',
      `${reply.staff_name ?? site.name}, ${site.name}`,
      `${site.email} | ${site.phones[0]} | ${site.website}`,
      '',
      `You wrote on ${enquiry.created_at.slice(0, 10)}:`,
      ...enquiry.query.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
    attachments: [],
    template: ENQUIRY_REPLY_TEMPLATE,
    meta: { enquiry_id: enquiry.id, event_id: eventId },
    idempotencyKey: message.idempotencyKey,
    owedAt: message.owedAt,
  });
  return 'sent';
}
