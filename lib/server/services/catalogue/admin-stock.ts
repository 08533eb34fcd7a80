import 'server-only';
import type { z } from 'zod';
import { ApiError, invalidFieldError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { STOCK_REASONS, type StockReason } from '../../../contract/admin-stock';
import { expireProductReadsById } from '../../cached-reads';
import { getDatabase, type Executor } from '../../db/connection';
import { beforeIdOfCursor } from '../platform/admin-lists';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { getLowStockThreshold } from '../staff/settings';
import { actorOf } from '../staff/staff-auth';
import { countWaitingBySize } from './repositories/back-in-stock';
import * as stock from './repositories/stock';
import * as adjustments from './repositories/stock-adjustments';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;
type StockSize = Output<'adjustStock'>['size'];
type StockAdjustment = Output<'adjustStock'>['adjustment'];

export const STOCK_PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const STOCK_CHANGED_MESSAGE = 'The shelf count changed while the stock take was saved. Count again and save.';
const HISTORY_PAGE_SIZE = 20;
const RESTOCK_PAGE_SIZE = 50;
/** A stock take guarded by the count it replaces tries again this often when a checkout moved the shelf meanwhile. */
const STOCK_TAKE_ATTEMPTS = 5;

export function unknownSizeMessage(sizes: readonly string[]): string {
  return `is not a size of this product (its sizes: ${sizes.join(', ') || 'none'})`;
}

/** Why a change was refused, with the numbers: the shelf, the pieces held for unpaid orders, what it would leave. */
export function shelfRefusalMessage(shelf: { quantity: number; reserved: number }, after: number): string {
  if (after < 0)
    return `would leave ${after} on the shelf: there are only ${shelf.quantity} on the shelf, and it cannot go below 0`;
  return `would leave ${after} on the shelf, fewer than the ${shelf.reserved} held for unpaid orders (${shelf.quantity} on the shelf now)`;
}

export function countBelowHeldMessage(counted: number, reserved: number): string {
  return `is ${counted}, fewer than the ${reserved} held for unpaid orders: ship or cancel those orders, or count again`;
}

function signed(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}

/** The outcome of an adjustment, as the form shows it. */
export function stockAdjustedMessage(reason: StockReason, size: string, change: number, quantity: number): string {
  const shelf = `${quantity} on the shelf now`;
  switch (reason) {
    case 'received':
      return `Received ${change} of size ${size}: ${shelf}.`;
    case 'damaged':
      return `Wrote off ${-change} damaged of size ${size}: ${shelf}.`;
    case 'correction':
      return `Corrected size ${size} by ${signed(change)}: ${shelf}.`;
    case 'stock_take':
      return `Stock take of size ${size} saved (${signed(change)}): ${shelf}.`;
  }
}

/** `waiting`: shoppers waiting to be told the size is back (issue 31, item 12). */
function sizeOf(shelf: stock.ShelfRow, threshold: number, waiting: Map<string, number>): StockSize {
  const available = Math.max(0, shelf.quantity - shelf.reserved);
  return {
    size: shelf.size,
    quantity: shelf.quantity,
    reserved: shelf.reserved,
    available,
    low: available <= threshold,
    waiting: waiting.get(shelf.size) ?? 0,
  };
}

function adjustmentOf(row: adjustments.StockAdjustmentRow): StockAdjustment {
  return {
    id: row.id,
    size: row.size,
    reason: row.reason,
    change: row.change,
    quantity_after: row.quantity_after,
    note: row.note,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    created_at: row.created_at,
  };
}

async function findProductOr404(db: Executor, productId: number) {
  const product = await adjustments.findProductForStock(db, productId);
  if (!product) throw new ApiError('not_found', STOCK_PRODUCT_NOT_FOUND_MESSAGE, { field: 'product_id' });
  return product;
}

/** GET /api/admin/products/{product_id}/stock/ (staff): the sizes and the history, newest first. */
export async function getProductStock(
  input: Input<'getProductStock'>,
  _context: StaffRequestContext,
): Promise<Output<'getProductStock'>> {
  const beforeId = beforeIdOfCursor(input.cursor);
  const pageSize = input.page_size ?? HISTORY_PAGE_SIZE;
  const { db } = await getDatabase();
  const product = await findProductOr404(db, input.product_id);
  const [shelves, threshold, waiting] = await Promise.all([
    stock.listShelvesOfProduct(db, product.id),
    getLowStockThreshold(),
    countWaitingBySize(db, product.id),
  ]);
  if (input.size !== undefined && !shelves.some((shelf) => shelf.size === input.size))
    throw invalidFieldError('size', unknownSizeMessage(shelves.map((shelf) => shelf.size)));
  const rows = await adjustments.listStockAdjustments(db, {
    productId: product.id,
    size: input.size,
    beforeId,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    product: { id: product.id, name: product.name, product_code: product.productCode, is_active: product.isActive },
    low_stock_threshold: threshold,
    sizes: shelves.map((shelf) => sizeOf(shelf, threshold, waiting)),
    history: page.map(adjustmentOf),
    next_cursor: rows.length > pageSize && last !== undefined ? String(last.id) : null,
    allowed_reasons: [...STOCK_REASONS],
  };
}

/** One conditional UPDATE of the shelf: a signed change, or a stock take's count guarded by the count it replaces. */
async function moveShelf(
  trx: Executor,
  input: Input<'adjustStock'>,
  shelf: stock.ShelfRow,
): Promise<{ before: stock.ShelfRow; after: stock.ShelfRow }> {
  const line = { productId: input.product_id, size: shelf.size };
  if (input.reason !== 'stock_take') {
    const change = input.change ?? 0;
    const after = await stock.adjustShelf(trx, { ...line, change });
    if (after) return { before: { ...after, quantity: after.quantity - change }, after };
    const now = (await stock.findShelf(trx, line.productId, line.size)) ?? shelf;
    throw invalidFieldError('change', shelfRefusalMessage(now, now.quantity + change));
  }
  const counted = input.counted ?? 0;
  let seen = shelf;
  for (let attempt = 0; attempt < STOCK_TAKE_ATTEMPTS; attempt += 1) {
    if (counted < seen.reserved) throw invalidFieldError('counted', countBelowHeldMessage(counted, seen.reserved));
    const after = await stock.setShelfCount(trx, { ...line, counted, seen: seen.quantity });
    if (after) return { before: seen, after };
    seen = (await stock.findShelf(trx, line.productId, line.size)) ?? seen;
  }
  throw new ApiError('conflict', STOCK_CHANGED_MESSAGE, { field: 'counted' });
}

/**
 * One size's shelf moved by one conditional UPDATE, with its history row and its audit row, written with
 * `trx` (a transaction of the caller's): the adjust call's and the CSV import's one way of changing stock.
 */
export async function adjustStockIn(trx: Executor, input: Input<'adjustStock'>, context: StaffRequestContext) {
  const product = await findProductOr404(trx, input.product_id);
  const shelves = await stock.listShelvesOfProduct(trx, product.id);
  const shelf = shelves.find((candidate) => candidate.size === input.size);
  if (!shelf) throw invalidFieldError('size', unknownSizeMessage(shelves.map((candidate) => candidate.size)));
  const moved = await moveShelf(trx, input, shelf);
  const change = moved.after.quantity - moved.before.quantity;
  const now = new Date().toISOString();
  const values = {
    product_id: product.id,
    size: shelf.size,
    change,
    quantity_after: moved.after.quantity,
    reason: input.reason,
    note: input.note ?? null,
    staff_id: context.staff.id,
    created_at: now,
  };
  const id = await adjustments.insertStockAdjustment(trx, values);
  await recordAudit(trx, actorOf(context), {
    action: 'stock.adjust',
    entityType: 'product',
    entityId: product.id,
    before: { size: shelf.size, quantity: moved.before.quantity, reserved: moved.before.reserved },
    after: {
      size: shelf.size,
      quantity: moved.after.quantity,
      reserved: moved.after.reserved,
      reason: input.reason,
      change,
      note: values.note,
    },
    at: now,
  });
  return { row: { ...values, id, staff_name: context.staff.name }, after: moved.after };
}

/**
 * POST /api/admin/products/{product_id}/stock/ (staff): one size's shelf moved by one conditional UPDATE,
 * its history row and its audit row in one transaction; then the storefront's cached reads expire.
 */
export async function adjustStock(
  input: Input<'adjustStock'>,
  context: StaffRequestContext,
): Promise<Output<'adjustStock'>> {
  const { db } = await getDatabase();
  const { row, after } = await db.transaction().execute((trx) => adjustStockIn(trx, input, context));
  await expireProductReadsById([input.product_id], 'stock');
  const threshold = await getLowStockThreshold();
  // The shoppers the raise told are no longer waiting: the count is read after the commit.
  const waiting = await countWaitingBySize(db, input.product_id);
  return {
    message: stockAdjustedMessage(row.reason, row.size, row.change, row.quantity_after),
    adjustment: adjustmentOf(row),
    size: sizeOf(after, threshold, waiting),
  };
}

const RESTOCK_CURSOR = /^(\d{1,9})\.(\d{1,10})\.(\d{1,9})$/;

function restockCursorOf(cursor: string | undefined): stock.LowStockCursor | undefined {
  if (cursor === undefined) return undefined;
  const match = RESTOCK_CURSOR.exec(cursor);
  if (!match) throw invalidFieldError('cursor', 'is not a cursor from a previous page');
  return { available: Number(match[1]), productId: Number(match[2]), sortOrder: Number(match[3]) };
}

/** GET /api/admin/stock/restock/ (staff): sizes at or below the low-stock threshold, fewest available first. */
export async function listRestock(
  input: Input<'listRestock'>,
  _context: StaffRequestContext,
): Promise<Output<'listRestock'>> {
  const after = restockCursorOf(input.cursor);
  const pageSize = input.page_size ?? RESTOCK_PAGE_SIZE;
  const { db } = await getDatabase();
  const threshold = await getLowStockThreshold();
  const [rows, total] = await Promise.all([
    stock.listLowStock(db, threshold, pageSize + 1, after),
    stock.countLowStock(db, threshold),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    data: page.map((row) => ({
      product_id: row.productId,
      product_name: row.productName,
      product_code: row.productCode,
      size: row.size,
      quantity: row.quantity,
      reserved: row.reserved,
      available: row.available,
    })),
    next_cursor:
      rows.length > pageSize && last !== undefined ? `${last.available}.${last.productId}.${last.sortOrder}` : null,
    low_stock_threshold: threshold,
    total,
  };
}
