import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { CategoriesTable, Database, SubcategoriesTable } from '../../../db/schema';

export type CategoryRow = Selectable<CategoriesTable>;
export type SubcategoryRow = Selectable<SubcategoriesTable>;

export async function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function listCategorySubcategoryLinks(
  db: Kysely<Database>,
): Promise<{ category_id: number; id: number; name: string }[]> {
  return db
    .selectFrom('category_subcategories')
    .innerJoin('subcategories', 'subcategories.id', 'category_subcategories.subcategory_id')
    .select(['category_subcategories.category_id', 'subcategories.id', 'subcategories.name'])
    .orderBy('category_subcategories.category_id')
    .orderBy('category_subcategories.sort_order')
    .orderBy('subcategories.id')
    .execute();
}

export async function findCategory(db: Kysely<Database>, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSubcategory(db: Kysely<Database>, id: number): Promise<SubcategoryRow | undefined> {
  return db.selectFrom('subcategories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isSubcategoryOfCategory(
  db: Kysely<Database>,
  categoryId: number,
  subcategoryId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('category_subcategories')
    .select('subcategory_id')
    .where('category_id', '=', categoryId)
    .where('subcategory_id', '=', subcategoryId)
    .executeTakeFirst();
  return row !== undefined;
}
