import 'server-only';
import { formatMinorAmount } from '../../../money';
import { site } from '../../../site';
import { getDatabase, type Executor } from '../../db/connection';
import type { OrderRow } from '../orders/repositories/orders';
import type { UserRow } from '../accounts/repositories/users';
import { getSiteUrl } from '../../site-url';
import {
  deliverOrderMessage,
  enqueueOrderMessages,
  loadOrderContext,
  type DeliveryResult,
  type OwedMessage,
} from '../messages/notifications';
import { findCreditNoteByNumber, findTaxInvoiceByNumber } from './repositories/tax-document-reads';
import { taxDocumentFileName } from '../../../contract/tax-documents';
import { renderTaxDocumentPdf } from './tax-document-pdf';
import { taxDocumentView } from './tax-document-views';
import type { TaxDocumentView } from './tax-document';

/**
 * The messages a GST document owes its shopper once issued (decision 040), delivered by the outbox like
 * the shipping and delivery notices: one row per channel, written in the transaction that issues the
 * document (an invoice issued with the order's confirmation rides on that message instead, see
 * orderInvoiceFile). E-mail carries the PDF; WhatsApp a short text with the order page's link.
 */
export const TAX_INVOICE_ISSUED_TEMPLATE = 'tax_invoice_issued';
export const CREDIT_NOTE_ISSUED_TEMPLATE = 'credit_note_issued';

/** One message per document and channel, however often issuing is retried. */
export function taxInvoiceIssuedKey(invoiceNumber: string): string {
  return `tax_invoice:${invoiceNumber}`;
}

export function creditNoteIssuedKey(creditNoteNumber: string): string {
  return `credit_note:${creditNoteNumber}`;
}

/** The key of a document's message, by its kind and number. */
export function taxDocumentNoticeKey(document: { kind: 'invoice' | 'credit_note'; number: string }): string {
  return document.kind === 'invoice' ? taxInvoiceIssuedKey(document.number) : creditNoteIssuedKey(document.number);
}

/** The invoice's message, owed in the transaction that issues it (an invoice issued apart from the confirmation). */
export async function enqueueTaxInvoiceNotice(trx: Executor, order: OrderRow, invoiceNumber: string): Promise<void> {
  await enqueueOrderMessages(trx, order, {
    template: TAX_INVOICE_ISSUED_TEMPLATE,
    dedupeKey: taxInvoiceIssuedKey(invoiceNumber),
    payload: { invoice_number: invoiceNumber },
  });
}

/** The credit note's message, owed in the transaction that issues it (a refund, a return to origin). */
export async function enqueueCreditNoteNotice(trx: Executor, order: OrderRow, creditNoteNumber: string): Promise<void> {
  await enqueueOrderMessages(trx, order, {
    template: CREDIT_NOTE_ISSUED_TEMPLATE,
    dedupeKey: creditNoteIssuedKey(creditNoteNumber),
    payload: { credit_note_number: creditNoteNumber },
  });
}

function orderPageUrl(orderNumber: string): string {
  return `${getSiteUrl()}/account/orders/${orderNumber}`;
}

function signature(): string[] {
  return ['', `${site.name}`, `${site.email} | ${site.phones[0]} | ${site.website}`];
}

export function taxInvoiceEmailSubject(view: TaxDocumentView): string {
  return `Your tax invoice ${view.number} for order ${view.orderNumber}`;
}

export function taxInvoiceEmailText(view: TaxDocumentView, order: OrderRow, user: UserRow): string {
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `Your tax invoice ${view.number} for order ${view.orderNumber} (${formatMinorAmount(view.totals.amountMinor, view.currency)}) is attached.`,
    `You can download it again from your order page: ${orderPageUrl(view.orderNumber)}`,
    ...signature(),
  ].join('\n');
}

export function taxInvoiceWhatsAppText(view: TaxDocumentView): string {
  return `${site.name}: your tax invoice ${view.number} for order ${view.orderNumber} is ready. Download it from your order page: ${orderPageUrl(view.orderNumber)}`;
}

export function creditNoteEmailSubject(view: TaxDocumentView): string {
  return `Your credit note ${view.number} for order ${view.orderNumber}`;
}

export function creditNoteEmailText(view: TaxDocumentView, order: OrderRow, user: UserRow): string {
  return [
    `Dear ${user.first_name || order.name},`,
    '',
    `Your credit note ${view.number} for order ${view.orderNumber} (${formatMinorAmount(view.totals.amountMinor, view.currency)}, against tax invoice ${view.invoice?.number ?? ''}) is attached.`,
    `You can download it again from your order page: ${orderPageUrl(view.orderNumber)}`,
    ...signature(),
  ].join('\n');
}

export function creditNoteWhatsAppText(view: TaxDocumentView): string {
  return `${site.name}: your credit note ${view.number} for order ${view.orderNumber} is ready. Download it from your order page: ${orderPageUrl(view.orderNumber)}`;
}

/** The document a message names, its order and customer; throws (the row is retried) when any is missing. */
async function loadDocumentContext(message: OwedMessage, payloadKey: 'invoice_number' | 'credit_note_number') {
  const { db } = await getDatabase();
  const number = message.payload[payloadKey];
  if (typeof number !== 'string') throw new Error(`Message ${message.idempotencyKey} names no document`);
  const row =
    payloadKey === 'invoice_number'
      ? await findTaxInvoiceByNumber(db, number)
      : await findCreditNoteByNumber(db, number);
  const view = row ? await taxDocumentView(db, number) : undefined;
  const context = row ? await loadOrderContext(row.order_id) : undefined;
  if (!view || !context) throw new Error(`The document, order or customer of ${message.idempotencyKey} was not found`);
  return { view, ...context };
}

async function pdfAttachment(view: TaxDocumentView) {
  return {
    filename: taxDocumentFileName(view),
    contentType: 'application/pdf',
    content: await renderTaxDocumentPdf(view),
  };
}

/** A tax invoice issued apart from the confirmation: e-mail with its PDF (to a confirmed address only), and WhatsApp. */
export async function deliverTaxInvoiceNotice(message: OwedMessage): Promise<DeliveryResult> {
  const { view, order, user } = await loadDocumentContext(message, 'invoice_number');
  return deliverOrderMessage(message, order, user, {
    template: TAX_INVOICE_ISSUED_TEMPLATE,
    meta: { order_id: order.public_id, document: view.number },
    email: async () => ({
      subject: taxInvoiceEmailSubject(view),
      text: taxInvoiceEmailText(view, order, user),
      attachments: [await pdfAttachment(view)],
    }),
    whatsapp: () => taxInvoiceWhatsAppText(view),
  });
}

/** A credit note (a refund, a return to origin): e-mail with its PDF (to a confirmed address only), and WhatsApp. */
export async function deliverCreditNoteNotice(message: OwedMessage): Promise<DeliveryResult> {
  const { view, order, user } = await loadDocumentContext(message, 'credit_note_number');
  return deliverOrderMessage(message, order, user, {
    template: CREDIT_NOTE_ISSUED_TEMPLATE,
    meta: { order_id: order.public_id, document: view.number },
    email: async () => ({
      subject: creditNoteEmailSubject(view),
      text: creditNoteEmailText(view, order, user),
      attachments: [await pdfAttachment(view)],
    }),
    whatsapp: () => creditNoteWhatsAppText(view),
  });
}
