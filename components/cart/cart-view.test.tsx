import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  PROMO_REAPPLY,
  SHIPPING_FREE,
  SHIPPING_LABEL,
  SUBTOTAL_LABEL,
  TOTAL_LABEL,
  removeItemLabel,
} from './cart-messages';
import { CartView } from './cart-view';
import { firstItem, itemAt } from '@/lib/list';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { validatePromoCode: jest.fn(), createOrder: jest.fn(), getPaymentsConfig: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => '/cart' }));

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
const cushion: CartItem = { ...dress, id: 2, product_pk: 9, product_name: 'Kantha Cushion Cover', size: 'L', quantity: 1, offer_price: 20, mrp: 25 };

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
    refreshCart: jest.fn(),
    ...overrides,
  };
}

function useCart(overrides: Partial<SessionValue> = {}): SessionValue {
  const value = session(overrides);
  mockedUseSession.mockReturnValue(value);
  return value;
}

/** The amount shown next to a label of the totals list. */
function totalsValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function applyPromo(code: string) {
  fireEvent.change(screen.getByLabelText(PROMO_LABEL), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: PROMO_APPLY }));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CartView', () => {
  it("shows 'No items in the cart.' for an empty cart", () => {
    useCart({ cart: [] });
    render(<CartView />);
    expect(screen.getByText(CART_EMPTY)).toBeInTheDocument();
    expect(CART_EMPTY).toBe('No items in the cart.');
    expect(screen.queryByRole('button', { name: CART_CONTINUE })).not.toBeInTheDocument();
  });

  it('shows a loading status, not the empty text, until the cart is known', () => {
    useCart({ cart: [], cartLoading: true });
    render(<CartView />);
    expect(screen.getByRole('status')).toHaveTextContent(CART_LOADING);
    expect(screen.queryByText(CART_EMPTY)).not.toBeInTheDocument();
  });

  it('says the cart could not be loaded instead of calling it empty, and retries', () => {
    const value = useCart({ cart: [], cartError: true });
    render(<CartView />);
    expect(screen.getByRole('alert')).toHaveTextContent(CART_LOAD_FAILED);
    expect(screen.queryByText(CART_EMPTY)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CART_RETRY }));
    expect(value.refreshCart).toHaveBeenCalled();
  });

  it('shows a row per line: image, name, Size, Qty, line total and a remove button', () => {
    useCart();
    render(<CartView />);
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
    expect(first.getByRole('button', { name: 'Remove Indigo Dabu Print Cotton Maxi Dress, size M' })).toBeInTheDocument();
    expect(within(itemAt(rows, 1)).getByText('$20')).toBeInTheDocument();
  });

  it('shows INR line totals for an INR cart', () => {
    useCart({ cart: [{ ...dress, offer_price: 2289, mrp: 2859 }], cartCurrency: 'INR' });
    render(<CartView />);
    expect(within(screen.getByRole('listitem')).getByText('₹4,578')).toBeInTheDocument();
  });

  it('removes a line through the session and says so', async () => {
    const value = useCart();
    render(<CartView />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: removeItemLabel(cushion.product_name, 'L') }));
    });
    expect(value.removeFromCart).toHaveBeenCalledWith(cushion);
    expect(screen.getByText('Removed from cart.')).toBeInTheDocument();
  });

  it('says when a remove failed', async () => {
    useCart({ removeFromCart: jest.fn(async () => ({ ok: false as const, message: 'Could not remove the item. Please try again.' })) });
    render(<CartView />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: removeItemLabel(dress.product_name, 'M') }));
    });
    expect(screen.getByText('Could not remove the item. Please try again.')).toBeInTheDocument();
  });

  it('shows subtotal, discount, shipping Free and the total to 2 decimals', () => {
    useCart();
    render(<CartView />);
    expect(totalsValue(SUBTOTAL_LABEL)).toBe('$155.98');
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
    expect(totalsValue(SHIPPING_LABEL)).toBe(SHIPPING_FREE);
    expect(SHIPPING_FREE).toBe('Free');
    expect(totalsValue(TOTAL_LABEL)).toBe('$155.98');
  });

  it('asks a guest to log in before applying a promo code', async () => {
    useCart({ token: null, isLoggedIn: false });
    render(<CartView />);
    await applyPromo('WELCOME10');
    expect(screen.getByText(PROMO_LOGIN_REQUIRED)).toBeInTheDocument();
    expect(PROMO_LOGIN_REQUIRED).toBe('Please log in to apply a promo code.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(validatePromoCode).not.toHaveBeenCalled();
  });

  it("shows the server's message in green and takes the discount off the total", async () => {
    useCart();
    validatePromoCode.mockResolvedValue({ amount: 15.6, message: 'Promo code applied successfully.', promo_code: 'WELCOME10', currency: 'USD' });
    render(<CartView />);
    await applyPromo('welcome10');
    expect(validatePromoCode).toHaveBeenCalledWith({ amount: 155.98, promo_code: 'welcome10', no_of_products: 3 }, { token: 'tok' });
    const message = screen.getByText('Promo code applied successfully.');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(totalsValue(DISCOUNT_LABEL)).toBe('−$15.60');
    expect(totalsValue(TOTAL_LABEL)).toBe('$140.38');
  });

  it("shows 'Promo code not applied' and a zero discount when the server refuses", async () => {
    useCart();
    validatePromoCode.mockResolvedValueOnce({ amount: 15.6, message: 'Promo code applied successfully.', promo_code: 'WELCOME10', currency: 'USD' });
    render(<CartView />);
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
    validatePromoCode.mockResolvedValue({ message: 'ok', promo_code: 'X', currency: 'USD' } as unknown as Awaited<ReturnType<typeof browserApi.validatePromoCode>>);
    render(<CartView />);
    await applyPromo('X');
    expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
    expect(totalsValue(TOTAL_LABEL)).toBe('$155.98');

    validatePromoCode.mockResolvedValue({ amount: 5, message: '', promo_code: 'X', currency: 'USD' });
    await applyPromo('X');
    expect(screen.getByText(PROMO_NOT_APPLIED)).toBeInTheDocument();
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
  });

  it('drops a discount when the cart changes after it was applied', async () => {
    useCart();
    validatePromoCode.mockResolvedValue({ amount: 15.6, message: 'Promo code applied successfully.', promo_code: 'WELCOME10', currency: 'USD' });
    const { rerender } = render(<CartView />);
    await applyPromo('WELCOME10');
    useCart({ cart: [dress] });
    rerender(<CartView />);
    expect(totalsValue(DISCOUNT_LABEL)).toBe('$0');
    expect(totalsValue(TOTAL_LABEL)).toBe('$135.98');
    expect(screen.getByText(PROMO_REAPPLY)).toBeInTheDocument();
  });

  it("reveals the delivery form with 'CLICK TO CONTINUE' and moves focus to it", () => {
    useCart();
    render(<CartView />);
    expect(screen.queryByRole('heading', { name: DELIVERY_HEADING })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: CART_CONTINUE });
    expect(CART_CONTINUE).toBe('CLICK TO CONTINUE');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      fireEvent.click(button);
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: DELIVERY_HEADING })).toHaveFocus();
  });

  it('offers cash on delivery only for INR: ticking sets shipping to 39, unticking back to Free', () => {
    useCart();
    const { unmount } = render(<CartView />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    expect(screen.queryByRole('checkbox', { name: CASH_ON_DELIVERY_LABEL })).not.toBeInTheDocument();
    unmount();

    useCart({ cart: [{ ...dress, offer_price: 2289, mrp: 2859 }], cartCurrency: 'INR' });
    render(<CartView />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: CART_CONTINUE }));
    });
    const checkbox = screen.getByRole('checkbox', { name: CASH_ON_DELIVERY_LABEL });
    expect(totalsValue(SHIPPING_LABEL)).toBe('Free');
    fireEvent.click(checkbox);
    expect(totalsValue(SHIPPING_LABEL)).toBe('₹39');
    expect(totalsValue(TOTAL_LABEL)).toBe('₹4,617');
    fireEvent.click(checkbox);
    expect(totalsValue(SHIPPING_LABEL)).toBe('Free');
    expect(totalsValue(TOTAL_LABEL)).toBe('₹4,578');
  });

  it('places the order with the server: a valid card form calls create-order with the total × 100', async () => {
    (browserApi.createOrder as jest.Mock).mockRejectedValue(new ApiError('conflict', 'The order total has changed.'));
    useCart();
    render(<CartView />);
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
      fireEvent.change(screen.getByLabelText(new RegExp(`^${DELIVERY_FIELD_LABELS[name as keyof typeof DELIVERY_FIELD_LABELS]}`)), {
        target: { value },
      });
    }
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_METHOD_LABELS.razorpay }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));
    });
    expect(browserApi.createOrder).toHaveBeenCalledTimes(1);
    const [body] = (browserApi.createOrder as jest.Mock).mock.calls[0];
    expect(body).toMatchObject({ name: 'Asha Verma', mobile_number: '9829012345', delivery_address: '12 Hawa Mahal Road', promo_code: 'Nil' });
    expect(Number.isInteger(body.amount)).toBe(true);
    // Spec section 8: a card-path order creation error.
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });
});
