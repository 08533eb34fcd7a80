import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { logInfo } from '../log';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** A file name that sorts by time: 2026-11-25T23-10-00-123Z-sms-1a2b3c4d.json */
export function outboxFileName(message: OutgoingMessage, sentAt: Date): string {
  const stamp = sentAt.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${message.channel}-${crypto.randomBytes(4).toString('hex')}.json`;
}

/**
 * Writes each message as one JSON file into a folder instead of sending it:
 * the default on a laptop, in tests and in demos, where no SMS gateway exists.
 * The file appears whole (written aside, then renamed) so readers never see half of it.
 */
export function createOutboxSender(directory: string): MessageSender {
  return {
    async send(message) {
      const sentAt = new Date();
      await fs.mkdir(directory, { recursive: true });
      const name = outboxFileName(message, sentAt);
      const file = path.join(directory, name);
      const content = JSON.stringify({ ...message, sent_at: sentAt.toISOString() }, null, 2);
      await fs.writeFile(`${file}.tmp`, content, { encoding: 'utf8', mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      // The body (which may hold a login code) stays in the file, out of the logs.
      logInfo('message written to outbox', { channel: message.channel, to: message.to, template: message.template, file: name });
    },
  };
}
