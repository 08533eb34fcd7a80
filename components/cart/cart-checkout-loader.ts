import { loadOnce } from '@/lib/api/load-once';
import type { CartCheckout as CartCheckoutType } from './cart-checkout';

/** The cart's checkout once loadCartCheckout has loaded it (a live binding, set once); null before. */
export let CartCheckout: typeof CartCheckoutType | null = null;

/**
 * Loads the checkout's code (the delivery form, the payment methods, the order and payment hooks), once: the
 * cart asks for it when the browser is idle after the cart shows, when the shopper points at or focuses
 * 'CLICK TO CONTINUE', and on its press, so the form is there when it is asked for. A failed load is forgotten
 * (loadOnce): the next ask tries again.
 */
export const loadCartCheckout = loadOnce(async () => {
  CartCheckout ??= (await import('./cart-checkout')).CartCheckout;
});
