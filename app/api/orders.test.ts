/**
 * POST /api/create-order/ and GET /api/orders/ through their route handlers,
 * on a real database, with the payment sandbox running as a real HTTP server
 * (the provider adapters talk to it over HTTP). The server prices the
 * customer's own cart; the browser's amount, prices and currency change nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  apiErrorBody,
  createOrderCardResponse,
  createOrderCashResponse,
  createOrderWalletResponse,
  listOrdersResponse,
  loginSuccessResponse,
  ORDER_PLACED_MESSAGE,
  paymentsConfigResponse,
} from '@/lib/contract';
import { toInr } from '@/lib/money';
import { resetConfigForTests } from '@/lib/server/config';
import { LOGIN_REQUIRED_MESSAGE } from '@/lib/server/services/accounts/auth';
import {
  CASH_ON_DELIVERY_INR_ONLY_MESSAGE,
  EMPTY_CART_MESSAGE,
  holdCapForSize,
  holdPerSizeLimitMessage,
  holdTotalLimitMessage,
  PROVIDER_UNREACHABLE_MESSAGE,
} from '@/lib/server/services/orders/orders';
import { expireStaleOrders } from '@/lib/server/services/orders/order-history';
import { PROMO_INVALID_MESSAGE } from '@/lib/server/services/cart/promo';
import { readOutbox } from '@/lib/testing/outbox';
import {
  createTestCustomer,
  findOrder,
  DELIVERY,
  readStock,
  withPaymentsHarness,
  stockTestProduct,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { GET as listOrders } from './orders/route';
import { GET as paymentsConfig } from './payments/config/route';
import { POST as signup } from './signup/route';
import { POST as login } from './login/route';
import { POST as razorpayWebhook } from './webhooks/razorpay/route';
import { POST as paypalWebhook } from './webhooks/paypal/route';
import { firstItem } from '@/lib/list';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';

jest.setTimeout(60_000);
const database = withTestDatabase();
const harness = withPaymentsHarness({
  '/api/webhooks/razorpay/': razorpayWebhook,
  '/api/webhooks/paypal/': paypalWebhook,
});

async function addToCart(
  customer: TestCustomer,
  product: TestProduct,
  quantity: number,
  currency: 'USD' | 'INR' = 'USD',
) {
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

function order(body: Record<string, unknown>, customer?: TestCustomer, headers: Record<string, string> = {}) {
  return callRoute(createOrder, '/api/create-order/', postJson(body, { ...(customer?.auth ?? {}), ...headers }));
}

/** The card path body of spec section 7: amount is the total × 100. */
function cardBody(totalMinor: number, currency: string, extra: Record<string, unknown> = {}) {
  return { amount: totalMinor, currency, promo_code: 'Nil', cart_id: 'ignored', ...DELIVERY, ...extra };
}

/** The wallet path body: razorpay false and amount = the total. */
function walletBody(totalMinor: number, currency: 'USD' | 'INR', extra: Record<string, unknown> = {}) {
  return {
    amount: totalMinor / 100,
    currency,
    promo_code: '',
    razorpay: false,
    cart_id: 'ignored',
    ...DELIVERY,
    ...extra,
  };
}

function storedOrder(orderNumber: string) {
  return findOrder(database().db, orderNumber);
}

async function countOrders(userId: number) {
  const row = await database()
    .db.selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/create-order/', () => {
  it('needs a token', async () => {
    const { status, body } = await order(cardBody(1000, 'USD'));
    expect(status).toBe(401);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'unauthorized', message: LOGIN_REQUIRED_MESSAGE });
  });

  it('works with a token from the real sign-up and login flow', async () => {
    const phone = { country_code: '+91', mobile_number: '7012345678' };
    expect(
      (
        await callRoute(
          signup,
          '/api/signup/',
          postJson({ ...phone, email: 'flow@example.com', first_name: 'Meera', last_name: 'Jain' }),
        )
      ).status,
    ).toBe(201);
    expect(
      (await callRoute(login, '/api/login/', postJson(phone, { [PEER_ADDRESS_HEADER]: '10.99.0.1' }))).status,
    ).toBe(200);
    const file = readOutbox(harness().outbox).find((entry) => entry.channel === 'sms' && entry.to === '+917012345678');
    const code = /\b(\d{6})\b/.exec(file!.body)![1];
    const session = loginSuccessResponse.parse(
      (await callRoute(login, '/api/login/', postJson({ ...phone, code }, { [PEER_ADDRESS_HEADER]: '10.99.0.1' })))
        .body,
    );
    const customer: TestCustomer = {
      id: session.user.id,
      token: session.token,
      email: session.user.email,
      auth: { authorization: `Token ${session.token}` },
    };
    const product = await stockTestProduct(database().db, { priceCents: 1500, quantity: 5 });
    await addToCart(customer, product, 1);
    const { status, body } = await order(cardBody(1500, 'USD'), customer);
    expect(status).toBe(200);
    expect(createOrderCardResponse.parse(body).data.amount).toBe(1500);
  });

  it('opens a Razorpay order for the card path, priced from the server cart, and holds the stock', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1234, quantity: 10 });
    await addToCart(customer, product, 2);
    const before = Date.now();

    const { status, body } = await order(cardBody(2468, 'USD'), customer);
    expect(status).toBe(200);
    const answer = createOrderCardResponse.parse(body);
    expect(answer.data).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 2468,
      currency: 'USD',
      key: 'rzp_test_sandbox',
    });
    expect(answer).toMatchObject({ payment_method: 'razorpay', status: 'pending', amount: 24.68, currency: 'USD' });
    expect(answer.order_id).toMatch(/^JH-\d{6}-[0-9A-Z]{8}$/);

    const stored = await storedOrder(answer.order_id);
    expect(stored).toMatchObject({
      status: 'pending',
      payment_method: 'razorpay',
      currency: 'USD',
      subtotal_minor: 2468,
      discount_minor: 0,
      shipping_minor: 0,
      total_minor: 2468,
      promo_code: null,
      provider_order_id: answer.data.id,
      name: DELIVERY.name,
      pin_code: DELIVERY.pin_code,
      comment: DELIVERY.comment,
    });
    const expires = new Date(stored.reservation_expires_at!).getTime();
    // RESERVATION_MINUTES defaults to 15: long enough for a card, UPI or PayPal payment, not half an hour.
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', stored.id).execute();
    expect(lines).toEqual([
      expect.objectContaining({
        product_id: product.id,
        size: 'M',
        quantity: 2,
        unit_price_minor: 1234,
        mrp_minor: 2468,
        product_name: product.name,
      }),
    ]);
    expect(await readStock(db, product)).toEqual({ quantity: 10, reserved: 2 });

    // The provider knows the order with our number as receipt, for exactly the total.
    const remote = await db
      .selectFrom('sandbox_razorpay_orders')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(remote).toMatchObject({ amount: 2468, currency: 'USD', receipt: answer.order_id, status: 'created' });
    expect(JSON.parse(remote.notes)).toEqual({ order_id: answer.order_id });
  });

  it('prices an INR cart by the rupee rule and charges paise', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 2000, quantity: 10 });
    await addToCart(customer, product, 2, 'INR');
    const total = toInr(20) * 2;
    const { status, body } = await order(cardBody(total * 100, 'INR'), customer);
    expect(status).toBe(200);
    expect(createOrderCardResponse.parse(body).data).toMatchObject({ amount: total * 100, currency: 'INR' });
    const stored = await storedOrder(createOrderCardResponse.parse(body).order_id);
    const line = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(Number(line.unit_price_minor)).toBe(toInr(20) * 100);
  });

  it('opens a PayPal order for the wallet path whose figures add up', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const first = await stockTestProduct(db, { priceCents: 1999, quantity: 10 });
    const second = await stockTestProduct(db, { priceCents: 550, quantity: 10 });
    await addToCart(customer, first, 2);
    await addToCart(customer, second, 1);
    const totalMinor = 1999 * 2 + 550;
    const { status, body } = await order(walletBody(totalMinor, 'USD', { promo_code: 'WELCOME10' }), customer);
    // WELCOME10 takes 10% off, so the undiscounted amount is refused and the answer names the real total.
    expect(status).toBe(409);
    const discounted = totalMinor - Math.round(totalMinor / 10);
    expect(apiErrorBody.parse(body)).toEqual({
      code: 'conflict',
      field: 'amount',
      message: `The order total has changed to $${(discounted / 100).toFixed(2)}. Please review your cart and try again.`,
    });

    const placed = await order(walletBody(discounted, 'USD', { promo_code: 'WELCOME10' }), customer);
    expect(placed.status).toBe(200);
    const answer = createOrderWalletResponse.parse(placed.body);
    expect(answer.id).toMatch(/^[0-9A-Z]{17}$/);
    expect(answer).toMatchObject({
      payment_method: 'paypal',
      status: 'pending',
      amount: discounted / 100,
      currency: 'USD',
    });
    const stored = await storedOrder(answer.order_id);
    expect(stored).toMatchObject({
      provider_order_id: answer.id,
      promo_code: 'WELCOME10',
      subtotal_minor: totalMinor,
      discount_minor: Math.round(totalMinor / 10),
      total_minor: discounted,
    });
    expect(
      await db.selectFrom('promo_redemptions').select('order_id').where('order_id', '=', stored.id).execute(),
    ).toHaveLength(1);

    const remote = await db
      .selectFrom('sandbox_paypal_orders')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(remote.request_id).toBe(answer.order_id);
    const unit = firstItem(
      JSON.parse(remote.purchase_units) as {
        custom_id: string;
        invoice_id: string;
        amount: { value: string; breakdown: Record<string, { value: string }> };
        items: { quantity: string }[];
      }[],
    );
    expect(unit).toMatchObject({ custom_id: answer.order_id, invoice_id: answer.order_id });
    expect(unit.amount.value).toBe((discounted / 100).toFixed(2));
    expect(unit.amount.breakdown.item_total?.value).toBe((totalMinor / 100).toFixed(2));
    expect(unit.items.map((item) => item.quantity)).toEqual(['2', '1']);
  });

  it('places a cash-on-delivery order in INR: ₹39 shipping, stock taken, cart emptied, invoice sent', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    await addToCart(customer, product, 2, 'INR');
    const total = toInr(10) * 2 + 39;

    const { status, body } = await order({ ...cardBody(total * 100, 'INR'), cash_on_delivery: true }, customer);
    expect(status).toBe(200);
    const answer = createOrderCashResponse.parse(body);
    expect(answer).toEqual({
      order_id: expect.any(String),
      status: 'cod_confirmed',
      message: ORDER_PLACED_MESSAGE,
      payment_method: 'cod',
      amount: total,
      currency: 'INR',
    });
    expect(ORDER_PLACED_MESSAGE).toBe('Your Order Placed successfully, You get invoice over Mail/Whatsapp.');
    expect(await storedOrder(answer.order_id)).toMatchObject({
      status: 'cod_confirmed',
      shipping_minor: 3900,
      total_minor: total * 100,
      reservation_expires_at: null,
      provider_order_id: null,
      // No shared link behind this visit (decision 046).
      share_source: null,
    });
    expect(await readStock(db, product)).toEqual({ quantity: 2, reserved: 0 });
    const cart = await db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.user_id', '=', customer.id)
      .execute();
    expect(cart).toHaveLength(0);

    const messages = readOutbox(harness().outbox, answer.order_id);
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
    const email = messages.find((message) => message.channel === 'email')!;
    expect(email.to).toBe(customer.email);
    expect(email.attachments).toEqual([
      // The GST tax invoice issued as the order was placed (the demo shop has its tax identity).
      expect.objectContaining({
        filename: expect.stringMatching(/^tax-invoice-INV\d{4}-\d{5}\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
    expect(
      fs
        .readFileSync(path.join(harness().outbox, firstItem(email.attachments ?? []).file))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(messages.find((message) => message.channel === 'whatsapp')!.to).toBe('+919829012345');

    // The same submit again: the cart is empty now, and nothing new is made.
    const again = await order({ ...cardBody(total * 100, 'INR'), cash_on_delivery: true }, customer);
    expect(again.status).toBe(400);
    expect(apiErrorBody.parse(again.body)).toMatchObject({ field: 'cart_id', message: EMPTY_CART_MESSAGE });
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('refuses cash on delivery for a USD cart', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    await addToCart(customer, product, 1);
    const { status, body } = await order({ ...cardBody(1000, 'USD'), cash_on_delivery: true }, customer);
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body)).toMatchObject({
      code: 'invalid_request',
      field: 'cash_on_delivery',
      message: CASH_ON_DELIVERY_INR_ONLY_MESSAGE,
    });
    expect(await countOrders(customer.id)).toBe(0);
  });

  it('compares the browser amount and currency, and creates nothing when they are wrong', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 2500, quantity: 3 });
    await addToCart(customer, product, 2);

    for (const amount of [1, 4999, 5001, 50]) {
      const { status, body } = await order(cardBody(amount, 'USD'), customer);
      expect(status).toBe(409);
      expect(apiErrorBody.parse(body)).toMatchObject({
        code: 'conflict',
        field: 'amount',
        message: 'The order total has changed to $50. Please review your cart and try again.',
      });
    }
    const wrongCurrency = await order(cardBody(5000, 'INR'), customer);
    expect(wrongCurrency.status).toBe(400);
    expect(apiErrorBody.parse(wrongCurrency.body)).toMatchObject({
      code: 'invalid_request',
      field: 'currency',
      message: 'currency: must be USD, the currency of your cart',
    });
    const unknownCurrency = await order(cardBody(5000, 'EUR'), customer);
    expect(unknownCurrency.status).toBe(400);
    expect(apiErrorBody.parse(unknownCurrency.body).field).toBe('currency');
    expect(await countOrders(customer.id)).toBe(0);
    expect(await readStock(db, product)).toEqual({ quantity: 3, reserved: 0 });

    // The prices sent when adding (0.01) never mattered: the right total goes through.
    expect((await order(cardBody(5000, 'USD'), customer)).status).toBe(200);
  });

  it('names the missing delivery field', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 3 });
    await addToCart(customer, product, 1);
    for (const field of ['name', 'mobile_number', 'delivery_address', 'pin_code', 'city', 'state']) {
      const { status, body } = await order(cardBody(1000, 'USD', { [field]: '  ' }), customer);
      expect(status).toBe(400);
      expect(apiErrorBody.parse(body).field).toBe(field);
    }
    const invalidPromo = await order(cardBody(1000, 'USD', { promo_code: 'NOSUCHCODE' }), customer);
    expect(invalidPromo.status).toBe(400);
    expect(apiErrorBody.parse(invalidPromo.body)).toMatchObject({
      field: 'promo_code',
      message: PROMO_INVALID_MESSAGE,
    });
    expect(await countOrders(customer.id)).toBe(0);
  });

  it('answers the same order to a repeated submit, holding the stock once', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 800, quantity: 5 });
    await addToCart(customer, product, 1);

    const answers = await Promise.all([
      order(cardBody(800, 'USD'), customer),
      order(cardBody(800, 'USD'), customer),
      order(cardBody(800, 'USD'), customer),
    ]);
    const parsed = answers.map((answer) => createOrderCardResponse.parse(answer.body));
    expect(new Set(parsed.map((answer) => answer.order_id)).size).toBe(1);
    expect(new Set(parsed.map((answer) => answer.data.id)).size).toBe(1);
    expect(await countOrders(customer.id)).toBe(1);
    expect(await readStock(db, product)).toEqual({ quantity: 5, reserved: 1 });

    // The browser's own key works the same way.
    await addToCart(customer, product, 1);
    const keyed = await order(cardBody(1600, 'USD', { idempotency_key: 'checkout-attempt-0001' }), customer);
    const keyedAgain = await order(cardBody(1600, 'USD', { idempotency_key: 'checkout-attempt-0001' }), customer);
    expect(createOrderCardResponse.parse(keyedAgain.body).order_id).toBe(
      createOrderCardResponse.parse(keyed.body).order_id,
    );
    // A browser that makes a new key for each click still gets the same order for the same cart.
    const newKey = await order(cardBody(1600, 'USD', { idempotency_key: 'checkout-attempt-0002' }), customer);
    expect(createOrderCardResponse.parse(newKey.body).order_id).toBe(
      createOrderCardResponse.parse(keyed.body).order_id,
    );
    // The newer order replaced the first one, whose hold went back: 2 held, not 3.
    expect(await readStock(db, product)).toEqual({ quantity: 5, reserved: 2 });
    expect((await storedOrder(firstItem(parsed).order_id)).status).toBe('cancelled');
  });

  it('sells the last piece once when 20 customers order it at the same moment', async () => {
    const { db } = database();
    const product = await stockTestProduct(db, { priceCents: 4200, quantity: 1 });
    const customers = [];
    for (let i = 0; i < 20; i += 1) {
      const customer = await createTestCustomer(db);
      await addToCart(customer, product, 1);
      customers.push(customer);
    }
    const answers = await Promise.all(customers.map((customer) => order(cardBody(4200, 'USD'), customer)));
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(apiErrorBody.parse(answer.body)).toMatchObject({
        code: 'conflict',
        message: `Only 0 left of ${product.name} (size M).`,
      });
    }
    expect(await readStock(db, product)).toEqual({ quantity: 1, reserved: 1 });
    const orders = await db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select('orders.status')
      .where('order_lines.product_id', '=', product.id)
      .execute();
    expect(orders).toEqual([{ status: 'pending' }]);
  });

  it('says how many are left when a customer asks for more than there is', async () => {
    const { db } = database();
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 3 });
    const first = await createTestCustomer(db);
    const second = await createTestCustomer(db);
    await addToCart(first, product, 2);
    await addToCart(second, product, 2);
    expect((await order(cardBody(2000, 'USD'), first)).status).toBe(200);
    const refused = await order(cardBody(2000, 'USD'), second);
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body).message).toBe(`Only 1 left of ${product.name} (size M).`);
  });

  it('keeps the order and its hold when the provider cannot be reached, and opens it on the next try', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 3 });
    await addToCart(customer, product, 1);
    process.env.RAZORPAY_API_BASE = 'http://127.0.0.1:9/sandbox/razorpay';
    resetConfigForTests();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await order(cardBody(1000, 'USD'), customer);
    expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toContain('provider order not created');
    logged.mockRestore();
    process.env.RAZORPAY_API_BASE = `${harness().server.url}/sandbox/razorpay`;
    resetConfigForTests();
    expect(failed.status).toBe(502);
    expect(apiErrorBody.parse(failed.body)).toEqual({ code: 'bad_gateway', message: PROVIDER_UNREACHABLE_MESSAGE });
    const pending = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', provider_order_id: null });
    expect(await readStock(db, product)).toEqual({ quantity: 3, reserved: 1 });

    const retried = await order(cardBody(1000, 'USD'), customer);
    expect(retried.status).toBe(200);
    const answer = createOrderCardResponse.parse(retried.body);
    expect(answer.order_id).toBe(pending.public_id);
    expect((await storedOrder(answer.order_id)).provider_order_id).toBe(answer.data.id);
    expect(await readStock(db, product)).toEqual({ quantity: 3, reserved: 1 });
  });

  it('expires unpaid orders past their hold and gives the stock back, never touching paid ones', async () => {
    const { db } = database();
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 5 });
    const late = await createTestCustomer(db);
    const paid = await createTestCustomer(db);
    await addToCart(late, product, 2);
    await addToCart(paid, product, 1);
    const lateOrder = createOrderCardResponse.parse((await order(cardBody(2000, 'USD'), late)).body);
    const paidOrder = createOrderCardResponse.parse((await order(cardBody(1000, 'USD'), paid)).body);
    expect(await readStock(db, product)).toEqual({ quantity: 5, reserved: 3 });
    const past = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: past })
      .where('public_id', 'in', [lateOrder.order_id, paidOrder.order_id])
      .execute();
    // Someone paid at the last moment: the paid order keeps what it bought.
    await db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: past })
      .where('public_id', '=', paidOrder.order_id)
      .execute();

    // The next create-order (anyone's) expires what ran out.
    const other = await createTestCustomer(db);
    await addToCart(other, product, 1);
    expect((await order(cardBody(1000, 'USD'), other)).status).toBe(200);
    expect(await storedOrder(lateOrder.order_id)).toMatchObject({
      status: 'expired',
      reservation_expires_at: null,
      idempotency_key: null,
    });
    expect((await storedOrder(paidOrder.order_id)).status).toBe('paid');
    expect(await readStock(db, product)).toEqual({ quantity: 5, reserved: 2 });
    expect(await expireStaleOrders()).toBe(0);
  });
});

describe('what one customer’s unpaid orders hold', () => {
  it('orders 6 pieces of a size by card when the shelf has more (issue 34: a set of six napkins)', async () => {
    const { db } = database();
    const shopper = await createTestCustomer(db);
    const napkins = await stockTestProduct(db, { priceCents: 500, quantity: 9 });
    await addToCart(shopper, napkins, 6);
    const placed = await order(cardBody(3000, 'USD'), shopper);
    expect(placed.status).toBe(200);
    expect(await readStock(db, napkins)).toEqual({ quantity: 9, reserved: 6 });
    // And 3 of a 4-piece size (three cushion covers).
    const covers = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const other = await createTestCustomer(db);
    await addToCart(other, covers, 3);
    expect((await order(walletBody(3000, 'USD'), other)).status).toBe(200);
    expect(await readStock(db, covers)).toEqual({ quantity: 4, reserved: 3 });
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [8, 6],
    [20, 15],
    [40, 30],
  ])('a shelf of %i lets one account hold %i: all but a quarter (at least one piece) kept for others', (shelf, cap) => {
    expect(holdCapForSize(shelf, { minimum: 2, keptPercent: 25 })).toBe(cap);
  });

  it('never lets one account hold a whole size of 3 or more unpaid (409 naming the size), by card or wallet', async () => {
    const { db } = database();
    const hoarder = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    await addToCart(hoarder, product, 4);
    const refused = await order(cardBody(4000, 'USD'), hoarder);
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      code: 'conflict',
      field: 'cart_id',
      message: holdPerSizeLimitMessage(3, product.name, 'M'),
    });
    expect(holdPerSizeLimitMessage(3, product.name, 'M')).toBe(
      `An order paid online can hold at most 3 of ${product.name} (size M) while it is being paid, so others can still buy it. Please lower the quantity in your cart.`,
    );
    expect(await countOrders(hoarder.id)).toBe(0);
    expect(await readStock(db, product)).toEqual({ quantity: 4, reserved: 0 });
    // The same by the wallet path.
    expect((await order(walletBody(4000, 'USD'), hoarder)).status).toBe(409);

    // Cash on delivery holds nothing: the order is placed and the stock taken at once.
    const inr = await createTestCustomer(db);
    const cod = await stockTestProduct(db, { priceCents: 1000, quantity: 3 });
    await addToCart(inr, cod, 3, 'INR');
    expect((await order({ ...cardBody((toInr(10) * 3 + 39) * 100, 'INR'), cash_on_delivery: true }, inr)).status).toBe(
      200,
    );
  });

  it('holds at most RESERVATION_MAX_PIECES (60) pieces in all', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    for (let i = 0; i < 4; i += 1)
      await addToCart(customer, await stockTestProduct(db, { priceCents: 100, quantity: 20 }), 15);
    const last = await stockTestProduct(db, { priceCents: 100, quantity: 5 });
    await addToCart(customer, last, 1);
    const refused = await order(cardBody(6100, 'USD'), customer);
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      code: 'conflict',
      field: 'cart_id',
      message: holdTotalLimitMessage(60),
    });
    expect(holdTotalLimitMessage(60)).toBe(
      'An unpaid order can hold at most 60 pieces. Please remove some from your cart.',
    );
    expect(await readStock(db, last)).toEqual({ quantity: 5, reserved: 0 });
  });

  it('replaces a customer’s unpaid order with their newer one, so another shopper can buy the rest meanwhile', async () => {
    const { db } = database();
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 3 });
    const first = await createTestCustomer(db);
    const second = await createTestCustomer(db);
    await addToCart(first, product, 2);
    await addToCart(second, product, 1);
    const older = createOrderCardResponse.parse((await order(cardBody(2000, 'USD'), first)).body);
    expect(await readStock(db, product)).toEqual({ quantity: 3, reserved: 2 });

    // The first customer places the order again (a changed note) while the second one orders the last piece.
    const [newer, other] = await Promise.all([
      order(cardBody(2000, 'USD', { comment: 'Leave at the door' }), first),
      order(cardBody(1000, 'USD'), second),
    ]);
    expect(newer.status).toBe(200);
    expect(other.status).toBe(200);
    expect(createOrderCardResponse.parse(newer.body).order_id).not.toBe(older.order_id);
    expect(await storedOrder(older.order_id)).toMatchObject({ status: 'cancelled', reservation_expires_at: null });
    // Holds do not stack: 2 for the first customer's newer order, 1 for the second customer.
    expect(await readStock(db, product)).toEqual({ quantity: 3, reserved: 3 });
    const pending = await db
      .selectFrom('orders')
      .select('public_id')
      .where('user_id', '=', first.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([{ public_id: createOrderCardResponse.parse(newer.body).order_id }]);
  });
});

describe('GET /api/orders/', () => {
  it('lists only the caller’s orders, newest first, with lines and totals', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const stranger = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1100, quantity: 10 });
    await addToCart(customer, product, 1);
    const first = createOrderCardResponse.parse((await order(cardBody(1100, 'USD'), customer)).body);
    await addToCart(customer, product, 1);
    const second = createOrderWalletResponse.parse((await order(walletBody(2200, 'USD'), customer)).body);
    await addToCart(stranger, product, 1);
    expect((await order(cardBody(1100, 'USD'), stranger)).status).toBe(200);

    expect((await callRoute(listOrders, '/api/orders/')).status).toBe(401);
    const { status, body } = await callRoute(listOrders, '/api/orders/', { headers: customer.auth });
    expect(status).toBe(200);
    const { data } = listOrdersResponse.parse(body);
    expect(data.map((entry) => entry.order_id)).toEqual([second.order_id, first.order_id]);
    expect(data[0]).toMatchObject({
      status: 'pending',
      payment_method: 'paypal',
      currency: 'USD',
      subtotal: 22,
      discount: 0,
      shipping: 0,
      total: 22,
      delivery: { name: DELIVERY.name, city: DELIVERY.city },
      lines: [
        {
          product_pk: product.id,
          product_name: product.name,
          size: 'M',
          quantity: 2,
          unit_price: 11,
          line_total: 22,
          image: expect.stringMatching(/^\/media\//),
        },
      ],
    });
    // The first order was replaced by the second, and says so.
    expect(data[1]).toMatchObject({
      status: 'cancelled',
      payment_method: 'razorpay',
      total: 11,
      reservation_expires_at: null,
    });
  });
});

describe('GET /api/payments/config/', () => {
  it('tells the browser which scripts and public keys to use, and that the sandbox is on', async () => {
    const { status, body } = await callRoute(paymentsConfig, '/api/payments/config/?currency=INR');
    expect(status).toBe(200);
    expect(paymentsConfigResponse.parse(body)).toEqual({
      sandbox: true,
      razorpay: {
        available: true,
        sandbox: true,
        key_id: 'rzp_test_sandbox',
        checkout_url: '/sandbox/razorpay/checkout.js',
      },
      paypal: {
        available: true,
        sandbox: true,
        client_id: 'sandbox-client',
        sdk_url: '/sandbox/paypal/sdk.js?client-id=sandbox-client&currency=INR&intent=capture',
        currency: 'INR',
      },
    });
  });
});

// Last: it takes products of its own, and the tests above pick theirs in order (stockTestProduct).
describe('POST /api/create-order/ from a shared link', () => {
  it("keeps the share source of the shopper's shared link (the jh_share cookie), and none for another value", async () => {
    const { db } = database();
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 4 });
    const total = toInr(10) + 39;
    const sourceOfOrder = async (cookie: string) => {
      const customer = await createTestCustomer(db);
      await addToCart(customer, product, 1, 'INR');
      const placed = await order({ ...cardBody(total * 100, 'INR'), cash_on_delivery: true }, customer, { cookie });
      expect(placed.status).toBe(200);
      return (await storedOrder(createOrderCashResponse.parse(placed.body).order_id))?.share_source;
    };
    expect(await sourceOfOrder('currency=INR; jh_share=pinterest')).toBe('pinterest');
    expect(await sourceOfOrder('jh_share=newsletter')).toBeNull();
  });
});
