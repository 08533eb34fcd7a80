import type { StockReason } from '@/lib/contract/admin-stock';

/** The reasons of a stock adjustment as the back office names them. */
export const STOCK_REASON_NAMES: Record<StockReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  correction: 'Correction',
  stock_take: 'Stock take',
};

/** What the number field of the adjust form asks for, by reason. */
export const STOCK_AMOUNT_LABELS: Record<StockReason, string> = {
  received: 'Pieces received',
  damaged: 'Pieces damaged (as a negative number, such as -2)',
  correction: 'Correction (+ or -)',
  stock_take: 'Pieces counted on the shelf',
};

export const STOCK_LOW_LABEL = 'Low';
export const RESTOCK_EMPTY = 'No size is at or below the low-stock threshold.';
export const STOCK_HISTORY_EMPTY = 'No adjustment yet.';

/** A signed change: +5, -2. */
export function formatStockChange(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}
