/**
 * A GST tax invoice or credit note as printed (decision 040): every figure as
 * stored when the document was issued (tax_invoices, credit_notes and their
 * lines, migration 029), never recomputed. The issuing service builds it from
 * the rows; the PDF (and the shopper's and staff's order pages) render it.
 */
import type { CreditNoteReason } from '../../db/schema-tax';

export interface TaxDocumentAmounts {
  amountMinor: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

export interface TaxDocumentLine extends TaxDocumentAmounts {
  position: number;
  description: string;
  size: string;
  hsnCode: string;
  /** Pieces (0 on a credit note that gives back value only). */
  quantity: number;
  /** 'PCS', 'MTR'. */
  unit: string;
  unitPriceMinor: number;
  discountMinor: number;
  /** Shipping and the cash-on-delivery fee apportioned to the line (taxed with it). */
  shippingShareMinor: number;
  codFeeShareMinor: number;
  rateBp: number;
}

export interface TaxDocumentView {
  kind: 'invoice' | 'credit_note';
  /** The document's own number (INV2627/00042, CN2627/00003). */
  number: string;
  /** ISO instant it was issued. */
  issuedAt: string;
  orderNumber: string;
  /** A credit note refers to its invoice. */
  invoice: { number: string; issuedAt: string } | null;
  creditNoteReason: CreditNoteReason | null;
  currency: string;
  supplier: { legalName: string; address: string; stateCode: string; stateName: string; gstin: string };
  buyer: {
    name: string;
    /** A business buyer (B2B): their GSTIN and legal name. */
    gstin: string | null;
    legalName: string | null;
    billingAddress: string[];
    deliveryAddress: string[];
  };
  supply: 'intra_state' | 'inter_state' | 'export';
  placeOfSupply: { code: string | null; name: string };
  /** An export under a Letter of Undertaking: the declaration (EXPORT_UNDER_LUT_TEXT) with this reference. */
  lut: { reference: string } | null;
  lines: TaxDocumentLine[];
  totals: TaxDocumentAmounts;
  /** E-invoicing, when the invoice was registered on the portal. */
  einvoice: { irn: string; ackNumber: string | null; ackAt: string | null; signedQr: string | null } | null;
}
