import 'server-only';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CategoriesTable, CategoryFormerNamesTable, Database } from '../../../db/schema';
import type { CategoryRow, SubcategoryRow } from './categories';

export type FormerNameRow = Selectable<CategoryFormerNamesTable>;
export type FormerNameKind = CategoryFormerNamesTable['kind'];

export interface ProductCounts {
  total: number;
  active: number;
}

/** Products per category, and per category and subcategory ('c:s'): all of them and the active ones. */
export async function countProductsByListing(
  db: Kysely<Database>,
): Promise<{ byCategory: Map<number, ProductCounts>; bySubcategory: Map<string, ProductCounts> }> {
  const rows = await db
    .selectFrom('products')
    .select((eb) => [
      'category_id',
      'sub_category_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('is_active', '=', 1).then(1).else(0).end()).as('active'),
    ])
    .groupBy(['category_id', 'sub_category_id'])
    .execute();
  const byCategory = new Map<number, ProductCounts>();
  const bySubcategory = new Map<string, ProductCounts>();
  for (const row of rows) {
    const total = Number(row.total);
    const active = Number(row.active ?? 0);
    const category = byCategory.get(row.category_id) ?? { total: 0, active: 0 };
    byCategory.set(row.category_id, { total: category.total + total, active: category.active + active });
    if (row.sub_category_id !== null) bySubcategory.set(`${row.category_id}:${row.sub_category_id}`, { total, active });
  }
  return { byCategory, bySubcategory };
}

/** Every former name, oldest first (a shop renames a handful of times). */
export async function listFormerNames(db: Kysely<Database>): Promise<FormerNameRow[]> {
  return db.selectFrom('category_former_names').selectAll().orderBy('id').execute();
}

/** The ids that had this name (as a path segment compares it), most recent rename first. */
export async function findFormerNameOwners(db: Kysely<Database>, kind: FormerNameKind, key: string): Promise<number[]> {
  const rows = await db
    .selectFrom('category_former_names')
    .select('entity_id')
    .where('kind', '=', kind)
    .where('name_key', '=', key)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.entity_id);
}

export async function insertFormerName(
  db: Kysely<Database>,
  row: { kind: FormerNameKind; entity_id: number; name: string; renamed_at: string },
): Promise<void> {
  await db
    .insertInto('category_former_names')
    .values({ ...row, name_key: row.name.toLowerCase() })
    .execute();
}

/** The category of this name in any case. */
export async function findCategoryByName(db: Kysely<Database>, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** The subcategory of this name in any case (names are unique among subcategories, migration 022). */
export async function findSubcategoryByName(db: Kysely<Database>, name: string): Promise<SubcategoryRow | undefined> {
  return db
    .selectFrom('subcategories')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function updateCategoryRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<CategoriesTable>,
): Promise<CategoryRow | undefined> {
  return db.updateTable('categories').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function renameSubcategoryRow(db: Kysely<Database>, id: number, name: string): Promise<void> {
  await db.updateTable('subcategories').set({ name }).where('id', '=', id).execute();
}

/** A new subcategory's id: the next after the highest (the spec's ids are written, not generated). */
export async function insertSubcategory(db: Kysely<Database>, name: string): Promise<SubcategoryRow> {
  const top = await db
    .selectFrom('subcategories')
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst();
  return db
    .insertInto('subcategories')
    .values({ id: Number(top?.id ?? 0) + 1, name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The subcategory ids of a category, in menu order. */
export async function listSubcategoryIdsOf(db: Kysely<Database>, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('category_subcategories')
    .select('subcategory_id')
    .where('category_id', '=', categoryId)
    .orderBy('sort_order')
    .orderBy('subcategory_id')
    .execute();
  return rows.map((row) => row.subcategory_id);
}

/** Links a subcategory at the end of a category's menu. */
export async function linkSubcategoryLast(
  db: Kysely<Database>,
  categoryId: number,
  subcategoryId: number,
): Promise<void> {
  const last = await db
    .selectFrom('category_subcategories')
    .select((eb) => eb.fn.max<number>('sort_order').as('sort_order'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  const sortOrder = last?.sort_order === null || last?.sort_order === undefined ? 0 : Number(last.sort_order) + 1;
  await db
    .insertInto('category_subcategories')
    .values({ category_id: categoryId, subcategory_id: subcategoryId, sort_order: sortOrder })
    .execute();
}

/** Writes the menu order: the position of each id in `ids`. */
export async function setCategoryOrder(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.updateTable('categories').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

export async function setSubcategoryOrder(
  db: Kysely<Database>,
  categoryId: number,
  ids: readonly number[],
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('category_subcategories')
      .set({ sort_order: index })
      .where('category_id', '=', categoryId)
      .where('subcategory_id', '=', id)
      .execute();
  }
}
