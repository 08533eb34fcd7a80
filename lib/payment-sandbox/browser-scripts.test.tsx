import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PAYPAL_SDK_SCRIPT, RAZORPAY_CHECKOUT_SCRIPT } from './browser-scripts';

/** The stand-in checkout scripts, run in jsdom as the browser would run them, with the sandbox's answers faked. */
interface RazorpayLike {
  open(): void;
  on(event: string, callback: (payload: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayLike;
interface PayPalLike {
  Buttons(options: Record<string, unknown>): { render(target: string | HTMLElement): Promise<void> };
}

const globals = window as unknown as { Razorpay?: RazorpayConstructor; paypal?: PayPalLike };

function run(source: string) {
  new Function(source)();
}

function answer(body: unknown, ok = true) {
  return Promise.resolve({ ok, json: () => Promise.resolve(body) });
}

let fetchMock: jest.Mock;
beforeEach(() => {
  delete globals.Razorpay;
  delete globals.paypal;
  document.body.innerHTML = '';
  fetchMock = jest.fn();
  (globalThis as unknown as { fetch: jest.Mock }).fetch = fetchMock;
});

describe('/sandbox/razorpay/checkout.js', () => {
  function open(extra: Record<string, unknown> = {}) {
    run(RAZORPAY_CHECKOUT_SCRIPT);
    const handler = jest.fn();
    const ondismiss = jest.fn();
    const failed = jest.fn();
    const rzp = new globals.Razorpay!({
      key: 'rzp_test_sandbox',
      amount: 122220,
      currency: 'INR',
      order_id: 'order_ABCDEFGHIJKLMN',
      name: 'Jaipur Handcrafted',
      description: 'Order JH-261125-7K3M9Q2X',
      prefill: { name: 'Asha', email: 'asha@example.com', contact: '+919829012345' },
      handler,
      modal: { ondismiss },
      ...extra,
    });
    rzp.on('payment.failed', failed);
    rzp.open();
    return { handler, ondismiss, failed };
  }

  it('shows an accessible test-mode dialog with Pay, Fail payment and Cancel, focus on Pay', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Razorpay checkout' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Test mode: no real money moves.');
    expect(dialog).toHaveTextContent('₹1,222.20');
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fail payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('Pay asks the sandbox for a payment and hands Razorpay’s three values to the handler', async () => {
    const paid = {
      razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
      razorpay_order_id: 'order_ABCDEFGHIJKLMN',
      razorpay_signature: 'a'.repeat(64),
    };
    fetchMock.mockReturnValueOnce(answer(paid));
    const { handler } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(handler).toHaveBeenCalledWith(paid));
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost/sandbox/razorpay/checkout/pay',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      key_id: 'rzp_test_sandbox',
      order_id: 'order_ABCDEFGHIJKLMN',
      email: 'asha@example.com',
      contact: '+919829012345',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Fail payment emits payment.failed and keeps the dialog open for another try', async () => {
    const failure = {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'declined',
        metadata: { order_id: 'order_ABCDEFGHIJKLMN', payment_id: 'pay_X' },
      },
    };
    fetchMock.mockReturnValueOnce(answer(failure));
    const { failed, handler } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith(failure));
    expect(fetchMock.mock.calls[0][0]).toBe('http://localhost/sandbox/razorpay/checkout/fail');
    expect(handler).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('The payment failed. You can try again or cancel.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Cancel and Escape call modal.ondismiss and close the dialog', () => {
    const first = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.ondismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const second = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(second.ondismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus on Pay while the payment runs (aria-disabled, never disabled), ignoring presses and Escape', async () => {
    let finish: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { ondismiss } = open();
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    expect(pay).not.toBeDisabled();
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveFocus();
    fireEvent.click(pay);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ondismiss).not.toHaveBeenCalled();
    finish({ ok: false, json: () => Promise.resolve({ error: { description: 'declined' } }) });
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-disabled'));
    expect(pay).toHaveFocus();
  });

  it('gives focus back to the button that opened it when it closes', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Place Order';
    document.body.appendChild(opener);
    opener.focus();
    open();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();
  });
});

describe('/sandbox/paypal/sdk.js', () => {
  async function render(options: Record<string, unknown>) {
    run(PAYPAL_SDK_SCRIPT);
    const container = document.createElement('div');
    container.id = 'paypal-buttons';
    document.body.appendChild(container);
    await globals.paypal!.Buttons(options).render('#paypal-buttons');
  }

  it('renders Pay with PayPal; createOrder, Approve payment, then onApprove with the order id', async () => {
    fetchMock.mockImplementation((url: string) =>
      url.includes('/checkout/approve')
        ? answer({ orderID: '5O190127TN364715T', payerID: 'SANDBOXPAYER01' })
        : answer({ amount: { currency_code: 'USD', value: '25.00' } }),
    );
    const createOrder = jest.fn(() => Promise.resolve('5O190127TN364715T'));
    const onApprove = jest.fn(() => Promise.resolve());
    await render({ createOrder, onApprove });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'PayPal checkout' });
    await waitFor(() => expect(dialog).toHaveTextContent('$25.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve payment' }));
    await waitFor(() =>
      expect(onApprove).toHaveBeenCalledWith(
        expect.objectContaining({ orderID: '5O190127TN364715T', payerID: 'SANDBOXPAYER01' }),
        expect.anything(),
      ),
    );
    expect(createOrder).toHaveBeenCalledTimes(1);
    const approve = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/checkout/approve'))!;
    expect(approve[0]).toBe('http://localhost/sandbox/paypal/checkout/approve');
    expect(JSON.parse(approve[1].body)).toEqual({ client_id: '', order_id: '5O190127TN364715T' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel calls onCancel, Fail calls onError', async () => {
    fetchMock.mockImplementation(() => answer({}));
    const onCancel = jest.fn();
    const onError = jest.fn();
    await render({ createOrder: () => 'ORDER1', onApprove: jest.fn(), onCancel, onError });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledWith({ orderID: 'ORDER1' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(onError.mock.calls[0][0].message).toBe('The PayPal sandbox payment failed.');
  });

  it('keeps focus on Pay with PayPal while the order is created, and gives it back when the window closes', async () => {
    fetchMock.mockImplementation(() => answer({}));
    let create: (id: string) => void = () => undefined;
    const onCancel = jest.fn();
    const createOrder = jest.fn(() => new Promise<string>((resolve) => (create = resolve)));
    await render({ createOrder, onApprove: jest.fn(), onCancel, onError: jest.fn() });
    const payPal = screen.getByRole('button', { name: 'Pay with PayPal' });
    payPal.focus();
    fireEvent.click(payPal);
    expect(payPal).not.toBeDisabled();
    expect(payPal).toHaveAttribute('aria-disabled', 'true');
    expect(payPal).toHaveFocus();
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    create('ORDER2');
    await screen.findByRole('dialog', { name: 'PayPal checkout' });
    expect(screen.getByRole('button', { name: 'Approve payment' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledWith({ orderID: 'ORDER2' });
    expect(payPal).toHaveFocus();
    expect(payPal).not.toHaveAttribute('aria-disabled');
  });

  it('reports a createOrder failure through onError', async () => {
    const onError = jest.fn();
    await render({ createOrder: () => Promise.reject(new Error('Error creating order. Please try again.')), onError });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('Error creating order. Please try again.')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  });
});
