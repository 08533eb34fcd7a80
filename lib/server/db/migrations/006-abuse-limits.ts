import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The counters of the rate limits (lib/server/services/platform/rate-limits.ts): one
 * row per key (`login:number:+919829012345`, `sms:budget`, ...), counting the
 * hits of a window that opened at the first hit and ends at `expires_at`.
 * One upsert both counts and checks, so the limit holds however many
 * requests (and app instances) arrive at once.
 */
export function abuseLimitsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_counters_expires_idx')
        .on('rate_limit_counters')
        .column('expires_at')
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('rate_limit_counters').ifExists().execute();
    },
  };
}
