import 'server-only';
import { deliveryCountryName } from '../../../delivery-countries';
import { documentNumberOf, financialYearOf } from '../../../gst/documents';
import { GstRateNotFoundError, indianDateOf, resolveGstRateBp } from '../../../gst/rates';
import { gstStateCodeOf, indianStateName } from '../../../gst/states';
import { apportion, computeOrderTax, isLutInForce, type TaxedOrder, type TaxLineInput } from '../../../gst/tax';
import { CASH_ON_DELIVERY_FEE_MINOR } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import { SALE_STATUSES } from '../../db/schema-orders';
import { logError, logInfo } from '../../log';
import { enqueueTaxInvoiceNotice } from './tax-document-notices';
import { deliveryLinesOf } from '../orders/invoices';
import { insertOrderEvent } from '../orders/repositories/order-events';
import { findOrderById, lockOrder, type OrderRow } from '../orders/repositories/orders';
import { catchUpCreditNotes } from './credit-notes';
import {
  findInvoiceOfOrder,
  insertInvoice,
  listOrderLinesWithHsn,
  listOrdersAwaitingInvoice,
  takeNextNumber,
  type TaxInvoiceRow,
} from './repositories/tax-documents';
import { getTaxSettingsInForce, listGstRateRules } from './tax-in-force';

/**
 * GST tax invoices (issue 30 item 3, docs/decisions/040-tax-invoices.md): an order's invoice is issued once, in
 * the transaction that makes it a sale (payment settled, cash-on-delivery order placed), numbered from the
 * document series in that same transaction. What cannot be issued then (no tax identity yet, a line without a
 * rate) waits for issueAwaitingInvoices; a sale never fails for want of an invoice.
 */

/** Portal unit code: every line is counted in pieces (the demo's fabric is sold in cut lengths by size, not metres). */
const UNIT_PIECES = 'PCS';

/**
 * Why an order gets no invoice now. not_a_sale: not (or no longer) a sale. no_identity: the tax settings have no
 * GSTIN. no_hsn / no_rate: a line's product and category give no HSN code, or its code no rate on the day.
 * no_place_of_supply: an Indian delivery whose state and PIN code name no state. not_in_rupees: an Indian
 * supply charged in another currency (the rate bands are in rupees). amounts_disagree: the lines do not add up
 * to the order's total (a bug: logged).
 */
export type NotIssuableReason =
  'not_a_sale' | 'no_identity' | 'no_hsn' | 'no_rate' | 'no_place_of_supply' | 'not_in_rupees' | 'amounts_disagree';

/**
 * Whether an order owes an invoice by its state: a sale (paid, refunded since or not, or cash on delivery
 * confirmed). The one place that says so: a cash-on-delivery order the shopper must confirm first will owe it
 * only once it is in one of these states.
 */
export function owesInvoice(order: Pick<OrderRow, 'status'>): boolean {
  return SALE_STATUSES.includes(order.status);
}

type InvoicePlan = Omit<Parameters<typeof insertInvoice>[1], 'number' | 'financial_year' | 'sequence'>;
type PlannedLines = Parameters<typeof insertInvoice>[2];

export type Issuability =
  | { issuable: true; invoice: InvoicePlan; lines: PlannedLines; prefix: string }
  | { issuable: false; reason: NotIssuableReason; detail?: string };

/** The shipping and the cash-on-delivery fee inside an order's shipping (checkout's shippingFor puts the fee there). */
function shippingParts(order: OrderRow): { shipping: number; codFee: number } {
  const codFee = order.payment_method === 'cod' ? Math.min(order.shipping_minor, CASH_ON_DELIVERY_FEE_MINOR) : 0;
  return { shipping: order.shipping_minor - codFee, codFee };
}

/**
 * Decides whether an order's invoice can be issued at `at`, and if so, every figure it will carry (nothing is
 * written): the identity in force, the place of supply, each line's HSN code and rate, the tax by lib/gst/tax.ts.
 */
export async function invoiceIssuability(db: Executor, order: OrderRow, at: Date): Promise<Issuability> {
  if (!owesInvoice(order)) return { issuable: false, reason: 'not_a_sale' };
  const identity = await getTaxSettingsInForce(db);
  if (!identity.configured || !identity.gstin) return { issuable: false, reason: 'no_identity' };
  const inIndia = order.country === 'IN';
  if (inIndia && order.currency !== 'INR') return { issuable: false, reason: 'not_in_rupees' };
  const placeCode = inIndia ? gstStateCodeOf(order.state, order.pin_code) : null;
  if (placeCode === undefined) return { issuable: false, reason: 'no_place_of_supply', detail: order.state };

  const saleDate = indianDateOf(at);
  const orderLines = await listOrderLinesWithHsn(db, order.id);
  const discounts = apportion(
    order.discount_minor,
    orderLines.map((line) => line.unit_price_minor * line.quantity),
  );
  const rules = await listGstRateRules(db);
  const taxLines: TaxLineInput[] = [];
  for (const [index, line] of orderLines.entries()) {
    if (!line.hsn_code) return { issuable: false, reason: 'no_hsn', detail: line.product_name };
    const goodsPaise = line.unit_price_minor * line.quantity - discounts[index]!;
    try {
      const rateBp = resolveGstRateBp(rules, { hsnCode: line.hsn_code, goodsPaise, quantity: line.quantity }, saleDate);
      taxLines.push({
        unitPricePaise: line.unit_price_minor,
        quantity: line.quantity,
        discountPaise: discounts[index]!,
        hsnCode: line.hsn_code,
        rateBp,
      });
    } catch (error) {
      if (error instanceof GstRateNotFoundError) return { issuable: false, reason: 'no_rate', detail: line.hsn_code };
      throw error;
    }
  }
  const { shipping, codFee } = shippingParts(order);
  const lutInForce = isLutInForce(identity, saleDate);
  let taxed: TaxedOrder;
  try {
    taxed = computeOrderTax({
      lines: taxLines,
      shippingPaise: shipping,
      codFeePaise: codFee,
      supplierStateCode: identity.state_code,
      placeOfSupplyStateCode: placeCode,
      lutInForce,
    });
  } catch (error) {
    logError('order amounts not taxable', error, { order: order.public_id });
    return { issuable: false, reason: 'amounts_disagree' };
  }
  if (taxed.totals.amountPaise !== order.total_minor) {
    logError('invoice lines do not add up to the order total', new Error('amounts disagree'), {
      order: order.public_id,
      lines_minor: taxed.totals.amountPaise,
      total_minor: order.total_minor,
    });
    return { issuable: false, reason: 'amounts_disagree' };
  }

  const address = deliveryLinesOf(order);
  const invoice: InvoicePlan = {
    order_id: order.id,
    issued_at: at.toISOString(),
    supply: taxed.supply,
    zero_rated_under_lut: taxed.zeroRatedUnderLut ? 1 : 0,
    place_of_supply_code: placeCode,
    place_of_supply_name: placeCode === null ? deliveryCountryName(order.country) : indianStateName(placeCode)!,
    currency: order.currency,
    supplier_legal_name: identity.legal_name,
    supplier_address: identity.address,
    supplier_state_code: identity.state_code,
    supplier_gstin: identity.gstin,
    lut_reference: taxed.zeroRatedUnderLut ? identity.lut_reference : null,
    buyer_name: order.name,
    buyer_gstin: order.buyer_gstin,
    buyer_legal_name: order.buyer_legal_name,
    // Checkout asks for one address: the buyer's is the delivery address.
    billing_address_json: JSON.stringify(address),
    delivery_address_json: JSON.stringify(address),
    amount_minor: taxed.totals.amountPaise,
    taxable_minor: taxed.totals.taxablePaise,
    cgst_minor: taxed.totals.cgstPaise,
    sgst_minor: taxed.totals.sgstPaise,
    igst_minor: taxed.totals.igstPaise,
  };
  const lines: PlannedLines = taxed.lines.map((line, index) => ({
    order_line_id: orderLines[index]!.id,
    position: index + 1,
    description: orderLines[index]!.product_name,
    size: orderLines[index]!.size,
    hsn_code: line.hsnCode,
    quantity: line.quantity,
    unit: UNIT_PIECES,
    unit_price_minor: taxLines[index]!.unitPricePaise,
    discount_minor: taxLines[index]!.discountPaise,
    goods_minor: line.goodsPaise,
    shipping_share_minor: line.shippingSharePaise,
    cod_fee_share_minor: line.codFeeSharePaise,
    rate_bp: line.rateBp,
    amount_minor: line.amountPaise,
    taxable_minor: line.taxablePaise,
    cgst_minor: line.cgstPaise,
    sgst_minor: line.sgstPaise,
    igst_minor: line.igstPaise,
  }));
  return { issuable: true, invoice, lines, prefix: identity.invoice_prefix };
}

export type InvoiceOutcome =
  | { kind: 'issued'; invoice: TaxInvoiceRow }
  | { kind: 'exists'; invoice: TaxInvoiceRow }
  | { kind: 'not_issuable'; reason: NotIssuableReason; detail?: string };

/**
 * Issues an order's invoice at `at`, in the caller's transaction (which should hold the order's lock), once:
 * an order that has one answers it. Numbered from the series of its financial year in the same transaction.
 * notify: also owe the shopper a message with it (false when the order confirmation, owed in the same
 * transaction, attaches the invoice). Not issuable: nothing is written, and the reason is answered.
 */
export async function issueInvoiceForOrder(
  trx: Executor,
  orderId: number,
  at: Date,
  options: { notify: boolean },
): Promise<InvoiceOutcome> {
  const existing = await findInvoiceOfOrder(trx, orderId);
  if (existing) return { kind: 'exists', invoice: existing };
  const order = await findOrderById(trx, orderId);
  if (!order) throw new Error(`Order ${orderId} not found for its invoice`);
  const plan = await invoiceIssuability(trx, order, at);
  if (!plan.issuable) return { kind: 'not_issuable', reason: plan.reason, detail: plan.detail };

  const financialYear = financialYearOf(at);
  const sequence = await takeNextNumber(trx, 'invoice', financialYear);
  const number = documentNumberOf(plan.prefix, financialYear, sequence);
  const invoice = await insertInvoice(
    trx,
    { ...plan.invoice, number, financial_year: financialYear, sequence },
    plan.lines,
  );
  await insertOrderEvent(trx, {
    order_id: order.id,
    kind: 'invoice_issued',
    data_json: JSON.stringify({ number }),
    staff_id: null,
    at: invoice.issued_at,
  });
  if (options.notify) await enqueueTaxInvoiceNotice(trx, order, number);
  return { kind: 'issued', invoice };
}

/**
 * The invoice of a sale happening in the caller's transaction (payment settled, cash-on-delivery order placed):
 * the order confirmation attaches it, so no message of its own. Not issuable now: nothing, the sweep
 * (issueAwaitingInvoices) issues it once it can.
 */
export async function issueInvoiceWithSale(trx: Executor, orderId: number, at: Date): Promise<void> {
  const outcome = await issueInvoiceForOrder(trx, orderId, at, { notify: false });
  if (outcome.kind === 'not_issuable' && outcome.reason !== 'no_identity')
    logInfo('invoice not issued with the sale: it waits', { order_id: orderId, reason: outcome.reason });
}

/**
 * How far back the sweep looks for sales without an invoice. A shop that sold before it configured its identity
 * (or before invoices existed) is not sent years of invoices dated today: a sale older than this keeps the
 * receipt it had (decision 040).
 */
export const INVOICE_CATCH_UP_DAYS = 30;

export interface SweepSummary {
  issued: number;
  waiting: number;
}

/**
 * Issues the invoices sales are still owed (the identity was missing, a rate was missing), oldest sale first,
 * each in its own transaction on the locked order, the shopper told of each; and the credit notes their
 * refunds or return since then owe (catchUpCreditNotes). Only sales of the last INVOICE_CATCH_UP_DAYS. Run by
 * the housekeeping and after an owner saves the tax settings or a rate. Stops at `limit` orders a pass; what
 * stays unissuable waits for the next.
 */
export async function issueAwaitingInvoices(options: { at?: Date; limit?: number } = {}): Promise<SweepSummary> {
  const { db, dialect } = await getDatabase();
  const summary: SweepSummary = { issued: 0, waiting: 0 };
  const identity = await getTaxSettingsInForce(db);
  if (!identity.configured || !identity.gstin) return summary;
  const since = new Date((options.at ?? new Date()).getTime() - INVOICE_CATCH_UP_DAYS * 86_400_000).toISOString();
  for (const orderId of await listOrdersAwaitingInvoice(db, { since, limit: options.limit ?? 500 })) {
    const at = options.at ?? new Date();
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, dialect, orderId);
        if (!order) return undefined;
        const issued = await issueInvoiceForOrder(trx, orderId, at, { notify: true });
        if (issued.kind === 'issued') await catchUpCreditNotes(trx, order, issued.invoice, at);
        return issued;
      });
      if (outcome?.kind === 'issued') summary.issued += 1;
      else if (outcome?.kind === 'not_issuable') summary.waiting += 1;
    } catch (error) {
      summary.waiting += 1;
      logError('awaiting invoice not issued', error, { order_id: orderId });
    }
  }
  if (summary.issued > 0 || summary.waiting > 0) logInfo('awaiting invoices', { ...summary });
  return summary;
}

/** issueAwaitingInvoices for callers that must not fail (a settings save, the housekeeping): errors are logged. */
export async function issueAwaitingInvoicesQuietly(): Promise<void> {
  try {
    await issueAwaitingInvoices();
  } catch (error) {
    logError('awaiting invoices not issued', error);
  }
}
