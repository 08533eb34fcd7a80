import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminOrderTaxDocumentQuery, TaxDocumentSummaryOutput } from '../../../contract/tax-documents';
import { centsToAmount } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import type { FileAnswer, StaffRequestContext } from '../request-context';
import { invoiceDataOf, invoiceFileName, renderInvoicePdf } from '../orders/invoices';
import type { OrderLineRow, OrderRow } from '../orders/repositories/orders';
import { taxDocumentFileName } from '../../../contract/tax-documents';
import { renderTaxDocumentPdf } from './tax-document-pdf';
import { taxDocumentView, taxInvoiceViewOfOrder, type TaxDocumentSummary } from './tax-document-views';

export const TAX_DOCUMENT_NOT_FOUND_MESSAGE = 'Tax document not found';

/** The list as the contract answers it (the shopper's and staff's order detail): amounts in the major unit. */
export function taxDocumentsField(documents: TaxDocumentSummary[]): TaxDocumentSummaryOutput[] {
  return documents.map((document) => ({
    kind: document.kind,
    number: document.number,
    issued_at: document.issued_at,
    amount: centsToAmount(document.amount_minor),
    currency: document.currency,
  }));
}

/** The PDF of one issued invoice or credit note, or undefined when no document has the number. */
export async function taxDocumentFile(
  db: Executor,
  number: string,
): Promise<(FileAnswer & { orderNumber: string }) | undefined> {
  const view = await taxDocumentView(db, number);
  if (!view) return undefined;
  return { fileName: taxDocumentFileName(view), body: await renderTaxDocumentPdf(view), orderNumber: view.orderNumber };
}

/**
 * An order's invoice as a file: its GST tax invoice once one was issued, otherwise the receipt the
 * shop printed before GST invoicing (orders/invoices.ts). One rule for the download and the
 * confirmation e-mail, so the shopper is never given two different invoices for one order.
 */
export async function orderInvoiceFile(
  db: Executor,
  order: OrderRow,
  lines: OrderLineRow[],
): Promise<FileAnswer & { taxInvoiceNumber: string | null }> {
  const view = await taxInvoiceViewOfOrder(db, order.id);
  if (view)
    return {
      fileName: taxDocumentFileName(view),
      body: await renderTaxDocumentPdf(view),
      taxInvoiceNumber: view.number,
    };
  return {
    fileName: invoiceFileName(order.public_id),
    body: await renderInvoicePdf(invoiceDataOf(order, lines)),
    taxInvoiceNumber: null,
  };
}

/** GET /api/admin/order-tax-document/?number= : any order's invoice or credit note (reading is not audited, as other downloads). */
export async function getAdminOrderTaxDocument(
  input: z.output<typeof adminOrderTaxDocumentQuery>,
  _context: StaffRequestContext,
): Promise<FileAnswer> {
  const { db } = await getDatabase();
  const file = await taxDocumentFile(db, input.number);
  if (!file) throw new ApiError('not_found', TAX_DOCUMENT_NOT_FOUND_MESSAGE, { field: 'number' });
  return { fileName: file.fileName, body: file.body };
}
