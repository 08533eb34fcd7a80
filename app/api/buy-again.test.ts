/**
 * Buy again (issue 31, item 11) through the route handler on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE=postgres): an own past order's lines go back into the shopper's cart at today's prices; a
 * product withdrawn from sale, a sold-out size and a size short of stock are answered as unavailable with their
 * reason; pressing twice adds nothing more; anyone else's order is 404, no token 401.
 */
import { apiErrorBody, buyAgainResponse } from '@/lib/contract';
import {
  BUY_AGAIN_ALL_ADDED_MESSAGE,
  BUY_AGAIN_NONE_ADDED_MESSAGE,
  BUY_AGAIN_SOME_ADDED_MESSAGE,
  buyAgainUnavailableMessage,
} from '@/lib/contract/buy-again-messages';
import { insertOrderInState } from '@/lib/testing/orders';
import { createTestCustomer, stockTestProduct, type TestCustomer } from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as buyAgainRoute } from './buy-again/route';
import { POST as addToCart } from './cart-items/route';

jest.setTimeout(120_000);
const database = withTestDatabase();

function buyAgainAs(customer: TestCustomer | null, body: Record<string, unknown>) {
  return callRoute(buyAgainRoute, '/api/buy-again/', postJson(body, customer?.auth ?? {}));
}

async function setStock(productId: number, size: string, quantity: number) {
  await database()
    .db.updateTable('product_stock')
    .set({ quantity, reserved: 0 })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .execute();
}

async function setOrderedQuantity(orderId: number, productId: number, quantity: number) {
  await database()
    .db.updateTable('order_lines')
    .set({ quantity })
    .where('order_id', '=', orderId)
    .where('product_id', '=', productId)
    .execute();
}

describe('POST /api/buy-again/', () => {
  it("puts the order's lines back at today's prices and says what is no longer available, and why", async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    // Ordered at 500.00 (insertOrderInState); today the catalogue asks 12.34.
    const kept = await stockTestProduct(db, { priceCents: 1234, quantity: 5 });
    const withdrawn = await stockTestProduct(db, { priceCents: 2000, quantity: 5 });
    const soldOut = await stockTestProduct(db, { priceCents: 3000, quantity: 0 });
    const short = await stockTestProduct(db, { priceCents: 4000, quantity: 1 });
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', withdrawn.id).execute();
    const order = await insertOrderInState(db, customer.id, [kept, withdrawn, soldOut, short]);
    await setOrderedQuantity(order.id, kept.id, 2);
    await setOrderedQuantity(order.id, short.id, 3);

    const first = await buyAgainAs(customer, { order_id: order.publicId, currency: 'USD' });
    expect(first.status).toBe(200);
    const answer = buyAgainResponse.parse(first.body);
    expect(answer.message).toBe(BUY_AGAIN_SOME_ADDED_MESSAGE);
    expect(answer.added).toEqual([
      { product_pk: kept.id, product_name: kept.name, size: 'M', quantity: 2, in_cart: 2, offer_price: 12.34 },
      { product_pk: short.id, product_name: short.name, size: 'M', quantity: 1, in_cart: 1, offer_price: 40 },
    ]);
    expect(answer.unavailable).toEqual([
      {
        product_pk: withdrawn.id,
        product_name: withdrawn.name,
        size: 'M',
        quantity: 1,
        reason: 'inactive',
        available: 0,
        message: buyAgainUnavailableMessage('inactive', {
          product_name: withdrawn.name,
          size: 'M',
          quantity: 1,
          available: 0,
          in_cart: 0,
        }),
      },
      {
        product_pk: soldOut.id,
        product_name: soldOut.name,
        size: 'M',
        quantity: 1,
        reason: 'sold_out',
        available: 0,
        message: `${soldOut.name}, size M, is sold out.`,
      },
      {
        product_pk: short.id,
        product_name: short.name,
        size: 'M',
        quantity: 3,
        reason: 'not_enough_stock',
        available: 1,
        message: `${short.name}, size M: only 1 left of the 3 you ordered; 1 in your cart.`,
      },
    ]);
    // The cart itself: today's prices, the withdrawn and sold-out products absent.
    expect(answer.data.currency).toBe('USD');
    expect(answer.data.data.data.map((item) => [item.product_pk, item.size, item.quantity, item.offer_price])).toEqual(
      expect.arrayContaining([
        [kept.id, 'M', 2, 12.34],
        [short.id, 'M', 1, 40],
      ]),
    );
    expect(answer.data.count).toBe(3);
    expect(answer.data.subtotal).toBe(64.68);

    // Pressed again: nothing doubles, the short line stays within its stock.
    const again = buyAgainResponse.parse((await buyAgainAs(customer, { order_id: order.publicId })).body);
    expect(again.added.map((line) => [line.product_pk, line.quantity, line.in_cart])).toEqual([
      [kept.id, 0, 2],
      [short.id, 0, 1],
    ]);
    expect(again.data.count).toBe(3);
  });

  it('tops up a line the cart holds fewer of, and adds nothing to one it holds enough of', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 10 });
    const order = await insertOrderInState(db, customer.id, [product], { twoSizes: [product.id] });
    await setOrderedQuantity(order.id, product.id, 2);
    await setStock(product.id, 'L', 10);
    const add = await callRoute(
      addToCart,
      '/api/cart-items/',
      postJson({ product_pk: product.id, size: 'M', quantity: 1 }, customer.auth),
    );
    expect(add.status).toBe(200);

    const answer = buyAgainResponse.parse((await buyAgainAs(customer, { order_id: order.publicId })).body);
    expect(answer.message).toBe(BUY_AGAIN_ALL_ADDED_MESSAGE);
    expect(answer.unavailable).toEqual([]);
    expect(answer.added.map((line) => [line.size, line.quantity, line.in_cart])).toEqual([
      ['M', 1, 2],
      ['L', 2, 2],
    ]);
    expect(answer.data.count).toBe(4);
  });

  it('answers when nothing of the order can be bought, and adds nothing', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 0 });
    const order = await insertOrderInState(db, customer.id, [product]);
    const answer = buyAgainResponse.parse((await buyAgainAs(customer, { order_id: order.publicId })).body);
    expect(answer.message).toBe(BUY_AGAIN_NONE_ADDED_MESSAGE);
    expect(answer.added).toEqual([]);
    expect(answer.unavailable.map((line) => line.reason)).toEqual(['sold_out']);
    expect(answer.data.count).toBe(0);
  });

  it("answers 404 for anyone else's order or an unknown number, 401 without a token, 400 naming order_id", async () => {
    const { db } = database();
    const owner = await createTestCustomer(db);
    const stranger = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 5 });
    const order = await insertOrderInState(db, owner.id, [product]);

    const theirs = await buyAgainAs(stranger, { order_id: order.publicId });
    expect(theirs.status).toBe(404);
    expect(apiErrorBody.parse(theirs.body)).toMatchObject({ code: 'not_found', field: 'order_id' });
    expect((await buyAgainAs(stranger, { order_id: 'JH-000000-NOSUCH' })).status).toBe(404);
    const strangersCart = await db
      .selectFrom('carts')
      .innerJoin('cart_items', 'cart_items.cart_id', 'carts.id')
      .select('cart_items.id')
      .where('carts.user_id', '=', stranger.id)
      .execute();
    expect(strangersCart).toEqual([]);

    const anonymous = await buyAgainAs(null, { order_id: order.publicId });
    expect(anonymous.status).toBe(401);
    expect(apiErrorBody.parse(anonymous.body).code).toBe('unauthorized');

    const bad = await buyAgainAs(owner, { order_id: 'not an order!' });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('order_id');
  });
});
