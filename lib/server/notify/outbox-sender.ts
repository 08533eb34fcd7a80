import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { logInfo } from '../log';
import type { MessageSender, OutgoingMessage } from './message-sender';

/**
 * A file name that sorts by time: 2026-11-25T23-10-00-123Z-sms-1a2b3c4d.json.
 * A keyed message's name comes from its key and the time it was owed, so
 * every try of it names the same file.
 */
export function outboxFileName(
  message: Pick<OutgoingMessage, 'channel' | 'idempotencyKey' | 'owedAt'>,
  sentAt: Date,
): string {
  if (message.idempotencyKey) {
    const stamp = new Date(message.owedAt ?? 0).toISOString().replace(/[:.]/g, '-');
    return `${stamp}-${message.channel}-${crypto.createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 8)}.json`;
  }
  const stamp = sentAt.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${message.channel}-${crypto.randomBytes(4).toString('hex')}.json`;
}

/**
 * Puts `content` into `file` whole (written aside first). A keyed file is
 * linked into place, which fails when it exists: answers false, and writes
 * nothing, when a file for that key is already there.
 */
export async function writeOutboxFile(file: string, content: string | Buffer, keyed: boolean): Promise<boolean> {
  const aside = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(aside, content, { mode: 0o600 });
  if (!keyed) {
    await fs.rename(aside, file);
    return true;
  }
  try {
    await fs.link(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(aside, { force: true });
  }
}

/**
 * Writes each message as one JSON file into a folder instead of sending it:
 * the default on a laptop, in tests and in demos, where no SMS gateway exists.
 * The file appears whole (written aside, then renamed) so readers never see half of it.
 * A message with an idempotency key is written once: a retry of a key
 * already in the folder writes nothing.
 */
export function createOutboxSender(directory: string): MessageSender {
  return {
    async send(message) {
      const sentAt = new Date();
      await fs.mkdir(directory, { recursive: true });
      const name = outboxFileName(message, sentAt);
      const file = path.join(directory, name);
      const content = JSON.stringify({ ...message, sent_at: sentAt.toISOString() }, null, 2);
      if (!(await writeOutboxFile(file, content, Boolean(message.idempotencyKey)))) {
        logInfo('message already in outbox', {
          channel: message.channel,
          to: message.to,
          template: message.template,
          file: name,
        });
        return;
      }
      // The body (which may hold a login code) stays in the file, out of the logs.
      logInfo('message written to outbox', {
        channel: message.channel,
        to: message.to,
        template: message.template,
        file: name,
      });
    },
  };
}
