import 'server-only';
import path from 'node:path';
import { getConfig } from '../config';
import { createHttpSender } from './http-sender';
import type { MessageSender } from './message-sender';
import { createOutboxSender } from './outbox-sender';

export type { MessageSender, OutgoingMessage } from './message-sender';
export { createHttpSender } from './http-sender';
export { createOutboxSender } from './outbox-sender';

/** The sender SMS_PROVIDER chooses, read from the configuration at each call so tests can switch it. */
export function getMessageSender(): MessageSender {
  const config = getConfig();
  if (config.SMS_PROVIDER === 'http' && config.SMS_API_URL && config.SMS_API_KEY) {
    return createHttpSender({ url: config.SMS_API_URL, apiKey: config.SMS_API_KEY });
  }
  return createOutboxSender(path.resolve(/*turbopackIgnore: true*/ config.OUTBOX_DIR));
}
