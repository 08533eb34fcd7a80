import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { noticeWaitingShoppers } from './back-in-stock';

/**
 * Stock moves, each one conditional UPDATE so concurrent orders can never
 * oversell: the database checks and changes the row in one step, and the
 * CHECK constraints (0 <= reserved <= quantity) stop anything that slips by.
 * Every function answers whether the row changed.
 *
 * Every move that can raise a size's free pieces (quantity - reserved) ends in `afterRaise`, so shoppers
 * waiting for a sold-out size are owed their notices in that move's transaction, whichever path moved it:
 * the back office's adjustments and stock takes, the CSV import (both adjustShelf/setShelfCount), an unpaid
 * order's hold given back, a returned or cancelled order's pieces put back (docs/decisions/043).
 */
async function afterRaise(db: Kysely<Database>, productId: number, size: string, shelf: ShelfRow): Promise<void> {
  if (shelf.quantity - shelf.reserved > 0) await noticeWaitingShoppers(db, productId, size);
}
export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
}

function changed(result: { numUpdatedRows: bigint }): boolean {
  return result.numUpdatedRows === 1n;
}

/** Holds pieces for an unpaid order, only if that many are free. */
export async function reserveStock(db: Kysely<Database>, line: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('product_stock')
    .set((eb) => ({ reserved: eb('reserved', '+', line.quantity) }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where(sql<number>`quantity - reserved`, '>=', line.quantity)
    .executeTakeFirst();
  return changed(result);
}

/** Gives held pieces back (the order expired or was replaced). */
export async function releaseReservedStock(db: Kysely<Database>, line: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('product_stock')
    .set((eb) => ({ reserved: eb('reserved', '-', line.quantity) }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where('reserved', '>=', line.quantity)
    .returning(['size', 'quantity', 'reserved'])
    .executeTakeFirst();
  if (result) await afterRaise(db, line.productId, line.size, shelfOf(result));
  return result !== undefined;
}

/** Held pieces leave the shelf: the order is paid. */
export async function commitReservedStock(db: Kysely<Database>, line: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('product_stock')
    .set((eb) => ({ quantity: eb('quantity', '-', line.quantity), reserved: eb('reserved', '-', line.quantity) }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where('reserved', '>=', line.quantity)
    .where('quantity', '>=', line.quantity)
    .executeTakeFirst();
  return changed(result);
}

/** Free pieces leave the shelf at once, without a hold (a payment that arrived after its hold ran out). */
export async function takeFreeStock(db: Kysely<Database>, line: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('product_stock')
    .set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where(sql<number>`quantity - reserved`, '>=', line.quantity)
    .executeTakeFirst();
  return changed(result);
}

/** Pieces of a size that can still be sold. */
export async function countFreeStock(db: Kysely<Database>, productId: number, size: string): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select(['quantity', 'reserved'])
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row ? Math.max(0, row.quantity - row.reserved) : 0;
}

/** Pieces come back to the shelf: a parcel returned to origin, or a cash-on-delivery order cancelled before it left. */
export async function returnStockToShelf(db: Kysely<Database>, line: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('product_stock')
    .set((eb) => ({ quantity: eb('quantity', '+', line.quantity) }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .returning(['size', 'quantity', 'reserved'])
    .executeTakeFirst();
  if (result) await afterRaise(db, line.productId, line.size, shelfOf(result));
  return result !== undefined;
}

/** A size's shelf as the back office shows it, in the product's order of sizes. */
export interface ShelfRow {
  size: string;
  quantity: number;
  reserved: number;
}

function shelfOf(row: { size: string; quantity: number; reserved: number }): ShelfRow {
  return { size: row.size, quantity: Number(row.quantity), reserved: Number(row.reserved) };
}

export async function listShelvesOfProduct(db: Kysely<Database>, productId: number): Promise<ShelfRow[]> {
  const rows = await db
    .selectFrom('product_stock')
    .select(['size', 'quantity', 'reserved'])
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
  return rows.map((row) => ({ size: row.size, quantity: Number(row.quantity), reserved: Number(row.reserved) }));
}

export async function findShelf(db: Kysely<Database>, productId: number, size: string): Promise<ShelfRow | undefined> {
  const row = await db
    .selectFrom('product_stock')
    .select(['size', 'quantity', 'reserved'])
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row ? { size: row.size, quantity: Number(row.quantity), reserved: Number(row.reserved) } : undefined;
}

/**
 * Moves a size's shelf count by `change` pieces in one conditional UPDATE: only while the shelf stays at or
 * above 0 and at or above the pieces held for unpaid orders, checked by the database on the row as it is at
 * that instant (a checkout's reserveStock or commitReservedStock on the same row waits for it, or it for them).
 * Answers the shelf after the move, or undefined when the row refused it.
 */
export async function adjustShelf(
  db: Kysely<Database>,
  line: { productId: number; size: string; change: number },
): Promise<ShelfRow | undefined> {
  const row = await db
    .updateTable('product_stock')
    .set((eb) => ({ quantity: eb('quantity', '+', line.change) }))
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where(sql<number>`quantity + ${line.change}`, '>=', sql<number>`reserved`)
    .where(sql<number>`quantity + ${line.change}`, '>=', 0)
    .returning(['size', 'quantity', 'reserved'])
    .executeTakeFirst();
  if (!row) return undefined;
  const shelf = shelfOf(row);
  if (line.change > 0) await afterRaise(db, line.productId, line.size, shelf);
  return shelf;
}

/**
 * Sets a size's shelf count to what a stock take counted, in one conditional UPDATE guarded by the count it
 * replaces (`seen`) and by the pieces held: undefined when either moved or the count is below the held pieces.
 */
export async function setShelfCount(
  db: Kysely<Database>,
  line: { productId: number; size: string; counted: number; seen: number },
): Promise<ShelfRow | undefined> {
  const row = await db
    .updateTable('product_stock')
    .set({ quantity: line.counted })
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where('quantity', '=', line.seen)
    .where('reserved', '<=', line.counted)
    .returning(['size', 'quantity', 'reserved'])
    .executeTakeFirst();
  if (!row) return undefined;
  const shelf = shelfOf(row);
  if (line.counted > line.seen) await afterRaise(db, line.productId, line.size, shelf);
  return shelf;
}

/** Where a page of the low-stock list ended: the last size's available pieces, product and place among its sizes. */
export interface LowStockCursor {
  available: number;
  productId: number;
  sortOrder: number;
}

/**
 * Sizes of active products with at most `threshold` pieces free to sell, fewest first (then product, then the
 * product's order of sizes), a keyset page after `after`: the dashboard's list and the restock list.
 */
export async function listLowStock(db: Kysely<Database>, threshold: number, limit: number, after?: LowStockCursor) {
  const available = sql<number>`product_stock.quantity - product_stock.reserved`;
  let query = db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select([
      'products.id',
      'products.name',
      'products.product_code',
      'product_stock.size',
      'product_stock.sort_order',
      'product_stock.quantity',
      'product_stock.reserved',
      available.as('available'),
    ])
    .where('products.is_active', '=', 1)
    .where(available, '<=', threshold);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb(available, '>', after.available),
        eb.and([eb(available, '=', after.available), eb('products.id', '>', after.productId)]),
        eb.and([
          eb(available, '=', after.available),
          eb('products.id', '=', after.productId),
          eb('product_stock.sort_order', '>', after.sortOrder),
        ]),
      ]),
    );
  const rows = await query
    .orderBy('available')
    .orderBy('products.id')
    .orderBy('product_stock.sort_order')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: Number(row.id),
    productName: row.name,
    productCode: Number(row.product_code),
    size: row.size,
    sortOrder: Number(row.sort_order),
    quantity: Number(row.quantity),
    reserved: Number(row.reserved),
    available: Number(row.available),
  }));
}

/** How many sizes of active products have at most `threshold` pieces free to sell. */
export async function countLowStock(db: Kysely<Database>, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('products.is_active', '=', 1)
    .where(sql<number>`product_stock.quantity - product_stock.reserved`, '<=', threshold)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A size's shelf read under its row lock (PostgreSQL; SQLite writes one at a time, and the caller has written
 * first): a stock move on the row waits for the caller's transaction, or the caller for the move.
 */
export async function findShelfLocked(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  productId: number,
  size: string,
): Promise<ShelfRow | undefined> {
  let query = db
    .selectFrom('product_stock')
    .select(['size', 'quantity', 'reserved'])
    .where('product_id', '=', productId)
    .where('size', '=', size);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? shelfOf(row) : undefined;
}
