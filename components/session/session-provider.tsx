'use client';
import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { browserApi } from '@/lib/api/browser';
import type { Cart, CartItem } from '@/lib/contract/cart';
import { isApiError } from '@/lib/contract/api-error';
import type { Currency } from '@/lib/money';
import {
  CURRENCY_CHOICE_STORAGE_KEY,
  INITIAL_CURRENCY,
  applyCurrency,
  readStoredCurrency,
  resolveCurrency,
  storeCurrencyChoice,
  type CookieJar,
} from '@/lib/currency-detection';
import {
  CART_ID_STORAGE_KEY,
  PROMO_CODE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  WISHLIST_STORAGE_KEY,
  announceStorageChange,
  localStore,
  readStored,
  removeStored,
  subscribeToStorage,
  writeStored,
} from './browser-storage';
import { CART_ADD_FAILED, CART_QUANTITY_FAILED, CART_REMOVE_FAILED, CART_SESSION_EXPIRED } from './session-messages';

/**
 * What the product page hands to the cart. The prices shown go with it as the spec's body has them
 * (offer_price, mrp), for the record only: the server prices every line from the catalogue (DEVIATIONS 11).
 */
export interface AddToCartInput {
  product_pk: number;
  size: string;
  quantity: number;
  offer_price: number;
  mrp: number;
}

/** On success, `cart` is the cart the server answered (its lines, count and subtotal, in its currency). */
export type CartActionResult = { ok: true; message: string; cart?: Cart } | { ok: false; message: string };

export interface SessionValue {
  /** False until the browser's storage has been read (server render and first paint). */
  ready: boolean;
  token: string | null;
  isLoggedIn: boolean;
  cartId: string | null;
  /** The currency prices show in: the shopper's choice, else detected, else USD. */
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  /** The cart lines, priced by the server in `cartCurrency`. */
  cart: CartItem[];
  cartCurrency: Currency;
  /** Sum of offer_price × quantity as the server computed it. */
  cartSubtotal: number;
  /** Sum of quantities. */
  cartCount: number;
  /** True while the first answer for the current cart is awaited. */
  cartLoading: boolean;
  /** True when the cart could not be loaded (and nothing was loaded before). */
  cartError: boolean;
  addToCart: (item: AddToCartInput) => Promise<CartActionResult>;
  removeFromCart: (
    item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy' | 'offer_price' | 'mrp'>,
  ) => Promise<CartActionResult>;
  /** Sets a line's quantity; the server refuses more than the stock (409) and answers the repriced cart. */
  setCartQuantity: (
    item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy'>,
    quantity: number,
  ) => Promise<CartActionResult>;
  /** The promo code the shopper applied (kept until the order or its removal), or null. */
  promoCode: string | null;
  /** Keeps (or, with null, forgets) the applied promo code. */
  setPromoCode: (code: string | null) => void;
  /**
   * Spec section 4: replaces the token in both storages, tells every tab, goes home, refetches the cart.
   * A login started from a page that sent the shopper with `?next=/path` (the cart) goes back there instead.
   */
  login: (token: string, cartId: string | null) => void;
  /** Revokes the token on the server, forgets it and the cart, goes home. */
  logout: () => Promise<void>;
  /** Empties the local list (the server's cart is untouched). */
  clearCart: () => void;
  /** Fetches the cart again. */
  refreshCart: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

type CartKey = readonly ['session-cart', string | null, string | null, Currency];

function cartKeyFor(token: string | null, cartId: string | null, currency: Currency): CartKey | null {
  return token || cartId ? (['session-cart', token, cartId, currency] as const) : null;
}

function emptyCart(cartId: string | null, currency: Currency): Cart {
  return { data: { data: [] }, cart_id: cartId, currency, subtotal: 0, count: 0 };
}

function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readStored(key),
    () => null,
  );
}

/** The document's cookies (the currency cookie); undefined while rendering on the server. */
function cookieJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

function useStoredCurrency(): Currency | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readStoredCurrency(localStore(), cookieJar()),
    () => null,
  );
}

const subscribeNever = () => () => undefined;

/** True once rendering in the browser after hydration. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** 4xx answers will not change by asking again; network and server errors may. */
function isWorthRetrying(error: Error): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 401) return CART_SESSION_EXPIRED;
    if (error.status === 400) {
      const detail = error.errors?.[0]?.message;
      if (detail) return `${fallback.replace(/\. Please try again\.$/, '')}: ${detail.replace(/\.$/, '')}.`;
    }
  }
  return fallback;
}

function setToken(token: string): void {
  const previous = readStored(TOKEN_STORAGE_KEY);
  removeStored(TOKEN_STORAGE_KEY);
  removeStored(TOKEN_STORAGE_KEY, 'session');
  writeStored(TOKEN_STORAGE_KEY, token);
  writeStored(TOKEN_STORAGE_KEY, token, 'session');
  announceStorageChange(TOKEN_STORAGE_KEY, previous, token);
}

function forgetToken(): void {
  const previous = readStored(TOKEN_STORAGE_KEY);
  removeStored(TOKEN_STORAGE_KEY);
  removeStored(TOKEN_STORAGE_KEY, 'session');
  announceStorageChange(TOKEN_STORAGE_KEY, previous, null);
}

function setStoredPromoCode(code: string | null): void {
  const previous = readStored(PROMO_CODE_STORAGE_KEY);
  if (previous === code) return;
  if (code) writeStored(PROMO_CODE_STORAGE_KEY, code);
  else removeStored(PROMO_CODE_STORAGE_KEY);
  announceStorageChange(PROMO_CODE_STORAGE_KEY, previous, code);
}

/** The query parameter naming where a login returns to. */
export const LOGIN_RETURN_PARAM = 'next';

/** The login page's address that comes back to `path` (a path of this site) after the login. */
export function loginPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: path }).toString()}`;
}

/** Where a login goes afterwards: the `next` path of this site the login page was opened with, else home. */
export function pathAfterLogin(search: string): string {
  const wanted = new URLSearchParams(search).get(LOGIN_RETURN_PARAM);
  // Only a path of this site: never '//host' or '/\\host' (another origin), nor a scheme.
  if (!wanted || !/^\/(?![/\\])[^\s\\]*$/.test(wanted)) return '/';
  return wanted;
}

function setCartId(cartId: string | null): void {
  const previous = readStored(CART_ID_STORAGE_KEY);
  if (previous === cartId) return;
  if (cartId) writeStored(CART_ID_STORAGE_KEY, cartId);
  else removeStored(CART_ID_STORAGE_KEY);
  announceStorageChange(CART_ID_STORAGE_KEY, previous, cartId);
}

async function fetchCart([, token, cartId, currency]: CartKey): Promise<Cart> {
  try {
    return await browserApi.getCartItems({ cart_id: cartId ?? undefined, currency }, { token });
  } catch (error) {
    console.error('Cart: loading the cart failed', error);
    if (isApiError(error)) {
      // A token the server no longer knows (expired, revoked) is dropped, like a logout.
      if (error.status === 401 && token && readStored(TOKEN_STORAGE_KEY) === token) forgetToken();
      // A guest cart that is gone (merged at a login elsewhere) is forgotten.
      if (error.status === 404 && !token && cartId && readStored(CART_ID_STORAGE_KEY) === cartId) setCartId(null);
    }
    throw error;
  }
}

/**
 * The one client-side session of the shop: token, cart id, currency and the
 * cart. Everything it does starts after hydration, from the browser's own
 * storage, so the server-rendered pages stay the same for every visitor.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const ready = useHydrated();
  const token = useStoredValue(TOKEN_STORAGE_KEY);
  const cartId = useStoredValue(CART_ID_STORAGE_KEY);
  const promoCode = useStoredValue(PROMO_CODE_STORAGE_KEY);
  const storedCurrency = useStoredCurrency();
  const currency = storedCurrency ?? INITIAL_CURRENCY;

  // Another tab logged in or out: this tab's sessionStorage follows localStorage.
  useEffect(
    () =>
      subscribeToStorage(() => {
        const shared = readStored(TOKEN_STORAGE_KEY);
        if (shared === readStored(TOKEN_STORAGE_KEY, 'session')) return;
        if (shared) writeStored(TOKEN_STORAGE_KEY, shared, 'session');
        else removeStored(TOKEN_STORAGE_KEY, 'session');
      }),
    [],
  );

  // Detection runs only when nothing is stored, so a returning visitor is never asked again.
  const detectionStarted = useRef(false);
  useEffect(() => {
    if (detectionStarted.current || readStoredCurrency(localStore(), cookieJar())) return;
    detectionStarted.current = true;
    const storage = localStore();
    void resolveCurrency(
      storage,
      {
        fetchImpl: (...args) => fetch(...args),
        geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
        // Coordinates are read only when already granted: no permission prompt on arrival.
        permissions: typeof navigator !== 'undefined' ? navigator.permissions : undefined,
      },
      cookieJar(),
    ).then((detected) => announceStorageChange('currency', null, detected));
  }, []);

  // The first-paint script already applied a stored currency; this follows detection and choices.
  useEffect(() => {
    if (storedCurrency) applyCurrency(document.documentElement, storedCurrency);
  }, [storedCurrency]);

  // A guest's wish list (issue 31, item 11) goes to the account once signed in, and is forgotten when the
  // server has it; the code that sends it loads only when there is one to send. A failed send is tried again
  // on the next page (the merge is idempotent).
  useEffect(() => {
    if (!token || readStored(WISHLIST_STORAGE_KEY) === null) return;
    void import('@/components/wishlist/merge-guest-wishlist')
      .then(({ mergeGuestWishlist }) => mergeGuestWishlist(token, currency))
      .catch(() => undefined);
  }, [token, currency]);

  const setCurrency = useCallback((next: Currency) => {
    storeCurrencyChoice(localStore(), next, cookieJar());
    announceStorageChange(CURRENCY_CHOICE_STORAGE_KEY, null, next);
  }, []);

  const cartKey = ready ? cartKeyFor(token, cartId, currency) : null;
  // A cart whose prices or stock changed meanwhile shows them on return to the tab, without a reload.
  const { data, error, isLoading } = useSWR(cartKey, fetchCart, {
    shouldRetryOnError: isWorthRetrying,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    focusThrottleInterval: 2000,
  });

  /** Shows the cart the server answered at once, stores its id, then fetches it again. */
  const adoptCart = useCallback(
    async (answeredCartId: string, cart: Cart) => {
      const key = cartKeyFor(readStored(TOKEN_STORAGE_KEY), answeredCartId, currency);
      // An answer priced in another currency than the one shown is not kept, only fetched again.
      if (cart.currency === currency) await mutate(key, cart, { revalidate: true });
      else await mutate(key);
      setCartId(answeredCartId);
    },
    [currency, mutate],
  );

  const handleActionError = useCallback((error: unknown) => {
    if (isApiError(error) && error.status === 401 && readStored(TOKEN_STORAGE_KEY)) forgetToken();
  }, []);

  const addToCart = useCallback(
    async ({ product_pk, size, quantity, offer_price, mrp }: AddToCartInput): Promise<CartActionResult> => {
      const currentToken = readStored(TOKEN_STORAGE_KEY);
      try {
        const answer = await browserApi.addCartItem(
          {
            product_pk,
            size,
            quantity,
            offer_price,
            mrp,
            is_direct_buy: false,
            // The spec's body always carries cart_id: null until the server has given one.
            cart_id: readStored(CART_ID_STORAGE_KEY),
            currency,
          },
          { token: currentToken },
        );
        await adoptCart(answer.cart_id, answer.data);
        return { ok: true, message: answer.message, cart: answer.data };
      } catch (error) {
        console.error('Cart: adding to the cart failed', error);
        handleActionError(error);
        return { ok: false, message: failureMessage(error, CART_ADD_FAILED) };
      }
    },
    [adoptCart, currency, handleActionError],
  );

  const removeFromCart = useCallback(
    async (
      item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy' | 'offer_price' | 'mrp'>,
    ): Promise<CartActionResult> => {
      // A signed-in cart is found by its token, so the token always goes with a remove.
      const currentToken = readStored(TOKEN_STORAGE_KEY);
      const currentCartId = readStored(CART_ID_STORAGE_KEY);
      if (!currentToken && !currentCartId) return { ok: false, message: CART_REMOVE_FAILED };
      try {
        const answer = await browserApi.removeCartItem(
          {
            product_pk: item.product_pk,
            size: item.size,
            offer_price: item.offer_price,
            mrp: item.mrp,
            is_direct_buy: item.is_direct_buy,
            cart_id: currentCartId,
          },
          { token: currentToken },
        );
        await adoptCart(answer.cart_id, answer.data);
        return { ok: true, message: answer.message };
      } catch (error) {
        console.error('Cart: removing from the cart failed', error);
        handleActionError(error);
        return { ok: false, message: failureMessage(error, CART_REMOVE_FAILED) };
      }
    },
    [adoptCart, handleActionError],
  );

  const setCartQuantity = useCallback(
    async (
      item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy'>,
      quantity: number,
    ): Promise<CartActionResult> => {
      const currentToken = readStored(TOKEN_STORAGE_KEY);
      const currentCartId = readStored(CART_ID_STORAGE_KEY);
      if (!currentToken && !currentCartId) return { ok: false, message: CART_QUANTITY_FAILED };
      try {
        const answer = await browserApi.updateCartItem(
          {
            product_pk: item.product_pk,
            size: item.size,
            quantity,
            is_direct_buy: item.is_direct_buy,
            cart_id: currentCartId ?? undefined,
          },
          { token: currentToken },
        );
        await adoptCart(answer.cart_id, answer.data);
        return { ok: true, message: answer.message };
      } catch (error) {
        console.error('Cart: changing the quantity failed', error);
        handleActionError(error);
        // Stock changed meanwhile: the cart shows what is there now.
        if (isApiError(error) && (error.status === 409 || error.status === 404)) {
          const key = cartKeyFor(currentToken, currentCartId, currency);
          if (key) void mutate(key);
          const detail = error.errors?.[0]?.message;
          if (error.status === 409 && detail)
            return {
              ok: false,
              message: `${CART_QUANTITY_FAILED.replace(/\. Please try again\.$/, '')}: ${detail.replace(/\.$/, '')}.`,
            };
        }
        return { ok: false, message: failureMessage(error, CART_QUANTITY_FAILED) };
      }
    },
    [adoptCart, currency, handleActionError, mutate],
  );

  const setPromoCode = useCallback((code: string | null) => setStoredPromoCode(code), []);

  const login = useCallback(
    (newToken: string, newCartId: string | null) => {
      setToken(newToken);
      setCartId(newCartId);
      router.push(pathAfterLogin(window.location.search));
      void mutate(cartKeyFor(newToken, newCartId, currency));
    },
    [currency, mutate, router],
  );

  const clearCart = useCallback(() => {
    const key = cartKeyFor(readStored(TOKEN_STORAGE_KEY), readStored(CART_ID_STORAGE_KEY), currency);
    if (key) void mutate(key, emptyCart(key[2], currency), { revalidate: false });
  }, [currency, mutate]);

  const logout = useCallback(async () => {
    const oldToken = readStored(TOKEN_STORAGE_KEY);
    const oldKey = cartKeyFor(oldToken, readStored(CART_ID_STORAGE_KEY), currency);
    if (oldKey) void mutate(oldKey, undefined, { revalidate: false });
    forgetToken();
    setCartId(null);
    setStoredPromoCode(null);
    router.push('/');
    if (!oldToken) return;
    try {
      await browserApi.logout({}, { token: oldToken });
    } catch (error) {
      // The token is gone from this browser either way.
      console.error('Logout: revoking the session on the server failed', error);
    }
  }, [currency, mutate, router]);

  const refreshCart = useCallback(async () => {
    if (cartKey) await mutate(cartKey);
  }, [cartKey, mutate]);

  const value = useMemo<SessionValue>(() => {
    const cart = cartKey && data ? data.data.data : [];
    return {
      ready,
      token,
      isLoggedIn: token !== null,
      cartId,
      currency,
      setCurrency,
      cart,
      cartCurrency: cartKey && data ? data.currency : currency,
      cartSubtotal: cartKey && data ? data.subtotal : 0,
      cartCount: cart.reduce((sum, item) => sum + item.quantity, 0),
      cartLoading: !ready || (cartKey !== null && isLoading && !data),
      cartError: cartKey !== null && !data && error !== undefined,
      addToCart,
      removeFromCart,
      setCartQuantity,
      promoCode,
      setPromoCode,
      login,
      logout,
      clearCart,
      refreshCart,
    };
  }, [
    ready,
    token,
    cartId,
    currency,
    setCurrency,
    cartKey,
    data,
    error,
    isLoading,
    addToCart,
    removeFromCart,
    setCartQuantity,
    promoCode,
    setPromoCode,
    login,
    logout,
    clearCart,
    refreshCart,
  ]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of SessionProvider (app/layout.tsx puts it around every page). */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}

/** The session when a provider is above, else null (components also rendered outside the app shell, e.g. in tests). */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}
