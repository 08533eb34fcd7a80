import 'server-only';
import { logError } from '../server/log';
import type { FetchLike } from '../server/payments/provider-http';

/** A webhook the sandbox sends the shop, exactly as it goes over the wire. */
export interface SandboxWebhook {
  provider: 'razorpay' | 'paypal';
  eventId: string;
  eventType: string;
  url: string;
  headers: Record<string, string>;
  /** The raw body: the signature is over these bytes. */
  body: string;
}

/**
 * auto: sent shortly after the event, like a provider (retried a few times);
 * manual: kept until taken (tests replay them); off: dropped.
 */
export type WebhookMode = 'auto' | 'manual' | 'off';

const RETRY_DELAYS_MS = [0, 250, 1000];

export class WebhookOutbox {
  private queued: SandboxWebhook[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mode: () => WebhookMode,
    private readonly fetchImpl: () => FetchLike,
  ) {}

  send(webhook: SandboxWebhook): void {
    const mode = this.mode();
    if (mode === 'off') return;
    if (mode === 'manual') {
      this.queued.push(webhook);
      return;
    }
    const delivery: Promise<void> = this.deliverWithRetries(webhook).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Posts one webhook now and answers the shop's response. */
  deliver(webhook: SandboxWebhook): Promise<Response> {
    return this.fetchImpl()(webhook.url, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
      signal: AbortSignal.timeout(15_000),
    });
  }

  /** The webhooks kept in manual mode, oldest first; the outbox forgets them. */
  take(): SandboxWebhook[] {
    const taken = this.queued;
    this.queued = [];
    return taken;
  }

  /** Waits until every automatic delivery has finished. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliverWithRetries(webhook: SandboxWebhook): Promise<void> {
    for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
      // The API answer that caused the event goes out first, as with a real provider.
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const response = await this.deliver(webhook);
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) return;
        if (response.status >= 400 && response.status < 500) {
          logError('sandbox webhook refused', new Error(`status ${response.status}`), {
            provider: webhook.provider,
            event: webhook.eventType,
            attempt,
          });
          return;
        }
      } catch (error) {
        if (attempt === RETRY_DELAYS_MS.length - 1)
          logError('sandbox webhook not delivered', error, {
            provider: webhook.provider,
            event: webhook.eventType,
            url: webhook.url,
          });
      }
    }
  }
}
