import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Stock adjusted from the back office (issue 29, item 3): one row per adjustment of a size's shelf count,
 * written in the transaction of the conditional UPDATE on product_stock (catalogue/repositories/stock.ts).
 * - change: signed pieces (received > 0, damaged < 0, a correction either way, a stock take the difference
 *   between the count and the shelf before it); quantity_after: the shelf count the UPDATE left.
 * - reason: received | damaged | correction | stock_take; note: a short text of the member's; staff_id: who.
 * - stock_adjustments_size_idx: a size's history newest first (and a product's, through its first column).
 */
export function stockAdjustmentsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('stock_adjustments');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('change', 'integer', (col) => col.notNull())
        .addColumn('quantity_after', 'integer', (col) => col.notNull().check(sql`quantity_after >= 0`))
        .addColumn('reason', 'text', (col) =>
          col.notNull().check(sql`reason in ('received', 'damaged', 'correction', 'stock_take')`),
        )
        .addColumn('note', 'text')
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('stock_adjustments_size_idx')
        .on('stock_adjustments')
        .columns(['product_id', 'size', 'id'])
        .execute();
      await db.schema
        .createIndex('stock_adjustments_product_idx')
        .on('stock_adjustments')
        .columns(['product_id', 'id'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('stock_adjustments').ifExists().execute();
    },
  };
}
