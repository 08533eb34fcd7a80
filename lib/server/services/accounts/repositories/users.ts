import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../../db/schema';

export type UserRow = Selectable<UsersTable>;

export async function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByPhone(
  db: Kysely<Database>,
  countryCode: string,
  mobileNumber: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('country_code', '=', countryCode)
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();
}

/** E-mail addresses are stored lower-cased, so an exact match is a case-insensitive one. */
export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Gives the account another address, unconfirmed. Answers false when the
 * account is gone; a second account with the address fails the unique constraint.
 */
export async function replaceUserEmail(db: Kysely<Database>, id: number, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email, email_confirmed_at: null })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the account's address confirmed, only while it is still `email`. Answers whether it did. */
export async function confirmUserEmail(db: Kysely<Database>, id: number, email: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_confirmed_at: now })
    .where('id', '=', id)
    .where('email', '=', email)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
