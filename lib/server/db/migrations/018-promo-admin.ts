import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Promo codes run from the back office (issue 29, item 6):
 * - value_inr_paise: a fixed discount's amount for carts in rupees (null: the USD amount at the day's rate, as
 *   before); first_order_only: only for a customer with no sale order yet; updated_at: the last edit.
 * - One code whatever its case (codes are matched so): a unique index on upper(code).
 */
export function promoAdminMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('promo_codes').addColumn('value_inr_paise', 'integer').execute();
      await db.schema
        .alterTable('promo_codes')
        .addColumn('first_order_only', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('promo_codes').addColumn('updated_at', 'text').execute();
      await sql`create unique index promo_codes_code_unique on promo_codes (upper(code))`.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('promo_codes_code_unique').ifExists().execute();
      await db.schema.alterTable('promo_codes').dropColumn('updated_at').execute();
      await db.schema.alterTable('promo_codes').dropColumn('first_order_only').execute();
      await db.schema.alterTable('promo_codes').dropColumn('value_inr_paise').execute();
    },
  };
}
