import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Stock moves, each one conditional UPDATE so concurrent orders can never
 * oversell: the database checks and changes the row in one step, and the
 * CHECK constraints (0 <= reserved <= quantity) stop anything that slips by.
 * Every function answers whether the row changed.
 */
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
    .executeTakeFirst();
  return changed(result);
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
    .executeTakeFirst();
  return changed(result);
}
