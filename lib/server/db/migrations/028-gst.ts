import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * GST foundations (issue 30, items 1 and 2; docs/decisions/039-gst.md):
 * - tax_settings: the shop's tax identity, one row (id 1) an owner writes at /admin/settings; no row: the defaults.
 * - categories.hsn_code: the HSN code of a category's products unless a product names its own (products.hsn_code,
 *   null: the category's). The demo categories get theirs here (and from the seed on a fresh database).
 * - gst_rates: the rate by HSN prefix (2 to 8 digits; the longest prefix in force wins), optionally banded by the
 *   value per piece, from a start date until the next row of the same prefix starts. Rows are never edited in
 *   place: a change is a new row with a later start, so a past sale's rate can always be found again.
 */
/** The demo categories' codes as of this migration (a fresh database takes them from the seed's taxonomy). */
const CATEGORY_HSN_CODES: Record<number, string> = {
  1: '6204', // Women: women's dresses, skirts, trousers (woven)
  2: '6304', // Home & Living: other furnishing articles (cushion covers, bedcovers, wall hangings)
  3: '6203', // Men: men's suits, jackets, trousers (woven)
  4: '6209', // Kids: babies' garments; older children's clothes override with 6203/6204
  5: '5208', // Fabric: woven cotton fabrics, ≥ 85% cotton, ≤ 200 g/m²
  6: '4202', // Accessories: bags, toiletry and make-up bags
};

/** Check with the accountant: the rates of Notification 1/2017-CT(Rate) as amended (GST 2.0 from 22 Sept 2025). */
const SEEDED_GST_RATES = [
  ...['61', '62', '63'].flatMap((prefix) => [
    { hsn_prefix: prefix, effective_from: '2017-07-01', rate_bp: 500, threshold_paise: 100_000, rate_above_bp: 1200 },
    { hsn_prefix: prefix, effective_from: '2025-09-22', rate_bp: 500, threshold_paise: 250_000, rate_above_bp: 1800 },
  ]),
  { hsn_prefix: '52', effective_from: '2017-07-01', rate_bp: 500, threshold_paise: null, rate_above_bp: null },
  { hsn_prefix: '4202', effective_from: '2017-07-01', rate_bp: 1800, threshold_paise: null, rate_above_bp: null },
];

export function gstMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('tax_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('legal_name', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('state_code', 'text', (col) => col.notNull())
        .addColumn('gstin', 'text')
        .addColumn('lut_reference', 'text')
        .addColumn('lut_valid_from', 'text')
        .addColumn('lut_valid_until', 'text')
        .addColumn('invoice_prefix', 'text', (col) => col.notNull())
        .addColumn('credit_note_prefix', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by_staff_id', 'integer', (col) => col.references('staff.id'))
        .execute();

      await db.schema.alterTable('categories').addColumn('hsn_code', 'text').execute();
      await db.schema.alterTable('products').addColumn('hsn_code', 'text').execute();
      for (const [id, hsn] of Object.entries(CATEGORY_HSN_CODES))
        await db.updateTable('categories').set({ hsn_code: hsn }).where('id', '=', Number(id)).execute();

      const table = db.schema.createTable('gst_rates');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('hsn_prefix', 'text', (col) => col.notNull())
        .addColumn('effective_from', 'text', (col) => col.notNull())
        .addColumn('rate_bp', 'integer', (col) => col.notNull())
        .addColumn('threshold_paise', 'integer')
        .addColumn('rate_above_bp', 'integer')
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('created_by_staff_id', 'integer', (col) => col.references('staff.id'))
        .addUniqueConstraint('gst_rates_prefix_start_key', ['hsn_prefix', 'effective_from'])
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('gst_rates')
        .values(SEEDED_GST_RATES.map((row) => ({ ...row, note: 'Seeded: check with the accountant', created_at: now })))
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('gst_rates').ifExists().execute();
      await db.schema.alterTable('products').dropColumn('hsn_code').execute();
      await db.schema.alterTable('categories').dropColumn('hsn_code').execute();
      await db.schema.dropTable('tax_settings').ifExists().execute();
    },
  };
}
