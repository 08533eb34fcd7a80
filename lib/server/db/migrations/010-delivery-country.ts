import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Delivery abroad (issue 12, item 9; decision 015): orders.country holds the
 * delivery country (ISO 3166-1 alpha-2; every order before this one was
 * delivered in India, hence the default), next to country_code, which stays
 * the phone's calling code. saved_addresses keeps the addresses a customer
 * ordered to (the last few, the last used first) for the next checkout.
 */
export function deliveryCountryMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('orders')
        .addColumn('country', 'text', (col) => col.notNull().defaultTo('IN'))
        .execute();

      const table = db.schema.createTable('saved_addresses');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('delivery_address', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('pin_code', 'text', (col) => col.notNull())
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('mobile_number', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('saved_addresses_user_idx')
        .on('saved_addresses')
        .columns(['user_id', 'used_at'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('saved_addresses').ifExists().execute();
      await db.schema.alterTable('orders').dropColumn('country').execute();
    },
  };
}
