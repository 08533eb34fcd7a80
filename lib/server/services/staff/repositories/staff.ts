import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { Database, StaffRole, StaffSessionsTable, StaffTable } from '../../../db/schema';

export type StaffRow = Selectable<StaffTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;

export async function insertStaff(db: Kysely<Database>, staff: Insertable<StaffTable>): Promise<StaffRow> {
  return db.insertInto('staff').values(staff).returningAll().executeTakeFirstOrThrow();
}

export async function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStaffByPhone(
  db: Kysely<Database>,
  countryCode: string,
  mobileNumber: string,
): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('country_code', '=', countryCode)
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();
}

export async function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export async function setStaffActive(db: Kysely<Database>, id: number, active: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ active })
    .where('id', '=', id)
    .where('active', '=', active === 1 ? 0 : 1)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A new secret for an enrolment that has not been completed; an enrolled member's secret is never replaced here. */
export async function setPendingTotpSecret(
  db: Kysely<Database>,
  id: number,
  encryptedSecret: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: encryptedSecret, totp_last_step: 0 })
    .where('id', '=', id)
    .where('totp_enrolled', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Accepts one TOTP step, in one statement: only a step later than the last
 * one accepted moves the row, so the same code (or an older one) is never
 * accepted twice, even by two requests at once. `enrol` completes enrolment.
 */
export async function acceptTotpStep(db: Kysely<Database>, id: number, step: number, enrol: boolean): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set(enrol ? { totp_last_step: step, totp_enrolled: 1 } : { totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertStaffSession(
  db: Kysely<Database>,
  session: Insertable<StaffSessionsTable>,
): Promise<StaffSessionRow> {
  return db.insertInto('staff_sessions').values(session).returningAll().executeTakeFirstOrThrow();
}

/**
 * The live session of a token of `kind` and its staff member: not revoked,
 * not expired, seen since `idleSince` (cookies only), the member active.
 */
export async function findLiveStaffSession(
  db: Kysely<Database>,
  tokenHash: string,
  kind: 'cookie' | 'api',
  now: string,
  idleSince: string | null,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  let query = db
    .selectFrom('staff_sessions')
    .selectAll('staff_sessions')
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (idleSince !== null) query = query.where('last_seen_at', '>', idleSince);
  const session = await query.executeTakeFirst();
  if (!session) return undefined;
  const staff = await db
    .selectFrom('staff')
    .selectAll()
    .where('id', '=', session.staff_id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return staff ? { session, staff } : undefined;
}

export async function touchStaffSession(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeStaffSession(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every session and token of a member (deactivation). */
export async function revokeSessionsOfStaff(db: Kysely<Database>, staffId: number, now: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export type StaffListRow = StaffRow & { last_signed_in_at: string | null };

/** Every member, oldest first, with their last cookie sign-in (script tokens are not sign-ins). */
export async function listStaffWithLastSignIn(db: Kysely<Database>, id?: number): Promise<StaffListRow[]> {
  let query = db
    .selectFrom('staff')
    .selectAll('staff')
    .select((eb) =>
      eb
        .selectFrom('staff_sessions')
        .select((inner) => inner.fn.max('staff_sessions.created_at').as('at'))
        .whereRef('staff_sessions.staff_id', '=', 'staff.id')
        .where('staff_sessions.kind', '=', 'cookie')
        .as('last_signed_in_at'),
    )
    .orderBy('staff.id');
  if (id !== undefined) query = query.where('staff.id', '=', id);
  return (await query.execute()).map((row) => ({ ...row, last_signed_in_at: row.last_signed_in_at ?? null }));
}

/**
 * The active owners' ids, their rows locked until the transaction ends on
 * PostgreSQL (SQLite runs one write transaction at a time), so two owners
 * demoting each other at once cannot leave the shop without one.
 */
export async function lockActiveOwnerIds(db: Kysely<Database>, dialect: DialectName): Promise<number[]> {
  let query = db.selectFrom('staff').select('id').where('role', '=', 'owner').where('active', '=', 1).orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

export async function setStaffRole(db: Kysely<Database>, id: number, role: StaffRole): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ role })
    .where('id', '=', id)
    .where('role', '!=', role)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets the authenticator: the member enrols a new one at their next sign-in. */
export async function clearTotp(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_enrolled: 0, totp_last_step: 0, totp_pending_secret: null })
    .where('id', '=', id)
    .execute();
}

export async function setTotpPendingSecret(db: Kysely<Database>, id: number, encryptedSecret: string): Promise<void> {
  await db.updateTable('staff').set({ totp_pending_secret: encryptedSecret }).where('id', '=', id).execute();
}

/**
 * The pending secret becomes the member's authenticator, in one statement
 * that only succeeds if that pending secret is still the one checked and the
 * step is not older than the last accepted (a new secret's code may share the
 * current step with the old secret's code that started the change).
 */
export async function promotePendingTotpSecret(
  db: Kysely<Database>,
  id: number,
  encryptedSecret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: encryptedSecret, totp_pending_secret: null, totp_enrolled: 1, totp_last_step: step })
    .where('id', '=', id)
    .where('totp_pending_secret', '=', encryptedSecret)
    .where('totp_last_step', '<=', step)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every session and token of a member but one (the one re-enrolling keeps theirs). */
export async function revokeOtherSessionsOfStaff(
  db: Kysely<Database>,
  staffId: number,
  keepSessionId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
