import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import type { PayPalButtonsOptions, RazorpayOptions } from '@/components/payments/payment-provider-types';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import type { CartItem } from '@/lib/contract/cart';
import { ApiError } from '@/lib/contract/errors';
import { site } from '@/lib/site';
import { Checkout } from './checkout-controller';
import type { CheckoutDetails } from './checkout-order';
import {
  CARD_ORDER_FAILED_MESSAGE,
  CHECKOUT_LOGIN_REQUIRED_MESSAGE,
  CHECKOUT_SCRIPT_FAILED_MESSAGE,
  ORDER_PLACED_MESSAGE,
  confirmationPath,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  WALLET_CANCELLED_MESSAGE,
  WALLET_FAILED_MESSAGE,
  WALLET_HEADING,
  WALLET_ORDER_FAILED_MESSAGE,
  paymentNotYetConfirmedMessage,
} from './checkout-messages';
import { useCheckoutScript } from './use-checkout-script';
import { ORDER_OUTCOME_INTERVAL_MS, ORDER_OUTCOME_TRIES } from './order-outcome';
import { firstItem, itemAt } from '@/lib/list';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({
  browserApi: {
    createOrder: jest.fn(),
    verifyPayment: jest.fn(),
    getPaymentsConfig: jest.fn(),
    getOrderDetail: jest.fn(),
  },
}));
jest.mock('./use-checkout-script', () => ({ useCheckoutScript: jest.fn() }));

const createOrder = browserApi.createOrder as jest.MockedFunction<typeof browserApi.createOrder>;
const verifyPayment = browserApi.verifyPayment as jest.MockedFunction<typeof browserApi.verifyPayment>;
const getOrderDetail = browserApi.getOrderDetail as jest.Mock;
/** What the server answers of the order when the browser asks after a failed confirmation. */
function orderIs(status: string) {
  getOrderDetail.mockResolvedValue({ data: { status } });
}
const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const mockedUseRouter = useRouter as jest.MockedFunction<typeof useRouter>;
const mockedUseCheckoutScript = useCheckoutScript as jest.MockedFunction<typeof useCheckoutScript>;

const dress: CartItem = {
  id: 1,
  product_pk: 7,
  product_name: 'Indigo Dabu Print Cotton Maxi Dress',
  image: '/media/products/10101-1.webp',
  size: 'M',
  quantity: 2,
  offer_price: 611.1,
  mrp: 700,
  is_direct_buy: false,
  stock: 8,
};

const details: CheckoutDetails = {
  delivery_address: '12 Johari Bazaar',
  name: 'Asha Verma',
  country: 'IN',
  country_code: '+91',
  mobile_number: '9829012345',
  pin_code: '302003',
  city: 'Jaipur',
  state: 'Rajasthan',
  comment: 'Ring twice',
  payment_method: 'razorpay',
  cash_on_delivery: false,
  promo_code: '',
  amount: 1222.2,
  currency: 'INR',
};

const deliveryFields = {
  delivery_address: '12 Johari Bazaar',
  name: 'Asha Verma',
  country: 'IN',
  country_code: '+91',
  mobile_number: '9829012345',
  pin_code: '302003',
  city: 'Jaipur',
  state: 'Rajasthan',
  comment: 'Ring twice',
};

const cardAnswer = {
  data: { id: 'order_rzp_1', amount: 122220, currency: 'INR' as const, key: 'rzp_test_key' },
  order_id: 'JH-261126-AAAA0000',
  payment_method: 'razorpay' as const,
  status: 'pending' as const,
  amount: 1222.2,
  currency: 'INR' as const,
};
const walletAnswer = {
  id: 'PAYPAL-ORDER-9',
  order_id: 'JH-261126-BBBB1111',
  payment_method: 'paypal' as const,
  status: 'pending' as const,
  amount: 1222.2,
  currency: 'INR' as const,
};
const verified = {
  success: true as const,
  order_id: 'JH-261126-AAAA0000',
  status: 'paid' as const,
  message: ORDER_PLACED_MESSAGE,
};

let push: jest.Mock;
let refreshCart: jest.Mock;
let setPromoCode: jest.Mock;
let load: jest.Mock;
let razorpayInstances: {
  options: RazorpayOptions;
  open: jest.Mock;
  on: jest.Mock;
  failed?: (response: unknown) => void;
}[];
let paypalButtons: { options: PayPalButtonsOptions; render: jest.Mock; close: jest.Mock }[];
let consoleError: jest.SpyInstance;

function session(overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    ready: true,
    token: 'tok-123',
    isLoggedIn: true,
    cartId: 'cart-1',
    currency: 'INR',
    setCurrency: jest.fn(),
    cart: [dress],
    cartCurrency: 'INR',
    cartSubtotal: 1222.2,
    cartCount: 2,
    cartLoading: false,
    cartError: false,
    addToCart: jest.fn(),
    removeFromCart: jest.fn(),
    login: jest.fn(),
    logout: jest.fn(),
    clearCart: jest.fn(),
    refreshCart,
    setCartQuantity: jest.fn(),
    promoCode: null,
    setPromoCode,
    ...overrides,
  };
}

function renderCheckout(submitted: CheckoutDetails = details) {
  return render(
    <Checkout>
      {(checkout) => (
        <button
          type="button"
          onClick={() => void checkout.placeOrder(submitted)}
          disabled={checkout.busy}
          aria-busy={checkout.busy}
        >
          Place Order
        </button>
      )}
    </Checkout>,
  );
}

async function placeOrder() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  getOrderDetail.mockReset();
  orderIs('pending');
  push = jest.fn();
  refreshCart = jest.fn(async () => undefined);
  setPromoCode = jest.fn();
  load = jest.fn(async () => undefined);
  razorpayInstances = [];
  paypalButtons = [];
  mockedUseRouter.mockReturnValue({
    push,
    replace: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  } as never);
  mockedUseSession.mockReturnValue(session());
  mockedUseCheckoutScript.mockReturnValue({ load, loaded: { razorpay: false, paypal: false } });
  createOrder.mockReset();
  verifyPayment.mockReset();
  window.sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  window.Razorpay = jest.fn(function Razorpay(this: unknown, options: RazorpayOptions) {
    const instance = {
      options,
      open: jest.fn(),
      on: jest.fn((event: string, callback: (response: unknown) => void) => {
        if (event === 'payment.failed') instance.failed = callback;
      }),
      failed: undefined as ((response: unknown) => void) | undefined,
    };
    razorpayInstances.push(instance);
    return instance;
  });
  window.paypal = {
    Buttons: jest.fn((options: PayPalButtonsOptions) => {
      const buttons = {
        options,
        render: jest.fn(async (target: HTMLElement) => {
          const button = document.createElement('button');
          button.textContent = 'Pay with PayPal';
          target.appendChild(button);
        }),
        close: jest.fn(async () => undefined),
      };
      paypalButtons.push(buttons);
      return buttons;
    }),
  };
});

afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
  delete window.Razorpay;
  delete window.paypal;
});

function alertText(): string {
  return screen.getByRole('alert').textContent ?? '';
}

describe('card payment (Razorpay)', () => {
  it('creates the order with the card body of spec section 7: total × 100, currency, promo Nil, cart id and delivery fields', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    renderCheckout();
    await placeOrder();

    expect(createOrder).toHaveBeenCalledTimes(1);
    const [body, options] = firstItem(createOrder.mock.calls);
    expect(body).toEqual({
      amount: 122220,
      currency: 'INR',
      promo_code: 'Nil',
      cart_id: 'cart-1',
      ...deliveryFields,
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9-]{8,100}$/),
    });
    expect(body).not.toHaveProperty('razorpay');
    expect(body).not.toHaveProperty('cash_on_delivery');
    expect(options).toEqual({ token: 'tok-123' });
  });

  it('sends the applied promo code instead of Nil', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    renderCheckout({ ...details, promo_code: ' WELCOME10 ' });
    await placeOrder();
    expect(firstItem(createOrder.mock.calls)[0]).toMatchObject({ promo_code: 'WELCOME10' });
  });

  it('loads the checkout script after the order exists and opens Razorpay with data.id, data.key and data.amount', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    renderCheckout();
    await placeOrder();

    expect(load).toHaveBeenCalledWith('razorpay', 'INR');
    expect(firstItem(load.mock.invocationCallOrder)).toBeGreaterThan(firstItem(createOrder.mock.invocationCallOrder));
    expect(razorpayInstances).toHaveLength(1);
    const { options, open } = firstItem(razorpayInstances);
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 122220,
      currency: 'INR',
      order_id: 'order_rzp_1',
      name: site.name,
      prefill: { name: 'Asha Verma', contact: '+919829012345' },
    });
    expect(typeof options.handler).toBe('function');
    expect(typeof options.modal?.ondismiss).toBe('function');
    expect(open).toHaveBeenCalledTimes(1);
    // The button stays busy while the payment window is open.
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveAttribute('aria-busy', 'true');
  });

  it('verifies the payment from the handler, sets the success flag, refetches the cart and goes home', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    verifyPayment.mockResolvedValue(verified);
    renderCheckout();
    await placeOrder();

    await act(async () => {
      firstItem(razorpayInstances).options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_rzp_1',
        razorpay_signature: 'sig',
      });
    });

    expect(verifyPayment).toHaveBeenCalledWith(
      {
        amount: 122220,
        razorpay: true,
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_rzp_1',
        razorpay_signature: 'sig',
        cart_id: 'cart-1',
      },
      { token: 'tok-123' },
    );
    expect(refreshCart).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/order/JH-261126-AAAA0000/thank-you');
    expect(setPromoCode).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Place Order' })).not.toBeDisabled();
  });

  it('shows the server message when verification fails, or the spec message when there is none', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    // The server, asked after the failure, shows the order not paid.
    orderIs('expired');
    verifyPayment.mockRejectedValueOnce(
      new ApiError('conflict', 'This order has expired. Please place your order again.'),
    );
    renderCheckout();
    await placeOrder();
    await act(async () => {
      firstItem(razorpayInstances).options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_rzp_1',
        razorpay_signature: 'sig',
      });
    });
    expect(alertText()).toBe('This order has expired. Please place your order again.');
    expect(push).not.toHaveBeenCalled();

    verifyPayment.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await placeOrder();
    await act(async () => {
      itemAt(razorpayInstances, 1).options.handler({
        razorpay_payment_id: 'pay_2',
        razorpay_order_id: 'order_rzp_1',
        razorpay_signature: 'sig',
      });
    });
    expect(alertText()).toBe(PAYMENT_VERIFICATION_FAILED_MESSAGE);
  });

  it('lands on the paid order when verification fails but the provider already paid it (issue 34, item 2)', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    verifyPayment.mockRejectedValueOnce(new ApiError('internal_error', 'Internal server error', { status: 500 }));
    orderIs('paid');
    renderCheckout();
    await placeOrder();
    await act(async () => {
      firstItem(razorpayInstances).options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_rzp_1',
        razorpay_signature: 'sig',
      });
    });
    expect(getOrderDetail).toHaveBeenCalledWith({ order_id: cardAnswer.order_id }, { token: 'tok-123' });
    expect(push).toHaveBeenCalledWith(confirmationPath(cardAnswer.order_id));
    expect(alertText()).toBe('');
  });

  it('says the payment is not confirmed yet, naming the order, while the server still shows it unpaid', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    verifyPayment.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderCheckout();
    await placeOrder();
    await act(async () => {
      firstItem(razorpayInstances).options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_rzp_1',
        razorpay_signature: 'sig',
      });
      // The server is asked a few times, 1.5 s apart, while the provider's report may still come.
      for (let tick = 0; tick < ORDER_OUTCOME_TRIES; tick += 1)
        await jest.advanceTimersByTimeAsync(ORDER_OUTCOME_INTERVAL_MS);
    });
    expect(getOrderDetail).toHaveBeenCalledTimes(ORDER_OUTCOME_TRIES);
    expect(alertText()).toBe(paymentNotYetConfirmedMessage(cardAnswer.order_id));
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the reason of a refusal meant for the shopper (sold out meanwhile) for 5 seconds, then nothing', async () => {
    const reason = 'Only 1 left of Indigo Dabu Print Cotton Maxi Dress (size M).';
    createOrder.mockRejectedValue(new ApiError('conflict', reason));
    renderCheckout();
    await placeOrder();

    expect(alertText()).toBe(reason);
    expect(load).not.toHaveBeenCalled();
    expect(window.Razorpay).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(4900));
    expect(alertText()).toBe(reason);
    act(() => jest.advanceTimersByTime(100));
    expect(alertText()).toBe('');
    expect(screen.getByRole('button', { name: 'Place Order' })).not.toBeDisabled();
  });

  it("shows the spec's card order error when the server's failure is not meant for the shopper", async () => {
    createOrder.mockRejectedValue(new ApiError('internal_error', 'database exploded'));
    renderCheckout();
    await placeOrder();
    expect(alertText()).toBe(CARD_ORDER_FAILED_MESSAGE);
  });

  it('logs a failed card payment without showing it; closing the window says the payment was cancelled', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    renderCheckout();
    await placeOrder();

    act(() =>
      firstItem(razorpayInstances).failed?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } }),
    );
    expect(consoleError).toHaveBeenCalledWith('Checkout: the card payment failed', {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
    });
    expect(alertText()).toBe('');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    // Cancel and Escape both dismiss the window: the same message as the wallet's cancel.
    await act(async () => firstItem(razorpayInstances).options.modal?.ondismiss?.());
    expect(screen.getByRole('button', { name: 'Place Order' })).not.toBeDisabled();
    expect(alertText()).toBe(WALLET_CANCELLED_MESSAGE);
    expect(push).not.toHaveBeenCalled();
  });

  it('gives focus back to the button that opened the card window when it closes', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    render(
      <Checkout>
        {(checkout) => (
          <button
            type="button"
            onClick={() => void checkout.placeOrder(details)}
            aria-disabled={checkout.busy || undefined}
          >
            Place Order
          </button>
        )}
      </Checkout>,
    );
    const opener = screen.getByRole('button', { name: 'Place Order' });
    opener.focus();
    await placeOrder();
    // The window took focus and went away with it.
    opener.blur();
    expect(document.activeElement).toBe(document.body);
    await act(async () => firstItem(razorpayInstances).options.modal?.ondismiss?.());
    expect(opener).toHaveFocus();
  });

  it('refetches the cart after an order the server refused (its total or stock changed)', async () => {
    createOrder.mockRejectedValue(
      new ApiError('conflict', 'The order total has changed to ₹1,299.00. Please review your cart and try again.', {
        field: 'amount',
      }),
    );
    renderCheckout();
    await placeOrder();
    expect(refreshCart).toHaveBeenCalledTimes(1);
  });

  it('shows the load message when the checkout script cannot be loaded', async () => {
    createOrder.mockResolvedValue(cardAnswer);
    load.mockRejectedValue(new Error(CHECKOUT_SCRIPT_FAILED_MESSAGE));
    renderCheckout();
    await placeOrder();
    expect(alertText()).toBe(CHECKOUT_SCRIPT_FAILED_MESSAGE);
    expect(window.Razorpay).not.toHaveBeenCalled();
  });

  it('creates one order for a double click, with a new key for the next submission', async () => {
    let answer: (value: typeof cardAnswer) => void = () => undefined;
    createOrder.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCheckout();
    const button = screen.getByRole('button', { name: 'Place Order' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(cardAnswer));
    await act(async () => firstItem(razorpayInstances).options.modal?.ondismiss?.());

    createOrder.mockResolvedValue(cardAnswer);
    await placeOrder();
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(itemAt(createOrder.mock.calls, 1)[0].idempotency_key).not.toBe(
      firstItem(createOrder.mock.calls)[0].idempotency_key,
    );
  });

  it('asks a shopper without a token to log in, and creates nothing', async () => {
    mockedUseSession.mockReturnValue(session({ token: null, isLoggedIn: false }));
    const { rerender } = renderCheckout();
    await placeOrder();
    await placeOrder();
    expect(createOrder).not.toHaveBeenCalled();
    expect(alertText()).toBe(CHECKOUT_LOGIN_REQUIRED_MESSAGE);

    // Logged in meanwhile: the next submission places the order.
    mockedUseSession.mockReturnValue(session());
    createOrder.mockResolvedValue(cardAnswer);
    rerender(
      <Checkout>
        {(checkout) => (
          <button type="button" onClick={() => void checkout.placeOrder(details)}>
            Place Order
          </button>
        )}
      </Checkout>,
    );
    await placeOrder();
    expect(createOrder).toHaveBeenCalledTimes(1);
  });
});

describe('wallet payment (PayPal)', () => {
  const wallet = { ...details, payment_method: 'paypal' as const };

  function walletRegion() {
    return screen.queryByRole('region', { name: WALLET_HEADING });
  }

  it('keeps the PayPal container hidden until the order is created, then renders the buttons in it', async () => {
    let answer: (value: typeof walletAnswer) => void = () => undefined;
    createOrder.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCheckout(wallet);
    expect(walletRegion()).toBeNull();
    await placeOrder();
    expect(walletRegion()).toBeNull();

    await act(async () => answer(walletAnswer));
    const region = walletRegion();
    expect(region).not.toBeNull();
    expect(load).toHaveBeenCalledWith('paypal', 'INR');
    expect(paypalButtons).toHaveLength(1);
    expect(within(region!).getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    // Spec section 7: the order lines with name, unit amount and quantity.
    const lines = within(region!).getByRole('list');
    expect(lines).toHaveTextContent('Indigo Dabu Print Cotton Maxi Dress');
    expect(lines).toHaveTextContent('₹611.10 × 2');
    expect(await firstItem(paypalButtons).options.createOrder()).toBe('PAYPAL-ORDER-9');
    // The section the shopper must act on now takes the focus.
    expect(within(region!).getByRole('heading', { name: WALLET_HEADING })).toHaveFocus();
  });

  it('creates the wallet order with razorpay false and the total the page shows', async () => {
    createOrder.mockResolvedValue(walletAnswer);
    renderCheckout(wallet);
    await placeOrder();
    expect(createOrder).toHaveBeenCalledWith(
      {
        amount: 1222.2,
        currency: 'INR',
        promo_code: 'Nil',
        razorpay: false,
        cart_id: 'cart-1',
        ...deliveryFields,
        idempotency_key: expect.any(String),
      },
      { token: 'tok-123' },
    );
  });

  it('never shows the container when the wallet order fails: server message, else the spec message', async () => {
    createOrder.mockRejectedValueOnce(
      new ApiError('conflict', 'The order total has changed to ₹1,299.00. Please review your cart and try again.'),
    );
    renderCheckout(wallet);
    await placeOrder();
    expect(alertText()).toBe('The order total has changed to ₹1,299.00. Please review your cart and try again.');
    expect(walletRegion()).toBeNull();

    createOrder.mockRejectedValueOnce(new TypeError('boom'));
    await placeOrder();
    expect(alertText()).toBe(WALLET_ORDER_FAILED_MESSAGE);
    expect(walletRegion()).toBeNull();
    expect(window.paypal?.Buttons).not.toHaveBeenCalled();
  });

  it('shows the cancel and error texts of spec section 8', async () => {
    createOrder.mockResolvedValue(walletAnswer);
    renderCheckout(wallet);
    await placeOrder();
    const { options } = firstItem(paypalButtons);

    act(() => options.onCancel?.({ orderID: 'PAYPAL-ORDER-9' }));
    expect(alertText()).toBe(WALLET_CANCELLED_MESSAGE);
    act(() => jest.advanceTimersByTime(5000));
    expect(alertText()).toBe('');

    act(() => options.onError?.(new Error('popup closed')));
    expect(alertText()).toBe(WALLET_FAILED_MESSAGE);
  });

  it('gives focus back to the PayPal button when its window closes (cancel or failure)', async () => {
    createOrder.mockResolvedValue(walletAnswer);
    renderCheckout(wallet);
    await placeOrder();
    const { options } = firstItem(paypalButtons);
    const payPal = screen.getByRole('button', { name: 'Pay with PayPal' });

    (document.activeElement as HTMLElement | null)?.blur();
    act(() => options.onCancel?.({ orderID: 'PAYPAL-ORDER-9' }));
    expect(payPal).toHaveFocus();

    payPal.blur();
    act(() => options.onError?.(new Error('The PayPal sandbox payment failed.')));
    expect(payPal).toHaveFocus();
  });

  it('verifies an approved payment with the wallet body, then goes home with the success flag', async () => {
    createOrder.mockResolvedValue(walletAnswer);
    verifyPayment.mockResolvedValue({ ...verified, order_id: walletAnswer.order_id });
    renderCheckout(wallet);
    await placeOrder();

    await act(async () => {
      await firstItem(paypalButtons).options.onApprove({ orderID: 'PAYPAL-ORDER-9' });
    });
    expect(verifyPayment).toHaveBeenCalledWith(
      { amount: 1222.2, razorpay: false, order_id: 'PAYPAL-ORDER-9', cart_id: 'cart-1' },
      { token: 'tok-123' },
    );
    expect(refreshCart).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/order/JH-261126-BBBB1111/thank-you');
    expect(setPromoCode).toHaveBeenCalledWith(null);
  });

  it('shows the capture message when the capture fails without a server message', async () => {
    createOrder.mockResolvedValue(walletAnswer);
    orderIs('failed');
    verifyPayment.mockRejectedValue(new TypeError('network'));
    renderCheckout(wallet);
    await placeOrder();
    await act(async () => {
      await firstItem(paypalButtons).options.onApprove({ orderID: 'PAYPAL-ORDER-9' });
    });
    expect(alertText()).toBe(PAYMENT_CAPTURE_FAILED_MESSAGE);
    expect(push).not.toHaveBeenCalled();
  });

  it('lands on the paid order when the capture call fails but PayPal already paid it (issue 34, item 2)', async () => {
    createOrder.mockResolvedValue(walletAnswer);
    verifyPayment.mockRejectedValue(new ApiError('internal_error', 'Internal server error', { status: 500 }));
    orderIs('paid');
    renderCheckout(wallet);
    await placeOrder();
    await act(async () => {
      await firstItem(paypalButtons).options.onApprove({ orderID: 'PAYPAL-ORDER-9' });
    });
    expect(getOrderDetail).toHaveBeenCalledWith({ order_id: walletAnswer.order_id }, { token: 'tok-123' });
    expect(push).toHaveBeenCalledWith(confirmationPath(walletAnswer.order_id));
    expect(alertText()).toBe('');
  });

  it('hides the PayPal container again when the next submission is by card', async () => {
    createOrder.mockResolvedValueOnce(walletAnswer);
    const { rerender } = renderCheckout(wallet);
    await placeOrder();
    expect(walletRegion()).not.toBeNull();

    createOrder.mockResolvedValueOnce(cardAnswer);
    rerender(
      <Checkout>
        {(checkout) => (
          <button type="button" onClick={() => void checkout.placeOrder(details)}>
            Place Order
          </button>
        )}
      </Checkout>,
    );
    await placeOrder();
    expect(walletRegion()).toBeNull();
    expect(firstItem(paypalButtons).close).toHaveBeenCalled();
  });
});

describe('cash on delivery', () => {
  it('creates a cash-on-delivery order and goes home with the success flag, without any payment window', async () => {
    createOrder.mockResolvedValue({
      order_id: 'JH-261126-CCCC2222',
      status: 'cod_confirmed',
      message: ORDER_PLACED_MESSAGE,
      payment_method: 'cod',
      amount: 1261.2,
      currency: 'INR',
    });
    // Cash on delivery is a payment method of its own: no card or PayPal choice beside it.
    renderCheckout({ ...details, payment_method: 'cod', cash_on_delivery: true, amount: 1261.2 });
    await placeOrder();

    expect(createOrder).toHaveBeenCalledWith(
      {
        amount: 126120,
        currency: 'INR',
        promo_code: 'Nil',
        cart_id: 'cart-1',
        ...deliveryFields,
        cash_on_delivery: true,
        idempotency_key: expect.any(String),
      },
      { token: 'tok-123' },
    );
    expect(load).not.toHaveBeenCalled();
    expect(window.Razorpay).not.toHaveBeenCalled();
    expect(refreshCart).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/order/JH-261126-CCCC2222/thank-you');
    expect(setPromoCode).toHaveBeenCalledWith(null);
  });

  it('shows the server message when the order is refused', async () => {
    createOrder.mockRejectedValue(
      new ApiError('invalid_request', 'Cash on delivery is available for orders in INR only.'),
    );
    renderCheckout({ ...details, cash_on_delivery: true });
    await placeOrder();
    expect(alertText()).toBe('Cash on delivery is available for orders in INR only.');
    expect(push).not.toHaveBeenCalled();
  });
});
