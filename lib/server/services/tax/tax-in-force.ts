import 'server-only';
import type { TaxSettingsValues } from '../../../contract/admin';
import type { GstRateRule } from '../../../gst/rates';
import { DEFAULT_SUPPLIER_STATE_CODE } from '../../../gst/states';
import { getDatabase, type Executor } from '../../db/connection';
import { findTaxSettings, listGstRateRows, type GstRateRow } from './repositories/tax';

/**
 * What the tax documents read when they are issued: the identity and the rate rows in force. Apart from the
 * owner's settings and rates services (tax-settings.ts, gst-rates.ts), which after a save run the invoicing
 * sweep, so the invoicing can read these without a circle.
 */

/** The identity before an owner saves one: Rajasthan, no GSTIN (an invoice needs one: the invoice slice checks). */
export const DEFAULT_TAX_SETTINGS: TaxSettingsValues = {
  legal_name: '',
  address: '',
  state_code: DEFAULT_SUPPLIER_STATE_CODE,
  gstin: null,
  lut_reference: null,
  lut_valid_from: null,
  lut_valid_until: null,
  invoice_prefix: 'INV',
  credit_note_prefix: 'CN',
};

/** The tax identity in force (the invoice slice reads it when it issues a document, and copies what it prints). */
export async function getTaxSettingsInForce(db?: Executor): Promise<TaxSettingsValues & { configured: boolean }> {
  const row = await findTaxSettings(db ?? (await getDatabase()).db);
  if (!row) return { ...DEFAULT_TAX_SETTINGS, configured: false };
  return {
    legal_name: row.legal_name,
    address: row.address,
    state_code: row.state_code,
    gstin: row.gstin,
    lut_reference: row.lut_reference,
    lut_valid_from: row.lut_valid_from,
    lut_valid_until: row.lut_valid_until,
    invoice_prefix: row.invoice_prefix,
    credit_note_prefix: row.credit_note_prefix,
    configured: true,
  };
}

export function ruleOf(row: GstRateRow): GstRateRule {
  return {
    hsnPrefix: row.hsn_prefix,
    effectiveFrom: row.effective_from,
    rateBp: row.rate_bp,
    thresholdPaise: row.threshold_paise,
    rateAboveBp: row.rate_above_bp,
  };
}

/** Every rate row as the arithmetic takes it (lib/gst/rates.ts resolveGstRateBp). */
export async function listGstRateRules(db?: Executor): Promise<GstRateRule[]> {
  return (await listGstRateRows(db ?? (await getDatabase()).db)).map(ruleOf);
}
