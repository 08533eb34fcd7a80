import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints, TaxSettingsValues } from '../../../contract/admin';
import { DEFAULT_SUPPLIER_STATE_CODE, indianStateName } from '../../../gst/states';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { requireOwner } from '../staff/roles';
import { actorOf } from '../staff/staff-auth';
import { findTaxSettings, upsertTaxSettings } from './repositories/tax';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const TAX_SETTINGS_SAVED_MESSAGE = 'Tax details saved.';

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

async function taxAnswer(db: Executor, message?: string): Promise<Output<'getTaxSettings'>> {
  const row = await findTaxSettings(db);
  const { configured, ...tax } = await getTaxSettingsInForce(db);
  return {
    tax: { ...tax, state_name: indianStateName(tax.state_code) ?? tax.state_code },
    configured,
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
    ...(message ? { message } : {}),
  };
}

/** GET /api/admin/tax-settings/ (owner). */
export async function getTaxSettings(
  _input: Input<'getTaxSettings'>,
  context: StaffRequestContext,
): Promise<Output<'getTaxSettings'>> {
  requireOwner(context);
  return taxAnswer((await getDatabase()).db);
}

/** POST /api/admin/tax-settings/ (owner): the whole identity replaced, audited with before and after in one transaction. */
export async function updateTaxSettings(
  input: Input<'updateTaxSettings'>,
  context: StaffRequestContext,
): Promise<Output<'updateTaxSettings'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const { configured, ...before } = await getTaxSettingsInForce(trx);
    await upsertTaxSettings(trx, { id: 1, ...input, updated_at: now, updated_by_staff_id: context.staff.id });
    await recordAudit(trx, actorOf(context), {
      action: 'tax_settings.update',
      entityType: 'settings',
      entityId: 'tax',
      before: configured ? before : null,
      after: input,
      at: now,
    });
    return taxAnswer(trx, TAX_SETTINGS_SAVED_MESSAGE);
  });
}
