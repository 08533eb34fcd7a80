import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The sitemap's lastmod of a category or subcategory page is the newest change of its active products
 * (issue 32, docs/decisions/041). With this index that is one probe per listing instead of a scan of every
 * product: a listing is a category and a subcategory key, 0 for none, as product_listing_counts holds them
 * (an expression, since `sub_category_id is null` gives no order to read the newest from on PostgreSQL).
 */
export function sitemapLastmodMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await sql`create index products_listing_newest_idx
        on products (category_id, (coalesce(sub_category_id, 0)), is_active, updated_at)`.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('products_listing_newest_idx').ifExists().execute();
    },
  };
}
