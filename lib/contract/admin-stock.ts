import './zod-browser-config';
import { z } from 'zod';
import { cursorField } from './admin-fields';
import { idField, pageSizeField, sizeField } from './fields';
import { STOCK_NOTE_MAX } from './admin-limits';

export { STOCK_NOTE_MAX } from './admin-limits';

/**
 * Stock from the back office (issue 29, item 3): a product's sizes (on the shelf, held for unpaid orders,
 * available, low), each adjustment with who and when, and the sizes to restock. Every member may adjust.
 * The shelf never goes below 0 nor below the pieces held for unpaid orders (the server checks both in one
 * conditional UPDATE, so an adjustment racing a checkout never loses or invents a piece).
 */
export const STOCK_REASONS = ['received', 'damaged', 'correction', 'stock_take'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The most pieces one adjustment moves, and the highest shelf count a stock take sets. */
export const STOCK_CHANGE_MAX = 100_000;

const WHOLE_MESSAGE = 'must be a whole number';
/** A signed whole number from JSON (a number) or from a form (its text). */
const wholeNumber = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[+-]?\d{1,9}$/, { error: WHOLE_MESSAGE }),
    ],
    { error: WHOLE_MESSAGE },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: WHOLE_MESSAGE })
      .min(-STOCK_CHANGE_MAX, { error: `must be at least -${STOCK_CHANGE_MAX}` })
      .max(STOCK_CHANGE_MAX, { error: `must be at most ${STOCK_CHANGE_MAX}` }),
  );

const adjustShape = z.object({
  product_id: idField,
  size: sizeField,
  reason: z.enum(STOCK_REASONS, { error: `must be one of ${STOCK_REASONS.join(', ')}` }),
  /** received, damaged, correction: the signed pieces. */
  change: wholeNumber.optional(),
  /** stock_take: the pieces counted on the shelf. */
  counted: wholeNumber.optional(),
  note: z
    .string({ error: 'must be text' })
    .trim()
    .max(STOCK_NOTE_MAX, { error: `must be at most ${STOCK_NOTE_MAX} characters` })
    .optional()
    .transform((note) => (note === '' ? undefined : note)),
});

type Issue = { code: 'custom'; path: string[]; message: string };

/** What each reason needs: the sign of the change, or a count for a stock take. */
function checkAdjustment(
  adjustment: z.output<typeof adjustShape>,
  context: { addIssue: (issue: Issue) => void },
): void {
  const { reason, change, counted } = adjustment;
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (reason === 'stock_take') {
    if (counted === undefined) issue('counted', 'is required for a stock take');
    else if (counted < 0) issue('counted', 'must be 0 or more');
    if (change !== undefined) issue('change', 'is not taken with a stock take: give the count');
    return;
  }
  if (counted !== undefined) issue('counted', 'is only taken with a stock take');
  if (change === undefined) issue('change', 'is required');
  else if (reason === 'received' && change <= 0) issue('change', 'must be more than 0 for pieces received');
  else if (reason === 'damaged' && change >= 0) issue('change', 'must be less than 0 for damaged pieces (such as -2)');
  else if (reason === 'correction' && change === 0) issue('change', 'must not be 0');
}

export const stockSizeSchema = z.object({
  size: z.string(),
  /** Pieces on the shelf, those held for unpaid orders included. */
  quantity: z.number().int().nonnegative(),
  /** Pieces held for unpaid orders. */
  reserved: z.number().int().nonnegative(),
  /** Pieces that can still be sold. */
  available: z.number().int().nonnegative(),
  /** available at or below the shop's low-stock threshold. */
  low: z.boolean(),
  /** Shoppers waiting to be told the size is back (issue 31, item 12). */
  waiting: z.number().int().nonnegative(),
});

export const stockAdjustmentSchema = z.object({
  id: z.number().int().positive(),
  size: z.string(),
  reason: z.enum(STOCK_REASONS),
  change: z.number().int(),
  quantity_after: z.number().int().nonnegative(),
  note: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  /** Who adjusted it; null for a command run on the server. */
  staff_name: z.string().nullable(),
  created_at: z.string(),
});

// GET /api/admin/products/{product_id}/stock/?size=&cursor=&page_size= — sizes and the history, newest first.
export const getProductStockQuery = z.object({
  product_id: idField,
  /** Only this size's history. */
  size: sizeField.optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const getProductStockResponse = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), product_code: z.number().int(), is_active: z.boolean() }),
  low_stock_threshold: z.number().int().nonnegative(),
  sizes: z.array(stockSizeSchema),
  history: z.array(stockAdjustmentSchema),
  next_cursor: z.string().nullable(),
  /** The reasons the member asking may adjust with (every member may adjust). */
  allowed_reasons: z.array(z.enum(STOCK_REASONS)),
});

// POST /api/admin/products/{product_id}/stock/ — {size, reason, change} or {size, reason: stock_take, counted}.
export const adjustStockBody = adjustShape.superRefine(checkAdjustment);
export const adjustStockResponse = z.object({
  message: z.string(),
  adjustment: stockAdjustmentSchema,
  size: stockSizeSchema,
});

// GET /api/admin/stock/restock/?cursor=&page_size= — sizes at or below the threshold, fewest available first.
export const listRestockQuery = z.object({ cursor: cursorField, page_size: pageSizeField.optional() });
export const restockItemSchema = z.object({
  product_id: z.number().int().positive(),
  product_name: z.string(),
  product_code: z.number().int(),
  size: z.string(),
  quantity: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
});
export const listRestockResponse = z.object({
  data: z.array(restockItemSchema),
  next_cursor: z.string().nullable(),
  low_stock_threshold: z.number().int().nonnegative(),
  /** Sizes at or below the threshold in all. */
  total: z.number().int().nonnegative(),
});
