import type { Generated } from 'kysely';

/** The shop's tax identity (migration 028): one row, id 1, written by an owner; no row: the defaults. */
export interface TaxSettingsTable {
  id: number;
  legal_name: string;
  address: string;
  /** GST state code of the supplier (lib/gst/states.ts), '08' Rajasthan by default. */
  state_code: string;
  gstin: string | null;
  lut_reference: string | null;
  /** YYYY-MM-DD, both null without a Letter of Undertaking. */
  lut_valid_from: string | null;
  lut_valid_until: string | null;
  invoice_prefix: string;
  credit_note_prefix: string;
  updated_at: string;
  updated_by_staff_id: number | null;
}

/** A GST rate by HSN prefix from a date (migration 028; lib/gst/rates.ts). Never updated: a change is a new row. */
export interface GstRatesTable {
  id: Generated<number>;
  hsn_prefix: string;
  effective_from: string;
  rate_bp: number;
  threshold_paise: number | null;
  rate_above_bp: number | null;
  note: Generated<string>;
  created_at: string;
  created_by_staff_id: number | null;
}

/** Amounts every tax document and line carries (minor units of the document's currency). */
interface TaxAmounts {
  /** What the shopper paid (or is given back): taxable + CGST + SGST + IGST. */
  amount_minor: number;
  taxable_minor: number;
  cgst_minor: number;
  sgst_minor: number;
  igst_minor: number;
}

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** The last sequence given per document kind and financial year ('2627': April 2026 to March 2027), migration 029. */
export interface DocumentSeriesTable {
  kind: TaxDocumentKind;
  financial_year: string;
  last_sequence: number;
}

/** An order's GST tax invoice as issued (migration 029, decision 040): every figure and the supplier copied then. */
export interface TaxInvoicesTable extends TaxAmounts {
  id: Generated<number>;
  order_id: number;
  /** Prefix + financial year + '/' + sequence, at most 16 characters (Rule 46). */
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: string;
  supply: 'intra_state' | 'inter_state' | 'export';
  zero_rated_under_lut: Generated<0 | 1>;
  /** GST state code of the delivery state; null for an export. */
  place_of_supply_code: string | null;
  /** The state's name, or the country's for an export. */
  place_of_supply_name: string;
  currency: string;
  supplier_legal_name: string;
  supplier_address: string;
  supplier_state_code: string;
  supplier_gstin: string;
  lut_reference: string | null;
  buyer_name: string;
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  /** The printed address lines, JSON string[]. */
  billing_address_json: string;
  delivery_address_json: string;
  /** E-invoicing (the government portal's Invoice Reference Number and signed QR), when registered. */
  irn: string | null;
  irn_ack_number: string | null;
  irn_ack_at: string | null;
  signed_qr: string | null;
}

export interface TaxInvoiceLinesTable extends TaxAmounts {
  id: Generated<number>;
  invoice_id: number;
  order_line_id: number;
  position: number;
  description: string;
  size: string;
  hsn_code: string;
  quantity: number;
  /** Unit quantity code of the GST portal: 'PCS' for pieces, 'MTR' for fabric by the metre. */
  unit: string;
  unit_price_minor: number;
  discount_minor: number;
  goods_minor: number;
  shipping_share_minor: number;
  cod_fee_share_minor: number;
  rate_bp: number;
}

export type CreditNoteReason = 'refund' | 'return_to_origin' | 'cancellation';

/** A credit note against an invoice (a refund, a return to origin), its own series (migration 029). */
export interface CreditNotesTable extends TaxAmounts {
  id: Generated<number>;
  invoice_id: number;
  order_id: number;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: string;
  reason: CreditNoteReason;
  /** The refund it documents (one note per refund); null for a return to origin of an unpaid cash-on-delivery order. */
  refund_request_id: number | null;
  irn: string | null;
  signed_qr: string | null;
}

export interface CreditNoteLinesTable extends TaxAmounts {
  id: Generated<number>;
  credit_note_id: number;
  invoice_line_id: number;
  /** Pieces returned; 0 when only value is credited (a partial refund of an amount). */
  quantity: number;
}
