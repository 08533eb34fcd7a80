/**
 * The transactional outbox (issue 14): the messages an order owes are rows
 * written with the order, delivered by workers that claim each row once,
 * through senders that write one file per idempotency key. Real database
 * (SQLite, or PostgreSQL with TEST_DATABASE=postgres), real outbox folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createOrderCashResponse } from '@/lib/contract';
import { toInr } from '@/lib/money';
import { readOutbox } from '@/lib/testing/outbox';
import { createTestCustomer, stockTestProduct, withPaymentsHarness } from '@/lib/testing/payments-harness';
import { DELIVERY } from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from '@/app/api/cart-items/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { deliverAllDueNotifications, deliverDueNotifications } from './outbox';

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
});
