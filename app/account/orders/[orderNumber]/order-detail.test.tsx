import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession } from '@/components/session/session-provider';
import { testSessionOf } from '@/lib/testing/session-value';
import { browserApi } from '@/lib/api/browser';
import { fetchOrderInvoice, fetchOrderTaxDocument } from '@/lib/api/files';
import { ApiError } from '@/lib/contract/errors';
import type { OrderDetail as OrderDetailData } from '@/lib/contract/orders';
import { orderDetailFixture } from '@/lib/testing/order-detail';
import { OrderDetail } from './order-detail';
import {
  DELIVERY_HEADING,
  FULFILMENT_STATUS_LABELS,
  INVOICE_DOWNLOAD,
  INVOICE_FAILED,
  ORDER_LOGIN_PROMPT,
  ORDER_NOT_FOUND,
  ORDER_STATUS_LABELS,
  SHIPPING_HEADING,
  TAX_DOCUMENTS_HEADING,
  taxDocumentDownloadLabel,
  taxDocumentFailed,
  trackingLinkLabel,
} from '../orders-messages';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('@/lib/api/browser', () => ({ browserApi: { getOrderDetail: jest.fn() } }));
jest.mock('@/lib/api/files', () => ({ fetchOrderInvoice: jest.fn(), fetchOrderTaxDocument: jest.fn() }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const getOrderDetail = browserApi.getOrderDetail as jest.MockedFunction<typeof browserApi.getOrderDetail>;
const mockedFetchInvoice = fetchOrderInvoice as jest.MockedFunction<typeof fetchOrderInvoice>;
const mockedFetchTaxDocument = fetchOrderTaxDocument as jest.MockedFunction<typeof fetchOrderTaxDocument>;

const session = testSessionOf;

const ORDER: OrderDetailData = orderDetailFixture({
  delivery: { ...orderDetailFixture().delivery, comment: 'Ring twice' },
});

const TAX_DOCUMENTS: OrderDetailData['tax_documents'] = [
  { kind: 'invoice', number: 'INV2627/00042', issued_at: '2026-11-25T09:05:00.000Z', amount: 2337, currency: 'INR' },
  {
    kind: 'credit_note',
    number: 'CN2627/00003',
    issued_at: '2026-11-28T11:00:00.000Z',
    amount: 500.5,
    currency: 'INR',
  },
];

function renderDetail() {
  const fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return render(
    <>
      <h1 id="order-heading">Order {ORDER.order_id}</h1>
      <OrderDetail orderNumber={ORDER.order_id} labelledBy="order-heading" />
    </>,
    { wrapper: fresh },
  );
}

beforeEach(() => {
  getOrderDetail.mockReset();
  mockedFetchInvoice.mockReset();
  mockedFetchTaxDocument.mockReset();
  mockedUseSession.mockReturnValue(session('tok-9'));
});

describe('OrderDetail', () => {
  it('shows status, lines, totals and the delivery address of the order', async () => {
    getOrderDetail.mockResolvedValue({ data: ORDER });
    renderDetail();
    const card = await screen.findByRole('article', { name: `Order ${ORDER.order_id}` });
    expect(getOrderDetail).toHaveBeenCalledWith({ order_id: ORDER.order_id }, { token: 'tok-9' });
    expect(card).toHaveTextContent(ORDER_STATUS_LABELS.cod_confirmed);
    expect(card).toHaveTextContent('Kantha Cushion Cover');
    expect(card).toHaveTextContent('₹2,337');
    const delivery = screen.getByRole('region', { name: DELIVERY_HEADING });
    expect(delivery).toHaveTextContent('12 Johari Bazaar');
    expect(delivery).toHaveTextContent('Jaipur, Rajasthan, 302003');
    expect(delivery).toHaveTextContent('India');
    expect(delivery).toHaveTextContent('+91 9829012345');
    expect(delivery).toHaveTextContent('Ring twice');
  });

  it('shows the shipping state, and once shipped the courier and the tracking link', async () => {
    const shipped = {
      status: 'shipped',
      shipped_at: '2026-11-26T10:00:00.000Z',
      delivered_at: null,
      courier: 'Delhivery',
      tracking_number: 'DL-4411',
      tracking_url: 'https://track.example/DL-4411',
    } as const;
    getOrderDetail.mockResolvedValue({ data: { ...ORDER, fulfilment: shipped } });
    renderDetail();
    const shipping = await screen.findByRole('region', { name: SHIPPING_HEADING });
    expect(shipping).toHaveTextContent(FULFILMENT_STATUS_LABELS.shipped);
    expect(shipping).toHaveTextContent('DL-4411');
    expect(screen.getByRole('link', { name: trackingLinkLabel('Delhivery') })).toHaveAttribute(
      'href',
      'https://track.example/DL-4411',
    );
  });

  it('says the order is being prepared before it ships, with no tracking link', async () => {
    getOrderDetail.mockResolvedValue({ data: ORDER });
    renderDetail();
    const shipping = await screen.findByRole('region', { name: SHIPPING_HEADING });
    expect(shipping).toHaveTextContent(FULFILMENT_STATUS_LABELS.unfulfilled);
    expect(screen.queryByRole('link', { name: trackingLinkLabel('Delhivery') })).toBeNull();
  });

  it('downloads the invoice with the token and saves it under the order number', async () => {
    getOrderDetail.mockResolvedValue({ data: ORDER });
    mockedFetchInvoice.mockResolvedValue(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderDetail();
    const button = await screen.findByRole('button', { name: INVOICE_DOWNLOAD });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(mockedFetchInvoice).toHaveBeenCalledWith(ORDER.order_id, 'tok-9');
    expect(clicked).toEqual([`invoice-${ORDER.order_id}.pdf`]);
    click.mockRestore();
  });

  it('says so when the invoice cannot be downloaded', async () => {
    getOrderDetail.mockResolvedValue({ data: ORDER });
    mockedFetchInvoice.mockRejectedValue(new ApiError('internal_error', 'boom'));
    renderDetail();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: INVOICE_DOWNLOAD }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_FAILED);
  });

  it('offers no invoice for an unpaid attempt', async () => {
    getOrderDetail.mockResolvedValue({ data: { ...ORDER, status: 'cancelled', payment_method: 'razorpay' } });
    renderDetail();
    expect(await screen.findByText(ORDER_STATUS_LABELS.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: INVOICE_DOWNLOAD })).toBeNull();
  });

  it('lists the tax invoice and credit notes, each with its date, amount and a download button naming it', async () => {
    getOrderDetail.mockResolvedValue({ data: { ...ORDER, tax_documents: TAX_DOCUMENTS } });
    renderDetail();
    const section = await screen.findByRole('region', { name: TAX_DOCUMENTS_HEADING });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tax invoice INV2627/00042',
      'Credit note CN2627/00003',
    ]);
    expect(items[0]).toHaveTextContent('25 November 2026');
    expect(items[0]).toHaveTextContent('₹2,337');
    expect(items[1]).toHaveTextContent('28 November 2026');
    expect(items[1]).toHaveTextContent('₹500.50');
    expect(within(section).getByRole('button', { name: 'Download tax invoice INV2627/00042 (PDF)' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Download credit note CN2627/00003 (PDF)' })).toBeEnabled();
    // The tax invoice replaces the receipt's download: one invoice per order.
    expect(screen.queryByRole('button', { name: INVOICE_DOWNLOAD })).toBeNull();
  });

  it('downloads a tax document with the token and saves it under its number', async () => {
    getOrderDetail.mockResolvedValue({ data: { ...ORDER, tax_documents: TAX_DOCUMENTS } });
    mockedFetchTaxDocument.mockResolvedValue(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:credit-note'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderDetail();
    await act(async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: taxDocumentDownloadLabel('credit_note', 'CN2627/00003') }),
      );
    });
    expect(mockedFetchTaxDocument).toHaveBeenCalledWith(ORDER.order_id, 'CN2627/00003', 'tok-9');
    expect(clicked).toEqual(['credit-note-CN2627-00003.pdf']);
    click.mockRestore();
  });

  it('says which tax document could not be downloaded', async () => {
    getOrderDetail.mockResolvedValue({ data: { ...ORDER, tax_documents: TAX_DOCUMENTS } });
    mockedFetchTaxDocument.mockRejectedValue(new ApiError('internal_error', 'boom'));
    renderDetail();
    await act(async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: taxDocumentDownloadLabel('invoice', 'INV2627/00042') }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(taxDocumentFailed('invoice', 'INV2627/00042'));
  });

  it('says the order is not in the account when the API answers 404', async () => {
    getOrderDetail.mockRejectedValue(new ApiError('not_found', 'Order not found', { status: 404 }));
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_NOT_FOUND);
  });

  it('asks a visitor without a token to log in, and calls nothing', () => {
    mockedUseSession.mockReturnValue(session(null));
    renderDetail();
    expect(screen.getByText(ORDER_LOGIN_PROMPT)).toBeInTheDocument();
    expect(getOrderDetail).not.toHaveBeenCalled();
  });
});
