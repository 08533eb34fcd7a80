import type { Kysely } from 'kysely';
import type { Database } from '@/lib/server/db/schema';
import { gstinCheckCharacter } from '@/lib/gst/gstin';
import { insertOrderInState } from './orders';

/**
 * A month of tax documents (November 2026, supplier in Rajasthan, 08) written straight to the tables, for the
 * GSTR-1 tests and the sample in docs/gst/: every kind of invoice and credit note, and the month's edges.
 * Invoices (number, Indian day, kind):
 *  INV2627/1  15 Oct  B2CS intra Rajasthan, 210.00 at 5%           (October: only its credit note counts)
 *  INV2627/2  01 Nov 00:15 IST  B2CS intra Rajasthan, 105.00 at 5%   (the first minutes of the month)
 *  INV2627/3  03 Nov  B2B Maharashtra (GSTIN), 1,050.00 at 5% + 1,180.00 at 18%
 *  INV2627/4  05 Nov  B2CS intra Rajasthan, 2,100.00 at 5%
 *  INV2627/5  10 Nov  B2CS inter Karnataka, 525.00 at 5%
 *  INV2627/6  12 Nov  B2CL inter Delhi, 1,18,000.00 at 18%        (above Rs 1 lakh)
 *  INV2627/7  14 Nov  B2CS inter Gujarat, exactly 1,00,000.00 at 5% (not above: B2CS)
 *  INV2627/8  20 Nov  export to the US under LUT, USD 120.00
 *  INV2627/9  01 Dec 00:30 IST  B2CS intra Rajasthan                (December: left out)
 * Credit notes: CN2627/1 (08 Nov) all of INV2627/1; CN2627/2 (18 Nov) the 5% line of INV2627/3;
 * CN2627/3 (22 Nov) 525.00 of INV2627/4; CN2627/4 (25 Nov) 11,800.00 of INV2627/6.
 */
export const GSTR1_FIXTURE_MONTH = '2026-11';
export const FIXTURE_BUYER_GSTIN = '27AAPFU0939F1ZV';
export const FIXTURE_SUPPLIER_GSTIN = `08AAPFU0939F1Z${gstinCheckCharacter('08AAPFU0939F1Z')}`;

type Supply = 'intra_state' | 'inter_state' | 'export';

interface LineSpec {
  amount: number;
  rateBp: number;
  hsn?: string;
  quantity?: number;
}

interface InvoiceSpec {
  issuedAt: string;
  supply: Supply;
  state: [string, string] | null;
  currency?: string;
  gstin?: string;
  lines: LineSpec[];
}

/** The tax in an amount that includes it (lib/gst/tax.ts's rule: half up; an odd paisa to SGST). */
function split(amount: number, rateBp: number, supply: Supply) {
  if (supply === 'export') return { taxable: amount, cgst: 0, sgst: 0, igst: 0 };
  const taxable = Math.round((amount * 10_000) / (10_000 + rateBp));
  const tax = amount - taxable;
  if (supply === 'inter_state') return { taxable, cgst: 0, sgst: 0, igst: tax };
  return { taxable, cgst: Math.floor(tax / 2), sgst: tax - Math.floor(tax / 2), igst: 0 };
}

function amountsOf(amount: number, rateBp: number, supply: Supply) {
  const parts = split(amount, rateBp, supply);
  return {
    amount_minor: amount,
    taxable_minor: parts.taxable,
    cgst_minor: parts.cgst,
    sgst_minor: parts.sgst,
    igst_minor: parts.igst,
  };
}

type Amounts = ReturnType<typeof amountsOf>;

function sum(rows: Amounts[]): Amounts {
  const total: Amounts = { amount_minor: 0, taxable_minor: 0, cgst_minor: 0, sgst_minor: 0, igst_minor: 0 };
  for (const row of rows) for (const key of Object.keys(total) as (keyof Amounts)[]) total[key] += row[key];
  return total;
}

const INVOICES: InvoiceSpec[] = [
  {
    issuedAt: '2026-10-15T06:00:00.000Z',
    supply: 'intra_state',
    state: ['08', 'Rajasthan'],
    lines: [{ amount: 21_000, rateBp: 500 }],
  },
  {
    issuedAt: '2026-10-31T18:45:00.000Z',
    supply: 'intra_state',
    state: ['08', 'Rajasthan'],
    lines: [{ amount: 10_500, rateBp: 500 }],
  },
  {
    issuedAt: '2026-11-03T05:00:00.000Z',
    supply: 'inter_state',
    state: ['27', 'Maharashtra'],
    gstin: FIXTURE_BUYER_GSTIN,
    lines: [
      { amount: 105_000, rateBp: 500, quantity: 2 },
      { amount: 118_000, rateBp: 1800, hsn: '6304' },
    ],
  },
  {
    issuedAt: '2026-11-05T05:00:00.000Z',
    supply: 'intra_state',
    state: ['08', 'Rajasthan'],
    lines: [{ amount: 210_000, rateBp: 500 }],
  },
  {
    issuedAt: '2026-11-10T05:00:00.000Z',
    supply: 'inter_state',
    state: ['29', 'Karnataka'],
    lines: [{ amount: 52_500, rateBp: 500 }],
  },
  {
    issuedAt: '2026-11-12T05:00:00.000Z',
    supply: 'inter_state',
    state: ['07', 'Delhi'],
    lines: [{ amount: 11_800_000, rateBp: 1800, quantity: 40 }],
  },
  {
    issuedAt: '2026-11-14T05:00:00.000Z',
    supply: 'inter_state',
    state: ['24', 'Gujarat'],
    lines: [{ amount: 10_000_000, rateBp: 500, quantity: 50 }],
  },
  {
    issuedAt: '2026-11-20T05:00:00.000Z',
    supply: 'export',
    state: null,
    currency: 'USD',
    lines: [{ amount: 12_000, rateBp: 500 }],
  },
  {
    issuedAt: '2026-11-30T19:00:00.000Z',
    supply: 'intra_state',
    state: ['08', 'Rajasthan'],
    lines: [{ amount: 31_500, rateBp: 500 }],
  },
];

/** Credit notes: [invoice index, issued at, per invoice line: amount credited and pieces]. */
const CREDIT_NOTES: [number, string, [number, number, number][]][] = [
  [0, '2026-11-08T05:00:00.000Z', [[0, 21_000, 1]]],
  [2, '2026-11-18T05:00:00.000Z', [[0, 105_000, 2]]],
  [3, '2026-11-22T05:00:00.000Z', [[0, 52_500, 0]]],
  [5, '2026-11-25T05:00:00.000Z', [[0, 1_180_000, 4]]],
];

/** Writes the fixture's orders, invoices and credit notes for `userId` (one order per invoice, of `product`). */
export async function insertGstr1Fixture(db: Kysely<Database>, userId: number, product: { id: number; name: string }) {
  await db
    .insertInto('tax_settings')
    .values({
      id: 1,
      legal_name: 'Jaipur Handblock Prints LLP',
      address: '14 Johari Bazaar, Jaipur 302003',
      state_code: '08',
      gstin: FIXTURE_SUPPLIER_GSTIN,
      lut_reference: 'AD0811260000001',
      lut_valid_from: '2026-04-01',
      lut_valid_until: '2027-03-31',
      invoice_prefix: 'INV',
      credit_note_prefix: 'CN',
      updated_at: '2026-10-01T00:00:00.000Z',
      updated_by_staff_id: null,
    })
    .execute();
  const invoiceLineIds: number[][] = [];
  const invoiceIds: number[] = [];
  for (const [index, spec] of INVOICES.entries()) {
    const order = await insertOrderInState(db, userId, [product]);
    const orderLine = await db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const lines = spec.lines.map((line) => amountsOf(line.amount, line.rateBp, spec.supply));
    const totals = sum(lines);
    const currency = spec.currency ?? 'INR';
    await db
      .updateTable('orders')
      .set({
        total_minor: totals.amount_minor,
        subtotal_minor: totals.amount_minor,
        currency,
        buyer_gstin: spec.gstin ?? null,
        // Placed the moment its invoice was issued: the month's orders are the fixture's, whatever today is.
        created_at: spec.issuedAt,
        paid_at: spec.issuedAt,
      })
      .where('id', '=', order.id)
      .execute();
    const invoice = await db
      .insertInto('tax_invoices')
      .values({
        order_id: order.id,
        number: `INV2627/${index + 1}`,
        financial_year: '2627',
        sequence: index + 1,
        issued_at: spec.issuedAt,
        supply: spec.supply,
        zero_rated_under_lut: spec.supply === 'export' ? 1 : 0,
        place_of_supply_code: spec.state?.[0] ?? null,
        place_of_supply_name: spec.state?.[1] ?? 'United States',
        currency,
        supplier_legal_name: 'Jaipur Handblock Prints LLP',
        supplier_address: '14 Johari Bazaar, Jaipur 302003',
        supplier_state_code: '08',
        supplier_gstin: FIXTURE_SUPPLIER_GSTIN,
        lut_reference: spec.supply === 'export' ? 'AD0811260000001' : null,
        buyer_name: 'Asha Verma',
        buyer_gstin: spec.gstin ?? null,
        buyer_legal_name: spec.gstin ? 'Verma Textiles LLP' : null,
        billing_address_json: '[]',
        delivery_address_json: '[]',
        irn: null,
        irn_ack_number: null,
        irn_ack_at: null,
        signed_qr: null,
        ...totals,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    invoiceIds.push(invoice.id);
    const ids: number[] = [];
    for (const [position, line] of spec.lines.entries()) {
      const quantity = line.quantity ?? 1;
      const row = await db
        .insertInto('tax_invoice_lines')
        .values({
          invoice_id: invoice.id,
          order_line_id: orderLine.id,
          position: position + 1,
          description: product.name,
          size: 'M',
          hsn_code: line.hsn ?? '6204',
          quantity,
          unit: 'PCS',
          unit_price_minor: Math.round(line.amount / quantity),
          discount_minor: 0,
          goods_minor: line.amount,
          shipping_share_minor: 0,
          cod_fee_share_minor: 0,
          rate_bp: line.rateBp,
          ...lines[position]!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    invoiceLineIds.push(ids);
  }
  for (const [index, [invoiceIndex, issuedAt, credited]] of CREDIT_NOTES.entries()) {
    const spec = INVOICES[invoiceIndex]!;
    const lines = credited.map(([lineIndex, amount]) => amountsOf(amount, spec.lines[lineIndex]!.rateBp, spec.supply));
    const order = await db
      .selectFrom('tax_invoices')
      .select('order_id')
      .where('id', '=', invoiceIds[invoiceIndex]!)
      .executeTakeFirstOrThrow();
    const note = await db
      .insertInto('credit_notes')
      .values({
        invoice_id: invoiceIds[invoiceIndex]!,
        order_id: order.order_id,
        number: `CN2627/${index + 1}`,
        financial_year: '2627',
        sequence: index + 1,
        issued_at: issuedAt,
        reason: 'refund',
        refund_request_id: null,
        irn: null,
        signed_qr: null,
        ...sum(lines),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('credit_note_lines')
      .values(
        credited.map(([lineIndex, , quantity], position) => ({
          credit_note_id: note.id,
          invoice_line_id: invoiceLineIds[invoiceIndex]![lineIndex]!,
          quantity,
          ...lines[position]!,
        })),
      )
      .execute();
  }
}
