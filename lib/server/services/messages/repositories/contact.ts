import 'server-only';
import type { Insertable, Kysely } from 'kysely';
import type { ContactQueriesTable, Database } from '../../../db/schema';

export async function insertContactQuery(
  db: Kysely<Database>,
  query: Insertable<ContactQueriesTable>,
): Promise<number> {
  const row = await db.insertInto('contact_queries').values(query).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
