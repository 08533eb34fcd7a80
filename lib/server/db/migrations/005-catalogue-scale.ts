import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * A catalogue of 100,000 products answers as fast as one of 1,000
 * (docs/decisions/007-catalogue-at-scale.md):
 * - related products come straight off an index in their order (best sellers
 *   first, then by id) instead of sorting a whole subcategory;
 * - listings by subcategory alone page by id off an index, and the anchors
 *   of the whole catalogue are read from an index of (is_active, id);
 * - product_listing_counts holds how many active products each (category,
 *   subcategory) has, so a listing's count is a sum over a few dozen rows
 *   instead of COUNT(*) over the category; sub_category_key is 0 for none;
 * - product_listing_state.version changes whenever a product enters or leaves
 *   an active listing, which tells the deep-page anchors of
 *   repositories/product-listing.ts when they are stale.
 * Triggers keep both in the same transaction as the product write, whoever
 * writes (the shop, a script or psql): on PostgreSQL inserts and deletes
 * count per statement (bulk loads stay fast), updates per changed row.
 */
export function catalogueScaleMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createIndex('products_related_subcategory_idx')
        .on('products')
        .columns(['sub_category_id', 'category_id', 'is_active', 'top_selling desc', 'id'])
        .execute();
      await db.schema
        .createIndex('products_related_category_idx')
        .on('products')
        .columns(['category_id', 'is_active', 'top_selling desc', 'id'])
        .execute();
      await db.schema
        .createIndex('products_active_subcategory_idx')
        .on('products')
        .columns(['sub_category_id', 'is_active', 'id'])
        .execute();
      // The whole catalogue's anchors come from this index alone, not from the (wide) rows.
      await db.schema.createIndex('products_active_idx').on('products').columns(['is_active', 'id']).execute();

      await db.schema
        .createTable('product_listing_counts')
        .addColumn('category_id', 'integer', (col) => col.notNull())
        .addColumn('sub_category_key', 'integer', (col) => col.notNull())
        .addColumn('active_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('product_listing_counts_pk', ['category_id', 'sub_category_key'])
        .execute();
      await db.schema
        .createIndex('product_listing_counts_subcategory_idx')
        .on('product_listing_counts')
        .column('sub_category_key')
        .execute();
      await db.schema
        .createTable('product_listing_state')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`insert into product_listing_state (id, version) values (1, 0)`.execute(db);
      await sql`
        insert into product_listing_counts (category_id, sub_category_key, active_count)
        select category_id, coalesce(sub_category_id, 0), count(*) from products where is_active = 1
        group by category_id, coalesce(sub_category_id, 0)
      `.execute(db);

      if (dialect === 'postgres') await createPostgresTriggers(db);
      else await createSqliteTriggers(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists product_listing_insert on products`.execute(db);
        await sql`drop trigger if exists product_listing_delete on products`.execute(db);
        await sql`drop trigger if exists product_listing_update on products`.execute(db);
        await sql`drop function if exists product_listing_on_insert()`.execute(db);
        await sql`drop function if exists product_listing_on_delete()`.execute(db);
        await sql`drop function if exists product_listing_on_update()`.execute(db);
      } else {
        for (const trigger of ['product_listing_insert', 'product_listing_delete', 'product_listing_update']) {
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        }
      }
      await db.schema.dropTable('product_listing_state').ifExists().execute();
      await db.schema.dropTable('product_listing_counts').ifExists().execute();
      await db.schema.dropIndex('products_active_idx').ifExists().execute();
      await db.schema.dropIndex('products_active_subcategory_idx').ifExists().execute();
      await db.schema.dropIndex('products_related_category_idx').ifExists().execute();
      await db.schema.dropIndex('products_related_subcategory_idx').ifExists().execute();
    },
  };
}

/** Only a product that is (or was) active moves a listing. */
const LISTING_CHANGED_SQLITE = sql.raw(
  '(old.is_active = 1 or new.is_active = 1) and (old.is_active is not new.is_active or old.category_id is not new.category_id or old.sub_category_id is not new.sub_category_id)',
);

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger product_listing_insert after insert on products when new.is_active = 1
    begin
      insert or ignore into product_listing_counts (category_id, sub_category_key, active_count)
        values (new.category_id, coalesce(new.sub_category_id, 0), 0);
      update product_listing_counts set active_count = active_count + 1
        where category_id = new.category_id and sub_category_key = coalesce(new.sub_category_id, 0);
      update product_listing_state set version = version + 1 where id = 1;
    end
  `.execute(db);
  await sql`
    create trigger product_listing_delete after delete on products when old.is_active = 1
    begin
      update product_listing_counts set active_count = active_count - 1
        where category_id = old.category_id and sub_category_key = coalesce(old.sub_category_id, 0);
      update product_listing_state set version = version + 1 where id = 1;
    end
  `.execute(db);
  await sql`
    create trigger product_listing_update after update of is_active, category_id, sub_category_id on products
    when ${LISTING_CHANGED_SQLITE}
    begin
      update product_listing_counts set active_count = active_count - 1
        where old.is_active = 1 and category_id = old.category_id and sub_category_key = coalesce(old.sub_category_id, 0);
      insert or ignore into product_listing_counts (category_id, sub_category_key, active_count)
        select new.category_id, coalesce(new.sub_category_id, 0), 0 where new.is_active = 1;
      update product_listing_counts set active_count = active_count + 1
        where new.is_active = 1 and category_id = new.category_id and sub_category_key = coalesce(new.sub_category_id, 0);
      update product_listing_state set version = version + 1 where id = 1;
    end
  `.execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function product_listing_on_insert() returns trigger language plpgsql as $$
    begin
      insert into product_listing_counts (category_id, sub_category_key, active_count)
        select category_id, coalesce(sub_category_id, 0), count(*) from new_rows where is_active = 1
        group by 1, 2 order by 1, 2
        on conflict (category_id, sub_category_key)
        do update set active_count = product_listing_counts.active_count + excluded.active_count;
      if found then
        update product_listing_state set version = version + 1 where id = 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function product_listing_on_delete() returns trigger language plpgsql as $$
    begin
      update product_listing_counts c set active_count = c.active_count - gone.n
        from (select category_id, coalesce(sub_category_id, 0) as sub_category_key, count(*) as n
              from old_rows where is_active = 1 group by 1, 2) gone
        where c.category_id = gone.category_id and c.sub_category_key = gone.sub_category_key;
      if found then
        update product_listing_state set version = version + 1 where id = 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function product_listing_on_update() returns trigger language plpgsql as $$
    begin
      if old.is_active = 1 then
        update product_listing_counts set active_count = active_count - 1
          where category_id = old.category_id and sub_category_key = coalesce(old.sub_category_id, 0);
      end if;
      if new.is_active = 1 then
        insert into product_listing_counts (category_id, sub_category_key, active_count)
          values (new.category_id, coalesce(new.sub_category_id, 0), 1)
          on conflict (category_id, sub_category_key)
          do update set active_count = product_listing_counts.active_count + 1;
      end if;
      update product_listing_state set version = version + 1 where id = 1;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger product_listing_insert after insert on products
    referencing new table as new_rows for each statement execute function product_listing_on_insert()
  `.execute(db);
  await sql`
    create trigger product_listing_delete after delete on products
    referencing old table as old_rows for each statement execute function product_listing_on_delete()
  `.execute(db);
  await sql`
    create trigger product_listing_update after update of is_active, category_id, sub_category_id on products
    for each row
    when ((old.is_active = 1 or new.is_active = 1) and (old.is_active is distinct from new.is_active
      or old.category_id is distinct from new.category_id or old.sub_category_id is distinct from new.sub_category_id))
    execute function product_listing_on_update()
  `.execute(db);
}
