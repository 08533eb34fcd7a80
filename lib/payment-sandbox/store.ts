import 'server-only';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  Database,
  SandboxPayPalOrdersTable,
  SandboxPayPalRefundsTable,
  SandboxRazorpayOrdersTable,
  SandboxRazorpayPaymentsTable,
  SandboxRazorpayRefundsTable,
} from '../server/db/schema';

/** The sandbox's memory, in the shop's own database (tables prefixed sandbox_, migration 003). */
export type RazorpayOrderRow = Selectable<SandboxRazorpayOrdersTable>;
export type RazorpayPaymentRow = Selectable<SandboxRazorpayPaymentsTable>;
export type PayPalOrderRow = Selectable<SandboxPayPalOrdersTable>;
export type RazorpayRefundRow = Selectable<SandboxRazorpayRefundsTable>;
export type PayPalRefundRow = Selectable<SandboxPayPalRefundsTable>;

/** How many times a refund re-reads the payment when another refund changed it in between. */
const REFUND_ATTEMPTS = 8;

function toRazorpayOrder(row: RazorpayOrderRow): RazorpayOrderRow {
  return {
    ...row,
    amount: Number(row.amount),
    attempts: Number(row.attempts),
    amount_paid: Number(row.amount_paid),
    created_at: Number(row.created_at),
  };
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

export async function insertRazorpayOrder(
  db: Kysely<Database>,
  order: Insertable<SandboxRazorpayOrdersTable>,
): Promise<RazorpayOrderRow> {
  return toRazorpayOrder(
    await db.insertInto('sandbox_razorpay_orders').values(order).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function findRazorpayOrder(db: Kysely<Database>, id: string): Promise<RazorpayOrderRow | undefined> {
  const row = await db.selectFrom('sandbox_razorpay_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRazorpayOrder(row);
}

export async function updateRazorpayOrder(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<SandboxRazorpayOrdersTable>,
): Promise<void> {
  await db.updateTable('sandbox_razorpay_orders').set(changes).where('id', '=', id).execute();
}

export async function insertRazorpayPayment(
  db: Kysely<Database>,
  payment: Insertable<SandboxRazorpayPaymentsTable>,
): Promise<RazorpayPaymentRow> {
  return toRazorpayPayment(
    await db.insertInto('sandbox_razorpay_payments').values(payment).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function findRazorpayPayment(db: Kysely<Database>, id: string): Promise<RazorpayPaymentRow | undefined> {
  const row = await db.selectFrom('sandbox_razorpay_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRazorpayPayment(row);
}

export async function listRazorpayPayments(db: Kysely<Database>, orderId: string): Promise<RazorpayPaymentRow[]> {
  const rows = await db
    .selectFrom('sandbox_razorpay_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toRazorpayPayment);
}

/** Moves a payment from one status to another; answers false when it was no longer in `from`. */
export async function transitionRazorpayPayment(
  db: Kysely<Database>,
  id: string,
  from: RazorpayPaymentRow['status'],
  changes: Updateable<SandboxRazorpayPaymentsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_razorpay_payments')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function toRazorpayRefund(row: RazorpayRefundRow): RazorpayRefundRow {
  return { ...row, amount: Number(row.amount), created_at: Number(row.created_at) };
}

export async function findRazorpayRefund(db: Kysely<Database>, id: string): Promise<RazorpayRefundRow | undefined> {
  const row = await db.selectFrom('sandbox_razorpay_refunds').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRazorpayRefund(row);
}

export async function findRazorpayRefundByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<RazorpayRefundRow | undefined> {
  const row = await db
    .selectFrom('sandbox_razorpay_refunds')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && toRazorpayRefund(row);
}

/** The refunds of a payment, newest first, as Razorpay lists them. */
export async function listRazorpayRefunds(db: Kysely<Database>, paymentId: string): Promise<RazorpayRefundRow[]> {
  const rows = await db
    .selectFrom('sandbox_razorpay_refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRazorpayRefund);
}

export type RazorpayRefundResult =
  | { refund: RazorpayRefundRow; payment: RazorpayPaymentRow }
  | { error: 'not_captured' | 'fully_refunded' | 'exceeds' | 'duplicate_key'; payment: RazorpayPaymentRow };

/**
 * Refunds `amount` (the whole remainder when null) of a captured payment:
 * in one transaction, the payment's amount_refunded moves on only while it
 * is still what was read (else the payment is read again and the checks
 * repeated), and the refund row is written. Two refunds at once therefore
 * never refund more than was captured. A full refund makes the payment
 * 'refunded'; a partial one leaves it 'captured', as at Razorpay.
 * duplicate_key: a refund with the same X-Refund-Idempotency went in first.
 */
export async function addRazorpayRefund(
  db: Kysely<Database>,
  paymentId: string,
  amount: number | null,
  refund: Omit<Insertable<SandboxRazorpayRefundsTable>, 'payment_id' | 'amount' | 'currency'>,
): Promise<RazorpayRefundResult | undefined> {
  for (let attempt = 0; attempt < REFUND_ATTEMPTS; attempt += 1) {
    const payment = await findRazorpayPayment(db, paymentId);
    if (!payment) return undefined;
    if (payment.status === 'refunded') return { error: 'fully_refunded', payment };
    if (payment.status !== 'captured') return { error: 'not_captured', payment };
    const remaining = payment.amount - payment.amount_refunded;
    const refunding = amount ?? remaining;
    if (refunding > remaining) return { error: 'exceeds', payment };
    const refunded = payment.amount_refunded + refunding;
    let inserted: RazorpayRefundRow | undefined;
    try {
      inserted = await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('sandbox_razorpay_payments')
          .set({ amount_refunded: refunded, status: refunded >= payment.amount ? 'refunded' : 'captured' })
          .where('id', '=', payment.id)
          .where('status', '=', 'captured')
          .where('amount_refunded', '=', payment.amount_refunded)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return undefined;
        const row = await trx
          .insertInto('sandbox_razorpay_refunds')
          .values({ ...refund, payment_id: payment.id, amount: refunding, currency: payment.currency })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toRazorpayRefund(row);
      });
    } catch (error) {
      if (refund.idempotency_key && (await findRazorpayRefundByIdempotencyKey(db, refund.idempotency_key)))
        return { error: 'duplicate_key', payment };
      throw error;
    }
    if (inserted) return { refund: inserted, payment: (await findRazorpayPayment(db, payment.id)) ?? payment };
  }
  throw new Error(`Payment ${paymentId} kept changing while being refunded`);
}

export async function insertPayPalOrder(
  db: Kysely<Database>,
  order: Insertable<SandboxPayPalOrdersTable>,
): Promise<PayPalOrderRow> {
  return db.insertInto('sandbox_paypal_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function findPayPalOrder(db: Kysely<Database>, id: string): Promise<PayPalOrderRow | undefined> {
  return db.selectFrom('sandbox_paypal_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPayPalOrderByRequestId(
  db: Kysely<Database>,
  requestId: string,
): Promise<PayPalOrderRow | undefined> {
  return db.selectFrom('sandbox_paypal_orders').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

export async function findPayPalOrderByCaptureId(
  db: Kysely<Database>,
  captureId: string,
): Promise<PayPalOrderRow | undefined> {
  return db.selectFrom('sandbox_paypal_orders').selectAll().where('capture_id', '=', captureId).executeTakeFirst();
}

/** Changes an order only while its status is one of `from`; answers whether it did. */
export async function transitionPayPalOrder(
  db: Kysely<Database>,
  id: string,
  from: PayPalOrderRow['status'][],
  changes: Updateable<SandboxPayPalOrdersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_paypal_orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function toPayPalRefund(row: PayPalRefundRow): PayPalRefundRow {
  return { ...row, amount: Number(row.amount), total_refunded: Number(row.total_refunded) };
}

export async function findPayPalRefund(db: Kysely<Database>, id: string): Promise<PayPalRefundRow | undefined> {
  const row = await db.selectFrom('sandbox_paypal_refunds').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPayPalRefund(row);
}

export async function findPayPalRefundByRequestId(
  db: Kysely<Database>,
  requestId: string,
): Promise<PayPalRefundRow | undefined> {
  const row = await db
    .selectFrom('sandbox_paypal_refunds')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row && toPayPalRefund(row);
}

/** The refunds of a capture, oldest first. */
export async function listPayPalRefunds(db: Kysely<Database>, captureId: string): Promise<PayPalRefundRow[]> {
  const rows = await db
    .selectFrom('sandbox_paypal_refunds')
    .selectAll()
    .where('capture_id', '=', captureId)
    .orderBy('total_refunded')
    .execute();
  return rows.map(toPayPalRefund);
}

export type PayPalRefundResult =
  { refund: PayPalRefundRow } | { error: 'fully_refunded' | 'exceeds' | 'duplicate_request' };

/**
 * Refunds `amount` minor units (the remainder when null) of a capture of
 * `capturedMinor`: like addRazorpayRefund, the order's refunded_minor moves
 * on only while it is what was read, in the transaction that writes the
 * refund row, so refunds at once never exceed the capture.
 * duplicate_request: a refund with the same PayPal-Request-Id went in first.
 */
export async function addPayPalRefund(
  db: Kysely<Database>,
  orderId: string,
  capturedMinor: number,
  amount: number | null,
  refund: Omit<Insertable<SandboxPayPalRefundsTable>, 'order_id' | 'amount' | 'total_refunded'>,
): Promise<PayPalRefundResult | undefined> {
  for (let attempt = 0; attempt < REFUND_ATTEMPTS; attempt += 1) {
    const order = await findPayPalOrder(db, orderId);
    if (!order) return undefined;
    const before = Number(order.refunded_minor);
    const remaining = capturedMinor - before;
    if (remaining <= 0) return { error: 'fully_refunded' };
    const refunding = amount ?? remaining;
    if (refunding > remaining) return { error: 'exceeds' };
    let inserted: PayPalRefundRow | undefined;
    try {
      inserted = await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('sandbox_paypal_orders')
          .set({ refunded_minor: before + refunding, update_time: refund.update_time })
          .where('id', '=', orderId)
          .where('refunded_minor', '=', before)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return undefined;
        const row = await trx
          .insertInto('sandbox_paypal_refunds')
          .values({ ...refund, order_id: orderId, amount: refunding, total_refunded: before + refunding })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toPayPalRefund(row);
      });
    } catch (error) {
      if (refund.request_id && (await findPayPalRefundByRequestId(db, refund.request_id)))
        return { error: 'duplicate_request' };
      throw error;
    }
    if (inserted) return { refund: inserted };
  }
  throw new Error(`PayPal order ${orderId} kept changing while being refunded`);
}

export async function insertPayPalToken(
  db: Kysely<Database>,
  token: { token: string; clientId: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sandbox_paypal_tokens')
    .values({ token: token.token, client_id: token.clientId, expires_at: token.expiresAt })
    .execute();
}

export async function isPayPalTokenValid(db: Kysely<Database>, token: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('sandbox_paypal_tokens')
    .select('token')
    .where('token', '=', token)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
