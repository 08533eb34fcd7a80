import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import { indianStateName } from '../../../gst/states';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { requireOwner } from '../staff/roles';
import { actorOf } from '../staff/staff-auth';
import { findTaxSettings, upsertTaxSettings } from './repositories/tax';
import { issueAwaitingInvoicesQuietly } from './invoicing';
import { getTaxSettingsInForce } from './tax-in-force';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const TAX_SETTINGS_SAVED_MESSAGE = 'Tax details saved.';

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
  const answer = await db.transaction().execute(async (trx) => {
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
  // Sales that waited for an identity get their invoices now (decision 040).
  await issueAwaitingInvoicesQuietly();
  return answer;
}
