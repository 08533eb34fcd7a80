'use client';
import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { browserApi } from '@/lib/api/browser';
import type { Cart, CartItem } from '@/lib/contract/cart';
import type { Currency } from '@/lib/money';
import {
  CURRENCY_CHOICE_STORAGE_KEY,
  INITIAL_CURRENCY,
  applyCurrency,
  readStoredCurrency,
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
import { CART_ADD_FAILED, CART_QUANTITY_FAILED, CART_REMOVE_FAILED } from './session-messages';
import type { AddToCartInput, CartActionResult, CartActionSession, CartKey } from './cart-actions';
import type { CartState, CartSync } from './cart-sync';
import { loadCartSync, type CartCode } from './cart-sync-loader';

export type { AddToCartInput, CartActionResult } from './cart-actions';

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

function sameCartKey(a: CartKey | null, b: CartKey | null): boolean {
  return a === b || (a !== null && b !== null && a.every((part, index) => part === b[index]));
}

const NO_CART_STATE: CartState = { key: null, data: undefined, error: undefined, isLoading: true };

/**
 * The cart's code (cart-sync-loader.ts): `loadCartCode` loads it once and answers it (SWR's half to mount, SWR's
 * mutate, the cart's actions), or null when its chunk could not be loaded (`syncFailed`; the next ask tries
 * again). A cart action on a page that had no cart yet loads it.
 */
function useCartCode(): {
  CartSyncComponent: typeof CartSync | null;
  syncFailed: boolean;
  loadCartCode: () => Promise<CartCode | null>;
} {
  const [CartSyncComponent, setCartSyncComponent] = useState<typeof CartSync | null>(null);
  const [syncFailed, setSyncFailed] = useState(false);
  const loadCartCode = useCallback(async () => {
    try {
      const code = await loadCartSync();
      setCartSyncComponent(() => code.CartSync);
      setSyncFailed(false);
      return code;
    } catch (error) {
      console.error('Cart: loading the cart code failed', error);
      setSyncFailed(true);
      return null;
    }
  }, []);
  return { CartSyncComponent, syncFailed, loadCartCode };
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

/**
 * The one client-side session of the shop: token, cart id, currency and the
 * cart. Everything it does starts after hydration, from the browser's own
 * storage, so the server-rendered pages stay the same for every visitor.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { CartSyncComponent, syncFailed, loadCartCode } = useCartCode();
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
    // Its code loads only now (lib/currency-location.ts): a returning visitor's pages never carry it. A chunk that
    // fails to load leaves the initial currency; the next page tries again.
    void import('@/lib/currency-location')
      .then(({ resolveCurrency }) =>
        resolveCurrency(
          storage,
          {
            fetchImpl: (...args) => fetch(...args),
            geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
            // Coordinates are read only when already granted: no permission prompt on arrival.
            permissions: typeof navigator !== 'undefined' ? navigator.permissions : undefined,
          },
          cookieJar(),
        ),
      )
      .then((detected) => announceStorageChange('currency', null, detected))
      .catch((error: unknown) => console.error('Currency: loading the detection failed', error));
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

  const cartKey = useMemo(() => (ready ? cartKeyFor(token, cartId, currency) : null), [ready, token, cartId, currency]);
  // The cart's SWR half loads when there is a cart to show (a first visit without one never loads it).
  useEffect(() => {
    if (cartKey) void loadCartCode();
  }, [cartKey, loadCartCode]);
  // CartSync hands SWR's state up only when it changed (its effect's dependencies; cartKey is memoised).
  const [cartState, setCartState] = useState<CartState>(NO_CART_STATE);
  // What SWR holds for another key (the one before a login or a currency change) is not this cart's.
  const current = cartKey && sameCartKey(cartState.key, cartKey) ? cartState : NO_CART_STATE;
  // Until the SWR half has answered for this key, the cart counts as loading.
  const { data, error, isLoading } = current;

  /** Shows the cart the server answered at once, stores its id, then fetches it again. */
  const adoptCart = useCallback(
    async (answeredCartId: string, cart: Cart) => {
      const key = cartKeyFor(readStored(TOKEN_STORAGE_KEY), answeredCartId, currency);
      const mutate = (await loadCartCode())?.mutateCart;
      // An answer priced in another currency than the one shown is not kept, only fetched again.
      if (mutate && cart.currency === currency) await mutate(key, cart, { revalidate: true });
      else if (mutate) await mutate(key);
      setCartId(answeredCartId);
    },
    [currency, loadCartCode],
  );

  const actionSession = useMemo<CartActionSession>(
    () => ({
      currency,
      adoptCart,
      forgetToken,
      forgetCartId: () => setCartId(null),
      refetchCart: (cartToken, cartCartId) => {
        const key = cartKeyFor(cartToken, cartCartId, currency);
        if (key) void loadCartCode().then((code) => code?.mutateCart(key));
      },
    }),
    [currency, adoptCart, loadCartCode],
  );

  const addToCart = useCallback(
    async (item: AddToCartInput): Promise<CartActionResult> => {
      const code = await loadCartCode();
      return code ? code.addCartLine(item, actionSession) : { ok: false, message: CART_ADD_FAILED };
    },
    [actionSession, loadCartCode],
  );

  const removeFromCart = useCallback(
    async (
      item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy' | 'offer_price' | 'mrp'>,
    ): Promise<CartActionResult> => {
      const code = await loadCartCode();
      return code ? code.removeCartLine(item, actionSession) : { ok: false, message: CART_REMOVE_FAILED };
    },
    [actionSession, loadCartCode],
  );

  const setCartQuantity = useCallback(
    async (
      item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy'>,
      quantity: number,
    ): Promise<CartActionResult> => {
      const code = await loadCartCode();
      return code
        ? code.setCartLineQuantity(item, quantity, actionSession)
        : { ok: false, message: CART_QUANTITY_FAILED };
    },
    [actionSession, loadCartCode],
  );

  const setPromoCode = useCallback((code: string | null) => setStoredPromoCode(code), []);

  const login = useCallback(
    (newToken: string, newCartId: string | null) => {
      setToken(newToken);
      setCartId(newCartId);
      router.push(pathAfterLogin(window.location.search));
      void loadCartCode().then((code) => code?.mutateCart(cartKeyFor(newToken, newCartId, currency)));
    },
    [currency, loadCartCode, router],
  );

  const clearCart = useCallback(() => {
    const key = cartKeyFor(readStored(TOKEN_STORAGE_KEY), readStored(CART_ID_STORAGE_KEY), currency);
    if (key)
      void loadCartCode().then((code) => code?.mutateCart(key, emptyCart(key[2], currency), { revalidate: false }));
  }, [currency, loadCartCode]);

  const logout = useCallback(async () => {
    const oldToken = readStored(TOKEN_STORAGE_KEY);
    const oldKey = cartKeyFor(oldToken, readStored(CART_ID_STORAGE_KEY), currency);
    if (oldKey) void loadCartCode().then((code) => code?.mutateCart(oldKey, undefined, { revalidate: false }));
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
  }, [currency, loadCartCode, router]);

  const refreshCart = useCallback(async () => {
    if (!cartKey) return;
    await (await loadCartCode())?.mutateCart(cartKey);
  }, [cartKey, loadCartCode]);

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
      cartLoading: !ready || (cartKey !== null && isLoading && !data && !syncFailed),
      cartError: cartKey !== null && !data && (error !== undefined || syncFailed),
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
    syncFailed,
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

  return (
    <SessionContext.Provider value={value}>
      {CartSyncComponent ? (
        <CartSyncComponent cartKey={cartKey} session={actionSession} onState={setCartState} />
      ) : null}
      {children}
    </SessionContext.Provider>
  );
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
