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
