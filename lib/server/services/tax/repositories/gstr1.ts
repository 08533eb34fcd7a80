import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type {
  Gstr1CreditNote,
  Gstr1CreditNoteLine,
  Gstr1Input,
  Gstr1Invoice,
  Gstr1InvoiceLine,
  Gstr1SaleOrder,
} from '../gstr1';

/** The instants a month's documents are issued between: [from, until), ISO strings as issued_at stores them. */
export interface MonthBounds {
  from: string;
  until: string;
}

/** Statuses of an order with a sale behind it (orderHasInvoice in lib/contract/orders.ts). */
const SALE_STATUSES = ['paid', 'partially_refunded', 'refunded', 'cod_confirmed'] as const;

const INVOICE_COLUMNS = [
  'number',
  'issued_at',
  'supply',
  'zero_rated_under_lut',
  'place_of_supply_code',
  'place_of_supply_name',
  'currency',
  'buyer_name',
  'buyer_gstin',
  'buyer_legal_name',
  'amount_minor',
  'taxable_minor',
  'cgst_minor',
  'sgst_minor',
  'igst_minor',
] as const;
const AMOUNT_COLUMNS = ['amount_minor', 'taxable_minor', 'cgst_minor', 'sgst_minor', 'igst_minor'] as const;

async function listInvoices(db: Kysely<Database>, month: MonthBounds): Promise<Gstr1Invoice[]> {
  return db
    .selectFrom('tax_invoices')
    .select(['id', 'sequence', ...INVOICE_COLUMNS])
    .where('issued_at', '>=', month.from)
    .where('issued_at', '<', month.until)
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
}

async function listInvoiceLines(db: Kysely<Database>, month: MonthBounds): Promise<Gstr1InvoiceLine[]> {
  return db
    .selectFrom('tax_invoice_lines as line')
    .innerJoin('tax_invoices as invoice', 'invoice.id', 'line.invoice_id')
    .select(['line.invoice_id', 'line.description', 'line.hsn_code', 'line.unit', 'line.quantity', 'line.rate_bp'])
    .select(AMOUNT_COLUMNS.map((column) => `line.${column}` as const))
    .where('invoice.issued_at', '>=', month.from)
    .where('invoice.issued_at', '<', month.until)
    .orderBy('line.invoice_id')
    .orderBy('line.position')
    .execute();
}

async function listCreditNotes(db: Kysely<Database>, month: MonthBounds): Promise<Gstr1CreditNote[]> {
  const rows = await db
    .selectFrom('credit_notes as note')
    .innerJoin('tax_invoices as invoice', 'invoice.id', 'note.invoice_id')
    .select(['note.id', 'note.number', 'note.sequence', 'note.issued_at', 'note.reason'])
    .select(AMOUNT_COLUMNS.map((column) => `note.${column}` as const))
    .select([
      'invoice.number as invoice_number',
      'invoice.issued_at as invoice_issued_at',
      'invoice.supply as invoice_supply',
      'invoice.zero_rated_under_lut as invoice_zero_rated_under_lut',
      'invoice.place_of_supply_code as invoice_place_of_supply_code',
      'invoice.place_of_supply_name as invoice_place_of_supply_name',
      'invoice.currency as invoice_currency',
      'invoice.buyer_name as invoice_buyer_name',
      'invoice.buyer_gstin as invoice_buyer_gstin',
      'invoice.buyer_legal_name as invoice_buyer_legal_name',
      'invoice.amount_minor as invoice_amount_minor',
      'invoice.taxable_minor as invoice_taxable_minor',
      'invoice.cgst_minor as invoice_cgst_minor',
      'invoice.sgst_minor as invoice_sgst_minor',
      'invoice.igst_minor as invoice_igst_minor',
    ])
    .where('note.issued_at', '>=', month.from)
    .where('note.issued_at', '<', month.until)
    .orderBy('note.issued_at')
    .orderBy('note.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    sequence: row.sequence,
    issued_at: row.issued_at,
    reason: row.reason,
    amount_minor: row.amount_minor,
    taxable_minor: row.taxable_minor,
    cgst_minor: row.cgst_minor,
    sgst_minor: row.sgst_minor,
    igst_minor: row.igst_minor,
    invoice: {
      number: row.invoice_number,
      issued_at: row.invoice_issued_at,
      supply: row.invoice_supply,
      zero_rated_under_lut: row.invoice_zero_rated_under_lut,
      place_of_supply_code: row.invoice_place_of_supply_code,
      place_of_supply_name: row.invoice_place_of_supply_name,
      currency: row.invoice_currency,
      buyer_name: row.invoice_buyer_name,
      buyer_gstin: row.invoice_buyer_gstin,
      buyer_legal_name: row.invoice_buyer_legal_name,
      amount_minor: row.invoice_amount_minor,
      taxable_minor: row.invoice_taxable_minor,
      cgst_minor: row.invoice_cgst_minor,
      sgst_minor: row.invoice_sgst_minor,
      igst_minor: row.invoice_igst_minor,
    },
  }));
}

/** A credit note's lines with what they reverse: the invoice line's HSN, unit and rate. */
async function listCreditNoteLines(db: Kysely<Database>, month: MonthBounds): Promise<Gstr1CreditNoteLine[]> {
  return db
    .selectFrom('credit_note_lines as line')
    .innerJoin('credit_notes as note', 'note.id', 'line.credit_note_id')
    .innerJoin('tax_invoice_lines as invoiced', 'invoiced.id', 'line.invoice_line_id')
    .select([
      'line.credit_note_id',
      'line.quantity',
      'invoiced.hsn_code',
      'invoiced.unit',
      'invoiced.description',
      'invoiced.rate_bp',
    ])
    .select(AMOUNT_COLUMNS.map((column) => `line.${column}` as const))
    .where('note.issued_at', '>=', month.from)
    .where('note.issued_at', '<', month.until)
    .orderBy('line.credit_note_id')
    .orderBy('line.id')
    .execute();
}

/** Orders in a sale status whose invoice was issued in the month, with the invoice's amount. */
async function listSaleOrders(db: Kysely<Database>, month: MonthBounds): Promise<Gstr1SaleOrder[]> {
  return db
    .selectFrom('orders')
    .innerJoin('tax_invoices as invoice', 'invoice.order_id', 'orders.id')
    .select([
      'orders.public_id',
      'orders.total_minor',
      'orders.currency',
      'invoice.amount_minor as invoice_amount_minor',
    ])
    .where('orders.status', 'in', SALE_STATUSES)
    .where('invoice.issued_at', '>=', month.from)
    .where('invoice.issued_at', '<', month.until)
    .orderBy('orders.id')
    .execute();
}

/** Orders placed in the month, in a sale status, without an invoice (none issued yet, or issuing failed). */
async function listSaleOrdersWithoutInvoice(db: Kysely<Database>, month: MonthBounds): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('tax_invoices as invoice', 'invoice.order_id', 'orders.id')
    .select('orders.public_id')
    .where('orders.status', 'in', SALE_STATUSES)
    .where('orders.created_at', '>=', month.from)
    .where('orders.created_at', '<', month.until)
    .where('invoice.id', 'is', null)
    .orderBy('orders.id')
    .execute();
  return rows.map((row) => row.public_id);
}

/** Everything GSTR-1 reads for a month, read in one snapshot (the caller's transaction). */
export async function readGstr1Documents(
  db: Kysely<Database>,
  month: MonthBounds,
): Promise<Omit<Gstr1Input, 'month' | 'supplier_gstin'>> {
  return {
    invoices: await listInvoices(db, month),
    invoiceLines: await listInvoiceLines(db, month),
    creditNotes: await listCreditNotes(db, month),
    creditNoteLines: await listCreditNoteLines(db, month),
    saleOrders: await listSaleOrders(db, month),
    saleOrdersWithoutInvoice: await listSaleOrdersWithoutInvoice(db, month),
  };
}
