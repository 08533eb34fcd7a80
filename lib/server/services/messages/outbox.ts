import 'server-only';
import { getConfig } from '../../config';
import { getDatabase } from '../../db/connection';
import { logError, logInfo } from '../../log';
import * as notifications from './repositories/notifications';
import {
  deliverOrderConfirmation,
  deliverRefundNotification,
  EMAIL_UNCONFIRMED_SKIP_REASON,
  notificationIdempotencyKey,
  ORDER_CONFIRMATION_TEMPLATE,
  orderConfirmationKey,
  REFUND_NOTIFICATION_TEMPLATE,
  refundNotificationKey,
  type Deliverer,
} from './notifications';
import { pruneExpiredRecords } from '../platform/housekeeping';
import { issueAwaitingInvoicesQuietly } from '../tax/invoicing';
import { deliverShippingNotice, ORDER_SHIPPED_TEMPLATE, orderShippedKey } from '../fulfilment/shipping-notices';
import { deliverDeliveryNotice, ORDER_DELIVERED_TEMPLATE, orderDeliveredKey } from '../fulfilment/delivery-notices';
import {
  CREDIT_NOTE_ISSUED_TEMPLATE,
  deliverCreditNoteNotice,
  deliverTaxInvoiceNotice,
  TAX_INVOICE_ISSUED_TEMPLATE,
} from '../tax/tax-document-notices';
import {
  deliverEnquiryReceived,
  deliverEnquiryReply,
  ENQUIRY_RECEIVED_TEMPLATE,
  ENQUIRY_REPLY_TEMPLATE,
} from './enquiry-messages';
import { BACK_IN_STOCK_TEMPLATE, deliverBackInStock } from './back-in-stock-messages';

/** A failed send is tried again after this long, at most this often; then it waits for a person (last_error on its row). */
const NOTIFICATION_RETRY_AFTER_MS = 5 * 60_000;
const NOTIFICATION_MAX_ATTEMPTS = 5;

const DELIVERERS: Record<string, Deliverer> = {
  [ORDER_CONFIRMATION_TEMPLATE]: deliverOrderConfirmation,
  [REFUND_NOTIFICATION_TEMPLATE]: deliverRefundNotification,
  [ORDER_SHIPPED_TEMPLATE]: deliverShippingNotice,
  [ORDER_DELIVERED_TEMPLATE]: deliverDeliveryNotice,
  [TAX_INVOICE_ISSUED_TEMPLATE]: deliverTaxInvoiceNotice,
  [CREDIT_NOTE_ISSUED_TEMPLATE]: deliverCreditNoteNotice,
  [ENQUIRY_RECEIVED_TEMPLATE]: deliverEnquiryReceived,
  [ENQUIRY_REPLY_TEMPLATE]: deliverEnquiryReply,
  [BACK_IN_STOCK_TEMPLATE]: deliverBackInStock,
};

/** sent: this call delivered it. already_sent: delivered (or skipped) before, or another worker holds it. */
type SendOutcome = 'sent' | 'already_sent' | 'failed' | 'skipped';

interface DeliverySummary {
  /** Rows this call claimed and tried. */
  tried: number;
  sent: number;
  skipped: number;
  failed: number;
}

function parsePayload(payload: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(payload);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('The outbox row has no payload object');
  return parsed as Record<string, unknown>;
}

/**
 * Delivers one claimed row: renders it, hands it to the sender with its
 * idempotency key, then marks it sent. A kill between the two leaves the row
 * claimed; once the lease passes another worker tries again, and the
 * sender's key check keeps that try from sending a second copy.
 */
async function deliverClaimed(row: notifications.NotificationRow): Promise<SendOutcome> {
  const { db } = await getDatabase();
  try {
    const deliver = DELIVERERS[row.template];
    if (!deliver) throw new Error(`No deliverer for template ${row.template}`);
    if (row.channel !== 'email' && row.channel !== 'whatsapp') throw new Error(`No ${row.channel} deliverer`);
    const result = await deliver({
      channel: row.channel,
      payload: parsePayload(row.payload),
      idempotencyKey: notificationIdempotencyKey(row),
      owedAt: row.created_at,
    });
    if (result === 'skipped') {
      await notifications.markNotificationSkipped(db, row.id, EMAIL_UNCONFIRMED_SKIP_REASON);
      logInfo('order e-mail skipped', {
        notification: row.id,
        template: row.template,
        reason: EMAIL_UNCONFIRMED_SKIP_REASON,
      });
      return 'skipped';
    }
    await notifications.markNotificationSent(db, row.id, new Date().toISOString());
    return 'sent';
  } catch (error) {
    logError('owed message not sent', error, {
      notification: row.id,
      template: row.template,
      channel: row.channel,
      attempt: row.attempts + 1,
    });
    await notifications.markNotificationFailed(
      db,
      row.id,
      error instanceof Error ? error.message : String(error),
      new Date(Date.now() + NOTIFICATION_RETRY_AFTER_MS).toISOString(),
    );
    return 'failed';
  }
}

/**
 * One pass of the outbox worker: claims due rows one at a time (a
 * conditional update: two workers never hold one row) and delivers each.
 * `dedupeKey` limits it to one message (the caller that just committed it).
 */
export async function deliverDueNotifications(
  options: { limit?: number; dedupeKey?: string } = {},
): Promise<DeliverySummary & { outcomes: Map<number, SendOutcome> }> {
  const { db } = await getDatabase();
  const summary = { tried: 0, sent: 0, skipped: 0, failed: 0, outcomes: new Map<number, SendOutcome>() };
  const now = new Date();
  const due = await notifications.listDueNotifications(db, {
    now: now.toISOString(),
    maxAttempts: NOTIFICATION_MAX_ATTEMPTS,
    limit: options.limit ?? 100,
    dedupeKey: options.dedupeKey,
  });
  const leaseUntil = new Date(now.getTime() + getConfig().OUTBOX_LEASE_SECONDS * 1000).toISOString();
  for (const row of due) {
    if (!(await notifications.claimNotification(db, row, now.toISOString(), leaseUntil))) continue;
    summary.tried += 1;
    const outcome = await deliverClaimed(row);
    summary.outcomes.set(row.id, outcome);
    if (outcome === 'sent' || outcome === 'skipped' || outcome === 'failed') summary[outcome] += 1;
  }
  return summary;
}

/** Everything due, in passes of 100, until a pass finds nothing more to claim (the command and tests). */
export async function deliverAllDueNotifications(): Promise<DeliverySummary> {
  const total: DeliverySummary = { tried: 0, sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const pass = await deliverDueNotifications();
    total.tried += pass.tried;
    total.sent += pass.sent;
    total.skipped += pass.skipped;
    total.failed += pass.failed;
    if (pass.tried === 0) return total;
  }
}

/**
 * Delivers, right after its transaction committed, the message an order now
 * owes (so the shopper does not wait for the worker's next poll), and says
 * per channel what happened. Never throws: a message problem must not undo
 * the order; whatever is not sent stays owed in the outbox for the worker.
 */
async function deliverOwedNow(
  dedupeKey: string,
  context: Record<string, unknown>,
): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  const outcome: Record<'email' | 'whatsapp', SendOutcome> = { email: 'already_sent', whatsapp: 'already_sent' };
  try {
    const { outcomes } = await deliverDueNotifications({ dedupeKey, limit: 10 });
    const { db } = await getDatabase();
    for (const row of await notifications.listNotificationsByKey(db, dedupeKey)) {
      if (row.channel !== 'email' && row.channel !== 'whatsapp') continue;
      outcome[row.channel] =
        outcomes.get(row.id) ?? (row.sent_at === null && row.skipped_reason === null ? 'failed' : 'already_sent');
    }
  } catch (error) {
    logError('owed message not delivered now (the worker will)', error, { ...context, key: dedupeKey });
    return { email: 'failed', whatsapp: 'failed' };
  }
  return outcome;
}

export function sendOrderConfirmation(orderNumber: string): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  return deliverOwedNow(orderConfirmationKey(orderNumber), { order: orderNumber });
}

export function sendRefundNotification(refundRequestId: number): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  return deliverOwedNow(refundNotificationKey(refundRequestId), { refund_request: refundRequestId });
}

export function sendShippingNotice(orderNumber: string): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  return deliverOwedNow(orderShippedKey(orderNumber), { order: orderNumber });
}

export function sendDeliveryNotice(orderNumber: string): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  return deliverOwedNow(orderDeliveredKey(orderNumber), { order: orderNumber });
}

/** Delivers a GST document's message (tax-document-notices.ts, its key) right after the transaction that issued it. */
export function sendTaxDocumentNotice(dedupeKey: string): Promise<Record<'email' | 'whatsapp', SendOutcome>> {
  return deliverOwedNow(dedupeKey, { key: dedupeKey });
}

/** Delivers an e-mail of the enquiries inbox right after its transaction committed; the worker keeps what fails. */
export async function sendEnquiryMessage(dedupeKey: string): Promise<SendOutcome> {
  return (await deliverOwedNow(dedupeKey, {})).email;
}

let worker: { timer: NodeJS.Timeout; stop: () => Promise<void> } | undefined;

/** The housekeeping (services/housekeeping.ts) rides on the worker's passes: at its first pass, then hourly. */
const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

async function housekeepIfDue(state: { lastAt: number }): Promise<void> {
  if (Date.now() - state.lastAt < HOUSEKEEPING_EVERY_MS) return;
  state.lastAt = Date.now();
  const removed = await pruneExpiredRecords();
  if (Object.values(removed).some((count) => count > 0)) logInfo('housekeeping', { ...removed });
  // Sales still owed a tax invoice (no identity or rate when they happened): decision 040.
  await issueAwaitingInvoicesQuietly();
}

/**
 * The worker inside the server process: every OUTBOX_POLL_MS it delivers
 * what is due. Started once per process (instrumentation.ts); several
 * processes may run it on one database, the claim keeps each row to one.
 * It also runs the housekeeping hourly (deleting is safe from any number of
 * processes at once).
 */
export function startOutboxWorker(): { stop: () => Promise<void> } {
  if (worker) return worker;
  const config = getConfig();
  let running: Promise<void> | undefined;
  const housekeeping = { lastAt: 0 };
  const timer = setInterval(() => {
    if (running) return;
    running = deliverAllDueNotifications()
      .then((summary) => {
        if (summary.tried > 0) logInfo('outbox worker pass', { ...summary });
      })
      .catch((error: unknown) => logError('outbox worker pass failed', error))
      .then(() => housekeepIfDue(housekeeping))
      .catch((error: unknown) => logError('housekeeping failed', error))
      .finally(() => {
        running = undefined;
      });
  }, config.OUTBOX_POLL_MS);
  timer.unref();
  const started = {
    timer,
    // No new pass; the one running finishes (a row it has claimed is otherwise left to its lease).
    stop: async () => {
      clearInterval(timer);
      worker = undefined;
      await running;
    },
  };
  worker = started;
  // scripts/serve.mjs stops the worker through this before it closes the database.
  (globalThis as Record<symbol, unknown>)[Symbol.for('jaipur-shop.stopOutboxWorker')] = started.stop;
  logInfo('outbox worker started', { poll_ms: config.OUTBOX_POLL_MS, lease_seconds: config.OUTBOX_LEASE_SECONDS });
  return started;
}
