import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { resetConfigForTests } from '../config';
import { createHttpSender, createOutboxSender, getMessageSender, type OutgoingMessage } from '.';
import { firstItem } from '@/lib/list';

const message: OutgoingMessage = {
  channel: 'sms',
  to: '+919829012345',
  body: 'Your Jaipur Handcrafted login code is 123456. It expires in 10 minutes. Do not share it.',
  template: 'login_code',
  meta: { user_id: 7 },
};

describe('the outbox sender', () => {
  let dir = '';
  let log: jest.SpyInstance;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-unit-'));
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    log.mockRestore();
  });

  it('writes each message as one JSON file named by time, and logs the recipient but not the body', async () => {
    const sender = createOutboxSender(path.join(dir, 'outbox'));
    await sender.send(message);
    await sender.send({ ...message, channel: 'whatsapp' });
    const files = fs.readdirSync(path.join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(sms|whatsapp)-[0-9a-f]{8}\.json$/);
    const written = JSON.parse(
      fs.readFileSync(
        path.join(
          dir,
          'outbox',
          files.find((f) => f.includes('-sms-'))!,
        ),
        'utf8',
      ),
    );
    expect(written).toMatchObject(message);
    expect(new Date(written.sent_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('+919829012345');
    expect(lines[0]).toContain('login_code');
    expect(lines[0]).not.toContain('123456');
  });
});

describe('the outbox sender with an idempotency key', () => {
  it('writes one file per key, however often the message is sent, named by when it was owed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-keyed-'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const sender = createOutboxSender(dir);
      const keyed = {
        ...message,
        channel: 'whatsapp' as const,
        idempotencyKey: 'order:JH-1:confirmation:whatsapp',
        owedAt: '2026-11-26T10:00:00.000Z',
      };
      // A retry after a crash between "written" and "marked sent", and two workers at once.
      await sender.send(keyed);
      await Promise.all([sender.send(keyed), sender.send(keyed), sender.send({ ...keyed, body: 'rendered again' })]);
      await sender.send({ ...keyed, idempotencyKey: 'order:JH-2:confirmation:whatsapp' });
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(files.every((file) => file.startsWith('2026-11-26T10-00-00-000Z-whatsapp-'))).toBe(true);
      const first = files
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
        .find((written) => written.idempotencyKey === keyed.idempotencyKey);
      expect(first.body).toBe(message.body);
    } finally {
      log.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the HTTP sender', () => {
  let server: http.Server;
  let url = '';
  let answerStatus = 200;
  /** The gateway takes the message and never answers. */
  let silent = false;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        if (silent) return;
        response.statusCode = answerStatus;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    answerStatus = 200;
    silent = false;
  });

  it('posts {to, channel, body} with the bearer key', async () => {
    await createHttpSender({ url, apiKey: 'secret-key' }).send(message);
    expect(received).toHaveLength(1);
    const request = firstItem(received);
    expect(request.headers.authorization).toBe('Bearer secret-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ to: message.to, channel: 'sms', body: message.body });
  });

  it('passes the message key as Idempotency-Key, so the gateway can drop a retry', async () => {
    await createHttpSender({ url, apiKey: 'k' }).send({
      ...message,
      idempotencyKey: 'order:JH-1:confirmation:whatsapp',
    });
    await createHttpSender({ url, apiKey: 'k' }).send(message);
    expect(received.map((request) => request.headers['idempotency-key'])).toEqual([
      'order:JH-1:confirmation:whatsapp',
      undefined,
    ]);
  });

  it('throws when the gateway answers anything but 2xx', async () => {
    answerStatus = 503;
    await expect(createHttpSender({ url, apiKey: 'k' }).send(message)).rejects.toThrow('503');
  });

  it('gives up after its timeout when the gateway never answers', async () => {
    silent = true;
    await expect(createHttpSender({ url, apiKey: 'k', timeoutMs: 50 }).send(message)).rejects.toThrow();
    expect(received).toHaveLength(1);
  });
});

describe('getMessageSender', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  it('writes to OUTBOX_DIR by default', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-config-'));
    process.env.OUTBOX_DIR = dir;
    delete process.env.SMS_PROVIDER;
    resetConfigForTests();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await getMessageSender().send(message);
    log.mockRestore();
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
