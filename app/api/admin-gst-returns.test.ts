/**
 * GSTR-1 for a month (issue 30, item 5) on a real database: a fixture month of every kind of invoice and credit
 * note (lib/testing/gstr1-fixture.ts), each section checked, the totals reconciled with the documents and the
 * orders; the admin calls (owner only, JSON and one CSV per section with the offline tool's headers).
 * WRITE_GSTR1_SAMPLE=1 writes the sample of docs/gst/gstr1-sample/ from the same month.
 */
import path from 'node:path';
import { apiErrorBody } from '@/lib/contract';
import { gstReturnResponse } from '@/lib/contract/admin-gst-returns';
import { OWNER_ONLY_MESSAGE } from '@/lib/server/services/staff/roles';
import { gstr1ForMonth, indianMonthBounds } from '@/lib/server/services/tax/gst-returns';
import { GSTR1_CSV_HEADERS, writeGstr1Files } from '@/lib/server/services/tax/gstr1-csv';
import {
  FIXTURE_BUYER_GSTIN,
  FIXTURE_SUPPLIER_GSTIN,
  GSTR1_FIXTURE_MONTH,
  insertGstr1Fixture,
} from '@/lib/testing/gstr1-fixture';
import { createTestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getGstReturn } from './admin/gst-returns/route';
import { GET as getGstReturnCsv } from './admin/gst-returns/csv/route';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' });

let owner: TestStaff;
let packer: TestStaff;
beforeAll(async () => {
  const { db } = database();
  owner = await createTestStaff(db, 'owner');
  packer = await createTestStaff(db, 'staff');
  const customer = await createTestCustomer(db);
  const product = await db.selectFrom('products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  await insertGstr1Fixture(db, customer.id, product);
});

describe('the Indian month', () => {
  it('runs from 00:00 IST on the 1st (18:30 UTC the day before) to the next month', () => {
    expect(indianMonthBounds('2026-11')).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      until: '2026-11-30T18:30:00.000Z',
    });
    expect(indianMonthBounds('2026-12').until).toBe('2026-12-31T18:30:00.000Z');
  });
});

describe('GSTR-1 of the fixture month', () => {
  it('b2b: per invoice and rate, with the receiver and the place of supply', async () => {
    const gstr1 = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
    expect(gstr1.gstin).toBe(FIXTURE_SUPPLIER_GSTIN);
    expect(gstr1.b2b).toEqual([
      {
        receiver_gstin: FIXTURE_BUYER_GSTIN,
        receiver_name: 'Verma Textiles LLP',
        invoice_number: 'INV2627/3',
        invoice_date: '03-Nov-2026',
        invoice_value: 2230,
        place_of_supply: '27-Maharashtra',
        reverse_charge: 'N',
        invoice_type: 'Regular B2B',
        items: [
          { rate: 5, taxable: 1000, igst: 50, cgst: 0, sgst: 0, cess: 0 },
          { rate: 18, taxable: 1000, igst: 180, cgst: 0, sgst: 0, cess: 0 },
        ],
      },
    ]);
  });

  it('b2cl: inter-state above Rs 1 lakh only; b2cs: by state and rate, net of its credit notes', async () => {
    const gstr1 = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
    expect(gstr1.b2cl_threshold).toBe(100000);
    expect(gstr1.b2cl.map((invoice) => [invoice.invoice_number, invoice.place_of_supply, invoice.items])).toEqual([
      ['INV2627/6', '07-Delhi', [{ rate: 18, taxable: 100000, igst: 18000, cgst: 0, sgst: 0, cess: 0 }]],
    ]);
    expect(gstr1.b2cs).toEqual([
      // 100 + 2,000 invoiced in November, less the credit notes of 200 (an October invoice) and 500.
      {
        type: 'OE',
        supply_type: 'INTRA',
        place_of_supply: '08-Rajasthan',
        rate: 5,
        taxable: 1400,
        igst: 0,
        cgst: 35,
        sgst: 35,
        cess: 0,
      },
      {
        type: 'OE',
        supply_type: 'INTER',
        place_of_supply: '24-Gujarat',
        rate: 5,
        taxable: 95238.1,
        igst: 4761.9,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
      {
        type: 'OE',
        supply_type: 'INTER',
        place_of_supply: '29-Karnataka',
        rate: 5,
        taxable: 500,
        igst: 25,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
  });

  it('exp: without payment under LUT, in its currency; cdnr and cdnur by the invoice they reverse', async () => {
    const gstr1 = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
    expect(gstr1.exp).toEqual([
      expect.objectContaining({
        export_type: 'WOPAY',
        invoice_number: 'INV2627/8',
        invoice_value: 120,
        currency: 'USD',
        place_of_supply: '96-Other Countries',
        items: [{ rate: 5, taxable: 120, igst: 0, cgst: 0, sgst: 0, cess: 0 }],
      }),
    ]);
    expect(gstr1.cdnr).toEqual([
      expect.objectContaining({
        receiver_gstin: FIXTURE_BUYER_GSTIN,
        note_number: 'CN2627/2',
        note_date: '18-Nov-2026',
        note_type: 'C',
        note_value: 1050,
        original_invoice_number: 'INV2627/3',
        items: [{ rate: 5, taxable: 1000, igst: 50, cgst: 0, sgst: 0, cess: 0 }],
      }),
    ]);
    expect(gstr1.cdnur).toEqual([
      expect.objectContaining({
        ur_type: 'B2CL',
        note_number: 'CN2627/4',
        note_value: 11800,
        place_of_supply: '07-Delhi',
        items: [{ rate: 18, taxable: 10000, igst: 1800, cgst: 0, sgst: 0, cess: 0 }],
      }),
    ]);
  });

  it('hsn: by code and rate, B2B and B2C apart, net of credit notes; doc_issue: the series of the month', async () => {
    const gstr1 = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
    expect(gstr1.hsn.b2b).toEqual([
      expect.objectContaining({
        hsn: '6304',
        uqc: 'PCS-PIECES',
        total_quantity: 1,
        total_value: 1180,
        rate: 18,
        taxable: 1000,
        igst: 180,
      }),
    ]);
    expect(gstr1.hsn.b2c).toEqual([
      expect.objectContaining({
        hsn: '6204',
        rate: 5,
        total_quantity: 52,
        total_value: 101995,
        taxable: 97138.1,
        igst: 4786.9,
        cgst: 35,
        sgst: 35,
      }),
      expect.objectContaining({
        hsn: '6204',
        rate: 18,
        total_quantity: 36,
        total_value: 106200,
        taxable: 90000,
        igst: 16200,
      }),
    ]);
    expect(gstr1.doc_issue).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'INV2627/2',
        to: 'INV2627/8',
        total: 7,
        cancelled: 0,
        net_issued: 7,
      },
      { nature: 'Credit Note', from: 'CN2627/1', to: 'CN2627/4', total: 4, cancelled: 0, net_issued: 4 },
    ]);
  });

  it('totals: the sections add up to the invoices less the credit notes, and the invoices to the sale orders', async () => {
    const { totals } = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
    expect(totals.differences).toEqual([]);
    expect(totals.reconciled).toBe(true);
    const inr = totals.by_currency.find((entry) => entry.currency === 'INR')!;
    expect(inr.invoices).toMatchObject({ count: 6, value: 222960 });
    expect(inr.credit_notes).toMatchObject({ count: 4, value: 13585 });
    expect(inr.net.value).toBe(209375);
    expect(inr.sections).toEqual(inr.net);
    expect(inr.sale_orders).toEqual({ count: 6, total: 222960 });
    const { summary } = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
    expect(summary.map((row) => [row.section, row.entries, row.value, row.taxable])).toEqual([
      ['b2b', 1, 2230, 2000],
      ['b2cl', 1, 118000, 100000],
      ['b2cs', 3, 101995, 97138.1],
      ['exp', 1, 120, 120],
      ['cdnr', 1, 1050, 1000],
      ['cdnur', 1, 11800, 10000],
    ]);
    expect(totals.by_currency.find((entry) => entry.currency === 'USD')).toMatchObject({
      net: { value: 120 },
      sections: { value: 120 },
      sale_orders: { count: 1, total: 120 },
    });
  });

  it('says when the orders and the invoices differ', async () => {
    const { db } = database();
    const invoice = await db
      .selectFrom('tax_invoices')
      .select('order_id')
      .where('number', '=', 'INV2627/5')
      .executeTakeFirstOrThrow();
    const order = await db
      .selectFrom('orders')
      .select(['public_id', 'total_minor'])
      .where('id', '=', invoice.order_id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('orders')
      .set({ total_minor: order.total_minor + 100 })
      .where('id', '=', invoice.order_id)
      .execute();
    try {
      const { totals } = await gstr1ForMonth(GSTR1_FIXTURE_MONTH);
      expect(totals.reconciled).toBe(false);
      expect(totals.differences).toEqual([
        "INR: the month's sale orders total 222961, their invoices 222960",
        `Order ${order.public_id}: total 526, invoice 525`,
      ]);
    } finally {
      await db
        .updateTable('orders')
        .set({ total_minor: order.total_minor })
        .where('id', '=', invoice.order_id)
        .execute();
    }
  });

  it('is empty, and reconciled, for a month without documents', async () => {
    const gstr1 = await gstr1ForMonth('2026-09');
    expect([gstr1.b2b, gstr1.b2cs, gstr1.doc_issue, gstr1.hsn.b2c]).toEqual([[], [], [], []]);
    expect(gstr1.totals.reconciled).toBe(true);
  });

  if (process.env.WRITE_GSTR1_SAMPLE === '1')
    it('writes the sample of docs/gst/gstr1-sample/', async () => {
      await writeGstr1Files(
        await gstr1ForMonth(GSTR1_FIXTURE_MONTH),
        path.join(process.cwd(), 'docs/gst/gstr1-sample'),
      );
    });
});

describe('GET /api/admin/gst-returns/', () => {
  it('answers the JSON to an owner, 403 to other staff, 400 naming month for a bad month', async () => {
    const answer = await callRoute(getGstReturn, '/api/admin/gst-returns/?month=2026-11', { headers: owner.headers });
    expect(answer.status).toBe(200);
    expect(gstReturnResponse.parse(answer.body).gstr1.totals.reconciled).toBe(true);
    const refused = await callRoute(getGstReturn, '/api/admin/gst-returns/?month=2026-11', { headers: packer.headers });
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).message).toBe(OWNER_ONLY_MESSAGE);
    const bad = await callRoute(getGstReturn, '/api/admin/gst-returns/?month=2026-13', { headers: owner.headers });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('month');
  });

  it("serves each section's CSV with the offline tool's header line", async () => {
    for (const section of Object.keys(GSTR1_CSV_HEADERS) as (keyof typeof GSTR1_CSV_HEADERS)[]) {
      const answer = await callRoute(getGstReturnCsv, `/api/admin/gst-returns/csv/?month=2026-11&section=${section}`, {
        headers: owner.headers,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-2026-11-${section}.csv"`);
      expect(String(answer.body).split('\n')[0]).toBe(GSTR1_CSV_HEADERS[section].join(','));
    }
    const b2cs = await callRoute(getGstReturnCsv, '/api/admin/gst-returns/csv/?month=2026-11&section=b2cs', {
      headers: owner.headers,
    });
    expect(String(b2cs.body).split('\n')[1]).toBe('OE,08-Rajasthan,,5,1400.00,0.00,,INTRA,0.00,35.00,35.00');
    const refused = await callRoute(getGstReturnCsv, '/api/admin/gst-returns/csv/?month=2026-11&section=b2b', {
      headers: packer.headers,
    });
    expect(refused.status).toBe(403);
  });
});
