import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Staff management and shop settings (issue 13, item 1; docs/decisions/027):
 * - shop_settings: what an owner changes at /admin/settings without a
 *   developer, one row per key, its value as JSON (validated by the zod
 *   schema of lib/server/services/staff/settings.ts on write and on read). A key
 *   without a row takes its default from the environment (decision 019).
 * - staff.totp_pending_secret: a new authenticator a signed-in member is
 *   re-enrolling; it replaces totp_secret only when a code of it is shown.
 */
export function shopSettingsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('shop_settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value_json', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by_staff_id', 'integer', (col) => col.references('staff.id'))
        .execute();
      await db.schema.alterTable('staff').addColumn('totp_pending_secret', 'text').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('staff').dropColumn('totp_pending_secret').execute();
      await db.schema.dropTable('shop_settings').ifExists().execute();
    },
  };
}
