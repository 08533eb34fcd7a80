import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/server/config';

/** A message as the outbox sender writes it (one JSON file per message; e-mails add a subject, the order and attachments). */
export interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string;
  body: string;
  template: string;
  meta?: { order_id?: string };
  attachments?: { filename: string; contentType: string; size: number; file: string }[];
  sent_at: string;
}

/** An outbox message with the name of its file. */
export type OutboxEntry = OutboxMessage & { file: string };

/**
 * Gives the test file a temporary OUTBOX_DIR, so login codes and order
 * messages land where the test can read them; silences the sender's log.
 */
export function withTemporaryOutbox(): () => string {
  let outbox = '';
  beforeAll(() => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    process.env.OUTBOX_DIR = outbox;
    resetConfigForTests();
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(() => {
    fs.rmSync(outbox, { recursive: true, force: true });
    delete process.env.OUTBOX_DIR;
    resetConfigForTests();
    jest.restoreAllMocks();
  });
  return () => outbox;
}

/** The message files in the outbox, oldest name first. */
export function outboxFiles(outbox: string): string[] {
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function readOutboxMessage(outbox: string, file: string): OutboxMessage {
  return JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxMessage;
}

/** Messages written to the outbox (none when it was never created), optionally only those about one order. */
export function readOutbox(outbox: string, orderNumber?: string): OutboxEntry[] {
  if (!fs.existsSync(outbox)) return [];
  return outboxFiles(outbox)
    .map((file) => ({ file, ...readOutboxMessage(outbox, file) }))
    .filter((entry) => orderNumber === undefined || entry.meta?.order_id === orderNumber);
}

/** The 6-digit code a message carries. */
export function codeOf(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (code === undefined) throw new Error(`No code in "${message.body}"`);
  return code;
}

/** Runs `send` and answers the messages it wrote to the outbox. */
export async function messagesWrittenBy<T>(
  outbox: string,
  send: () => Promise<T>,
): Promise<{ result: T; written: OutboxMessage[] }> {
  const before = new Set(outboxFiles(outbox));
  const result = await send();
  const written = outboxFiles(outbox)
    .filter((file) => !before.has(file))
    .map((file) => readOutboxMessage(outbox, file));
  return { result, written };
}
