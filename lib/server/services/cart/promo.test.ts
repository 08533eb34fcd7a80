/**
 * The promo rules (checkPromoCode), as POST /api/validate-promo-code/ and
 * create-order apply them, at their edges: the discount of the cart the
 * server priced, the minimum order in USD cents, the usage limits in total
 * and per customer, the validity window and the switch; and through
 * create-order, that a code refused uses nothing up (no order, no use, no
 * stock held) while the last use allowed goes to one order only. Real
 * database (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
 */
import crypto from 'node:crypto';
import { ApiError, apiErrorBody, createOrderCardResponse } from '@/lib/contract';
import { usdToInrRate } from '@/lib/money';
import {
  createTestCustomer,
  DELIVERY,
  readStock,
  stockTestProduct,
  withPaymentsHarness,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { addPromo, redeemPromo } from '@/lib/testing/promos';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from '@/app/api/cart-items/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import {
  checkPromoCode,
  PROMO_ALREADY_USED_MESSAGE,
  PROMO_EMPTY_CART_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_INVALID_MESSAGE,
  PROMO_NOT_STARTED_MESSAGE,
  PROMO_USED_UP_MESSAGE,
  promoMinimumMessage,
  type PricedCartForPromo,
} from './promo';

jest.setTimeout(60_000);
const database = withTestDatabase();
// create-order asks Razorpay (the sandbox) for the order it pays.
withPaymentsHarness({});

const NOW = '2026-11-26T12:00:00.000Z';

/** A USD cart of `cents`, as the server priced it. */
const usdCart = (cents: number, count = 1): PricedCartForPromo => ({
  count,
  subtotal: cents / 100,
  subtotalUsdCents: cents,
  currency: 'USD',
});

/** A code of its own for each use (the file's tests share one database). */
function uniqueCode(prefix: string): string {
  return `${prefix}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
}

async function customerId(): Promise<number> {
  return (await createTestCustomer(database().db)).id;
}

function check(code: string, priced: PricedCartForPromo, userId: number, options = {}) {
  return checkPromoCode(database().db, code, priced, userId, NOW, options);
}

/** The refusal's message, after checking it is the promo_code field's 400. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'invalid_request', status: 400, field: 'promo_code' });
  return (error as ApiError).message;
}

describe('checkPromoCode', () => {
  it('takes a percentage or a fixed amount off the priced subtotal, never more than it, whatever the case typed', async () => {
    const userId = await customerId();
    const percent = uniqueCode('PCT');
    const id = await addPromo(database().db, { code: percent, kind: 'percent', value: 1500 });
    expect(await check(percent.toLowerCase(), usdCart(4000), userId)).toEqual({ id, code: percent, discount: 6 });
    // 15 % of 33.33 is 4.9995: rounded to the cent.
    expect((await check(percent, usdCart(3333), userId)).discount).toBe(5);

    const fixed = uniqueCode('FIX');
    await addPromo(database().db, { code: fixed, kind: 'fixed', value: 500 });
    expect((await check(fixed, usdCart(2000), userId)).discount).toBe(5);
    expect((await check(fixed, usdCart(300), userId)).discount).toBe(3);
    // In an INR cart the fixed USD amount is taken off in rupees.
    const inr: PricedCartForPromo = { count: 1, subtotal: 4000, subtotalUsdCents: 4000, currency: 'INR' };
    expect((await check(fixed, inr, userId)).discount).toBe(Math.round(5 * usdToInrRate()));
  });

  it('needs the minimum order in USD cents, for an INR cart too: one cent short is refused, the minimum itself applies', async () => {
    const userId = await customerId();
    const code = uniqueCode('MIN');
    await addPromo(database().db, { code, kind: 'percent', value: 1000, min_order_cents: 5000 });
    expect(await refusal(check(code, usdCart(4999), userId))).toBe('This promo code needs an order of at least $50.');
    expect((await check(code, usdCart(5000), userId)).discount).toBe(5);
    // 4999 US cents priced as ₹5,000: the USD figure decides.
    const inr: PricedCartForPromo = { count: 1, subtotal: 5000, subtotalUsdCents: 4999, currency: 'INR' };
    expect(await refusal(check(code, inr, userId))).toBe(promoMinimumMessage(5000));
    expect(promoMinimumMessage(2550)).toBe('This promo code needs an order of at least $25.50.');
  });

  it('counts its uses: refused once used as often as it may be in total, or by this customer; not before', async () => {
    const { db } = database();
    const [first, second, third] = [await customerId(), await customerId(), await customerId()];
    const total = uniqueCode('TWICE');
    await addPromo(db, { code: total, kind: 'percent', value: 500, max_uses: 2 });
    await redeemPromo(db, total, first);
    expect((await check(total, usdCart(2000), second)).discount).toBe(1);
    await redeemPromo(db, total, second);
    expect(await refusal(check(total, usdCart(2000), third))).toBe(PROMO_USED_UP_MESSAGE);

    const perCustomer = uniqueCode('ONCE');
    await addPromo(db, { code: perCustomer, kind: 'percent', value: 500, max_uses_per_customer: 1 });
    await redeemPromo(db, perCustomer, first);
    expect(await refusal(check(perCustomer, usdCart(2000), first))).toBe(PROMO_ALREADY_USED_MESSAGE);
    // Another customer's use does not count against this one.
    expect((await check(perCustomer, usdCart(2000), second)).discount).toBe(1);
  });

  it('applies from its start to just before its end, only while switched on, and only to a cart with something in it', async () => {
    const userId = await customerId();
    const code = uniqueCode('WIN');
    await addPromo(database().db, {
      code,
      kind: 'percent',
      value: 500,
      starts_at: NOW,
      ends_at: '2026-11-27T12:00:00.000Z',
    });
    const at = (now: string) => checkPromoCode(database().db, code, usdCart(2000), userId, now);
    expect(await refusal(at('2026-11-26T11:59:59.999Z'))).toBe(PROMO_NOT_STARTED_MESSAGE);
    expect((await at(NOW)).discount).toBe(1);
    expect((await at('2026-11-27T11:59:59.999Z')).discount).toBe(1);
    expect(await refusal(at('2026-11-27T12:00:00.000Z'))).toBe(PROMO_EXPIRED_MESSAGE);

    const off = uniqueCode('OFF');
    await addPromo(database().db, { code: off, kind: 'percent', value: 500, is_active: 0 });
    expect(await refusal(check(off, usdCart(2000), userId))).toBe(PROMO_INVALID_MESSAGE);
    expect(await refusal(check(uniqueCode('NONE'), usdCart(2000), userId))).toBe(PROMO_INVALID_MESSAGE);

    // The promo form asks for items; create-order prices the order it places and does not.
    expect(await refusal(check(code, usdCart(0, 0), userId, { requireItems: true }))).toBe(PROMO_EMPTY_CART_MESSAGE);
  });

  it("locks the code's row before judging its window and limits (create-order's transaction), and only a code it found", async () => {
    const userId = await customerId();
    const code = uniqueCode('LOCK');
    const id = await addPromo(database().db, { code, kind: 'percent', value: 500, max_uses: 0 });
    const locked: number[] = [];
    const lock = async (promoId: number) => {
      locked.push(promoId);
    };
    expect(await refusal(check(code, usdCart(2000), userId, { lock }))).toBe(PROMO_USED_UP_MESSAGE);
    expect(locked).toEqual([id]);
    expect(await refusal(check(uniqueCode('NONE'), usdCart(2000), userId, { lock }))).toBe(PROMO_INVALID_MESSAGE);
    expect(locked).toEqual([id]);
  });
});

describe('create-order with a promo code', () => {
  /** Two pieces of the product in the customer's USD cart: 20.00 USD, 18.00 with 10 % off. */
  async function fillCart(customer: TestCustomer, product: TestProduct) {
    const added = await callRoute(
      addCartItem,
      '/api/cart-items/',
      postJson({ product_pk: product.id, size: product.size, quantity: 2, currency: 'USD' }, customer.auth),
    );
    expect(added.status).toBe(200);
  }

  /** A card order of the cart with the code, for the total the code would make. */
  function placeWith(customer: TestCustomer, code: string) {
    return callRoute(
      createOrder,
      '/api/create-order/',
      postJson({ amount: 1800, currency: 'USD', promo_code: code, ...DELIVERY }, customer.auth),
    );
  }

  /** What placing an order can use up: the customers' orders, the codes' uses, the product's stock. */
  async function usage(customers: TestCustomer[], codes: string[], product: TestProduct) {
    const { db } = database();
    const userIds = customers.map((customer) => customer.id);
    const orders = await db
      .selectFrom('orders')
      .select(['public_id', 'promo_code'])
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .execute();
    const uses = await db
      .selectFrom('promo_redemptions')
      .innerJoin('promo_codes', 'promo_codes.id', 'promo_redemptions.promo_code_id')
      .innerJoin('orders', 'orders.id', 'promo_redemptions.order_id')
      .select(['promo_codes.code', 'promo_redemptions.user_id', 'orders.public_id as order_number'])
      .where('promo_codes.code', 'in', codes)
      .orderBy('promo_redemptions.id')
      .execute();
    return { orders, uses, stock: await readStock(db, product) };
  }

  it('refuses a code past its limits, outside its window or under its minimum without using anything up; the last use goes to one order', async () => {
    const { db } = database();
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 10 });
    const [first, second] = [await createTestCustomer(db), await createTestCustomer(db)];
    const usedUp = uniqueCode('USED');
    const usedByFirst = uniqueCode('ONCE');
    const expired = uniqueCode('PAST');
    const notYet = uniqueCode('SOON');
    const minimum = uniqueCode('MIN');
    const last = uniqueCode('LAST');
    await addPromo(db, { code: usedUp, kind: 'percent', value: 1000, max_uses: 1 });
    await redeemPromo(db, usedUp, second.id);
    await addPromo(db, { code: usedByFirst, kind: 'percent', value: 1000, max_uses_per_customer: 1 });
    await redeemPromo(db, usedByFirst, first.id);
    await addPromo(db, { code: expired, kind: 'percent', value: 1000, ends_at: '2020-01-01T00:00:00.000Z' });
    await addPromo(db, { code: notYet, kind: 'percent', value: 1000, starts_at: '2099-01-01T00:00:00.000Z' });
    await addPromo(db, { code: minimum, kind: 'percent', value: 1000, min_order_cents: 2001 });
    await addPromo(db, { code: last, kind: 'percent', value: 1000, max_uses: 1 });
    const codes = [usedUp, usedByFirst, expired, notYet, minimum, last];
    await fillCart(first, product);

    for (const [refusedCode, message] of [
      [usedUp, PROMO_USED_UP_MESSAGE],
      [usedByFirst, PROMO_ALREADY_USED_MESSAGE],
      [expired, PROMO_EXPIRED_MESSAGE],
      [notYet, PROMO_NOT_STARTED_MESSAGE],
      [minimum, promoMinimumMessage(2001)],
    ] as const) {
      const before = await usage([first, second], codes, product);
      const refused = await placeWith(first, refusedCode);
      expect({ code: refusedCode, status: refused.status }).toEqual({ code: refusedCode, status: 400 });
      expect(apiErrorBody.parse(refused.body)).toMatchObject({ field: 'promo_code', message });
      expect(await usage([first, second], codes, product)).toEqual(before);
    }
    expect((await usage([first], codes, product)).stock).toEqual({ quantity: 10, reserved: 0 });

    // The code's one use goes to the first order placed with it; the next customer is refused and uses nothing.
    const placed = await placeWith(first, last);
    expect(placed.status).toBe(200);
    const orderNumber = createOrderCardResponse.parse(placed.body).order_id;
    await fillCart(second, product);
    const afterFirst = await usage([first, second], [last], product);
    expect(afterFirst.uses).toEqual([{ code: last, user_id: first.id, order_number: orderNumber }]);
    expect(afterFirst.orders).toContainEqual({ public_id: orderNumber, promo_code: last });
    expect(afterFirst.stock).toEqual({ quantity: 10, reserved: 2 });
    const refused = await placeWith(second, last);
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({ field: 'promo_code', message: PROMO_USED_UP_MESSAGE });
    expect(await usage([first, second], [last], product)).toEqual(afterFirst);
  });
});
