/**
 * The GST documents reach the shopper through the outbox (decision 040): the tax invoice and credit note
 * messages are delivered once per channel (e-mail with the PDF, WhatsApp with the order page's link), and the
 * order confirmation attaches the tax invoice instead of the receipt once one is issued. Real database and
 * outbox folder (the e-mail sink of the tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDatabase } from '@/lib/server/db/connection';
import { findOrderById } from '@/lib/server/services/orders/repositories/orders';
import { enqueueOrderConfirmation } from '@/lib/server/services/messages/notifications';
import {
  deliverAllDueNotifications,
  sendOrderConfirmation,
  sendTaxDocumentNotice,
} from '@/lib/server/services/messages/outbox';
import { insertOrderInState } from '@/lib/testing/orders';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import { createTestCustomer, stockTestProduct } from '@/lib/testing/payments-harness';
import { insertCreditNote, insertTaxInvoice } from '@/lib/testing/tax-documents';
import { withTestDatabase } from '@/lib/testing/test-database';
import {
  CREDIT_NOTE_ISSUED_TEMPLATE,
  creditNoteIssuedKey,
  enqueueCreditNoteNotice,
  enqueueTaxInvoiceNotice,
  TAX_INVOICE_ISSUED_TEMPLATE,
  taxInvoiceIssuedKey,
} from './tax-document-notices';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' });
const outbox = withTemporaryOutbox();

async function paidOrder() {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
  const order = await insertOrderInState(db, customer.id, [product], { fulfilment: 'unfulfilled' });
  const row = await findOrderById(db, order.id);
  if (!row) throw new Error('no order');
  return { order: row, customer };
}

function rowsOf(dedupeKey: string) {
  return database()
    .db.selectFrom('notifications')
    .select(['channel', 'template', 'sent_at', 'attempts'])
    .where('dedupe_key', '=', dedupeKey)
    .orderBy('channel')
    .execute();
}

/** The PDF saved beside an e-mail's JSON in the outbox. */
function attachedPdf(file: string | undefined): Buffer {
  return fs.readFileSync(path.join(outbox(), file ?? 'missing'));
}

async function owe(enqueue: (trx: Parameters<typeof enqueueTaxInvoiceNotice>[0]) => Promise<void>) {
  const { db } = await getDatabase();
  await db.transaction().execute(enqueue);
}

describe('tax invoice and credit note messages', () => {
  it('delivers the tax invoice once per channel: the PDF by e-mail, the order page by WhatsApp', async () => {
    const { order } = await paidOrder();
    const invoice = await insertTaxInvoice(database().db, order.id);
    await owe((trx) => enqueueTaxInvoiceNotice(trx, order, invoice.number));
    await owe((trx) => enqueueTaxInvoiceNotice(trx, order, invoice.number));
    expect(await sendTaxDocumentNotice(taxInvoiceIssuedKey(invoice.number))).toEqual({
      email: 'sent',
      whatsapp: 'sent',
    });
    expect(await deliverAllDueNotifications()).toEqual({ tried: 0, sent: 0, skipped: 0, failed: 0 });

    const messages = readOutbox(outbox(), order.public_id);
    expect(messages.map((message) => [message.channel, message.template])).toEqual([
      ['email', TAX_INVOICE_ISSUED_TEMPLATE],
      ['whatsapp', TAX_INVOICE_ISSUED_TEMPLATE],
    ]);
    const [email, whatsapp] = messages;
    expect(email?.subject).toBe(`Your tax invoice ${invoice.number} for order ${order.public_id}`);
    expect(email?.attachments?.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`tax-invoice-${invoice.number.replace('/', '-')}.pdf`, 'application/pdf'],
    ]);
    expect(attachedPdf(email?.attachments?.[0]?.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(whatsapp?.body).toContain(invoice.number);
    expect(whatsapp?.body).toContain(`/account/orders/${order.public_id}`);
    expect(whatsapp?.attachments).toBeUndefined();
    expect((await rowsOf(taxInvoiceIssuedKey(invoice.number))).map((row) => [row.channel, row.attempts])).toEqual([
      ['email', 1],
      ['whatsapp', 1],
    ]);
  });

  it('delivers a credit note with its PDF, and a retry after a kill sends nothing twice', async () => {
    const { order } = await paidOrder();
    const invoice = await insertTaxInvoice(database().db, order.id);
    const note = await insertCreditNote(database().db, order.id, invoice, { amountMinor: 20_000 });
    await owe((trx) => enqueueCreditNoteNotice(trx, order, note.number));
    expect(await deliverAllDueNotifications()).toMatchObject({ tried: 2, sent: 2 });
    // A process killed after the send but before marking it sent: the lease passes and another worker retries.
    await database()
      .db.updateTable('notifications')
      .set({ sent_at: null, claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('dedupe_key', '=', creditNoteIssuedKey(note.number))
      .execute();
    expect(await deliverAllDueNotifications()).toMatchObject({ tried: 2, sent: 2 });

    const messages = readOutbox(outbox(), order.public_id);
    expect(messages.map((message) => [message.channel, message.template])).toEqual([
      ['email', CREDIT_NOTE_ISSUED_TEMPLATE],
      ['whatsapp', CREDIT_NOTE_ISSUED_TEMPLATE],
    ]);
    const [email] = messages;
    expect(email?.subject).toBe(`Your credit note ${note.number} for order ${order.public_id}`);
    expect(email?.body).toContain(invoice.number);
    expect(email?.attachments?.map((attachment) => attachment.filename)).toEqual([
      `credit-note-${note.number.replace('/', '-')}.pdf`,
    ]);
    expect(attachedPdf(email?.attachments?.[0]?.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('attaches the tax invoice to the order confirmation once issued, and names it; the receipt before', async () => {
    const taxed = await paidOrder();
    const invoice = await insertTaxInvoice(database().db, taxed.order.id);
    await owe((trx) => enqueueOrderConfirmation(trx, taxed.order));
    expect(await sendOrderConfirmation(taxed.order.public_id)).toEqual({ email: 'sent', whatsapp: 'sent' });
    const [email] = readOutbox(outbox(), taxed.order.public_id).filter((message) => message.channel === 'email');
    expect(email?.attachments?.map((attachment) => attachment.filename)).toEqual([
      `tax-invoice-${invoice.number.replace('/', '-')}.pdf`,
    ]);
    expect(email?.body).toContain(`Your tax invoice ${invoice.number} is attached.`);

    const untaxed = await paidOrder();
    await owe((trx) => enqueueOrderConfirmation(trx, untaxed.order));
    await sendOrderConfirmation(untaxed.order.public_id);
    const [receipt] = readOutbox(outbox(), untaxed.order.public_id).filter((message) => message.channel === 'email');
    expect(receipt?.attachments?.map((attachment) => attachment.filename)).toEqual([
      `invoice-${untaxed.order.public_id}.pdf`,
    ]);
    expect(receipt?.body).toContain('Your invoice is attached.');
  });

  it('leaves a message naming a document that does not exist owed, with its error, for a person to see', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { order } = await paidOrder();
    await owe((trx) => enqueueTaxInvoiceNotice(trx, order, 'INV2627/99999'));
    expect(await deliverAllDueNotifications()).toMatchObject({ tried: 2, failed: 2, sent: 0 });
    expect(readOutbox(outbox(), order.public_id)).toEqual([]);
    expect(quiet).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
