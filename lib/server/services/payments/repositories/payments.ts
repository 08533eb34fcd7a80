import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../../../db/schema';

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

export async function findPaymentByProviderPaymentId(
  db: Kysely<Database>,
  provider: 'razorpay' | 'paypal',
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

interface OrderPaymentTotals {
  orderId: number;
  /** Sum of the captured payments, in the order's currency and minor unit. */
  capturedMinor: number;
  /** Sum of the refund rows, likewise: may exceed capturedMinor when a provider reported too much. */
  refundedMinor: number;
}

/**
 * What was captured and what was refunded per order, counting only rows in
 * the order's own currency (a row in another currency cannot be added to it).
 * Orders with neither are left out.
 */
export async function sumCapturedAndRefunded(db: Kysely<Database>, orderIds: number[]): Promise<OrderPaymentTotals[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'payments.order_id').onRef('orders.currency', '=', 'payments.currency'),
    )
    .select((eb) => [
      'payments.order_id',
      eb.fn
        .sum<number | string>(
          eb.case().when('payments.status', '=', 'captured').then(eb.ref('payments.amount_minor')).else(0).end(),
        )
        .as('captured_minor'),
      eb.fn
        .sum<number | string>(
          eb.case().when('payments.status', '=', 'refunded').then(eb.ref('payments.amount_minor')).else(0).end(),
        )
        .as('refunded_minor'),
    ])
    .where('payments.order_id', 'in', orderIds)
    .where('payments.status', 'in', ['captured', 'refunded'])
    .groupBy('payments.order_id')
    .execute();
  return rows.map((row) => ({
    orderId: Number(row.order_id),
    capturedMinor: Number(row.captured_minor),
    refundedMinor: Number(row.refunded_minor),
  }));
}

/**
 * Payments kept for a refund (status 'refund_due': paid after expiry with an
 * item sold out, a second capture of a paid order, ...) that no refund
 * request was ever written for: the oldest first.
 */
export async function listRefundDuePaymentsWithoutRequest(db: Kysely<Database>, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'refund_due')
    .where('provider', 'in', ['razorpay', 'paypal'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refund_requests')
            .select('refund_requests.id')
            .whereRef('refund_requests.payment_id', '=', 'payments.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}
