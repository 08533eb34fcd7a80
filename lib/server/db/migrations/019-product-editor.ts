import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Products edited in the back office (issue 29, item 1):
 * - version: moves with every save; a save names the version it was made from, and one made from an older
 *   version is refused with what differs (two staff editing one product never overwrite each other silently).
 * - updated_by_staff_id: who saved it last (null: the seed, a script or the shop itself).
 * - *_alt: each picture's alternative text, written by staff (empty for the demo catalogue's pictures, whose
 *   pages fall back to the product's name).
 * - products_admin_category_idx: the back office's list of one category, newest first, whether active or not.
 */
const ALT_COLUMNS = ['main_image_alt', 'second_media_alt', 'third_media_alt', 'fourth_media_alt', 'fifth_media_alt'];

export function productEditorMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('updated_by_staff_id', 'integer', (col) => col.references('staff.id'))
        .execute();
      for (const column of ALT_COLUMNS)
        await db.schema
          .alterTable('products')
          .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
          .execute();
      await db.schema
        .createIndex('products_admin_category_idx')
        .on('products')
        .columns(['category_id', 'id'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('products_admin_category_idx').ifExists().execute();
      for (const column of [...ALT_COLUMNS].reverse())
        await db.schema.alterTable('products').dropColumn(column).execute();
      await db.schema.alterTable('products').dropColumn('updated_by_staff_id').execute();
      await db.schema.alterTable('products').dropColumn('version').execute();
    },
  };
}
