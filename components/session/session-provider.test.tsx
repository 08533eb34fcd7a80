import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { SWRConfig, mutate as mutateSwrCache } from 'swr';
import { browserApi } from '@/lib/api/browser';
import type { Cart, CartItem } from '@/lib/contract/cart';
import { ApiError } from '@/lib/contract/errors';
import { CART_ID_STORAGE_KEY, PROMO_CODE_STORAGE_KEY, TOKEN_STORAGE_KEY } from './browser-storage';
import { loadCartSync } from './cart-sync-loader';
import type * as CartSyncLoader from './cart-sync-loader';
import { CART_ADD_FAILED } from './session-messages';
import {
  SessionProvider,
  loginPathReturningTo,
  pathAfterLogin,
  useSession,
  type SessionValue,
} from './session-provider';
import { firstItem } from '@/lib/list';

const push = jest.fn();
// The real loader, watched: a first visit without a cart never loads the cart's code (issue 32, item 5).
jest.mock('./cart-sync-loader', () => {
  const actual = jest.requireActual<typeof CartSyncLoader>('./cart-sync-loader');
  return { loadCartSync: jest.fn(actual.loadCartSync) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/api/browser', () => ({
  browserApi: {
    getCartItems: jest.fn(),
    addCartItem: jest.fn(),
    removeCartItem: jest.fn(),
    updateCartItem: jest.fn(),
    logout: jest.fn(),
  },
}));

const api = browserApi as unknown as jest.Mocked<
  Pick<typeof browserApi, 'getCartItems' | 'addCartItem' | 'removeCartItem' | 'updateCartItem' | 'logout'>
>;

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    product_pk: 7,
    product_name: 'Indigo Dabu Print Cotton Maxi Dress',
    image: '/media/products/10101-1.webp',
    size: 'M',
    quantity: 2,
    offer_price: 67.99,
    mrp: 84.99,
    is_direct_buy: false,
    stock: 8,
    ...overrides,
  };
}

function cartOf(items: CartItem[], cartId: string | null = 'cart-1', currency: 'USD' | 'INR' = 'USD'): Cart {
  const subtotal = items.reduce((sum, item) => sum + Math.round(item.offer_price * 100) * item.quantity, 0) / 100;
  return {
    data: { data: items },
    cart_id: cartId,
    currency,
    subtotal,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

function Capture({ onRender }: { onRender: (value: SessionValue) => void }) {
  const value = useSession();
  useEffect(() => {
    onRender(value);
  });
  return null;
}

let session: SessionValue;
function renderSession() {
  return render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <SessionProvider>
        <Capture onRender={(value) => (session = value)} />
      </SessionProvider>
    </SWRConfig>,
  );
}

function storageEventFromAnotherTab(key: string, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
  });
}

beforeEach(async () => {
  // The session's cart lives in SWR's global cache (components/session/cart-sync.tsx): emptied between tests.
  await mutateSwrCache(() => true, undefined, { revalidate: false });
  jest.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // No currency cookie left by an earlier test (detection and choices write one).
  document.cookie = 'currency=; Path=/; Max-Age=0';
  // A returning visitor: no detection request in these tests unless one asks for it.
  window.localStorage.setItem('currency', 'USD');
  delete document.documentElement.dataset.currency;
  api.getCartItems.mockResolvedValue(cartOf([]));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('SessionProvider: login state', () => {
  it('starts logged out, with an empty cart and no cart request', async () => {
    renderSession();
    await waitFor(() => expect(session.ready).toBe(true));
    expect(session.isLoggedIn).toBe(false);
    expect(session.cartCount).toBe(0);
    expect(api.getCartItems).not.toHaveBeenCalled();
    expect(loadCartSync).not.toHaveBeenCalled();
  });

  it('login replaces the token in both storages, fires a storage event, goes home and fetches the cart', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
    const storageEvents: StorageEvent[] = [];
    const listener = (event: Event) => storageEvents.push(event as StorageEvent);
    window.addEventListener('storage', listener);
    api.getCartItems.mockResolvedValue(cartOf([line()], 'user-cart'));
    renderSession();

    act(() => session.login('new-token', 'user-cart'));

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe('user-cart');
    expect(storageEvents.some((event) => event.key === TOKEN_STORAGE_KEY && event.newValue === 'new-token')).toBe(true);
    expect(push).toHaveBeenCalledWith('/');
    await waitFor(() => expect(session.isLoggedIn).toBe(true));
    await waitFor(() => expect(session.cartCount).toBe(2));
    expect(api.getCartItems).toHaveBeenLastCalledWith(
      { cart_id: 'user-cart', currency: 'USD' },
      { token: 'new-token' },
    );
    window.removeEventListener('storage', listener);
  });

  it('follows a login and a logout made in another tab', async () => {
    renderSession();
    await waitFor(() => expect(session.ready).toBe(true));
    expect(session.isLoggedIn).toBe(false);

    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tab-two-token');
    storageEventFromAnotherTab(TOKEN_STORAGE_KEY, 'tab-two-token');
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe('tab-two-token');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tab-two-token');

    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    storageEventFromAnotherTab(TOKEN_STORAGE_KEY, null);
    expect(session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logout revokes the token on the server, forgets it and the cart, and goes home', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'user-cart');
    api.getCartItems.mockResolvedValue(cartOf([line()], 'user-cart'));
    api.logout.mockResolvedValue({ message: 'Logged out.' });
    renderSession();
    await waitFor(() => expect(session.cartCount).toBe(2));

    await act(async () => session.logout());

    expect(api.logout).toHaveBeenCalledWith({}, { token: 'tok' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    expect(session.isLoggedIn).toBe(false);
    expect(session.cart).toEqual([]);
    expect(session.cartCount).toBe(0);
    expect(push).toHaveBeenCalledWith('/');
  });

  it('logs out locally even when the server cannot be reached', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    api.logout.mockRejectedValue(new ApiError('bad_gateway', 'unreachable'));
    renderSession();
    await act(async () => session.logout());
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });

  it('drops a token the server no longer accepts', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    api.getCartItems.mockRejectedValue(new ApiError('unauthorized', 'Your session has expired. Please log in again.'));
    renderSession();
    await waitFor(() => expect(session.isLoggedIn).toBe(false));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('SessionProvider: cart', () => {
  it('fetches the cart of a stored cartId', async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'guest-cart');
    api.getCartItems.mockResolvedValue(cartOf([line(), line({ id: 2, size: 'L', quantity: 1 })], 'guest-cart'));
    renderSession();
    await waitFor(() => expect(session.cartCount).toBe(3));
    expect(api.getCartItems).toHaveBeenCalledWith({ cart_id: 'guest-cart', currency: 'USD' }, { token: null });
    expect(session.cart).toHaveLength(2);
  });

  it("adds as a guest with the spec's body (prices shown, for the record; cart_id null), stores the cart_id answered, and fetches the cart again", async () => {
    const added = cartOf([line()], 'new-cart');
    api.addCartItem.mockResolvedValue({ message: 'Added to cart.', cart_id: 'new-cart', data: added });
    api.getCartItems.mockResolvedValue(added);
    renderSession();
    await waitFor(() => expect(session.ready).toBe(true));

    let result: Awaited<ReturnType<SessionValue['addToCart']>> | undefined;
    await act(async () => {
      result = await session.addToCart({ product_pk: 7, size: 'M', quantity: 2, offer_price: 24, mrp: 30 });
    });

    // The server's cart answer goes with the result: the cart panel shows its line, count and subtotal.
    expect(result).toEqual({ ok: true, message: 'Added to cart.', cart: added });
    const [body, options] = firstItem(api.addCartItem.mock.calls);
    expect(body).toEqual({
      product_pk: 7,
      size: 'M',
      quantity: 2,
      offer_price: 24,
      mrp: 30,
      is_direct_buy: false,
      cart_id: null,
      currency: 'USD',
    });
    expect(options).toEqual({ token: null });
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe('new-cart');
    await waitFor(() =>
      expect(api.getCartItems).toHaveBeenCalledWith({ cart_id: 'new-cart', currency: 'USD' }, { token: null }),
    );
    expect(session.cartCount).toBe(2);
  });

  it('adds with the token and the stored cart_id and currency, and refetches after each add', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'user-cart');
    window.localStorage.setItem('currency', 'INR');
    api.getCartItems.mockResolvedValue(cartOf([], 'user-cart', 'INR'));
    renderSession();
    await waitFor(() => expect(api.getCartItems).toHaveBeenCalledTimes(1));
    const after = cartOf([line({ offer_price: 2289, mrp: 2859 })], 'user-cart', 'INR');
    api.addCartItem.mockResolvedValue({ message: 'Added to cart.', cart_id: 'user-cart', data: after });
    api.getCartItems.mockResolvedValue(after);

    await act(async () => {
      await session.addToCart({ product_pk: 7, size: 'M', quantity: 2, offer_price: 24, mrp: 30 });
    });

    expect(api.addCartItem).toHaveBeenCalledWith(
      {
        product_pk: 7,
        size: 'M',
        quantity: 2,
        offer_price: 24,
        mrp: 30,
        is_direct_buy: false,
        cart_id: 'user-cart',
        currency: 'INR',
      },
      { token: 'tok' },
    );
    await waitFor(() => expect(api.getCartItems).toHaveBeenCalledTimes(2));
    expect(session.cartCurrency).toBe('INR');
    expect(session.cartSubtotal).toBe(4578);
  });

  it('answers a failed add with a message and logs it', async () => {
    api.addCartItem.mockRejectedValue(new ApiError('bad_gateway', 'down'));
    renderSession();
    let result: Awaited<ReturnType<SessionValue['addToCart']>> | undefined;
    await act(async () => {
      result = await session.addToCart({ product_pk: 7, size: 'M', quantity: 1, offer_price: 24, mrp: 30 });
    });
    expect(result).toEqual({ ok: false, message: CART_ADD_FAILED });
    expect(CART_ADD_FAILED).toBe('Could not add to cart. Please try again.');
    expect(console.error).toHaveBeenCalled();

    api.addCartItem.mockRejectedValue(
      new ApiError('invalid_request', 'quantity: only 3 left in stock', {
        field: 'quantity',
        errors: [{ field: 'quantity', message: 'only 3 left in stock' }],
      }),
    );
    await act(async () => {
      result = await session.addToCart({ product_pk: 7, size: 'M', quantity: 9, offer_price: 24, mrp: 30 });
    });
    expect(result).toEqual({ ok: false, message: 'Could not add to cart: only 3 left in stock.' });
  });

  it('removes with the token when logged in and shows the cart that is left', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'user-cart');
    const both = cartOf([line(), line({ id: 2, size: 'L', quantity: 1 })], 'user-cart');
    api.getCartItems.mockResolvedValue(both);
    renderSession();
    await waitFor(() => expect(session.cartCount).toBe(3));
    const left = cartOf([line({ id: 2, size: 'L', quantity: 1 })], 'user-cart');
    api.removeCartItem.mockResolvedValue({ message: 'Removed from cart.', cart_id: 'user-cart', data: left });
    api.getCartItems.mockResolvedValue(left);

    await act(async () => {
      await session.removeFromCart(firstItem(session.cart));
    });

    expect(api.removeCartItem).toHaveBeenCalledWith(
      { product_pk: 7, size: 'M', offer_price: 67.99, mrp: 84.99, is_direct_buy: false, cart_id: 'user-cart' },
      { token: 'tok' },
    );
    await waitFor(() => expect(session.cartCount).toBe(1));
  });

  it('clearCart empties the local list', async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'guest-cart');
    api.getCartItems.mockResolvedValue(cartOf([line()], 'guest-cart'));
    renderSession();
    await waitFor(() => expect(session.cartCount).toBe(2));
    act(() => session.clearCart());
    await waitFor(() => expect(session.cart).toEqual([]));
    expect(session.cartCount).toBe(0);
  });

  it('reports a cart that could not be loaded', async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'guest-cart');
    api.getCartItems.mockRejectedValue(
      new ApiError('internal_error', 'Something went wrong on our side. Please try again.'),
    );
    renderSession();
    await waitFor(() => expect(session.cartError).toBe(true));
    expect(session.cart).toEqual([]);
    expect(session.cartLoading).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Cart: loading the cart failed', expect.any(ApiError));
  });

  it('forgets a guest cart the server no longer has', async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'merged-away');
    api.getCartItems.mockRejectedValue(new ApiError('not_found', 'Cart not found', { field: 'cart_id' }));
    renderSession();
    await waitFor(() => expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBeNull());
  });
});

describe('SessionProvider: currency', () => {
  it('uses the stored currency for the cart and applies a choice to <html data-currency>', async () => {
    window.localStorage.setItem('currency', 'INR');
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'guest-cart');
    renderSession();
    await waitFor(() => expect(session.currency).toBe('INR'));
    await waitFor(() =>
      expect(api.getCartItems).toHaveBeenCalledWith({ cart_id: 'guest-cart', currency: 'INR' }, { token: null }),
    );

    act(() => session.setCurrency('USD'));
    expect(session.currency).toBe('USD');
    expect(window.localStorage.getItem('currencyChoice')).toBe('USD');
    expect(document.documentElement.dataset.currency).toBe('USD');
    await waitFor(() =>
      expect(api.getCartItems).toHaveBeenLastCalledWith({ cart_id: 'guest-cart', currency: 'USD' }, { token: null }),
    );
  });

  it('detects the currency once when nothing is stored, then stores and applies it', async () => {
    window.localStorage.removeItem('currency');
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ country_code: 'IN' }) }));
    const saved = (globalThis as { fetch?: unknown }).fetch;
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    try {
      renderSession();
      expect(session.currency).toBe('USD');
      await waitFor(() => expect(session.currency).toBe('INR'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // This site's own location call: the browser never asks a third party.
      expect(fetchMock).toHaveBeenCalledWith('/api/location/', expect.anything());
      expect(window.localStorage.getItem('currency')).toBe('INR');
      expect(document.documentElement.dataset.currency).toBe('INR');
    } finally {
      (globalThis as { fetch?: unknown }).fetch = saved;
    }
  });

  describe('with no country from the server', () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 40.7128, longitude: -74.006 } } as GeolocationPosition),
    );
    let savedFetch: unknown;
    function browserWith(permission: PermissionState) {
      window.localStorage.removeItem('currency');
      savedFetch = (globalThis as { fetch?: unknown }).fetch;
      (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({
        ok: true,
        json: async () => ({ country_code: null }),
      }));
      Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
      Object.defineProperty(window.navigator, 'permissions', {
        configurable: true,
        value: { query: jest.fn(async () => ({ state: permission })) },
      });
    }
    afterEach(() => {
      (globalThis as { fetch?: unknown }).fetch = savedFetch;
      delete (window.navigator as { geolocation?: unknown }).geolocation;
      delete (window.navigator as { permissions?: unknown }).permissions;
    });

    it('uses the coordinates when the shopper already allowed them', async () => {
      browserWith('granted');
      renderSession();
      await waitFor(() => expect(window.localStorage.getItem('currency')).toBe('USD'));
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    });

    it('never prompts for the position on arrival, and shows INR', async () => {
      browserWith('prompt');
      renderSession();
      await waitFor(() => expect(session.currency).toBe('INR'));
      expect(window.localStorage.getItem('currency')).toBe('INR');
      expect(getCurrentPosition).not.toHaveBeenCalled();
    });
  });

  it('does not detect again when a currency is stored', async () => {
    const fetchMock = jest.fn();
    const saved = (globalThis as { fetch?: unknown }).fetch;
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    try {
      renderSession();
      await waitFor(() => expect(session.ready).toBe(true));
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      (globalThis as { fetch?: unknown }).fetch = saved;
    }
  });
});

describe('SessionProvider: back to the cart after a login, quantities, the kept promo code', () => {
  it('builds the login address that returns to the cart, and accepts only paths of this site', () => {
    expect(loginPathReturningTo('/cart')).toBe('/login?next=%2Fcart');
    expect(pathAfterLogin('?next=%2Fcart')).toBe('/cart');
    expect(pathAfterLogin('')).toBe('/');
    for (const elsewhere of [
      'https://evil.example/',
      '//evil.example/cart',
      '/\\evil.example',
      'javascript:alert(1)',
      'cart',
    ]) {
      expect(pathAfterLogin(`?${new URLSearchParams({ next: elsewhere }).toString()}`)).toBe('/');
    }
  });

  it('a login opened from the cart goes back to the cart (the guest cart merged on the server)', async () => {
    window.history.pushState({}, '', '/login?next=%2Fcart');
    try {
      renderSession();
      act(() => session.login('new-token', 'merged-cart'));
      expect(push).toHaveBeenCalledWith('/cart');
      expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe('merged-cart');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('sets a quantity through the server and shows the cart it answers', async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'cart-1');
    api.getCartItems.mockResolvedValue(cartOf([line()]));
    api.updateCartItem.mockResolvedValue({
      message: 'Quantity updated.',
      cart_id: 'cart-1',
      data: cartOf([line({ quantity: 3 })]),
    });
    renderSession();
    await waitFor(() => expect(session.cartCount).toBe(2));
    api.getCartItems.mockResolvedValue(cartOf([line({ quantity: 3 })]));
    let result: Awaited<ReturnType<SessionValue['setCartQuantity']>> | undefined;
    await act(async () => {
      result = await session.setCartQuantity(line(), 3);
    });
    expect(api.updateCartItem).toHaveBeenCalledWith(
      { product_pk: 7, size: 'M', quantity: 3, is_direct_buy: false, cart_id: 'cart-1' },
      { token: null },
    );
    expect(result).toEqual({ ok: true, message: 'Quantity updated.', cart: cartOf([line({ quantity: 3 })]) });
    await waitFor(() => expect(session.cartCount).toBe(3));
  });

  it('says what stock allows when the server refuses a quantity (409), and fetches the cart again', async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, 'cart-1');
    api.getCartItems.mockResolvedValue(cartOf([line()]));
    api.updateCartItem.mockRejectedValue(
      new ApiError('conflict', 'quantity: only 2 left in stock', {
        field: 'quantity',
        errors: [{ field: 'quantity', message: 'only 2 left in stock' }],
      }),
    );
    renderSession();
    await waitFor(() => expect(session.cartCount).toBe(2));
    const calls = api.getCartItems.mock.calls.length;
    let result: Awaited<ReturnType<SessionValue['setCartQuantity']>> | undefined;
    await act(async () => {
      result = await session.setCartQuantity(line(), 5);
    });
    expect(result).toEqual({ ok: false, message: 'Could not change the quantity: only 2 left in stock.' });
    await waitFor(() => expect(api.getCartItems.mock.calls.length).toBeGreaterThan(calls));
  });

  it('keeps the applied promo code across pages, and forgets it at logout', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    api.logout.mockResolvedValue({ message: 'Logged out.' });
    renderSession();
    await waitFor(() => expect(session.ready).toBe(true));
    act(() => session.setPromoCode('WELCOME10'));
    expect(window.localStorage.getItem(PROMO_CODE_STORAGE_KEY)).toBe('WELCOME10');
    await waitFor(() => expect(session.promoCode).toBe('WELCOME10'));
    await act(async () => session.logout());
    expect(window.localStorage.getItem(PROMO_CODE_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(session.promoCode).toBeNull());
  });
});
