import 'server-only';
import { indianStateName } from '../../../gst/states';
import type { Executor } from '../../db/connection';
import type { CreditNoteReason, TaxDocumentKind } from '../../db/schema';
import * as reads from './repositories/tax-document-reads';
import type { TaxDocumentAmounts, TaxDocumentView } from './tax-document';

/**
 * The GST documents of an order as the order pages, the downloads and the
 * messages read them (decision 040): built from the stored rows only. Every
 * figure is the one written when the document was issued, never recomputed.
 */

/** One line of an order's list of tax documents: the invoice first, then its credit notes by number. */
export interface TaxDocumentSummary {
  kind: TaxDocumentKind;
  number: string;
  issued_at: string;
  /** What the document charges (the invoice) or gives back (a credit note), in the currency's minor unit. */
  amount_minor: number;
  currency: string;
  /** A credit note's reason; null for the invoice. */
  reason: CreditNoteReason | null;
}

export async function taxDocumentsOfOrder(db: Executor, orderId: number): Promise<TaxDocumentSummary[]> {
  const invoice = await reads.findTaxInvoiceOfOrder(db, orderId);
  if (!invoice) return [];
  const notes = await reads.listCreditNotesOfOrder(db, orderId);
  return [
    {
      kind: 'invoice',
      number: invoice.number,
      issued_at: invoice.issued_at,
      amount_minor: invoice.amount_minor,
      currency: invoice.currency,
      reason: null,
    },
    ...notes.map((note) => ({
      kind: 'credit_note' as const,
      number: note.number,
      issued_at: note.issued_at,
      amount_minor: note.amount_minor,
      // A credit note gives back in its invoice's currency.
      currency: invoice.currency,
      reason: note.reason,
    })),
  ];
}

function amountsOf(row: {
  amount_minor: number;
  taxable_minor: number;
  cgst_minor: number;
  sgst_minor: number;
  igst_minor: number;
}): TaxDocumentAmounts {
  return {
    amountMinor: row.amount_minor,
    taxableMinor: row.taxable_minor,
    cgstMinor: row.cgst_minor,
    sgstMinor: row.sgst_minor,
    igstMinor: row.igst_minor,
  };
}

/** The printed address lines, stored as a JSON array of strings. */
function addressLines(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** What an invoice and its credit notes print alike: the order, the parties, the supply. */
function partiesOf(
  invoice: reads.TaxInvoiceRow,
): Pick<TaxDocumentView, 'orderNumber' | 'currency' | 'supplier' | 'buyer' | 'supply' | 'placeOfSupply' | 'lut'> {
  return {
    orderNumber: invoice.order_number,
    currency: invoice.currency,
    supplier: {
      legalName: invoice.supplier_legal_name,
      address: invoice.supplier_address,
      stateCode: invoice.supplier_state_code,
      stateName: indianStateName(invoice.supplier_state_code) ?? invoice.supplier_state_code,
      gstin: invoice.supplier_gstin,
    },
    buyer: {
      name: invoice.buyer_name,
      gstin: invoice.buyer_gstin,
      legalName: invoice.buyer_legal_name,
      billingAddress: addressLines(invoice.billing_address_json),
      deliveryAddress: addressLines(invoice.delivery_address_json),
    },
    supply: invoice.supply,
    placeOfSupply: { code: invoice.place_of_supply_code, name: invoice.place_of_supply_name },
    lut: invoice.zero_rated_under_lut === 1 && invoice.lut_reference ? { reference: invoice.lut_reference } : null,
  };
}

/** Discount and shipping shares a credit note line does not store: they print as none. */
const NO_SHARES = { discount_minor: 0, shipping_share_minor: 0, cod_fee_share_minor: 0 };

/** One printed line from a stored invoice or credit-note line, with the shares it carries. */
function documentLineOf(
  line: Parameters<typeof amountsOf>[0] & {
    position: number;
    description: string;
    size: string;
    hsn_code: string;
    quantity: number;
    unit: string;
    unit_price_minor: number;
    rate_bp: number;
  },
  shares: typeof NO_SHARES,
): TaxDocumentView['lines'][number] {
  return {
    ...amountsOf(line),
    position: line.position,
    description: line.description,
    size: line.size,
    hsnCode: line.hsn_code,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceMinor: line.unit_price_minor,
    discountMinor: shares.discount_minor,
    shippingShareMinor: shares.shipping_share_minor,
    codFeeShareMinor: shares.cod_fee_share_minor,
    rateBp: line.rate_bp,
  };
}

async function invoiceView(db: Executor, invoice: reads.TaxInvoiceRow): Promise<TaxDocumentView> {
  const lines = await reads.listTaxInvoiceLines(db, invoice.id);
  return {
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issued_at,
    invoice: null,
    creditNoteReason: null,
    ...partiesOf(invoice),
    lines: lines.map((line) => documentLineOf(line, line)),
    totals: amountsOf(invoice),
    einvoice: invoice.irn
      ? {
          irn: invoice.irn,
          ackNumber: invoice.irn_ack_number,
          ackAt: invoice.irn_ack_at,
          signedQr: invoice.signed_qr,
        }
      : null,
  };
}

async function creditNoteView(db: Executor, note: reads.CreditNoteRow): Promise<TaxDocumentView> {
  const invoice = await reads.findTaxInvoiceById(db, note.invoice_id);
  if (!invoice) throw new Error(`The invoice of credit note ${note.number} is missing`);
  const lines = await reads.listCreditNoteLines(db, note.id);
  return {
    kind: 'credit_note',
    number: note.number,
    issuedAt: note.issued_at,
    invoice: { number: invoice.number, issuedAt: invoice.issued_at },
    creditNoteReason: note.reason,
    ...partiesOf(invoice),
    // A credit note line stores what it gives back (amount, taxable, taxes); the rest is its invoice line's.
    // It stores no discount or shipping shares of its own: those print as none.
    lines: lines.map((line) => documentLineOf(line, NO_SHARES)),
    totals: amountsOf(note),
    einvoice: note.irn ? { irn: note.irn, ackNumber: null, ackAt: null, signedQr: note.signed_qr } : null,
  };
}

/** The invoice or credit note of this number as printed, or undefined when no document has it. */
export async function taxDocumentView(db: Executor, number: string): Promise<TaxDocumentView | undefined> {
  const invoice = await reads.findTaxInvoiceByNumber(db, number);
  if (invoice) return invoiceView(db, invoice);
  const note = await reads.findCreditNoteByNumber(db, number);
  return note ? creditNoteView(db, note) : undefined;
}

/** The order's tax invoice as printed, or undefined while it has none (an order before GST invoicing, or unpaid). */
export async function taxInvoiceViewOfOrder(db: Executor, orderId: number): Promise<TaxDocumentView | undefined> {
  const invoice = await reads.findTaxInvoiceOfOrder(db, orderId);
  return invoice ? invoiceView(db, invoice) : undefined;
}

/** The order a document belongs to (by its id), so a download can check who may have it. */
export async function orderIdOfTaxDocument(db: Executor, number: string): Promise<number | undefined> {
  const invoice = await reads.findTaxInvoiceByNumber(db, number);
  if (invoice) return invoice.order_id;
  return (await reads.findCreditNoteByNumber(db, number))?.order_id;
}
