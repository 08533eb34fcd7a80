'use client';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import type { Cart } from '@/lib/contract/cart';
import { fetchCart, type CartActionSession, type CartKey } from './cart-actions';
import { isApiError } from '@/lib/contract/api-error';

/** What SWR holds for one cart key, handed up to the session provider. */
export interface CartState {
  key: CartKey | null;
  data: Cart | undefined;
  error: unknown;
  /** SWR's isLoading: a request for this key is under way and nothing is cached for it yet. */
  isLoading: boolean;
}

/** SWR's mutate of its global cache, where the cart lives (the app sets no other cache provider). */
export const mutateCart = mutate;
export type CartMutate = typeof mutate;

/** 4xx answers will not change by asking again; network and server errors may. */
function isWorthRetrying(error: Error): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/**
 * The cart's fetching and cache (SWR), in a chunk of its own: the session provider loads it when there is a cart
 * to show or a cart action to record (components/session/cart-sync-loader.ts), so a first visit's pages do not
 * carry SWR (issue 32, item 5). Renders nothing; reports SWR's state to the provider.
 */
export function CartSync({
  cartKey,
  session,
  onState,
}: {
  cartKey: CartKey | null;
  session: CartActionSession;
  onState: (state: CartState) => void;
}) {
  // A cart whose prices or stock changed meanwhile shows them on return to the tab, without a reload.
  const { data, error, isLoading } = useSWR(cartKey, (key: CartKey) => fetchCart(key, session), {
    shouldRetryOnError: isWorthRetrying,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    focusThrottleInterval: 2000,
  });
  useEffect(() => onState({ key: cartKey, data, error, isLoading }), [cartKey, data, error, isLoading, onState]);
  return null;
}
