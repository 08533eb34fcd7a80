import 'server-only';
import type { MessageSender } from './message-sender';

export const HTTP_SENDER_TIMEOUT_MS = 10_000;

/**
 * Hands messages to an SMS/WhatsApp gateway: POST {to, channel, body} as JSON
 * with a bearer key, and the message's key as Idempotency-Key so the gateway
 * can drop a retry of a message it already took. Anything but a 2xx answer
 * (or no answer in 10 s) throws.
 */
export function createHttpSender(options: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): MessageSender {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async send(message) {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.apiKey}`,
          ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
        },
        body: JSON.stringify({ to: message.to, channel: message.channel, body: message.body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_SENDER_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(
          `The message gateway answered ${response.status} for a ${message.template} ${message.channel} message`,
        );
      }
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
