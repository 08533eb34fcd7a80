import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LoginCodePurpose, LoginCodesTable } from '../../../db/schema';

export type LoginCodeRow = Selectable<LoginCodesTable>;

export async function insertLoginCode(
  db: Kysely<Database>,
  code: {
    countryCode: string;
    mobileNumber: string;
    codeHash: string;
    createdAt: string;
    expiresAt: string;
    clientAddress: string;
    purpose?: LoginCodePurpose;
  },
): Promise<number> {
  const row = await db
    .insertInto('login_codes')
    .values({
      country_code: code.countryCode,
      mobile_number: code.mobileNumber,
      code_hash: code.codeHash,
      attempts: 0,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      consumed_at: null,
      client_address: code.clientAddress,
      purpose: code.purpose ?? 'shopper',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The newest code of a number for one purpose (a shopper's login or a staff
 * sign-in): only it can be used, so a new code makes the older ones worthless.
 */
export async function findLatestLoginCode(
  db: Kysely<Database>,
  countryCode: string,
  mobileNumber: string,
  purpose: LoginCodePurpose = 'shopper',
): Promise<LoginCodeRow | undefined> {
  return db
    .selectFrom('login_codes')
    .selectAll()
    .where('country_code', '=', countryCode)
    .where('mobile_number', '=', mobileNumber)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try, in one statement so parallel guesses cannot share a try:
 * answers false when the code is used up, expired or out of tries.
 */
export async function recordLoginCodeAttempt(
  db: Kysely<Database>,
  id: number,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a code used; answers false when another request used it first. */
export async function consumeLoginCode(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('login_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Drops the codes created before `before` (housekeeping): a code lives minutes, the limits count elsewhere. */
export async function deleteLoginCodesCreatedBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('login_codes').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
