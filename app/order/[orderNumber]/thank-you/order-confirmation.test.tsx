import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession } from '@/components/session/session-provider';
import { testSessionOf } from '@/lib/testing/session-value';
import { orderDetailFixture } from '@/lib/testing/order-detail';
import { NOT_FOUND_TITLE } from '@/components/content/not-found-message';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import type { OrderDetail } from '@/lib/contract/orders';
import { OrderConfirmation } from './order-confirmation';
import {
  CASH_HEADING,
  CONFIRMATION_TITLE,
  ESTIMATE_HEADING,
  ORDER_PLACED_MESSAGE,
  cashToKeepReady,
  ORDER_NUMBER_LABEL,
} from './confirmation-messages';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { getOrderDetail: jest.fn() } }));
jest.mock('@/lib/api/files', () => ({ fetchOrderInvoice: jest.fn(), fetchOrderTaxDocument: jest.fn() }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const getOrderDetail = browserApi.getOrderDetail as jest.MockedFunction<typeof browserApi.getOrderDetail>;

const session = testSessionOf;

const ORDER: OrderDetail = orderDetailFixture({
  order_id: 'JH-261127-CCCC2222',
  created_at: '2026-11-27T09:00:00.000Z',
  tax_documents: [
    { kind: 'invoice', number: 'INV2627/00042', issued_at: '2026-11-27T09:00:00.000Z', amount: 2337, currency: 'INR' },
  ],
  delivery_estimate: { earliest: '2026-12-05', latest: '2026-12-09' },
});

function renderConfirmation() {
  const fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return render(<OrderConfirmation orderNumber={ORDER.order_id} />, { wrapper: fresh });
}

describe('OrderConfirmation', () => {
  it('shows the buyer’s order as the server answers it, the spec’s banner, and moves focus to the heading', async () => {
    mockedUseSession.mockReturnValue(session('tok'));
    getOrderDetail.mockResolvedValue({ data: ORDER });
    renderConfirmation();

    const heading = await screen.findByRole('heading', { level: 1, name: CONFIRMATION_TITLE });
    expect(heading).toHaveFocus();
    expect(getOrderDetail).toHaveBeenCalledWith({ order_id: ORDER.order_id }, { token: 'tok' });
    expect(screen.getByRole('status')).toHaveTextContent(ORDER_PLACED_MESSAGE);
    expect(screen.getByText(ORDER.order_id).closest('p')).toHaveTextContent(`${ORDER_NUMBER_LABEL} ${ORDER.order_id}`);
    expect(screen.getByRole('link', { name: 'Kantha Cushion Cover' })).toBeInTheDocument();
    expect(screen.getByText(/Size: L · Qty: 1/)).toBeInTheDocument();
    expect(screen.getAllByText('₹2,337').length).toBeGreaterThan(0);
    expect(screen.getByText('12 Johari Bazaar', { exact: false })).toBeInTheDocument();
    const estimate = screen.getByRole('region', { name: ESTIMATE_HEADING });
    expect(within(estimate).getByText('Saturday, 5 December 2026', { exact: false })).toHaveAttribute(
      'datetime',
      '2026-12-05',
    );
    expect(within(estimate).getByText('Wednesday, 9 December 2026', { exact: false })).toHaveAttribute(
      'datetime',
      '2026-12-09',
    );
    const cash = screen.getByRole('region', { name: CASH_HEADING });
    expect(within(cash).getByText(cashToKeepReady('₹2,337'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download tax invoice INV2627\/00042/ })).toBeInTheDocument();
  });

  it('asks nothing to keep ready for an order paid online, and shows no estimate the server did not give', async () => {
    mockedUseSession.mockReturnValue(session('tok'));
    getOrderDetail.mockResolvedValue({
      data: { ...ORDER, status: 'paid', payment_method: 'razorpay', shipping: 0, total: 2298, delivery_estimate: null },
    });
    renderConfirmation();
    await screen.findByRole('heading', { level: 1, name: CONFIRMATION_TITLE });
    expect(screen.getByRole('status')).toHaveTextContent(ORDER_PLACED_MESSAGE);
    expect(screen.queryByRole('region', { name: CASH_HEADING })).toBeNull();
    expect(screen.queryByRole('region', { name: ESTIMATE_HEADING })).toBeNull();
  });

  it('is the shop’s not-found answer for anyone else’s order and for a visitor without a session', async () => {
    mockedUseSession.mockReturnValue(session('someone-else'));
    getOrderDetail.mockRejectedValue(new ApiError('not_found', 'Order not found'));
    const { unmount } = renderConfirmation();
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.queryByText(ORDER.order_id, { exact: false })).toBeNull();
    unmount();

    getOrderDetail.mockClear();
    mockedUseSession.mockReturnValue(session(null));
    renderConfirmation();
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(getOrderDetail).not.toHaveBeenCalled();
  });
});
