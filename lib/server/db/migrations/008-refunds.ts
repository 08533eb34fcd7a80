import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Refunds: orders gain the states partially_refunded and refunded (the
 * status column is text, so no change there). The Razorpay sandbox keeps how
 * much of a payment was refunded (Razorpay's amount_refunded, in the minor
 * unit). Paid orders that already have refund rows (PayPal refunds were
 * recorded before, with no change of state) take the state their refunds
 * give them, by the same rule as services/refunds.ts.
 */
export function refundsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('sandbox_razorpay_payments')
        .addColumn('amount_refunded', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      const rows: {
        order_id: number | string;
        status: string;
        amount_minor: number | string;
        payment_currency: string;
        order_currency: string;
      }[] = await db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select([
          'payments.order_id',
          'payments.status',
          'payments.amount_minor',
          'payments.currency as payment_currency',
          'orders.currency as order_currency',
        ])
        .where('orders.status', '=', 'paid')
        .where('payments.status', 'in', ['captured', 'refunded'])
        .execute();
      const totals = new Map<number, { captured: number; refunded: number }>();
      for (const row of rows) {
        if (row.payment_currency !== row.order_currency) continue;
        const orderId = Number(row.order_id);
        const total = totals.get(orderId) ?? { captured: 0, refunded: 0 };
        if (row.status === 'captured') total.captured += Number(row.amount_minor);
        else total.refunded += Number(row.amount_minor);
        totals.set(orderId, total);
      }
      const now = new Date().toISOString();
      for (const [orderId, total] of totals) {
        if (total.refunded <= 0 || total.captured <= 0) continue;
        const status = total.refunded >= total.captured ? 'refunded' : 'partially_refunded';
        await db
          .updateTable('orders')
          .set({ status, updated_at: now })
          .where('id', '=', orderId)
          .where('status', '=', 'paid')
          .execute();
      }
    },

    async down(db: Kysely<any>): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'paid' })
        .where('status', 'in', ['partially_refunded', 'refunded'])
        .execute();
      await db.schema.alterTable('sandbox_razorpay_payments').dropColumn('amount_refunded').execute();
    },
  };
}
