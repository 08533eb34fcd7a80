import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * Records what a provider said about a payment, once per (provider, payment
 * id): the verify call and the webhooks may all report the same capture.
 * Answers whether this call recorded it.
 */
export async function recordPayment(db: Kysely<Database>, payment: Insertable<PaymentsTable>): Promise<boolean> {
  const row = await db
    .insertInto('payments')
    .values(payment)
    .onConflict((oc) => oc.columns(['provider', 'provider_payment_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listPaymentsOfOrder(db: Kysely<Database>, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function findPaymentByProviderPaymentId(db: Kysely<Database>, provider: 'razorpay' | 'paypal', providerPaymentId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}
