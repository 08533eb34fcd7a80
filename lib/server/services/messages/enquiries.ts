import 'server-only';
import { beforeIdOfCursor, contactSearchOf } from '../platform/admin-lists';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import type { EnquiryActionName } from '../../../contract/admin-enquiries';
import { getDatabase, type Executor } from '../../db/connection';
import type { EnquiryStatus } from '../../db/schema';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { actorOf } from '../staff/staff-auth';
import * as enquiries from './repositories/contact';
import { enqueueEnquiryReply, enquiryReplyKey, enquiryReplySubject } from './enquiry-messages';
import { sendEnquiryMessage } from './outbox';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const ENQUIRY_NOT_FOUND_MESSAGE = 'Enquiry not found';
export const NOTE_ADDED_MESSAGE = 'Note added. Only staff see it.';
export const ENQUIRY_CLOSED_MESSAGE = 'This enquiry is closed: reopen it to reply.';
export const ENQUIRY_CLOSED_DONE_MESSAGE = 'Enquiry closed.';
export const ENQUIRY_REOPENED_MESSAGE = 'Enquiry reopened.';
export const ENQUIRY_ALREADY_CLOSED_MESSAGE = 'This enquiry was already closed.';
export const ENQUIRY_ALREADY_OPEN_MESSAGE = 'This enquiry was already open.';

export function replySentMessage(email: string, sent: boolean): string {
  return sent
    ? `Reply sent to ${email}.`
    : `Reply saved; the e-mail to ${email} did not go yet and will be tried again shortly.`;
}

/** The steps an enquiry allows in each status: the one rule the screens render. */
export function allowedEnquiryActions(status: EnquiryStatus): EnquiryActionName[] {
  return status === 'closed' ? ['note', 'reopen'] : ['note', 'reply', 'close'];
}

function excerptOf(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

function listItemOf(row: enquiries.EnquiryRow): Output<'listEnquiries'>['data'][number] {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: `${row.country_code}${row.mobile_number}`,
    status: row.status,
    excerpt: excerptOf(row.query),
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
  };
}

/** GET /api/admin/enquiries/: newest first; q is an e-mail, a phone number or the start of the name. */
export async function listEnquiries(
  input: Input<'listEnquiries'>,
  _context: StaffRequestContext,
): Promise<Output<'listEnquiries'>> {
  const beforeId = beforeIdOfCursor(input.cursor);
  const search = contactSearchOf(input.q);
  const pageSize = input.page_size ?? 50;
  const { db } = await getDatabase();
  const rows = await enquiries.listEnquiries(db, {
    ...search,
    ...(input.status ? { status: input.status } : {}),
    ...(beforeId !== undefined ? { beforeId } : {}),
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    data: page.map(listItemOf),
    next_cursor: rows.length > pageSize && last !== undefined ? String(last.id) : null,
    new_count: await enquiries.countEnquiriesWithStatus(db, 'new'),
  };
}

async function findOr404(db: Executor, id: number): Promise<enquiries.EnquiryRow> {
  const row = await enquiries.findEnquiry(db, id);
  if (!row) throw new ApiError('not_found', ENQUIRY_NOT_FOUND_MESSAGE, { field: 'enquiry_id' });
  return row;
}

async function enquiryAnswer(db: Executor, row: enquiries.EnquiryRow): Promise<Output<'getEnquiry'>> {
  const events = await enquiries.listEnquiryEvents(db, row.id);
  return {
    enquiry: {
      ...listItemOf(row),
      query: row.query,
      country_code: row.country_code,
      mobile_number: row.mobile_number,
    },
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      subject: event.subject,
      body: event.body,
      staff_name: event.staff_name,
      created_at: event.created_at,
    })),
    allowed_actions: allowedEnquiryActions(row.status),
    reply_subject: enquiryReplySubject(),
  };
}

/** GET /api/admin/enquiries/{enquiry_id}/ */
export async function getEnquiry(
  input: Input<'getEnquiry'>,
  _context: StaffRequestContext,
): Promise<Output<'getEnquiry'>> {
  const { db } = await getDatabase();
  return enquiryAnswer(db, await findOr404(db, input.enquiry_id));
}

/** The enquiry as it is after a change, read after the commit. */
async function answerAfter(id: number, message: string, changed: boolean): Promise<Output<'addEnquiryNote'>> {
  const { db } = await getDatabase();
  return { message, changed, enquiry: await enquiryAnswer(db, await findOr404(db, id)) };
}

/** POST /api/admin/enquiries/{enquiry_id}/notes/: a note for staff; audited. */
export async function addEnquiryNote(
  input: Input<'addEnquiryNote'>,
  context: StaffRequestContext,
): Promise<Output<'addEnquiryNote'>> {
  const { db } = await getDatabase();
  await db.transaction().execute(async (trx) => {
    const row = await findOr404(trx, input.enquiry_id);
    const now = new Date().toISOString();
    const event = await enquiries.insertEnquiryEvent(trx, {
      query_id: row.id,
      kind: 'note',
      staff_id: context.staff.id,
      subject: null,
      body: input.body,
      created_at: now,
    });
    await enquiries.touchEnquiry(trx, row.id, now);
    await recordAudit(trx, actorOf(context), {
      action: 'enquiry.note',
      entityType: 'enquiry',
      entityId: row.id,
      before: null,
      after: { event_id: event.id, note: input.body },
      at: now,
    });
  });
  return answerAfter(input.enquiry_id, NOTE_ADDED_MESSAGE, true);
}

/**
 * POST /api/admin/enquiries/{enquiry_id}/reply/: records the reply, marks the enquiry replied and owes
 * the enquirer the e-mail, in one transaction (audited); then sends it at once, the outbox keeping it
 * if that fails. A closed enquiry takes no reply (409) until reopened.
 */
export async function replyToEnquiry(
  input: Input<'replyToEnquiry'>,
  context: StaffRequestContext,
): Promise<Output<'replyToEnquiry'>> {
  const { db } = await getDatabase();
  const { eventId, email } = await db.transaction().execute(async (trx) => {
    const row = await findOr404(trx, input.enquiry_id);
    const now = new Date().toISOString();
    const subject = input.subject || enquiryReplySubject();
    if (!(await enquiries.setEnquiryStatus(trx, row.id, { from: ['new', 'replied'], to: 'replied', now })))
      throw new ApiError('conflict', ENQUIRY_CLOSED_MESSAGE, { field: 'enquiry_id' });
    const event = await enquiries.insertEnquiryEvent(trx, {
      query_id: row.id,
      kind: 'reply',
      staff_id: context.staff.id,
      subject,
      body: input.body,
      created_at: now,
    });
    await enqueueEnquiryReply(trx, row, event.id, now);
    await recordAudit(trx, actorOf(context), {
      action: 'enquiry.reply',
      entityType: 'enquiry',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'replied', event_id: event.id, to: row.email, subject, reply: input.body },
      at: now,
    });
    return { eventId: event.id, email: row.email };
  });
  const outcome = await sendEnquiryMessage(enquiryReplyKey(eventId));
  return answerAfter(input.enquiry_id, replySentMessage(email, outcome !== 'failed'), true);
}

/** POST /api/admin/enquiries/{enquiry_id}/status/: close, or reopen (to replied when it had a reply, else new); audited. */
export async function changeEnquiryStatus(
  input: Input<'changeEnquiryStatus'>,
  context: StaffRequestContext,
): Promise<Output<'changeEnquiryStatus'>> {
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const row = await findOr404(trx, input.enquiry_id);
    const now = new Date().toISOString();
    const replied = (await enquiries.listEnquiryEvents(trx, row.id)).some((event) => event.kind === 'reply');
    const to: EnquiryStatus = input.action === 'close' ? 'closed' : replied ? 'replied' : 'new';
    const from: EnquiryStatus[] = input.action === 'close' ? ['new', 'replied'] : ['closed'];
    if (!(await enquiries.setEnquiryStatus(trx, row.id, { from, to, now }))) return false;
    await enquiries.insertEnquiryEvent(trx, {
      query_id: row.id,
      kind: 'status',
      staff_id: context.staff.id,
      subject: to,
      body: input.action === 'close' ? 'Closed' : 'Reopened',
      created_at: now,
    });
    await recordAudit(trx, actorOf(context), {
      action: `enquiry.${input.action}`,
      entityType: 'enquiry',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to },
      at: now,
    });
    return true;
  });
  const message =
    input.action === 'close'
      ? changed
        ? ENQUIRY_CLOSED_DONE_MESSAGE
        : ENQUIRY_ALREADY_CLOSED_MESSAGE
      : changed
        ? ENQUIRY_REOPENED_MESSAGE
        : ENQUIRY_ALREADY_OPEN_MESSAGE;
  return answerAfter(input.enquiry_id, message, changed);
}
