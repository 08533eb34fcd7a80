import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The first-party beacon's counters (docs/decisions/026-first-party-beacon.md),
 * aggregated per UTC day when they are written (one upsert each), never a
 * row per visit: nothing here names a shopper or an address.
 *
 * - analytics_page_views: views per day and path, with the path's page type
 *   and, on a product page, its product id (the top products viewed).
 * - analytics_cart_adds: items added to carts per day and product, counted
 *   by the cart service (the funnel's second step).
 * - analytics_vitals: per day, page type and metric (LCP, INP, CLS) a
 *   histogram of the samples (lib/analytics.ts: bucket i holds the values up
 *   to i steps), enough for the p75 and the share of each rating.
 */
export function analyticsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('analytics_page_views')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('page_type', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer')
        .addColumn('views', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_page_views_pk', ['day', 'path'])
        .execute();
      await db.schema
        .createIndex('analytics_page_views_product_idx')
        .on('analytics_page_views')
        .columns(['day', 'product_id'])
        .execute();
      await db.schema
        .createTable('analytics_cart_adds')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('adds', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_cart_adds_pk', ['day', 'product_id'])
        .execute();
      await db.schema
        .createTable('analytics_vitals')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('page_type', 'text', (col) => col.notNull())
        .addColumn('metric', 'text', (col) => col.notNull())
        .addColumn('bucket', 'integer', (col) => col.notNull())
        .addColumn('samples', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_vitals_pk', ['day', 'page_type', 'metric', 'bucket'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('analytics_vitals').ifExists().execute();
      await db.schema.dropTable('analytics_cart_adds').ifExists().execute();
      await db.schema.dropTable('analytics_page_views').ifExists().execute();
    },
  };
}
