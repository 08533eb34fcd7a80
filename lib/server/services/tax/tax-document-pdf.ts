import 'server-only';
import { startPdf } from '../orders/invoices';
import type { TaxDocumentView } from './tax-document';

/**
 * The GST tax invoice or credit note as a PDF (decision 040).
 * FIRST CUT: the "pdf" helper replaces this with the full Rule 46 layout.
 */
export async function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const title = `${view.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${view.number}`;
  const { doc, done } = startPdf({ title, subject: title });
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.end();
  return done;
}

export function taxDocumentFileName(view: Pick<TaxDocumentView, 'kind' | 'number'>): string {
  return `${view.kind === 'invoice' ? 'tax-invoice' : 'credit-note'}-${view.number.replace(/\//g, '-')}.pdf`;
}
