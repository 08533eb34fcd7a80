import 'server-only';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ProductsTable } from '../db/schema';

export type ProductRow = Selectable<ProductsTable>;

export interface ProductWithNames extends ProductRow {
  category_name: string;
  sub_category_name: string | null;
}

export interface StockRow {
  size: string;
  available: number;
}

/** Lower-cased words a product is found by. Kept in the row so search reads one column. */
export function buildSearchText(parts: { name: string; description: string; productCode: number; categoryName: string; subCategoryName: string | null }): string {
  return [parts.name, parts.productCode, parts.categoryName, parts.subCategoryName ?? '', parts.description]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export async function listTopSellingProducts(db: Kysely<Database>, limit: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('top_selling', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface ProductFilter {
  categoryId?: number;
  subCategoryId?: number;
}

function activeProducts(db: Kysely<Database>, filter: ProductFilter) {
  let query = db.selectFrom('products').where('is_active', '=', 1);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.subCategoryId !== undefined) query = query.where('sub_category_id', '=', filter.subCategoryId);
  return query;
}

export async function countActiveProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  const row = await activeProducts(db, filter).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listActiveProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  page: { offset: number; limit: number },
): Promise<ProductRow[]> {
  return activeProducts(db, filter).selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function findProductWithNames(db: Kysely<Database>, id: number): Promise<ProductWithNames | undefined> {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'products.sub_category_id')
    .selectAll('products')
    .select(['categories.name as category_name', 'subcategories.name as sub_category_name'])
    .where('products.id', '=', id)
    .executeTakeFirst();
}

/** Sizes in display order, with what can still be sold (shelf minus held). */
export async function listProductStock(db: Kysely<Database>, productId: number): Promise<StockRow[]> {
  const rows = await db
    .selectFrom('product_stock')
    .select(['size', 'quantity', 'reserved'])
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
  return rows.map((row) => ({ size: row.size, available: Math.max(0, Number(row.quantity) - Number(row.reserved)) }));
}

/** Other active products of the same subcategory (or category), never one with the same product_code. */
export async function listRelatedProducts(db: Kysely<Database>, product: ProductRow, limit: number): Promise<ProductRow[]> {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('is_active', '=', 1)
    .where('product_code', '<>', product.product_code)
    .where('category_id', '=', product.category_id);
  if (product.sub_category_id !== null) query = query.where('sub_category_id', '=', product.sub_category_id);
  return query.orderBy('top_selling', 'desc').orderBy('id').limit(limit).execute();
}

/**
 * Active products whose search text holds every word of the query, best
 * matches first: name hits, then best sellers, then the newest.
 */
export async function searchActiveProducts(db: Kysely<Database>, words: string[], limit: number): Promise<ProductRow[]> {
  if (words.length === 0) return [];
  let query = db.selectFrom('products').selectAll().where('is_active', '=', 1);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
  }
  const rows = await query.orderBy('top_selling', 'desc').orderBy('id').limit(500).execute();
  const phrase = words.join(' ');
  const score = (row: ProductRow) => {
    const name = row.name.toLowerCase();
    if (name.includes(phrase)) return 0;
    if (words.every((word) => name.includes(word))) return 1;
    return 2;
  };
  return rows
    .map((row, index) => ({ row, index, score: score(row) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.row);
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}
