import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Refunds issued by the shop (docs/decisions/019-refund-requests.md):
 * refund_requests holds each refund staff ask for, written before the
 * provider is called; its idempotency_key is what the provider receives
 * (X-Refund-Idempotency, PayPal-Request-Id), its client_key the caller's own
 * key, and its amount counts against what may still be refunded while it is pending.
 *
 * The payment sandbox keeps refunds as rows of their own, as the providers
 * do: several partial refunds per payment or capture, each fetched by id.
 * sandbox_paypal_orders gains refunded_minor, the running total the sandbox
 * checks and sets in one statement, so two refunds at once never exceed the
 * capture. A PayPal order refunded before this migration (refund_id, always
 * of the whole capture) becomes a refund row of the whole amount.
 */
export function refundRequestsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('refund_requests');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        // 'provider': through Razorpay or PayPal; 'manual': cash handed back, recorded only.
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('provider', 'text')
        .addColumn('amount_minor', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        // pending → succeeded | failed; only pending and succeeded count against the refundable amount.
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        // The staff member who asked (the staff table belongs to the back office; null for a script or the system).
        .addColumn('requested_by_staff_id', 'integer')
        .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
        // The caller's own key for this refund (a hash of it; per order), so a double click answers the first request.
        // A failed request gives it up when the same key asks again.
        .addColumn('client_key', 'text', (col) => col.unique())
        .addColumn('provider_refund_id', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('refund_requests_order_idx')
        .on('refund_requests')
        .columns(['order_id', 'status'])
        .execute();

      await db.schema
        .createTable('sandbox_razorpay_refunds')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('payment_id', 'text', (col) =>
          col.notNull().references('sandbox_razorpay_payments.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('receipt', 'text')
        .addColumn('notes', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('speed_requested', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        // X-Refund-Idempotency and a hash of the body it came with (a different body under the same key is refused).
        .addColumn('idempotency_key', 'text', (col) => col.unique())
        .addColumn('request_hash', 'text')
        .addColumn('created_at', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('sandbox_razorpay_refunds_payment_idx')
        .on('sandbox_razorpay_refunds')
        .columns(['payment_id', 'created_at'])
        .execute();

      await db.schema
        .alterTable('sandbox_paypal_orders')
        .addColumn('refunded_minor', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('sandbox_paypal_refunds')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('capture_id', 'text', (col) => col.notNull())
        .addColumn('order_id', 'text', (col) =>
          col.notNull().references('sandbox_paypal_orders.id').onDelete('cascade'),
        )
        // PayPal-Request-Id: the same id answers the same refund.
        .addColumn('request_id', 'text', (col) => col.unique())
        .addColumn('amount', 'integer', (col) => col.notNull())
        // What was refunded of the capture with this refund: seller_payable_breakdown.total_refunded_amount.
        .addColumn('total_refunded', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('note_to_payer', 'text')
        .addColumn('invoice_id', 'text')
        .addColumn('custom_id', 'text')
        .addColumn('create_time', 'text', (col) => col.notNull())
        .addColumn('update_time', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('sandbox_paypal_refunds_capture_idx')
        .on('sandbox_paypal_refunds')
        .columns(['capture_id', 'create_time'])
        .execute();

      const refunded: {
        id: string;
        capture_id: string | null;
        refund_id: string;
        purchase_units: string;
        update_time: string;
      }[] = await db
        .selectFrom('sandbox_paypal_orders')
        .select(['id', 'capture_id', 'refund_id', 'purchase_units', 'update_time'])
        .where('refund_id', 'is not', null)
        .execute();
      for (const row of refunded) {
        const units: unknown = JSON.parse(row.purchase_units);
        const amount = Array.isArray(units)
          ? (units[0] as { amount?: { currency_code?: string; value?: string } } | undefined)?.amount
          : undefined;
        const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.value ?? '');
        if (!row.capture_id || !amount?.currency_code || !match) continue;
        const zeroDecimal = ['JPY', 'HUF', 'TWD'].includes(amount.currency_code);
        const minor = zeroDecimal ? Number(match[1]) : Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
        await db
          .insertInto('sandbox_paypal_refunds')
          .values({
            id: row.refund_id,
            capture_id: row.capture_id,
            order_id: row.id,
            request_id: null,
            amount: minor,
            total_refunded: minor,
            currency: amount.currency_code,
            status: 'COMPLETED',
            note_to_payer: null,
            invoice_id: null,
            custom_id: null,
            create_time: row.update_time,
            update_time: row.update_time,
          })
          .execute();
        await db.updateTable('sandbox_paypal_orders').set({ refunded_minor: minor }).where('id', '=', row.id).execute();
      }
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('sandbox_paypal_refunds').ifExists().execute();
      await db.schema.alterTable('sandbox_paypal_orders').dropColumn('refunded_minor').execute();
      await db.schema.dropTable('sandbox_razorpay_refunds').ifExists().execute();
      await db.schema.dropTable('refund_requests').ifExists().execute();
    },
  };
}
