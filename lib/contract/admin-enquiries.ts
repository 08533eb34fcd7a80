import './zod-browser-config';
import { z } from 'zod';
import { idField, pageSizeField } from './fields';
import { cursorField, required } from './admin-fields';
import { ENQUIRY_TEXT_MAX } from './admin-limits';

export { ENQUIRY_TEXT_MAX } from './admin-limits';

/**
 * The back office's enquiries inbox (issue 29, item 8): the contact and wholesale queries of
 * POST /api/create-query/, each with its thread of staff notes, replies e-mailed to the enquirer
 * and changes of status. Both roles read, note, reply and close.
 */
export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatusName = (typeof ENQUIRY_STATUSES)[number];
/** What can be done to an enquiry now: the server answers it, the screen shows only these. */
export const ENQUIRY_ACTIONS = ['note', 'reply', 'close', 'reopen'] as const;
export type EnquiryActionName = (typeof ENQUIRY_ACTIONS)[number];
export const ENQUIRY_EVENT_KINDS = ['note', 'reply', 'status'] as const;

const enquiryText = (what: string) =>
  z
    .string(required)
    .trim()
    .min(1, { error: `is required: write the ${what}` })
    .max(ENQUIRY_TEXT_MAX, { error: `must be at most ${ENQUIRY_TEXT_MAX} characters` });

// GET /api/admin/enquiries/?status=&q= — freshest first (last note, reply or change), keyset pages.
export const listEnquiriesQuery = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
  /** An e-mail address, a phone number (digits) or the start of the enquirer's name. */
  q: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const enquiryListItem = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  /** The query's first 160 characters, on one line. */
  excerpt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const listEnquiriesResponse = z.object({
  data: z.array(enquiryListItem),
  next_cursor: z.string().nullable(),
  /** Enquiries nobody has answered yet, whatever the filter: the navigation's badge. */
  new_count: z.number().int().nonnegative(),
});

export const enquiryEvent = z.object({
  id: z.number().int().positive(),
  kind: z.enum(ENQUIRY_EVENT_KINDS),
  /** A reply's subject; a change of status's new status. */
  subject: z.string().nullable(),
  body: z.string(),
  /** The staff member's name; null for one no longer on the staff list. */
  staff_name: z.string().nullable(),
  created_at: z.string(),
});

// GET /api/admin/enquiries/{enquiry_id}/ — the query, its thread (oldest first) and what can be done now.
export const getEnquiryQuery = z.object({ enquiry_id: idField });
export const getEnquiryResponse = z.object({
  enquiry: enquiryListItem.extend({ query: z.string(), country_code: z.string(), mobile_number: z.string() }),
  events: z.array(enquiryEvent),
  allowed_actions: z.array(z.enum(ENQUIRY_ACTIONS)),
  /** The subject a reply gets unless staff write another. */
  reply_subject: z.string(),
});

// POST /api/admin/enquiries/{enquiry_id}/notes/ — a note for staff only; the enquirer never sees it.
export const addEnquiryNoteBody = z.object({ enquiry_id: idField, body: enquiryText('note') });
// POST /api/admin/enquiries/{enquiry_id}/reply/ — e-mailed to the enquirer through the outbox; the enquiry becomes replied.
export const replyToEnquiryBody = z.object({
  enquiry_id: idField,
  subject: z
    .string()
    .trim()
    .max(200, { error: 'must be at most 200 characters' })
    // An e-mail header: one line, no control characters.
    .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line of text' })
    .optional(),
  body: enquiryText('reply'),
});
// POST /api/admin/enquiries/{enquiry_id}/status/ — close (from new or replied) or reopen (from closed).
export const changeEnquiryStatusBody = z.object({
  enquiry_id: idField,
  action: z.enum(['close', 'reopen'], { error: 'must be close or reopen' }),
});
export const enquiryChangeResponse = z.object({
  message: z.string(),
  /** False when the enquiry already was so (a repeated click): nothing was written. */
  changed: z.boolean(),
  enquiry: getEnquiryResponse,
});
