import 'server-only';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SandboxPayPalOrdersTable, SandboxRazorpayOrdersTable, SandboxRazorpayPaymentsTable } from '../server/db/schema';

/** The sandbox's memory, in the shop's own database (tables prefixed sandbox_, migration 003). */
export type RazorpayOrderRow = Selectable<SandboxRazorpayOrdersTable>;
export type RazorpayPaymentRow = Selectable<SandboxRazorpayPaymentsTable>;
export type PayPalOrderRow = Selectable<SandboxPayPalOrdersTable>;

function toRazorpayOrder(row: RazorpayOrderRow): RazorpayOrderRow {
  return { ...row, amount: Number(row.amount), attempts: Number(row.attempts), amount_paid: Number(row.amount_paid), created_at: Number(row.created_at) };
}

function toRazorpayPayment(row: RazorpayPaymentRow): RazorpayPaymentRow {
  return {
    ...row,
    amount: Number(row.amount),
    amount_refunded: Number(row.amount_refunded),
    created_at: Number(row.created_at),
    captured_at: row.captured_at === null ? null : Number(row.captured_at),
  };
}

export async function insertRazorpayOrder(db: Kysely<Database>, order: Insertable<SandboxRazorpayOrdersTable>): Promise<RazorpayOrderRow> {
  return toRazorpayOrder(await db.insertInto('sandbox_razorpay_orders').values(order).returningAll().executeTakeFirstOrThrow());
}

export async function findRazorpayOrder(db: Kysely<Database>, id: string): Promise<RazorpayOrderRow | undefined> {
  const row = await db.selectFrom('sandbox_razorpay_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRazorpayOrder(row);
}

export async function updateRazorpayOrder(db: Kysely<Database>, id: string, changes: Updateable<SandboxRazorpayOrdersTable>): Promise<void> {
  await db.updateTable('sandbox_razorpay_orders').set(changes).where('id', '=', id).execute();
}

export async function insertRazorpayPayment(db: Kysely<Database>, payment: Insertable<SandboxRazorpayPaymentsTable>): Promise<RazorpayPaymentRow> {
  return toRazorpayPayment(await db.insertInto('sandbox_razorpay_payments').values(payment).returningAll().executeTakeFirstOrThrow());
}

export async function findRazorpayPayment(db: Kysely<Database>, id: string): Promise<RazorpayPaymentRow | undefined> {
  const row = await db.selectFrom('sandbox_razorpay_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRazorpayPayment(row);
}

export async function listRazorpayPayments(db: Kysely<Database>, orderId: string): Promise<RazorpayPaymentRow[]> {
  const rows = await db.selectFrom('sandbox_razorpay_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toRazorpayPayment);
}

/** Moves a payment from one status to another; answers false when it was no longer in `from`. */
export async function transitionRazorpayPayment(
  db: Kysely<Database>,
  id: string,
  from: RazorpayPaymentRow['status'],
  changes: Updateable<SandboxRazorpayPaymentsTable>,
): Promise<boolean> {
  const result = await db.updateTable('sandbox_razorpay_payments').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Adds a refund to a captured payment while nothing else changed it since
 * it was read (amount_refunded as read): two refunds at once never refund
 * more than was captured. A full refund makes the payment 'refunded', as at
 * Razorpay. Answers whether it did.
 */
export async function addRazorpayRefund(db: Kysely<Database>, payment: RazorpayPaymentRow, amount: number): Promise<boolean> {
  const refunded = payment.amount_refunded + amount;
  const result = await db
    .updateTable('sandbox_razorpay_payments')
    .set({ amount_refunded: refunded, status: refunded >= payment.amount ? 'refunded' : 'captured' })
    .where('id', '=', payment.id)
    .where('status', '=', 'captured')
    .where('amount_refunded', '=', payment.amount_refunded)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPayPalOrder(db: Kysely<Database>, order: Insertable<SandboxPayPalOrdersTable>): Promise<PayPalOrderRow> {
  return db.insertInto('sandbox_paypal_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function findPayPalOrder(db: Kysely<Database>, id: string): Promise<PayPalOrderRow | undefined> {
  return db.selectFrom('sandbox_paypal_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPayPalOrderByRequestId(db: Kysely<Database>, requestId: string): Promise<PayPalOrderRow | undefined> {
  return db.selectFrom('sandbox_paypal_orders').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

export async function findPayPalOrderByCaptureId(db: Kysely<Database>, captureId: string): Promise<PayPalOrderRow | undefined> {
  return db.selectFrom('sandbox_paypal_orders').selectAll().where('capture_id', '=', captureId).executeTakeFirst();
}

/** Changes an order only while its status is one of `from`; answers whether it did. */
export async function transitionPayPalOrder(
  db: Kysely<Database>,
  id: string,
  from: PayPalOrderRow['status'][],
  changes: Updateable<SandboxPayPalOrdersTable>,
): Promise<boolean> {
  const result = await db.updateTable('sandbox_paypal_orders').set(changes).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPayPalRefund(db: Kysely<Database>, id: string, refundId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_paypal_orders')
    .set({ refund_id: refundId, update_time: now })
    .where('id', '=', id)
    .where('refund_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPayPalToken(db: Kysely<Database>, token: { token: string; clientId: string; expiresAt: string }): Promise<void> {
  await db.insertInto('sandbox_paypal_tokens').values({ token: token.token, client_id: token.clientId, expires_at: token.expiresAt }).execute();
}

export async function isPayPalTokenValid(db: Kysely<Database>, token: string, now: string): Promise<boolean> {
  const row = await db.selectFrom('sandbox_paypal_tokens').select('token').where('token', '=', token).where('expires_at', '>', now).executeTakeFirst();
  return row !== undefined;
}
