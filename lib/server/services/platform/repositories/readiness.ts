import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Opens a write transaction and runs an UPDATE that matches no row, then
 * commits nothing. The database must grant the write: SQLite takes its write
 * lock (SQLITE_BUSY past busy_timeout, SQLITE_READONLY for a read-only file),
 * PostgreSQL refuses it on a read-only server (25006) and fails when it does
 * not answer. No row changes, so a probe every few seconds costs no disk
 * write; a full disk shows on the first real write instead (also 503).
 * product_listing_state is the one-row table every migrated database has.
 */
export async function probeDatabaseWrite(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_listing_state')
      .set((eb) => ({ version: eb.ref('version') }))
      .where('id', '<', 0)
      .execute();
  });
}
