import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Records a provider's event before it is processed. The unique
 * (provider, event_id) makes a repeated delivery insert nothing, so only the
 * first delivery is processed: answers whether this call recorded it.
 */
export async function recordWebhookEvent(
  db: Kysely<Database>,
  event: { provider: string; eventId: string; eventType: string; payload: string; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('webhook_events')
    .values({ provider: event.provider, event_id: event.eventId, event_type: event.eventType, payload: event.payload, received_at: event.now, processed_at: null })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markWebhookEventProcessed(db: Kysely<Database>, provider: string, eventId: string, now: string): Promise<void> {
  await db.updateTable('webhook_events').set({ processed_at: now }).where('provider', '=', provider).where('event_id', '=', eventId).execute();
}

/** Forgets an event whose processing failed, so the provider's next delivery of it is processed. */
export async function forgetWebhookEvent(db: Kysely<Database>, provider: string, eventId: string): Promise<void> {
  await db.deleteFrom('webhook_events').where('provider', '=', provider).where('event_id', '=', eventId).where('processed_at', 'is', null).execute();
}
