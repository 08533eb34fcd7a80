import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Wish list (issue 31, item 11; docs/decisions/049-wish-list.md).
 * - wishlist_items: the products a signed-in shopper keeps for later, one row per (shopper, product): the primary
 *   key makes adding twice (or merging a guest's list that repeats them) a no-op. added_at orders the list, newest
 *   first. Deleting a shopper or a product deletes its rows; a product made inactive keeps them (it may come back)
 *   and the list leaves it out while it is inactive.
 * - wishlist_items_product_idx: the rows of one product, for the cascade when a product is deleted.
 */
export function wishlistMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('wishlist_items')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('added_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
        .execute();
      await db.schema.createIndex('wishlist_items_product_idx').on('wishlist_items').column('product_id').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('wishlist_items').ifExists().execute();
    },
  };
}
