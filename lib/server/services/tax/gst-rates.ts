import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { findGstRateRule, indianDateOf } from '../../../gst/rates';
import { getDatabase, type Executor } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { requireOwner } from '../staff/roles';
import { actorOf } from '../staff/staff-auth';
import { insertGstRate, listGstRateRows, type GstRateRow } from './repositories/tax';
import { issueAwaitingInvoicesQuietly } from './invoicing';
import { ruleOf } from './tax-in-force';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const GST_RATE_ADDED_MESSAGE = 'Rate added.';
export const GST_RATE_PAST_MESSAGE =
  'must be today or later: rates already applied to past sales are never changed (add a row from today)';
export const GST_RATE_TAKEN_MESSAGE = 'already has a rate starting that day for this HSN prefix';

function rateAnswer(row: GstRateRow, inForce: boolean): Output<'addGstRate'>['rate'] {
  return {
    id: row.id,
    hsn_prefix: row.hsn_prefix,
    effective_from: row.effective_from,
    rate_percent: row.rate_bp / 100,
    threshold: row.threshold_paise === null ? null : row.threshold_paise / 100,
    rate_above_percent: row.rate_above_bp === null ? null : row.rate_above_bp / 100,
    note: row.note,
    created_at: row.created_at,
    created_by: row.created_by,
    in_force: inForce,
  };
}

async function ratesAnswer(db: Executor): Promise<Output<'listGstRates'>> {
  const rows = await listGstRateRows(db);
  const today = indianDateOf(new Date());
  const rules = rows.map(ruleOf);
  // A row is in force when it is the latest started row of its own prefix (its prefix as the HSN code).
  const inForce = (row: GstRateRow) => {
    const rule = findGstRateRule(rules, row.hsn_prefix, today);
    return rule?.hsnPrefix === row.hsn_prefix && rule.effectiveFrom === row.effective_from;
  };
  return { rates: rows.map((row) => rateAnswer(row, inForce(row))), today };
}

/** GET /api/admin/gst-rates/ (owner). */
export async function listGstRates(
  _input: Input<'listGstRates'>,
  context: StaffRequestContext,
): Promise<Output<'listGstRates'>> {
  requireOwner(context);
  return ratesAnswer((await getDatabase()).db);
}

/** POST /api/admin/gst-rates/ (owner): a new row from today (India) or later, audited; a taken day is 409. */
export async function addGstRate(
  input: Input<'addGstRate'>,
  context: StaffRequestContext,
): Promise<Output<'addGstRate'>> {
  requireOwner(context);
  const now = new Date();
  if (input.effective_from < indianDateOf(now))
    throw new ApiError('invalid_request', GST_RATE_PAST_MESSAGE, { field: 'effective_from' });
  const { db } = await getDatabase();
  const answer = await db.transaction().execute(async (trx) => {
    const row = {
      hsn_prefix: input.hsn_prefix,
      effective_from: input.effective_from,
      rate_bp: Math.round(input.rate_percent * 100),
      threshold_paise: input.threshold === null ? null : Math.round(input.threshold * 100),
      rate_above_bp: input.rate_above_percent === null ? null : Math.round(input.rate_above_percent * 100),
      note: input.note,
      created_at: now.toISOString(),
      created_by_staff_id: context.staff.id,
    };
    const id = await insertGstRate(trx, row);
    if (id === null) throw new ApiError('conflict', GST_RATE_TAKEN_MESSAGE, { field: 'effective_from' });
    await recordAudit(trx, actorOf(context), {
      action: 'gst_rate.add',
      entityType: 'gst_rate',
      entityId: id,
      before: null,
      after: row,
      at: row.created_at,
    });
    const answer = await ratesAnswer(trx);
    const rate = answer.rates.find((one) => one.id === id);
    if (!rate) throw new Error(`GST rate ${id} not found after its insert`);
    return { message: GST_RATE_ADDED_MESSAGE, rate };
  });
  // A sale that waited for this rate gets its invoice now (decision 040).
  await issueAwaitingInvoicesQuietly();
  return answer;
}
