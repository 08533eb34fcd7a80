import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import type { CartItem } from '@/lib/contract/cart';
import { ApiError } from '@/lib/contract/errors';
import {
  CART_CONTINUE,
  CART_EMPTY,
  CART_LOADING,
  CART_LOAD_FAILED,
  CART_RETRY,
  CASH_ON_DELIVERY_LABEL,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  DISCOUNT_LABEL,
  PAYMENT_METHOD_LABELS,
  PLACE_ORDER,
  PROMO_APPLY,
  PROMO_LABEL,
  PROMO_LOGIN_REQUIRED,
  PROMO_NOT_APPLIED,
  CART_LOGIN_LINK,
  CART_LOGIN_REQUIRED,
  CART_PRICES_CHANGED,
  decreaseQuantityLabel,
  increaseQuantityLabel,
  priceChangedText,
  promoRemoveLabel,
  SHIPPING_FREE,
  SHIPPING_LABEL,
  SUBTOTAL_LABEL,
  TOTAL_LABEL,
  removeItemLabel,
} from './cart-messages';
import { CartCheckout, loadCartCheckout } from './cart-checkout-loader';
import { CartView } from './cart-view';
import { firstItem, itemAt } from '@/lib/list';

jest.mock('@/components/session/session-provider', () => ({
  useSession: jest.fn(),
  loginPathReturningTo: (path: string) => `/login?next=${encodeURIComponent(path)}`,
}));
jest.mock('@/lib/api/browser', () => ({
  browserApi: { validatePromoCode: jest.fn(), createOrder: jest.fn(), getPaymentsConfig: jest.fn() },
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/cart',
}));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const validatePromoCode = browserApi.validatePromoCode as jest.MockedFunction<typeof browserApi.validatePromoCode>;

const dress: CartItem = {
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
};
const cushion: CartItem = {
  ...dress,
  id: 2,
  product_pk: 9,
  product_name: 'Kantha Cushion Cover',
  size: 'L',
  quantity: 1,
  offer_price: 20,
  mrp: 25,
};

function session(overrides: Partial<SessionValue> = {}): SessionValue {
  const cart = overrides.cart ?? [dress, cushion];
  return {
    ready: true,
    token: 'tok',
    isLoggedIn: true,
    cartId: 'cart-1',
    currency: 'USD',
    setCurrency: jest.fn(),
    cart,
    cartCurrency: 'USD',
    cartSubtotal: cart.reduce((sum, item) => sum + Math.round(item.offer_price * 100) * item.quantity, 0) / 100,
    cartCount: cart.reduce((sum, item) => sum + item.quantity, 0),
    cartLoading: false,
    cartError: false,
    addToCart: jest.fn(),
    removeFromCart: jest.fn(async () => ({ ok: true as const, message: 'Removed from cart.' })),
    login: jest.fn(),
    logout: jest.fn(),
    clearCart: jest.fn(),
    refreshCart: jest.fn(async () => undefined),
    setCartQuantity: jest.fn(),
    promoCode: null,
    setPromoCode: jest.fn(),
    ...overrides,
  };
}

/** The session's kept promo code, as the provider keeps it (a store the components re-render from). */
const promoStore = {
  value: null as string | null,
  listeners: new Set<() => void>(),
  set(code: string | null) {
    promoStore.value = code;
    promoStore.listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    promoStore.listeners.add(listener);
    return () => promoStore.listeners.delete(listener);
  },
};

function useCart(overrides: Partial<SessionValue> = {}): SessionValue {
  const value = session(overrides);
  const setPromoCode = jest.fn((code: string | null) => promoStore.set(code));
  mockedUseSession.mockImplementation(() => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- useSession is itself a hook
    const promoCode = useSyncExternalStore(promoStore.subscribe, () => promoStore.value);
    return { ...value, promoCode, setPromoCode };
  });
  return { ...value, setPromoCode };
}

/** A fresh SWR cache per test: a promo answer never leaks into the next test. */
function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** The amount shown next to a label of the totals list. */
function totalsValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function fillDeliveryForm() {
  const values: Record<string, string> = {
    name: 'Asha Verma',
    mobile_number: '9829012345',
    delivery_address: '12 Hawa Mahal Road',
    pin_code: '302002',
    city: 'Jaipur',
    state: 'Rajasthan',
  };
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(
      screen.getByLabelText(new RegExp(`^${DELIVERY_FIELD_LABELS[name as keyof typeof DELIVERY_FIELD_LABELS]}`)),
      { target: { value } },
    );
  }
}

async function applyPromo(code: string) {
  fireEvent.change(screen.getByLabelText(PROMO_LABEL), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: PROMO_APPLY }));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  promoStore.value = null;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

// Declared first, so it runs before the suite below has loaded the checkout's code (decision 058).
describe("the checkout's code", () => {
  it("is not loaded with the cart: 'CLICK TO CONTINUE' loads it, then opens the form with focus on its heading", async () => {
    expect(CartCheckout).toBeNull();
    useCart();
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.queryByRole('heading', { name: DELIVERY_HEADING })).not.toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    expect(await screen.findByRole('heading', { name: DELIVERY_HEADING })).toHaveFocus();
    expect(CartCheckout).not.toBeNull();
    expect(screen.queryByRole('button', { name: CART_CONTINUE })).not.toBeInTheDocument();
  });
});

describe('CartView', () => {
  // The checkout's code in (as the idle time or the shopper's pointer brings it): the form opens on the press.
  beforeAll(() => loadCartCheckout());

  it("shows 'No items in the cart.' for an empty cart", () => {
    useCart({ cart: [] });
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.getByText(CART_EMPTY)).toBeInTheDocument();
    expect(CART_EMPTY).toBe('No items in the cart.');
    expect(screen.queryByRole('button', { name: CART_CONTINUE })).not.toBeInTheDocument();
  });

  it('shows a loading status, not the empty text, until the cart is known', () => {
    useCart({ cart: [], cartLoading: true });
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.getByRole('status')).toHaveTextContent(CART_LOADING);
    expect(screen.queryByText(CART_EMPTY)).not.toBeInTheDocument();
  });

  it('says the cart could not be loaded instead of calling it empty, and retries', () => {
    const value = useCart({ cart: [], cartError: true });
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.getByRole('alert')).toHaveTextContent(CART_LOAD_FAILED);
    expect(screen.queryByText(CART_EMPTY)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CART_RETRY }));
    expect(value.refreshCart).toHaveBeenCalled();
  });

  it('shows a row per line: image, name, Size, Qty, line total and a remove button', () => {
    useCart();
    render(<CartView />, { wrapper: FreshCache });
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(firstItem(rows));
    expect(first.getByRole('img', { name: dress.product_name })).toBeInTheDocument();
    expect(first.getByRole('link', { name: dress.product_name })).toHaveAttribute('href', '/product/7');
    expect(first.getByText('Size')).toBeInTheDocument();
    expect(first.getByText('M')).toBeInTheDocument();
    expect(first.getByText('Qty')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('$135.98')).toBeInTheDocument();
    expect(
      first.getByRole('button', { name: 'Remove Indigo Dabu Print Cotton Maxi Dress, size M' }),
    ).toBeInTheDocument();
    expect(within(itemAt(rows, 1)).getByText('$20')).toBeInTheDocument();
  });

  it('shows a price that changed since the line was added on that line and above the totals, announced politely', () => {
    useCart();
    const { rerender } = render(<CartView />, { wrapper: FreshCache });
    // The live regions are there, empty, before the refreshed cart brings the change, so it is announced.
    // (The line's last status region: the stepper's own comes before it.)
    const dressNotice = within(firstItem(screen.getAllByRole('listitem')))
      .getAllByRole('status')
      .at(-1);
    expect(dressNotice).toBeEmptyDOMElement();
    expect(screen.queryByText(CART_PRICES_CHANGED)).not.toBeInTheDocument();

    useCart({ cart: [{ ...dress, offer_price: 59.99, previous_offer_price: 67.99 }, cushion] });
    rerender(<CartView />);
    const rows = screen.getAllByRole('listitem');
    const notice = within(firstItem(rows)).getByText(priceChangedText('$67.99', '$59.99'));
    expect(notice).toHaveTextContent('Price changed: was $67.99, now $59.99.');
    // The same live region as before, now with the text.
    expect(notice).toBe(dressNotice);
    expect(within(firstItem(rows)).getByText('$119.98')).toBeInTheDocument();
    expect(within(itemAt(rows, 1)).queryByText(/Price changed/)).not.toBeInTheDocument();
    expect(screen.getByText(CART_PRICES_CHANGED)).toHaveAttribute('role', 'status');
    expect(totalsValue(SUBTOTAL_LABEL)).toBe('$139.98');
  });

  it('shows a changed price of an INR cart in rupees', () => {
    useCart({
      cart: [{ ...dress, quantity: 1, offer_price: 5199, mrp: 7099, previous_offer_price: 5699 }],
      cartCurrency: 'INR',
    });
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.getByText(priceChangedText('₹5,699', '₹5,199'))).toBeInTheDocument();
  });

  it('shows INR line totals for an INR cart', () => {
    useCart({ cart: [{ ...dress, offer_price: 2289, mrp: 2859 }], cartCurrency: 'INR' });
    render(<CartView />, { wrapper: FreshCache });
    expect(within(screen.getByRole('listitem')).getByText('₹4,578')).toBeInTheDocument();
  });

  it('removes a line through the session and says so', async () => {
    const value = useCart();
    render(<CartView />, { wrapper: FreshCache });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: removeItemLabel(cushion.product_name, 'L') }));
    });
    expect(value.removeFromCart).toHaveBeenCalledWith(cushion);
    expect(screen.getByText('Removed from cart.')).toBeInTheDocument();
  });

  it('says when a remove failed', async () => {
    useCart({
      removeFromCart: jest.fn(async () => ({
        ok: false as const,
        message: 'Could not remove the item. Please try again.',
      })),
    });
    render(<CartView />, { wrapper: FreshCache });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: removeItemLabel(dress.product_name, 'M') }));
    });
    expect(screen.getByText('Could not remove the item. Please try again.')).toBeInTheDocument();
  });

  it('shows subtotal, discount, shipping Free and the total to 2 decimals', () => {
    useCart();
    render(<CartView />, { wrapper: FreshCache });
    expect(totalsValue(SUBTOTAL_LABEL)).toBe('$155.98');
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
    expect(totalsValue(SHIPPING_LABEL)).toBe(SHIPPING_FREE);
    expect(SHIPPING_FREE).toBe('Free');
    expect(totalsValue(TOTAL_LABEL)).toBe('$155.98');
  });

  it('asks a guest to log in before applying a promo code', async () => {
    useCart({ token: null, isLoggedIn: false });
    render(<CartView />, { wrapper: FreshCache });
    await applyPromo('WELCOME10');
    expect(screen.getByText(PROMO_LOGIN_REQUIRED)).toBeInTheDocument();
    expect(PROMO_LOGIN_REQUIRED).toBe('Please log in to apply a promo code.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(validatePromoCode).not.toHaveBeenCalled();
  });

  it("shows the server's message in green and takes the discount off the total", async () => {
    useCart();
    validatePromoCode.mockResolvedValue({
      amount: 15.6,
      message: 'Promo code applied successfully.',
      promo_code: 'WELCOME10',
      currency: 'USD',
    });
    render(<CartView />, { wrapper: FreshCache });
    await applyPromo('welcome10');
    expect(validatePromoCode).toHaveBeenCalledWith(
      { amount: 155.98, promo_code: 'welcome10', no_of_products: 3 },
      { token: 'tok' },
    );
    const message = screen.getByText('Promo code applied successfully.');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(totalsValue(DISCOUNT_LABEL)).toBe('−$15.60');
    expect(totalsValue(TOTAL_LABEL)).toBe('$140.38');
  });

  it("shows 'Promo code not applied' and a zero discount when the server refuses", async () => {
    useCart();
    validatePromoCode.mockResolvedValueOnce({
      amount: 15.6,
      message: 'Promo code applied successfully.',
      promo_code: 'WELCOME10',
      currency: 'USD',
    });
    render(<CartView />, { wrapper: FreshCache });
    await applyPromo('WELCOME10');
    expect(totalsValue(TOTAL_LABEL)).toBe('$140.38');

    validatePromoCode.mockRejectedValueOnce(
      new ApiError('invalid_request', 'This promo code is not valid.', {
        field: 'promo_code',
        errors: [{ field: 'promo_code', message: 'This promo code is not valid.' }],
      }),
    );
    await applyPromo('NOPE');
    expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
    expect(PROMO_NOT_APPLIED).toBe('Promo code not applied');
    expect(screen.getByText('This promo code is not valid.')).toBeInTheDocument();
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
    expect(totalsValue(TOTAL_LABEL)).toBe('$155.98');
  });

  it('refuses an answer without amount or message', async () => {
    useCart();
    validatePromoCode.mockResolvedValue({ message: 'ok', promo_code: 'X', currency: 'USD' } as unknown as Awaited<
      ReturnType<typeof browserApi.validatePromoCode>
    >);
    render(<CartView />, { wrapper: FreshCache });
    await applyPromo('X');
    expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
    expect(totalsValue(TOTAL_LABEL)).toBe('$155.98');

    validatePromoCode.mockResolvedValue({ amount: 5, message: '', promo_code: 'X', currency: 'USD' });
    await applyPromo('X');
    expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
  });

  it('keeps an applied code when the cart changes: the server prices it again for the new cart', async () => {
    const value = useCart();
    validatePromoCode.mockResolvedValueOnce({
      amount: 15.6,
      message: 'Promo code applied successfully.',
      promo_code: 'WELCOME10',
      currency: 'USD',
    });
    const { rerender } = render(<CartView />, { wrapper: FreshCache });
    await applyPromo('welcome10');
    expect(value.setPromoCode).toHaveBeenCalledWith('WELCOME10');
    expect(totalsValue(DISCOUNT_LABEL)).toBe('−$15.60');

    validatePromoCode.mockResolvedValueOnce({
      amount: 13.6,
      message: 'Promo code applied successfully.',
      promo_code: 'WELCOME10',
      currency: 'USD',
    });
    useCart({ cart: [dress] });
    rerender(<CartView />);
    await waitFor(() => expect(totalsValue(DISCOUNT_LABEL)).toBe('−$13.60'));
    expect(validatePromoCode).toHaveBeenLastCalledWith(
      { amount: 135.98, promo_code: 'WELCOME10', no_of_products: 2 },
      { token: 'tok' },
    );
    expect(totalsValue(TOTAL_LABEL)).toBe('$122.38');
  });

  it('applies a kept code on arrival (after a reload), and forgets it with Remove', async () => {
    promoStore.value = 'WELCOME10';
    const value = useCart();
    validatePromoCode.mockResolvedValue({
      amount: 15.6,
      message: 'Promo code applied successfully.',
      promo_code: 'WELCOME10',
      currency: 'USD',
    });
    render(<CartView />, { wrapper: FreshCache });
    await waitFor(() => expect(totalsValue(DISCOUNT_LABEL)).toBe('−$15.60'));
    expect(screen.getByLabelText(PROMO_LABEL)).toHaveValue('WELCOME10');

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: promoRemoveLabel('WELCOME10') }));
    });
    expect(value.setPromoCode).toHaveBeenLastCalledWith(null);
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
    expect(screen.getByLabelText(PROMO_LABEL)).toHaveFocus();
  });

  it('forgets a kept code the server refuses for the changed cart, saying it is not applied', async () => {
    promoStore.value = 'BIGCART';
    const value = useCart();
    validatePromoCode.mockRejectedValue(
      new ApiError('invalid_request', 'This promo code needs a cart of at least $150.', {
        field: 'promo_code',
        errors: [{ field: 'promo_code', message: 'This promo code needs a cart of at least $150.' }],
      }),
    );
    render(<CartView />, { wrapper: FreshCache });
    await waitFor(() => expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument());
    expect(value.setPromoCode).toHaveBeenCalledWith(null);
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
  });

  it("takes 'Promo code not applied' away after 5 seconds (spec section 8), and the field's invalid mark with it", async () => {
    jest.useFakeTimers();
    try {
      useCart();
      validatePromoCode.mockRejectedValue(
        new ApiError('invalid_request', 'This promo code is not valid.', { field: 'promo_code' }),
      );
      render(<CartView />, { wrapper: FreshCache });
      await applyPromo('NOPE');
      expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
      expect(screen.getByLabelText(PROMO_LABEL)).toHaveAttribute('aria-invalid', 'true');
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(PROMO_NOT_APPLIED)).not.toBeInTheDocument();
      expect(screen.getByLabelText(PROMO_LABEL)).not.toHaveAttribute('aria-invalid');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks a guest to log in at the cart, before any delivery form, with a link back to the cart', () => {
    useCart({ token: null, isLoggedIn: false });
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.getByText(CART_LOGIN_REQUIRED)).toBeInTheDocument();
    expect(CART_LOGIN_REQUIRED).toBe('Please log in to place your order.');
    expect(screen.getByRole('link', { name: CART_LOGIN_LINK })).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(screen.queryByRole('button', { name: CART_CONTINUE })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: DELIVERY_HEADING })).not.toBeInTheDocument();
  });

  it('changes a quantity with the stepper, from 1 to the stock, keeping focus on the pressed button', async () => {
    let finish: (value: { ok: true; message: string }) => void = () => undefined;
    const setCartQuantity = jest.fn(() => new Promise<{ ok: true; message: string }>((resolve) => (finish = resolve)));
    useCart({
      cart: [
        { ...dress, quantity: 2, stock: 3 },
        { ...cushion, quantity: 1 },
      ],
      setCartQuantity,
    });
    render(<CartView />, { wrapper: FreshCache });
    const more = screen.getByRole('button', { name: increaseQuantityLabel(dress.product_name, 'M') });
    more.focus();
    fireEvent.click(more);
    expect(setCartQuantity).toHaveBeenCalledWith(expect.objectContaining({ product_pk: 7, size: 'M' }), 3);
    // While the change runs the button ignores presses but keeps focus (never `disabled`).
    expect(more).not.toBeDisabled();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    fireEvent.click(more);
    expect(setCartQuantity).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true, message: 'Quantity updated.' }));
    expect(screen.getByText('Quantity updated.')).toBeInTheDocument();

    // The cushion has 1: its − stops there.
    const fewer = screen.getByRole('button', { name: decreaseQuantityLabel(cushion.product_name, 'L') });
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(fewer);
    expect(setCartQuantity).toHaveBeenCalledTimes(1);
  });

  it('stops + at the stock and says so', () => {
    const setCartQuantity = jest.fn();
    useCart({ cart: [{ ...dress, quantity: 3, stock: 3 }], setCartQuantity });
    render(<CartView />, { wrapper: FreshCache });
    const more = screen.getByRole('button', { name: increaseQuantityLabel(dress.product_name, 'M') });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveAccessibleDescription('Only 3 in stock');
    fireEvent.click(more);
    expect(setCartQuantity).not.toHaveBeenCalled();
  });

  it('says why the server refused a quantity', async () => {
    useCart({
      setCartQuantity: jest.fn(async () => ({
        ok: false as const,
        message: 'Could not change the quantity: only 2 left in stock.',
      })),
    });
    render(<CartView />, { wrapper: FreshCache });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: increaseQuantityLabel(cushion.product_name, 'L') }));
    });
    expect(screen.getByText('Could not change the quantity: only 2 left in stock.')).toBeInTheDocument();
  });

  it('keeps focus on Remove while it runs, then moves it to the list heading', async () => {
    let finish: (value: { ok: true; message: string }) => void = () => undefined;
    const removeFromCart = jest.fn(() => new Promise<{ ok: true; message: string }>((resolve) => (finish = resolve)));
    useCart({ removeFromCart });
    render(<CartView />, { wrapper: FreshCache });
    const remove = screen.getByRole('button', { name: removeItemLabel(cushion.product_name, 'L') });
    remove.focus();
    fireEvent.click(remove);
    expect(remove).not.toBeDisabled();
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveFocus();
    fireEvent.click(remove);
    expect(removeFromCart).toHaveBeenCalledTimes(1);
    useCart({ cart: [dress] });
    await act(async () => finish({ ok: true, message: 'Removed from cart.' }));
    expect(screen.getByRole('heading', { name: 'Items in your cart' })).toHaveFocus();
  });

  it("reveals the delivery form with 'CLICK TO CONTINUE', which goes (DEVIATIONS 63), and moves focus to it", () => {
    useCart();
    render(<CartView />, { wrapper: FreshCache });
    expect(screen.queryByRole('heading', { name: DELIVERY_HEADING })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: CART_CONTINUE });
    expect(CART_CONTINUE).toBe('CLICK TO CONTINUE');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      fireEvent.click(button);
    });
    expect(button).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CART_CONTINUE })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: DELIVERY_HEADING })).toHaveFocus();
  });

  it("opens the delivery form at once when reached as /cart?checkout (the cart panel's Checkout), a guest still asked to log in", async () => {
    window.history.replaceState(null, '', '/cart?checkout');
    try {
      useCart();
      const { unmount } = render(<CartView />, { wrapper: FreshCache });
      expect(await screen.findByRole('heading', { name: DELIVERY_HEADING })).toHaveFocus();
      expect(screen.queryByRole('button', { name: CART_CONTINUE })).not.toBeInTheDocument();
      unmount();

      useCart({ token: null, isLoggedIn: false });
      render(<CartView />, { wrapper: FreshCache });
      await act(async () => undefined);
      expect(screen.queryByRole('heading', { name: DELIVERY_HEADING })).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('offers cash on delivery as a payment method of its own, for INR only: shipping 39 while it is chosen', () => {
    useCart();
    const { unmount } = render(<CartView />, { wrapper: FreshCache });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['razorpay', 'paypal']);
    expect(screen.queryByRole('checkbox', { name: CASH_ON_DELIVERY_LABEL })).not.toBeInTheDocument();
    unmount();

    useCart({ cart: [{ ...dress, offer_price: 2289, mrp: 2859 }], cartCurrency: 'INR' });
    render(<CartView />, { wrapper: FreshCache });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    const cod = screen.getByRole('radio', { name: new RegExp(`^${CASH_ON_DELIVERY_LABEL}`) });
    expect(screen.getByRole('group', { name: 'Payment method' })).toContainElement(cod);
    expect(totalsValue(SHIPPING_LABEL)).toBe('Free');
    fireEvent.click(cod);
    expect(cod).toBeChecked();
    expect(totalsValue(SHIPPING_LABEL)).toBe('₹39');
    expect(totalsValue(TOTAL_LABEL)).toBe('₹4,617');
    const card = screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay });
    fireEvent.click(card);
    expect(cod).not.toBeChecked();
    expect(totalsValue(SHIPPING_LABEL)).toBe('Free');
    expect(totalsValue(TOTAL_LABEL)).toBe('₹4,578');
  });

  it('places a cash-on-delivery order with no other method ticked', async () => {
    (browserApi.createOrder as jest.Mock).mockResolvedValue({
      order_id: 'JH-1',
      status: 'cod_confirmed',
      message: 'ok',
      payment_method: 'cod',
      amount: 4617,
      currency: 'INR',
    });
    useCart({ cart: [{ ...dress, offer_price: 2289, mrp: 2859 }], cartCurrency: 'INR' });
    render(<CartView />, { wrapper: FreshCache });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    fillDeliveryForm();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${CASH_ON_DELIVERY_LABEL}`) }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));
    });
    expect(screen.queryByText('Please select a payment method.')).not.toBeInTheDocument();
    expect(browserApi.createOrder).toHaveBeenCalledWith(
      expect.objectContaining({ cash_on_delivery: true, amount: 461700 }),
      { token: 'tok' },
    );
  });

  it('places the order with the server: a valid card form calls create-order with the total × 100', async () => {
    (browserApi.createOrder as jest.Mock).mockRejectedValue(new ApiError('conflict', 'The order total has changed.'));
    useCart();
    render(<CartView />, { wrapper: FreshCache });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    const values: Record<string, string> = {
      name: 'Asha Verma',
      mobile_number: '9829012345',
      delivery_address: '12 Hawa Mahal Road',
      pin_code: '302002',
      city: 'Jaipur',
      state: 'Rajasthan',
    };
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(
        screen.getByLabelText(new RegExp(`^${DELIVERY_FIELD_LABELS[name as keyof typeof DELIVERY_FIELD_LABELS]}`)),
        {
          target: { value },
        },
      );
    }
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));
    });
    expect(browserApi.createOrder).toHaveBeenCalledTimes(1);
    const [body] = (browserApi.createOrder as jest.Mock).mock.calls[0];
    expect(body).toMatchObject({
      name: 'Asha Verma',
      mobile_number: '9829012345',
      delivery_address: '12 Hawa Mahal Road',
      promo_code: 'Nil',
    });
    expect(Number.isInteger(body.amount)).toBe(true);
    // The server's reason, meant for the shopper, on the card path too (issue 34).
    expect(await screen.findByText('The order total has changed.')).toBeInTheDocument();
  });
});
