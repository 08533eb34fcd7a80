/**
 * The promo rules (checkPromoCode), as POST /api/validate-promo-code/ and
 * create-order apply them, at their edges: the discount of the cart the
 * server priced, the minimum order in USD cents, the usage limits in total
 * and per customer, the validity window and the switch. Real database
 * (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
 */
import crypto from 'node:crypto';
import { ApiError } from '@/lib/contract';
import { usdToInrRate } from '@/lib/money';
import { createTestCustomer } from '@/lib/testing/payments-harness';
import { addPromo, redeemPromo } from '@/lib/testing/promos';
import { withTestDatabase } from '@/lib/testing/test-database';
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
