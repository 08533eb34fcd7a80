/** Fixed texts of placing an order and paying (spec sections 4, 8 and 9), and our own. */
export { PAYMENT_CAPTURE_FAILED_MESSAGE, PAYMENT_VERIFICATION_FAILED_MESSAGE } from '@/lib/contract/order-messages';
export { ORDER_PLACED_MESSAGE, confirmationPath } from './order-placed-messages';

/** Spec section 8: order creation error, card path (shown for 5 seconds). */
export const CARD_ORDER_FAILED_MESSAGE = 'An unexpected error occurred. Please try again.';
/** Spec section 8: order creation error, wallet path, when the server gives no message. */
export const WALLET_ORDER_FAILED_MESSAGE = 'Error creating order. Please try again.';
/** Spec section 8: wallet error. */
export const WALLET_FAILED_MESSAGE = 'Payment failed. Please try again or use a different payment method.';
/** Spec section 8: wallet cancel; also said when the card window closes unpaid (the spec names no card text). */
export const WALLET_CANCELLED_MESSAGE = 'Payment was cancelled. Please try again if you wish to complete the purchase.';
/** Spec section 7 only says the load failure raises an error: this is what the shopper reads. */
export const CHECKOUT_SCRIPT_FAILED_MESSAGE =
  'The payment window could not be loaded. Please check your connection and try again.';
/** Order calls need a token (spec section 6). */
export const CHECKOUT_LOGIN_REQUIRED_MESSAGE = 'Please log in to place your order.';

export const CHECKOUT_PLACING_STATUS = 'Placing your order…';
export const CHECKOUT_OPENING_STATUS = 'Opening the payment window…';
export const CHECKOUT_CONFIRMING_STATUS = 'Confirming your payment…';

export const WALLET_HEADING = 'Complete your payment';
export const WALLET_INTRO = 'Your order is reserved. Use the PayPal button below to pay.';
export const WALLET_LINES_LABEL = 'Items in this order';
export const WALLET_TOTAL_LABEL = 'Total';

/** How long a provider script may take before it counts as failed. */
export const CHECKOUT_SCRIPT_TIMEOUT_MS = 30_000;

/** The payment's confirmation failed and the server still shows the order unpaid (issue 34, item 2). */
export function paymentNotYetConfirmedMessage(orderNumber: string): string {
  return `We could not confirm your payment yet. If it went through, order ${orderNumber} shows as paid under My orders within a few minutes; you are never charged twice.`;
}
