import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type {
  CreditNoteLinesTable,
  CreditNotesTable,
  Database,
  TaxInvoiceLinesTable,
  TaxInvoicesTable,
} from '../../../db/schema';

/** Reads of the issued GST documents (migration 029) for the order pages, downloads and messages; nothing here writes. */

export type TaxInvoiceRow = Selectable<TaxInvoicesTable> & { order_number: string };
export type CreditNoteRow = Selectable<CreditNotesTable> & { order_number: string };
export type TaxInvoiceLineRow = Selectable<TaxInvoiceLinesTable>;
/** A credit note's line with the invoice line it reverses (what was sold: description, HSN, rate). */
export type CreditNoteLineRow = Selectable<CreditNoteLinesTable> & {
  position: number;
  description: string;
  size: string;
  hsn_code: string;
  unit: string;
  unit_price_minor: number;
  rate_bp: number;
};

function invoices(db: Kysely<Database>) {
  return db
    .selectFrom('tax_invoices')
    .innerJoin('orders', 'orders.id', 'tax_invoices.order_id')
    .selectAll('tax_invoices')
    .select('orders.public_id as order_number');
}

function creditNotes(db: Kysely<Database>) {
  return db
    .selectFrom('credit_notes')
    .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
    .selectAll('credit_notes')
    .select('orders.public_id as order_number');
}

export async function findTaxInvoiceOfOrder(db: Kysely<Database>, orderId: number): Promise<TaxInvoiceRow | undefined> {
  return invoices(db).where('tax_invoices.order_id', '=', orderId).executeTakeFirst();
}

export async function findTaxInvoiceById(db: Kysely<Database>, id: number): Promise<TaxInvoiceRow | undefined> {
  return invoices(db).where('tax_invoices.id', '=', id).executeTakeFirst();
}

export async function findTaxInvoiceByNumber(db: Kysely<Database>, number: string): Promise<TaxInvoiceRow | undefined> {
  return invoices(db).where('tax_invoices.number', '=', number).executeTakeFirst();
}

/** An order's credit notes in the order of their numbers (financial year, then sequence). */
export async function listCreditNotesOfOrder(db: Kysely<Database>, orderId: number): Promise<CreditNoteRow[]> {
  return creditNotes(db)
    .where('credit_notes.order_id', '=', orderId)
    .orderBy('credit_notes.financial_year')
    .orderBy('credit_notes.sequence')
    .execute();
}

export async function findCreditNoteByNumber(db: Kysely<Database>, number: string): Promise<CreditNoteRow | undefined> {
  return creditNotes(db).where('credit_notes.number', '=', number).executeTakeFirst();
}

export async function listTaxInvoiceLines(db: Kysely<Database>, invoiceId: number): Promise<TaxInvoiceLineRow[]> {
  return db
    .selectFrom('tax_invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
}

export async function listCreditNoteLines(db: Kysely<Database>, creditNoteId: number): Promise<CreditNoteLineRow[]> {
  return db
    .selectFrom('credit_note_lines')
    .innerJoin('tax_invoice_lines', 'tax_invoice_lines.id', 'credit_note_lines.invoice_line_id')
    .selectAll('credit_note_lines')
    .select([
      'tax_invoice_lines.position',
      'tax_invoice_lines.description',
      'tax_invoice_lines.size',
      'tax_invoice_lines.hsn_code',
      'tax_invoice_lines.unit',
      'tax_invoice_lines.unit_price_minor',
      'tax_invoice_lines.rate_bp',
    ])
    .where('credit_note_lines.credit_note_id', '=', creditNoteId)
    .orderBy('tax_invoice_lines.position')
    .orderBy('credit_note_lines.id')
    .execute();
}
