import { loadOnce } from '@/lib/api/load-once';
import type { CartMutate, CartSync } from './cart-sync';
import type { addCartLine, removeCartLine, setCartLineQuantity } from './cart-actions';

/** The cart's code that loads when used: its SWR half and its actions. */
export interface CartCode {
  CartSync: typeof CartSync;
  mutateCart: CartMutate;
  addCartLine: typeof addCartLine;
  removeCartLine: typeof removeCartLine;
  setCartLineQuantity: typeof setCartLineQuantity;
}

/**
 * Loads the cart's code (cart-sync.tsx and cart-actions.ts) once: when the browser holds a cart or a token, or on
 * the first cart action. A failed load is forgotten (loadOnce): the next ask tries again.
 */
export const loadCartSync = loadOnce(async (): Promise<CartCode> => {
  const [{ CartSync, mutateCart }, actions] = await Promise.all([import('./cart-sync'), import('./cart-actions')]);
  return { CartSync, mutateCart, ...actions };
});
