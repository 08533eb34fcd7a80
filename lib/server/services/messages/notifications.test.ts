import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { resetConfigForTests } from '../../config';
import { emailMessageId, sendEmail } from './notifications';

/** A minimal SMTP server that accepts every message and keeps what it was told. */
async function startSmtpServer() {
  const sessions: string[] = [];
  /** One per connection, settled once it has closed and its transcript is in `sessions`. */
  const ended: Promise<void>[] = [];
  const server = net.createServer((socket) => {
    ended.push(new Promise((resolve) => socket.on('close', () => resolve())));
    let transcript = '';
    let inData = false;
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      transcript += chunk.toString('utf8');
      if (inData) {
        if (transcript.endsWith('\r\n.\r\n')) {
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
        }
        return;
      }
      const lines = transcript.split('\r\n');
      const command = lines[lines.length - 2] ?? '';
      if (!transcript.endsWith('\r\n')) return;
      if (/^(EHLO|HELO)/i.test(command)) socket.write('250-smtp.test\r\n250 8BITMIME\r\n');
      else if (/^DATA/i.test(command)) {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (/^QUIT/i.test(command)) {
        socket.end('221 bye\r\n');
      } else socket.write('250 ok\r\n');
    });
    socket.on('close', () => sessions.push(transcript));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    /** Waits for every session to end (the client quits after it sends), then stops listening. */
    close: async () => {
      await Promise.all(ended);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('sendEmail', () => {
  const saved = { ...process.env };
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
    log.mockRestore();
  });

  const message = {
    to: 'asha@example.com',
    subject: 'Your Jaipur Handcrafted order JH-261125-7K3M9Q2X',
    text: 'Thank you for your order.',
    attachments: [
      {
        filename: 'invoice-JH-261125-7K3M9Q2X.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.3 test'),
      },
    ],
    template: 'order_confirmation',
    meta: { order_id: 'JH-261125-7K3M9Q2X' },
  };

  it('sends over SMTP when SMTP_URL is set, with the invoice attached', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.MAIL_FROM = 'Jaipur Handcrafted <orders@example.com>';
    resetConfigForTests();
    await sendEmail(message);
    await smtp.close();
    const session = smtp.sessions.join('\n');
    expect(session).toMatch(/MAIL FROM:<orders@example.com>/);
    expect(session).toMatch(/RCPT TO:<asha@example.com>/);
    expect(session).toContain('Subject: Your Jaipur Handcrafted order JH-261125-7K3M9Q2X');
    expect(session).toMatch(/Content-Type: application\/pdf; name=invoice-JH-261125-7K3M9Q2X\.pdf/);
    expect(session).toContain(Buffer.from('%PDF-1.3 test').toString('base64'));
  });

  it('writes the e-mail to the outbox with the invoice saved beside it when SMTP_URL is unset', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-outbox-'));
    delete process.env.SMTP_URL;
    process.env.OUTBOX_DIR = outbox;
    resetConfigForTests();
    await sendEmail(message);
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const json = files.find((file) => file.endsWith('.json'))!;
    const pdf = files.find((file) => file.endsWith('.pdf'))!;
    expect(json).toMatch(/-email-[0-9a-f]{8}\.json$/);
    expect(pdf).toBe(json.replace(/\.json$/, '.pdf'));
    expect(fs.readFileSync(path.join(outbox, pdf)).toString()).toBe('%PDF-1.3 test');
    expect(JSON.parse(fs.readFileSync(path.join(outbox, json), 'utf8'))).toMatchObject({
      channel: 'email',
      to: 'asha@example.com',
      subject: message.subject,
      body: message.text,
      template: 'order_confirmation',
      attachments: [
        { filename: 'invoice-JH-261125-7K3M9Q2X.pdf', contentType: 'application/pdf', file: pdf, size: 13 },
      ],
    });
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('writes a keyed e-mail to the outbox once, however often it is sent', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-outbox-'));
    delete process.env.SMTP_URL;
    process.env.OUTBOX_DIR = outbox;
    resetConfigForTests();
    const keyed = {
      ...message,
      idempotencyKey: 'order:JH-261125-7K3M9Q2X:confirmation:email',
      owedAt: '2026-11-26T10:00:00.000Z',
    };
    await sendEmail(keyed);
    await Promise.all([sendEmail(keyed), sendEmail(keyed)]);
    const json = fs.readdirSync(outbox).filter((file) => file.endsWith('.json'));
    expect(json).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(outbox, json[0]!), 'utf8'))).toMatchObject({
      idempotency_key: keyed.idempotencyKey,
    });
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('gives a keyed e-mail over SMTP a Message-ID made from its key, the same on every try', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    resetConfigForTests();
    const key = 'order:JH-261125-7K3M9Q2X:confirmation:email';
    await sendEmail({ ...message, idempotencyKey: key });
    await smtp.close();
    expect(emailMessageId(key)).toMatch(/^<[0-9a-f]{32}@.+>$/);
    expect(smtp.sessions.join('\n')).toContain(`Message-ID: ${emailMessageId(key)}`);
  });
});
