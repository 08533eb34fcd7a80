import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { UserRow } from './users';

export async function insertSessionToken(
  db: Kysely<Database>,
  session: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('session_tokens')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The user of a token that is neither revoked nor expired at `now`. */
export async function findUserBySessionToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('session_tokens')
    .innerJoin('users', 'users.id', 'session_tokens.user_id')
    .selectAll('users')
    .where('session_tokens.token_hash', '=', tokenHash)
    .where('session_tokens.revoked_at', 'is', null)
    .where('session_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

/** Revokes one live token; answers whether there was one. */
export async function revokeSessionToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('session_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Drops the tokens that stopped opening anything (expired, or revoked) before `before` (housekeeping). */
export async function deleteSessionTokensEndedBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('session_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
