import { render, screen, within } from '@testing-library/react';
import TaxReturnsPage from './page';

const summaryRow = (section: string, entries: number) => ({
  section,
  entries,
  value: 1050,
  taxable: 1000,
  igst: 50,
  cgst: 0,
  sgst: 0,
});

const gstr1 = {
  month: '2026-11',
  gstin: '08AAPFU0939F1ZV',
  b2cl_threshold: 100000,
  b2b: [],
  b2cl: [],
  b2cs: [],
  exp: [],
  cdnr: [],
  cdnur: [],
  hsn: { b2b: [], b2c: [] },
  doc_issue: [],
  summary: ['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur'].map((section) => summaryRow(section, 1)),
  totals: {
    by_currency: [
      {
        currency: 'INR',
        invoices: { count: 2, value: 2100, taxable: 2000, igst: 100, cgst: 0, sgst: 0 },
        credit_notes: { count: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 },
        net: { value: 2100, taxable: 2000, igst: 100, cgst: 0, sgst: 0 },
        sections: { value: 2100, taxable: 2000, igst: 100, cgst: 0, sgst: 0 },
        sale_orders: { count: 2, total: 2100 },
      },
    ],
    reconciled: false,
    differences: ['Sale orders of the month without an invoice: JH-261101-AAAA'],
  },
};

const getGstReturn = jest.fn();
// The real module reads the staff cookie on the server: the page gets its data straight from the mock.
jest.mock('../../admin-data', () => ({
  fieldProblems: () => ({}),
  param: (value: string | undefined) => value,
  loadAdminDataOrInvalid: async (_from: string, load: (api: unknown) => Promise<unknown>) => ({
    ok: true,
    data: await load({ getGstReturn }),
  }),
}));

describe('the Tax returns page', () => {
  it('asks for the month shown, says why the totals differ, and links every section', async () => {
    getGstReturn.mockResolvedValue({ gstr1 });
    render(await TaxReturnsPage({ searchParams: Promise.resolve({ month: '2026-11' }) }));
    expect(getGstReturn).toHaveBeenCalledWith({ month: '2026-11' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tax returns (GSTR-1)');
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
    expect(screen.getByRole('alert')).toHaveTextContent('without an invoice: JH-261101-AAAA');
    const sections = screen.getByRole('table', { name: 'GSTR-1 sections of 2026-11' });
    expect(within(sections).getAllByRole('row')).toHaveLength(7);
    expect(within(sections).getByRole('link', { name: /b2b\.csv/ })).toHaveAttribute(
      'href',
      '/api/admin/gst-returns/csv/?month=2026-11&section=b2b',
    );
    // Next's <Link> (the same button as the orders export) drops the trailing slash outside the app.
    expect(screen.getByRole('link', { name: 'GSTR-1 JSON' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/admin\/gst-returns\/?\?month=2026-11$/),
    );
  });
});
