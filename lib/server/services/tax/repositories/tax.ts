import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, GstRatesTable, TaxSettingsTable } from '../../../db/schema';

export type TaxSettingsRow = Selectable<TaxSettingsTable> & { updated_by: string | null };
export type GstRateRow = Selectable<GstRatesTable> & { created_by: string | null };

export async function findTaxSettings(db: Kysely<Database>): Promise<TaxSettingsRow | undefined> {
  return db
    .selectFrom('tax_settings')
    .leftJoin('staff', 'staff.id', 'tax_settings.updated_by_staff_id')
    .selectAll('tax_settings')
    .select('staff.name as updated_by')
    .where('tax_settings.id', '=', 1)
    .executeTakeFirst();
}

/** One statement on both databases: the single row (id 1) inserted or replaced. */
export async function upsertTaxSettings(db: Kysely<Database>, row: Selectable<TaxSettingsTable>): Promise<void> {
  const { id: _id, ...changes } = row;
  await db
    .insertInto('tax_settings')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

export async function listGstRateRows(db: Kysely<Database>): Promise<GstRateRow[]> {
  return db
    .selectFrom('gst_rates')
    .leftJoin('staff', 'staff.id', 'gst_rates.created_by_staff_id')
    .selectAll('gst_rates')
    .select('staff.name as created_by')
    .orderBy('gst_rates.hsn_prefix')
    .orderBy('gst_rates.effective_from')
    .execute();
}

/** The new row's id, or null when its prefix already has a row starting that day (the unique key). */
export async function insertGstRate(db: Kysely<Database>, row: Insertable<GstRatesTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('gst_rates')
    .values(row)
    .onConflict((conflict) => conflict.columns(['hsn_prefix', 'effective_from']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}
