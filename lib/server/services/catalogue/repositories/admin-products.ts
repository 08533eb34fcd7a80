import 'server-only';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, ProductsTable, ProductStockTable } from '../../../db/schema';

/** The back office's reads and writes of products (issue 29, item 1). */
export type ProductTableRow = Selectable<ProductsTable>;

export interface AdminProductRow extends ProductTableRow {
  category_name: string;
  sub_category_name: string | null;
  updated_by_name: string | null;
}

export interface AdminProductFilters {
  /** Whole-word-prefix match on the name, or an exact product code. */
  nameWords?: string[];
  productCode?: number;
  categoryId?: number;
  subCategoryId?: number;
  active?: boolean;
  bestSeller?: boolean;
  /** Only products with a size at or below this many free pieces. */
  lowStockAt?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Products newest first, walking the id index (keyset pages: no offset, so
 * page 400 costs what page 1 does). Each filter narrows the same walk; a
 * category uses products_admin_category_idx.
 */
export async function listProductsForAdmin(
  db: Kysely<Database>,
  filters: AdminProductFilters,
  page: { beforeId?: number; limit: number },
): Promise<AdminProductRow[]> {
  let query = db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'products.sub_category_id')
    .leftJoin('staff', 'staff.id', 'products.updated_by_staff_id')
    .selectAll('products')
    .select([
      'categories.name as category_name',
      'subcategories.name as sub_category_name',
      'staff.name as updated_by_name',
    ]);
  if (page.beforeId !== undefined) query = query.where('products.id', '<', page.beforeId);
  if (filters.categoryId !== undefined) query = query.where('products.category_id', '=', filters.categoryId);
  if (filters.subCategoryId !== undefined) query = query.where('products.sub_category_id', '=', filters.subCategoryId);
  if (filters.active !== undefined) query = query.where('products.is_active', '=', filters.active ? 1 : 0);
  if (filters.bestSeller !== undefined) query = query.where('products.top_selling', '=', filters.bestSeller ? 1 : 0);
  if (filters.productCode !== undefined) query = query.where('products.product_code', '=', filters.productCode);
  for (const word of filters.nameWords ?? [])
    query = query.where(sql<boolean>`lower(products.name) like ${`%${escapeLike(word.toLowerCase())}%`} escape '\\'`);
  if (filters.lowStockAt !== undefined) {
    const threshold = filters.lowStockAt;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_stock')
          .select('product_stock.product_id')
          .whereRef('product_stock.product_id', '=', 'products.id')
          .where(sql<number>`product_stock.quantity - product_stock.reserved`, '<=', threshold),
      ),
    );
  }
  return query.orderBy('products.id', 'desc').limit(page.limit).execute();
}

export async function findProductForAdmin(db: Kysely<Database>, id: number): Promise<AdminProductRow | undefined> {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'products.sub_category_id')
    .leftJoin('staff', 'staff.id', 'products.updated_by_staff_id')
    .selectAll('products')
    .select([
      'categories.name as category_name',
      'subcategories.name as sub_category_name',
      'staff.name as updated_by_name',
    ])
    .where('products.id', '=', id)
    .executeTakeFirst();
}

export type StockTableRow = Selectable<ProductStockTable>;

/** The sizes of these products in display order. */
export async function listStockOfProducts(db: Kysely<Database>, productIds: number[]): Promise<StockTableRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_stock')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
}

/** The next style code: one above the highest in use. */
export async function nextProductCode(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('product_code').as('code'))
    .executeTakeFirst();
  return Number(row?.code ?? 0) + 1;
}

export async function insertProduct(db: Kysely<Database>, values: Insertable<ProductsTable>): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Writes a save only over the version it was made from, moving the version
 * on: false when another save came first (or no such product).
 */
export async function updateProductAtVersion(
  db: Kysely<Database>,
  id: number,
  version: number,
  values: Updateable<ProductsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A size new to the product, with its starting stock. */
export async function insertStockSize(db: Kysely<Database>, values: Insertable<ProductStockTable>): Promise<void> {
  await db.insertInto('product_stock').values(values).execute();
}

export async function setStockSizeOrder(
  db: Kysely<Database>,
  productId: number,
  size: string,
  sortOrder: number,
): Promise<void> {
  await db
    .updateTable('product_stock')
    .set({ sort_order: sortOrder })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .execute();
}

/** Removes a size only while it holds no piece (none on the shelf, none held): false otherwise. */
export async function deleteEmptyStockSize(db: Kysely<Database>, productId: number, size: string): Promise<boolean> {
  const result = await db
    .deleteFrom('product_stock')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('quantity', '=', 0)
    .where('reserved', '=', 0)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
