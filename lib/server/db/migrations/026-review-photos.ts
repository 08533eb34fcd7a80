import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Shoppers' review photos (issue 29, item 9): a signed-in shopper uploads a photo (POST /api/review-photos/),
 * then names it when writing the review (POST /api/create-review/, at most 3).
 * - One row per upload, even when the same picture was uploaded before (pictures are content-addressed and
 *   shared): the row says who uploaded it (user_id), so only that shopper can attach it.
 * - review_id: null until the review that shows it is written (then set in the review's transaction);
 *   position: its place among the review's photos (0, 1, 2).
 * - A photo never attached is removed after a day by the housekeeping, and with it a picture nothing else uses
 *   (pictures.staff_id null and no review photo left): files and rows (review_photos_unattached_idx finds them).
 */
export function reviewPhotosMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('review_photos');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('picture_id', 'integer', (col) => col.notNull().references('pictures.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('review_id', 'integer', (col) => col.references('reviews.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('review_photos_review_idx')
        .on('review_photos')
        .columns(['review_id', 'position'])
        .execute();
      await db.schema
        .createIndex('review_photos_unattached_idx')
        .on('review_photos')
        .columns(['review_id', 'created_at'])
        .execute();
      await db.schema.createIndex('review_photos_picture_idx').on('review_photos').column('picture_id').execute();
      await db.schema.createIndex('review_photos_user_idx').on('review_photos').column('user_id').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('review_photos').ifExists().execute();
    },
  };
}
