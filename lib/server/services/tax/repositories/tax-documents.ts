import 'server-only';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type {
  CreditNoteLinesTable,
  CreditNotesTable,
  Database,
  TaxDocumentKind,
  TaxInvoiceLinesTable,
  TaxInvoicesTable,
} from '../../../db/schema';
import { SALE_STATUSES } from '../../../db/schema-orders';

/** Writes of the GST documents (decision 040): the series, invoices, credit notes and their lines. */
export type TaxInvoiceRow = Selectable<TaxInvoicesTable>;
export type TaxInvoiceLineRow = Selectable<TaxInvoiceLinesTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;

/**
 * The next sequence of a kind in a financial year, in one statement on both databases: the series row is
 * created at 1 or raised by 1 and read back. Run in the transaction that writes the document: on PostgreSQL
 * the row stays locked until it commits (a concurrent issuer waits, then takes the next), on SQLite there is
 * one writer; a rollback gives the number back, so numbers are consecutive, never skipped, never reused.
 */
export async function takeNextNumber(
  trx: Kysely<Database>,
  kind: TaxDocumentKind,
  financialYear: string,
): Promise<number> {
  const row = await trx
    .insertInto('document_series')
    .values({ kind, financial_year: financialYear, last_sequence: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'financial_year'])
        .doUpdateSet({ last_sequence: sql<number>`document_series.last_sequence + 1` }),
    )
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

export async function findInvoiceOfOrder(db: Kysely<Database>, orderId: number): Promise<TaxInvoiceRow | undefined> {
  return db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertInvoice(
  trx: Kysely<Database>,
  invoice: Insertable<TaxInvoicesTable>,
  lines: readonly Omit<Insertable<TaxInvoiceLinesTable>, 'invoice_id'>[],
): Promise<TaxInvoiceRow> {
  const row = await trx.insertInto('tax_invoices').values(invoice).returningAll().executeTakeFirstOrThrow();
  if (lines.length > 0)
    await trx
      .insertInto('tax_invoice_lines')
      .values(lines.map((line) => ({ ...line, invoice_id: row.id })))
      .execute();
  return row;
}

/** An invoice line with the sums earlier credit notes took of it, per head. */
export interface InvoiceLineWithCredits extends TaxInvoiceLineRow {
  credited_amount_minor: number;
  credited_taxable_minor: number;
  credited_cgst_minor: number;
  credited_sgst_minor: number;
  credited_igst_minor: number;
  credited_quantity: number;
}

export async function listInvoiceLinesWithCredits(
  db: Kysely<Database>,
  invoiceId: number,
): Promise<InvoiceLineWithCredits[]> {
  const rows = await db
    .selectFrom('tax_invoice_lines as line')
    .leftJoin('credit_note_lines as credit', 'credit.invoice_line_id', 'line.id')
    .selectAll('line')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('credit.amount_minor'), sql<number>`0`).as('credited_amount_minor'),
      eb.fn.coalesce(eb.fn.sum<number>('credit.taxable_minor'), sql<number>`0`).as('credited_taxable_minor'),
      eb.fn.coalesce(eb.fn.sum<number>('credit.cgst_minor'), sql<number>`0`).as('credited_cgst_minor'),
      eb.fn.coalesce(eb.fn.sum<number>('credit.sgst_minor'), sql<number>`0`).as('credited_sgst_minor'),
      eb.fn.coalesce(eb.fn.sum<number>('credit.igst_minor'), sql<number>`0`).as('credited_igst_minor'),
      eb.fn.coalesce(eb.fn.sum<number>('credit.quantity'), sql<number>`0`).as('credited_quantity'),
    ])
    .where('line.invoice_id', '=', invoiceId)
    .groupBy('line.id')
    .orderBy('line.position')
    .execute();
  // PostgreSQL answers sum() of integers as bigint (a string through its driver's parser): numbers here.
  return rows.map((row) => ({
    ...row,
    credited_amount_minor: Number(row.credited_amount_minor),
    credited_taxable_minor: Number(row.credited_taxable_minor),
    credited_cgst_minor: Number(row.credited_cgst_minor),
    credited_sgst_minor: Number(row.credited_sgst_minor),
    credited_igst_minor: Number(row.credited_igst_minor),
    credited_quantity: Number(row.credited_quantity),
  }));
}

export async function findCreditNoteOfRefund(
  db: Kysely<Database>,
  refundRequestId: number,
): Promise<CreditNoteRow | undefined> {
  return db.selectFrom('credit_notes').selectAll().where('refund_request_id', '=', refundRequestId).executeTakeFirst();
}

export async function insertCreditNote(
  trx: Kysely<Database>,
  note: Insertable<CreditNotesTable>,
  lines: readonly Omit<Insertable<CreditNoteLinesTable>, 'credit_note_id'>[],
): Promise<CreditNoteRow> {
  const row = await trx.insertInto('credit_notes').values(note).returningAll().executeTakeFirstOrThrow();
  if (lines.length > 0)
    await trx
      .insertInto('credit_note_lines')
      .values(lines.map((line) => ({ ...line, credit_note_id: row.id })))
      .execute();
  return row;
}

/**
 * Orders owing an invoice (a sale, decision 040) that have none and became a sale since `since` (ISO), oldest
 * sale first: paid ones by when they were paid, cash-on-delivery ones by when they were placed.
 */
export async function listOrdersAwaitingInvoice(
  db: Kysely<Database>,
  options: { since: string; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('tax_invoices', 'tax_invoices.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.status', 'in', SALE_STATUSES)
    .where('tax_invoices.id', 'is', null)
    .where(sql<string>`coalesce(orders.paid_at, orders.created_at)`, '>=', options.since)
    .orderBy(sql`coalesce(orders.paid_at, orders.created_at)`)
    .orderBy('orders.id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Refunds of an order that are done and counted against it (not a returned stray payment), oldest first. */
export async function listSucceededOrderRefunds(
  db: Kysely<Database>,
  orderId: number,
): Promise<{ id: number; amount_minor: number; currency: string }[]> {
  return db
    .selectFrom('refund_requests')
    .select(['id', 'amount_minor', 'currency'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .where('payment_id', 'is', null)
    .orderBy('id')
    .execute();
}

/** An order's lines with the HSN code of each: the product's own, else its category's (null: neither set). */
export async function listOrderLinesWithHsn(
  db: Kysely<Database>,
  orderId: number,
): Promise<(Selectable<Database['order_lines']> & { hsn_code: string | null })[]> {
  return db
    .selectFrom('order_lines')
    .leftJoin('products', 'products.id', 'order_lines.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('order_lines')
    .select((eb) => eb.fn.coalesce('products.hsn_code', 'categories.hsn_code').as('hsn_code'))
    .where('order_lines.order_id', '=', orderId)
    .orderBy('order_lines.id')
    .execute();
}
