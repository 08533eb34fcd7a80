import 'server-only';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RefundRequestsTable } from '../../../db/schema';

export type RefundRequestRow = Selectable<RefundRequestsTable>;

function toRow(row: RefundRequestRow): RefundRequestRow {
  return {
    ...row,
    id: Number(row.id),
    order_id: Number(row.order_id),
    amount_minor: Number(row.amount_minor),
    payment_id: row.payment_id === null ? null : Number(row.payment_id),
  };
}

export async function insertRefundRequest(
  db: Kysely<Database>,
  request: Insertable<RefundRequestsTable>,
): Promise<RefundRequestRow> {
  return toRow(await db.insertInto('refund_requests').values(request).returningAll().executeTakeFirstOrThrow());
}

export async function findRefundRequest(db: Kysely<Database>, id: number): Promise<RefundRequestRow | undefined> {
  const row = await db.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function findRefundRequestByClientKey(
  db: Kysely<Database>,
  clientKey: string,
): Promise<RefundRequestRow | undefined> {
  const row = await db.selectFrom('refund_requests').selectAll().where('client_key', '=', clientKey).executeTakeFirst();
  return row && toRow(row);
}

/** A failed request gives its caller key up, so the same key can ask again. */
export async function releaseClientKey(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({ client_key: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .execute();
}

export async function listRefundRequestsOfOrder(db: Kysely<Database>, orderId: number): Promise<RefundRequestRow[]> {
  const rows = await db
    .selectFrom('refund_requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

/**
 * What pending requests of an order hold back (minor units, in the order's
 * currency): asked of the provider, not yet recorded as refunded. Refunds of
 * payments kept for a refund (payment_id set) give back money the order never
 * counted, so they hold nothing of it back.
 */
export async function sumPendingRefundRequests(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.sum<number | string>('amount_minor').as('pending_minor'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('payment_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.pending_minor ?? 0);
}

/** Moves a request on from pending only: answers whether it did (a webhook may have finished it first). */
export async function finishRefundRequest(
  db: Kysely<Database>,
  id: number,
  changes: { status: 'succeeded' | 'failed'; providerRefundId?: string | null; error?: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('refund_requests')
    .set({
      status: changes.status,
      updated_at: changes.now,
      ...(changes.providerRefundId !== undefined ? { provider_refund_id: changes.providerRefundId } : {}),
      ...(changes.error !== undefined ? { error: changes.error === null ? null : changes.error.slice(0, 500) } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Notes what the provider answered on a request that stays pending (its refund id, or why it did not answer). */
export async function noteRefundRequest(
  db: Kysely<Database>,
  id: number,
  changes: { providerRefundId?: string; error?: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({
      updated_at: changes.now,
      ...(changes.providerRefundId !== undefined ? { provider_refund_id: changes.providerRefundId } : {}),
      ...(changes.error !== undefined ? { error: changes.error === null ? null : changes.error.slice(0, 500) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A provider refund was recorded (by the call's answer or a webhook): the
 * pending request that asked for it, if any, is done. Answers its id.
 */
export async function markRefundRequestSucceededByProviderRefund(
  db: Kysely<Database>,
  orderId: number,
  providerRefundId: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('refund_requests')
    .set({ status: 'succeeded', updated_at: now })
    .where('order_id', '=', orderId)
    .where('provider_refund_id', '=', providerRefundId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/**
 * Refunds of payments kept for a refund (payment_id set) that were sent and
 * got no answer (error noted, still pending): the reconcile command sends
 * them again with their own key.
 */
export async function listUnansweredRefundsOfDuePayments(
  db: Kysely<Database>,
  limit: number,
): Promise<RefundRequestRow[]> {
  const rows = await db
    .selectFrom('refund_requests')
    .selectAll()
    .where('payment_id', 'is not', null)
    .where('status', '=', 'pending')
    .where('error', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** Payments kept for a refund whose refund the provider refused: they need staff. */
export async function countRefusedRefundsOfDuePayments(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('payments.status', '=', 'refund_due')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refund_requests')
          .select('refund_requests.id')
          .whereRef('refund_requests.payment_id', '=', 'payments.id')
          .where('refund_requests.status', '=', 'failed'),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refund_requests')
            .select('refund_requests.id')
            .whereRef('refund_requests.payment_id', '=', 'payments.id')
            .where('refund_requests.status', '!=', 'failed'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
