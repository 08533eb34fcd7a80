import './zod-browser-config';
import { z } from 'zod';
import { moneyAmount } from './fields';

/**
 * An order's GST documents as the shopper's and staff's order pages list them (decision 040):
 * the tax invoice first, then its credit notes by number. A leaf of the contract (orders.ts and
 * admin-orders.ts both use it), so it imports neither.
 */
import { TAX_DOCUMENT_KINDS } from './tax-document-names';

export { taxDocumentFileName } from './tax-document-names';

export const taxDocumentSummary = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** INV2627/00042, CN2627/00003. */
  number: z.string(),
  issued_at: z.string(),
  /** What the invoice charged or the credit note gives back, in the currency's major unit (as the order's totals). */
  amount: moneyAmount,
  currency: z.string(),
});
export type TaxDocumentSummaryOutput = z.infer<typeof taxDocumentSummary>;

/** A document number as printed (Rule 46: letters, digits, `-` and `/`, at most 16); stored upper-case. */
export const taxDocumentNumberField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(16, { error: 'must be at most 16 characters' })
  .regex(/^[A-Za-z0-9/-]+$/, { error: 'must be a document number such as INV2627/00042' })
  .transform((value) => value.toUpperCase());

/** The answer of a document download is the PDF's bytes, described for the OpenAPI document only. */
export const taxDocumentPdfResponse = z
  .string()
  .meta({ description: 'The GST tax invoice or credit note, application/pdf, sent as an attachment' });

// GET /api/admin/order-tax-document/?number= (staff): any order's invoice or credit note.
export const adminOrderTaxDocumentQuery = z.object({ number: taxDocumentNumberField });
