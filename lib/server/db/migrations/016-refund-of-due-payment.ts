import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Refunds of money the shop did not keep (issue 14, item 4; decision 024):
 * refund_requests.payment_id names the payments row a request refunds when
 * it is not the order's captured payment: a late payment of an expired
 * order whose stock sold out, or a second capture of an order already paid
 * (payments.status 'refund_due'). Null for refunds staff ask for.
 */
export function refundOfDuePaymentMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('refund_requests')
        .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('refund_requests_payment_idx').on('refund_requests').column('payment_id').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('refund_requests_payment_idx').ifExists().execute();
      await db.schema.alterTable('refund_requests').dropColumn('payment_id').execute();
    },
  };
}
