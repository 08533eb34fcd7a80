/**
 * Stock from the back office (issue 29, item 3) through the route handlers, on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE=postgres): a product's sizes and history, adjustments for every reason with
 * the history row and the audit row (before and after), 400 naming the field for every bad input (a change
 * below the pieces held for unpaid orders gives the numbers), 401, 404, 405; the restock list in keyset pages;
 * and many adjustments racing reservations and payments never lose or invent a piece.
 */
import { apiErrorBody } from '@/lib/contract';
import { adjustStockResponse, getProductStockResponse, listRestockResponse } from '@/lib/contract/admin';
import { cachedReadsExpiredAt } from '@/lib/server/cached-reads';
import { productTag } from '@/lib/server/cache/catalogue-tags';
import {
  countBelowHeldMessage,
  shelfRefusalMessage,
  STOCK_PRODUCT_NOT_FOUND_MESSAGE,
  stockAdjustedMessage,
  unknownSizeMessage,
} from '@/lib/server/services/catalogue/admin-stock';
import { commitReservedStock, reserveStock } from '@/lib/server/services/catalogue/repositories/stock';
import { STAFF_LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/staff/staff-auth';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getStock, POST as adjust, DELETE as deleteStock } from './admin/products/[product_id]/stock/route';
import { GET as listRestock } from './admin/stock/restock/route';
import { POST as updateSettings } from './admin/settings/route';

jest.setTimeout(120_000);
const database = withTestDatabase();

let owner: TestStaff;
let staff: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  staff = await createTestStaff(database().db, 'staff');
});

const usedProducts = new Set<number>();

/** An active product with at least two sizes no other test of this file used, its sizes stocked as asked. */
async function stockedProduct(shelves: { quantity: number; reserved?: number }[]) {
  const { db } = database();
  const candidates = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select(['products.id', (eb) => eb.fn.countAll<number>().as('sizes')])
    .where('products.is_active', '=', 1)
    .groupBy('products.id')
    .orderBy('products.id')
    .execute();
  const found = candidates.find((row) => Number(row.sizes) >= shelves.length && !usedProducts.has(Number(row.id)));
  if (!found) throw new Error('No product left with enough sizes');
  const id = Number(found.id);
  usedProducts.add(id);
  const sizes = await db
    .selectFrom('product_stock')
    .select('size')
    .where('product_id', '=', id)
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
  // Every size well stocked, then the ones asked for as asked.
  await db.updateTable('product_stock').set({ quantity: 40, reserved: 0 }).where('product_id', '=', id).execute();
  const names: string[] = [];
  for (const [index, shelf] of shelves.entries()) {
    const size = sizes[index]?.size ?? '';
    names.push(size);
    await db
      .updateTable('product_stock')
      .set({ quantity: shelf.quantity, reserved: shelf.reserved ?? 0 })
      .where('product_id', '=', id)
      .where('size', '=', size)
      .execute();
  }
  return { id, sizes: names };
}

async function shelfOf(productId: number, size: string) {
  const row = await database()
    .db.selectFrom('product_stock')
    .select(['quantity', 'reserved'])
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirstOrThrow();
  return { quantity: Number(row.quantity), reserved: Number(row.reserved) };
}

async function historyOf(productId: number) {
  return database()
    .db.selectFrom('stock_adjustments')
    .select(['id', 'size', 'change', 'quantity_after', 'reason', 'staff_id'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
}

async function auditOf(productId: number) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', 'product')
    .where('entity_id', '=', String(productId))
    .where('action', '=', 'stock.adjust')
    .orderBy('id')
    .execute();
}

async function nameOf(member: TestStaff): Promise<string> {
  const row = await database()
    .db.selectFrom('staff')
    .select('name')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  return row.name;
}

function adjustOf(productId: number, body: Record<string, unknown>, member: TestStaff = staff) {
  return callRoute(adjust, `/api/admin/products/${productId}/stock/`, postJson(body, member.headers));
}

function stockOf(productId: number, query = '', member: TestStaff = staff) {
  return callRoute(getStock, `/api/admin/products/${productId}/stock/${query}`, { headers: member.headers });
}

describe('a product’s stock in the back office', () => {
  it('answers the sizes (on the shelf, held, available, low) with an empty history', async () => {
    const product = await stockedProduct([{ quantity: 4, reserved: 3 }, { quantity: 9 }]);
    const answer = await stockOf(product.id);
    expect(answer.status).toBe(200);
    const body = getProductStockResponse.parse(answer.body);
    expect(body.product.id).toBe(product.id);
    expect(body.low_stock_threshold).toBe(2);
    expect(body.sizes.slice(0, 2)).toEqual([
      { size: product.sizes[0], quantity: 4, reserved: 3, available: 1, low: true, waiting: 0 },
      { size: product.sizes[1], quantity: 9, reserved: 0, available: 9, low: false, waiting: 0 },
    ]);
    expect(body.history).toEqual([]);
    expect(body.next_cursor).toBeNull();
    expect(body.allowed_reasons).toEqual(['received', 'damaged', 'correction', 'stock_take']);
  });

  it('receives pieces: one UPDATE, a history line with who and when, an audit row, the storefront’s reads expired', async () => {
    const product = await stockedProduct([{ quantity: 3, reserved: 1 }]);
    const size = product.sizes[0] ?? '';
    const before = Date.now();
    const answer = await adjustOf(product.id, { size, reason: 'received', change: '5', note: 'Block-print batch 12' });
    expect(answer.status).toBe(200);
    const body = adjustStockResponse.parse(answer.body);
    expect(body.message).toBe(stockAdjustedMessage('received', size, 5, 8));
    expect(body.size).toEqual({ size, quantity: 8, reserved: 1, available: 7, low: false, waiting: 0 });
    expect(body.adjustment).toMatchObject({
      size,
      reason: 'received',
      change: 5,
      quantity_after: 8,
      note: 'Block-print batch 12',
      staff_id: staff.id,
      staff_name: await nameOf(staff),
    });
    expect(await shelfOf(product.id, size)).toEqual({ quantity: 8, reserved: 1 });
    expect(cachedReadsExpiredAt(productTag(product.id))).toBeGreaterThanOrEqual(before);

    const [audit] = await auditOf(product.id);
    expect(audit?.staff_id).toBe(staff.id);
    expect(JSON.parse(audit?.before_json ?? 'null')).toEqual({ size, quantity: 3, reserved: 1 });
    expect(JSON.parse(audit?.after_json ?? 'null')).toEqual({
      size,
      quantity: 8,
      reserved: 1,
      reason: 'received',
      change: 5,
      note: 'Block-print batch 12',
    });
    const page = getProductStockResponse.parse((await stockOf(product.id)).body);
    expect(page.history).toEqual([body.adjustment]);
  });

  it('writes off damaged pieces, corrects either way and sets a stock take’s count, each in the history', async () => {
    const product = await stockedProduct([{ quantity: 10, reserved: 2 }]);
    const size = product.sizes[0] ?? '';
    const steps: [Record<string, unknown>, number, number][] = [
      [{ reason: 'damaged', change: -3 }, -3, 7],
      [{ reason: 'correction', change: 2 }, 2, 9],
      [{ reason: 'correction', change: '-1' }, -1, 8],
      [{ reason: 'stock_take', counted: 12 }, 4, 12],
      [{ reason: 'stock_take', counted: 2 }, -10, 2],
    ];
    for (const [body, change, after] of steps) {
      const answer = await adjustOf(product.id, { size, ...body }, owner);
      expect(answer.status).toBe(200);
      const parsed = adjustStockResponse.parse(answer.body);
      expect(parsed.adjustment).toMatchObject({ change, quantity_after: after, reason: body.reason });
      expect(parsed.message).toBe(stockAdjustedMessage(parsed.adjustment.reason, size, change, after));
    }
    expect(await shelfOf(product.id, size)).toEqual({ quantity: 2, reserved: 2 });
    const history = await historyOf(product.id);
    expect(history.map((row) => [row.reason, row.change, row.quantity_after, row.staff_id])).toEqual(
      steps.map(([body, change, after]) => [body.reason, change, after, owner.id]),
    );
    expect((await auditOf(product.id)).map((row) => JSON.parse(row.after_json ?? '{}').quantity)).toEqual([
      7, 9, 8, 12, 2,
    ]);
  });

  it('refuses a change below the pieces held for unpaid orders or below 0, and a count below them, with the numbers', async () => {
    const product = await stockedProduct([{ quantity: 4, reserved: 3 }]);
    const size = product.sizes[0] ?? '';
    const held = await adjustOf(product.id, { size, reason: 'damaged', change: -2 });
    expect(held.status).toBe(400);
    expect(apiErrorBody.parse(held.body)).toMatchObject({
      field: 'change',
      errors: [{ field: 'change', message: shelfRefusalMessage({ quantity: 4, reserved: 3 }, 2) }],
    });
    expect(shelfRefusalMessage({ quantity: 4, reserved: 3 }, 2)).toBe(
      'would leave 2 on the shelf, fewer than the 3 held for unpaid orders (4 on the shelf now)',
    );
    const belowZero = await adjustOf(product.id, { size, reason: 'correction', change: -6 });
    expect(apiErrorBody.parse(belowZero.body)).toMatchObject({
      field: 'change',
      errors: [{ field: 'change', message: shelfRefusalMessage({ quantity: 4, reserved: 3 }, -2) }],
    });
    const counted = await adjustOf(product.id, { size, reason: 'stock_take', counted: 1 });
    expect(counted.status).toBe(400);
    expect(apiErrorBody.parse(counted.body)).toMatchObject({
      field: 'counted',
      errors: [{ field: 'counted', message: countBelowHeldMessage(1, 3) }],
    });
    expect(await shelfOf(product.id, size)).toEqual({ quantity: 4, reserved: 3 });
    expect(await historyOf(product.id)).toEqual([]);
    expect(await auditOf(product.id)).toEqual([]);
    // Exactly down to the held pieces is allowed.
    expect((await adjustOf(product.id, { size, reason: 'damaged', change: -1 })).status).toBe(200);
    expect(await shelfOf(product.id, size)).toEqual({ quantity: 3, reserved: 3 });
  });

  it.each([
    ['a size the product does not have', { size: 'XXXL', reason: 'received', change: 1 }, 'size'],
    ['a size that is no size', { size: '<b>', reason: 'received', change: 1 }, 'size'],
    ['no size', { size: undefined, reason: 'received', change: 1 }, 'size'],
    ['an unknown reason', { reason: 'stolen', change: -1 }, 'reason'],
    ['no reason', { change: 1 }, 'reason'],
    ['received without a change', { reason: 'received' }, 'change'],
    ['received 0', { reason: 'received', change: 0 }, 'change'],
    ['received less than 0', { reason: 'received', change: -2 }, 'change'],
    ['damaged more than 0', { reason: 'damaged', change: 2 }, 'change'],
    ['a correction of 0', { reason: 'correction', change: '0' }, 'change'],
    ['a change that is not whole', { reason: 'correction', change: 1.5 }, 'change'],
    ['a change that is text', { reason: 'correction', change: 'five' }, 'change'],
    ['a change too large', { reason: 'received', change: 100_001 }, 'change'],
    ['a count with another reason', { reason: 'received', change: 1, counted: 5 }, 'counted'],
    ['a stock take without a count', { reason: 'stock_take' }, 'counted'],
    ['a stock take with a change', { reason: 'stock_take', counted: 5, change: 1 }, 'change'],
    ['a count below 0', { reason: 'stock_take', counted: -1 }, 'counted'],
    ['a note too long', { reason: 'received', change: 1, note: 'x'.repeat(201) }, 'note'],
  ] as [string, Record<string, unknown>, string][])(
    'answers 400 naming the field for %s, writing nothing',
    async (_what, body, field) => {
      const product = await stockedProduct([{ quantity: 5 }]);
      const size = product.sizes[0] ?? '';
      const answer = await adjustOf(product.id, { size, ...body });
      expect(answer.status).toBe(400);
      const error = apiErrorBody.parse(answer.body);
      expect(error.field).toBe(field);
      if ('size' in body && body.size === 'XXXL') {
        const sizes = getProductStockResponse.parse((await stockOf(product.id)).body).sizes.map((entry) => entry.size);
        expect(error.errors).toEqual([{ field: 'size', message: unknownSizeMessage(sizes) }]);
      }
      expect(await shelfOf(product.id, size)).toEqual({ quantity: 5, reserved: 0 });
      expect(await historyOf(product.id)).toEqual([]);
    },
  );

  it('walks the history newest first in keyset pages, for the product or one size', async () => {
    const product = await stockedProduct([{ quantity: 10 }, { quantity: 10 }]);
    const [first = '', second = ''] = product.sizes;
    for (let index = 1; index <= 5; index += 1) {
      expect((await adjustOf(product.id, { size: first, reason: 'received', change: index })).status).toBe(200);
      expect((await adjustOf(product.id, { size: second, reason: 'damaged', change: -1 })).status).toBe(200);
    }
    const pageOne = getProductStockResponse.parse((await stockOf(product.id, '?page_size=4')).body);
    expect(pageOne.history).toHaveLength(4);
    expect(pageOne.next_cursor).not.toBeNull();
    const ids: number[] = pageOne.history.map((entry) => entry.id);
    let cursor = pageOne.next_cursor;
    while (cursor !== null) {
      const page = getProductStockResponse.parse((await stockOf(product.id, `?page_size=4&cursor=${cursor}`)).body);
      ids.push(...page.history.map((entry) => entry.id));
      cursor = page.next_cursor;
    }
    expect(ids).toEqual((await historyOf(product.id)).map((row) => row.id).reverse());

    const ofFirst = getProductStockResponse.parse(
      (await stockOf(product.id, `?size=${encodeURIComponent(first)}&page_size=3`)).body,
    );
    expect(ofFirst.history.map((entry) => [entry.size, entry.change, entry.quantity_after])).toEqual([
      [first, 5, 25],
      [first, 4, 20],
      [first, 3, 16],
    ]);
    const unknown = await stockOf(product.id, '?size=XXXL');
    expect(unknown.status).toBe(400);
    expect(apiErrorBody.parse(unknown.body).field).toBe('size');
    const badCursor = await stockOf(product.id, '?cursor=abc');
    expect(apiErrorBody.parse(badCursor.body).field).toBe('cursor');
  });

  it('answers 404 for an unknown product, 400 for a bad id, 401 signed out, 405 naming GET and POST', async () => {
    const missing = await adjustOf(999_999, { size: 'M', reason: 'received', change: 1 });
    expect(missing.status).toBe(404);
    expect(apiErrorBody.parse(missing.body)).toMatchObject({
      field: 'product_id',
      message: STOCK_PRODUCT_NOT_FOUND_MESSAGE,
    });
    expect((await stockOf(999_999)).status).toBe(404);
    expect(apiErrorBody.parse((await stockOf(0)).body).field).toBe('product_id');
    const product = await stockedProduct([{ quantity: 5 }]);
    for (const answer of [
      await callRoute(getStock, `/api/admin/products/${product.id}/stock/`),
      await callRoute(adjust, `/api/admin/products/${product.id}/stock/`, postJson({ size: 'M' })),
      await callRoute(listRestock, '/api/admin/stock/restock/'),
    ]) {
      expect(answer.status).toBe(401);
      expect(apiErrorBody.parse(answer.body).message).toBe(STAFF_LOGIN_REQUIRED_MESSAGE);
    }
    const wrong = await callRoute(deleteStock, `/api/admin/products/${product.id}/stock/`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});

describe('the restock list', () => {
  async function walk(pageSize: number) {
    const items: ReturnType<typeof listRestockResponse.parse>['data'] = [];
    let cursor: string | null = null;
    let total = 0;
    let threshold = 0;
    do {
      const query: string = `?page_size=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await callRoute(listRestock, `/api/admin/stock/restock/${query}`, { headers: staff.headers });
      expect(answer.status).toBe(200);
      const page = listRestockResponse.parse(answer.body);
      items.push(...page.data);
      cursor = page.next_cursor;
      total = page.total;
      threshold = page.low_stock_threshold;
    } while (cursor !== null);
    return { items, total, threshold };
  }

  it('lists the sizes at or below the threshold, fewest available first, in keyset pages; the owner’s threshold drives it', async () => {
    const product = await stockedProduct([{ quantity: 5, reserved: 5 }, { quantity: 3, reserved: 1 }, { quantity: 3 }]);
    const [empty = '', two = '', three = ''] = product.sizes;
    const { items, total, threshold } = await walk(7);
    expect(threshold).toBe(2);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => `${item.product_id}/${item.size}`)).size).toBe(total);
    expect(items.every((item) => item.available <= 2)).toBe(true);
    const order = items.map((item) => [item.available, item.product_id]);
    expect(order).toEqual([...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
    const mine = items.filter((item) => item.product_id === product.id);
    expect(mine.map((item) => [item.size, item.quantity, item.reserved, item.available])).toEqual([
      [empty, 5, 5, 0],
      [two, 3, 1, 2],
    ]);
    expect(mine[0]?.product_code).toEqual(expect.any(Number));

    const raised = await callRoute(
      updateSettings,
      '/api/admin/settings/',
      postJson({ low_stock_threshold: 3 }, owner.headers),
    );
    expect(raised.status).toBe(200);
    const after = await walk(50);
    expect(after.threshold).toBe(3);
    expect(after.items.filter((item) => item.product_id === product.id).map((item) => item.size)).toEqual([
      empty,
      two,
      three,
    ]);
    await callRoute(updateSettings, '/api/admin/settings/', postJson({ low_stock_threshold: null }, owner.headers));
    const bad = await callRoute(listRestock, '/api/admin/stock/restock/?cursor=nope', { headers: staff.headers });
    expect(apiErrorBody.parse(bad.body).field).toBe('cursor');
  });

  it('drops a size once pieces are received', async () => {
    const product = await stockedProduct([{ quantity: 1 }]);
    const size = product.sizes[0] ?? '';
    const listed = async () =>
      (await walk(100)).items.some((item) => item.product_id === product.id && item.size === size);
    expect(await listed()).toBe(true);
    expect((await adjustOf(product.id, { size, reason: 'received', change: 6 })).status).toBe(200);
    expect(await listed()).toBe(false);
  });
});

describe('an adjustment racing checkouts', () => {
  it('never loses or invents a piece: the shelf and the holds are what the successful operations add up to', async () => {
    const { db } = database();
    const start = { quantity: 30, reserved: 10 };
    const product = await stockedProduct([start]);
    const size = product.sizes[0] ?? '';
    const line = (quantity: number) => ({ productId: product.id, size, quantity });

    type Outcome =
      { kind: 'adjust'; ok: boolean; field?: string } | { kind: 'reserve' | 'commit'; ok: boolean; pieces: number };
    const operations: (() => Promise<Outcome>)[] = [];
    const adjustments: Record<string, unknown>[] = [
      { reason: 'received', change: 4 },
      { reason: 'damaged', change: -3 },
      { reason: 'correction', change: -7 },
      { reason: 'correction', change: 2 },
      { reason: 'damaged', change: -12 },
      { reason: 'stock_take', counted: 18 },
    ];
    for (let round = 0; round < 5; round += 1)
      for (const body of adjustments)
        operations.push(async () => {
          const answer = await adjustOf(product.id, { size, ...body });
          if (answer.status === 200) return { kind: 'adjust', ok: true };
          expect(answer.status).toBe(400);
          return { kind: 'adjust', ok: false, field: apiErrorBody.parse(answer.body).field };
        });
    // Checkouts hold pieces (create-order's reserveStock) and payments take held pieces off the shelf
    // (commitReservedStock), each in a transaction of its own as the shop runs them.
    for (let index = 0; index < 25; index += 1) {
      const pieces = 1 + (index % 3);
      operations.push(async () => ({
        kind: 'reserve',
        pieces,
        ok: await db.transaction().execute((trx) => reserveStock(trx, line(pieces))),
      }));
    }
    for (let index = 0; index < 10; index += 1)
      operations.push(async () => ({
        kind: 'commit',
        pieces: 1,
        ok: await db.transaction().execute((trx) => commitReservedStock(trx, line(1))),
      }));
    // A fixed shuffle, so the mix is the same on every run.
    const shuffled = operations
      .map((operation, index) => ({ operation, key: (index * 7919) % operations.length }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.operation);
    const outcomes = await Promise.all(shuffled.map((operation) => operation()));

    const refusedFields = outcomes.flatMap((outcome) =>
      outcome.kind === 'adjust' && !outcome.ok ? [outcome.field] : [],
    );
    expect(refusedFields.every((field) => field === 'change' || field === 'counted')).toBe(true);
    const piecesOf = (kind: 'reserve' | 'commit') =>
      outcomes.reduce((sum, outcome) => (outcome.kind === kind && outcome.ok ? sum + outcome.pieces : sum), 0);
    const reserved = piecesOf('reserve');
    const committed = piecesOf('commit');
    const history = await historyOf(product.id);
    expect(history).toHaveLength(outcomes.filter((outcome) => outcome.kind === 'adjust' && outcome.ok).length);
    expect(await auditOf(product.id)).toHaveLength(history.length);
    expect(history.length).toBeGreaterThan(0);
    expect(reserved).toBeGreaterThan(0);
    expect(committed).toBeGreaterThan(0);

    const adjusted = history.reduce((sum, row) => sum + Number(row.change), 0);
    const final = await shelfOf(product.id, size);
    expect(final).toEqual({
      quantity: start.quantity + adjusted - committed,
      reserved: start.reserved + reserved - committed,
    });

    // The history chains: each entry starts from the shelf the one before left, less only what payments
    // took off the shelf in between (never more, never an unexplained piece).
    let shelf = start.quantity;
    let takenBetween = 0;
    for (const row of history) {
      expect(Number(row.quantity_after)).toBeGreaterThanOrEqual(0);
      const before = Number(row.quantity_after) - Number(row.change);
      expect(before).toBeLessThanOrEqual(shelf);
      takenBetween += shelf - before;
      shelf = Number(row.quantity_after);
    }
    takenBetween += shelf - final.quantity;
    expect(takenBetween).toBe(committed);
  });
});
