/**
 * Back in stock (issue 31, item 12) through the route handlers and the outbox, on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE=postgres): a signed-in shopper asks for a sold-out size (400 naming the field
 * for bad input, a size in stock refused, asking twice answering the first request); every stock move that
 * brings the size back owes each waiting shopper one notice in its transaction; the outbox delivers them once
 * each, in the order asked, with two instances delivering at once; the back office counts who waits per size.
 */
import { apiErrorBody, requestBackInStockResponse } from '@/lib/contract';
import { getProductStockResponse } from '@/lib/contract/admin';
import {
  BACK_IN_STOCK_EMAIL_UNCONFIRMED_MESSAGE,
  BACK_IN_STOCK_IN_STOCK_MESSAGE,
  BACK_IN_STOCK_PRODUCT_NOT_FOUND_MESSAGE,
  backInStockSavedMessage,
} from '@/lib/server/services/catalogue/back-in-stock';
import { unknownSizeMessage } from '@/lib/server/services/catalogue/admin-stock';
import {
  releaseReservedStock,
  returnStockToShelf,
  takeFreeStock,
} from '@/lib/server/services/catalogue/repositories/stock';
import { backInStockText } from '@/lib/server/services/messages/back-in-stock-messages';
import { deliverAllDueNotifications, deliverDueNotifications } from '@/lib/server/services/messages/outbox';
import { getSiteUrl } from '@/lib/server/site-url';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import { createTestCustomer, type TestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as ask } from './back-in-stock/route';
import { GET as getStock, POST as adjust } from './admin/products/[product_id]/stock/route';

jest.setTimeout(120_000);
const database = withTestDatabase();
const outbox = withTemporaryOutbox();

let staff: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
});

const usedProducts = new Set<number>();

/** An active product no other test used, with two sizes: the first sold out (as asked), the second in stock. */
async function soldOutProduct(shelf: { quantity: number; reserved: number } = { quantity: 0, reserved: 0 }) {
  const { db } = database();
  const rows = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select(['products.id', 'products.name', (eb) => eb.fn.countAll<number>().as('sizes')])
    .where('products.is_active', '=', 1)
    .groupBy(['products.id', 'products.name'])
    .orderBy('products.id')
    .execute();
  const found = rows.find((row) => Number(row.sizes) >= 2 && !usedProducts.has(Number(row.id)));
  if (!found) throw new Error('No product left with two sizes');
  const id = Number(found.id);
  usedProducts.add(id);
  const sizes = await db
    .selectFrom('product_stock')
    .select('size')
    .where('product_id', '=', id)
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
  const [soldOut, inStock] = [sizes[0]?.size ?? '', sizes[1]?.size ?? ''];
  await db.updateTable('product_stock').set({ quantity: 10, reserved: 0 }).where('product_id', '=', id).execute();
  await db.updateTable('product_stock').set(shelf).where('product_id', '=', id).where('size', '=', soldOut).execute();
  return { id, name: found.name, soldOut, inStock };
}

function askAs(customer: TestCustomer | null, body: Record<string, unknown>) {
  return callRoute(ask, '/api/back-in-stock/', postJson(body, customer?.auth ?? {}));
}

function noticeRows(productId: number) {
  return database()
    .db.selectFrom('notifications')
    .select(['id', 'channel', 'recipient', 'dedupe_key', 'payload', 'sent_at', 'attempts', 'follows_id'])
    .where('template', '=', 'back_in_stock')
    .where('payload', 'like', `%"product_id":${productId},%`)
    .orderBy('id')
    .execute();
}

function noticeFiles(productId: number) {
  return readOutbox(outbox()).filter(
    (entry) => entry.template === 'back_in_stock' && (entry.meta as { product_id?: number }).product_id === productId,
  );
}

async function waitingOf(productId: number): Promise<Record<string, number>> {
  const answer = await callRoute(getStock, `/api/admin/products/${productId}/stock/`, { headers: staff.headers });
  expect(answer.status).toBe(200);
  const body = getProductStockResponse.parse(answer.body);
  return Object.fromEntries(body.sizes.map((size) => [size.size, size.waiting]));
}

function receive(productId: number, size: string, change: number) {
  return callRoute(
    adjust,
    `/api/admin/products/${productId}/stock/`,
    postJson({ size, reason: 'received', change }, staff.headers),
  );
}

async function customers(count: number): Promise<TestCustomer[]> {
  const made: TestCustomer[] = [];
  for (let i = 0; i < count; i += 1) made.push(await createTestCustomer(database().db));
  return made;
}

describe('asking to be told when a sold-out size is back', () => {
  it('records the request once: asking twice answers the first, and the back office counts one waiting', async () => {
    const product = await soldOutProduct();
    const [shopper] = await customers(1);
    if (!shopper) throw new Error('no shopper');
    const first = await askAs(shopper, { product_pk: product.id, size: product.soldOut, channel: 'whatsapp' });
    expect(first.status).toBe(200);
    const firstBody = requestBackInStockResponse.parse(first.body);
    const user = await database()
      .db.selectFrom('users')
      .select(['country_code', 'mobile_number'])
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(firstBody.message).toBe(
      backInStockSavedMessage('whatsapp', product.soldOut, `${user.country_code} ${user.mobile_number}`, true),
    );
    expect(firstBody.request).toMatchObject({ product_pk: product.id, size: product.soldOut, created: true });
    const again = requestBackInStockResponse.parse(
      (await askAs(shopper, { product_pk: String(product.id), size: product.soldOut, channel: 'whatsapp' })).body,
    );
    expect(again.request).toEqual({ ...firstBody.request, created: false });
    expect(again.message).toMatch(/^You asked already\. /);
    // The e-mail is another contact: a second request.
    const email = requestBackInStockResponse.parse(
      (await askAs(shopper, { product_pk: product.id, size: product.soldOut, channel: 'email' })).body,
    );
    expect(email.message).toBe(backInStockSavedMessage('email', product.soldOut, shopper.email, true));
    expect(await waitingOf(product.id)).toEqual(
      expect.objectContaining({ [product.soldOut]: 2, [product.inStock]: 0 }),
    );
  });

  it('refuses bad input with 400 naming the field, an unknown product with 404, a guest with 401', async () => {
    const product = await soldOutProduct();
    const [shopper] = await customers(1);
    if (!shopper) throw new Error('no shopper');
    const fieldOf = async (body: Record<string, unknown>, status = 400) => {
      const answer = await askAs(shopper, body);
      expect(answer.status).toBe(status);
      return apiErrorBody.parse(answer.body);
    };
    const valid = { product_pk: product.id, size: product.soldOut, channel: 'whatsapp' };
    expect((await fieldOf({ ...valid, product_pk: 'x' })).field).toBe('product_pk');
    expect((await fieldOf({ ...valid, size: '' })).field).toBe('size');
    expect((await fieldOf({ ...valid, channel: 'sms' })).field).toBe('channel');
    const unknownProduct = await fieldOf({ ...valid, product_pk: 999_999 }, 404);
    expect(unknownProduct).toMatchObject({ field: 'product_pk', message: BACK_IN_STOCK_PRODUCT_NOT_FOUND_MESSAGE });
    const unknownSize = await fieldOf({ ...valid, size: 'XXXL9' });
    expect(unknownSize.field).toBe('size');
    expect(unknownSize.message).toMatch(new RegExp(`^size: ${unknownSizeMessage([]).split(' (')[0]} \\(its sizes: `));
    // A size in stock is refused, and nothing is kept.
    const inStock = await fieldOf({ ...valid, size: product.inStock });
    expect(inStock).toMatchObject({ field: 'size', message: `size: ${BACK_IN_STOCK_IN_STOCK_MESSAGE}` });
    expect((await waitingOf(product.id))[product.inStock]).toBe(0);
    // E-mail only to a confirmed address.
    await database().db.updateTable('users').set({ email_confirmed_at: null }).where('id', '=', shopper.id).execute();
    const unconfirmed = await fieldOf({ ...valid, channel: 'email' });
    expect(unconfirmed).toMatchObject({
      field: 'channel',
      message: `channel: ${BACK_IN_STOCK_EMAIL_UNCONFIRMED_MESSAGE}`,
    });
    expect((await askAs(null, valid)).status).toBe(401);
    expect(await waitingOf(product.id)).toEqual(expect.objectContaining({ [product.soldOut]: 0 }));
  });

  it('counts a size with pieces held for unpaid orders and none free as sold out', async () => {
    const product = await soldOutProduct({ quantity: 2, reserved: 2 });
    const [shopper] = await customers(1);
    if (!shopper) throw new Error('no shopper');
    const answer = await askAs(shopper, { product_pk: product.id, size: product.soldOut, channel: 'whatsapp' });
    expect(answer.status).toBe(200);
  });
});

describe('when the size comes back', () => {
  it('owes each waiting shopper one notice in the stock change’s transaction, delivered once each in the order asked', async () => {
    const product = await soldOutProduct();
    const shoppers = await customers(4);
    const channels = ['whatsapp', 'email', 'email', 'whatsapp'] as const;
    for (const [index, shopper] of shoppers.entries())
      expect(
        (await askAs(shopper, { product_pk: product.id, size: product.soldOut, channel: channels[index] })).status,
      ).toBe(200);
    expect((await waitingOf(product.id))[product.soldOut]).toBe(4);

    const received = await receive(product.id, product.soldOut, 3);
    expect(received.status).toBe(200);
    // Owed with the stock change, chained in the order asked; nobody waits any more.
    const rows = await noticeRows(product.id);
    expect(rows.map((row) => row.channel)).toEqual([...channels]);
    expect(rows.map((row) => row.follows_id)).toEqual([null, ...rows.slice(0, -1).map((row) => row.id)]);
    expect(rows.map((row) => row.recipient)).toEqual([
      expect.stringMatching(/^\+91\d{10}$/),
      shoppers[1]?.email,
      shoppers[2]?.email,
      expect.stringMatching(/^\+91\d{10}$/),
    ]);
    expect((await waitingOf(product.id))[product.soldOut]).toBe(0);

    const delivered = await deliverAllDueNotifications();
    expect(delivered.sent).toBeGreaterThanOrEqual(4);
    const files = noticeFiles(product.id);
    expect(files.map((file) => file.channel)).toHaveLength(4);
    const inSendOrder = [...files].sort((a, b) => a.sent_at.localeCompare(b.sent_at));
    expect(inSendOrder.map((file) => file.to)).toEqual(rows.map((row) => row.recipient));
    expect(inSendOrder[0]?.body).toBe(
      backInStockText(product.name, product.soldOut, `${getSiteUrl()}/product/${product.id}`),
    );

    // More stock later tells nobody again.
    expect((await receive(product.id, product.soldOut, 2)).status).toBe(200);
    expect(await noticeRows(product.id)).toHaveLength(4);
    expect((await deliverAllDueNotifications()).tried).toBe(0);
    expect(noticeFiles(product.id)).toHaveLength(4);
  });

  it('sends the notices once each and in order when two instances deliver the outbox at once', async () => {
    const product = await soldOutProduct();
    const shoppers = await customers(6);
    for (const [index, shopper] of shoppers.entries())
      await askAs(shopper, {
        product_pk: product.id,
        size: product.soldOut,
        channel: index % 2 ? 'email' : 'whatsapp',
      });
    expect((await receive(product.id, product.soldOut, 1)).status).toBe(200);
    const rows = await noticeRows(product.id);
    expect(rows).toHaveLength(6);

    // Instance A took the first notice and holds its lease: instance B sends nothing before it, not even later ones.
    const { db } = database();
    const first = rows[0];
    if (!first) throw new Error('no notice');
    await db
      .updateTable('notifications')
      .set({ attempts: 1, claimed_until: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    expect((await deliverDueNotifications()).tried).toBe(0);
    expect(noticeFiles(product.id)).toHaveLength(0);
    // A's lease runs out (it was killed before sending): now two instances deliver at once, each to the end.
    await db
      .updateTable('notifications')
      .set({ attempts: 0, claimed_until: null })
      .where('id', '=', first.id)
      .execute();
    const instances = await Promise.all([deliverAllDueNotifications(), deliverAllDueNotifications()]);
    expect(instances.reduce((sum, instance) => sum + instance.sent, 0)).toBe(6);
    const after = await noticeRows(product.id);
    expect(after.map((row) => [row.sent_at !== null, row.attempts])).toEqual(rows.map(() => [true, 1]));
    // Each sent after the one before it was marked sent.
    for (let i = 1; i < after.length; i += 1)
      expect((after[i]?.sent_at ?? '') >= (after[i - 1]?.sent_at ?? '')).toBe(true);
    const files = noticeFiles(product.id);
    expect(files).toHaveLength(6);
    const byRecipient = new Map(files.map((file) => [file.to, file.sent_at]));
    const sentAts = rows.map((row) => byRecipient.get(row.recipient) ?? '');
    expect([...sentAts].sort()).toEqual(sentAts);
  });

  it('is told by every path that raises free stock: a hold given back, pieces put back on the shelf', async () => {
    const held = await soldOutProduct({ quantity: 1, reserved: 1 });
    const returned = await soldOutProduct();
    const [shopper] = await customers(1);
    if (!shopper) throw new Error('no shopper');
    for (const product of [held, returned])
      expect(
        (await askAs(shopper, { product_pk: product.id, size: product.soldOut, channel: 'whatsapp' })).status,
      ).toBe(200);
    const { db } = database();
    // A move that leaves the size sold out owes nothing.
    await db.transaction().execute(async (trx) => {
      expect(await takeFreeStock(trx, { productId: returned.id, size: returned.inStock, quantity: 1 })).toBe(true);
    });
    expect(await noticeRows(returned.id)).toHaveLength(0);
    await db.transaction().execute(async (trx) => {
      expect(await releaseReservedStock(trx, { productId: held.id, size: held.soldOut, quantity: 1 })).toBe(true);
      expect(await returnStockToShelf(trx, { productId: returned.id, size: returned.soldOut, quantity: 2 })).toBe(true);
    });
    expect(await noticeRows(held.id)).toHaveLength(1);
    expect(await noticeRows(returned.id)).toHaveLength(1);
    // A transaction rolled back owes nothing and keeps the shopper waiting.
    const rolledBack = await soldOutProduct();
    await askAs(shopper, { product_pk: rolledBack.id, size: rolledBack.soldOut, channel: 'whatsapp' });
    await expect(
      db.transaction().execute(async (trx) => {
        await returnStockToShelf(trx, { productId: rolledBack.id, size: rolledBack.soldOut, quantity: 1 });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await noticeRows(rolledBack.id)).toHaveLength(0);
    expect((await waitingOf(rolledBack.id))[rolledBack.soldOut]).toBe(1);
  });

  it('lets a shopper ask again once told (the size may sell out again)', async () => {
    const product = await soldOutProduct();
    const [shopper] = await customers(1);
    if (!shopper) throw new Error('no shopper');
    const body = { product_pk: product.id, size: product.soldOut, channel: 'whatsapp' };
    expect((await askAs(shopper, body)).status).toBe(200);
    expect((await receive(product.id, product.soldOut, 1)).status).toBe(200);
    expect(
      (
        await callRoute(
          adjust,
          `/api/admin/products/${product.id}/stock/`,
          postJson({ size: product.soldOut, reason: 'damaged', change: -1 }, staff.headers),
        )
      ).status,
    ).toBe(200);
    const again = requestBackInStockResponse.parse((await askAs(shopper, body)).body);
    expect(again.request.created).toBe(true);
    expect((await waitingOf(product.id))[product.soldOut]).toBe(1);
  });
});
