/**
 * The order-placed banner's texts and keys, apart from the rest of checkout's: the banner is in the
 * layout, so what it imports is in every page's first-load script (docs/decisions/031).
 * components/checkout/checkout-messages.ts re-exports them with the other checkout texts.
 */
export { ORDER_PLACED_MESSAGE } from '@/lib/contract/order-messages';

/** Set just before going home after a placed order; the success banner reads it once. */
export const ORDER_PLACED_STORAGE_KEY = 'orderPlaced';
/** How long the success banner stays unless closed earlier. */
export const ORDER_PLACED_BANNER_MS = 10_000;
export const ORDER_PLACED_DISMISS_LABEL = 'Dismiss';
export function orderLinkText(orderNumber: string): string {
  return `View order ${orderNumber}`;
}
/** The order's own page (app/account/orders/[orderNumber]). */
export function orderPagePath(orderNumber: string): string {
  return `/account/orders/${encodeURIComponent(orderNumber)}`;
}
