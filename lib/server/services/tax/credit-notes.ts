import 'server-only';
import { creditableMinorOf, creditInvoiceLines, type CreditableLine } from '../../../gst/credit';
import { documentNumberOf, financialYearOf } from '../../../gst/documents';
import type { Executor } from '../../db/connection';
import type { CreditNoteReason } from '../../db/schema-tax';
import { logError } from '../../log';
import { enqueueCreditNoteNotice } from './tax-document-notices';
import { insertOrderEvent } from '../orders/repositories/order-events';
import { findOrderById, type OrderRow } from '../orders/repositories/orders';
import { findRefundRequest } from '../payments/repositories/refund-requests';
import {
  findCreditNoteOfRefund,
  findInvoiceOfOrder,
  insertCreditNote,
  listInvoiceLinesWithCredits,
  listSucceededOrderRefunds,
  takeNextNumber,
  type CreditNoteRow,
  type InvoiceLineWithCredits,
  type TaxInvoiceRow,
} from './repositories/tax-documents';
import { getTaxSettingsInForce } from './tax-in-force';

/**
 * Credit notes (issue 30 item 4, docs/decisions/040-tax-invoices.md): every refund of an invoiced order, and the
 * return to origin (or cancellation) of a cash-on-delivery order whose cash was never collected, reverses its
 * share of the invoice line by line (lib/gst/credit.ts), in the transaction that makes the refund or the return,
 * numbered from the credit-note series of its financial year. An order without an invoice gets none.
 */

function creditableOf(line: InvoiceLineWithCredits): CreditableLine {
  return {
    rateBp: line.rate_bp,
    issued: {
      amountMinor: line.amount_minor,
      taxableMinor: line.taxable_minor,
      cgstMinor: line.cgst_minor,
      sgstMinor: line.sgst_minor,
      igstMinor: line.igst_minor,
    },
    credited: {
      amountMinor: line.credited_amount_minor,
      taxableMinor: line.credited_taxable_minor,
      cgstMinor: line.credited_cgst_minor,
      sgstMinor: line.credited_sgst_minor,
      igstMinor: line.credited_igst_minor,
    },
  };
}

interface CreditRequest {
  order: OrderRow;
  invoice: TaxInvoiceRow;
  /** What to credit; more than remains is credited up to what remains. null: everything that remains. */
  amountMinor: number | null;
  reason: CreditNoteReason;
  refundRequestId: number | null;
  /** Pieces go back (a return): each line credits its pieces not yet credited; a refund of value credits none. */
  piecesBack: boolean;
  at: Date;
  notify: boolean;
}

/** Writes one credit note; undefined when nothing is left to credit. */
async function writeCreditNote(trx: Executor, request: CreditRequest): Promise<CreditNoteRow | undefined> {
  const { order, invoice } = request;
  const lines = await listInvoiceLinesWithCredits(trx, invoice.id);
  const creditable = lines.map(creditableOf);
  const open = creditableMinorOf(creditable);
  const amount = request.amountMinor === null ? open : Math.min(request.amountMinor, open);
  if (request.amountMinor !== null && request.amountMinor > open)
    logError('refund above what the invoice still has: credited up to it', new Error('over-credit'), {
      order: order.public_id,
      invoice: invoice.number,
      refund_minor: request.amountMinor,
      creditable_minor: open,
    });
  if (amount <= 0) return undefined;
  const shares = creditInvoiceLines(creditable, amount, {
    supply: invoice.supply,
    zeroRated: invoice.zero_rated_under_lut === 1,
  });
  const { credit_note_prefix: prefix } = await getTaxSettingsInForce(trx);
  const financialYear = financialYearOf(request.at);
  const sequence = await takeNextNumber(trx, 'credit_note', financialYear);
  const number = documentNumberOf(prefix, financialYear, sequence);
  const sum = (pick: (share: (typeof shares)[number]) => number) => shares.reduce((total, s) => total + pick(s), 0);
  const note = await insertCreditNote(
    trx,
    {
      invoice_id: invoice.id,
      order_id: order.id,
      number,
      financial_year: financialYear,
      sequence,
      issued_at: request.at.toISOString(),
      reason: request.reason,
      refund_request_id: request.refundRequestId,
      irn: null,
      signed_qr: null,
      amount_minor: amount,
      taxable_minor: sum((s) => s.taxableMinor),
      cgst_minor: sum((s) => s.cgstMinor),
      sgst_minor: sum((s) => s.sgstMinor),
      igst_minor: sum((s) => s.igstMinor),
    },
    lines
      .map((line, index) => ({
        invoice_line_id: line.id,
        quantity: request.piecesBack ? Math.max(0, line.quantity - line.credited_quantity) : 0,
        ...shares[index]!,
      }))
      .filter((line) => line.amountMinor > 0 || line.quantity > 0)
      .map(({ amountMinor, taxableMinor, cgstMinor, sgstMinor, igstMinor, ...line }) => ({
        ...line,
        amount_minor: amountMinor,
        taxable_minor: taxableMinor,
        cgst_minor: cgstMinor,
        sgst_minor: sgstMinor,
        igst_minor: igstMinor,
      })),
  );
  await insertOrderEvent(trx, {
    order_id: order.id,
    kind: 'credit_note_issued',
    data_json: JSON.stringify({ number, invoice: invoice.number, reason: request.reason, amount_minor: amount }),
    staff_id: null,
    at: note.issued_at,
  });
  if (request.notify) await enqueueCreditNoteNotice(trx, order, number);
  return note;
}

/**
 * The credit note of a refund that is done (refund_requests 'succeeded'), in the transaction that finished it,
 * once per refund (credit_notes.refund_request_id is unique; a repeat answers the first). None for a refund of a
 * stray payment kept for a refund (it never counted as the order's), in another currency, or of an order without
 * an invoice.
 */
export async function issueCreditNoteForRefund(
  trx: Executor,
  refundRequestId: number,
  at: Date,
  options: { notify: boolean } = { notify: true },
): Promise<CreditNoteRow | undefined> {
  const earlier = await findCreditNoteOfRefund(trx, refundRequestId);
  if (earlier) return earlier;
  const refund = await findRefundRequest(trx, refundRequestId);
  if (!refund || refund.status !== 'succeeded' || refund.payment_id !== null) return undefined;
  const order = await findOrderById(trx, refund.order_id);
  const invoice = order && (await findInvoiceOfOrder(trx, order.id));
  if (!order || !invoice || refund.currency !== invoice.currency) return undefined;
  return writeCreditNote(trx, {
    order,
    invoice,
    amountMinor: refund.amount_minor,
    reason: 'refund',
    refundRequestId,
    piecesBack: false,
    at,
    notify: options.notify,
  });
}

/**
 * The credit note that cancels what remains of a cash-on-delivery order's invoice when its cash was never
 * collected: the parcel came back to the shop (reason return_to_origin, its pieces back) or the order was
 * cancelled before it left (reason cancellation). In the transaction that records it; none without an invoice
 * or with nothing left to credit, so a repeat writes nothing.
 */
export async function issueCreditNoteForReturn(
  trx: Executor,
  orderId: number,
  at: Date,
  options: { reason?: 'return_to_origin' | 'cancellation'; notify?: boolean } = {},
): Promise<CreditNoteRow | undefined> {
  const order = await findOrderById(trx, orderId);
  const invoice = order && (await findInvoiceOfOrder(trx, order.id));
  if (!order || !invoice) return undefined;
  return writeCreditNote(trx, {
    order,
    invoice,
    amountMinor: null,
    reason: options.reason ?? 'return_to_origin',
    refundRequestId: null,
    piecesBack: true,
    at,
    notify: options.notify ?? true,
  });
}

/**
 * The credit notes an invoice issued late (by the sweep) owes at once: one per refund already done, then, for
 * a cash-on-delivery order returned undelivered, the rest.
 */
export async function catchUpCreditNotes(
  trx: Executor,
  order: OrderRow,
  invoice: TaxInvoiceRow,
  at: Date,
): Promise<void> {
  for (const refund of await listSucceededOrderRefunds(trx, order.id))
    await issueCreditNoteForRefund(trx, refund.id, at, { notify: true });
  if (order.payment_method === 'cod' && order.fulfilment_status === 'returned')
    await issueCreditNoteForReturn(trx, order.id, at, { notify: true });
}
