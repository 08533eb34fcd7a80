import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { WebhookOutbox } from './webhook-outbox';

/** What a stand-in provider needs for one request. */
export interface SandboxContext {
  db: Kysely<Database>;
  /** This provider's sandbox as the request reached it, e.g. http://127.0.0.1:3000/sandbox/paypal (for links). */
  baseUrl: string;
  /** Where webhooks go: the shop's origin. */
  shopOrigin: string;
  webhooks: WebhookOutbox;
}
