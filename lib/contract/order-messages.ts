/**
 * Fixed texts of the order calls, without zod: client components show them,
 * and importing them from orders.ts would load every schema with the page.
 * orders.ts re-exports them for the server.
 */

/** The answer of a placed order (spec section 4: the success banner). */
export const ORDER_PLACED_MESSAGE = 'Your Order Placed successfully, You get invoice over Mail/Whatsapp.';
/** Spec section 8: a failed card verification. */
export const PAYMENT_VERIFICATION_FAILED_MESSAGE = 'Payment verification failed. Please try again.';
/** Spec section 8: a failed wallet capture. */
export const PAYMENT_CAPTURE_FAILED_MESSAGE = 'Payment capture failed. Please try again.';
