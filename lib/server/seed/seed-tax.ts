/**
 * The demo's tax identity and the invoices of its delivered orders (decision 040), written inside the demo
 * seed's transaction after its orders: so the demo shows GST invoices from the start, numbered in the order
 * the sales happened. A shop that already has an identity keeps it.
 */
import type { Kysely } from 'kysely';
import { gstinCheckCharacter } from '../../gst/gstin';
import { site } from '../../site';
import type { Database } from '../db/schema';
import { issueInvoiceForOrder } from '../services/tax/invoicing';

/** A made-up PAN of a firm (fourth letter F) in Rajasthan (08), entity 1, 'Z', and its computed check character. */
const DEMO_GSTIN_FIRST_14 = '08AAJFJ4321K1Z';
export const DEMO_GSTIN = `${DEMO_GSTIN_FIRST_14}${gstinCheckCharacter(DEMO_GSTIN_FIRST_14)}`;

export async function insertDemoTaxIdentity(trx: Kysely<Database>, now: string): Promise<void> {
  const { street, locality, region, postalCode } = site.address;
  await trx
    .insertInto('tax_settings')
    .values({
      id: 1,
      legal_name: site.legalName,
      address: `${street}, ${locality}, ${region} ${postalCode}`,
      state_code: '08',
      gstin: DEMO_GSTIN,
      lut_reference: 'AD080325000123X',
      lut_valid_from: '2025-04-01',
      lut_valid_until: '2027-03-31',
      invoice_prefix: 'INV',
      credit_note_prefix: 'CN',
      updated_at: now,
      updated_by_staff_id: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The demo's sales get their invoices as they would have: each at its sale (paid or placed), oldest first. */
export async function issueDemoInvoices(trx: Kysely<Database>): Promise<number> {
  const sales = await trx
    .selectFrom('orders')
    .select(['id', 'paid_at', 'created_at', 'payment_method'])
    .where('status', 'in', ['paid', 'cod_confirmed'])
    .execute();
  const at = (sale: (typeof sales)[number]) =>
    sale.payment_method === 'cod' ? sale.created_at : (sale.paid_at ?? sale.created_at);
  sales.sort((a, b) => at(a).localeCompare(at(b)) || a.id - b.id);
  let issued = 0;
  for (const sale of sales) {
    const outcome = await issueInvoiceForOrder(trx, sale.id, new Date(at(sale)), { notify: false });
    if (outcome.kind === 'not_issuable') throw new Error(`Demo order ${sale.id} has no invoice: ${outcome.reason}`);
    if (outcome.kind === 'issued') issued += 1;
  }
  return issued;
}
