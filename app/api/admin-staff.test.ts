/**
 * Staff management, one's own authenticator and the shop's settings
 * (issue 13, item 1; docs/decisions/027) through the route handlers, on a
 * real database: owners only (403 for staff), 400 naming the field, 404 for
 * an unknown member, 409 for the last active owner, sessions ended, and an
 * audit row in the transaction of every change.
 */
import { sql } from 'kysely';
import { apiErrorBody } from '@/lib/contract';
import {
  listAuditLogResponse,
  listStaffResponse,
  settingsResponse,
  staffChangeResponse,
  startAuthenticatorChangeResponse,
  adminDashboardResponse,
} from '@/lib/contract/admin';
import {
  OWNER_ONLY_MESSAGE,
  STAFF_LOGIN_REQUIRED_MESSAGE,
  TOTP_CHANGE_NOT_STARTED_MESSAGE,
  TOTP_INVALID_MESSAGE,
  TOTP_REPLAYED_MESSAGE,
} from '@/lib/server/services/staff/staff-auth';
import {
  LAST_OWNER_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  STAFF_PHONE_TAKEN_MESSAGE,
} from '@/lib/server/services/staff/staff';
import { LOW_STOCK_SHOWN } from '@/lib/server/services/analytics/admin-reports';
import { decryptTotpSecret, totpAt } from '@/lib/server/totp';
import { getConfig } from '@/lib/server/config';
import { setClock } from '@/lib/testing/clock';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getAdminSession } from './admin/session/route';
import { POST as createApiToken } from './admin/api-tokens/route';
import { GET as listAuditLog } from './admin/audit-log/route';
import { GET as getAdminDashboard } from './admin/dashboard/route';
import { GET as listStaff, POST as addStaff } from './admin/staff/route';
import { POST as changeStaffRole } from './admin/staff/[staff_id]/role/route';
import { POST as deactivateStaff } from './admin/staff/[staff_id]/deactivate/route';
import { POST as reactivateStaff } from './admin/staff/[staff_id]/reactivate/route';
import { POST as resetStaffAuthenticator } from './admin/staff/[staff_id]/reset-authenticator/route';
import { POST as startAuthenticatorChange } from './admin/authenticator/route';
import { POST as confirmAuthenticatorChange } from './admin/authenticator/confirm/route';
import { GET as getSettings, POST as updateSettings } from './admin/settings/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
afterEach(() => jest.useRealTimers());

/** Every test starts from a shop whose only active owner is the one it makes (members of earlier tests are deactivated). */
async function freshOwner(): Promise<TestStaff> {
  const { db } = database();
  await db.updateTable('staff').set({ active: 0 }).execute();
  return createTestStaff(db, 'owner');
}

function sessionOf(member: TestStaff) {
  return callRoute(getAdminSession, '/api/admin/session/', { headers: member.headers });
}

async function auditOf(owner: TestStaff, entityType: string, entityId: string | number) {
  const answer = await callRoute(
    listAuditLog,
    `/api/admin/audit-log/?entity_type=${entityType}&entity_id=${entityId}`,
    { headers: owner.headers },
  );
  expect(answer.status).toBe(200);
  return listAuditLogResponse.parse(answer.body).data;
}

async function countAudit(): Promise<number> {
  return Number(
    (
      await database()
        .db.selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

const ownerCalls: [string, (request: Request) => Promise<Response>, string, 'GET' | 'POST'][] = [
  ['listStaff', listStaff, '/api/admin/staff/', 'GET'],
  ['addStaff', addStaff, '/api/admin/staff/', 'POST'],
  ['changeStaffRole', changeStaffRole, '/api/admin/staff/{id}/role/', 'POST'],
  ['deactivateStaff', deactivateStaff, '/api/admin/staff/{id}/deactivate/', 'POST'],
  ['reactivateStaff', reactivateStaff, '/api/admin/staff/{id}/reactivate/', 'POST'],
  ['resetStaffAuthenticator', resetStaffAuthenticator, '/api/admin/staff/{id}/reset-authenticator/', 'POST'],
  ['getSettings', getSettings, '/api/admin/settings/', 'GET'],
  ['updateSettings', updateSettings, '/api/admin/settings/', 'POST'],
];

describe('owner-only calls', () => {
  it.each(ownerCalls)('%s answers 403 to a staff member, changing nothing', async (_name, handler, path, method) => {
    const { db } = database();
    const owner = await freshOwner();
    const member = await createTestStaff(db, 'staff');
    const before = await db.selectFrom('staff').selectAll().orderBy('id').execute();
    const auditBefore = await countAudit();
    const body = {
      country_code: '+91',
      mobile_number: '7123400001',
      name: 'Intruder',
      role: 'owner',
      staff_refund_limit_inr: 999_999,
    };
    const url = path.replace('{id}', String(owner.id));
    const { status, body: answer } = await callRoute(
      handler,
      url,
      method === 'POST' ? postJson(body, member.headers) : { headers: member.headers },
    );
    expect(status).toBe(403);
    expect(apiErrorBody.parse(answer).message).toBe(OWNER_ONLY_MESSAGE);
    expect(await db.selectFrom('staff').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await countAudit()).toBe(auditBefore);
    expect(await db.selectFrom('shop_settings').selectAll().execute()).toEqual([]);
  });
});

describe('staff management', () => {
  it('lists every member with role, state, authenticator and last sign-in', async () => {
    const { db } = database();
    const owner = await freshOwner();
    const never = await createTestStaff(db, 'staff', { enrolled: false, session: false });
    const answer = await callRoute(listStaff, '/api/admin/staff/', { headers: owner.headers });
    expect(answer.status).toBe(200);
    const { data } = listStaffResponse.parse(answer.body);
    expect(data.find((row) => row.id === owner.id)).toMatchObject({
      role: 'owner',
      active: true,
      totp_enrolled: true,
      mobile_number: owner.mobileNumber,
      last_signed_in_at: expect.any(String),
    });
    expect(data.find((row) => row.id === never.id)).toMatchObject({
      role: 'staff',
      active: true,
      totp_enrolled: false,
      last_signed_in_at: null,
    });
  });

  it('adds a member (201, audited, enrols at first sign-in); a taken phone is 409; bad input 400 naming the field', async () => {
    const { db } = database();
    const owner = await freshOwner();
    const mobile = `71${String(Date.now()).slice(-8)}`;
    const created = await callRoute(
      addStaff,
      '/api/admin/staff/',
      postJson({ country_code: '+91', mobile_number: mobile, name: '  Meera Joshi ', role: 'staff' }, owner.headers),
    );
    expect(created.status).toBe(201);
    const { staff, changed } = staffChangeResponse.parse(created.body);
    expect(changed).toBe(true);
    expect(staff).toMatchObject({
      name: 'Meera Joshi',
      role: 'staff',
      country_code: '+91',
      mobile_number: mobile,
      active: true,
      totp_enrolled: false,
      last_signed_in_at: null,
    });
    const row = await db.selectFrom('staff').selectAll().where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    const [entry] = await auditOf(owner, 'staff', staff.id);
    expect(entry).toMatchObject({
      action: 'staff.add',
      staff_id: owner.id,
      before: null,
      after: expect.objectContaining({ name: 'Meera Joshi', role: 'staff' }),
    });

    const again = await callRoute(
      addStaff,
      '/api/admin/staff/',
      postJson({ country_code: '91', mobile_number: mobile, name: 'Other', role: 'owner' }, owner.headers),
    );
    expect(again.status).toBe(409);
    expect(apiErrorBody.parse(again.body)).toMatchObject({ field: 'phone', message: STAFF_PHONE_TAKEN_MESSAGE });

    for (const [body, field] of [
      [{ country_code: '+91', mobile_number: '12', name: 'A', role: 'staff' }, 'mobile_number'],
      [{ country_code: '+91', mobile_number: '7123456789', name: ' ', role: 'staff' }, 'name'],
      [{ country_code: '+91', mobile_number: '7123456789', name: 'A', role: 'admin' }, 'role'],
      [{ country_code: 'x', mobile_number: '7123456789', name: 'A', role: 'staff' }, 'country_code'],
    ] as const) {
      const bad = await callRoute(addStaff, '/api/admin/staff/', postJson(body, owner.headers));
      expect(bad.status).toBe(400);
      expect(apiErrorBody.parse(bad.body).field).toBe(field);
    }
  });

  it('changes a role (audited before/after); the last active owner cannot demote themselves (409); unknown ids 404, bad ids 400', async () => {
    const { db } = database();
    const owner = await freshOwner();
    const member = await createTestStaff(db, 'staff');

    const lastOwner = await callRoute(
      changeStaffRole,
      `/api/admin/staff/${owner.id}/role/`,
      postJson({ role: 'staff' }, owner.headers),
    );
    expect(lastOwner.status).toBe(409);
    expect(apiErrorBody.parse(lastOwner.body).message).toBe(LAST_OWNER_MESSAGE);

    const promoted = await callRoute(
      changeStaffRole,
      `/api/admin/staff/${member.id}/role/`,
      postJson({ role: 'owner' }, owner.headers),
    );
    expect(promoted.status).toBe(200);
    expect(staffChangeResponse.parse(promoted.body)).toMatchObject({
      changed: true,
      staff: { id: member.id, role: 'owner' },
    });
    const [entry] = await auditOf(owner, 'staff', member.id);
    expect(entry).toMatchObject({
      action: 'staff.role_change',
      before: expect.objectContaining({ role: 'staff' }),
      after: expect.objectContaining({ role: 'owner' }),
    });
    // The member's next call is made as an owner.
    expect((await callRoute(listStaff, '/api/admin/staff/', { headers: member.headers })).status).toBe(200);

    const same = await callRoute(
      changeStaffRole,
      `/api/admin/staff/${member.id}/role/`,
      postJson({ role: 'owner' }, owner.headers),
    );
    expect(staffChangeResponse.parse(same.body).changed).toBe(false);
    // Two owners now: one may step down.
    const down = await callRoute(
      changeStaffRole,
      `/api/admin/staff/${owner.id}/role/`,
      postJson({ role: 'staff' }, owner.headers),
    );
    expect(down.status).toBe(200);
    expect((await callRoute(listStaff, '/api/admin/staff/', { headers: owner.headers })).status).toBe(403);

    const unknown = await callRoute(
      changeStaffRole,
      '/api/admin/staff/999999/role/',
      postJson({ role: 'staff' }, member.headers),
    );
    expect(unknown.status).toBe(404);
    expect(apiErrorBody.parse(unknown.body)).toMatchObject({ field: 'staff_id', message: STAFF_NOT_FOUND_MESSAGE });
    const badId = await callRoute(
      changeStaffRole,
      '/api/admin/staff/abc/role/',
      postJson({ role: 'staff' }, member.headers),
    );
    expect(badId.status).toBe(400);
    expect(apiErrorBody.parse(badId.body).field).toBe('staff_id');
    const badRole = await callRoute(
      changeStaffRole,
      `/api/admin/staff/${owner.id}/role/`,
      postJson({ role: 'boss' }, member.headers),
    );
    expect(badRole.status).toBe(400);
    expect(apiErrorBody.parse(badRole.body).field).toBe('role');
  });

  it('deactivates a member, ending their sessions and tokens (audited); reactivates them; never the last active owner (409)', async () => {
    const { db } = database();
    const owner = await freshOwner();
    const second = await createTestStaff(db, 'owner');
    const token = await callRoute(
      createApiToken,
      '/api/admin/api-tokens/',
      postJson({ label: 'sync' }, second.headers),
    );
    expect(token.status).toBe(201);
    const scriptHeaders = { authorization: `Token ${(token.body as { token: string }).token}` };
    expect((await callRoute(getAdminSession, '/api/admin/session/', { headers: scriptHeaders })).status).toBe(200);

    const off = await callRoute(
      deactivateStaff,
      `/api/admin/staff/${second.id}/deactivate/`,
      postJson({}, owner.headers),
    );
    expect(off.status).toBe(200);
    expect(staffChangeResponse.parse(off.body)).toMatchObject({
      changed: true,
      staff: { id: second.id, active: false },
    });
    expect((await sessionOf(second)).status).toBe(401);
    expect((await callRoute(getAdminSession, '/api/admin/session/', { headers: scriptHeaders })).status).toBe(401);
    const live = await db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', second.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const [entry] = await auditOf(owner, 'staff', second.id);
    expect(entry).toMatchObject({
      action: 'staff.deactivate',
      staff_id: owner.id,
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });

    const twice = await callRoute(
      deactivateStaff,
      `/api/admin/staff/${second.id}/deactivate/`,
      postJson({}, owner.headers),
    );
    expect(staffChangeResponse.parse(twice.body).changed).toBe(false);

    // The only active owner left cannot deactivate themselves.
    const self = await callRoute(
      deactivateStaff,
      `/api/admin/staff/${owner.id}/deactivate/`,
      postJson({}, owner.headers),
    );
    expect(self.status).toBe(409);
    expect(apiErrorBody.parse(self.body)).toMatchObject({ field: 'staff_id', message: LAST_OWNER_MESSAGE });
    expect((await sessionOf(owner)).status).toBe(200);

    const on = await callRoute(
      reactivateStaff,
      `/api/admin/staff/${second.id}/reactivate/`,
      postJson({}, owner.headers),
    );
    expect(on.status).toBe(200);
    expect(staffChangeResponse.parse(on.body)).toMatchObject({ changed: true, staff: { active: true } });
    // Its ended sessions stay ended: reactivation means signing in again.
    expect((await sessionOf(second)).status).toBe(401);
    expect((await auditOf(owner, 'staff', second.id))[0]).toMatchObject({ action: 'staff.reactivate' });
    // Two active owners again: one may now leave, and their own session ends with it.
    const leave = await callRoute(
      deactivateStaff,
      `/api/admin/staff/${owner.id}/deactivate/`,
      postJson({}, owner.headers),
    );
    expect(leave.status).toBe(200);
    expect((await sessionOf(owner)).status).toBe(401);

    const unknown = await callRoute(
      reactivateStaff,
      '/api/admin/staff/999999/reactivate/',
      postJson({}, second.headers),
    );
    expect(unknown.status).toBe(401);
  });

  it('keeps one active owner when two owners deactivate each other at once: one succeeds, the other is refused (409, or 401 once its session ended)', async () => {
    const { db } = database();
    const first = await freshOwner();
    const second = await createTestStaff(db, 'owner');
    const answers = await Promise.all([
      callRoute(deactivateStaff, `/api/admin/staff/${second.id}/deactivate/`, postJson({}, first.headers)),
      callRoute(deactivateStaff, `/api/admin/staff/${first.id}/deactivate/`, postJson({}, second.headers)),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second to run finds its own session ended (401) or itself the last owner (409); never two deactivations.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const owners = await db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it("resets a member's authenticator: enrolment again at the next sign-in, sessions ended, audited; unknown ids 404", async () => {
    const { db } = database();
    const owner = await freshOwner();
    const member = await createTestStaff(db, 'staff');
    const reset = await callRoute(
      resetStaffAuthenticator,
      `/api/admin/staff/${member.id}/reset-authenticator/`,
      postJson({}, owner.headers),
    );
    expect(reset.status).toBe(200);
    expect(staffChangeResponse.parse(reset.body)).toMatchObject({
      changed: true,
      staff: { id: member.id, totp_enrolled: false, active: true },
    });
    const row = await db.selectFrom('staff').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_secret: null, totp_enrolled: 0 });
    expect((await sessionOf(member)).status).toBe(401);
    expect((await auditOf(owner, 'staff', member.id))[0]).toMatchObject({
      action: 'staff.authenticator_reset',
      after: expect.objectContaining({ totp_enrolled: false }),
    });
    const unknown = await callRoute(
      resetStaffAuthenticator,
      '/api/admin/staff/999999/reset-authenticator/',
      postJson({}, owner.headers),
    );
    expect(unknown.status).toBe(404);
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const { db, dialect } = database();
    const owner = await freshOwner();
    const member = await createTestStaff(db, 'staff');
    if (dialect === 'sqlite') {
      await sql`create trigger audit_refused before insert on audit_log begin select raise(abort, 'audit log unavailable'); end`.execute(
        db,
      );
    } else {
      await sql`create function audit_refused() returns trigger language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`.execute(
        db,
      );
      await sql`create trigger audit_refused before insert on audit_log for each row execute function audit_refused()`.execute(
        db,
      );
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(
        (await callRoute(deactivateStaff, `/api/admin/staff/${member.id}/deactivate/`, postJson({}, owner.headers)))
          .status,
      ).toBe(500);
      expect(
        (
          await callRoute(
            changeStaffRole,
            `/api/admin/staff/${member.id}/role/`,
            postJson({ role: 'owner' }, owner.headers),
          )
        ).status,
      ).toBe(500);
      expect(
        (await callRoute(updateSettings, '/api/admin/settings/', postJson({ low_stock_threshold: 9 }, owner.headers)))
          .status,
      ).toBe(500);
    } finally {
      await sql`drop trigger audit_refused${dialect === 'postgres' ? sql` on audit_log` : sql``}`.execute(db);
      if (dialect === 'postgres') await sql`drop function audit_refused()`.execute(db);
    }
    expect(
      await db.selectFrom('staff').select(['role', 'active']).where('id', '=', member.id).executeTakeFirstOrThrow(),
    ).toEqual({ role: 'staff', active: 1 });
    expect((await sessionOf(member)).status).toBe(200);
    expect(await db.selectFrom('shop_settings').selectAll().execute()).toEqual([]);
  });
});

describe("one's own authenticator", () => {
  const T0 = new Date('2026-11-26T10:00:10.000Z');

  it('re-enrols with a current code: the new secret works only once confirmed; other sessions end, this one stays', async () => {
    const { db } = database();
    setClock(T0);
    const member = await createTestStaff(db, 'staff');
    // A second session of the same member (another device).
    const other = await createTestStaff(db, 'staff');
    await db.updateTable('staff_sessions').set({ staff_id: member.id }).where('staff_id', '=', other.id).execute();
    expect((await sessionOf(other)).status).toBe(200);

    const noChange = await callRoute(
      confirmAuthenticatorChange,
      '/api/admin/authenticator/confirm/',
      postJson({ totp: '123456' }, member.headers),
    );
    expect(noChange.status).toBe(409);
    expect(apiErrorBody.parse(noChange.body).message).toBe(TOTP_CHANGE_NOT_STARTED_MESSAGE);

    const wrong = await callRoute(
      startAuthenticatorChange,
      '/api/admin/authenticator/',
      postJson({ totp: String((Number(totpAt(member.secret, T0)) + 1) % 1_000_000).padStart(6, '0') }, member.headers),
    );
    expect(wrong.status).toBe(401);
    expect(apiErrorBody.parse(wrong.body)).toMatchObject({ field: 'totp', message: TOTP_INVALID_MESSAGE });
    const bad = await callRoute(
      startAuthenticatorChange,
      '/api/admin/authenticator/',
      postJson({ totp: '12' }, member.headers),
    );
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('totp');

    const code = totpAt(member.secret, T0);
    const started = await callRoute(
      startAuthenticatorChange,
      '/api/admin/authenticator/',
      postJson({ totp: code }, member.headers),
    );
    expect(started.status).toBe(200);
    const enrolment = startAuthenticatorChangeResponse.parse(started.body);
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_svg).toMatch(/^<svg/);
    // The same code again is a replay.
    const replay = await callRoute(
      startAuthenticatorChange,
      '/api/admin/authenticator/',
      postJson({ totp: code }, member.headers),
    );
    expect(replay.status).toBe(401);
    expect(apiErrorBody.parse(replay.body).message).toBe(TOTP_REPLAYED_MESSAGE);
    // Until confirmed, the old secret is still the member's.
    const pending = await db.selectFrom('staff').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(decryptTotpSecret(pending.totp_secret ?? '', getConfig().AUTH_SECRET)).toBe(member.secret);

    const confirmed = await callRoute(
      confirmAuthenticatorChange,
      '/api/admin/authenticator/confirm/',
      postJson({ totp: totpAt(enrolment.secret, T0) }, member.headers),
    );
    expect(confirmed.status).toBe(200);
    const after = await db.selectFrom('staff').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(decryptTotpSecret(after.totp_secret ?? '', getConfig().AUTH_SECRET)).toBe(enrolment.secret);
    expect(after.totp_pending_secret).toBeNull();
    expect((await sessionOf(member)).status).toBe(200);
    expect((await sessionOf(other)).status).toBe(401);
    const actions = (
      await db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', 'staff')
        .where('entity_id', '=', String(member.id))
        .orderBy('id')
        .execute()
    ).map((row) => row.action);
    expect(actions).toEqual(['staff.totp_change_started', 'staff.totp_changed']);
  });

  it('answers 401 without a session', async () => {
    const answer = await callRoute(
      startAuthenticatorChange,
      '/api/admin/authenticator/',
      postJson({ totp: '123456' }, { origin: 'http://localhost:3000' }),
    );
    expect(answer.status).toBe(401);
    expect(apiErrorBody.parse(answer.body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);
  });
});

describe('shop settings', () => {
  it("shows the defaults from the environment and the shop's configuration without secrets", async () => {
    const owner = await freshOwner();
    const answer = await callRoute(getSettings, '/api/admin/settings/', { headers: owner.headers });
    expect(answer.status).toBe(200);
    const settings = settingsResponse.parse(answer.body);
    const config = getConfig();
    expect(settings.settings.staff_refund_limit_inr).toEqual({
      value: config.STAFF_REFUND_LIMIT_INR,
      default: config.STAFF_REFUND_LIMIT_INR,
      overridden: false,
      updated_at: null,
      updated_by: null,
    });
    expect(settings.settings.staff_refund_limit_usd.value).toBe(config.STAFF_REFUND_LIMIT_USD);
    expect(settings.settings.low_stock_threshold.value).toBe(2);
    expect(settings.shop.payments.map((row) => row.provider)).toEqual(['razorpay', 'paypal', 'cod']);
    expect(settings.shop.messaging).toEqual({ sms: 'outbox', whatsapp: 'outbox', email: 'outbox' });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(config.AUTH_SECRET ?? 'no-secret-set');
    expect(text).not.toMatch(/secret|key_id|client_id/i);
  });

  it('sets values (audited before/after), goes back to the default with null, and refuses bad input naming the field', async () => {
    const owner = await freshOwner();
    const set = await callRoute(
      updateSettings,
      '/api/admin/settings/',
      postJson({ staff_refund_limit_inr: 1500, low_stock_threshold: 4 }, owner.headers),
    );
    expect(set.status).toBe(200);
    const answer = settingsResponse.parse(set.body);
    expect(answer.settings.staff_refund_limit_inr).toMatchObject({
      value: 1500,
      overridden: true,
      updated_by: expect.stringContaining('Owner'),
    });
    expect(answer.settings.low_stock_threshold).toMatchObject({ value: 4, default: 2, overridden: true });
    expect(answer.settings.staff_refund_limit_usd.overridden).toBe(false);
    const [entry] = await auditOf(owner, 'settings', 'shop');
    expect(entry).toMatchObject({
      action: 'settings.update',
      staff_id: owner.id,
      before: { staff_refund_limit_inr: 5000, low_stock_threshold: 2 },
      after: { staff_refund_limit_inr: 1500, low_stock_threshold: 4 },
    });

    const back = await callRoute(
      updateSettings,
      '/api/admin/settings/',
      postJson({ staff_refund_limit_inr: null, low_stock_threshold: null }, owner.headers),
    );
    expect(settingsResponse.parse(back.body).settings.staff_refund_limit_inr).toMatchObject({
      value: 5000,
      overridden: false,
    });
    expect(await database().db.selectFrom('shop_settings').selectAll().execute()).toEqual([]);

    for (const [body, field] of [
      [{ staff_refund_limit_inr: -1 }, 'staff_refund_limit_inr'],
      [{ staff_refund_limit_usd: 12.5 }, 'staff_refund_limit_usd'],
      [{ low_stock_threshold: '3' }, 'low_stock_threshold'],
      [{ staff_refund_limit_usd: 100_001 }, 'staff_refund_limit_usd'],
    ] as const) {
      const bad = await callRoute(updateSettings, '/api/admin/settings/', postJson(body, owner.headers));
      expect(bad.status).toBe(400);
      expect(apiErrorBody.parse(bad.body).field).toBe(field);
    }
    const empty = await callRoute(updateSettings, '/api/admin/settings/', postJson({}, owner.headers));
    expect(empty.status).toBe(400);
  });

  it('the low-stock threshold decides which sizes the dashboard lists', async () => {
    const owner = await freshOwner();
    const { db } = database();
    const sizesAtOrBelow = async (threshold: number) =>
      Number(
        (
          await db
            .selectFrom('product_stock')
            .innerJoin('products', 'products.id', 'product_stock.product_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('products.is_active', '=', 1)
            .where(sql<number>`product_stock.quantity - product_stock.reserved`, '<=', threshold)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const dashboard = async () =>
      adminDashboardResponse.parse(
        (await callRoute(getAdminDashboard, '/api/admin/dashboard/', { headers: owner.headers })).body,
      );
    // The dashboard lists the LOW_STOCK_SHOWN lowest, counts them all and says the threshold it used.
    const expectLowStock = async (threshold: number) => {
      const answer = await dashboard();
      const total = await sizesAtOrBelow(threshold);
      expect(answer.low_stock_threshold).toBe(threshold);
      expect(answer.low_stock_total).toBe(total);
      expect(answer.low_stock).toHaveLength(Math.min(LOW_STOCK_SHOWN, total));
      expect(answer.low_stock.every((row) => row.available <= threshold)).toBe(true);
    };
    // The demo stock has sizes sold out and sizes with a piece or two left, so 0 and the default 2 list different sizes.
    expect(await sizesAtOrBelow(0)).toBeLessThan(await sizesAtOrBelow(2));
    await expectLowStock(2);
    try {
      await callRoute(updateSettings, '/api/admin/settings/', postJson({ low_stock_threshold: 1000 }, owner.headers));
      await expectLowStock(1000);
      await callRoute(updateSettings, '/api/admin/settings/', postJson({ low_stock_threshold: 0 }, owner.headers));
      await expectLowStock(0);
    } finally {
      await callRoute(updateSettings, '/api/admin/settings/', postJson({ low_stock_threshold: null }, owner.headers));
    }
  });
});
