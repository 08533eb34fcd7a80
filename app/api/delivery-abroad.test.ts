/**
 * Delivery abroad (issue 12, item 9; decision 015) through the route
 * handlers, on a real database with the payment sandbox: the delivery
 * country on the order, the postal code checked by the country's own rule
 * (400 naming the field), cash on delivery in India only, and the saved
 * addresses a customer's next checkout starts from.
 */
import {
  apiErrorBody,
  createOrderCardResponse,
  createOrderCashResponse,
  listOrdersResponse,
  listSavedAddressesResponse,
} from '@/lib/contract';
import { toInr } from '@/lib/money';
import { insertOrder } from '@/lib/server/services/orders/repositories/orders';
import { LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/accounts/auth';
import { invoiceDataOf } from '@/lib/server/services/orders/invoices';
import { CASH_ON_DELIVERY_INDIA_ONLY_MESSAGE } from '@/lib/server/services/orders/orders';
import { SAVED_ADDRESSES_KEPT } from '@/lib/server/services/accounts/saved-addresses';
import {
  createTestCustomer,
  DELIVERY,
  findOrder,
  stockTestProduct,
  withPaymentsHarness,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { GET as listOrders } from './orders/route';
import { GET as listSavedAddresses } from './saved-addresses/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
withPaymentsHarness({});

/** A delivery in the United States, as the form sends it. */
const NEW_YORK = {
  delivery_address: '350 Fifth Avenue',
  name: 'Asha Verma',
  country: 'US',
  country_code: '+1',
  mobile_number: '2125550100',
  pin_code: '10118',
  city: 'New York',
  state: 'NY',
  comment: 'Leave with the doorman',
};

async function addToCart(customer: TestCustomer, product: TestProduct, currency: 'USD' | 'INR' = 'USD') {
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      {
        product_pk: product.id,
        size: product.size,
        quantity: 1,
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

function order(body: Record<string, unknown>, customer: TestCustomer) {
  return callRoute(createOrder, '/api/create-order/', postJson(body, customer.auth));
}

function cardBody(totalMinor: number, currency: string, delivery: Record<string, unknown>) {
  return { amount: totalMinor, currency, promo_code: 'Nil', ...delivery };
}

async function savedAddressesOf(customer: TestCustomer) {
  const { status, body } = await callRoute(listSavedAddresses, '/api/saved-addresses/', { headers: customer.auth });
  expect(status).toBe(200);
  return listSavedAddressesResponse.parse(body).data;
}

async function customerWithCart(priceCents = 1000, currency: 'USD' | 'INR' = 'USD') {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents, quantity: 20 });
  await addToCart(customer, product, currency);
  return { customer, product };
}

describe('POST /api/create-order/ with a delivery country', () => {
  it('stores a delivery in the United States with its country, its ZIP code and its calling code', async () => {
    const { customer } = await customerWithCart();
    const { status, body } = await order(
      cardBody(1000, 'USD', { ...NEW_YORK, country: 'us', pin_code: '101181234', country_code: undefined }),
      customer,
    );
    expect(status).toBe(200);
    const answer = createOrderCardResponse.parse(body);
    const stored = await findOrder(database().db, answer.order_id);
    // The server writes the code upper case, the 9-digit ZIP as ZIP+4, and the country's calling code when none came.
    expect(stored).toMatchObject({
      country: 'US',
      pin_code: '10118-1234',
      country_code: '+1',
      city: 'New York',
      state: 'NY',
    });

    const listed = listOrdersResponse.parse(
      (await callRoute(listOrders, '/api/orders/', { headers: customer.auth })).body,
    );
    expect(listed.data[0]?.delivery).toMatchObject({ country: 'US', pin_code: '10118-1234', country_code: '+1' });
    expect(invoiceDataOf(stored, []).billTo).toEqual([
      'Asha Verma',
      '350 Fifth Avenue',
      'New York, NY, 10118-1234',
      'United States',
      'Phone: +1 2125550100',
    ]);
  });

  it("checks the postal code by the delivery country's rule and names the field", async () => {
    const { customer } = await customerWithCart();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...DELIVERY, pin_code: '10118' }, 'pin_code: must be a 6-digit PIN code for India'],
      [{ ...DELIVERY, pin_code: '3020031' }, 'pin_code: must be a 6-digit PIN code for India'],
      [{ ...NEW_YORK, pin_code: '302003' }, 'pin_code: must be a ZIP code of 5 or 9 digits for United States'],
      [{ ...NEW_YORK, pin_code: '1011' }, 'pin_code: must be a ZIP code of 5 or 9 digits for United States'],
      [
        { ...NEW_YORK, country: 'GB', pin_code: '10118' },
        'pin_code: must be a postcode such as SW1A 1AA for United Kingdom',
      ],
      [{ ...NEW_YORK, pin_code: '' }, 'pin_code: is required'],
    ];
    for (const [delivery, message] of refusals) {
      const { status, body } = await order(cardBody(1000, 'USD', delivery), customer);
      expect(status).toBe(400);
      expect(apiErrorBody.parse(body)).toMatchObject({ code: 'invalid_request', field: 'pin_code', message });
    }
    const unknownCountry = await order(cardBody(1000, 'USD', { ...NEW_YORK, country: 'XX' }), customer);
    expect(unknownCountry.status).toBe(400);
    expect(apiErrorBody.parse(unknownCountry.body)).toMatchObject({
      field: 'country',
      message: expect.stringMatching(/^country: must be a country the shop delivers to \(IN, /),
    });
    expect(
      await database().db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute(),
    ).toHaveLength(0);

    // A UK postcode without its space, and the Emirates with no postal code at all, go through.
    const london = await order(
      cardBody(1000, 'USD', { ...NEW_YORK, country: 'GB', country_code: '+44', pin_code: 'sw1a1aa' }),
      customer,
    );
    expect(london.status).toBe(200);
    expect(await findOrder(database().db, createOrderCardResponse.parse(london.body).order_id)).toMatchObject({
      country: 'GB',
      pin_code: 'SW1A 1AA',
    });
    const dubai = await order(
      cardBody(1000, 'USD', {
        ...NEW_YORK,
        country: 'AE',
        country_code: '+971',
        pin_code: '',
        city: 'Dubai',
        state: 'Dubai',
      }),
      customer,
    );
    expect(dubai.status).toBe(200);
    expect(await findOrder(database().db, createOrderCardResponse.parse(dubai.body).order_id)).toMatchObject({
      country: 'AE',
      pin_code: '',
    });
  });

  it('delivers to India when the body names no country (the spec clients)', async () => {
    const { customer } = await customerWithCart();
    const { status, body } = await order(cardBody(1000, 'USD', DELIVERY), customer);
    expect(status).toBe(200);
    expect(await findOrder(database().db, createOrderCardResponse.parse(body).order_id)).toMatchObject({
      country: 'IN',
      pin_code: '302003',
      country_code: '+91',
    });
  });

  it('takes cash on delivery only for a delivery in India', async () => {
    const { customer } = await customerWithCart(1000, 'INR');
    const total = toInr(10) + 39;
    const abroad = await order({ ...cardBody(total * 100, 'INR', { ...NEW_YORK }), cash_on_delivery: true }, customer);
    expect(abroad.status).toBe(400);
    expect(apiErrorBody.parse(abroad.body)).toMatchObject({
      field: 'cash_on_delivery',
      message: CASH_ON_DELIVERY_INDIA_ONLY_MESSAGE,
    });
    expect(CASH_ON_DELIVERY_INDIA_ONLY_MESSAGE).toBe('Cash on delivery is available for delivery in India only.');

    const home = await order(
      { ...cardBody(total * 100, 'INR', { ...DELIVERY, country: 'IN' }), cash_on_delivery: true },
      customer,
    );
    expect(home.status).toBe(200);
    expect(await findOrder(database().db, createOrderCashResponse.parse(home.body).order_id)).toMatchObject({
      country: 'IN',
      status: 'cod_confirmed',
    });
  });

  it('gives orders written before the country existed India (the column default)', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const now = new Date().toISOString();
    const row = await insertOrder(db, {
      public_id: `JH-OLD-${customer.id}`,
      user_id: customer.id,
      cart_id: null,
      status: 'cod_confirmed',
      payment_method: 'cod',
      currency: 'INR',
      subtotal_minor: 100,
      discount_minor: 0,
      shipping_minor: 0,
      total_minor: 100,
      promo_code: null,
      ...DELIVERY,
      provider_order_id: null,
      idempotency_key: null,
      client_idempotency_key: null,
      reservation_expires_at: null,
      paid_at: null,
      last_payment_error: null,
      created_at: now,
      updated_at: now,
    });
    expect(row.country).toBe('IN');
  });
});

describe('GET /api/saved-addresses/', () => {
  it('needs a token', async () => {
    const { status, body } = await callRoute(listSavedAddresses, '/api/saved-addresses/');
    expect(status).toBe(401);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'unauthorized', message: LOGIN_REQUIRED_MESSAGE });
  });

  it('offers the address of the last order first, as the server stored it, and only to its customer', async () => {
    const { customer } = await customerWithCart();
    const stranger = await createTestCustomer(database().db);
    expect(await savedAddressesOf(customer)).toEqual([]);

    expect((await order(cardBody(1000, 'USD', DELIVERY), customer)).status).toBe(200);
    const { comment: _comment, ...newYork } = NEW_YORK;
    // Another address is another submit: a new order (replacing the unpaid first one).
    expect((await order(cardBody(1000, 'USD', { ...NEW_YORK, pin_code: ' 10118 ' }), customer)).status).toBe(200);
    expect(await savedAddressesOf(customer)).toEqual([
      { ...newYork, pin_code: '10118' },
      {
        country: 'IN',
        name: DELIVERY.name,
        delivery_address: DELIVERY.delivery_address,
        city: DELIVERY.city,
        state: DELIVERY.state,
        pin_code: DELIVERY.pin_code,
        country_code: '+91',
        mobile_number: DELIVERY.mobile_number,
      },
    ]);
    expect(await savedAddressesOf(stranger)).toEqual([]);

    // Ordering to the Indian address again (another note: a new submit) makes it the last used, without a copy.
    expect((await order(cardBody(1000, 'USD', { ...DELIVERY, comment: 'Another note' }), customer)).status).toBe(200);
    const again = await savedAddressesOf(customer);
    expect(again.map((address) => address.country)).toEqual(['IN', 'US']);
  });

  it(`keeps the ${SAVED_ADDRESSES_KEPT} last used addresses`, async () => {
    const { customer } = await customerWithCart();
    for (let index = 1; index <= SAVED_ADDRESSES_KEPT + 2; index += 1) {
      expect(
        (await order(cardBody(1000, 'USD', { ...NEW_YORK, delivery_address: `${index} Fifth Avenue` }), customer))
          .status,
      ).toBe(200);
    }
    const kept = await savedAddressesOf(customer);
    expect(kept.map((address) => address.delivery_address)).toEqual([
      '7 Fifth Avenue',
      '6 Fifth Avenue',
      '5 Fifth Avenue',
      '4 Fifth Avenue',
      '3 Fifth Avenue',
    ]);
    const stored = await database()
      .db.selectFrom('saved_addresses')
      .select('id')
      .where('user_id', '=', customer.id)
      .execute();
    expect(stored).toHaveLength(SAVED_ADDRESSES_KEPT);
  });

  it('saves nothing from an order the server refused', async () => {
    const { customer } = await customerWithCart();
    expect((await order(cardBody(999, 'USD', NEW_YORK), customer)).status).toBe(409);
    expect((await order(cardBody(1000, 'USD', { ...NEW_YORK, pin_code: 'ABC' }), customer)).status).toBe(400);
    expect(await savedAddressesOf(customer)).toEqual([]);
  });
});
