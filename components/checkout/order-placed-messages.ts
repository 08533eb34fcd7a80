/**
 * Where a placed order lands, apart from the rest of checkout's texts. components/checkout/checkout-messages.ts
 * re-exports them with the other checkout texts.
 */
export { ORDER_PLACED_MESSAGE } from '@/lib/contract/order-messages';

/**
 * The order confirmation page (app/order/[orderNumber]/thank-you), where every payment path lands after
 * success (docs/DEVIATIONS.md 59; the spec's 'goes home' with a banner).
 */
export function confirmationPath(orderNumber: string): string {
  return `/order/${encodeURIComponent(orderNumber)}/thank-you`;
}
