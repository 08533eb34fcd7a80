import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Reviews from verified buyers (issue 29, item 9): a shopper whose order was delivered rates and reviews each
 * product of it once; staff publish, hide, reply and pick some for the home page.
 * - One review per (order, product): reviews_order_product_unique; rating 1 to 5; title and body plain text
 *   (tags stripped on write, escaped on render); status pending | published | hidden.
 * - staff_reply, replied_at, replied_by: the shop's public answer; featured: a staff pick (home, /customer-reviews).
 * - products.rating and review_count stay the storefront's columns: the rounded average and the count of the
 *   product's published reviews, recomputed in the transaction of every publish and hide (services/reviews).
 * - reviews_product_idx: a product's published reviews newest first; reviews_status_idx: the back office's
 *   list, pending first, keyset by id.
 */
export function reviewsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('reviews');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
        .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'published', 'hidden')`),
        )
        .addColumn('staff_reply', 'text')
        .addColumn('replied_at', 'text')
        .addColumn('replied_by', 'integer', (col) => col.references('staff.id'))
        .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('reviews_order_product_unique', ['order_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('reviews_product_idx')
        .on('reviews')
        .columns(['product_id', 'status', 'id'])
        .execute();
      await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'id']).execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('reviews').ifExists().execute();
    },
  };
}
