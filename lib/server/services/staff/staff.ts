import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { isCallingCode, isMobileNumber, normalizeCallingCode, withoutSeparators } from '../../../contract/phone';
import { getDatabase, type Executor } from '../../db/connection';
import type { DialectName } from '../../db/dialect';
import type { StaffRequestContext } from '../request-context';
import type { StaffRole } from '../../db/schema';
import * as staffRepository from './repositories/staff';
import { recordAudit, type AuditActor } from './audit';
import { requireOwner } from './roles';
import { actorOf } from './staff-auth';

export const STAFF_PHONE_TAKEN_MESSAGE = 'A staff member with this phone number already exists.';
export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found';

/** What the audit log keeps of a member: never the TOTP secret. */
export function staffAuditView(row: staffRepository.StaffRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    phone: `${row.country_code}${row.mobile_number}`,
    role: row.role,
    active: row.active === 1,
    totp_enrolled: row.totp_enrolled === 1,
  };
}

/**
 * Splits a phone number as staff type it: "+91 9876543210", "+91-9876543210",
 * or "+919876543210" for India (the shop's country). Another country's
 * number needs the separator, since calling codes are 1 to 3 digits long.
 */
export function parseStaffPhone(phone: string): { countryCode: string; mobileNumber: string } {
  const text = phone.trim();
  const separated = /^(\+?\d{1,4})[\s-]+([\d\s-]{6,20})$/.exec(text);
  const callingCode = separated?.[1];
  const typedNumber = separated?.[2];
  if (
    callingCode !== undefined &&
    typedNumber !== undefined &&
    isCallingCode(callingCode) &&
    isMobileNumber(typedNumber)
  )
    return { countryCode: normalizeCallingCode(callingCode), mobileNumber: withoutSeparators(typedNumber) };
  const indian = /^\+91(\d{10})$/.exec(text);
  if (indian?.[1] !== undefined) return { countryCode: '+91', mobileNumber: indian[1] };
  throw new ApiError('invalid_request', 'phone: write it as +CC NUMBER, e.g. "+91 9876543210"', { field: 'phone' });
}

/** Adds a staff member (the first owner comes from `npm run staff -- add`); audited in the same transaction. */
export async function addStaffMember(
  input: { countryCode: string; mobileNumber: string; name: string; role: StaffRole },
  actor: AuditActor,
): Promise<staffRepository.StaffRow> {
  const name = input.name.trim();
  if (name === '' || name.length > 80)
    throw new ApiError('invalid_request', 'name: must be 1 to 80 characters', { field: 'name' });
  const { db } = await getDatabase();
  return db.transaction().execute(async (trx) => {
    if (await staffRepository.findStaffByPhone(trx, input.countryCode, input.mobileNumber)) {
      throw new ApiError('conflict', STAFF_PHONE_TAKEN_MESSAGE, { field: 'phone' });
    }
    const now = new Date().toISOString();
    const row = await staffRepository.insertStaff(trx, {
      country_code: input.countryCode,
      mobile_number: input.mobileNumber,
      name,
      role: input.role,
      totp_secret: null,
      totp_enrolled: 0,
      active: 1,
      created_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'staff.add',
      entityType: 'staff',
      entityId: row.id,
      before: null,
      after: staffAuditView(row),
      at: now,
    });
    return row;
  });
}

export async function listStaffMembers(): Promise<staffRepository.StaffRow[]> {
  const { db } = await getDatabase();
  return staffRepository.listStaff(db);
}

export const LAST_OWNER_MESSAGE = 'The shop needs an active owner: make another member an owner first.';
export const STAFF_ADDED_MESSAGE = 'Staff member added: they set up their authenticator app at their first sign-in.';
export const STAFF_ROLE_CHANGED_MESSAGE = 'Role changed.';
export const STAFF_DEACTIVATED_MESSAGE = 'Staff member deactivated: their sessions and tokens have ended.';
export const STAFF_REACTIVATED_MESSAGE = 'Staff member reactivated: they can sign in again.';
export const STAFF_AUTHENTICATOR_RESET_MESSAGE =
  'Authenticator reset: they set up a new one at their next sign-in; their sessions have ended.';
export const STAFF_UNCHANGED_MESSAGE = 'Nothing to change: the member already is so.';

/**
 * A change that would leave the shop without an active owner is refused
 * (409): `id` stops being an active owner and no other active owner remains.
 * The owners' rows stay locked until the change commits (PostgreSQL).
 */
async function refuseLastOwner(trx: Executor, dialect: DialectName, id: number): Promise<void> {
  const owners = await staffRepository.lockActiveOwnerIds(trx, dialect);
  if (owners.length === 1 && owners[0] === id)
    throw new ApiError('conflict', LAST_OWNER_MESSAGE, { field: 'staff_id' });
}

async function findStaffOr404(trx: Executor, id: number): Promise<staffRepository.StaffRow> {
  const row = await staffRepository.findStaffById(trx, id);
  if (!row) throw new ApiError('not_found', STAFF_NOT_FOUND_MESSAGE, { field: 'staff_id' });
  return row;
}

/** Deactivates a member and ends every session and token of theirs; audited. Answers false when already inactive; never the last active owner (409). */
export async function deactivateStaffMember(id: number, actor: AuditActor): Promise<boolean> {
  const { db, dialect } = await getDatabase();
  return db.transaction().execute(async (trx) => {
    const before = await findStaffOr404(trx, id);
    if (before.role === 'owner' && before.active === 1) await refuseLastOwner(trx, dialect, id);
    const now = new Date().toISOString();
    if (!(await staffRepository.setStaffActive(trx, id, 0))) return false;
    await staffRepository.revokeSessionsOfStaff(trx, id, now);
    await recordAudit(trx, actor, {
      action: 'staff.deactivate',
      entityType: 'staff',
      entityId: id,
      before: staffAuditView(before),
      after: { ...staffAuditView(before), active: false },
      at: now,
    });
    return true;
  });
}

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

function listItemOf(row: staffRepository.StaffListRow): Output<'listStaff'>['data'][number] {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    country_code: row.country_code,
    mobile_number: row.mobile_number,
    active: row.active === 1,
    totp_enrolled: row.totp_enrolled === 1,
    created_at: row.created_at,
    last_signed_in_at: row.last_signed_in_at,
  };
}

async function changeAnswer(id: number, changed: boolean, message: string): Promise<Output<'addStaff'>> {
  const { db } = await getDatabase();
  const [row] = await staffRepository.listStaffWithLastSignIn(db, id);
  if (!row) throw new ApiError('not_found', STAFF_NOT_FOUND_MESSAGE, { field: 'staff_id' });
  return { message: changed ? message : STAFF_UNCHANGED_MESSAGE, changed, staff: listItemOf(row) };
}

/** GET /api/admin/staff/ (owner): every member, active or not. */
export async function listStaff(
  _input: Input<'listStaff'>,
  context: StaffRequestContext,
): Promise<Output<'listStaff'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  return { data: (await staffRepository.listStaffWithLastSignIn(db)).map(listItemOf) };
}

/** POST /api/admin/staff/ (owner): a new member (409 for a phone already on the staff). */
export async function addStaff(input: Input<'addStaff'>, context: StaffRequestContext): Promise<Output<'addStaff'>> {
  requireOwner(context);
  const row = await addStaffMember(
    { countryCode: input.country_code, mobileNumber: input.mobile_number, name: input.name, role: input.role },
    actorOf(context),
  );
  return changeAnswer(row.id, true, STAFF_ADDED_MESSAGE);
}

/** POST /api/admin/staff/{staff_id}/role/ (owner): never leaves the shop without an active owner (409). */
export async function changeStaffRole(
  input: Input<'changeStaffRole'>,
  context: StaffRequestContext,
): Promise<Output<'changeStaffRole'>> {
  requireOwner(context);
  const { db, dialect } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findStaffOr404(trx, input.staff_id);
    if (before.role === input.role) return false;
    if (before.role === 'owner' && before.active === 1) await refuseLastOwner(trx, dialect, before.id);
    const now = new Date().toISOString();
    if (!(await staffRepository.setStaffRole(trx, before.id, input.role))) return false;
    await recordAudit(trx, actorOf(context), {
      action: 'staff.role_change',
      entityType: 'staff',
      entityId: before.id,
      before: staffAuditView(before),
      after: { ...staffAuditView(before), role: input.role },
      at: now,
    });
    return true;
  });
  return changeAnswer(input.staff_id, changed, STAFF_ROLE_CHANGED_MESSAGE);
}

/** POST /api/admin/staff/{staff_id}/deactivate/ (owner). */
export async function deactivateStaff(
  input: Input<'deactivateStaff'>,
  context: StaffRequestContext,
): Promise<Output<'deactivateStaff'>> {
  requireOwner(context);
  const changed = await deactivateStaffMember(input.staff_id, actorOf(context));
  return changeAnswer(input.staff_id, changed, STAFF_DEACTIVATED_MESSAGE);
}

/** POST /api/admin/staff/{staff_id}/reactivate/ (owner): they sign in again with their authenticator. */
export async function reactivateStaff(
  input: Input<'reactivateStaff'>,
  context: StaffRequestContext,
): Promise<Output<'reactivateStaff'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await findStaffOr404(trx, input.staff_id);
    if (!(await staffRepository.setStaffActive(trx, before.id, 1))) return false;
    await recordAudit(trx, actorOf(context), {
      action: 'staff.reactivate',
      entityType: 'staff',
      entityId: before.id,
      before: staffAuditView(before),
      after: { ...staffAuditView(before), active: true },
      at: new Date().toISOString(),
    });
    return true;
  });
  return changeAnswer(input.staff_id, changed, STAFF_REACTIVATED_MESSAGE);
}

/** POST /api/admin/staff/{staff_id}/reset-authenticator/ (owner): a lost phone; enrolment again at the next sign-in, sessions ended. */
export async function resetStaffAuthenticator(
  input: Input<'resetStaffAuthenticator'>,
  context: StaffRequestContext,
): Promise<Output<'resetStaffAuthenticator'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  await db.transaction().execute(async (trx) => {
    const before = await findStaffOr404(trx, input.staff_id);
    const now = new Date().toISOString();
    await staffRepository.clearTotp(trx, before.id);
    await staffRepository.revokeSessionsOfStaff(trx, before.id, now);
    await recordAudit(trx, actorOf(context), {
      action: 'staff.authenticator_reset',
      entityType: 'staff',
      entityId: before.id,
      before: staffAuditView(before),
      after: { ...staffAuditView(before), totp_enrolled: false },
      at: now,
    });
  });
  return changeAnswer(input.staff_id, true, STAFF_AUTHENTICATOR_RESET_MESSAGE);
}
