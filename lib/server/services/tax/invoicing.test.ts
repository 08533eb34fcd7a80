/**
 * GST invoices and credit notes as issued (issue 30 items 3 and 4, decision 040), on a real database (SQLite,
 * or PostgreSQL with TEST_DATABASE=postgres): numbering under concurrent sales on two instances, a new financial
 * year's series, the sweep for sales that waited, credit notes for refunds and for a return to origin.
 */
import { sql, type Kysely } from 'kysely';
import { openDatabase, type ShopDatabase } from '@/lib/server/db/connection';
import type { Database } from '@/lib/server/db/schema';
import { lockOrder } from '@/lib/server/services/orders/repositories/orders';
import { settleCapturedPayment } from '@/lib/server/services/payments/payment-settlement';
import { recordProviderRefund } from '@/lib/server/services/payments/refund-ledger';
import { issueRefund } from '@/lib/server/services/payments/refunds';
import { issueCreditNoteForReturn } from '@/lib/server/services/tax/credit-notes';
import { TAX_INVOICE_ISSUED_TEMPLATE } from '@/lib/server/services/tax/tax-document-notices';
import { issueAwaitingInvoices, issueInvoiceForOrder, issueInvoiceWithSale } from '@/lib/server/services/tax/invoicing';
import { createTestCustomer, type TestCustomer } from '@/lib/testing/payments-harness';
import { withTemporaryOutbox } from '@/lib/testing/outbox';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { configureTestTaxIdentity, insertTaxTestOrder, type TaxTestOrder } from '@/lib/testing/tax';
import { callRoute, postJson, testDatabaseKind, withTestDatabase } from '@/lib/testing/test-database';
import { POST as returnOrder } from '@/app/api/admin/orders/[order_number]/return/route';
import { POST as cancelOrder } from '@/app/api/admin/orders/[order_number]/cancel/route';

jest.setTimeout(120_000);
const database = withTestDatabase({ seed: 'catalogue' });
withTemporaryOutbox();

let customer: TestCustomer;
let owner: TestStaff;
let product: { id: number; name: string };
beforeAll(async () => {
  const { db } = database();
  customer = await createTestCustomer(db);
  owner = await createTestStaff(db, 'owner');
  // A women's garment (HSN 6204 from its category): 5% up to Rs 2,500 a piece, 18% above.
  product = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('category_id', '=', 1)
    .where('hsn_code', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('product_stock')
    .set({ quantity: 10_000, reserved: 0 })
    .where('product_id', '=', product.id)
    .execute();
});

function order(changes: Partial<TaxTestOrder> = {}): TaxTestOrder {
  return {
    userId: customer.id,
    status: 'paid',
    paymentMethod: 'razorpay',
    lines: [{ productId: product.id, name: product.name, size: 'M', unitMinor: 105_000, quantity: 1 }],
    ...changes,
  };
}

async function invoiceOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

async function issueNow(orderId: number, at: Date, notify = false) {
  const { db, dialect } = database();
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, dialect, orderId);
    return issueInvoiceForOrder(trx, orderId, at, { notify });
  });
}

async function outboxKeys(db: Kysely<Database>, template: string): Promise<string[]> {
  const rows = await db.selectFrom('notifications').select('dedupe_key').where('template', '=', template).execute();
  return rows.map((row) => row.dedupe_key);
}

describe('before the shop has a tax identity', () => {
  it('a sale gets no invoice and does not fail; the sweep issues it once the identity is saved, once', async () => {
    const { db } = database();
    const placed = await insertTaxTestOrder(db, order({ status: 'pending' }));
    await db.updateTable('product_stock').set({ reserved: 1 }).where('product_id', '=', product.id).execute();
    const outcome = await settleCapturedPayment(placed.id, {
      provider: 'razorpay',
      providerPaymentId: `pay_${placed.publicId}`,
      providerOrderId: `order_${placed.publicId}`,
      amountMinor: 105_000,
      currency: 'INR',
      raw: {},
    });
    expect(outcome).toBe('paid');
    expect(await invoiceOf(db, placed.id)).toBeUndefined();
    expect(await issueAwaitingInvoices()).toEqual({ issued: 0, waiting: 0 });

    await configureTestTaxIdentity(db);
    expect(await issueAwaitingInvoices()).toEqual({ issued: 1, waiting: 0 });
    const invoice = await invoiceOf(db, placed.id);
    expect(invoice).toMatchObject({
      supply: 'intra_state',
      place_of_supply_code: '08',
      place_of_supply_name: 'Rajasthan',
      amount_minor: 105_000,
      taxable_minor: 100_000,
      cgst_minor: 2_500,
      sgst_minor: 2_500,
      igst_minor: 0,
      supplier_state_code: '08',
    });
    expect(invoice?.number).toMatch(/^INV\d{4}\/00001$/);
    expect(await outboxKeys(db, TAX_INVOICE_ISSUED_TEMPLATE)).toEqual([
      `tax_invoice:${invoice!.number}`,
      `tax_invoice:${invoice!.number}`,
    ]);
    const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', placed.id).execute();
    expect(
      events.filter((event) => event.kind === 'invoice_issued').map((event) => JSON.parse(event.data_json)),
    ).toEqual([{ number: invoice!.number }]);

    // Again: nothing new.
    expect(await issueAwaitingInvoices()).toEqual({ issued: 0, waiting: 0 });
    expect(await issueNow(placed.id, new Date())).toMatchObject({ kind: 'exists', invoice: { id: invoice!.id } });
  });

  it('a line whose HSN code has no rate waits, and is issued when the rate exists', async () => {
    const { db } = database();
    await db.updateTable('products').set({ hsn_code: '96089900' }).where('id', '=', product.id).execute();
    const placed = await insertTaxTestOrder(db, order());
    expect(await issueNow(placed.id, new Date())).toEqual({
      kind: 'not_issuable',
      reason: 'no_rate',
      detail: '96089900',
    });
    expect(await issueAwaitingInvoices()).toEqual({ issued: 0, waiting: 1 });
    await db.updateTable('products').set({ hsn_code: null }).where('id', '=', product.id).execute();
    expect(await issueAwaitingInvoices()).toEqual({ issued: 1, waiting: 0 });
  });
});

describe('the figures of an invoice', () => {
  it('a Maharashtra business buyer pays IGST; an export under LUT carries none; a COD fee is taxed with the goods', async () => {
    const { db } = database();
    const mumbai = await insertTaxTestOrder(
      db,
      order({ state: 'MH', pinCode: '400050', buyerGstin: '27AAPFU0939F1ZV', discountMinor: 5_000 }),
    );
    expect(await issueNow(mumbai.id, new Date())).toMatchObject({
      kind: 'issued',
      invoice: {
        supply: 'inter_state',
        place_of_supply_code: '27',
        buyer_gstin: '27AAPFU0939F1ZV',
        amount_minor: 100_000,
        taxable_minor: 95_238,
        igst_minor: 4_762,
        cgst_minor: 0,
      },
    });
    const abroad = await insertTaxTestOrder(
      db,
      order({
        currency: 'USD',
        country: 'US',
        state: 'Texas',
        pinCode: '78701',
        lines: [{ ...order().lines[0]!, unitMinor: 4_500 }],
      }),
    );
    const exported = await issueNow(abroad.id, new Date('2026-11-29T10:00:00Z'));
    expect(exported).toMatchObject({
      kind: 'issued',
      invoice: {
        supply: 'export',
        zero_rated_under_lut: 1,
        lut_reference: 'AD080325000123X',
        place_of_supply_code: null,
        place_of_supply_name: 'United States',
        currency: 'USD',
        amount_minor: 4_500,
        taxable_minor: 4_500,
        igst_minor: 0,
      },
    });
    const cod = await insertTaxTestOrder(
      db,
      order({ status: 'cod_confirmed', paymentMethod: 'cod', shippingMinor: 3_900 }),
    );
    await issueNow(cod.id, new Date());
    const line = await db
      .selectFrom('tax_invoice_lines')
      .innerJoin('tax_invoices', 'tax_invoices.id', 'tax_invoice_lines.invoice_id')
      .selectAll('tax_invoice_lines')
      .where('tax_invoices.order_id', '=', cod.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      cod_fee_share_minor: 3_900,
      shipping_share_minor: 0,
      amount_minor: 108_900,
      unit: 'PCS',
      rate_bp: 500,
    });
    expect(line.taxable_minor + line.cgst_minor + line.sgst_minor).toBe(108_900);
  });
});

describe('numbering', () => {
  it('50 concurrent paid orders on two instances get 50 consecutive numbers, no gap', async () => {
    const { db } = database();
    const kind = testDatabaseKind();
    const env = database().env;
    // SQLite has one writer: a second connection in this process would wait on the first inside one event loop,
    // so there both halves settle through the one instance (its connection serialises them).
    const second: ShopDatabase =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA })
        : database();
    try {
      const placed = [];
      for (let index = 0; index < 50; index += 1)
        placed.push(await insertTaxTestOrder(db, order({ status: 'pending' })));
      await db
        .updateTable('product_stock')
        .set({ reserved: 50 })
        .where('product_id', '=', product.id)
        .where('size', '=', 'M')
        .execute();
      const settleOnFirst = (one: { id: number; publicId: string }) =>
        settleCapturedPayment(one.id, {
          provider: 'razorpay',
          providerPaymentId: `pay_${one.publicId}`,
          providerOrderId: `order_${one.publicId}`,
          amountMinor: 105_000,
          currency: 'INR',
          raw: {},
        });
      // The second instance settles as settleCapturedPayment does: the order locked, paid, invoiced in one transaction.
      const settleOnSecond = (one: { id: number }) =>
        second.db.transaction().execute(async (trx) => {
          await lockOrder(trx, second.dialect, one.id);
          await trx
            .updateTable('orders')
            .set({ status: 'paid', paid_at: new Date().toISOString() })
            .where('id', '=', one.id)
            .execute();
          await issueInvoiceWithSale(trx, one.id, new Date());
          return 'paid';
        });
      const outcomes = await Promise.all(
        placed.map((one, index) => (index % 2 === 0 ? settleOnFirst(one) : settleOnSecond(one))),
      );
      expect(outcomes.every((outcome) => outcome === 'paid')).toBe(true);

      const invoices = await db
        .selectFrom('tax_invoices')
        .select(['number', 'sequence', 'financial_year', 'order_id'])
        .where(
          'order_id',
          'in',
          placed.map((one) => one.id),
        )
        .execute();
      expect(invoices).toHaveLength(50);
      expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(50);
      // Every invoice of the year, these and the earlier tests', numbered 1..n without a gap.
      const year = invoices[0]!.financial_year;
      const all = await db
        .selectFrom('tax_invoices')
        .select('sequence')
        .where('financial_year', '=', year)
        .orderBy('sequence')
        .execute();
      expect(all.map((row) => row.sequence)).toEqual(all.map((_, index) => index + 1));
      const series = await db
        .selectFrom('document_series')
        .selectAll()
        .where('kind', '=', 'invoice')
        .where('financial_year', '=', year)
        .executeTakeFirstOrThrow();
      expect(series.last_sequence).toBe(all.length);
    } finally {
      if (second !== database()) await second.db.destroy();
    }
  });

  it('a new financial year, on the Indian calendar day, restarts the series at 1', async () => {
    const { db } = database();
    const late = await insertTaxTestOrder(db, order());
    const early = await insertTaxTestOrder(db, order());
    const next = await insertTaxTestOrder(db, order());
    // 23:30 on 31 March 2027 in India: still 2026-27.
    const lastDay = await issueNow(late.id, new Date('2027-03-31T18:00:00Z'));
    // 00:00 and 00:05 on 1 April 2027 in India: 2027-28 from 1.
    const firstDay = await issueNow(early.id, new Date('2027-03-31T18:30:00Z'));
    const secondOne = await issueNow(next.id, new Date('2027-03-31T18:35:00Z'));
    expect(lastDay).toMatchObject({ kind: 'issued', invoice: { financial_year: '2627' } });
    expect(firstDay).toMatchObject({
      kind: 'issued',
      invoice: { financial_year: '2728', sequence: 1, number: 'INV2728/00001' },
    });
    expect(secondOne).toMatchObject({ kind: 'issued', invoice: { number: 'INV2728/00002' } });
  });

  it('a rolled back issue gives its number back', async () => {
    const { db } = database();
    const one = await insertTaxTestOrder(db, order());
    const at = new Date('2027-04-02T06:00:00Z');
    await expect(
      db.transaction().execute(async (trx) => {
        await issueInvoiceForOrder(trx, one.id, at, { notify: false });
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    expect(await issueNow(one.id, at)).toMatchObject({ kind: 'issued', invoice: { number: 'INV2728/00003' } });
  });
});

describe('credit notes', () => {
  async function creditNotes(orderId: number) {
    const { db } = database();
    return db.selectFrom('credit_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  it('a partial refund credits its share line by line; the full refund after it credits exactly what remains', async () => {
    const { db } = database();
    const two = await insertTaxTestOrder(
      db,
      order({
        lines: [
          { productId: product.id, name: product.name, size: 'M', unitMinor: 105_000, quantity: 1 },
          { productId: product.id, name: product.name, size: 'L', unitMinor: 354_000, quantity: 1 },
        ],
      }),
    );
    const issued = await issueNow(two.id, new Date());
    expect(issued).toMatchObject({
      kind: 'issued',
      invoice: { amount_minor: 459_000, cgst_minor: 29_500, sgst_minor: 29_500 },
    });
    // The provider's refund, recorded by its webhook for the request that asked for it.
    const request = async (amountMinor: number, providerRefundId: string) => {
      const now = new Date().toISOString();
      await db
        .insertInto('refund_requests')
        .values({
          order_id: two.id,
          method: 'provider',
          provider: 'razorpay',
          amount_minor: amountMinor,
          currency: 'INR',
          status: 'pending',
          reason: 'test',
          note: null,
          requested_by_staff_id: owner.id,
          idempotency_key: `key-${providerRefundId}`,
          client_key: null,
          provider_refund_id: providerRefundId,
          error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('payments')
        .values({
          order_id: two.id,
          provider: 'razorpay',
          provider_payment_id: `pay_${two.publicId}`,
          provider_order_id: `order_${two.publicId}`,
          status: 'captured',
          amount_minor: 459_000,
          currency: 'INR',
          raw: '{}',
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return recordProviderRefund(two.id, {
        provider: 'razorpay',
        providerRefundId,
        amountMinor,
        currency: 'INR',
        raw: {},
      });
    };
    expect(await request(45_900, 'rfnd_partial')).toBe('partially_refunded');
    const [partial] = await creditNotes(two.id);
    expect(partial).toMatchObject({
      reason: 'refund',
      amount_minor: 45_900,
      cgst_minor: 2_950,
      sgst_minor: 2_950,
      taxable_minor: 40_000,
    });
    expect(partial?.number).toMatch(/^CN\d{4}\/\d{5}$/);
    const lines = await db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('credit_note_id', '=', partial!.id)
      .orderBy('id')
      .execute();
    expect(
      lines.map((line) => [line.amount_minor, line.taxable_minor, line.cgst_minor, line.sgst_minor, line.quantity]),
    ).toEqual([
      [10_500, 10_000, 250, 250, 0],
      [35_400, 30_000, 2_700, 2_700, 0],
    ]);
    expect(await request(413_100, 'rfnd_rest')).toBe('refunded');
    const notes = await creditNotes(two.id);
    expect(notes).toHaveLength(2);
    const invoice = (issued as { invoice: { taxable_minor: number; cgst_minor: number; sgst_minor: number } }).invoice;
    expect(notes.reduce((sum, note) => sum + note.amount_minor, 0)).toBe(459_000);
    expect(notes.reduce((sum, note) => sum + note.taxable_minor, 0)).toBe(invoice.taxable_minor);
    expect(notes.reduce((sum, note) => sum + note.cgst_minor + note.sgst_minor, 0)).toBe(
      invoice.cgst_minor + invoice.sgst_minor,
    );
    expect(await outboxKeys(db, 'credit_note_issued')).toEqual(
      expect.arrayContaining(notes.map((note) => `credit_note:${note.number}`)),
    );
    // Once per refund: a repeated webhook writes nothing.
    expect(
      await recordProviderRefund(two.id, {
        provider: 'razorpay',
        providerRefundId: 'rfnd_rest',
        amountMinor: 413_100,
        currency: 'INR',
        raw: {},
      }),
    ).toBe('duplicate');
    expect(await creditNotes(two.id)).toHaveLength(2);
  });

  it('cash handed back on a delivered cash-on-delivery order gets its credit note with the refund', async () => {
    const { db } = database();
    const cod = await insertTaxTestOrder(
      db,
      order({ status: 'cod_confirmed', paymentMethod: 'cod', shippingMinor: 3_900, fulfilment: 'delivered' }),
    );
    await issueNow(cod.id, new Date());
    await issueRefund({
      orderId: cod.id,
      amountMinor: 10_890,
      reason: 'a torn hem',
      method: 'manual',
      note: 'cash at the door',
      requestedBy: { staffId: owner.id },
    });
    expect(await creditNotes(cod.id)).toEqual([expect.objectContaining({ reason: 'refund', amount_minor: 10_890 })]);
  });

  it('a return to origin of a cash-on-delivery order cancels its invoice by credit note, once', async () => {
    const { db } = database();
    const cod = await insertTaxTestOrder(
      db,
      order({ status: 'cod_confirmed', paymentMethod: 'cod', shippingMinor: 3_900, fulfilment: 'shipped' }),
    );
    const issued = await issueNow(cod.id, new Date());
    const answer = await callRoute(
      returnOrder,
      `/api/admin/orders/${cod.publicId}/return/`,
      postJson({ note: 'refused at the door' }, owner.headers),
    );
    expect(answer.status).toBe(200);
    const notes = await creditNotes(cod.id);
    expect(notes).toEqual([
      expect.objectContaining({
        reason: 'return_to_origin',
        refund_request_id: null,
        amount_minor: 108_900,
        invoice_id: (issued as { invoice: { id: number } }).invoice.id,
      }),
    ]);
    const lines = await db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('credit_note_id', '=', notes[0]!.id)
      .execute();
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    const again = await db.transaction().execute((trx) => issueCreditNoteForReturn(trx, cod.id, new Date()));
    expect(again).toBeUndefined();
    expect(await creditNotes(cod.id)).toHaveLength(1);
    const credited = await sql<{
      n: number;
    }>`select count(*) as n from order_events where order_id = ${cod.id} and kind = 'credit_note_issued'`.execute(db);
    expect(Number(credited.rows[0]?.n)).toBe(1);
  });

  it('cancelling a cash-on-delivery order before it leaves cancels its invoice by credit note', async () => {
    const { db } = database();
    const cod = await insertTaxTestOrder(
      db,
      order({ status: 'cod_confirmed', paymentMethod: 'cod', shippingMinor: 3_900 }),
    );
    await issueNow(cod.id, new Date());
    const answer = await callRoute(
      cancelOrder,
      `/api/admin/orders/${cod.publicId}/cancel/`,
      postJson({ reason: 'shopper asked' }, owner.headers),
    );
    expect(answer.status).toBe(200);
    expect(await creditNotes(cod.id)).toEqual([
      expect.objectContaining({ reason: 'cancellation', amount_minor: 108_900 }),
    ]);
  });
});
