/**
 * Promo codes from the back office (issue 29, item 6) through the route handlers, on a real database:
 * owners create and edit (staff 403), every member pauses and resumes; 400 naming the field, 409 for a
 * code that exists in any case, 404; the state a shopper meets and the usage per currency in the answer;
 * an audit row with before and after for every change; and the shop's checkout follows at once.
 */
import { apiErrorBody } from '@/lib/contract';
import { listPromosResponse, promoChangeResponse, promoResponse } from '@/lib/contract/admin';
import { PROMO_CREATED_MESSAGE, PROMO_SAVED_MESSAGE } from '@/lib/contract/admin-promos';
import { OWNER_ONLY_MESSAGE } from '@/lib/server/services/staff/roles';
import {
  PROMO_ALREADY_PAUSED_MESSAGE,
  PROMO_NOT_FOUND_MESSAGE,
  PROMO_PAUSED_MESSAGE,
  PROMO_RESUMED_MESSAGE,
  promoCodeTakenMessage,
} from '@/lib/server/services/cart/admin-promos';
import { checkPromoCode, PROMO_INVALID_MESSAGE } from '@/lib/server/services/cart/promo';
import { redeemPromo } from '@/lib/testing/promos';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as listPromos, POST as createPromo, DELETE as deletePromos } from './admin/promos/route';
import { GET as getPromo, POST as updatePromo } from './admin/promos/[promo_id]/route';
import { POST as pausePromo } from './admin/promos/[promo_id]/pause/route';
import { POST as resumePromo } from './admin/promos/[promo_id]/resume/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

let owner: TestStaff;
let staff: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  staff = await createTestStaff(database().db, 'staff');
});

const festive = {
  code: 'teej20',
  kind: 'percent',
  percent_off: '20',
  min_order_usd: '40',
  starts_on: '2026-08-01',
  ends_on: '2026-08-31',
  max_uses: 500,
  max_uses_per_customer: 1,
  first_order_only: false,
  active: true,
};

async function create(body: Record<string, unknown>, member = owner) {
  return callRoute(createPromo, '/api/admin/promos/', postJson(body, member.headers));
}

async function auditOf(id: number) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', 'promo')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

async function aUser(): Promise<number> {
  const row = await database().db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (row) return row.id;
  const created = await database()
    .db.insertInto('users')
    .values({
      first_name: 'Nisha',
      last_name: 'Rao',
      email: 'nisha.promo@example.com',
      country_code: '+91',
      mobile_number: '9811122233',
      created_at: new Date().toISOString(),
      email_confirmed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

describe('promo codes in the back office', () => {
  it('an owner creates a code (kept in capitals, days as the instants it starts and stops), audited', async () => {
    const answer = await create(festive);
    expect(answer.status).toBe(201);
    const { message, promo } = promoChangeResponse.parse(answer.body);
    expect(message).toBe(PROMO_CREATED_MESSAGE);
    expect(promo).toMatchObject({
      code: 'TEEJ20',
      kind: 'percent',
      percent_off: 20,
      amount_off_usd: null,
      min_order_usd: 40,
      starts_on: '2026-08-01',
      ends_on: '2026-08-31',
      max_uses: 500,
      max_uses_per_customer: 1,
      active: true,
      usage: { uses: 0, currencies: [] },
      allowed_actions: ['edit', 'pause'],
    });
    const row = await database()
      .db.selectFrom('promo_codes')
      .selectAll()
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      value: 2000,
      min_order_cents: 4000,
      starts_at: '2026-08-01T00:00:00.000Z',
      ends_at: '2026-09-01T00:00:00.000Z',
    });
    expect(await auditOf(promo.id)).toEqual([
      expect.objectContaining({ action: 'promo.create', staff_id: owner.id, before_json: null }),
    ]);
  });

  it('refuses a code that exists in any case (409), and staff creating or editing (403), writing nothing', async () => {
    const first = promoChangeResponse.parse((await create({ ...festive, code: 'MONSOON10' })).body).promo;
    const again = await create({ ...festive, code: 'monsoon10' });
    expect(again.status).toBe(409);
    expect(apiErrorBody.parse(again.body)).toMatchObject({
      field: 'code',
      message: promoCodeTakenMessage('MONSOON10'),
    });
    const byStaff = await create({ ...festive, code: 'STAFF10' }, staff);
    expect(byStaff.status).toBe(403);
    expect(apiErrorBody.parse(byStaff.body).message).toBe(OWNER_ONLY_MESSAGE);
    const edit = await callRoute(
      updatePromo,
      `/api/admin/promos/${first.id}/`,
      postJson({ ...festive, code: 'MONSOON99' }, staff.headers),
    );
    expect(edit.status).toBe(403);
    const codes = await database().db.selectFrom('promo_codes').select('code').execute();
    expect(codes.map((row) => row.code)).not.toEqual(expect.arrayContaining(['STAFF10', 'MONSOON99']));
    expect(codes.filter((row) => row.code.toUpperCase() === 'MONSOON10')).toHaveLength(1);
  });

  it.each([
    ['a code with a space', { code: 'TEEJ 20' }, 'code'],
    ['a percentage without its amount', { percent_off: null }, 'percent_off'],
    ['a percentage over 90', { percent_off: 95 }, 'percent_off'],
    ['an amount off without its dollars', { kind: 'fixed', percent_off: null }, 'amount_off_usd'],
    ['three decimals', { kind: 'fixed', amount_off_usd: '5.125' }, 'amount_off_usd'],
    ['a last day before the first', { starts_on: '2026-08-10', ends_on: '2026-08-01' }, 'ends_on'],
    ['a day that is not on the calendar', { ends_on: '2026-02-30' }, 'ends_on'],
    ['no uses', { max_uses: 0 }, 'max_uses'],
    ['an unknown kind', { kind: 'bogo' }, 'kind'],
  ])('answers 400 naming the field for %s, writing nothing', async (_what, change, field) => {
    const before = await database().db.selectFrom('promo_codes').select('id').execute();
    const answer = await create({ ...festive, code: 'BADONE', ...change });
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).field).toBe(field);
    expect(await database().db.selectFrom('promo_codes').select('id').execute()).toHaveLength(before.length);
  });

  it('lists every code with the state a shopper meets and its usage per currency; staff may only pause', async () => {
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const live = promoChangeResponse.parse(
      (await create({ ...festive, code: 'LIVE15', starts_on: day(-1), ends_on: day(5), max_uses: 1 })).body,
    ).promo;
    await create({ ...festive, code: 'LATER15', starts_on: day(3), ends_on: day(9) });
    await create({ ...festive, code: 'OVER15', starts_on: day(-9), ends_on: day(-2) });
    expect(live.state).toBe('active');
    await redeemPromo(database().db, 'LIVE15', await aUser());
    const list = listPromosResponse.parse(
      (await callRoute(listPromos, '/api/admin/promos/', { headers: staff.headers })).body,
    );
    expect(list.can_create).toBe(false);
    const byCode = new Map(list.data.map((promo) => [promo.code, promo]));
    expect(byCode.get('LIVE15')).toMatchObject({
      state: 'used_up',
      usage: { uses: 1, currencies: [{ currency: 'USD', orders: 1, discount: 1, revenue: 9 }] },
      allowed_actions: ['pause'],
    });
    expect(byCode.get('LATER15')?.state).toBe('scheduled');
    expect(byCode.get('OVER15')?.state).toBe('ended');
    expect(
      listPromosResponse.parse((await callRoute(listPromos, '/api/admin/promos/', { headers: owner.headers })).body)
        .can_create,
    ).toBe(true);
  });

  it('an owner edits every field (before and after audited); the checkout reads the new rules at once', async () => {
    const { promo } = promoChangeResponse.parse(
      (await create({ ...festive, code: 'RAKHI10', starts_on: null, ends_on: null, min_order_usd: 0 })).body,
    );
    const answer = await callRoute(
      updatePromo,
      `/api/admin/promos/${promo.id}/`,
      postJson(
        { ...festive, code: 'RAKHI250', kind: 'fixed', percent_off: null, amount_off_usd: 3, amount_off_inr: 250 },
        owner.headers,
      ),
    );
    expect(answer.status).toBe(200);
    const saved = promoChangeResponse.parse(answer.body);
    expect(saved.message).toBe(PROMO_SAVED_MESSAGE);
    expect(saved.promo).toMatchObject({ code: 'RAKHI250', kind: 'fixed', amount_off_usd: 3, amount_off_inr: 250 });
    const [, update] = await auditOf(promo.id);
    expect(update?.action).toBe('promo.update');
    expect(JSON.parse(update?.before_json ?? '{}')).toMatchObject({ code: 'RAKHI10', kind: 'percent', value: 2000 });
    expect(JSON.parse(update?.after_json ?? '{}')).toMatchObject({ code: 'RAKHI250', kind: 'fixed', value: 300 });
    const fetched = promoResponse.parse(
      (await callRoute(getPromo, `/api/admin/promos/${promo.id}/`, { headers: staff.headers })).body,
    );
    expect(fetched.promo.code).toBe('RAKHI250');
  });

  it('any member pauses a code (the checkout refuses it at once) and resumes it; a repeat changes nothing', async () => {
    const { promo } = promoChangeResponse.parse(
      (await create({ ...festive, code: 'LEAKED50', starts_on: null, ends_on: null, min_order_usd: 0 })).body,
    );
    const priced = { count: 1, subtotal: 100, subtotalUsdCents: 10_000, currency: 'USD' as const };
    const check = () => checkPromoCode(database().db, 'leaked50', priced, 0, new Date().toISOString());
    await expect(check()).resolves.toMatchObject({ discount: 20 });

    const paused = await callRoute(pausePromo, `/api/admin/promos/${promo.id}/pause/`, postJson({}, staff.headers));
    expect(paused.status).toBe(200);
    expect(promoChangeResponse.parse(paused.body)).toMatchObject({
      message: PROMO_PAUSED_MESSAGE,
      changed: true,
      promo: { state: 'paused', active: false, allowed_actions: ['resume'] },
    });
    await expect(check()).rejects.toMatchObject({ message: PROMO_INVALID_MESSAGE });
    const again = promoChangeResponse.parse(
      (await callRoute(pausePromo, `/api/admin/promos/${promo.id}/pause/`, postJson({}, staff.headers))).body,
    );
    expect([again.message, again.changed]).toEqual([PROMO_ALREADY_PAUSED_MESSAGE, false]);

    const resumed = promoChangeResponse.parse(
      (await callRoute(resumePromo, `/api/admin/promos/${promo.id}/resume/`, postJson({}, staff.headers))).body,
    );
    expect(resumed.message).toBe(PROMO_RESUMED_MESSAGE);
    await expect(check()).resolves.toMatchObject({ discount: 20 });
    expect((await auditOf(promo.id)).map((row) => [row.action, row.staff_id])).toEqual([
      ['promo.create', owner.id],
      ['promo.pause', staff.id],
      ['promo.resume', staff.id],
    ]);
  });

  it('answers 404 for an unknown code, 401 signed out, and 405 naming GET and POST for another method', async () => {
    const missing = await callRoute(pausePromo, '/api/admin/promos/999999/pause/', postJson({}, staff.headers));
    expect(missing.status).toBe(404);
    expect(apiErrorBody.parse(missing.body)).toMatchObject({ field: 'promo_id', message: PROMO_NOT_FOUND_MESSAGE });
    expect((await callRoute(listPromos, '/api/admin/promos/')).status).toBe(401);
    const wrong = await callRoute(deletePromos, '/api/admin/promos/', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
