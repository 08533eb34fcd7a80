import 'server-only';
import { ApiError } from '../../contract';
import { getDatabase } from '../db/connection';
import type { StaffRole } from '../db/schema';
import * as staffRepository from '../repositories/staff';
import { recordAudit, type AuditActor } from './audit';

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
  const separated = /^\+?(\d{1,4})[\s-]+([\d\s-]{6,20})$/.exec(text);
  if (separated?.[1] !== undefined && separated[2] !== undefined) {
    const mobileNumber = separated[2].replace(/[\s-]/g, '');
    if (/^\d{6,15}$/.test(mobileNumber)) return { countryCode: `+${separated[1]}`, mobileNumber };
  }
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
  if (name === '' || name.length > 80) throw new ApiError('invalid_request', 'name: must be 1 to 80 characters', { field: 'name' });
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
    await recordAudit(trx, actor, { action: 'staff.add', entityType: 'staff', entityId: row.id, before: null, after: staffAuditView(row), at: now });
    return row;
  });
}

export async function listStaffMembers(): Promise<staffRepository.StaffRow[]> {
  const { db } = await getDatabase();
  return staffRepository.listStaff(db);
}

/** Deactivates a member and ends every session and token of theirs; audited. Answers false when already inactive. */
export async function deactivateStaffMember(id: number, actor: AuditActor): Promise<boolean> {
  const { db } = await getDatabase();
  return db.transaction().execute(async (trx) => {
    const before = await staffRepository.findStaffById(trx, id);
    if (!before) throw new ApiError('not_found', STAFF_NOT_FOUND_MESSAGE, { field: 'id' });
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
