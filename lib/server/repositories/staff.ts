import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StaffSessionsTable, StaffTable } from '../db/schema';

export type StaffRow = Selectable<StaffTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;

export async function insertStaff(db: Kysely<Database>, staff: Insertable<StaffTable>): Promise<StaffRow> {
  return db.insertInto('staff').values(staff).returningAll().executeTakeFirstOrThrow();
}

export async function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStaffByPhone(db: Kysely<Database>, countryCode: string, mobileNumber: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('country_code', '=', countryCode).where('mobile_number', '=', mobileNumber).executeTakeFirst();
}

export async function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export async function setStaffActive(db: Kysely<Database>, id: number, active: 0 | 1): Promise<boolean> {
  const result = await db.updateTable('staff').set({ active }).where('id', '=', id).where('active', '=', active === 1 ? 0 : 1).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A new secret for an enrolment that has not been completed; an enrolled member's secret is never replaced here. */
export async function setPendingTotpSecret(db: Kysely<Database>, id: number, encryptedSecret: string): Promise<boolean> {
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

export async function insertStaffSession(db: Kysely<Database>, session: Insertable<StaffSessionsTable>): Promise<StaffSessionRow> {
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
  const staff = await db.selectFrom('staff').selectAll().where('id', '=', session.staff_id).where('active', '=', 1).executeTakeFirst();
  return staff ? { session, staff } : undefined;
}

export async function touchStaffSession(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeStaffSession(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every session and token of a member (deactivation). */
export async function revokeSessionsOfStaff(db: Kysely<Database>, staffId: number, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
}
