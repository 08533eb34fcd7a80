/**
 * POST /api/validate-promo-code/ through its route handler, on a real
 * database with the demo promo codes (WELCOME10, FESTIVE15, FLAT5). The
 * discount comes from the customer's cart as the server prices it.
 */
import { addCartItemResponse, apiErrorBody, loginSuccessResponse, validatePromoCodeResponse } from '@/lib/contract';
import { toInr, usdToInrRate } from '@/lib/money';
import { LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/accounts/auth';
import {
  PROMO_ALREADY_USED_MESSAGE,
  PROMO_APPLIED_MESSAGE,
  PROMO_EMPTY_CART_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_FIRST_ORDER_MESSAGE,
  PROMO_INVALID_MESSAGE,
  PROMO_NOT_STARTED_MESSAGE,
  PROMO_USED_UP_MESSAGE,
} from '@/lib/server/services/cart/promo';
import { codeOf, messagesWrittenBy, withTemporaryOutbox } from '@/lib/testing/outbox';
import { addPromo, redeemPromo } from '@/lib/testing/promos';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as signup } from './signup/route';
import { POST as login } from './login/route';
import { POST as addCartItem } from './cart-items/route';
import { POST as validatePromoCode } from './validate-promo-code/route';
import { firstItem } from '@/lib/list';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';

const database = withTestDatabase();

const outbox = withTemporaryOutbox();

let sequence = 0;

async function session() {
  sequence += 1;
  const phone = { country_code: '+91', mobile_number: `7${String(sequence).padStart(9, '0')}` };
  const address = { [PEER_ADDRESS_HEADER]: `10.40.0.${sequence}` };
  expect(
    (
      await callRoute(
        signup,
        '/api/signup/',
        postJson({ ...phone, email: `promo${sequence}@example.com`, first_name: 'Nisha', last_name: 'Rao' }, address),
      )
    ).status,
  ).toBe(201);
  const { written } = await messagesWrittenBy(outbox(), () =>
    callRoute(login, '/api/login/', postJson(phone, address)),
  );
  const code = codeOf(firstItem(written));
  const response = await callRoute(login, '/api/login/', postJson({ ...phone, code }, address));
  return loginSuccessResponse.parse(response.body);
}

/** An active product whose M size sells at `cents` USD, with plenty of stock. */
async function productAt(cents: number): Promise<number> {
  const { db } = database();
  const row = await db
    .selectFrom('products')
    .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
    .select('products.id')
    .where('products.is_active', '=', 1)
    .where('product_stock.size', '=', 'M')
    .orderBy('products.id', 'desc')
    .limit(1)
    .offset(sequence)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('products')
    .set({ offer_price_cents: cents, mrp_cents: cents * 2 })
    .where('id', '=', row.id)
    .execute();
  await db
    .updateTable('product_stock')
    .set({ quantity: 50, reserved: 0 })
    .where('product_id', '=', row.id)
    .where('size', '=', 'M')
    .execute();
  return Number(row.id);
}

/** A signed-in customer whose cart holds `quantity` × a product at `cents`, in `currency`. */
async function customerWithCart(cents: number, quantity: number, currency: 'USD' | 'INR' = 'USD') {
  const customer = await session();
  const productId = await productAt(cents);
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      { product_pk: productId, size: 'M', quantity, offer_price: 0.01, mrp: 0.01, is_direct_buy: false, currency },
      { authorization: `Token ${customer.token}` },
    ),
  );
  expect(added.status).toBe(200);
  return { ...customer, cart: addCartItemResponse.parse(added.body).data };
}

function validate(body: Record<string, unknown>, token?: string) {
  return callRoute(
    validatePromoCode,
    '/api/validate-promo-code/',
    postJson({ amount: 1, no_of_products: 1, ...body }, token ? { authorization: `Token ${token}` } : {}),
  );
}

async function expectRefused(response: { status: number; body: unknown }, message: string) {
  expect(response.status).toBe(400);
  expect(apiErrorBody.parse(response.body)).toMatchObject({ code: 'invalid_request', field: 'promo_code', message });
}

describe('POST /api/validate-promo-code/', () => {
  it('needs a token', async () => {
    const { status, body } = await validate({ promo_code: 'WELCOME10' });
    expect(status).toBe(401);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'unauthorized', message: LOGIN_REQUIRED_MESSAGE });
  });

  it('applies a percentage to the USD cart the server priced, whatever amount the browser sends', async () => {
    const customer = await customerWithCart(1234, 3);
    expect(customer.cart.subtotal).toBe(37.02);
    const { status, body } = await validate(
      { promo_code: ' welcome10 ', amount: 99999, no_of_products: 42 },
      customer.token,
    );
    expect(status).toBe(200);
    expect(validatePromoCodeResponse.parse(body)).toEqual({
      amount: 3.7,
      message: PROMO_APPLIED_MESSAGE,
      promo_code: 'WELCOME10',
      currency: 'USD',
    });
    expect(PROMO_APPLIED_MESSAGE).toBe('Promo code applied successfully.');
    // The client's own figure changes nothing.
    expect(
      validatePromoCodeResponse.parse((await validate({ promo_code: 'WELCOME10', amount: 0.5 }, customer.token)).body)
        .amount,
    ).toBe(3.7);
  });

  it('applies a percentage to an INR cart in rupees', async () => {
    const customer = await customerWithCart(2000, 2, 'INR');
    const subtotal = toInr(20) * 2;
    expect(customer.cart.subtotal).toBe(subtotal);
    const { body } = await validate({ promo_code: 'WELCOME10' }, customer.token);
    expect(validatePromoCodeResponse.parse(body)).toMatchObject({
      amount: Math.round(subtotal * 10) / 100,
      currency: 'INR',
    });
  });

  it('takes a fixed amount off in USD, or its rupee value in INR', async () => {
    const usd = await customerWithCart(1600, 2);
    expect(validatePromoCodeResponse.parse((await validate({ promo_code: 'FLAT5' }, usd.token)).body)).toMatchObject({
      amount: 5,
      currency: 'USD',
      promo_code: 'FLAT5',
    });
    const inr = await customerWithCart(1600, 2, 'INR');
    expect(validatePromoCodeResponse.parse((await validate({ promo_code: 'flat5' }, inr.token)).body)).toMatchObject({
      amount: Math.round(5 * usdToInrRate()),
      currency: 'INR',
    });
  });

  it('takes the rupee amount the shop set for rupee carts, and the dollar amount from dollar carts', async () => {
    await addPromo(database().db, { code: 'DIWALI500', kind: 'fixed', value: 700, value_inr_paise: 50_000 });
    const inr = await customerWithCart(1600, 2, 'INR');
    expect(
      validatePromoCodeResponse.parse((await validate({ promo_code: 'DIWALI500' }, inr.token)).body),
    ).toMatchObject({ amount: 500, currency: 'INR' });
    const usd = await customerWithCart(1600, 2);
    expect(
      validatePromoCodeResponse.parse((await validate({ promo_code: 'DIWALI500' }, usd.token)).body),
    ).toMatchObject({ amount: 7, currency: 'USD' });
  });

  it('keeps a first-order code for a customer with no sale order yet', async () => {
    await addPromo(database().db, { code: 'FIRSTKANTHA', kind: 'percent', value: 1500, first_order_only: 1 });
    const customer = await customerWithCart(2000, 1);
    expect((await validate({ promo_code: 'FIRSTKANTHA' }, customer.token)).status).toBe(200);
    // A paid order (with another code) makes the next one no longer the first.
    await redeemPromo(database().db, 'FLAT5', customer.user.id);
    await expectRefused(await validate({ promo_code: 'FIRSTKANTHA' }, customer.token), PROMO_FIRST_ORDER_MESSAGE);
  });

  it('refuses a code whose minimum order the cart does not reach, in USD even for an INR cart', async () => {
    const small = await customerWithCart(1000, 4);
    await expectRefused(
      await validate({ promo_code: 'FESTIVE15', amount: 500 }, small.token),
      'This promo code needs an order of at least $50.',
    );
    const smallInr = await customerWithCart(1000, 2, 'INR');
    await expectRefused(
      await validate({ promo_code: 'FLAT5' }, smallInr.token),
      'This promo code needs an order of at least $30.',
    );
    const enough = await customerWithCart(1000, 5);
    expect(
      validatePromoCodeResponse.parse((await validate({ promo_code: 'FESTIVE15' }, enough.token)).body).amount,
    ).toBe(7.5);
  });

  it('refuses a code the customer has used as often as allowed', async () => {
    const customer = await customerWithCart(1000, 1);
    await redeemPromo(database().db, 'WELCOME10', customer.user.id);
    await expectRefused(await validate({ promo_code: 'WELCOME10' }, customer.token), PROMO_ALREADY_USED_MESSAGE);
    // Someone else's use does not count against another customer.
    const other = await customerWithCart(1000, 1);
    expect((await validate({ promo_code: 'WELCOME10' }, other.token)).status).toBe(200);
  });

  it('refuses a code used as often as it may be in total', async () => {
    await addPromo(database().db, { code: 'ONCEONLY', kind: 'percent', value: 500 });
    await database().db.updateTable('promo_codes').set({ max_uses: 1 }).where('code', '=', 'ONCEONLY').execute();
    const first = await customerWithCart(1000, 1);
    await redeemPromo(database().db, 'ONCEONLY', first.user.id);
    const second = await customerWithCart(1000, 1);
    await expectRefused(await validate({ promo_code: 'ONCEONLY' }, second.token), PROMO_USED_UP_MESSAGE);
  });

  it('refuses a code outside its validity window, or switched off', async () => {
    const customer = await customerWithCart(1000, 1);
    const hour = 3_600_000;
    await addPromo(database().db, {
      code: 'SUMMER5',
      kind: 'percent',
      value: 500,
      starts_at: new Date(Date.now() - 48 * hour).toISOString(),
      ends_at: new Date(Date.now() - hour).toISOString(),
    });
    await addPromo(database().db, {
      code: 'SOON5',
      kind: 'percent',
      value: 500,
      starts_at: new Date(Date.now() + hour).toISOString(),
    });
    await addPromo(database().db, {
      code: 'NOW5',
      kind: 'percent',
      value: 500,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
    });
    await addPromo(database().db, { code: 'OFF5', kind: 'percent', value: 500, is_active: 0 });
    await expectRefused(await validate({ promo_code: 'SUMMER5' }, customer.token), PROMO_EXPIRED_MESSAGE);
    await expectRefused(await validate({ promo_code: 'SOON5' }, customer.token), PROMO_NOT_STARTED_MESSAGE);
    await expectRefused(await validate({ promo_code: 'OFF5' }, customer.token), PROMO_INVALID_MESSAGE);
    expect(validatePromoCodeResponse.parse((await validate({ promo_code: 'NOW5' }, customer.token)).body).amount).toBe(
      0.5,
    );
  });

  it('refuses an unknown code and an empty cart', async () => {
    const customer = await customerWithCart(1000, 1);
    await expectRefused(await validate({ promo_code: 'NOSUCHCODE' }, customer.token), PROMO_INVALID_MESSAGE);
    const empty = await session();
    await expectRefused(await validate({ promo_code: 'WELCOME10' }, empty.token), PROMO_EMPTY_CART_MESSAGE);
  });

  it('never takes off more than the subtotal', async () => {
    await addPromo(database().db, { code: 'HUGE', kind: 'fixed', value: 100_000 });
    const customer = await customerWithCart(1250, 1);
    expect(validatePromoCodeResponse.parse((await validate({ promo_code: 'HUGE' }, customer.token)).body).amount).toBe(
      12.5,
    );
  });

  it('answers 400 naming promo_code when it is missing', async () => {
    const customer = await session();
    const { status, body } = await callRoute(
      validatePromoCode,
      '/api/validate-promo-code/',
      postJson({ amount: 10 }, { authorization: `Token ${customer.token}` }),
    );
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).field).toBe('promo_code');
  });
});
