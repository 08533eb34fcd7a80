import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The filter values of each listing, kept in the database (issue 32, item 2; docs/decisions/057):
 * counting them reads every product of a category, seconds at a million products, so a page reads this row
 * instead and the row is recomputed in the background once a change of the listing has made it older than
 * that change.
 * - scope_key: the listing ('all', 'category:1', 'category:1:sub:7', 'sub:7').
 * - facets: the ListingFacets answer as JSON.
 * - computed_at_ms: when the computation that wrote the row started (ms since the epoch), compared with when the
 *   listing last changed; a bigint in PostgreSQL, parsed into a number (db/connection.ts).
 */
export function listingFacetsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('listing_facets')
        .addColumn('scope_key', 'text', (col) => col.primaryKey())
        .addColumn('facets', 'text', (col) => col.notNull())
        .addColumn('computed_at_ms', 'bigint', (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('listing_facets').ifExists().execute();
    },
  };
}
