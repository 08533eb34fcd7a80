/**
 * GET /api/order-detail/ and GET /api/order-invoice/ through their route
 * handlers, on a real database: the owner sees the order and downloads its
 * invoice; anyone else gets the same 404 as for a number that does not exist.
 */
import { apiErrorBody, createOrderCardResponse, createOrderCashResponse, orderDetailResponse } from '@/lib/contract';
import { toInr } from '@/lib/money';
import { LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/accounts/auth';
import { NO_INVOICE_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '@/lib/server/services/orders/order-detail';
import {
  createTestCustomer,
  DELIVERY,
  stockTestProduct,
  withPaymentsHarness,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { GET as getOrderDetail } from './order-detail/route';
import { GET as getOrderInvoice } from './order-invoice/route';
import { POST as razorpayWebhook } from './webhooks/razorpay/route';
import { POST as paypalWebhook } from './webhooks/paypal/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
withPaymentsHarness({ '/api/webhooks/razorpay/': razorpayWebhook, '/api/webhooks/paypal/': paypalWebhook });

async function addToCart(customer: TestCustomer, product: TestProduct, quantity: number, currency: 'USD' | 'INR') {
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      {
        product_pk: product.id,
        size: product.size,
        quantity,
        offer_price: 0.01,
        mrp: 0.01,
        is_direct_buy: false,
        currency,
      },
      customer.auth,
    ),
  );
  expect(added.status).toBe(200);
}

/** A cash-on-delivery order of two pieces at $10 (INR), as the customer. */
async function placeCashOrder(customer: TestCustomer, product: TestProduct): Promise<string> {
  await addToCart(customer, product, 2, 'INR');
  const total = toInr(10) * 2 + 39;
  const placed = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson(
      {
        amount: total * 100,
        currency: 'INR',
        promo_code: 'Nil',
        cart_id: 'ignored',
        cash_on_delivery: true,
        ...DELIVERY,
      },
      customer.auth,
    ),
  );
  expect(placed.status).toBe(200);
  return createOrderCashResponse.parse(placed.body).order_id;
}

describe('GET /api/order-detail/', () => {
  it('answers the owner with status, lines, totals and the delivery address', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const orderNumber = await placeCashOrder(customer, product);

    const { status, body, headers } = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${orderNumber}`, {
      headers: customer.auth,
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const { data } = orderDetailResponse.parse(body);
    expect(data).toMatchObject({
      order_id: orderNumber,
      status: 'cod_confirmed',
      payment_method: 'cod',
      currency: 'INR',
      shipping: 39,
      total: toInr(10) * 2 + 39,
      delivery: {
        name: DELIVERY.name,
        delivery_address: DELIVERY.delivery_address,
        city: DELIVERY.city,
        pin_code: DELIVERY.pin_code,
      },
      lines: [{ product_pk: product.id, product_name: product.name, quantity: 2 }],
    });
  });

  it('answers the buyer what the confirmation page shows, with the expected delivery days; nobody else', async () => {
    const { db } = database();
    const buyer = await createTestCustomer(db);
    const stranger = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const orderNumber = await placeCashOrder(buyer, product);

    const mine = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${orderNumber}`, { headers: buyer.auth });
    expect(mine.status).toBe(200);
    const { data } = orderDetailResponse.parse(mine.body);
    expect(data).toMatchObject({ order_id: orderNumber, status: 'cod_confirmed', total: toInr(10) * 2 + 39 });
    expect(data.lines[0]).toMatchObject({ product_pk: product.id, size: product.size, quantity: 2 });
    expect(data.lines[0]?.image).not.toBe('');
    // India, normal shipping: 7 to 10 business days (Monday to Saturday) after the day it was placed, in India.
    const placedDay = new Date(new Date(data.created_at).getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const estimate = data.delivery_estimate;
    if (!estimate) throw new Error('a confirmed order has a delivery estimate');
    const daysAfter = (day: string) => (Date.parse(day) - Date.parse(placedDay)) / 86_400_000;
    expect(daysAfter(estimate.earliest)).toBeGreaterThanOrEqual(7);
    expect(daysAfter(estimate.earliest)).toBeLessThanOrEqual(9); // 7 business days span at most 9 calendar days
    expect(daysAfter(estimate.latest)).toBeGreaterThanOrEqual(10);
    expect(daysAfter(estimate.latest)).toBeLessThanOrEqual(12);
    expect(new Date(`${estimate.earliest}T00:00:00Z`).getUTCDay()).not.toBe(0);
    expect(new Date(`${estimate.latest}T00:00:00Z`).getUTCDay()).not.toBe(0);
    expect(data.tax_documents.map((document) => document.kind)).toEqual(['invoice']);

    const theirs = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${orderNumber}`, {
      headers: stranger.auth,
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(estimate.earliest);
    const guest = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${orderNumber}`);
    expect(guest.status).toBe(401);
  });

  it('answers 404 for another customer’s order and for an unknown number, 401 without a token', async () => {
    const { db } = database();
    const owner = await createTestCustomer(db);
    const stranger = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const orderNumber = await placeCashOrder(owner, product);

    const theirs = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${orderNumber}`, {
      headers: stranger.auth,
    });
    const unknown = await callRoute(getOrderDetail, '/api/order-detail/?order_id=JH-000000-NOTHERE0', {
      headers: owner.auth,
    });
    for (const answer of [theirs, unknown]) {
      expect(answer.status).toBe(404);
      expect(apiErrorBody.parse(answer.body)).toMatchObject({ code: 'not_found', message: ORDER_NOT_FOUND_MESSAGE });
    }
    const anonymous = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${orderNumber}`);
    expect(anonymous.status).toBe(401);
    expect(apiErrorBody.parse(anonymous.body).message).toBe(LOGIN_REQUIRED_MESSAGE);
    const missing = await callRoute(getOrderDetail, '/api/order-detail/', { headers: owner.auth });
    expect(missing.status).toBe(400);
    expect(apiErrorBody.parse(missing.body).field).toBe('order_id');
  });
});

describe('GET /api/order-invoice/', () => {
  it('answers the owner the invoice PDF as an attachment: the GST tax invoice the order was given', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const orderNumber = await placeCashOrder(customer, product);

    const response = await getOrderInvoice(
      new Request(`http://localhost:3000/api/order-invoice/?order_id=${orderNumber}`, { headers: customer.auth }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tax-invoice-INV\d{4}-\d{5}\.pdf"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
  });

  it('answers 404 for another customer’s order, 401 without a token, and 404 for an unpaid attempt', async () => {
    const { db } = database();
    const owner = await createTestCustomer(db);
    const stranger = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const orderNumber = await placeCashOrder(owner, product);

    const theirs = await callRoute(getOrderInvoice, `/api/order-invoice/?order_id=${orderNumber}`, {
      headers: stranger.auth,
    });
    expect(theirs.status).toBe(404);
    expect(apiErrorBody.parse(theirs.body)).toMatchObject({ code: 'not_found', message: ORDER_NOT_FOUND_MESSAGE });
    expect((await callRoute(getOrderInvoice, `/api/order-invoice/?order_id=${orderNumber}`)).status).toBe(401);

    await addToCart(owner, product, 1, 'USD');
    const pending = await callRoute(
      createOrder,
      '/api/create-order/',
      postJson({ amount: 1000, currency: 'USD', promo_code: 'Nil', cart_id: 'ignored', ...DELIVERY }, owner.auth),
    );
    expect(pending.status).toBe(200);
    const unpaid = createOrderCardResponse.parse(pending.body).order_id;
    const attempt = await callRoute(getOrderInvoice, `/api/order-invoice/?order_id=${unpaid}`, { headers: owner.auth });
    expect(attempt.status).toBe(404);
    expect(apiErrorBody.parse(attempt.body).message).toBe(NO_INVOICE_MESSAGE);
  });
});
