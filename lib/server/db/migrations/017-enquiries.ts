import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The enquiries inbox (issue 29, item 8): contact and wholesale queries read and answered in the back office.
 * - contact_queries.status: new → replied → closed (a closed one can be opened again); updated_at moves with
 *   every note, reply and change of status, so the inbox lists the freshest first.
 * - enquiry_events: one query's thread, oldest first: a staff note (seen by staff only), a reply (e-mailed to
 *   the enquirer through the outbox) or a change of status, each with who and when.
 */
export function enquiriesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('contact_queries')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('contact_queries').addColumn('updated_at', 'text').execute();
      await db
        .updateTable('contact_queries')
        .set((eb: any) => ({ updated_at: eb.ref('created_at') }))
        .execute();
      await db.schema
        .createIndex('contact_queries_status_idx')
        .on('contact_queries')
        .columns(['status', 'id'])
        .execute();

      const table = db.schema.createTable('enquiry_events');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('query_id', 'integer', (col) => col.notNull().references('contact_queries.id').onDelete('cascade'))
        // 'note' | 'reply' | 'status'
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        // A reply's e-mail subject; a status change's new status.
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('enquiry_events_query_idx')
        .on('enquiry_events')
        .columns(['query_id', 'id'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('enquiry_events').ifExists().execute();
      await db.schema.dropIndex('contact_queries_status_idx').ifExists().execute();
      await db.schema.alterTable('contact_queries').dropColumn('updated_at').execute();
      await db.schema.alterTable('contact_queries').dropColumn('status').execute();
    },
  };
}
