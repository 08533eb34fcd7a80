import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Back in stock (issue 31, item 12; docs/decisions/043-back-in-stock.md).
 * - back_in_stock_requests: a signed-in shopper waits for a sold-out size, by WhatsApp (the account's phone) or
 *   e-mail (the account's confirmed address). notified_at: when the shopper's notice was written to the outbox,
 *   in the transaction that brought the size back; null while waiting. One waiting request per (product, size,
 *   shopper, channel): the partial unique index makes asking twice a no-op, and lets the shopper ask again
 *   after a notice (the size may sell out again).
 * - back_in_stock_waiting_idx: a size's waiting requests in the order they were asked (the id), the notices'
 *   order, and the back office's count per size.
 * - notifications.follows_id: the outbox row this one is delivered after (sent, skipped or given up), so the
 *   notices of one restock go out in the order they were asked, whichever worker or instance delivers them.
 *   No foreign key: the housekeeping may delete an old row, and a missing predecessor counts as delivered.
 */
export function backInStockMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('back_in_stock_requests');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'whatsapp')`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('notified_at', 'text')
        .execute();
      await sql`create unique index back_in_stock_one_waiting_idx
        on back_in_stock_requests (product_id, size, user_id, channel) where notified_at is null`.execute(db);
      await sql`create index back_in_stock_waiting_idx
        on back_in_stock_requests (product_id, size, id) where notified_at is null`.execute(db);
      await db.schema.createIndex('back_in_stock_user_idx').on('back_in_stock_requests').column('user_id').execute();
      await db.schema.alterTable('notifications').addColumn('follows_id', 'integer').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('notifications').dropColumn('follows_id').execute();
      await db.schema.dropTable('back_in_stock_requests').ifExists().execute();
    },
  };
}
