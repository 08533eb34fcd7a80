/**
 * The states of an order's payment and what follows from them. No zod: client components (the checkout's
 * payment hooks, the order pages) ask here without loading the contract's schemas. orders.ts re-exports it.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
  'cod_confirmed',
  'failed',
  'cancelled',
  'expired',
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
/** The states of an order whose money arrived: refunds move it on, a payment never again. */
const PAID_ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly OrderStatusName[];

export function isPaidOrderStatus(status: OrderStatusName): boolean {
  return PAID_ORDER_STATUSES.some((paid) => paid === status);
}
/** Orders with a sale behind them (paid, or confirmed for cash on delivery) have an invoice; abandoned attempts do not. */
export function orderHasInvoice(status: OrderStatusName): boolean {
  return isPaidOrderStatus(status) || status === 'cod_confirmed';
}
