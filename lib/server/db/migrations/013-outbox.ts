import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The notifications table becomes the transactional outbox (issue 14,
 * docs/decisions/021-transactional-outbox.md): a message an order owes is
 * written as a row in the transaction that changes the order, and a worker
 * delivers it. claimed_until is the lease of the worker delivering it (no
 * other worker takes the row before it passes) and, after a failed try, the
 * time it may be tried again.
 */
export function outboxMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('notifications').addColumn('claimed_until', 'text').execute();
      await db.schema
        .createIndex('notifications_due_idx')
        .on('notifications')
        .columns(['sent_at', 'claimed_until'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('notifications_due_idx').ifExists().execute();
      await db.schema.alterTable('notifications').dropColumn('claimed_until').execute();
    },
  };
}
