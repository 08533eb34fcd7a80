import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Categories run from the back office (issue 29, item 5). Category URLs are made from names
 * (/home%20&%20living/cushion%20cover), so a rename changes them:
 * - category_former_names: every name a category or subcategory had before a rename (kind 'category' or
 *   'subcategory', its id, the name, and name_key, the name as a path segment compares it: lower-cased), so an
 *   old URL answers a permanent redirect to the new one.
 * - One name whatever its case, among categories and among subcategories: unique indexes on lower(name).
 */
export function categoryNamesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('category_former_names');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('entity_id', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('name_key', 'text', (col) => col.notNull())
        .addColumn('renamed_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('category_former_names_key_idx')
        .on('category_former_names')
        .columns(['kind', 'name_key', 'id'])
        .execute();
      await sql`create unique index categories_name_unique on categories (lower(name))`.execute(db);
      await sql`create unique index subcategories_name_unique on subcategories (lower(name))`.execute(db);
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('subcategories_name_unique').ifExists().execute();
      await db.schema.dropIndex('categories_name_unique').ifExists().execute();
      await db.schema.dropTable('category_former_names').ifExists().execute();
    },
  };
}
