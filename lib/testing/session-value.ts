import type { SessionValue } from '@/components/session/session-provider';

/**
 * A signed-in session as `useSession` answers it, for component tests that mock the provider: an empty
 * cart in rupees, every action a `jest.fn()`. Pass what the test is about as overrides.
 */
export function testSessionValue(overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    ready: true,
    token: 'tok',
    isLoggedIn: true,
    cartId: null,
    currency: 'INR',
    setCurrency: jest.fn(),
    cart: [],
    cartCurrency: 'INR',
    cartSubtotal: 0,
    cartCount: 0,
    cartLoading: false,
    cartError: false,
    addToCart: jest.fn(),
    removeFromCart: jest.fn(),
    login: jest.fn(),
    logout: jest.fn(),
    clearCart: jest.fn(),
    refreshCart: jest.fn(),
    setCartQuantity: jest.fn(),
    promoCode: null,
    setPromoCode: jest.fn(),
    ...overrides,
  };
}

/** The session of `token`, or of a visitor who is not signed in (null). */
export function testSessionOf(token: string | null): SessionValue {
  return testSessionValue({ token, isLoggedIn: token !== null });
}
