import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Checkout and payment: a note of the last payment problem on an order,
 * retry bookkeeping for notifications (sent exactly once, retried when the
 * send failed), lookups of payments by provider order, and the tables of the
 * payment sandbox (the local stand-in providers, prefixed sandbox_).
 * SQLite adds one column per ALTER TABLE, so each column is its own statement.
 */
export function paymentsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('last_payment_error', 'text').execute();
      // The browser's own Idempotency key, beside the server's fingerprint of the cart (idempotency_key).
      await db.schema.alterTable('orders').addColumn('client_idempotency_key', 'text').execute();
      await db.schema
        .createIndex('orders_client_idempotency_unique')
        .on('orders')
        .column('client_idempotency_key')
        .unique()
        .execute();
      await db.schema
        .alterTable('notifications')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('notifications').addColumn('last_attempt_at', 'text').execute();
      await db.schema.alterTable('notifications').addColumn('last_error', 'text').execute();
      await db.schema
        .createIndex('notifications_unsent_idx')
        .on('notifications')
        .columns(['sent_at', 'last_attempt_at'])
        .execute();
      await db.schema
        .createIndex('payments_provider_order_idx')
        .on('payments')
        .columns(['provider', 'provider_order_id'])
        .execute();
      await db.schema
        .createIndex('order_lines_product_idx')
        .on('order_lines')
        .columns(['product_id', 'size'])
        .execute();

      await db.schema
        .createTable('sandbox_razorpay_orders')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('receipt', 'text')
        .addColumn('notes', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('amount_paid', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'integer', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('sandbox_razorpay_payments')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) =>
          col.notNull().references('sandbox_razorpay_orders.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('contact', 'text', (col) => col.notNull())
        .addColumn('error_code', 'text')
        .addColumn('error_description', 'text')
        .addColumn('created_at', 'integer', (col) => col.notNull())
        .addColumn('captured_at', 'integer')
        .execute();
      await db.schema
        .createIndex('sandbox_razorpay_payments_order_idx')
        .on('sandbox_razorpay_payments')
        .column('order_id')
        .execute();

      await db.schema
        .createTable('sandbox_paypal_orders')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('request_id', 'text', (col) => col.unique())
        .addColumn('intent', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('purchase_units', 'text', (col) => col.notNull())
        .addColumn('approval', 'text')
        .addColumn('capture_id', 'text', (col) => col.unique())
        .addColumn('capture_request_id', 'text')
        .addColumn('capture_response', 'text')
        .addColumn('refund_id', 'text')
        .addColumn('create_time', 'text', (col) => col.notNull())
        .addColumn('update_time', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('sandbox_paypal_tokens')
        .addColumn('token', 'text', (col) => col.primaryKey())
        .addColumn('client_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'sandbox_paypal_tokens',
        'sandbox_paypal_orders',
        'sandbox_razorpay_payments',
        'sandbox_razorpay_orders',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.dropIndex('order_lines_product_idx').ifExists().execute();
      await db.schema.dropIndex('payments_provider_order_idx').ifExists().execute();
      await db.schema.dropIndex('notifications_unsent_idx').ifExists().execute();
      await db.schema.alterTable('notifications').dropColumn('last_error').execute();
      await db.schema.alterTable('notifications').dropColumn('last_attempt_at').execute();
      await db.schema.alterTable('notifications').dropColumn('attempts').execute();
      await db.schema.dropIndex('orders_client_idempotency_unique').ifExists().execute();
      await db.schema.alterTable('orders').dropColumn('client_idempotency_key').execute();
      await db.schema.alterTable('orders').dropColumn('last_payment_error').execute();
    },
  };
}
