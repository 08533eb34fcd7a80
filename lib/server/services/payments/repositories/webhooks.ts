import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Keeps a provider's event as received (the unique (provider, event_id)
 * keeps one row however often it comes). Receiving it is not handling it:
 * processed_at is set only in the transaction of the event's effect
 * (markWebhookEventHandled). Answers whether the event was handled before.
 */
export async function recordWebhookEvent(
  db: Kysely<Database>,
  event: { provider: string; eventId: string; eventType: string; payload: string; now: string },
): Promise<{ handledBefore: boolean }> {
  await db
    .insertInto('webhook_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      event_type: event.eventType,
      payload: event.payload,
      received_at: event.now,
      processed_at: null,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('webhook_events')
    .select('processed_at')
    .where('provider', '=', event.provider)
    .where('event_id', '=', event.eventId)
    .executeTakeFirst();
  return { handledBefore: row?.processed_at != null };
}

/**
 * Marks an event handled, inside the transaction of its effect: a
 * conditional update, so of two deliveries processed at once only one
 * marks it (PostgreSQL makes the second wait for the first and then find
 * it marked). Answers false when it was handled already: the caller rolls
 * its effect back.
 */
export async function markWebhookEventHandled(
  db: Kysely<Database>,
  provider: string,
  eventId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_events')
    .set({ processed_at: now })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .where('processed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
