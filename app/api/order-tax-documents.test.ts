/**
 * The GST documents of an order reach the shopper and staff (issue 30, decision 040): listed on the order
 * detail of both, downloaded as PDFs by the owner (anyone else: the 404 of an unknown order) and by staff,
 * and GET /api/order-invoice/ serving the tax invoice once issued. Real database, rows written by a fixture.
 */
import { apiErrorBody, orderDetailResponse } from '@/lib/contract';
import { getAdminOrderResponse } from '@/lib/contract/admin-orders';
import { ORDER_NOT_FOUND_MESSAGE } from '@/lib/server/services/orders/order-detail';
import { findOrderById } from '@/lib/server/services/orders/repositories/orders';
import { enqueueCreditNoteNotice, enqueueTaxInvoiceNotice } from '@/lib/server/services/tax/tax-document-notices';
import { TAX_DOCUMENT_NOT_FOUND_MESSAGE } from '@/lib/server/services/tax/tax-document-files';
import { taxDocumentView } from '@/lib/server/services/tax/tax-document-views';
import { insertOrderInState } from '@/lib/testing/orders';
import { createTestCustomer, stockTestProduct, type TestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { insertCreditNote, insertTaxInvoice } from '@/lib/testing/tax-documents';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getAdminOrder } from './admin/orders/[order_number]/route';
import { GET as getAdminOrderTaxDocument } from './admin/order-tax-document/route';
import { GET as getOrderDetail } from './order-detail/route';
import { GET as getOrderInvoice } from './order-invoice/route';
import { GET as getOrderTaxDocument } from './order-tax-document/route';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' });

let staff: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
});

/** A paid order of two pieces (Rs 500 each) with its tax invoice and, when asked, credit notes. */
async function orderWithDocuments(customer: TestCustomer, creditNotes: number[] = []) {
  const { db } = database();
  const first = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
  const second = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
  const order = await insertOrderInState(db, customer.id, [first, second], { fulfilment: 'shipped' });
  const invoice = await insertTaxInvoice(db, order.id);
  const notes = [];
  for (const amountMinor of creditNotes) notes.push(await insertCreditNote(db, order.id, invoice, { amountMinor }));
  return { order, invoice, notes };
}

async function download(handler: (request: Request) => Promise<Response>, path: string, headers: HeadersInit) {
  const response = await handler(new Request(`http://localhost:3000${path}`, { headers }));
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, raw, json: () => JSON.parse(raw.toString('utf8')) };
}

function taxDocumentPath(orderNumber: string, number: string): string {
  return `/api/order-tax-document/?${new URLSearchParams({ order_id: orderNumber, number })}`;
}

describe('tax documents on the order detail', () => {
  it('lists the invoice first, then the credit notes by number, amounts in the major unit, for the shopper and staff', async () => {
    const customer = await createTestCustomer(database().db);
    const { order, invoice, notes } = await orderWithDocuments(customer, [20_000, 5_050]);
    const expected = [
      { kind: 'invoice', number: invoice.number, amount: 1000, currency: 'INR' },
      { kind: 'credit_note', number: notes[0]?.number, amount: 200, currency: 'INR' },
      { kind: 'credit_note', number: notes[1]?.number, amount: 50.5, currency: 'INR' },
    ];

    const shopper = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${order.publicId}`, {
      headers: customer.auth,
    });
    expect(shopper.status).toBe(200);
    const listed = orderDetailResponse.parse(shopper.body).data.tax_documents;
    expect(listed).toMatchObject(expected);
    expect(listed.every((entry) => !Number.isNaN(Date.parse(entry.issued_at)))).toBe(true);

    const admin = await callRoute(getAdminOrder, `/api/admin/orders/${order.publicId}/`, { headers: staff.headers });
    expect(admin.status).toBe(200);
    expect(getAdminOrderResponse.parse(admin.body).tax_documents).toEqual(listed);
  });

  it("shows staff the messages of the order's documents among the order's messages", async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const { order, invoice, notes } = await orderWithDocuments(customer, [10_000]);
    const row = await findOrderById(db, order.id);
    if (!row) throw new Error('no order');
    await db.transaction().execute(async (trx) => {
      await enqueueTaxInvoiceNotice(trx, row, invoice.number);
      await enqueueCreditNoteNotice(trx, row, notes[0]?.number ?? '');
    });
    const admin = await callRoute(getAdminOrder, `/api/admin/orders/${order.publicId}/`, { headers: staff.headers });
    expect(
      getAdminOrderResponse.parse(admin.body).messages.map((message) => [message.template, message.channel]),
    ).toEqual([
      ['tax_invoice_issued', 'email'],
      ['tax_invoice_issued', 'whatsapp'],
      ['credit_note_issued', 'email'],
      ['credit_note_issued', 'whatsapp'],
    ]);
  });

  it('lists nothing for an order without a tax invoice', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const order = await insertOrderInState(db, customer.id, [product]);
    const shopper = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${order.publicId}`, {
      headers: customer.auth,
    });
    expect(orderDetailResponse.parse(shopper.body).data.tax_documents).toEqual([]);
  });

  it('prints the stored figures, the state name and the addresses; e-invoicing only when an IRN is set', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const { invoice, notes } = await orderWithDocuments(customer, [21_000]);
    const view = await taxDocumentView(db, invoice.number);
    expect(view).toMatchObject({
      kind: 'invoice',
      supplier: { stateCode: '08', stateName: 'Rajasthan', gstin: '08AAACJ1234F1Z5' },
      buyer: { billingAddress: ['Asha Verma', '12 MG Road', 'Jaipur, Rajasthan, 302001', 'India'] },
      placeOfSupply: { code: '08', name: 'Rajasthan' },
      supply: 'intra_state',
      lut: null,
      einvoice: null,
      // 2 × Rs 500 at 5%: each line 47,619 taxable + 1,190 CGST + 1,191 SGST.
      totals: { amountMinor: 100_000, taxableMinor: 95_238, cgstMinor: 2_380, sgstMinor: 2_382, igstMinor: 0 },
    });
    expect(view?.lines.map((line) => [line.position, line.hsnCode, line.rateBp, line.taxableMinor])).toEqual([
      [1, '6204', 500, 47_619],
      [2, '6204', 500, 47_619],
    ]);
    const note = await taxDocumentView(db, notes[0]?.number ?? '');
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoice: { number: invoice.number },
      creditNoteReason: 'refund',
      totals: { amountMinor: 21_000, taxableMinor: 20_000, cgstMinor: 500, sgstMinor: 500 },
    });
    expect(note?.lines).toHaveLength(1);

    const registered = await orderWithDocuments(customer);
    await db
      .updateTable('tax_invoices')
      .set({ irn: 'a'.repeat(64) })
      .where('id', '=', registered.invoice.id)
      .execute();
    expect((await taxDocumentView(db, registered.invoice.number))?.einvoice).toMatchObject({ irn: 'a'.repeat(64) });
    expect(await taxDocumentView(db, 'INV2627/99999')).toBeUndefined();
  });
});

describe('GET /api/order-tax-document/', () => {
  it('gives the owner each document of the order as a PDF attachment', async () => {
    const customer = await createTestCustomer(database().db);
    const { order, invoice, notes } = await orderWithDocuments(customer, [20_000]);
    for (const [number, fileName] of [
      [invoice.number, `tax-invoice-${invoice.number.replace('/', '-')}.pdf`],
      [notes[0]?.number ?? '', `credit-note-${(notes[0]?.number ?? '').replace('/', '-')}.pdf`],
    ] as const) {
      const pdf = await download(getOrderTaxDocument, taxDocumentPath(order.publicId, number), customer.auth);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      expect(pdf.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // A number is a number whatever its case.
    const lower = await download(
      getOrderTaxDocument,
      taxDocumentPath(order.publicId, invoice.number.toLowerCase()),
      customer.auth,
    );
    expect(lower.status).toBe(200);
  });

  it('answers another shopper the 404 of an unknown order, and never hands out another order’s document', async () => {
    const owner = await createTestCustomer(database().db);
    const stranger = await createTestCustomer(database().db);
    const theirs = await orderWithDocuments(owner, [10_000]);
    const mine = await orderWithDocuments(stranger);

    const refused = await download(
      getOrderTaxDocument,
      taxDocumentPath(theirs.order.publicId, theirs.invoice.number),
      stranger.auth,
    );
    expect(refused.status).toBe(404);
    expect(apiErrorBody.parse(refused.json())).toMatchObject({ message: ORDER_NOT_FOUND_MESSAGE, field: 'order_id' });

    // Their document asked for through one's own order: not found, as a number that does not exist.
    for (const number of [theirs.invoice.number, theirs.notes[0]?.number ?? '', 'INV2627/99999']) {
      const crossed = await download(getOrderTaxDocument, taxDocumentPath(mine.order.publicId, number), stranger.auth);
      expect(crossed.status).toBe(404);
      expect(apiErrorBody.parse(crossed.json())).toMatchObject({
        message: TAX_DOCUMENT_NOT_FOUND_MESSAGE,
        field: 'number',
      });
    }
    const bad = await download(getOrderTaxDocument, taxDocumentPath(mine.order.publicId, 'INV 1; drop'), stranger.auth);
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.json()).field).toBe('number');
    expect(
      (await download(getOrderTaxDocument, taxDocumentPath(mine.order.publicId, mine.invoice.number), {})).status,
    ).toBe(401);
  });
});

describe('GET /api/order-invoice/ once a tax invoice exists', () => {
  it('serves the tax invoice; an order without one keeps its receipt', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const { order, invoice } = await orderWithDocuments(customer);
    const taxed = await download(getOrderInvoice, `/api/order-invoice/?order_id=${order.publicId}`, customer.auth);
    expect(taxed.status).toBe(200);
    expect(taxed.headers.get('content-disposition')).toBe(
      `attachment; filename="tax-invoice-${invoice.number.replace('/', '-')}.pdf"`,
    );
    expect(taxed.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const before = await insertOrderInState(db, customer.id, [product]);
    const receipt = await download(getOrderInvoice, `/api/order-invoice/?order_id=${before.publicId}`, customer.auth);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${before.publicId}.pdf"`);
  });
});

describe('GET /api/admin/order-tax-document/', () => {
  it('gives staff any order’s invoice or credit note; unknown numbers 404, bad ones 400, no session 401', async () => {
    const customer = await createTestCustomer(database().db);
    const { invoice, notes } = await orderWithDocuments(customer, [5_000]);
    for (const number of [invoice.number, notes[0]?.number ?? '']) {
      const pdf = await download(
        getAdminOrderTaxDocument,
        `/api/admin/order-tax-document/?${new URLSearchParams({ number })}`,
        staff.headers,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const unknown = await download(
      getAdminOrderTaxDocument,
      '/api/admin/order-tax-document/?number=INV2627%2F99999',
      staff.headers,
    );
    expect(unknown.status).toBe(404);
    expect(apiErrorBody.parse(unknown.json())).toMatchObject({
      message: TAX_DOCUMENT_NOT_FOUND_MESSAGE,
      field: 'number',
    });
    const missing = await download(getAdminOrderTaxDocument, '/api/admin/order-tax-document/', staff.headers);
    expect(missing.status).toBe(400);
    expect(apiErrorBody.parse(missing.json()).field).toBe('number');
    const number = encodeURIComponent(invoice.number);
    expect(
      (await download(getAdminOrderTaxDocument, `/api/admin/order-tax-document/?number=${number}`, {})).status,
    ).toBe(401);
    // A shopper's token opens no back-office call.
    expect(
      (await download(getAdminOrderTaxDocument, `/api/admin/order-tax-document/?number=${number}`, customer.auth))
        .status,
    ).toBe(401);
  });
});
