import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { testSessionValue } from '@/lib/testing/session-value';
import { orderSummaryFixture } from '@/lib/testing/order-detail';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/contract/errors';
import type { OrderSummary } from '@/lib/contract/orders';
import { OrderHistory } from './order-history';
import {
  ORDER_LABELS,
  ORDER_PAYMENT_LABELS,
  ORDER_STATUS_LABELS,
  ORDERS_EMPTY,
  ORDERS_FAILED,
  ORDERS_LOADING,
  ORDERS_LOGIN_LINK,
  ORDERS_LOGIN_PROMPT,
  hideAttemptsLabel,
  orderHeading,
  showAttemptsLabel,
} from './orders-messages';
import { itemAt } from '@/lib/list';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { listOrders: jest.fn() } }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const listOrders = browserApi.listOrders as jest.MockedFunction<typeof browserApi.listOrders>;

const session = (overrides: Partial<SessionValue> = {}) =>
  testSessionValue({ token: 'tok-9', currency: 'USD', cartCurrency: 'USD', ...overrides });

function order(overrides: Partial<OrderSummary>): OrderSummary {
  return orderSummaryFixture({
    order_id: 'JH-261120-AAAA0000',
    status: 'paid',
    payment_method: 'razorpay',
    currency: 'USD',
    subtotal: 135.98,
    shipping: 0,
    total: 135.98,
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:01:00.000Z',
    lines: [
      {
        product_pk: 7,
        product_name: 'Indigo Dabu Print Cotton Maxi Dress',
        image: '/media/products/10101-1.webp',
        size: 'M',
        quantity: 2,
        unit_price: 67.99,
        mrp: 84.99,
        line_total: 135.98,
      },
    ],
    ...overrides,
  });
}

function renderHistory(): ReturnType<typeof render> {
  const fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return render(<OrderHistory />, { wrapper: fresh });
}

beforeEach(() => {
  listOrders.mockReset();
  mockedUseSession.mockReturnValue(session());
});

describe('OrderHistory', () => {
  it('lists the signed-in customer’s orders newest first with status, date, lines, total and payment method', async () => {
    listOrders.mockResolvedValue({
      data: [
        order({}),
        order({
          order_id: 'JH-261125-BBBB1111',
          status: 'cod_confirmed',
          payment_method: 'cod',
          currency: 'INR',
          subtotal: 2298,
          shipping: 39,
          total: 2337,
          created_at: '2026-11-25T09:00:00.000Z',
          paid_at: null,
          lines: [
            {
              product_pk: 9,
              product_name: 'Kantha Cushion Cover',
              image: '/media/products/2-1.webp',
              size: 'L',
              quantity: 1,
              unit_price: 2298,
              mrp: 2500,
              line_total: 2298,
            },
          ],
        }),
      ],
    });
    renderHistory();

    const articles = await screen.findAllByRole('article');
    expect(listOrders).toHaveBeenCalledWith({}, { token: 'tok-9' });
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      orderHeading('JH-261125-BBBB1111'),
      orderHeading('JH-261120-AAAA0000'),
    ]);

    const newest = itemAt(articles, 0);
    expect(newest).toHaveTextContent(ORDER_STATUS_LABELS.cod_confirmed);
    expect(newest).toHaveTextContent(ORDER_PAYMENT_LABELS.cod);
    expect(newest).toHaveTextContent('25 November 2026');
    expect(newest).toHaveTextContent('Kantha Cushion Cover');
    expect(newest).toHaveTextContent('₹2,337');
    expect(newest).toHaveTextContent('₹39');

    const older = itemAt(articles, 1);
    expect(older).toHaveTextContent(ORDER_STATUS_LABELS.paid);
    expect(older).toHaveTextContent(ORDER_PAYMENT_LABELS.razorpay);
    expect(within(older).getByRole('link', { name: 'Indigo Dabu Print Cotton Maxi Dress' })).toHaveAttribute(
      'href',
      '/product/7',
    );
    expect(older).toHaveTextContent('Qty: 2');
    expect(older).toHaveTextContent('$135.98');
  });

  it('links each order to its own page', async () => {
    listOrders.mockResolvedValue({ data: [order({})] });
    renderHistory();
    expect(await screen.findByRole('link', { name: orderHeading('JH-261120-AAAA0000') })).toHaveAttribute(
      'href',
      '/account/orders/JH-261120-AAAA0000',
    );
  });

  it('hides abandoned unpaid attempts (cancelled, expired) until asked, and keeps failed payments', async () => {
    listOrders.mockResolvedValue({
      data: [
        order({ order_id: 'JH-261120-PAID0001' }),
        order({
          order_id: 'JH-261121-CANC0001',
          status: 'cancelled',
          paid_at: null,
          created_at: '2026-11-21T10:00:00.000Z',
        }),
        order({
          order_id: 'JH-261122-EXPI0001',
          status: 'expired',
          paid_at: null,
          created_at: '2026-11-22T10:00:00.000Z',
        }),
        order({
          order_id: 'JH-261123-FAIL0001',
          status: 'failed',
          paid_at: null,
          created_at: '2026-11-23T10:00:00.000Z',
        }),
      ],
    });
    renderHistory();
    const headings = async () =>
      (await screen.findAllByRole('article')).map((article) => within(article).getByRole('heading').textContent);
    expect(await headings()).toEqual([orderHeading('JH-261123-FAIL0001'), orderHeading('JH-261120-PAID0001')]);

    const toggle = screen.getByRole('button', { name: showAttemptsLabel(2) });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      fireEvent.click(toggle);
    });
    expect(await headings()).toEqual([
      orderHeading('JH-261123-FAIL0001'),
      orderHeading('JH-261122-EXPI0001'),
      orderHeading('JH-261121-CANC0001'),
      orderHeading('JH-261120-PAID0001'),
    ]);
    expect(screen.getByRole('button', { name: hideAttemptsLabel(2) })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the empty state with the toggle when every order is an abandoned attempt', async () => {
    listOrders.mockResolvedValue({ data: [order({ status: 'expired', paid_at: null })] });
    renderHistory();
    expect(await screen.findByText(ORDERS_EMPTY)).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: showAttemptsLabel(1) }));
    });
    expect(await screen.findByRole('heading', { name: orderHeading('JH-261120-AAAA0000') })).toBeInTheDocument();
  });

  it('labels refunded and partially refunded orders and says how much was refunded', async () => {
    listOrders.mockResolvedValue({
      data: [
        order({ order_id: 'JH-261120-PART0001', status: 'partially_refunded', refunded: 40 }),
        order({
          order_id: 'JH-261121-FULL0001',
          status: 'refunded',
          refunded: 135.98,
          created_at: '2026-11-21T10:00:00.000Z',
        }),
        order({ order_id: 'JH-261119-PAID0001', created_at: '2026-11-19T10:00:00.000Z' }),
      ],
    });
    renderHistory();

    const card = async (orderNumber: string) =>
      (await screen.findByRole('heading', { name: orderHeading(orderNumber) })).closest('article');
    const refundedAmount = (article: HTMLElement) =>
      within(article).getByText(ORDER_LABELS.refunded).nextElementSibling?.textContent;

    const full = await card('JH-261121-FULL0001');
    if (!full) throw new Error('no card for the refunded order');
    expect(within(full).getByText(ORDER_STATUS_LABELS.refunded)).toHaveAttribute('data-status', 'refunded');
    expect(refundedAmount(full)).toBe('$135.98');

    const partial = await card('JH-261120-PART0001');
    if (!partial) throw new Error('no card for the partially refunded order');
    expect(within(partial).getByText(ORDER_STATUS_LABELS.partially_refunded)).toHaveAttribute(
      'data-status',
      'partially_refunded',
    );
    expect(refundedAmount(partial)).toBe('$40');

    const paid = await card('JH-261119-PAID0001');
    if (!paid) throw new Error('no card for the paid order');
    expect(within(paid).getByText(ORDER_STATUS_LABELS.paid)).toBeInTheDocument();
    expect(within(paid).queryByText(ORDER_LABELS.refunded)).toBeNull();
  });

  it('asks a visitor without a token to log in, and calls nothing', () => {
    mockedUseSession.mockReturnValue(session({ token: null, isLoggedIn: false }));
    renderHistory();
    expect(screen.getByText(ORDERS_LOGIN_PROMPT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ORDERS_LOGIN_LINK })).toHaveAttribute('href', '/login');
    expect(listOrders).not.toHaveBeenCalled();
  });

  it('asks to log in again when the token is refused', async () => {
    listOrders.mockRejectedValue(new ApiError('unauthorized', 'Please log in.'));
    renderHistory();
    expect(await screen.findByRole('link', { name: ORDERS_LOGIN_LINK })).toHaveAttribute('href', '/login');
  });

  it('shows loading, then the empty state', async () => {
    listOrders.mockResolvedValue({ data: [] });
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent(ORDERS_LOADING);
    expect(await screen.findByText(ORDERS_EMPTY)).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    listOrders.mockRejectedValue(new ApiError('internal_error', 'Something went wrong on our side. Please try again.'));
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDERS_FAILED);
  });

  it('waits for the session before deciding', () => {
    mockedUseSession.mockReturnValue(session({ ready: false, token: null }));
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent(ORDERS_LOADING);
    expect(screen.queryByText(ORDERS_LOGIN_PROMPT)).toBeNull();
  });
});
