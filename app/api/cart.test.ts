/**
 * Guest and signed-in carts through their route handlers, on a real
 * database: who may see which cart, prices from the catalogue only, stock
 * limits, and the merge of a guest cart at login.
 */
import crypto from 'node:crypto';
import {
  addCartItemResponse,
  apiErrorBody,
  getCartItemsResponse,
  loginSuccessResponse,
  removeCartItemResponse,
  updateCartItemResponse,
} from '@/lib/contract';
import { toInr } from '@/lib/money';
import { mergeGuestCartIntoUserCart } from '@/lib/server/services/cart/repositories/carts';
import {
  ADDED_TO_CART_MESSAGE,
  QUANTITY_UPDATED_MESSAGE,
  REMOVED_FROM_CART_MESSAGE,
} from '@/lib/server/services/cart/cart';
import { codeOf, messagesWrittenBy, withTemporaryOutbox } from '@/lib/testing/outbox';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as signup } from './signup/route';
import { POST as login } from './login/route';
import { GET as getCartItems } from './get-cart-items/route';
import { POST as addCartItem } from './cart-items/route';
import { POST as removeCartItem } from './remove-cart-items/route';
import { POST as updateCartItem } from './update-cart-item/route';
import { firstItem } from '@/lib/list';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';

const database = withTestDatabase();

const outbox = withTemporaryOutbox();

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

/** Signs a new customer up and logs in with the code from the outbox. */
async function signUpAndLogIn(extra: Record<string, unknown> = {}) {
  const mobile = `8${String(next()).padStart(9, '0')}`;
  const phone = { country_code: '+91', mobile_number: mobile };
  const created = await callRoute(
    signup,
    '/api/signup/',
    postJson(
      { ...phone, email: `cart${mobile}@example.com`, first_name: 'Ravi', last_name: 'Mehta' },
      { [PEER_ADDRESS_HEADER]: `10.31.0.${next() % 250}` },
    ),
  );
  expect(created.status).toBe(201);
  return logIn(phone, extra);
}

async function logIn(phone: { country_code: string; mobile_number: string }, extra: Record<string, unknown> = {}) {
  const address = { [PEER_ADDRESS_HEADER]: `10.30.0.${next() % 250}` };
  const { result, written } = await messagesWrittenBy(outbox(), () =>
    callRoute(login, '/api/login/', postJson(phone, address)),
  );
  expect(result.status).toBe(200);
  const code = codeOf(firstItem(written));
  return {
    phone,
    code,
    address,
    finish: () => callRoute(login, '/api/login/', postJson({ ...phone, code, ...extra }, address)),
  };
}

async function session(extra: Record<string, unknown> = {}) {
  const started = await signUpAndLogIn(extra);
  const response = await started.finish();
  expect(response.status).toBe(200);
  return loginSuccessResponse.parse(response.body);
}

function auth(token: string): Record<string, string> {
  return { authorization: `Token ${token}` };
}

interface StockedProduct {
  id: number;
  size: string;
  offerCents: number;
  mrpCents: number;
  name: string;
  image: string;
}

const usedProducts = new Set<number>();
/** An active product no other test has used, with `available` pieces of one size on sale. */
async function stockedProduct(available = 20): Promise<StockedProduct> {
  const { db } = database();
  const row = await db
    .selectFrom('products')
    .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
    .select([
      'products.id',
      'product_stock.size',
      'products.offer_price_cents',
      'products.mrp_cents',
      'products.name',
      'products.main_image',
    ])
    .where('products.is_active', '=', 1)
    .where('product_stock.size', '=', 'M')
    .where('products.id', 'not in', [0, ...usedProducts])
    .orderBy('products.id')
    .executeTakeFirstOrThrow();
  usedProducts.add(Number(row.id));
  await db
    .updateTable('product_stock')
    .set({ quantity: available + 2, reserved: 2 })
    .where('product_id', '=', row.id)
    .where('size', '=', 'M')
    .execute();
  return {
    id: Number(row.id),
    size: 'M',
    offerCents: Number(row.offer_price_cents),
    mrpCents: Number(row.mrp_cents),
    name: row.name,
    image: row.main_image,
  };
}

function add(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ offer_price: 10, mrp: 20, is_direct_buy: false, currency: 'USD', ...body }, headers),
  );
}
function remove(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return callRoute(
    removeCartItem,
    '/api/remove-cart-items/',
    postJson({ offer_price: 10, mrp: 20, is_direct_buy: false, ...body }, headers),
  );
}
function update(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return callRoute(updateCartItem, '/api/update-cart-item/', postJson(body, headers));
}
function read(query: string, headers: Record<string, string> = {}) {
  return callRoute(getCartItems, `/api/get-cart-items/${query}`, { headers });
}

async function guestCartWith(product: StockedProduct, quantity = 1): Promise<string> {
  const { status, body } = await add({ product_pk: product.id, size: product.size, quantity });
  expect(status).toBe(200);
  return addCartItemResponse.parse(body).cart_id;
}

async function cartLines(publicId: string) {
  const { db } = database();
  return db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select(['cart_items.product_id', 'cart_items.size', 'cart_items.quantity'])
    .where('carts.public_id', '=', publicId)
    .orderBy('cart_items.product_id')
    .execute();
}

describe('GET /api/get-cart-items/', () => {
  it('answers an empty cart when there is neither a cart_id nor a token', async () => {
    const { status, body } = await read('');
    expect(status).toBe(200);
    expect(getCartItemsResponse.parse(body)).toEqual({
      data: { data: [] },
      cart_id: null,
      currency: 'USD',
      subtotal: 0,
      count: 0,
    });
    expect(getCartItemsResponse.parse((await read('?cart_id=null&currency=INR')).body)).toMatchObject({
      cart_id: null,
      currency: 'INR',
    });
  });

  it('answers 404 for a guessed cart_id', async () => {
    const product = await stockedProduct();
    const real = await guestCartWith(product);
    const row = await database()
      .db.selectFrom('carts')
      .select('id')
      .where('public_id', '=', real)
      .executeTakeFirstOrThrow();
    for (const guess of [crypto.randomBytes(24).toString('base64url'), String(row.id), real.slice(0, -1), `${real}x`]) {
      const { status, body } = await read(`?cart_id=${encodeURIComponent(guess)}`);
      expect(status).toBe(404);
      expect(apiErrorBody.parse(body)).toMatchObject({ code: 'not_found', field: 'cart_id' });
    }
  });
});

describe('POST /api/cart-items/ for a guest', () => {
  it('creates a cart with an unguessable cart_id that reads the cart back', async () => {
    const product = await stockedProduct();
    const { status, body } = await add({ product_pk: product.id, size: product.size, quantity: 2, cart_id: null });
    expect(status).toBe(200);
    const answer = addCartItemResponse.parse(body);
    expect(answer.message).toBe(ADDED_TO_CART_MESSAGE);
    expect(answer.message).toBe('Added to cart.');
    expect(answer.cart_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(answer.cart_id, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(answer.data.cart_id).toBe(answer.cart_id);
    expect(answer).not.toHaveProperty('token');

    const row = await database()
      .db.selectFrom('carts')
      .selectAll()
      .where('public_id', '=', answer.cart_id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(answer.cart_id).not.toBe(String(row.id));
    expect(await guestCartWith(product)).not.toBe(answer.cart_id);

    const again = await read(`?cart_id=${answer.cart_id}`);
    expect(again.status).toBe(200);
    const cart = getCartItemsResponse.parse(again.body);
    expect(cart).toEqual(answer.data);
    expect(cart.data.data).toEqual([
      expect.objectContaining({
        product_pk: product.id,
        product_name: product.name,
        image: product.image,
        size: 'M',
        quantity: 2,
        is_direct_buy: false,
        stock: 20,
      }),
    ]);
    expect(cart.count).toBe(2);
  });

  it('prices lines from the catalogue and ignores the prices the browser sends', async () => {
    const first = await stockedProduct();
    const second = await stockedProduct();
    const cartId = addCartItemResponse.parse(
      (await add({ product_pk: first.id, size: 'm', quantity: 2, offer_price: 0.01, mrp: 9999 })).body,
    ).cart_id;
    const added = await add({
      product_pk: second.id,
      size: 'M',
      quantity: 1,
      offer_price: 9999,
      mrp: 0.01,
      cart_id: cartId,
    });
    const usd = addCartItemResponse.parse(added.body).data;
    const offer = (p: StockedProduct) => p.offerCents / 100;
    const mrp = (p: StockedProduct) => p.mrpCents / 100;
    expect(usd.currency).toBe('USD');
    expect(usd.data.data.map((item) => [item.product_pk, item.offer_price, item.mrp])).toEqual([
      [first.id, offer(first), mrp(first)],
      [second.id, offer(second), mrp(second)],
    ]);
    expect(usd.subtotal).toBe(Math.round(first.offerCents * 2 + second.offerCents) / 100);
    expect(usd.count).toBe(3);

    const inr = getCartItemsResponse.parse((await read(`?cart_id=${cartId}&currency=INR`)).body);
    expect(inr.currency).toBe('INR');
    expect(inr.data.data.map((item) => [item.offer_price, item.mrp])).toEqual([
      [toInr(offer(first)), toInr(mrp(first))],
      [toInr(offer(second)), toInr(mrp(second))],
    ]);
    expect(inr.subtotal).toBe(toInr(offer(first)) * 2 + toInr(offer(second)));

    // A cart in INR from the start is priced the same way, whatever the browser claims.
    const inrCart = addCartItemResponse.parse(
      (await add({ product_pk: first.id, size: 'M', quantity: 1, offer_price: 0.01, mrp: 0.01, currency: 'INR' })).body,
    ).data;
    expect(inrCart.currency).toBe('INR');
    expect(inrCart.data.data[0]).toMatchObject({ offer_price: toInr(offer(first)), mrp: toInr(mrp(first)) });
    // The stored currency is used when the read names none.
    expect(getCartItemsResponse.parse((await read(`?cart_id=${inrCart.cart_id}`)).body).currency).toBe('INR');
  });

  it('makes the currency the shopper reads the cart in the cart currency (promo and orders use it)', async () => {
    const product = await stockedProduct();
    const cartId = await guestCartWith(product);
    const before = await database()
      .db.selectFrom('carts')
      .select('currency')
      .where('public_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(before.currency).toBe('USD');
    const inInr = await read(`?cart_id=${cartId}&currency=INR`);
    expect(getCartItemsResponse.parse(inInr.body).currency).toBe('INR');
    const after = await database()
      .db.selectFrom('carts')
      .select('currency')
      .where('public_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(after.currency).toBe('INR');
  });

  it('adds to the line when the same product and size is added again', async () => {
    const product = await stockedProduct();
    const cartId = await guestCartWith(product, 2);
    const { body } = await add({ product_pk: product.id, size: product.size, quantity: 3, cart_id: cartId });
    const cart = addCartItemResponse.parse(body).data;
    expect(cart.data.data).toHaveLength(1);
    expect(firstItem(cart.data.data).quantity).toBe(5);
    expect(cart.count).toBe(5);
  });

  it.each([0, -1, 1.5, '2', null, 'two'])('refuses a quantity of %p with 400 naming quantity', async (quantity) => {
    const product = await stockedProduct();
    const before = await database()
      .db.selectFrom('carts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body } = await add({ product_pk: product.id, size: product.size, quantity });
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'invalid_request', field: 'quantity' });
    const after = await database()
      .db.selectFrom('carts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses more than the stock that can be sold, saying how many are left', async () => {
    const product = await stockedProduct(3);
    const tooMany = await add({ product_pk: product.id, size: product.size, quantity: 4 });
    expect(tooMany.status).toBe(400);
    expect(apiErrorBody.parse(tooMany.body)).toMatchObject({
      field: 'quantity',
      message: 'quantity: only 3 left in stock',
    });

    const cartId = await guestCartWith(product, 2);
    const more = await add({ product_pk: product.id, size: product.size, quantity: 2, cart_id: cartId });
    expect(more.status).toBe(400);
    expect(apiErrorBody.parse(more.body)).toMatchObject({
      field: 'quantity',
      message: 'quantity: only 3 left in stock and 2 are already in your cart',
    });
    // The refused add changed nothing.
    expect((await cartLines(cartId)).map((line) => Number(line.quantity))).toEqual([2]);
    expect((await add({ product_pk: product.id, size: product.size, quantity: 1, cart_id: cartId })).status).toBe(200);

    await database()
      .db.updateTable('product_stock')
      .set({ reserved: 5 })
      .where('product_id', '=', product.id)
      .where('size', '=', product.size)
      .execute();
    const soldOut = await add({ product_pk: product.id, size: product.size, quantity: 1 });
    expect(apiErrorBody.parse(soldOut.body)).toMatchObject({
      field: 'quantity',
      message: 'quantity: this size is out of stock',
    });
  });

  it('refuses a size the product does not have with 400 naming size', async () => {
    const product = await stockedProduct();
    const { status, body } = await add({ product_pk: product.id, size: 'XXXL', quantity: 1 });
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).field).toBe('size');
  });

  it('answers 404 for an inactive or unknown product', async () => {
    const { db } = database();
    const inactive = await db
      .selectFrom('products')
      .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
      .select(['products.id', 'product_stock.size'])
      .where('products.is_active', '=', 0)
      .executeTakeFirstOrThrow();
    const withdrawn = await add({ product_pk: inactive.id, size: inactive.size, quantity: 1 });
    expect(withdrawn.status).toBe(404);
    expect(apiErrorBody.parse(withdrawn.body)).toMatchObject({ code: 'not_found', field: 'product_pk' });
    expect((await add({ product_pk: 999_999, size: 'M', quantity: 1 })).status).toBe(404);
  });

  it('starts a new guest cart when the cart_id names no guest cart', async () => {
    const product = await stockedProduct();
    const owner = await session();
    const owned = addCartItemResponse.parse(
      (await add({ product_pk: product.id, size: product.size, quantity: 1 }, auth(owner.token))).body,
    ).cart_id;
    for (const cartId of [crypto.randomBytes(24).toString('base64url'), owned]) {
      const { status, body } = await add({ product_pk: product.id, size: product.size, quantity: 2, cart_id: cartId });
      expect(status).toBe(200);
      expect(addCartItemResponse.parse(body).cart_id).not.toBe(cartId);
    }
    // The account's cart was not touched by the guest.
    expect((await cartLines(owned)).map((line) => Number(line.quantity))).toEqual([1]);
  });
});

describe('carts of signed-in customers', () => {
  it('keeps one cart per customer, found by the token', async () => {
    const product = await stockedProduct();
    const other = await stockedProduct();
    const customer = await session();
    const first = addCartItemResponse.parse(
      (await add({ product_pk: product.id, size: product.size, quantity: 1 }, auth(customer.token))).body,
    );
    const second = addCartItemResponse.parse(
      (await add({ product_pk: other.id, size: other.size, quantity: 1 }, auth(customer.token))).body,
    );
    expect(second.cart_id).toBe(first.cart_id);
    const row = await database()
      .db.selectFrom('carts')
      .selectAll()
      .where('public_id', '=', first.cart_id)
      .executeTakeFirstOrThrow();
    expect(Number(row.user_id)).toBe(customer.user.id);

    const mine = getCartItemsResponse.parse((await read('', auth(customer.token))).body);
    expect(mine.cart_id).toBe(first.cart_id);
    expect(mine.count).toBe(2);
    expect(getCartItemsResponse.parse((await read(`?cart_id=${first.cart_id}`, auth(customer.token))).body).count).toBe(
      2,
    );
  });

  it("never shows a customer's cart by its cart_id alone, nor to another customer", async () => {
    const product = await stockedProduct();
    const owner = await session();
    const stranger = await session();
    const cartId = addCartItemResponse.parse(
      (await add({ product_pk: product.id, size: product.size, quantity: 1 }, auth(owner.token))).body,
    ).cart_id;

    const anonymous = await read(`?cart_id=${cartId}`);
    expect(anonymous.status).toBe(404);
    const other = await read(`?cart_id=${cartId}`, auth(stranger.token));
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(product.name);

    const removeAnonymous = await remove({ product_pk: product.id, size: product.size, cart_id: cartId });
    expect(removeAnonymous.status).toBe(404);
    const removeOther = await remove(
      { product_pk: product.id, size: product.size, cart_id: cartId },
      auth(stranger.token),
    );
    expect(removeOther.status).toBe(404);
    expect((await cartLines(cartId)).map((line) => Number(line.quantity))).toEqual([1]);
  });

  it('refuses an unknown token on cart calls', async () => {
    const product = await stockedProduct();
    const token = crypto.randomBytes(32).toString('base64url');
    expect((await read('', auth(token))).status).toBe(401);
    expect((await add({ product_pk: product.id, size: product.size, quantity: 1 }, auth(token))).status).toBe(401);
  });
});

describe('POST /api/remove-cart-items/', () => {
  it('removes one line and answers the cart that is left', async () => {
    const keep = await stockedProduct();
    const drop = await stockedProduct();
    const cartId = await guestCartWith(keep, 1);
    await add({ product_pk: drop.id, size: drop.size, quantity: 2, cart_id: cartId });

    const { status, body } = await remove({ product_pk: drop.id, size: 'm', cart_id: cartId, offer_price: 0, mrp: 0 });
    expect(status).toBe(200);
    const answer = removeCartItemResponse.parse(body);
    expect(answer.message).toBe(REMOVED_FROM_CART_MESSAGE);
    expect(answer.message).toBe('Removed from cart.');
    expect(answer.cart_id).toBe(cartId);
    expect(answer.data.data.data.map((item) => item.product_pk)).toEqual([keep.id]);
    expect(answer.data.count).toBe(1);

    const again = await remove({ product_pk: drop.id, size: drop.size, cart_id: cartId });
    expect(again.status).toBe(404);
    expect(apiErrorBody.parse(again.body).code).toBe('not_found');
  });

  it('answers 404 for a guessed cart_id or no cart at all', async () => {
    const product = await stockedProduct();
    await guestCartWith(product);
    expect(
      (
        await remove({
          product_pk: product.id,
          size: product.size,
          cart_id: crypto.randomBytes(24).toString('base64url'),
        })
      ).status,
    ).toBe(404);
    expect((await remove({ product_pk: product.id, size: product.size })).status).toBe(404);
  });

  it("removes from the customer's own cart by token", async () => {
    const product = await stockedProduct();
    const customer = await session();
    const cartId = addCartItemResponse.parse(
      (await add({ product_pk: product.id, size: product.size, quantity: 1 }, auth(customer.token))).body,
    ).cart_id;
    const { status, body } = await remove(
      { product_pk: product.id, size: product.size, cart_id: cartId },
      auth(customer.token),
    );
    expect(status).toBe(200);
    expect(removeCartItemResponse.parse(body).data.data.data).toEqual([]);
  });
});

describe('POST /api/update-cart-item/', () => {
  it('sets the quantity of a line and answers the repriced cart', async () => {
    const product = await stockedProduct(5);
    const cartId = await guestCartWith(product, 1);
    const { status, body } = await update({ product_pk: product.id, size: 'm', quantity: 3, cart_id: cartId });
    expect(status).toBe(200);
    const answer = updateCartItemResponse.parse(body);
    expect(answer.message).toBe(QUANTITY_UPDATED_MESSAGE);
    expect(answer.data.count).toBe(3);
    expect(answer.data.subtotal).toBe((product.offerCents * 3) / 100);
    expect(await cartLines(cartId)).toEqual([expect.objectContaining({ product_id: product.id, quantity: 3 })]);

    const down = updateCartItemResponse.parse(
      (await update({ product_pk: product.id, size: product.size, quantity: 1, cart_id: cartId })).body,
    );
    expect(down.data.count).toBe(1);
  });

  it('answers 409 naming quantity past the stock that can be sold, and keeps the line as it was', async () => {
    const product = await stockedProduct(4);
    const cartId = await guestCartWith(product, 2);
    const { status, body } = await update({ product_pk: product.id, size: product.size, quantity: 5, cart_id: cartId });
    expect(status).toBe(409);
    const error = apiErrorBody.parse(body);
    expect(error).toMatchObject({ code: 'conflict', field: 'quantity' });
    expect(error.errors?.[0]?.message).toBe('only 4 left in stock');
    expect(await cartLines(cartId)).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect((await update({ product_pk: product.id, size: product.size, quantity: 4, cart_id: cartId })).status).toBe(
      200,
    );
  });

  it('answers 400 naming the field for a quantity that is not a whole number of at least 1', async () => {
    const product = await stockedProduct();
    const cartId = await guestCartWith(product, 1);
    for (const quantity of [0, 1.5, '2', null]) {
      const { status, body } = await update({ product_pk: product.id, size: product.size, quantity, cart_id: cartId });
      expect(status).toBe(400);
      expect(apiErrorBody.parse(body).field).toBe('quantity');
    }
  });

  it("answers 404 for a line not in the cart, a guessed cart_id, or another customer's cart", async () => {
    const product = await stockedProduct();
    const other = await stockedProduct();
    const cartId = await guestCartWith(product, 1);
    expect((await update({ product_pk: other.id, size: other.size, quantity: 1, cart_id: cartId })).status).toBe(404);
    expect(
      (
        await update({
          product_pk: product.id,
          size: product.size,
          quantity: 1,
          cart_id: crypto.randomBytes(24).toString('base64url'),
        })
      ).status,
    ).toBe(404);

    const owner = await session();
    const stranger = await session();
    const ownerCart = addCartItemResponse.parse(
      (await add({ product_pk: product.id, size: product.size, quantity: 1 }, auth(owner.token))).body,
    ).cart_id;
    expect(
      (
        await update(
          { product_pk: product.id, size: product.size, quantity: 2, cart_id: ownerCart },
          auth(stranger.token),
        )
      ).status,
    ).toBe(404);
    expect(
      (await update({ product_pk: product.id, size: product.size, quantity: 2, cart_id: ownerCart }, auth(owner.token)))
        .status,
    ).toBe(200);
  });
});

describe('the guest cart at login', () => {
  it("merges into the account's cart, adding quantities up to the stock, and deletes the guest cart", async () => {
    const shared = await stockedProduct(20);
    const guestOnly = await stockedProduct(20);
    const scarce = await stockedProduct(4);

    const started = await signUpAndLogIn();
    const before = loginSuccessResponse.parse((await started.finish()).body);
    const accountCart = addCartItemResponse.parse(
      (await add({ product_pk: shared.id, size: shared.size, quantity: 1 }, auth(before.token))).body,
    ).cart_id;
    await add({ product_pk: scarce.id, size: scarce.size, quantity: 3 }, auth(before.token));

    const guestCart = await guestCartWith(shared, 2);
    await add({ product_pk: guestOnly.id, size: guestOnly.size, quantity: 1, cart_id: guestCart });
    await add({ product_pk: scarce.id, size: scarce.size, quantity: 3, cart_id: guestCart });

    const again = await logIn(started.phone, { cart_id: guestCart });
    const merged = loginSuccessResponse.parse((await again.finish()).body);
    expect(merged.cart_id).toBe(accountCart);

    const quantities = new Map(
      (await cartLines(accountCart)).map((line) => [Number(line.product_id), Number(line.quantity)]),
    );
    expect(Object.fromEntries(quantities)).toEqual({ [shared.id]: 3, [guestOnly.id]: 1, [scarce.id]: 4 });
    expect(
      await database().db.selectFrom('carts').select('id').where('public_id', '=', guestCart).executeTakeFirst(),
    ).toBeUndefined();
    expect((await read(`?cart_id=${guestCart}`)).status).toBe(404);
    expect(getCartItemsResponse.parse((await read('', auth(merged.token))).body).count).toBe(8);
  });

  it('turns the guest cart into the first cart of an account that had none', async () => {
    const product = await stockedProduct();
    const guestCart = await guestCartWith(product, 2);
    await add({ product_pk: product.id, size: product.size, quantity: 1, cart_id: guestCart, currency: 'INR' });
    const customer = await session({ cart_id: guestCart });
    expect(customer.cart_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const cart = getCartItemsResponse.parse((await read('', auth(customer.token))).body);
    expect(cart.cart_id).toBe(customer.cart_id);
    expect(cart.currency).toBe('INR');
    expect(cart.data.data.map((item) => [item.product_pk, item.quantity])).toEqual([[product.id, 3]]);
  });

  it("leaves another customer's cart alone when its cart_id is sent at login", async () => {
    const product = await stockedProduct();
    const owner = await session();
    const ownerCart = addCartItemResponse.parse(
      (await add({ product_pk: product.id, size: product.size, quantity: 2 }, auth(owner.token))).body,
    ).cart_id;
    const intruder = await session({ cart_id: ownerCart });
    expect(intruder.cart_id).toBeNull();
    expect((await cartLines(ownerCart)).map((line) => Number(line.quantity))).toEqual([2]);
  });

  it('loses nothing and doubles nothing when the same merge runs twice at once', async () => {
    const shared = await stockedProduct(30);
    const guestOnly = await stockedProduct(30);
    const customer = await session();
    const accountCart = addCartItemResponse.parse(
      (await add({ product_pk: shared.id, size: shared.size, quantity: 1 }, auth(customer.token))).body,
    ).cart_id;
    const guestCart = await guestCartWith(shared, 2);
    await add({ product_pk: guestOnly.id, size: guestOnly.size, quantity: 5, cart_id: guestCart });

    const { db, dialect } = database();
    const now = new Date().toISOString();
    const results = await Promise.all(
      [1, 2].map(() =>
        mergeGuestCartIntoUserCart(db, dialect, {
          guestPublicId: guestCart,
          userId: customer.user.id,
          newPublicId: crypto.randomBytes(24).toString('base64url'),
          now,
        }),
      ),
    );
    expect(results.map((cart) => cart?.public_id)).toEqual([accountCart, accountCart]);
    const quantities = Object.fromEntries(
      (await cartLines(accountCart)).map((line) => [Number(line.product_id), Number(line.quantity)]),
    );
    expect(quantities).toEqual({ [shared.id]: 3, [guestOnly.id]: 5 });
    expect(
      await db.selectFrom('carts').select('id').where('public_id', '=', guestCart).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('gives a guest cart to exactly one account when two logins merge it at once', async () => {
    const product = await stockedProduct(30);
    const guestCart = await guestCartWith(product, 4);
    const first = await signUpAndLogIn({ cart_id: guestCart });
    const second = await signUpAndLogIn({ cart_id: guestCart });
    const sessions = (await Promise.all([first.finish(), second.finish()])).map((response) => {
      expect(response.status).toBe(200);
      return loginSuccessResponse.parse(response.body);
    });
    const carts = await Promise.all(
      sessions.map(async (s) => getCartItemsResponse.parse((await read('', auth(s.token))).body)),
    );
    const counts = carts.map((cart) => cart.count).sort();
    expect(counts).toEqual([0, 4]);
    expect(sessions.filter((s) => s.cart_id !== null)).toHaveLength(1);
  });
});
