import { render, screen, within } from '@testing-library/react';
import { NO_TAX_DOCUMENTS, TAX_DOCUMENTS_HEADING } from './admin-messages';
import { TaxDocumentsPanel } from './tax-documents-panel';

describe('TaxDocumentsPanel', () => {
  it('lists the invoice and credit notes, each with a download link naming its number', () => {
    render(
      <TaxDocumentsPanel
        documents={[
          {
            kind: 'invoice',
            number: 'INV2627/00042',
            issued_at: '2026-11-25T09:05:00.000Z',
            amount: 2337,
            currency: 'INR',
          },
          {
            kind: 'credit_note',
            number: 'CN2627/00003',
            issued_at: '2026-11-28T11:00:00.000Z',
            amount: 500,
            currency: 'INR',
          },
        ]}
      />,
    );
    const panel = screen.getByRole('region', { name: TAX_DOCUMENTS_HEADING });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tax invoice INV2627/00042', 'Credit note CN2627/00003']);
    expect(within(panel).getByRole('link', { name: 'Download tax invoice INV2627/00042 (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/order-tax-document/?number=INV2627%2F00042',
    );
    expect(within(panel).getByRole('link', { name: 'Download credit note CN2627/00003 (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/order-tax-document/?number=CN2627%2F00003',
    );
    expect(panel).toHaveTextContent('₹2,337');
  });

  it('says when the order has no tax invoice', () => {
    render(<TaxDocumentsPanel documents={[]} />);
    expect(screen.getByRole('region', { name: TAX_DOCUMENTS_HEADING })).toHaveTextContent(NO_TAX_DOCUMENTS);
  });
});
