import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getAdminOrderResponse, ORDER_ACTIONS, type OrderActionName } from '@/lib/contract/admin';
import { ApiError } from '@/lib/contract/api-error';
import { OrderActions } from './order-actions';
import { RefundActions } from './refund-actions';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const packOrder = jest.fn();
const refundOrder = jest.fn();
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: {
    packOrder: (...args: unknown[]) => packOrder(...args),
    refundOrder: (...args: unknown[]) => refundOrder(...args),
  },
}));

beforeEach(() => {
  refresh.mockReset();
  packOrder.mockReset();
  refundOrder.mockReset();
});

const ORDER_NUMBER = 'JH-261129-AB12CD34';

/** An answer of GET /api/admin/orders/{order_number}/ as the contract shapes it, with the steps and refunds given. */
function orderAnswer(allowed: OrderActionName[], refundable: { method: 'provider' | 'manual'; minor: number }[]) {
  return getAdminOrderResponse.parse({
    order: {
      order_number: ORDER_NUMBER,
      status: 'paid',
      fulfilment_status: 'unfulfilled',
      payment_method: 'razorpay',
      currency: 'USD',
      total: 42.5,
      created_at: '2026-11-29T10:00:00.000Z',
      paid_at: '2026-11-29T10:01:00.000Z',
      name: 'Asha Verma',
      phone: '+919829012345',
      subtotal: 42.5,
      discount: 0,
      shipping: 0,
      promo_code: null,
      last_payment_error: null,
      delivery: {
        name: 'Asha Verma',
        delivery_address: '14 Johari Bazaar',
        city: 'Jaipur',
        state: 'Rajasthan',
        pin_code: '302003',
        country: 'IN',
        country_code: '+91',
        mobile_number: '9829012345',
        comment: '',
      },
      fulfilment: {
        status: 'unfulfilled',
        confirmed_at: null,
        packed_at: null,
        shipped_at: null,
        delivered_at: null,
        returned_at: null,
        cancelled_at: null,
        courier: null,
        tracking_number: null,
        tracking_url: null,
      },
    },
    lines: [],
    tax_documents: [],
    customer: {
      id: 1,
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@example.com',
      email_confirmed: true,
      country_code: '+91',
      mobile_number: '9829012345',
    },
    payments: [],
    captured: 42.5,
    refunded: 0,
    allowed_actions: allowed,
    refundable: refundable.map(({ method, minor }) => ({ method, amount_minor: minor, amount: minor / 100 })),
    refund_limit: null,
    refund_requests: [],
    messages: [],
    timeline: [],
  });
}

function shownSteps(container: HTMLElement): string[] {
  return [...container.querySelectorAll('form[data-action]')].map((form) => form.getAttribute('data-action') ?? '');
}

describe('OrderActions', () => {
  it.each([
    [['confirm', 'cancel']],
    [['pack', 'ship', 'cancel']],
    [['pack', 'ship']],
    [['deliver', 'return']],
    [[...ORDER_ACTIONS]],
    [[]],
  ] as OrderActionName[][][])('shows exactly the steps the answer allows: %j', (allowed) => {
    const answer = orderAnswer(allowed, []);
    const { container } = render(<OrderActions orderNumber={ORDER_NUMBER} actions={answer.allowed_actions} />);
    expect(shownSteps(container)).toEqual(answer.allowed_actions);
    expect(screen.queryAllByRole('button')).toHaveLength(answer.allowed_actions.length);
    if (allowed.length === 0) expect(screen.getByText(/No fulfilment step is open/)).toBeInTheDocument();
  });

  it('moves the focus to the outcome after a step, so it does not fall to the page when the form goes', async () => {
    packOrder.mockResolvedValue({ message: 'Order packed.' });
    const answer = orderAnswer(['pack', 'ship'], []);
    const { rerender } = render(<OrderActions orderNumber={ORDER_NUMBER} actions={answer.allowed_actions} />);
    const button = within(screen.getByRole('form', { name: 'Pack' })).getByRole('button', { name: 'Mark packed' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent('Order packed.');
    expect(packOrder).toHaveBeenCalledWith({ order_number: ORDER_NUMBER });
    expect(refresh).toHaveBeenCalledTimes(1);
    // The page reloads with the server's next answer: the Pack form is gone, the focus stays on the outcome.
    rerender(<OrderActions orderNumber={ORDER_NUMBER} actions={orderAnswer(['ship'], []).allowed_actions} />);
    expect(screen.queryByRole('form', { name: 'Pack' })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('moves the focus to the refusal when the server refuses the step', async () => {
    packOrder.mockRejectedValue(new ApiError('conflict', 'This order has already left the shop.'));
    render(<OrderActions orderNumber={ORDER_NUMBER} actions={['pack']} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark packed' }));
    });
    const refusal = within(screen.getByRole('form', { name: 'Pack' })).getByRole('alert');
    expect(refusal).toHaveTextContent('This order has already left the shop.');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('RefundActions', () => {
  it('shows one refund form per method the answer lists, with its amount, and none when it lists none', () => {
    const open = orderAnswer([], [{ method: 'provider', minor: 3250 }]);
    const { rerender } = render(
      <RefundActions orderNumber={ORDER_NUMBER} currency="USD" refundable={open.refundable} />,
    );
    const form = screen.getByRole('form', { name: 'Refund' });
    expect(form).toHaveAttribute('data-action', 'provider');
    expect(within(form).getByTestId('refundable')).toHaveTextContent('$32.50');

    const cash = orderAnswer([], [{ method: 'manual', minor: 250_000 }]);
    rerender(<RefundActions orderNumber={ORDER_NUMBER} currency="INR" refundable={cash.refundable} />);
    expect(screen.getByRole('form', { name: 'Refund' })).toHaveAttribute('data-action', 'manual');
    expect(screen.getByTestId('refundable')).toHaveTextContent('₹2,500');

    rerender(<RefundActions orderNumber={ORDER_NUMBER} currency="INR" refundable={orderAnswer([], []).refundable} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('refunds by the method the answer names, and keeps the focus on the outcome when nothing is left to refund', async () => {
    refundOrder.mockResolvedValue({ message: 'Refund issued; the shopper has been told.' });
    const open = orderAnswer([], [{ method: 'manual', minor: 250_000 }]);
    const { rerender } = render(
      <RefundActions orderNumber={ORDER_NUMBER} currency="INR" refundable={open.refundable} />,
    );
    const form = screen.getByRole('form', { name: 'Refund' });
    fireEvent.change(within(form).getByLabelText('Amount (INR)'), { target: { value: '2500' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Shopper changed their mind' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    });
    expect(refundOrder).toHaveBeenCalledWith(
      expect.objectContaining({ order_number: ORDER_NUMBER, amount: 2500, method: 'manual' }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    rerender(<RefundActions orderNumber={ORDER_NUMBER} currency="INR" refundable={orderAnswer([], []).refundable} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Refund issued; the shopper has been told.');
  });
});
