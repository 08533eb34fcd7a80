import type { Kysely } from 'kysely';
import type { CreditNoteReason, Database } from '@/lib/server/db/schema';

/**
 * GST documents written straight to the database for an order made with insertOrderInState (lib/testing/orders.ts):
 * for tests of what reads them (order pages, downloads, messages) without the issuing service. Figures are a 5%
 * intra-state sale (Rajasthan), split as decision 039 says: taxable = round(amount × 100 / 105), CGST the lower half.
 */
const FINANCIAL_YEAR = '2627';
let invoiceSequence = 0;
let creditNoteSequence = 0;

function splitFivePercent(amount: number) {
  const taxable = Math.round((amount * 100) / 105);
  const tax = amount - taxable;
  return {
    amount_minor: amount,
    taxable_minor: taxable,
    cgst_minor: Math.floor(tax / 2),
    sgst_minor: tax - Math.floor(tax / 2),
    igst_minor: 0,
  };
}

export interface TestTaxInvoice {
  id: number;
  number: string;
  lineIds: number[];
  amountMinor: number;
}

/** The order's tax invoice (INV2627/000NN), a line per order line, issued now unless `issuedAt` says otherwise. */
export async function insertTaxInvoice(
  db: Kysely<Database>,
  orderId: number,
  options: { issuedAt?: string; irn?: string } = {},
): Promise<TestTaxInvoice> {
  invoiceSequence += 1;
  const number = `INV${FINANCIAL_YEAR}/${String(invoiceSequence).padStart(5, '0')}`;
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const total = lines.reduce((sum, line) => sum + line.unit_price_minor * line.quantity, 0);
  const lineFigures = lines.map((line) => splitFivePercent(line.unit_price_minor * line.quantity));
  const totals = lineFigures.reduce(
    (sum, figures) => ({
      amount_minor: sum.amount_minor + figures.amount_minor,
      taxable_minor: sum.taxable_minor + figures.taxable_minor,
      cgst_minor: sum.cgst_minor + figures.cgst_minor,
      sgst_minor: sum.sgst_minor + figures.sgst_minor,
      igst_minor: 0,
    }),
    { amount_minor: 0, taxable_minor: 0, cgst_minor: 0, sgst_minor: 0, igst_minor: 0 },
  );
  const invoice = await db
    .insertInto('tax_invoices')
    .values({
      order_id: orderId,
      number,
      financial_year: FINANCIAL_YEAR,
      sequence: invoiceSequence,
      issued_at: options.issuedAt ?? new Date().toISOString(),
      supply: 'intra_state',
      place_of_supply_code: '08',
      place_of_supply_name: 'Rajasthan',
      currency: 'INR',
      supplier_legal_name: 'Jaipur Handcrafted Private Limited',
      supplier_address: '14 Johari Bazaar, Jaipur 302003',
      supplier_state_code: '08',
      supplier_gstin: '08AAACJ1234F1Z5',
      lut_reference: null,
      buyer_name: 'Asha Verma',
      buyer_gstin: null,
      buyer_legal_name: null,
      billing_address_json: JSON.stringify(['Asha Verma', '12 MG Road', 'Jaipur, Rajasthan, 302001', 'India']),
      delivery_address_json: JSON.stringify(['Asha Verma', '12 MG Road', 'Jaipur, Rajasthan, 302001', 'India']),
      irn: options.irn ?? null,
      irn_ack_number: options.irn ? '112010036563310' : null,
      irn_ack_at: options.irn ? new Date().toISOString() : null,
      signed_qr: null,
      ...totals,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lineIds: number[] = [];
  for (const [index, line] of lines.entries()) {
    const figures = lineFigures[index] ?? splitFivePercent(0);
    const row = await db
      .insertInto('tax_invoice_lines')
      .values({
        invoice_id: invoice.id,
        order_line_id: line.id,
        position: index + 1,
        description: line.product_name,
        size: line.size,
        hsn_code: '6204',
        quantity: line.quantity,
        unit: 'PCS',
        unit_price_minor: line.unit_price_minor,
        discount_minor: 0,
        goods_minor: line.unit_price_minor * line.quantity,
        shipping_share_minor: 0,
        cod_fee_share_minor: 0,
        rate_bp: 500,
        ...figures,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lineIds.push(row.id);
  }
  return { id: invoice.id, number, lineIds, amountMinor: total };
}

/** A credit note (CN2627/000NN) against the invoice giving back `amountMinor` on its first line. */
export async function insertCreditNote(
  db: Kysely<Database>,
  orderId: number,
  invoice: TestTaxInvoice,
  options: { amountMinor: number; reason?: CreditNoteReason; issuedAt?: string },
): Promise<{ id: number; number: string }> {
  creditNoteSequence += 1;
  const number = `CN${FINANCIAL_YEAR}/${String(creditNoteSequence).padStart(5, '0')}`;
  const figures = splitFivePercent(options.amountMinor);
  const note = await db
    .insertInto('credit_notes')
    .values({
      invoice_id: invoice.id,
      order_id: orderId,
      number,
      financial_year: FINANCIAL_YEAR,
      sequence: creditNoteSequence,
      issued_at: options.issuedAt ?? new Date().toISOString(),
      reason: options.reason ?? 'refund',
      refund_request_id: null,
      irn: null,
      signed_qr: null,
      ...figures,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('credit_note_lines')
    .values({ credit_note_id: note.id, invoice_line_id: invoice.lineIds[0] ?? 0, quantity: 0, ...figures })
    .execute();
  return { id: note.id, number };
}
