import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailConfirmationTokensTable } from '../../../db/schema';

export type EmailConfirmationTokenRow = Selectable<EmailConfirmationTokensTable>;

export async function insertEmailConfirmationToken(
  db: Kysely<Database>,
  token: { userId: number; tokenHash: string; email: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('email_confirmation_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      email: token.email,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findEmailConfirmationToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<EmailConfirmationTokenRow | undefined> {
  return db.selectFrom('email_confirmation_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Uses the token once: only the caller that finds it unused and unexpired gets true. */
export async function useEmailConfirmationToken(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_confirmation_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Links sent to the account since `since` (the send limit). */
export async function countEmailConfirmationTokensSince(
  db: Kysely<Database>,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('email_confirmation_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Voids the account's unused links (its address changed): they could only confirm an address it no longer uses. */
export async function voidEmailConfirmationTokens(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db
    .updateTable('email_confirmation_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
