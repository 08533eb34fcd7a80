/** The full demo seed trades under a tax identity: its sales carry invoices numbered in the order they happened. */
import { gstinProblem } from '@/lib/gst/gstin';
import { getTaxSettingsInForce } from '@/lib/server/services/tax/tax-in-force';
import { withTestDatabase } from '@/lib/testing/test-database';
import { DEMO_GSTIN } from './seed-tax';

jest.setTimeout(60_000);
const database = withTestDatabase();

it('saves a valid Rajasthan identity and invoices every demo sale, each year numbered 1..n by time', async () => {
  const { db } = database();
  expect(gstinProblem(DEMO_GSTIN)).toBeNull();
  expect(await getTaxSettingsInForce(db)).toMatchObject({ configured: true, gstin: DEMO_GSTIN, state_code: '08' });
  const sales = await db.selectFrom('orders').select('id').where('status', 'in', ['paid', 'cod_confirmed']).execute();
  const invoices = await db
    .selectFrom('tax_invoices')
    .select(['order_id', 'financial_year', 'sequence', 'issued_at', 'supply'])
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
  expect(sales.length).toBeGreaterThan(0);
  expect(invoices.map((invoice) => invoice.order_id).sort()).toEqual(sales.map((sale) => sale.id).sort());
  const years = new Map<string, number[]>();
  for (const invoice of invoices)
    years.set(invoice.financial_year, [...(years.get(invoice.financial_year) ?? []), invoice.sequence]);
  for (const sequences of years.values()) expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  expect(new Set(invoices.map((invoice) => invoice.supply))).toEqual(new Set(['intra_state', 'inter_state', 'export']));
  const notifications = await db.selectFrom('notifications').select('id').execute();
  expect(notifications).toEqual([]);
});
