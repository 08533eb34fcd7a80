import 'server-only';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, ProductsTable, ProductStockTable } from '../../../db/schema';

/** The back office's reads and writes of products (issue 29, item 1). */
export type ProductTableRow = Selectable<ProductsTable>;

export interface AdminProductRow extends ProductTableRow {
  category_name: string;
  /** The category's default HSN code (migration 028). */
  category_hsn_code: string | null;
  sub_category_name: string | null;
  updated_by_name: string | null;
}

export interface AdminProductFilters {
  /** Words the name holds, in any case and order. */
  nameWords?: string[];
  productCode?: number;
  categoryId?: number;
  subCategoryId?: number;
  active?: boolean;
  bestSeller?: boolean;
  /** Only products with a size at or below this many free pieces. */
  lowStockAt?: number;
}

/**
 * Products newest first, walking the id index (keyset pages: no offset, so
 * page 400 costs what page 1 does). Each filter narrows the same walk; a
 * category uses products_admin_category_idx.
 */
/** How many products one step of a name search reads, newest first (the id index, then the names). */
const NAME_WALK_WINDOW = 2_000;
/** The most steps one page of a name search takes before it answers what it found and where it stopped. */
const NAME_WALK_STEPS = 25;

/**
 * A page of products newest first, walking the id index (keyset pages: no
 * offset, so page 400 costs what page 1 does), with their names. A search by
 * words of the name walks in windows of NAME_WALK_WINDOW ids (each read from
 * the id index, never a scan and sort of every match): it stops once the page
 * is full, or after NAME_WALK_STEPS windows with `scannedTo`, the id below
 * which the next page goes on looking.
 */
export async function listProductsForAdmin(
  db: Kysely<Database>,
  filters: AdminProductFilters,
  page: { beforeId?: number; limit: number },
): Promise<{ rows: AdminProductRow[]; scannedTo: number | null }> {
  let ids: number[];
  let scannedTo: number | null = null;
  if (filters.nameWords && filters.nameWords.length > 0) {
    ids = [];
    let before = page.beforeId;
    for (let step = 0; step < NAME_WALK_STEPS && ids.length < page.limit; step += 1) {
      const window = await filtered(db, filters, before)
        .select(['products.id', 'products.name'])
        .orderBy('products.id', 'desc')
        .limit(NAME_WALK_WINDOW)
        .execute();
      const words = filters.nameWords.map((word) => word.toLowerCase());
      for (const row of window)
        if (ids.length < page.limit && words.every((word) => row.name.toLowerCase().includes(word)))
          ids.push(Number(row.id));
      const last = window[window.length - 1];
      if (window.length < NAME_WALK_WINDOW || last === undefined) {
        before = undefined;
        break;
      }
      before = Number(last.id);
    }
    if (ids.length < page.limit && before !== undefined) scannedTo = before;
  } else {
    ids = (
      await filtered(db, filters, page.beforeId)
        .select('products.id')
        .orderBy('products.id', 'desc')
        .limit(page.limit)
        .execute()
    ).map((row) => Number(row.id));
  }
  if (ids.length === 0) return { rows: [], scannedTo };
  const rows = await withNames(db).where('products.id', 'in', ids).orderBy('products.id', 'desc').execute();
  return { rows, scannedTo };
}

/** Products below `beforeId` that pass every filter but the name's words. */
function filtered(db: Kysely<Database>, filters: AdminProductFilters, beforeId: number | undefined) {
  let query = db.selectFrom('products');
  if (beforeId !== undefined) query = query.where('products.id', '<', beforeId);
  if (filters.categoryId !== undefined) query = query.where('products.category_id', '=', filters.categoryId);
  if (filters.subCategoryId !== undefined) query = query.where('products.sub_category_id', '=', filters.subCategoryId);
  if (filters.active !== undefined) query = query.where('products.is_active', '=', filters.active ? 1 : 0);
  if (filters.bestSeller !== undefined) query = query.where('products.top_selling', '=', filters.bestSeller ? 1 : 0);
  if (filters.productCode !== undefined) query = query.where('products.product_code', '=', filters.productCode);
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
  return query;
}

/** Products with their category's, subcategory's and last editor's names. */
function withNames(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'products.sub_category_id')
    .leftJoin('staff', 'staff.id', 'products.updated_by_staff_id')
    .selectAll('products')
    .select([
      'categories.name as category_name',
      'categories.hsn_code as category_hsn_code',
      'subcategories.name as sub_category_name',
      'staff.name as updated_by_name',
    ]);
}

export async function findProductForAdmin(db: Kysely<Database>, id: number): Promise<AdminProductRow | undefined> {
  return withNames(db).where('products.id', '=', id).executeTakeFirst();
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
