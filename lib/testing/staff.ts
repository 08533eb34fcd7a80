import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { getConfig } from '@/lib/server/config';
import type { Database, StaffRole } from '@/lib/server/db/schema';
import { hashSessionToken } from '@/lib/server/services/accounts/auth';
import { staffCookieName } from '@/lib/server/services/staff/staff-auth';
import { encryptTotpSecret, generateTotpSecret } from '@/lib/server/totp';

export interface TestStaff {
  id: number;
  name: string;
  countryCode: string;
  mobileNumber: string;
  secret: string;
  /** Headers of a same-site browser request with the member's session cookie. */
  headers: Record<string, string>;
}

let staffSequence = 0;

/** The headers a browser sends on the shop's own pages (same-origin fetch). */
export function sameSiteHeaders(): Record<string, string> {
  return { origin: new URL(getConfig().SITE_URL).origin, 'sec-fetch-site': 'same-origin' };
}

/**
 * A staff member with an enrolled authenticator and a live cookie session,
 * written straight to the database (the sign-in itself is tested in admin-auth.test.ts).
 */
export async function createTestStaff(
  db: Kysely<Database>,
  role: StaffRole,
  options: { enrolled?: boolean; session?: boolean } = {},
): Promise<TestStaff> {
  staffSequence += 1;
  const name = `${role === 'owner' ? 'Owner' : 'Packer'} ${staffSequence}`;
  const mobileNumber = `7${String(process.pid % 10000).padStart(4, '0')}${String(staffSequence).padStart(5, '0')}`;
  const secret = generateTotpSecret();
  const enrolled = options.enrolled ?? true;
  const now = new Date();
  const row = await db
    .insertInto('staff')
    .values({
      country_code: '+91',
      mobile_number: mobileNumber,
      name,
      role,
      totp_secret: enrolled ? encryptTotpSecret(secret, getConfig().AUTH_SECRET) : null,
      totp_enrolled: enrolled ? 1 : 0,
      active: 1,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const headers: Record<string, string> = { ...sameSiteHeaders() };
  if (options.session ?? true) {
    const token = crypto.randomBytes(32).toString('base64url');
    await db
      .insertInto('staff_sessions')
      .values({
        staff_id: row.id,
        kind: 'cookie',
        token_hash: hashSessionToken(token),
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        revoked_at: null,
      })
      .execute();
    headers.cookie = `${staffCookieName()}=${token}`;
  }
  return { id: row.id, name, countryCode: '+91', mobileNumber, secret, headers };
}
