import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * GST tax documents (issue 30, items 3 to 5; docs/decisions/040-tax-invoices.md):
 * - document_series: the last number given per kind ('invoice', 'credit_note') and financial year ('2627'),
 *   raised in the transaction that issues the document, so numbers are consecutive, never reused, never skipped.
 * - tax_invoices / tax_invoice_lines: an order's invoice as issued, with the supplier's identity and every
 *   figure copied at that moment (a later rate, HSN or settings edit never changes an issued invoice), and room
 *   for e-invoicing's IRN and signed QR.
 * - credit_notes / credit_note_lines: a refund or a return to origin, the tax reversed line by line.
 * - orders.buyer_gstin / buyer_legal_name: a business buyer's GSTIN given at checkout (a B2B invoice).
 * Amounts are in the order's minor unit (paise for an Indian supply; an export may be in its own currency).
 */
export function taxDocumentsMigration(dialect: DialectName) {
  const withId = (table: CreateTableBuilder<any, any>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  const withTaxColumns = (table: CreateTableBuilder<any, any>) =>
    table
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addColumn('taxable_minor', 'integer', (col) => col.notNull())
      .addColumn('cgst_minor', 'integer', (col) => col.notNull())
      .addColumn('sgst_minor', 'integer', (col) => col.notNull())
      .addColumn('igst_minor', 'integer', (col) => col.notNull());

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
      await db.schema.alterTable('orders').addColumn('buyer_legal_name', 'text').execute();

      await db.schema
        .createTable('document_series')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('financial_year', 'text', (col) => col.notNull())
        .addColumn('last_sequence', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('document_series_pkey', ['kind', 'financial_year'])
        .execute();

      await withTaxColumns(
        withId(db.schema.createTable('tax_invoices'))
          .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
          .addColumn('number', 'text', (col) => col.notNull().unique())
          .addColumn('financial_year', 'text', (col) => col.notNull())
          .addColumn('sequence', 'integer', (col) => col.notNull())
          .addColumn('issued_at', 'text', (col) => col.notNull())
          .addColumn('supply', 'text', (col) => col.notNull())
          .addColumn('zero_rated_under_lut', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('place_of_supply_code', 'text')
          .addColumn('place_of_supply_name', 'text', (col) => col.notNull())
          .addColumn('currency', 'text', (col) => col.notNull())
          .addColumn('supplier_legal_name', 'text', (col) => col.notNull())
          .addColumn('supplier_address', 'text', (col) => col.notNull())
          .addColumn('supplier_state_code', 'text', (col) => col.notNull())
          .addColumn('supplier_gstin', 'text', (col) => col.notNull())
          .addColumn('lut_reference', 'text')
          .addColumn('buyer_name', 'text', (col) => col.notNull())
          .addColumn('buyer_gstin', 'text')
          .addColumn('buyer_legal_name', 'text')
          .addColumn('billing_address_json', 'text', (col) => col.notNull())
          .addColumn('delivery_address_json', 'text', (col) => col.notNull())
          .addColumn('irn', 'text')
          .addColumn('irn_ack_number', 'text')
          .addColumn('irn_ack_at', 'text')
          .addColumn('signed_qr', 'text')
          .addUniqueConstraint('tax_invoices_year_sequence_key', ['financial_year', 'sequence']),
      ).execute();

      await withTaxColumns(
        withId(db.schema.createTable('tax_invoice_lines'))
          .addColumn('invoice_id', 'integer', (col) => col.notNull().references('tax_invoices.id'))
          .addColumn('order_line_id', 'integer', (col) => col.notNull().references('order_lines.id'))
          .addColumn('position', 'integer', (col) => col.notNull())
          .addColumn('description', 'text', (col) => col.notNull())
          .addColumn('size', 'text', (col) => col.notNull())
          .addColumn('hsn_code', 'text', (col) => col.notNull())
          .addColumn('quantity', 'integer', (col) => col.notNull())
          .addColumn('unit', 'text', (col) => col.notNull())
          .addColumn('unit_price_minor', 'integer', (col) => col.notNull())
          .addColumn('discount_minor', 'integer', (col) => col.notNull())
          .addColumn('goods_minor', 'integer', (col) => col.notNull())
          .addColumn('shipping_share_minor', 'integer', (col) => col.notNull())
          .addColumn('cod_fee_share_minor', 'integer', (col) => col.notNull())
          .addColumn('rate_bp', 'integer', (col) => col.notNull())
          .addUniqueConstraint('tax_invoice_lines_position_key', ['invoice_id', 'position']),
      ).execute();

      await withTaxColumns(
        withId(db.schema.createTable('credit_notes'))
          .addColumn('invoice_id', 'integer', (col) => col.notNull().references('tax_invoices.id'))
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
          .addColumn('number', 'text', (col) => col.notNull().unique())
          .addColumn('financial_year', 'text', (col) => col.notNull())
          .addColumn('sequence', 'integer', (col) => col.notNull())
          .addColumn('issued_at', 'text', (col) => col.notNull())
          .addColumn('reason', 'text', (col) => col.notNull())
          .addColumn('refund_request_id', 'integer', (col) => col.unique().references('refund_requests.id'))
          .addColumn('irn', 'text')
          .addColumn('signed_qr', 'text')
          .addUniqueConstraint('credit_notes_year_sequence_key', ['financial_year', 'sequence']),
      ).execute();
      await db.schema.createIndex('credit_notes_invoice_idx').on('credit_notes').column('invoice_id').execute();

      await withTaxColumns(
        withId(db.schema.createTable('credit_note_lines'))
          .addColumn('credit_note_id', 'integer', (col) => col.notNull().references('credit_notes.id'))
          .addColumn('invoice_line_id', 'integer', (col) => col.notNull().references('tax_invoice_lines.id'))
          .addColumn('quantity', 'integer', (col) => col.notNull()),
      ).execute();
      await db.schema
        .createIndex('credit_note_lines_note_idx')
        .on('credit_note_lines')
        .column('credit_note_id')
        .execute();
      await db.schema.createIndex('tax_invoices_issued_idx').on('tax_invoices').columns(['issued_at', 'id']).execute();
      await db.schema.createIndex('credit_notes_issued_idx').on('credit_notes').columns(['issued_at', 'id']).execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('credit_note_lines').ifExists().execute();
      await db.schema.dropTable('credit_notes').ifExists().execute();
      await db.schema.dropTable('tax_invoice_lines').ifExists().execute();
      await db.schema.dropTable('tax_invoices').ifExists().execute();
      await db.schema.dropTable('document_series').ifExists().execute();
      await db.schema.alterTable('orders').dropColumn('buyer_legal_name').execute();
      await db.schema.alterTable('orders').dropColumn('buyer_gstin').execute();
    },
  };
}
