/**
 * The transactional outbox (issue 14): the messages an order owes are rows
 * written with the order, delivered by workers that claim each row once,
 * through senders that write one file per idempotency key. Real database
 * (SQLite, or PostgreSQL with TEST_DATABASE=postgres), real outbox folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { resetConfigForTests } from '../../config';
import { insertSessionToken } from '../accounts/repositories/sessions';
import { hashSessionToken } from '../accounts/auth';
import { createOrderCashResponse } from '@/lib/contract';
import { toInr } from '@/lib/money';
import { readOutbox } from '@/lib/testing/outbox';
import { createTestCustomer, stockTestProduct, withPaymentsHarness } from '@/lib/testing/payments-harness';
import { DELIVERY } from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from '@/app/api/cart-items/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { orderShippedKey } from '../fulfilment/shipping-notices';
import { orderDeliveredKey } from '../fulfilment/delivery-notices';
import { EMAIL_UNCONFIRMED_SKIP_REASON, refundNotificationKey } from './notifications';
import { enqueueNotification } from './repositories/notifications';
import {
  deliverAllDueNotifications,
  deliverDueNotifications,
  sendDeliveryNotice,
  sendEnquiryMessage,
  sendOrderConfirmation,
  sendRefundNotification,
  sendShippingNotice,
  sendTaxDocumentNotice,
  startOutboxWorker,
} from './outbox';

jest.setTimeout(120_000);
const database = withTestDatabase();
const harness = withPaymentsHarness({});

async function placeCashOrder(): Promise<string> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: product.size, quantity: 1, currency: 'INR' }, customer.auth),
  );
  expect(added.status).toBe(200);
  const total = toInr(10) + 39;
  const placed = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson(
      {
        amount: total * 100,
        currency: 'INR',
        promo_code: 'Nil',
        cart_id: 'ignored',
        ...DELIVERY,
        cash_on_delivery: true,
      },
      customer.auth,
    ),
  );
  expect(placed.status).toBe(200);
  return createOrderCashResponse.parse(placed.body).order_id;
}

function confirmationRows(orderNumber: string) {
  return database()
    .db.selectFrom('notifications')
    .select(['id', 'channel', 'sent_at', 'attempts', 'claimed_until'])
    .where('dedupe_key', '=', `order:${orderNumber}:confirmation`)
    .orderBy('channel')
    .execute();
}

/** What a process killed after handing a message over but before marking it sent leaves: unsent, its lease run out. */
async function leaveAsKilledMidSend(orderNumbers: string[], attempts = 1) {
  await database()
    .db.updateTable('notifications')
    .set({ sent_at: null, attempts, claimed_until: new Date(Date.now() - 1000).toISOString() })
    .where(
      'dedupe_key',
      'in',
      orderNumbers.map((number) => `order:${number}:confirmation`),
    )
    .execute();
}

function messageFiles(orderNumber: string) {
  return readOutbox(harness().outbox, orderNumber)
    .map((message) => message.channel)
    .sort();
}

describe('the outbox', () => {
  it('owes the confirmation in the order transaction and delivers it right after, once per channel', async () => {
    const number = await placeCashOrder();
    const rows = await confirmationRows(number);
    expect(rows.map((row) => [row.channel, row.sent_at !== null, row.attempts, row.claimed_until])).toEqual([
      ['email', true, 1, null],
      ['whatsapp', true, 1, null],
    ]);
    expect(messageFiles(number)).toEqual(['email', 'whatsapp']);
    expect(await deliverAllDueNotifications()).toEqual({ tried: 0, sent: 0, skipped: 0, failed: 0 });
  });

  it('sends nothing twice when a retry follows a kill between "sent" and "marked sent"', async () => {
    const number = await placeCashOrder();
    await leaveAsKilledMidSend([number]);
    const retried = await deliverAllDueNotifications();
    expect(retried).toEqual({ tried: 2, sent: 2, skipped: 0, failed: 0 });
    // Still one file per key: the senders saw the keys already written.
    expect(messageFiles(number)).toEqual(['email', 'whatsapp']);
    expect((await confirmationRows(number)).every((row) => row.sent_at !== null && row.attempts === 2)).toBe(true);
  });

  it('keeps a leased message from other workers until its lease has passed', async () => {
    const number = await placeCashOrder();
    await database()
      .db.updateTable('notifications')
      .set({ sent_at: null, claimed_until: new Date(Date.now() + 60_000).toISOString() })
      .where('dedupe_key', '=', `order:${number}:confirmation`)
      .execute();
    expect((await deliverAllDueNotifications()).tried).toBe(0);
    await leaveAsKilledMidSend([number]);
    expect((await deliverAllDueNotifications()).tried).toBe(2);
  });

  it('lets two workers at once deliver each owed message exactly once', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 4; i += 1) numbers.push(await placeCashOrder());
    // Owed and never tried (as a kill right after the orders committed leaves them); their files gone.
    await leaveAsKilledMidSend(numbers, 0);
    for (const entry of readOutbox(harness().outbox).filter((message) =>
      numbers.includes(message.meta?.order_id ?? ''),
    )) {
      fs.rmSync(path.join(harness().outbox, entry.file));
    }
    const workers = await Promise.all([
      deliverDueNotifications(),
      deliverDueNotifications(),
      deliverDueNotifications(),
    ]);
    // Each row was claimed by one worker only: the claims add up to the rows, and every row was tried once.
    expect(workers.reduce((sum, worker) => sum + worker.tried, 0)).toBe(numbers.length * 2);
    expect(workers.reduce((sum, worker) => sum + worker.sent, 0)).toBe(numbers.length * 2);
    for (const number of numbers) {
      expect((await confirmationRows(number)).map((row) => [row.channel, row.sent_at !== null, row.attempts])).toEqual([
        ['email', true, 1],
        ['whatsapp', true, 1],
      ]);
      expect(messageFiles(number)).toEqual(['email', 'whatsapp']);
    }
  });
  /** A row owed straight into the outbox (as an order's transaction writes it), due now. */
  async function owe(row: { template?: string; dedupeKey?: string; payload?: string; channel?: 'email' | 'whatsapp' }) {
    const dedupeKey = row.dedupeKey ?? `test:${crypto.randomBytes(6).toString('hex')}`;
    await enqueueNotification(database().db, {
      channel: row.channel ?? 'email',
      recipient: 'someone@example.com',
      template: row.template ?? 'no_such_template',
      dedupeKey,
      payload: row.payload ?? '{}',
      now: new Date().toISOString(),
    });
    return dedupeKey;
  }

  function rowsOf(dedupeKey: string) {
    return database()
      .db.selectFrom('notifications')
      .select(['channel', 'sent_at', 'attempts', 'last_error', 'claimed_until', 'skipped_reason'])
      .where('dedupe_key', '=', dedupeKey)
      .orderBy('channel')
      .execute();
  }

  /** Marks every owed row sent, so a test counts only its own. */
  async function settleEverythingOwed() {
    await database()
      .db.updateTable('notifications')
      .set({ sent_at: new Date().toISOString() })
      .where('sent_at', 'is', null)
      .execute();
  }

  it('keeps a failed message owed with its error, waits five minutes before the next try, and stops after five tries', async () => {
    await settleEverythingOwed();
    const key = await owe({ template: 'no_such_template' });
    const before = Date.now();
    expect(await deliverAllDueNotifications()).toEqual({ tried: 1, sent: 0, skipped: 0, failed: 1 });
    const [failed] = await rowsOf(key);
    expect(failed).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'No deliverer for template no_such_template',
    });
    const retryAt = new Date(failed!.claimed_until!).getTime();
    expect(retryAt).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    // Not due again before then.
    expect((await deliverAllDueNotifications()).tried).toBe(0);
    // Tries 2 to 5 once each wait has passed; then it waits for a person, however long.
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await database()
        .db.updateTable('notifications')
        .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
        .where('dedupe_key', '=', key)
        .execute();
      expect((await deliverAllDueNotifications()).tried).toBe(attempt <= 5 ? 1 : 0);
    }
    expect((await rowsOf(key))[0]).toMatchObject({ sent_at: null, attempts: 5 });
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"order"'],
  ])('refuses a row whose payload is %s, and says so on the row', async (_name, payload) => {
    await settleEverythingOwed();
    const key = await owe({ template: 'order_confirmation', payload });
    expect(await deliverAllDueNotifications()).toEqual({ tried: 1, sent: 0, skipped: 0, failed: 1 });
    expect((await rowsOf(key))[0]).toMatchObject({ sent_at: null, last_error: 'The outbox row has no payload object' });
  });

  it('delivers in passes of 100 until nothing more is due', async () => {
    await settleEverythingOwed();
    for (let i = 0; i < 101; i += 1) await owe({});
    expect(await deliverAllDueNotifications()).toEqual({ tried: 101, sent: 0, skipped: 0, failed: 101 });
  });

  it('skips, once and for good, an order e-mail to an address that is not confirmed, and still sends the WhatsApp', async () => {
    const number = await placeCashOrder();
    await leaveAsKilledMidSend([number]);
    for (const entry of readOutbox(harness().outbox, number)) fs.rmSync(path.join(harness().outbox, entry.file));
    const order = await database()
      .db.selectFrom('orders')
      .select('user_id')
      .where('public_id', '=', number)
      .executeTakeFirstOrThrow();
    await database()
      .db.updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', order.user_id)
      .execute();
    expect(await deliverAllDueNotifications()).toEqual({ tried: 2, sent: 1, skipped: 1, failed: 0 });
    const rows = await rowsOf(`order:${number}:confirmation`);
    expect(rows.map((row) => [row.channel, row.sent_at !== null, row.skipped_reason])).toEqual([
      ['email', false, EMAIL_UNCONFIRMED_SKIP_REASON],
      ['whatsapp', true, null],
    ]);
    expect(messageFiles(number)).toEqual(['whatsapp']);
    // Skipped is final: never due again.
    expect((await deliverAllDueNotifications()).tried).toBe(0);
  });

  it('holds a message it is sending under the lease, so no other worker takes it meanwhile', async () => {
    const number = await placeCashOrder();
    await leaveAsKilledMidSend([number]);
    const key = `order:${number}:confirmation`;
    // An SMTP server that takes the connection and never answers: the send hangs until it is closed.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    resetConfigForTests();
    try {
      const claimedAt = Date.now();
      const sending = deliverDueNotifications({ dedupeKey: key });
      const email = async () => (await rowsOf(key)).find((row) => row.channel === 'email');
      let row = await email();
      for (let i = 0; i < 200 && row?.attempts !== 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        row = await email();
      }
      expect(row).toMatchObject({ attempts: 2, sent_at: null });
      const leaseEnds = new Date(row!.claimed_until!).getTime();
      // OUTBOX_LEASE_SECONDS, 60 by default.
      expect(leaseEnds).toBeGreaterThanOrEqual(claimedAt + 59_000);
      expect(leaseEnds).toBeLessThanOrEqual(Date.now() + 60_000);
      // Another worker meanwhile takes only the WhatsApp, not the e-mail being sent.
      expect((await deliverDueNotifications({ dedupeKey: key })).tried).toBe(1);
      expect(await email()).toMatchObject({ attempts: 2, sent_at: null });
      for (const socket of sockets) socket.destroy();
      silent.close();
      await sending;
    } finally {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
      resetConfigForTests();
      silent.close();
    }
  });

  it('sends right after the commit only the message just owed, and answers per channel what became of it', async () => {
    await settleEverythingOwed();
    // Another order's message is due too: the order placed now does not deliver it.
    const other = await placeCashOrder();
    await leaveAsKilledMidSend([other]);
    const number = await placeCashOrder();
    expect((await confirmationRows(other)).every((row) => row.sent_at === null)).toBe(true);
    // Already delivered: nothing to do.
    expect(await sendOrderConfirmation(number)).toEqual({ email: 'already_sent', whatsapp: 'already_sent' });
    // Due again (a kill mid-send): delivered now.
    expect(await sendOrderConfirmation(other)).toEqual({ email: 'sent', whatsapp: 'sent' });
    // Owed but waiting for its retry (another worker's lease, or a failure's wait): not sent by this call.
    await database()
      .db.updateTable('notifications')
      .set({ sent_at: null, claimed_until: new Date(Date.now() + 60_000).toISOString() })
      .where('dedupe_key', '=', `order:${number}:confirmation`)
      .where('channel', '=', 'whatsapp')
      .execute();
    expect(await sendOrderConfirmation(number)).toEqual({ email: 'already_sent', whatsapp: 'failed' });
  });

  it('answers "already_sent" for a channel this call did not try because it was skipped for good before', async () => {
    const number = await placeCashOrder();
    await leaveAsKilledMidSend([number]);
    const order = await database()
      .db.selectFrom('orders')
      .select('user_id')
      .where('public_id', '=', number)
      .executeTakeFirstOrThrow();
    await database()
      .db.updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', order.user_id)
      .execute();
    expect(await sendOrderConfirmation(number)).toEqual({ email: 'skipped', whatsapp: 'sent' });
    // Asked again: the e-mail's row is skipped (not sent, never due again), which is done with, not failed.
    expect(await sendOrderConfirmation(number)).toEqual({ email: 'already_sent', whatsapp: 'already_sent' });
  });

  it('answers "failed" on both channels, and keeps the message owed, when the database fails right after the commit', async () => {
    const number = await placeCashOrder();
    await leaveAsKilledMidSend([number]);
    // The outbox's table out of reach for a moment: every query of the call fails.
    const { db } = database();
    await sql`alter table notifications rename to notifications_away`.execute(db);
    try {
      expect(await sendOrderConfirmation(number)).toEqual({ email: 'failed', whatsapp: 'failed' });
    } finally {
      await sql`alter table notifications_away rename to notifications`.execute(db);
    }
    expect((await confirmationRows(number)).every((row) => row.sent_at === null)).toBe(true);
    // The worker's next pass delivers it.
    expect(await sendOrderConfirmation(number)).toEqual({ email: 'sent', whatsapp: 'sent' });
  });

  it('keeps a message on a channel it has no deliverer for owed, with the reason on the row', async () => {
    await settleEverythingOwed();
    const key = await owe({ template: 'order_confirmation', payload: '{}' });
    await database().db.updateTable('notifications').set({ channel: 'sms' }).where('dedupe_key', '=', key).execute();
    expect(await deliverAllDueNotifications()).toEqual({ tried: 1, sent: 0, skipped: 0, failed: 1 });
    expect((await rowsOf(key))[0]).toMatchObject({ channel: 'sms', sent_at: null, last_error: 'No sms deliverer' });
  });

  it('delivers each kind of message by its own key', async () => {
    await settleEverythingOwed();
    const cases: [string, () => Promise<unknown>][] = [
      [refundNotificationKey(4242), () => sendRefundNotification(4242)],
      [orderShippedKey('JH-TEST-1'), () => sendShippingNotice('JH-TEST-1')],
      [orderDeliveredKey('JH-TEST-2'), () => sendDeliveryNotice('JH-TEST-2')],
      ['tax-document:test', () => sendTaxDocumentNotice('tax-document:test')],
      ['enquiry:test', () => sendEnquiryMessage('enquiry:test')],
    ];
    for (const [key] of cases) await owe({ dedupeKey: key, channel: 'email' });
    for (const [key, send] of cases) {
      const answer = await send();
      expect(answer).toEqual(key.startsWith('enquiry') ? 'failed' : { email: 'failed', whatsapp: 'already_sent' });
      // This key's row was tried (and failed: no deliverer for the test template); the others wait.
      expect((await rowsOf(key))[0]).toMatchObject({
        attempts: 1,
        last_error: 'No deliverer for template no_such_template',
      });
    }
  });

  it('runs a worker in the server that delivers what is due, prunes what is past keeping at its first pass, and stops', async () => {
    const saved = process.env.OUTBOX_POLL_MS;
    process.env.OUTBOX_POLL_MS = '100';
    resetConfigForTests();
    const { db } = database();
    const customer = await createTestCustomer(db);
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await insertSessionToken(db, {
      userId: customer.id,
      tokenHash: hashSessionToken(crypto.randomBytes(32).toString('base64url')),
      createdAt: longAgo,
      expiresAt: longAgo,
    });
    const ended = () =>
      db
        .selectFrom('session_tokens')
        .select('id')
        .where('user_id', '=', customer.id)
        .where('expires_at', '=', longAgo)
        .execute();
    expect(await ended()).toHaveLength(1);
    await settleEverythingOwed();
    const number = await placeCashOrder();
    await leaveAsKilledMidSend([number]);
    const worker = startOutboxWorker();
    const delivered = async () => {
      for (let i = 0; i < 100 && (await confirmationRows(number)).some((row) => row.sent_at === null); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return (await confirmationRows(number)).every((row) => row.sent_at !== null);
    };
    try {
      expect(startOutboxWorker()).toBe(worker);
      expect(await delivered()).toBe(true);
      for (let i = 0; i < 100 && (await ended()).length > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await ended()).toHaveLength(0);

      // Later passes: what becomes due is delivered again, and the housekeeping waits for its hour.
      await insertSessionToken(db, {
        userId: customer.id,
        tokenHash: hashSessionToken(crypto.randomBytes(32).toString('base64url')),
        createdAt: longAgo,
        expiresAt: longAgo,
      });
      await leaveAsKilledMidSend([number]);
      expect(await delivered()).toBe(true);
      expect(await ended()).toHaveLength(1);
    } finally {
      // As scripts/serve.mjs stops it before closing the database.
      const stopFromServer = (globalThis as Record<symbol, unknown>)[Symbol.for('jaipur-shop.stopOutboxWorker')];
      expect(stopFromServer).toBe(worker.stop);
      await (stopFromServer as () => Promise<void>)();
      if (saved === undefined) delete process.env.OUTBOX_POLL_MS;
      else process.env.OUTBOX_POLL_MS = saved;
      resetConfigForTests();
    }
    // Stopped: what becomes due stays owed, and a new start is a new worker.
    await leaveAsKilledMidSend([number]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await confirmationRows(number)).every((row) => row.sent_at === null)).toBe(true);
    const next = startOutboxWorker();
    expect(next).not.toBe(worker);
    await next.stop();
  });

  it('starts no pass while one is still running (a send that hangs holds the worker, not a second pass)', async () => {
    await settleEverythingOwed();
    const first = await placeCashOrder();
    const second = await placeCashOrder();
    await leaveAsKilledMidSend([first]);
    // An SMTP server that takes the connection and never answers: the pass hangs on the first e-mail.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const saved = { smtp: process.env.SMTP_URL, poll: process.env.OUTBOX_POLL_MS };
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    process.env.OUTBOX_POLL_MS = '100';
    resetConfigForTests();
    const worker = startOutboxWorker();
    try {
      for (let i = 0; i < 200 && sockets.size === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(sockets.size).toBe(1);
      // Owed now, while the pass hangs: six polls go by and none starts a pass that would take it.
      await leaveAsKilledMidSend([second], 0);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await confirmationRows(second)).map((row) => [row.attempts, row.sent_at])).toEqual([
        [0, null],
        [0, null],
      ]);
      expect(sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await worker.stop();
      for (const [key, value] of [
        ['SMTP_URL', saved.smtp],
        ['OUTBOX_POLL_MS', saved.poll],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      resetConfigForTests();
    }
  });
});
