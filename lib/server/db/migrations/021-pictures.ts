import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Pictures uploaded from the back office (issue 29, item 2), so a product, category, post or review can
 * refer to one by id and a clean-up can find those nothing refers to:
 * - key: where its variants are stored, `pictures/{hash}` (content-addressed: the same upload again finds
 *   this row, hence unique); variants: the WebP variants made, as width x height, comma-separated ("480x320,960x640").
 * - width, height: the picture upright; bytes: the file uploaded; staff_id: who uploaded it first.
 */
export function picturesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('pictures');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('variants', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('pictures').ifExists().execute();
    },
  };
}
