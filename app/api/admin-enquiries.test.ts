/**
 * The enquiries inbox (issue 29, item 8) through the route handlers, on a real database: a query sent
 * from the storefront lands in the inbox and tells the shop by e-mail (Reply-To the enquirer); staff
 * note, reply (e-mailed to the enquirer through the outbox, threaded), close and reopen; the server
 * answers what each status allows, refuses the rest (409), names bad fields (400), hides nothing
 * from a staff member but needs one (401), and writes every change with its audit row.
 */
import { apiErrorBody } from '@/lib/contract';
import { createQueryResponse } from '@/lib/contract/contact';
import { enquiryChangeResponse, getEnquiryResponse, listEnquiriesResponse } from '@/lib/contract/admin';
import { STAFF_LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/staff/staff-auth';
import { emailMessageId } from '@/lib/server/services/messages/notifications';
import {
  ENQUIRY_ALREADY_CLOSED_MESSAGE,
  ENQUIRY_CLOSED_DONE_MESSAGE,
  ENQUIRY_CLOSED_MESSAGE,
  ENQUIRY_NOT_FOUND_MESSAGE,
  ENQUIRY_REOPENED_MESSAGE,
  NOTE_ADDED_MESSAGE,
  replySentMessage,
} from '@/lib/server/services/messages/enquiries';
import { site } from '@/lib/site';
import { createTestStaff, sameSiteHeaders, type TestStaff } from '@/lib/testing/staff';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as createQuery } from './create-query/route';
import { GET as listEnquiries } from './admin/enquiries/route';
import { GET as getEnquiry } from './admin/enquiries/[enquiry_id]/route';
import { POST as addNote } from './admin/enquiries/[enquiry_id]/notes/route';
import { POST as reply } from './admin/enquiries/[enquiry_id]/reply/route';
import { POST as changeStatus } from './admin/enquiries/[enquiry_id]/status/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
const outbox = withTemporaryOutbox();

let sequence = 0;
async function sendQuery(overrides: Record<string, string> = {}): Promise<number> {
  sequence += 1;
  const { status, body } = await callRoute(
    createQuery,
    '/api/create-query/',
    postJson({
      name: `Meera Shah ${sequence}`,
      email: `meera${sequence}@example.com`,
      country_code: '+91',
      mobile_number: `98290${String(10000 + sequence)}`,
      query: 'Do you take wholesale orders of 200 cushion covers?\nWe are a hotel in Udaipur.',
      ...overrides,
    }),
  );
  expect(status).toBe(201);
  return createQueryResponse.parse(body).id;
}

let staff: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
});

async function enquiryOf(id: number) {
  const answer = await callRoute(getEnquiry, `/api/admin/enquiries/${id}/`, { headers: staff.headers });
  expect(answer.status).toBe(200);
  return getEnquiryResponse.parse(answer.body);
}

async function audit(id: number) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', 'enquiry')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

async function eventCount(): Promise<number> {
  const row = await database()
    .db.selectFrom('enquiry_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the enquiries inbox', () => {
  it('stores a query from the storefront as new and tells the shop by e-mail, its Reply-To the enquirer', async () => {
    const id = await sendQuery({ email: 'asha.hotel@example.com', name: 'Asha Rathore' });
    const enquiry = await enquiryOf(id);
    expect(enquiry.enquiry).toMatchObject({ id, status: 'new', name: 'Asha Rathore', email: 'asha.hotel@example.com' });
    expect(enquiry.enquiry.query).toContain('We are a hotel in Udaipur.');
    expect(enquiry.events).toEqual([]);
    expect(enquiry.allowed_actions).toEqual(['note', 'reply', 'close']);
    const told = readOutbox(outbox()).filter((message) => message.template === 'enquiry_received');
    const mail = told.find((message) => message.body.includes('Asha Rathore'));
    expect(mail).toMatchObject({ to: site.email, subject: 'New enquiry from Asha Rathore' });
    expect(mail).toHaveProperty('replyTo', 'asha.hotel@example.com');
    expect(mail?.body).toContain(`/admin/enquiries/${id}`);
  });

  it('lists newest first with the count of new ones, filters by status and finds by e-mail, phone or name', async () => {
    const first = await sendQuery({ name: 'Kabir Joshi', email: 'kabir@example.com', mobile_number: '9123456780' });
    const second = await sendQuery();
    const all = listEnquiriesResponse.parse(
      (await callRoute(listEnquiries, '/api/admin/enquiries/?page_size=1', { headers: staff.headers })).body,
    );
    expect(all.data.map((row) => row.id)).toEqual([second]);
    expect(all.new_count).toBeGreaterThanOrEqual(2);
    expect(all.data[0]?.excerpt).toBe('Do you take wholesale orders of 200 cushion covers? We are a hotel in Udaipur.');
    const next = listEnquiriesResponse.parse(
      (
        await callRoute(listEnquiries, `/api/admin/enquiries/?page_size=1&cursor=${all.next_cursor}`, {
          headers: staff.headers,
        })
      ).body,
    );
    expect(next.data.map((row) => row.id)).toEqual([first]);
    for (const q of ['KABIR@example.com', '+91 91234 56780', 'kab']) {
      const found = listEnquiriesResponse.parse(
        (await callRoute(listEnquiries, `/api/admin/enquiries/?q=${encodeURIComponent(q)}`, { headers: staff.headers }))
          .body,
      );
      expect([q, found.data.map((row) => row.id)]).toEqual([q, [first]]);
    }
    const closed = listEnquiriesResponse.parse(
      (await callRoute(listEnquiries, '/api/admin/enquiries/?status=closed', { headers: staff.headers })).body,
    );
    expect(closed.data.every((row) => row.status === 'closed')).toBe(true);
  });

  it('keeps a note for staff only, in the thread with its author, and audits it', async () => {
    const id = await sendQuery();
    const before = readOutbox(outbox()).length;
    const answer = await callRoute(
      addNote,
      `/api/admin/enquiries/${id}/notes/`,
      postJson({ body: 'Called back: wants samples first.' }, staff.headers),
    );
    expect(answer.status).toBe(201);
    const { message, changed, enquiry } = enquiryChangeResponse.parse(answer.body);
    expect([message, changed]).toEqual([NOTE_ADDED_MESSAGE, true]);
    expect(enquiry.enquiry.status).toBe('new');
    expect(enquiry.events).toEqual([
      expect.objectContaining({
        kind: 'note',
        body: 'Called back: wants samples first.',
        staff_name: expect.any(String),
      }),
    ]);
    expect(readOutbox(outbox())).toHaveLength(before);
    expect(await audit(id)).toEqual([expect.objectContaining({ action: 'enquiry.note', staff_id: staff.id })]);
  });

  it('e-mails a reply to the enquirer, threaded after the earlier reply, and marks the enquiry replied', async () => {
    const id = await sendQuery({ email: 'rohan@example.com' });
    const first = await callRoute(
      reply,
      `/api/admin/enquiries/${id}/reply/`,
      postJson({ body: 'Namaste Rohan, yes: 200 covers take three weeks.' }, staff.headers),
    );
    expect(first.status).toBe(201);
    const answered = enquiryChangeResponse.parse(first.body);
    expect(answered.message).toBe(replySentMessage('rohan@example.com', true));
    expect(answered.enquiry.enquiry.status).toBe('replied');
    expect(answered.enquiry.allowed_actions).toEqual(['note', 'reply', 'close']);
    const second = await callRoute(
      reply,
      `/api/admin/enquiries/${id}/reply/`,
      postJson({ subject: 'Samples for your hotel', body: 'The samples left today.' }, staff.headers),
    );
    expect(second.status).toBe(201);
    const replies = readOutbox(outbox()).filter(
      (message) => message.template === 'enquiry_reply' && message.to === 'rohan@example.com',
    );
    expect(replies.map((message) => message.subject)).toEqual([
      `Re: Your enquiry to ${site.name}`,
      'Samples for your hotel',
    ]);
    expect(replies[0]?.body).toContain('Namaste Rohan, yes: 200 covers take three weeks.');
    expect(replies[0]?.body).toContain('> Do you take wholesale orders of 200 cushion covers?');
    const firstId = (replies[0] as unknown as { message_id: string }).message_id;
    expect(firstId).toBe(emailMessageId(`enquiry-reply:${answered.enquiry.events[0]?.id}:email`));
    expect(replies[1]).toMatchObject({ inReplyTo: firstId, references: [firstId] });
    expect(replies[0]).not.toHaveProperty('inReplyTo');
    expect((await audit(id)).map((row) => row.action)).toEqual(['enquiry.reply', 'enquiry.reply']);
  });

  it('closes (once), refuses a reply while closed with nothing written or sent, and reopens to replied', async () => {
    const id = await sendQuery();
    await callRoute(reply, `/api/admin/enquiries/${id}/reply/`, postJson({ body: 'Thank you!' }, staff.headers));
    const closed = await callRoute(
      changeStatus,
      `/api/admin/enquiries/${id}/status/`,
      postJson({ action: 'close' }, staff.headers),
    );
    expect(closed.status).toBe(200);
    const closedAnswer = enquiryChangeResponse.parse(closed.body);
    expect([closedAnswer.message, closedAnswer.changed]).toEqual([ENQUIRY_CLOSED_DONE_MESSAGE, true]);
    expect(closedAnswer.enquiry.allowed_actions).toEqual(['note', 'reopen']);
    const again = enquiryChangeResponse.parse(
      (
        await callRoute(
          changeStatus,
          `/api/admin/enquiries/${id}/status/`,
          postJson({ action: 'close' }, staff.headers),
        )
      ).body,
    );
    expect([again.message, again.changed]).toEqual([ENQUIRY_ALREADY_CLOSED_MESSAGE, false]);

    const [events, messages, audits] = [await eventCount(), readOutbox(outbox()).length, (await audit(id)).length];
    const refused = await callRoute(
      reply,
      `/api/admin/enquiries/${id}/reply/`,
      postJson({ body: 'One more thing' }, staff.headers),
    );
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body).message).toBe(ENQUIRY_CLOSED_MESSAGE);
    expect([await eventCount(), readOutbox(outbox()).length, (await audit(id)).length]).toEqual([
      events,
      messages,
      audits,
    ]);
    expect((await enquiryOf(id)).enquiry.status).toBe('closed');

    const reopened = enquiryChangeResponse.parse(
      (
        await callRoute(
          changeStatus,
          `/api/admin/enquiries/${id}/status/`,
          postJson({ action: 'reopen' }, staff.headers),
        )
      ).body,
    );
    expect(reopened.message).toBe(ENQUIRY_REOPENED_MESSAGE);
    expect(reopened.enquiry.enquiry.status).toBe('replied');
    expect(reopened.enquiry.events.map((event) => [event.kind, event.subject])).toEqual([
      ['reply', `Re: Your enquiry to ${site.name}`],
      ['status', 'closed'],
      ['status', 'replied'],
    ]);
    expect((await audit(id)).map((row) => row.action)).toEqual(['enquiry.reply', 'enquiry.close', 'enquiry.reopen']);
  });

  it('reopens an enquiry never answered as new', async () => {
    const id = await sendQuery();
    await callRoute(changeStatus, `/api/admin/enquiries/${id}/status/`, postJson({ action: 'close' }, staff.headers));
    const reopened = enquiryChangeResponse.parse(
      (
        await callRoute(
          changeStatus,
          `/api/admin/enquiries/${id}/status/`,
          postJson({ action: 'reopen' }, staff.headers),
        )
      ).body,
    );
    expect(reopened.enquiry.enquiry.status).toBe('new');
  });

  it.each([
    ['notes', 'a blank note', { body: '   ' }, 'body'],
    ['notes', 'a note over 5,000 characters', { body: 'x'.repeat(5001) }, 'body'],
    ['reply', 'a reply without a body', {}, 'body'],
    ['reply', 'a subject over 200 characters', { body: 'Hello', subject: 'y'.repeat(201) }, 'subject'],
    ['reply', 'a subject of two lines', { body: 'Hello', subject: 'Hi\r\nBcc: all@example.com' }, 'subject'],
    ['status', 'an unknown action', { action: 'archive' }, 'action'],
  ])('answers 400 naming the field for a %s call with %s, and writes nothing', async (step, _what, body, field) => {
    const id = await sendQuery();
    const handler = step === 'notes' ? addNote : step === 'reply' ? reply : changeStatus;
    const before = await eventCount();
    const answer = await callRoute(handler, `/api/admin/enquiries/${id}/${step}/`, postJson(body, staff.headers));
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).field).toBe(field);
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 for an unknown enquiry and 400 for an id that is not one', async () => {
    const missing = await callRoute(getEnquiry, '/api/admin/enquiries/999999/', { headers: staff.headers });
    expect(missing.status).toBe(404);
    expect(apiErrorBody.parse(missing.body)).toMatchObject({ message: ENQUIRY_NOT_FOUND_MESSAGE, field: 'enquiry_id' });
    const noted = await callRoute(
      addNote,
      '/api/admin/enquiries/999999/notes/',
      postJson({ body: 'Hi' }, staff.headers),
    );
    expect(noted.status).toBe(404);
    const bad = await callRoute(getEnquiry, '/api/admin/enquiries/abc/', { headers: staff.headers });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('enquiry_id');
  });

  it('needs a signed-in staff member (401) for every call, and refuses a cross-site post (403)', async () => {
    const id = await sendQuery();
    const calls = [
      () => callRoute(listEnquiries, '/api/admin/enquiries/'),
      () => callRoute(getEnquiry, `/api/admin/enquiries/${id}/`),
      () => callRoute(addNote, `/api/admin/enquiries/${id}/notes/`, postJson({ body: 'Hi' }, sameSiteHeaders())),
      () => callRoute(reply, `/api/admin/enquiries/${id}/reply/`, postJson({ body: 'Hi' }, sameSiteHeaders())),
      () =>
        callRoute(changeStatus, `/api/admin/enquiries/${id}/status/`, postJson({ action: 'close' }, sameSiteHeaders())),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(401);
      expect(apiErrorBody.parse(answer.body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);
    }
    const crossSite = await callRoute(
      addNote,
      `/api/admin/enquiries/${id}/notes/`,
      postJson(
        { body: 'Hi' },
        { ...staff.headers, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      ),
    );
    expect(crossSite.status).toBe(403);
    expect((await enquiryOf(id)).events).toEqual([]);
  });
});
