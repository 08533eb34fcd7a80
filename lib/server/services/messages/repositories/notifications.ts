import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationChannel = NotificationsTable['channel'];

/**
 * Writes a message the shop owes into the outbox, in the caller's
 * transaction (the one that changes the order): the unique (dedupe_key,
 * channel) keeps one row per message however often it is owed. Answers
 * whether this call wrote it. A worker delivers it (services/outbox.ts).
 */
export async function enqueueNotification(db: Kysely<Database>, notification: OwedNotification): Promise<boolean> {
  return (await enqueueNotificationAfter(db, notification)) !== undefined;
}

interface OwedNotification {
  channel: NotificationChannel;
  recipient: string;
  template: string;
  dedupeKey: string;
  payload: string;
  now: string;
  /** The row this one is delivered after (sent, skipped or given up first): messages that must go out in order. */
  followsId?: number;
}

/** enqueueNotification answering the new row's id (undefined when the message was owed already). */
export async function enqueueNotificationAfter(
  db: Kysely<Database>,
  notification: OwedNotification,
): Promise<number | undefined> {
  const row = await db
    .insertInto('notifications')
    .values({
      channel: notification.channel,
      recipient: notification.recipient,
      template: notification.template,
      dedupe_key: notification.dedupeKey,
      payload: notification.payload,
      created_at: notification.now,
      sent_at: null,
      attempts: 0,
      last_attempt_at: null,
      last_error: null,
      claimed_until: null,
      follows_id: notification.followsId ?? null,
    })
    .onConflict((oc) => oc.columns(['dedupe_key', 'channel']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

export async function listNotificationsByKey(db: Kysely<Database>, dedupeKey: string): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('dedupe_key', '=', dedupeKey).orderBy('channel').execute();
}

/**
 * Rows neither sent nor skipped, under their attempt limit, whose lease (or retry wait) has passed, and
 * whose predecessor (follows_id) is done: sent, skipped, given up, or gone. A row so waits until the one
 * before it is delivered, whichever worker holds that one (sent is final, so the check at listing holds).
 */
export async function listDueNotifications(
  db: Kysely<Database>,
  due: { now: string; maxAttempts: number; limit: number; dedupeKey?: string },
): Promise<NotificationRow[]> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('skipped_reason', 'is', null)
    .where('attempts', '<', due.maxAttempts)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', due.now)]))
    .where(({ eb, exists, not, selectFrom }) =>
      eb.or([
        eb('notifications.follows_id', 'is', null),
        not(
          exists(
            selectFrom('notifications as prior')
              .select('prior.id')
              .whereRef('prior.id', '=', 'notifications.follows_id')
              .where('prior.sent_at', 'is', null)
              .where('prior.skipped_reason', 'is', null)
              .where('prior.attempts', '<', due.maxAttempts),
          ),
        ),
      ]),
    );
  if (due.dedupeKey !== undefined) query = query.where('dedupe_key', '=', due.dedupeKey);
  return query.orderBy('id').limit(due.limit).execute();
}

/**
 * Takes one due row for delivery until `leaseUntil`: a conditional update on
 * the state that was read, so of two workers (or instances) only one gets it
 * (PostgreSQL re-reads the row under its lock; SQLite writes one at a time).
 */
export async function claimNotification(
  db: Kysely<Database>,
  row: NotificationRow,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ attempts: row.attempts + 1, last_attempt_at: now, claimed_until: leaseUntil })
    .where('id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('skipped_reason', 'is', null)
    .where('attempts', '=', row.attempts)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markNotificationSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ sent_at: now, last_error: null, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed try: kept unsent, not tried again before `retryAt`. */
export async function markNotificationFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ last_error: error.slice(0, 500), claimed_until: retryAt })
    .where('id', '=', id)
    .execute();
}

/** Records that the shop chose not to send it: it stays unsent and is never retried. */
export async function markNotificationSkipped(db: Kysely<Database>, id: number, reason: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ skipped_reason: reason.slice(0, 500), claimed_until: null })
    .where('id', '=', id)
    .execute();
}
