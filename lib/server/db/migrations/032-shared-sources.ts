import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Shared links (issue 31, item 10; docs/decisions/046-share-links-and-shared-sources.md).
 * - analytics_shared_visits: per UTC day and share source (lib/share.ts SHARE_SOURCES) the visits that
 *   landed from a shared link (the beacon's page view carrying its utm_source); a counter, no row per visit.
 * - orders.share_source: the shared source of the visit an order came from (the jh_share cookie), else null.
 */
export function sharedSourcesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('analytics_shared_visits')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('visits', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_shared_visits_pk', ['day', 'source'])
        .execute();
      await db.schema.alterTable('orders').addColumn('share_source', 'text').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('share_source').execute();
      await db.schema.dropTable('analytics_shared_visits').ifExists().execute();
    },
  };
}
