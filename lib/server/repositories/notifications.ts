import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationChannel = NotificationsTable['channel'];

/**
 * Claims the right to send one notification: the unique (dedupe_key,
 * channel) lets exactly one caller insert it. Answers the new row's id, or
 * undefined when it was claimed before.
 */
export async function claimNotification(
  db: Kysely<Database>,
  notification: { channel: NotificationChannel; recipient: string; template: string; dedupeKey: string; payload: string; now: string },
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
      attempts: 1,
      last_attempt_at: notification.now,
      last_error: null,
    })
    .onConflict((oc) => oc.columns(['dedupe_key', 'channel']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markNotificationSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('notifications').set({ sent_at: now, last_error: null }).where('id', '=', id).execute();
}

export async function markNotificationFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db.updateTable('notifications').set({ last_error: error.slice(0, 500) }).where('id', '=', id).execute();
}

/** Records that the shop chose not to send it: it stays unsent and is never retried. */
export async function markNotificationSkipped(db: Kysely<Database>, id: number, reason: string): Promise<void> {
  await db.updateTable('notifications').set({ skipped_reason: reason.slice(0, 500) }).where('id', '=', id).execute();
}

/** Notifications not sent (nor skipped) yet whose last try is older than `before`. */
export async function listUnsentNotifications(db: Kysely<Database>, before: string, maxAttempts: number, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('skipped_reason', 'is', null)
    .where('last_attempt_at', '<', before)
    .where('attempts', '<', maxAttempts)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims a retry: only the caller that still sees the last try it read gets it. */
export async function claimNotificationRetry(db: Kysely<Database>, row: NotificationRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ attempts: row.attempts + 1, last_attempt_at: now })
    .where('id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('last_attempt_at', '=', row.last_attempt_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
