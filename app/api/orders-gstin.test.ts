/**
 * POST /api/create-order/ with a business buyer's GSTIN (issue 30): kept on
 * the order for a B2B invoice; a wrong check character, a missing legal name
 * or an export is refused with 400 naming the field, and no order is written.
 */
import { apiErrorBody, createOrderCashResponse } from '@/lib/contract';
import { BUYER_LEGAL_NAME_REQUIRED_MESSAGE, GSTIN_INDIA_ONLY_MESSAGE } from '@/lib/contract/orders';
import { GSTIN_MESSAGES, gstinCheckCharacter } from '@/lib/gst/gstin';
import { toInr } from '@/lib/money';
import {
  createTestCustomer,
  DELIVERY,
  findOrder,
  stockTestProduct,
  withPaymentsHarness,
  type TestCustomer,
} from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { POST as razorpayWebhook } from './webhooks/razorpay/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
withPaymentsHarness({ '/api/webhooks/razorpay/': razorpayWebhook });

const GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

async function cashOrderWith(customer: TestCustomer, extra: Record<string, unknown>) {
  const { db } = database();
  const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      {
        product_pk: product.id,
        size: product.size,
        quantity: 1,
        offer_price: 1,
        mrp: 1,
        is_direct_buy: false,
        currency: 'INR',
      },
      customer.auth,
    ),
  );
  expect(added.status).toBe(200);
  const body = {
    amount: (toInr(10) + 39) * 100,
    currency: 'INR',
    promo_code: 'Nil',
    cart_id: 'ignored',
    cash_on_delivery: true,
    ...DELIVERY,
    ...extra,
  };
  return callRoute(createOrder, '/api/create-order/', postJson(body, customer.auth));
}

async function countOrders(userId: number) {
  const rows = await database().db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('POST /api/create-order/ with a GSTIN', () => {
  it('keeps a valid GSTIN (upper-cased) and the legal name on the order', async () => {
    const customer = await createTestCustomer(database().db);
    const { status, body } = await cashOrderWith(customer, {
      gstin: GSTIN.toLowerCase(),
      buyer_legal_name: 'Verma Textiles LLP',
    });
    expect(status).toBe(200);
    const placed = createOrderCashResponse.parse(body);
    expect(await findOrder(database().db, placed.order_id)).toMatchObject({
      buyer_gstin: GSTIN,
      buyer_legal_name: 'Verma Textiles LLP',
      state: 'Rajasthan',
    });
  });

  it('keeps none without a GSTIN', async () => {
    const customer = await createTestCustomer(database().db);
    const { status, body } = await cashOrderWith(customer, { gstin: '', buyer_legal_name: 'Ignored Pvt Ltd' });
    expect(status).toBe(200);
    expect(await findOrder(database().db, createOrderCashResponse.parse(body).order_id)).toMatchObject({
      buyer_gstin: null,
      buyer_legal_name: null,
    });
  });

  it.each([
    [
      'a wrong check character',
      { gstin: `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`, buyer_legal_name: 'V LLP' },
      'gstin',
      GSTIN_MESSAGES.check,
    ],
    ['no legal name', { gstin: GSTIN }, 'buyer_legal_name', BUYER_LEGAL_NAME_REQUIRED_MESSAGE],
    [
      'delivery abroad',
      { gstin: GSTIN, buyer_legal_name: 'V LLP', country: 'US', pin_code: '10001' },
      'gstin',
      GSTIN_INDIA_ONLY_MESSAGE,
    ],
  ])('refuses %s with 400 naming the field, writing no order', async (_case, extra, field, message) => {
    const customer = await createTestCustomer(database().db);
    const { status, body } = await cashOrderWith(customer, extra);
    expect(status).toBe(400);
    const error = apiErrorBody.parse(body);
    expect(error).toMatchObject({ code: 'invalid_request', field });
    expect(error.errors).toEqual([{ field, message }]);
    expect(await countOrders(customer.id)).toBe(0);
  });
});
