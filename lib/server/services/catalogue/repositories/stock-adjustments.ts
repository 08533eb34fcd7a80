import 'server-only';
import type { Insertable, Kysely } from 'kysely';
import type { Database, StockAdjustmentsTable } from '../../../db/schema';

/** The history of the back office's stock adjustments (migration 020), with who made each. */
export interface StockAdjustmentRow {
  id: number;
  product_id: number;
  size: string;
  change: number;
  quantity_after: number;
  reason: StockAdjustmentsTable['reason'];
  note: string | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
}

/** The product as the stock page names it. */
export async function findProductForStock(db: Kysely<Database>, productId: number) {
  const row = await db
    .selectFrom('products')
    .select(['id', 'name', 'product_code', 'is_active'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return row
    ? { id: Number(row.id), name: row.name, productCode: Number(row.product_code), isActive: row.is_active === 1 }
    : undefined;
}

export async function insertStockAdjustment(
  db: Kysely<Database>,
  values: Insertable<StockAdjustmentsTable>,
): Promise<number> {
  const row = await db.insertInto('stock_adjustments').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A product's adjustments (or one size's) newest first, before the id `beforeId` when given. */
export async function listStockAdjustments(
  db: Kysely<Database>,
  filter: { productId: number; size?: string; beforeId?: number; limit: number },
): Promise<StockAdjustmentRow[]> {
  let query = db
    .selectFrom('stock_adjustments')
    .leftJoin('staff', 'staff.id', 'stock_adjustments.staff_id')
    .select([
      'stock_adjustments.id',
      'stock_adjustments.product_id',
      'stock_adjustments.size',
      'stock_adjustments.change',
      'stock_adjustments.quantity_after',
      'stock_adjustments.reason',
      'stock_adjustments.note',
      'stock_adjustments.staff_id',
      'staff.name as staff_name',
      'stock_adjustments.created_at',
    ])
    .where('stock_adjustments.product_id', '=', filter.productId);
  if (filter.size !== undefined) query = query.where('stock_adjustments.size', '=', filter.size);
  if (filter.beforeId !== undefined) query = query.where('stock_adjustments.id', '<', filter.beforeId);
  const rows = await query.orderBy('stock_adjustments.id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    product_id: Number(row.product_id),
    change: Number(row.change),
    quantity_after: Number(row.quantity_after),
    staff_id: row.staff_id === null ? null : Number(row.staff_id),
  }));
}
