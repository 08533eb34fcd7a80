import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Products imported from a CSV file (issue 29, item 4):
 * - product_import_jobs: one import applied in the background, its counts, and (failed) why it wrote nothing,
 *   as a JSON list of { field, message }.
 * - product_handles: the Shopify handle a product was imported under, so the same file imported again updates
 *   those products instead of adding them twice.
 */
export function importJobsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('product_import_jobs');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('format', 'text', (col) => col.notNull())
        .addColumn('file_name', 'text', (col) => col.notNull())
        .addColumn('total_rows', 'integer', (col) => col.notNull())
        .addColumn('total_products', 'integer', (col) => col.notNull())
        .addColumn('done_products', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pictures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('created_by', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createTable('product_handles')
        .addColumn('handle', 'text', (col) => col.primaryKey())
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('product_handles').ifExists().execute();
      await db.schema.dropTable('product_import_jobs').ifExists().execute();
    },
  };
}
