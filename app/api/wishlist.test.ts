/**
 * The wish list (issue 31, item 11) through its route handlers on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE=postgres): add, remove and list the signed-in shopper's products with today's price in their
 * currency and whether each is on sale and in stock; the merge of a guest's list at sign-in (repeats, products
 * already listed, unknown and inactive ones, the limit); 401 without a token, 400 naming the field, 404 for an
 * unknown product, and the limit's 400.
 */
import {
  addToWishlistResponse,
  apiErrorBody,
  getWishlistResponse,
  mergeWishlistResponse,
  removeFromWishlistResponse,
  WISHLIST_MAX_ITEMS,
} from '@/lib/contract';
import {
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_PRODUCT_NOT_FOUND_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
  wishlistFullMessage,
  wishlistMergedMessage,
} from '@/lib/contract/wishlist-messages';
import { toInr } from '@/lib/money';
import { createTestCustomer, stockTestProduct, type TestCustomer } from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as listRoute } from './wishlist/route';
import { POST as addRoute } from './wishlist/add/route';
import { POST as removeRoute } from './wishlist/remove/route';
import { POST as mergeRoute } from './wishlist/merge/route';

jest.setTimeout(120_000);
const database = withTestDatabase();

function add(customer: TestCustomer | null, body: Record<string, unknown>) {
  return callRoute(addRoute, '/api/wishlist/add/', postJson(body, customer?.auth ?? {}));
}
function remove(customer: TestCustomer | null, body: Record<string, unknown>) {
  return callRoute(removeRoute, '/api/wishlist/remove/', postJson(body, customer?.auth ?? {}));
}
function merge(customer: TestCustomer | null, body: Record<string, unknown>) {
  return callRoute(mergeRoute, '/api/wishlist/merge/', postJson(body, customer?.auth ?? {}));
}
async function list(customer: TestCustomer | null, query = '') {
  return callRoute(listRoute, `/api/wishlist/${query}`, { headers: customer?.auth ?? {} });
}
async function listed(customer: TestCustomer, query = '') {
  const answer = await list(customer, query);
  expect(answer.status).toBe(200);
  return getWishlistResponse.parse(answer.body);
}
const ids = (body: { data: { product_pk: number }[] }) => body.data.map((item) => item.product_pk);

/** An active product no earlier test used, whose sizes are all sold out. */
async function soldOutProduct() {
  const product = await stockTestProduct(database().db, { priceCents: 1500, quantity: 0 });
  await database()
    .db.updateTable('product_stock')
    .set({ quantity: 0, reserved: 0 })
    .where('product_id', '=', product.id)
    .execute();
  return product;
}

async function activeProductIds(count: number, except: number[] = []): Promise<number[]> {
  const rows = await database()
    .db.selectFrom('products')
    .select('id')
    .where('is_active', '=', 1)
    .where('id', 'not in', [0, ...except])
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => Number(row.id));
}

async function unknownProductId(): Promise<number> {
  const row = await database()
    .db.selectFrom('products')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow();
  return Number(row.top) + 1000;
}

describe('the wish list calls', () => {
  it('add, list and remove: newest first, priced in the currency asked, on sale and in stock as the shop says today', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const inStock = await stockTestProduct(db, { priceCents: 1234, quantity: 3 });
    await db
      .updateTable('product_stock')
      .set({ quantity: 0 })
      .where('product_id', '=', inStock.id)
      .where('size', '!=', 'M')
      .execute();
    const soldOut = await soldOutProduct();
    expect((await listed(shopper)).data).toEqual([]);

    const first = await add(shopper, { product_pk: inStock.id });
    expect(first.status).toBe(200);
    const firstBody = addToWishlistResponse.parse(first.body);
    expect(firstBody.message).toBe(WISHLIST_ADDED_MESSAGE);
    expect(ids(firstBody)).toEqual([inStock.id]);
    const second = addToWishlistResponse.parse(
      (await add(shopper, { product_pk: String(soldOut.id), currency: 'inr' })).body,
    );
    expect(second.currency).toBe('INR');
    expect(ids(second)).toEqual([soldOut.id, inStock.id]);
    expect(second.count).toBe(2);

    const usd = await listed(shopper, '?currency=USD');
    const kept = usd.data.find((item) => item.product_pk === inStock.id);
    expect(kept).toMatchObject({
      product_name: inStock.name,
      offer_price: 12.34,
      mrp: 24.68,
      on_sale: true,
      in_stock: true,
      sizes_in_stock: ['M'],
    });
    expect(kept?.main_image).toMatch(/\S/);
    expect(usd.data.find((item) => item.product_pk === soldOut.id)).toMatchObject({
      in_stock: false,
      sizes_in_stock: [],
    });
    const inr = await listed(shopper, '?currency=INR');
    expect(inr.data.find((item) => item.product_pk === inStock.id)?.offer_price).toBe(toInr(12.34));

    // Today's price and stock, not those of the day it was added.
    await db
      .updateTable('products')
      .set({ offer_price_cents: 2000, mrp_cents: 2000 })
      .where('id', '=', inStock.id)
      .execute();
    await db.updateTable('product_stock').set({ quantity: 0 }).where('product_id', '=', inStock.id).execute();
    expect((await listed(shopper)).data.find((item) => item.product_pk === inStock.id)).toMatchObject({
      offer_price: 20,
      on_sale: false,
      in_stock: false,
    });

    // One product's entry: what the product page's heart asks.
    expect(ids(await listed(shopper, `?product_pk=${soldOut.id}`))).toEqual([soldOut.id]);
    const again = addToWishlistResponse.parse((await add(shopper, { product_pk: inStock.id })).body);
    expect(ids(again)).toEqual([soldOut.id, inStock.id]);

    const removed = await remove(shopper, { product_pk: soldOut.id });
    expect(removed.status).toBe(200);
    const removedBody = removeFromWishlistResponse.parse(removed.body);
    expect(removedBody.message).toBe(WISHLIST_REMOVED_MESSAGE);
    expect(ids(removedBody)).toEqual([inStock.id]);
    expect((await listed(shopper, `?product_pk=${soldOut.id}`)).data).toEqual([]);
    // Removing what is not listed changes nothing.
    expect(ids(removeFromWishlistResponse.parse((await remove(shopper, { product_pk: soldOut.id })).body))).toEqual([
      inStock.id,
    ]);

    // Each shopper sees their own list only.
    const other = await createTestCustomer(db);
    expect((await listed(other)).data).toEqual([]);
  });

  it('leaves out a product withdrawn from sale while it is withdrawn, and shows it again when it is back', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 999, quantity: 2 });
    await add(shopper, { product_pk: product.id });
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute();
    expect(await listed(shopper)).toMatchObject({ data: [], count: 0 });
    await db.updateTable('products').set({ is_active: 1 }).where('id', '=', product.id).execute();
    expect(ids(await listed(shopper))).toEqual([product.id]);
  });

  it('answers 401 without a token, 400 naming the field, 404 for an unknown or withdrawn product', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    for (const answer of [
      await list(null),
      await add(null, { product_pk: 1 }),
      await remove(null, { product_pk: 1 }),
      await merge(null, { product_pks: [1] }),
      await add({ ...shopper, auth: { authorization: 'Token not-a-real-token' } }, { product_pk: 1 }),
    ]) {
      expect(answer.status).toBe(401);
      apiErrorBody.parse(answer.body);
    }

    const bad: [Awaited<ReturnType<typeof add>>, string][] = [
      [await add(shopper, {}), 'product_pk'],
      [await add(shopper, { product_pk: 'abc' }), 'product_pk'],
      [await add(shopper, { product_pk: 1, currency: 'EUR' }), 'currency'],
      [await remove(shopper, { product_pk: -3 }), 'product_pk'],
      [await merge(shopper, { product_pks: 'all' }), 'product_pks'],
      [await merge(shopper, {}), 'product_pks'],
      [await list(shopper, '?product_pk=x'), 'product_pk'],
    ];
    for (const [answer, field] of bad) {
      expect(answer.status).toBe(400);
      expect(apiErrorBody.parse(answer.body).field).toBe(field);
    }
    const inList = await merge(shopper, { product_pks: [1, 'two'] });
    expect(inList.status).toBe(400);
    expect(apiErrorBody.parse(inList.body).field).toMatch(/^product_pks/);
    const tooMany = await merge(shopper, {
      product_pks: Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(apiErrorBody.parse(tooMany.body).field).toBe('product_pks');

    const unknown = await add(shopper, { product_pk: await unknownProductId() });
    expect(unknown.status).toBe(404);
    expect(apiErrorBody.parse(unknown.body)).toMatchObject({
      message: WISHLIST_PRODUCT_NOT_FOUND_MESSAGE,
      field: 'product_pk',
    });
    const product = await stockTestProduct(db, { priceCents: 500, quantity: 1 });
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute();
    expect((await add(shopper, { product_pk: product.id })).status).toBe(404);
    expect((await listed(shopper)).data).toEqual([]);
  });

  it(`keeps at most ${WISHLIST_MAX_ITEMS} products: the next add is refused with 400, one already listed still answers`, async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const [extra, ...full] = await activeProductIds(WISHLIST_MAX_ITEMS + 1);
    expect(full).toHaveLength(WISHLIST_MAX_ITEMS);
    const now = new Date().toISOString();
    await db
      .insertInto('wishlist_items')
      .values(full.map((productId) => ({ user_id: shopper.id, product_id: productId, added_at: now })))
      .execute();

    const refused = await add(shopper, { product_pk: extra });
    expect(refused.status).toBe(400);
    const error = apiErrorBody.parse(refused.body);
    expect(error.field).toBe('product_pk');
    expect(error.errors?.[0]?.message).toBe(wishlistFullMessage(WISHLIST_MAX_ITEMS));
    expect((await add(shopper, { product_pk: full[0] })).status).toBe(200);

    // A merge adds none past the limit and says so.
    const merged = mergeWishlistResponse.parse((await merge(shopper, { product_pks: [extra, full[1]] })).body);
    expect(merged).toMatchObject({ merged: 1, ignored: 0, over_limit: 1, count: WISHLIST_MAX_ITEMS });
    expect(ids(merged)).not.toContain(extra);

    // Room again after a remove.
    await remove(shopper, { product_pk: full[2] });
    expect((await add(shopper, { product_pk: extra })).status).toBe(200);
  });
});

describe('POST /api/wishlist/merge/ (a guest list at sign-in)', () => {
  it('puts the merged products after one the account listed in the same millisecond (or a clock ahead)', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const [listedBefore, a, b] = await activeProductIds(3);
    if (!listedBefore || !a || !b) throw new Error('not enough products');
    await add(shopper, { product_pk: listedBefore });
    // Listed "now" by a clock a second ahead: the merge must still come after it.
    await db
      .updateTable('wishlist_items')
      .set({ added_at: new Date(Date.now() + 1000).toISOString() })
      .where('user_id', '=', shopper.id)
      .execute();
    const answer = await merge(shopper, { product_pks: [a, b], currency: 'INR' });
    expect(answer.status).toBe(200);
    expect(ids(mergeWishlistResponse.parse(answer.body))).toEqual([b, a, listedBefore]);
  });

  it('adds the new products newest first, keeps those already listed in their place, ignores repeats, unknown and withdrawn ones', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const [listedBefore, a, b, withdrawn] = await activeProductIds(4);
    if (!listedBefore || !a || !b || !withdrawn) throw new Error('not enough products');
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', withdrawn).execute();
    await add(shopper, { product_pk: listedBefore });
    const unknown = await unknownProductId();

    const answer = await merge(shopper, {
      product_pks: [a, listedBefore, b, a, unknown, withdrawn, String(b)],
      currency: 'INR',
    });
    expect(answer.status).toBe(200);
    const body = mergeWishlistResponse.parse(answer.body);
    expect(body).toMatchObject({ merged: 3, ignored: 2, over_limit: 0, count: 3, currency: 'INR' });
    expect(body.message).toBe(wishlistMergedMessage(3, 2));
    // The guest's last product is the newest; the one listed before keeps its older place.
    expect(ids(body)).toEqual([b, a, listedBefore]);

    // The same list again (a browser that lost the answer): nothing changes.
    const repeated = mergeWishlistResponse.parse((await merge(shopper, { product_pks: [a, b] })).body);
    expect(ids(repeated)).toEqual([b, a, listedBefore]);
    expect(repeated.merged).toBe(2);
    const rows = await db.selectFrom('wishlist_items').select('product_id').where('user_id', '=', shopper.id).execute();
    expect(rows).toHaveLength(3);

    // An empty list is fine.
    expect(mergeWishlistResponse.parse((await merge(shopper, { product_pks: [] })).body).count).toBe(3);
    await db.updateTable('products').set({ is_active: 1 }).where('id', '=', withdrawn).execute();
  });

  it('merges the same list sent twice at once without doubling a product', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const products = await activeProductIds(3, []);
    const answers = await Promise.all([
      merge(shopper, { product_pks: products }),
      merge(shopper, { product_pks: products }),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await listed(shopper)).count).toBe(3);
  });
});
