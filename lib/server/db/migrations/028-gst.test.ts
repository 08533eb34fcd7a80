import { withTestDatabase } from '@/lib/testing/test-database';
import { gstMigration } from './028-gst';

const database = withTestDatabase({ seed: 'catalogue' });

/**
 * Whether the database refused a write. Not `rejects.toThrow()`: the driver's error is made in another realm
 * in Jest's workers and fails its Error check now and then, so the refusal is read from the message.
 */
async function refused(write: Promise<unknown>): Promise<string> {
  return write.then(
    () => 'written',
    (error: unknown) => (/constraint|duplicate|unique|check/i.test(String(error)) ? 'refused' : String(error)),
  );
}

it("gives a shop seeded before it its categories' HSN codes and today's rates, and goes back down cleanly", async () => {
  const { db, dialect } = database();
  // The test database is at the newest migration already: step 028 back and run it again on the seeded catalogue.
  const migration = gstMigration(dialect);
  await migration.down(db);
  await migration.up(db);

  const categories = await db.selectFrom('categories').select(['id', 'hsn_code']).orderBy('id').execute();
  expect(categories).toEqual([
    { id: 1, hsn_code: '6204' },
    { id: 2, hsn_code: '6304' },
    { id: 3, hsn_code: '6203' },
    { id: 4, hsn_code: '6209' },
    { id: 5, hsn_code: '5208' },
    { id: 6, hsn_code: '4202' },
  ]);
  expect(await db.selectFrom('products').where('hsn_code', 'is not', null).selectAll().execute()).toEqual([]);
  const garments = await db
    .selectFrom('gst_rates')
    .select(['effective_from', 'rate_bp', 'threshold_paise', 'rate_above_bp'])
    .where('hsn_prefix', '=', '62')
    .orderBy('effective_from')
    .execute();
  expect(garments).toEqual([
    { effective_from: '2017-07-01', rate_bp: 500, threshold_paise: 100_000, rate_above_bp: 1200 },
    { effective_from: '2025-09-22', rate_bp: 500, threshold_paise: 250_000, rate_above_bp: 1800 },
  ]);
  // One tax identity at most.
  const row = {
    legal_name: 'A',
    address: 'B',
    state_code: '08',
    invoice_prefix: 'INV',
    credit_note_prefix: 'CN',
    updated_at: '2026-11-29T00:00:00.000Z',
    updated_by_staff_id: null,
  };
  await db
    .insertInto('tax_settings')
    .values({ id: 1, ...row })
    .execute();
  expect(
    await refused(
      db
        .insertInto('tax_settings')
        .values({ id: 2, ...row })
        .execute(),
    ),
  ).toBe('refused');
  // A prefix has one row per start day.
  expect(
    await refused(
      db
        .insertInto('gst_rates')
        .values({ hsn_prefix: '62', effective_from: '2025-09-22', rate_bp: 500, created_at: row.updated_at })
        .execute(),
    ),
  ).toBe('refused');
});
