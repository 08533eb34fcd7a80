import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import { getDatabase, type Executor } from '../../db/connection';
import type { FileAnswer, StaffRequestContext } from '../request-context';
import { requireOwner } from '../staff/roles';
import { buildGstr1, type Gstr1 } from './gstr1';
import { gstr1Csv, gstr1CsvFileName, type Gstr1CsvSection } from './gstr1-csv';
import { readGstr1Documents, type MonthBounds } from './repositories/gstr1';
import { getTaxSettingsInForce } from './tax-in-force';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

/** India is UTC+05:30 all year: a month of the Indian calendar as the instants issued_at is compared with. */
export function indianMonthBounds(month: string): MonthBounds {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const offsetMs = 330 * 60_000;
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - offsetMs).toISOString(),
    until: new Date(Date.UTC(year, monthNumber, 1) - offsetMs).toISOString(),
  };
}

/** The month's GSTR-1 from the stored documents, read in one transaction (one snapshot of the month). */
export async function gstr1ForMonth(month: string, db?: Executor): Promise<Gstr1> {
  const executor = db ?? (await getDatabase()).db;
  return executor.transaction().execute(async (trx) => {
    const settings = await getTaxSettingsInForce(trx);
    const documents = await readGstr1Documents(trx, indianMonthBounds(month));
    return buildGstr1({ month, supplier_gstin: settings.gstin, ...documents });
  });
}

/** GET /api/admin/gst-returns/?month= (owner). */
export async function getGstReturn(
  input: Input<'getGstReturn'>,
  context: StaffRequestContext,
): Promise<Output<'getGstReturn'>> {
  requireOwner(context);
  return { gstr1: await gstr1ForMonth(input.month) };
}

/** GET /api/admin/gst-returns/csv/?month=&section= (owner): one section's CSV. */
export async function getGstReturnCsv(
  input: Input<'getGstReturnCsv'>,
  context: StaffRequestContext,
): Promise<FileAnswer> {
  requireOwner(context);
  const section: Gstr1CsvSection = input.section;
  const gstr1 = await gstr1ForMonth(input.month);
  return { fileName: gstr1CsvFileName(input.month, section), body: Buffer.from(gstr1Csv(gstr1, section), 'utf8') };
}
