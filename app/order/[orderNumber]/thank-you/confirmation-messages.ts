/**
 * Texts of the order confirmation page (issue 31, item 1; not in the spec except its banner text,
 * ORDER_PLACED_MESSAGE in lib/contract/order-messages.ts).
 */
export { ORDER_PLACED_MESSAGE, confirmationPath } from '@/components/checkout/order-placed-messages';

export const CONFIRMATION_TITLE = 'Thank you for your order';
export const CONFIRMATION_DESCRIPTION =
  'Your order is placed: its number, items, delivery address, totals and invoice.';
export const CONFIRMATION_LOADING = 'Loading your order…';
export const CONFIRMATION_FAILED =
  'Your order could not be loaded just now. It is placed: you will find it in your orders.';
export const CONFIRMATION_NO_SCRIPT =
  'This page needs JavaScript to show your order. It is placed: the confirmation and invoice come by e-mail and WhatsApp, and your orders are under My account.';

/** Before the order's number, which shows on a line of its own; read out and copied as "Order number JH-…". */
export const ORDER_NUMBER_LABEL = 'Order number';

export const ESTIMATE_HEADING = 'Expected delivery';
/** How the server counts (docs/decisions/042): said under the dates so they read as an estimate. */
export const ESTIMATE_RULE =
  'Estimated from our shipping policy: business days (Monday to Saturday) counted from the day after your order, or after dispatch once it ships.';

export const NEXT_HEADING = 'What happens next';
export const NEXT_STEPS = [
  'We send your order confirmation by WhatsApp and by e-mail, with your invoice attached (e-mail goes to a confirmed address).',
  'We pack your order and dispatch it from our workshop in Jaipur.',
  'When it ships, we send the courier and tracking link by WhatsApp and e-mail; another message follows when it is delivered.',
] as const;

export const CASH_HEADING = 'Pay on delivery';
export function cashToKeepReady(amount: string): string {
  return `Please keep ${amount} ready in cash: the courier collects it when they hand over your parcel.`;
}
export const CASH_EXACT_NOTE = 'The exact amount helps: couriers often carry little change.';

export const VIEW_ORDER_LINK = 'View this order in your account';
export const CONTINUE_SHOPPING_LINK = 'Continue shopping';
