/**
 * POST /api/verify-payment/ and the reconcile command, on a real database,
 * against the payment sandbox running as a real HTTP server: Razorpay's
 * checkout signature and payment check, PayPal's approve-then-capture, and
 * the one paid transition (stock committed once, cart emptied, one e-mail
 * and one WhatsApp message) however often the payment is reported.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  apiErrorBody,
  createOrderCardResponse,
  createOrderCashResponse,
  createOrderWalletResponse,
  ORDER_PLACED_MESSAGE,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  verifyPaymentResponse,
} from '@/lib/contract';
import { toInr } from '@/lib/money';
import { resetConfigForTests } from '@/lib/server/config';
import { razorpayPaymentSignature } from '@/lib/server/payments/razorpay';
import { expireStaleOrders } from '@/lib/server/services/orders/order-history';
import { reconcilePayments } from '@/lib/server/services/payments/payment-reconciliation';
import {
  ORDER_EXPIRED_MESSAGE,
  ORDER_REPLACED_MESSAGE,
  PAID_BUT_PROMO_USED_UP_MESSAGE,
  PAID_BUT_SOLD_OUT_MESSAGE,
  PAID_FOR_REPLACED_ORDER_MESSAGE,
} from '@/lib/server/services/payments/payment-verification';
import { REFUND_NOTIFICATION_TEMPLATE } from '@/lib/server/services/messages/notifications';
import { readOutbox } from '@/lib/testing/outbox';
import {
  createTestCustomer,
  findOrder,
  orderPayments,
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
import { POST as verifyPayment } from './verify-payment/route';
import { POST as razorpayWebhook } from './webhooks/razorpay/route';
import { POST as paypalWebhook } from './webhooks/paypal/route';
import { firstItem } from '@/lib/list';

jest.setTimeout(60_000);
const database = withTestDatabase();
const harness = withPaymentsHarness({
  '/api/webhooks/razorpay/': razorpayWebhook,
  '/api/webhooks/paypal/': paypalWebhook,
});
beforeEach(() => harness().sandbox.setWebhookMode('off'));

interface Placed {
  customer: TestCustomer;
  product: TestProduct;
  orderNumber: string;
  providerOrderId: string;
  totalMinor: number;
}

async function addToCart(
  customer: TestCustomer,
  product: TestProduct,
  quantity: number,
  currency: 'USD' | 'INR' = 'USD',
) {
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: product.size, quantity, is_direct_buy: false, currency }, customer.auth),
  );
  expect(added.status).toBe(200);
}

async function placeCardOrder(
  options: { priceCents?: number; quantity?: number; stock?: number; customer?: TestCustomer } = {},
): Promise<Placed> {
  const { db } = database();
  const customer = options.customer ?? (await createTestCustomer(db));
  const priceCents = options.priceCents ?? 1500;
  const quantity = options.quantity ?? 2;
  const product = await stockTestProduct(db, { priceCents, quantity: options.stock ?? 10 });
  await addToCart(customer, product, quantity);
  const totalMinor = priceCents * quantity;
  const { status, body } = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson({ amount: totalMinor, currency: 'USD', promo_code: 'Nil', ...DELIVERY }, customer.auth),
  );
  expect(status).toBe(200);
  const answer = createOrderCardResponse.parse(body);
  return { customer, product, orderNumber: answer.order_id, providerOrderId: answer.data.id, totalMinor };
}

async function placeWalletOrder(options: { priceCents?: number; quantity?: number } = {}): Promise<Placed> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const priceCents = options.priceCents ?? 2750;
  const quantity = options.quantity ?? 1;
  const product = await stockTestProduct(db, { priceCents, quantity: 10 });
  await addToCart(customer, product, quantity);
  const totalMinor = priceCents * quantity;
  const { status, body } = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson(
      { amount: totalMinor / 100, currency: 'USD', promo_code: 'Nil', razorpay: false, ...DELIVERY },
      customer.auth,
    ),
  );
  expect(status).toBe(200);
  const answer = createOrderWalletResponse.parse(body);
  return { customer, product, orderNumber: answer.order_id, providerOrderId: answer.id, totalMinor };
}

/** What the stand-in checkout's Pay button does: the sandbox takes the payment and hands back Razorpay's three values. */
async function payAtRazorpay(
  providerOrderId: string,
  options: { capture?: boolean; fail?: boolean; secondTab?: boolean } = {},
) {
  const response = await fetch(`${harness().server.url}/sandbox/razorpay/checkout/${options.fail ? 'fail' : 'pay'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key_id: 'rzp_test_sandbox',
      order_id: providerOrderId,
      capture: options.capture,
      second_tab: options.secondTab,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
    error?: { metadata: { payment_id: string } };
  };
}

async function approveAtPayPal(providerOrderId: string, outcome: 'approve' | 'decline' = 'approve') {
  const response = await fetch(`${harness().server.url}/sandbox/paypal/checkout/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'sandbox-client', order_id: providerOrderId, outcome }),
  });
  expect(response.status).toBe(200);
}

function verify(body: Record<string, unknown>, customer: TestCustomer) {
  return callRoute(verifyPayment, '/api/verify-payment/', postJson(body, customer.auth));
}

function verifyCard(
  placed: Placed,
  paid: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
  customer = placed.customer,
) {
  return verify({ amount: placed.totalMinor, razorpay: true, ...paid, cart_id: 'ignored' }, customer);
}

function order(orderNumber: string) {
  return findOrder(database().db, orderNumber);
}

async function cartQuantity(customer: TestCustomer): Promise<number> {
  const rows = await database()
    .db.selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select('cart_items.quantity')
    .where('carts.user_id', '=', customer.id)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.quantity), 0);
}

function payments(orderNumber: string) {
  return orderPayments(database().db, orderNumber);
}

async function expectUnpaid(placed: Placed) {
  expect((await order(placed.orderNumber)).status).toBe('pending');
  expect(await readStock(database().db, placed.product)).toEqual({ quantity: 10, reserved: 2 });
  expect(readOutbox(harness().outbox, placed.orderNumber)).toHaveLength(0);
}

function expectRefused(response: { status: number; body: unknown }, message = PAYMENT_VERIFICATION_FAILED_MESSAGE) {
  expect(response.status).toBe(400);
  expect(apiErrorBody.parse(response.body)).toMatchObject({ code: 'invalid_request', message });
}

describe('POST /api/verify-payment/, card (Razorpay)', () => {
  it('marks the order paid once: stock committed, cart emptied, invoice e-mailed and WhatsApp sent', async () => {
    const placed = await placeCardOrder();
    const paid = await payAtRazorpay(placed.providerOrderId);
    expect(paid.razorpay_order_id).toBe(placed.providerOrderId);

    const { status, body } = await verifyCard(placed, paid);
    expect(status).toBe(200);
    expect(verifyPaymentResponse.parse(body)).toEqual({
      success: true,
      order_id: placed.orderNumber,
      status: 'paid',
      message: ORDER_PLACED_MESSAGE,
    });
    const stored = await order(placed.orderNumber);
    expect(stored).toMatchObject({ status: 'paid', reservation_expires_at: null });
    expect(stored.paid_at).not.toBeNull();
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await cartQuantity(placed.customer)).toBe(0);
    expect(await payments(placed.orderNumber)).toEqual([
      expect.objectContaining({
        provider: 'razorpay',
        provider_payment_id: paid.razorpay_payment_id,
        status: 'captured',
        currency: 'USD',
      }),
    ]);
    const messages = readOutbox(harness().outbox, placed.orderNumber);
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(messages.find((message) => message.channel === 'email')).toMatchObject({
      to: placed.customer.email,
      subject: `Your Jaipur Handcrafted order ${placed.orderNumber}`,
      attachments: [expect.objectContaining({ filename: `invoice-${placed.orderNumber}.pdf` })],
    });

    // Again, and again at the same moment: the same answer, nothing twice.
    const again = await Promise.all([verifyCard(placed, paid), verifyCard(placed, paid), verifyCard(placed, paid)]);
    for (const answer of again) expect(verifyPaymentResponse.parse(answer.body).status).toBe('paid');
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await payments(placed.orderNumber)).toHaveLength(1);
    expect(readOutbox(harness().outbox, placed.orderNumber)).toHaveLength(2);
    const notifications = await database()
      .db.selectFrom('notifications')
      .selectAll()
      .where('dedupe_key', '=', `order:${placed.orderNumber}:confirmation`)
      .execute();
    expect(notifications.map((row) => row.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(notifications.every((row) => row.sent_at !== null)).toBe(true);
  });

  it('refuses a signature with a flipped character, a short or non-hex one, or another order’s', async () => {
    const placed = await placeCardOrder();
    const paid = await payAtRazorpay(placed.providerOrderId);
    const other = await placeCardOrder();
    const otherPaid = await payAtRazorpay(other.providerOrderId);
    const signature = paid.razorpay_signature;
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}`;
    for (const forged of [
      flipped,
      signature.slice(0, 63),
      signature.slice(0, 32),
      `${signature}0`,
      'z'.repeat(64),
      signature.toUpperCase(),
      '',
      otherPaid.razorpay_signature,
    ]) {
      expectRefused(await verifyCard(placed, { ...paid, razorpay_signature: forged }));
    }
    // Another order's payment id with this order's id is refused too.
    expectRefused(await verifyCard(placed, { ...paid, razorpay_payment_id: otherPaid.razorpay_payment_id }));
    await expectUnpaid(placed);
    expect(PAYMENT_VERIFICATION_FAILED_MESSAGE).toBe('Payment verification failed. Please try again.');
  });

  it('never lets one customer verify another’s order, nor a cash-on-delivery order be marked paid', async () => {
    const placed = await placeCardOrder();
    const paid = await payAtRazorpay(placed.providerOrderId);
    const stranger = await createTestCustomer(database().db);
    const foreign = await verifyCard(placed, paid, stranger);
    expect(foreign.status).toBe(404);
    await expectUnpaid(placed);

    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 5 });
    await addToCart(customer, product, 1, 'INR');
    const total = toInr(10) + 39;
    const cod = createOrderCashResponse.parse(
      (
        await callRoute(
          createOrder,
          '/api/create-order/',
          postJson({ amount: total * 100, currency: 'INR', cash_on_delivery: true, ...DELIVERY }, customer.auth),
        )
      ).body,
    );
    const forgedSignature = razorpayPaymentSignature(cod.order_id, paid.razorpay_payment_id, 'sandbox_key_secret');
    expect(
      (
        await verify(
          {
            razorpay: true,
            razorpay_order_id: cod.order_id,
            razorpay_payment_id: paid.razorpay_payment_id,
            razorpay_signature: forgedSignature,
          },
          customer,
        )
      ).status,
    ).toBe(404);
    expect((await verify({ razorpay: false, order_id: cod.order_id }, customer)).status).toBe(404);
    expect((await order(cod.order_id)).status).toBe('cod_confirmed');
    expect(
      await db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', (await order(cod.order_id)).id)
        .execute(),
    ).toHaveLength(0);
  });

  it('refuses a payment whose amount or currency at the provider is not the order’s', async () => {
    const { db } = database();
    const cheaper = await placeCardOrder();
    const paidCheaper = await payAtRazorpay(cheaper.providerOrderId);
    await db
      .updateTable('sandbox_razorpay_payments')
      .set({ amount: cheaper.totalMinor - 100 })
      .where('id', '=', paidCheaper.razorpay_payment_id)
      .execute();
    expectRefused(await verifyCard(cheaper, paidCheaper));
    await expectUnpaid(cheaper);
    expect(await payments(cheaper.orderNumber)).toEqual([
      expect.objectContaining({ status: 'mismatch', amount_minor: cheaper.totalMinor - 100 }),
    ]);

    const otherCurrency = await placeCardOrder();
    const paidOther = await payAtRazorpay(otherCurrency.providerOrderId);
    await db
      .updateTable('sandbox_razorpay_payments')
      .set({ currency: 'INR' })
      .where('id', '=', paidOther.razorpay_payment_id)
      .execute();
    expectRefused(await verifyCard(otherCurrency, paidOther));
    await expectUnpaid(otherCurrency);
  });

  it('refuses a failed payment even with a valid signature', async () => {
    const placed = await placeCardOrder();
    const failed = await payAtRazorpay(placed.providerOrderId, { fail: true });
    const paymentId = failed.error!.metadata.payment_id;
    const signature = razorpayPaymentSignature(placed.providerOrderId, paymentId, 'sandbox_key_secret');
    expectRefused(
      await verifyCard(placed, {
        razorpay_payment_id: paymentId,
        razorpay_order_id: placed.providerOrderId,
        razorpay_signature: signature,
      }),
    );
    await expectUnpaid(placed);
  });

  it('captures an authorized payment for the order’s amount', async () => {
    const placed = await placeCardOrder();
    const paid = await payAtRazorpay(placed.providerOrderId, { capture: false });
    const before = await database()
      .db.selectFrom('sandbox_razorpay_payments')
      .select('status')
      .where('id', '=', paid.razorpay_payment_id)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe('authorized');
    expect((await verifyCard(placed, paid)).status).toBe(200);
    const after = await database()
      .db.selectFrom('sandbox_razorpay_payments')
      .select('status')
      .where('id', '=', paid.razorpay_payment_id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('captured');
    expect((await order(placed.orderNumber)).status).toBe('paid');
  });

  it('keeps a payment that arrives after expiry: paid when the stock is still there, refund due when it is gone', async () => {
    const { db } = database();
    const late = await placeCardOrder({ quantity: 1, stock: 5 });
    const paidLate = await payAtRazorpay(late.providerOrderId);
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', late.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    expect((await order(late.orderNumber)).status).toBe('expired');
    expect(await readStock(db, late.product)).toEqual({ quantity: 5, reserved: 0 });
    expect((await verifyCard(late, paidLate)).status).toBe(200);
    expect((await order(late.orderNumber)).status).toBe('paid');
    expect(await readStock(db, late.product)).toEqual({ quantity: 4, reserved: 0 });

    const soldOut = await placeCardOrder({ quantity: 1, stock: 1 });
    const paidSoldOut = await payAtRazorpay(soldOut.providerOrderId);
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', soldOut.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    await db
      .updateTable('product_stock')
      .set({ quantity: 0 })
      .where('product_id', '=', soldOut.product.id)
      .where('size', '=', 'M')
      .execute();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await verifyCard(soldOut, paidSoldOut);
    logged.mockRestore();
    expect(answer.status).toBe(409);
    expect(apiErrorBody.parse(answer.body).message).toBe(PAID_BUT_SOLD_OUT_MESSAGE);
    expect(await order(soldOut.orderNumber)).toMatchObject({
      status: 'expired',
      last_payment_error: expect.stringContaining('refund due'),
    });
    expect(await payments(soldOut.orderNumber)).toEqual([
      expect.objectContaining({ status: 'refund_due', provider_payment_id: paidSoldOut.razorpay_payment_id }),
    ]);
  });
});

/** Expiry alone, as create-order runs it (no provider is asked). */
async function reconcileOnlyExpiry() {
  await expireStaleOrders();
}

describe('POST /api/verify-payment/, wallet (PayPal)', () => {
  it('captures an approved order and marks it paid once', async () => {
    const placed = await placeWalletOrder({ priceCents: 2750, quantity: 2 });
    await approveAtPayPal(placed.providerOrderId);
    const body = {
      amount: placed.totalMinor / 100,
      razorpay: false,
      order_id: placed.providerOrderId,
      cart_id: 'ignored',
    };
    const { status, body: answer } = await verify(body, placed.customer);
    expect(status).toBe(200);
    expect(verifyPaymentResponse.parse(answer)).toEqual({
      success: true,
      order_id: placed.orderNumber,
      status: 'paid',
      message: ORDER_PLACED_MESSAGE,
    });
    expect(await readStock(database().db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(await cartQuantity(placed.customer)).toBe(0);
    const recorded = await payments(placed.orderNumber);
    expect(recorded).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        status: 'captured',
        amount_minor: 5500,
        provider_order_id: placed.providerOrderId,
      }),
    ]);

    const remote = await database()
      .db.selectFrom('sandbox_paypal_orders')
      .selectAll()
      .where('id', '=', placed.providerOrderId)
      .executeTakeFirstOrThrow();
    expect(remote).toMatchObject({
      status: 'COMPLETED',
      capture_request_id: `capture-${placed.orderNumber}`,
      capture_id: firstItem(recorded).provider_payment_id,
    });

    expect((await verify(body, placed.customer)).status).toBe(200);
    expect(await payments(placed.orderNumber)).toHaveLength(1);
    expect(readOutbox(harness().outbox, placed.orderNumber)).toHaveLength(2);
  });

  it('answers “Payment capture failed” without approval, or when PayPal declines the capture', async () => {
    const unapproved = await placeWalletOrder();
    expectRefused(
      await verify({ razorpay: false, order_id: unapproved.providerOrderId }, unapproved.customer),
      PAYMENT_CAPTURE_FAILED_MESSAGE,
    );
    expect((await order(unapproved.orderNumber)).status).toBe('pending');
    expect((await order(unapproved.orderNumber)).last_payment_error).toContain('ORDER_NOT_APPROVED');

    const declined = await placeWalletOrder();
    await approveAtPayPal(declined.providerOrderId, 'decline');
    expectRefused(
      await verify({ razorpay: false, order_id: declined.providerOrderId }, declined.customer),
      PAYMENT_CAPTURE_FAILED_MESSAGE,
    );
    expect((await order(declined.orderNumber)).status).toBe('pending');
    expect(await payments(declined.orderNumber)).toEqual([expect.objectContaining({ status: 'declined' })]);
    expect(PAYMENT_CAPTURE_FAILED_MESSAGE).toBe('Payment capture failed. Please try again.');
  });

  it('does not capture an order that expired', async () => {
    const placed = await placeWalletOrder();
    await approveAtPayPal(placed.providerOrderId);
    await database()
      .db.updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', placed.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    const answer = await verify({ razorpay: false, order_id: placed.providerOrderId }, placed.customer);
    expect(answer.status).toBe(409);
    expect(apiErrorBody.parse(answer.body).message).toBe(ORDER_EXPIRED_MESSAGE);
    const remote = await database()
      .db.selectFrom('sandbox_paypal_orders')
      .select('status')
      .where('id', '=', placed.providerOrderId)
      .executeTakeFirstOrThrow();
    expect(remote.status).toBe('APPROVED');
  });
});

describe('a once-per-customer promo (WELCOME10) on an order replaced by a newer one', () => {
  /**
   * Order A with WELCOME10, then order B (a changed delivery note makes a new
   * order): A is cancelled and gives its promo use to B. B may go without the
   * promo (withPromoOnB false), so the use A gave back stays free.
   */
  async function placeReplacedPair(options: { withPromoOnB?: boolean } = {}) {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 2000, quantity: 10 });
    await addToCart(customer, product, 1);
    const place = async (comment: string, promo: boolean): Promise<Placed> => {
      const totalMinor = promo ? 1800 : 2000;
      const body = {
        amount: totalMinor,
        currency: 'USD',
        promo_code: promo ? 'WELCOME10' : 'Nil',
        ...DELIVERY,
        comment,
      };
      const { status, body: answer } = await callRoute(
        createOrder,
        '/api/create-order/',
        postJson(body, customer.auth),
      );
      expect(status).toBe(200);
      const parsed = createOrderCardResponse.parse(answer);
      return { customer, product, orderNumber: parsed.order_id, providerOrderId: parsed.data.id, totalMinor };
    };
    const a = await place('first try', true);
    const b = await place('second try', options.withPromoOnB ?? true);
    expect((await order(a.orderNumber)).status).toBe('cancelled');
    return { a, b };
  }

  async function paidOrdersOf(customer: TestCustomer) {
    return database()
      .db.selectFrom('orders')
      .select(['public_id', 'discount_minor'])
      .where('user_id', '=', customer.id)
      .where('status', '=', 'paid')
      .execute();
  }

  async function redemptionsOf(customer: TestCustomer) {
    return database()
      .db.selectFrom('promo_redemptions')
      .select('order_id')
      .where('user_id', '=', customer.id)
      .execute();
  }

  function capturedWebhookOf(providerOrderId: string) {
    const found = harness()
      .sandbox.takeWebhooks()
      .find((webhook) => webhook.eventType === 'payment.captured' && webhook.body.includes(providerOrderId));
    if (!found) throw new Error(`No payment.captured webhook for ${providerOrderId}`);
    return found;
  }

  it('pays only the newer order with the discount: the replaced one is refused, and money taken for it is due back', async () => {
    harness().sandbox.setWebhookMode('manual');
    const { a, b } = await placeReplacedPair();
    const paidA = await payAtRazorpay(a.providerOrderId);
    const webhookA = capturedWebhookOf(a.providerOrderId);
    const paidB = await payAtRazorpay(b.providerOrderId);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answerA = await verifyCard(a, paidA);
    expect(answerA.status).toBe(409);
    expect(apiErrorBody.parse(answerA.body).message).toBe(PAID_FOR_REPLACED_ORDER_MESSAGE);
    expect(await order(a.orderNumber)).toMatchObject({
      status: 'cancelled',
      paid_at: null,
      last_payment_error: expect.stringContaining('refund due'),
    });
    expect(await payments(a.orderNumber)).toEqual([
      expect.objectContaining({
        status: 'refund_due',
        provider_payment_id: paidA.razorpay_payment_id,
        amount_minor: 1800,
      }),
    ]);
    // Razorpay's webhook for the same payment changes nothing.
    expect((await harness().sandbox.deliverWebhook(webhookA)).status).toBe(200);
    logged.mockRestore();
    expect((await order(a.orderNumber)).status).toBe('cancelled');
    expect(await payments(a.orderNumber)).toHaveLength(1);

    expect((await verifyCard(b, paidB)).status).toBe(200);
    expect(await paidOrdersOf(a.customer)).toEqual([{ public_id: b.orderNumber, discount_minor: 200 }]);
    expect(await redemptionsOf(a.customer)).toEqual([{ order_id: (await order(b.orderNumber)).id }]);
    expect(await readStock(database().db, b.product)).toEqual({ quantity: 9, reserved: 0 });
    // Asked again, A is still refused.
    expect((await verifyCard(a, paidA)).status).toBe(409);
    expect(await paidOrdersOf(a.customer)).toHaveLength(1);
  });

  it('does not capture an authorized payment of the replaced order', async () => {
    const { a, b } = await placeReplacedPair();
    const paidA = await payAtRazorpay(a.providerOrderId, { capture: false });
    const answerA = await verifyCard(a, paidA);
    expect(answerA.status).toBe(409);
    expect(apiErrorBody.parse(answerA.body).message).toBe(ORDER_REPLACED_MESSAGE);
    const remote = await database()
      .db.selectFrom('sandbox_razorpay_payments')
      .select('status')
      .where('id', '=', paidA.razorpay_payment_id)
      .executeTakeFirstOrThrow();
    expect(remote.status).toBe('authorized');
    expect((await order(a.orderNumber)).status).toBe('cancelled');
    expect(await payments(a.orderNumber)).toHaveLength(0);
    expect((await verifyCard(b, await payAtRazorpay(b.providerOrderId))).status).toBe(200);
    expect(await paidOrdersOf(a.customer)).toEqual([{ public_id: b.orderNumber, discount_minor: 200 }]);
  });

  it('settles a webhook payment of the replaced order only while the promo use is still free: refund due otherwise', async () => {
    harness().sandbox.setWebhookMode('manual');
    const { a, b } = await placeReplacedPair();
    await payAtRazorpay(a.providerOrderId);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await harness().sandbox.deliverWebhook(capturedWebhookOf(a.providerOrderId))).status).toBe(200);
    logged.mockRestore();
    // B holds the one use WELCOME10 allows this customer: A's money is due back, A is not paid.
    expect(await order(a.orderNumber)).toMatchObject({
      status: 'cancelled',
      last_payment_error: expect.stringContaining('promo'),
    });
    expect(await payments(a.orderNumber)).toEqual([expect.objectContaining({ status: 'refund_due' })]);
    expect(await readStock(database().db, a.product)).toEqual({ quantity: 10, reserved: 1 });
    expect((await verifyCard(b, await payAtRazorpay(b.providerOrderId))).status).toBe(200);
    expect(await paidOrdersOf(a.customer)).toEqual([{ public_id: b.orderNumber, discount_minor: 200 }]);
    expect(await redemptionsOf(a.customer)).toHaveLength(1);

    // Without the promo on B, the use A gave back is free: A's late payment settles it as before.
    const pair = await placeReplacedPair({ withPromoOnB: false });
    await payAtRazorpay(pair.a.providerOrderId);
    expect((await harness().sandbox.deliverWebhook(capturedWebhookOf(pair.a.providerOrderId))).status).toBe(200);
    expect((await order(pair.a.orderNumber)).status).toBe('paid');
    expect(await redemptionsOf(pair.a.customer)).toEqual([{ order_id: (await order(pair.a.orderNumber)).id }]);
  });

  it('keeps a late payment for a refund when its promo code reached its total limit meanwhile', async () => {
    const { db } = database();
    await db
      .insertInto('promo_codes')
      .values({
        code: 'ONLYONCE',
        kind: 'percent',
        value: 1000,
        min_order_cents: 0,
        max_uses: 1,
        max_uses_per_customer: null,
        starts_at: null,
        ends_at: null,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const placeWithCode = async (): Promise<Placed> => {
      const customer = await createTestCustomer(db);
      const product = await stockTestProduct(db, { priceCents: 2000, quantity: 10 });
      await addToCart(customer, product, 1);
      const created = await callRoute(
        createOrder,
        '/api/create-order/',
        postJson({ amount: 1800, currency: 'USD', promo_code: 'ONLYONCE', ...DELIVERY }, customer.auth),
      );
      expect(created.status).toBe(200);
      const parsed = createOrderCardResponse.parse(created.body);
      return { customer, product, orderNumber: parsed.order_id, providerOrderId: parsed.data.id, totalMinor: 1800 };
    };
    const late = await placeWithCode();
    const paidLate = await payAtRazorpay(late.providerOrderId);
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', late.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    // The expiry gave the one use back; another customer takes it and pays.
    const other = await placeWithCode();
    expect((await verifyCard(other, await payAtRazorpay(other.providerOrderId))).status).toBe(200);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await verifyCard(late, paidLate);
    logged.mockRestore();
    expect(answer.status).toBe(409);
    expect(apiErrorBody.parse(answer.body).message).toBe(PAID_BUT_PROMO_USED_UP_MESSAGE);
    expect(await order(late.orderNumber)).toMatchObject({
      status: 'expired',
      last_payment_error: expect.stringContaining('refund due'),
    });
    expect(await payments(late.orderNumber)).toEqual([
      expect.objectContaining({ status: 'refund_due', provider_payment_id: paidLate.razorpay_payment_id }),
    ]);
    expect(await readStock(db, late.product)).toEqual({ quantity: 10, reserved: 0 });
    const uses = await db
      .selectFrom('promo_redemptions')
      .innerJoin('promo_codes', 'promo_codes.id', 'promo_redemptions.promo_code_id')
      .select('promo_redemptions.order_id')
      .where('promo_codes.code', '=', 'ONLYONCE')
      .execute();
    expect(uses).toEqual([{ order_id: (await order(other.orderNumber)).id }]);
  });
});

describe('npm run payments:reconcile', () => {
  it('settles payments whose verify call never came, and leaves unpaid orders pending', async () => {
    const card = await placeCardOrder();
    await payAtRazorpay(card.providerOrderId);
    const wallet = await placeWalletOrder();
    await approveAtPayPal(wallet.providerOrderId);
    const unpaid = await placeCardOrder();

    const summary = await reconcilePayments();
    expect(summary).toMatchObject({ errors: 0, refundDue: 0 });
    expect(summary.paid).toBeGreaterThanOrEqual(2);
    expect(summary.stillPending).toBeGreaterThanOrEqual(1);
    expect((await order(card.orderNumber)).status).toBe('paid');
    expect((await order(wallet.orderNumber)).status).toBe('paid');
    expect((await order(unpaid.orderNumber)).status).toBe('pending');
    expect(await readStock(database().db, card.product)).toEqual({ quantity: 8, reserved: 0 });
    expect(readOutbox(harness().outbox, card.orderNumber)).toHaveLength(2);

    // Running it again changes nothing.
    const again = await reconcilePayments();
    expect(again.paid).toBe(0);
    expect(await readStock(database().db, card.product)).toEqual({ quantity: 8, reserved: 0 });
  });

  it('sends a confirmation again when the first send failed', async () => {
    const { db } = database();
    const placed = await placeCardOrder();
    const paid = await payAtRazorpay(placed.providerOrderId);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // An outbox that cannot be written: the e-mail and WhatsApp sends fail, the order is paid all the same.
    const saved = process.env.OUTBOX_DIR;
    const blocked = `${harness().outbox}/blocked-${crypto.randomBytes(3).toString('hex')}`;
    fs.writeFileSync(blocked, 'a file, not a folder');
    process.env.OUTBOX_DIR = `${blocked}/inside`;
    resetConfigForTests();
    expect((await verifyCard(placed, paid)).status).toBe(200);
    process.env.OUTBOX_DIR = saved;
    resetConfigForTests();
    logged.mockRestore();
    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect(readOutbox(harness().outbox, placed.orderNumber)).toHaveLength(0);

    await db
      .updateTable('notifications')
      // The failed sends wait NOTIFICATION_RETRY_AFTER_MS: let that time pass.
      .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('dedupe_key', '=', `order:${placed.orderNumber}:confirmation`)
      .execute();
    const summary = await reconcilePayments();
    expect(summary.notificationsSent).toBe(2);
    expect(
      readOutbox(harness().outbox, placed.orderNumber)
        .map((message) => message.channel)
        .sort(),
    ).toEqual(['email', 'whatsapp']);
    expect((await reconcilePayments()).notificationsSent).toBe(0);
  });

  it('asks about an order that expired while the provider captured its payment, and settles it when the stock is still free', async () => {
    const { db } = database();
    const late = await placeCardOrder({ quantity: 1, stock: 5 });
    await payAtRazorpay(late.providerOrderId);
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', late.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    expect((await order(late.orderNumber)).status).toBe('expired');
    expect(await readStock(db, late.product)).toEqual({ quantity: 5, reserved: 0 });

    const summary = await reconcilePayments();
    expect(summary).toMatchObject({ errors: 0, refundsRefused: 0 });
    expect(summary.paidAfterExpiry).toBeGreaterThanOrEqual(1);
    expect((await order(late.orderNumber)).status).toBe('paid');
    expect(await readStock(db, late.product)).toEqual({ quantity: 4, reserved: 0 });
    expect(await payments(late.orderNumber)).toEqual([expect.objectContaining({ status: 'captured' })]);
    expect(
      readOutbox(harness().outbox, late.orderNumber)
        .map((message) => message.channel)
        .sort(),
    ).toEqual(['email', 'whatsapp']);

    // Not asked again once paid; an expired order older than the window is not asked at all.
    const old = await placeCardOrder({ quantity: 1 });
    await payAtRazorpay(old.providerOrderId);
    const longAgo = new Date(Date.now() - 73 * 3_600_000).toISOString();
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString(), created_at: longAgo })
      .where('public_id', '=', old.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    const again = await reconcilePayments();
    expect(again.paidAfterExpiry).toBe(0);
    expect((await order(old.orderNumber)).status).toBe('expired');
    expect(await readStock(db, late.product)).toEqual({ quantity: 4, reserved: 0 });
  });

  it('refunds in full at the provider a payment captured after expiry when an item sold out, recorded on the order, once', async () => {
    const { db } = database();
    const soldOut = await placeCardOrder({ quantity: 1, stock: 1 });
    const paid = await payAtRazorpay(soldOut.providerOrderId);
    await db
      .updateTable('orders')
      .set({ reservation_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', soldOut.orderNumber)
      .execute();
    await reconcileOnlyExpiry();
    await db
      .updateTable('product_stock')
      .set({ quantity: 0 })
      .where('product_id', '=', soldOut.product.id)
      .where('size', '=', 'M')
      .execute();

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const summary = await reconcilePayments();
    logged.mockRestore();
    expect(summary).toMatchObject({ errors: 0, refundsRefused: 0 });
    expect(summary.refundDue).toBeGreaterThanOrEqual(1);
    expect(summary.refunded).toBeGreaterThanOrEqual(1);

    // The sandbox made the refund of the whole payment.
    const atSandbox = await db
      .selectFrom('sandbox_razorpay_refunds')
      .selectAll()
      .where('payment_id', '=', paid.razorpay_payment_id)
      .execute();
    expect(atSandbox).toEqual([expect.objectContaining({ amount: soldOut.totalMinor, status: 'processed' })]);
    const sandboxPayment = await db
      .selectFrom('sandbox_razorpay_payments')
      .select(['status', 'amount_refunded'])
      .where('id', '=', paid.razorpay_payment_id)
      .executeTakeFirstOrThrow();
    expect(sandboxPayment).toEqual({ status: 'refunded', amount_refunded: soldOut.totalMinor });

    // On the order: the kept payment, its refund, the request naming it, the note and the timeline; the order stays expired, the stock untouched.
    const placed = await order(soldOut.orderNumber);
    expect(placed.status).toBe('expired');
    expect(placed.last_payment_error).toContain(`Refunded: $${soldOut.totalMinor / 100}`);
    expect(await readStock(db, soldOut.product)).toEqual({ quantity: 0, reserved: 0 });
    const rows = await payments(soldOut.orderNumber);
    expect(rows.map((row) => [row.status, Number(row.amount_minor)])).toEqual([
      ['refund_due', soldOut.totalMinor],
      ['returned', soldOut.totalMinor],
    ]);
    expect(rows[1]?.provider_payment_id).toBe(atSandbox[0]?.id);
    const requests = await db.selectFrom('refund_requests').selectAll().where('order_id', '=', placed.id).execute();
    expect(requests).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        requested_by_staff_id: null,
        provider_refund_id: atSandbox[0]?.id,
      }),
    ]);
    expect(Number(requests[0]?.payment_id)).toBe(rows[0]?.id);
    const events = await db
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.kind)).toEqual(['refund_requested', 'refund_processed']);
    expect(readOutbox(harness().outbox, soldOut.orderNumber).map((message) => message.template)).toEqual([
      REFUND_NOTIFICATION_TEMPLATE,
      REFUND_NOTIFICATION_TEMPLATE,
    ]);

    // Its webhooks (refund.created, refund.processed) and another run change nothing.
    harness().sandbox.setWebhookMode('manual');
    for (const webhook of harness().sandbox.takeWebhooks())
      expect((await harness().sandbox.deliverWebhook(webhook)).status).toBe(200);
    const again = await reconcilePayments();
    expect(again.refunded).toBe(0);
    expect(
      await db
        .selectFrom('sandbox_razorpay_refunds')
        .select('id')
        .where('payment_id', '=', paid.razorpay_payment_id)
        .execute(),
    ).toHaveLength(1);
    expect(await payments(soldOut.orderNumber)).toHaveLength(2);
    expect((await order(soldOut.orderNumber)).status).toBe('expired');
  });
});

/** A second payment for the same Razorpay order, from a checkout tab opened before the first payment (Razorpay takes it). */
function captureAgainAtRazorpay(placed: Placed) {
  return payAtRazorpay(placed.providerOrderId, { secondTab: true });
}

describe('a second captured payment for an order already paid', () => {
  /** `first` paid the order and `extra` went back; order: true when either may have been the one that paid (reconcile reports both at once). */
  async function expectExtraRefunded(placed: Placed, paidWith: string, otherPayment: string, anyOrder = false) {
    const { db } = database();
    const kept = (await payments(placed.orderNumber)).find((row) => row.status === 'captured')?.provider_payment_id;
    const [first, extra] = anyOrder && kept === otherPayment ? [otherPayment, paidWith] : [paidWith, otherPayment];
    expect((await order(placed.orderNumber)).status).toBe('paid');
    expect(await readStock(db, placed.product)).toEqual({ quantity: 8, reserved: 0 });
    const rows = await payments(placed.orderNumber);
    expect(rows.map((row) => [row.status, row.provider_payment_id])).toEqual([
      ['captured', first],
      ['refund_due', extra],
      ['returned', expect.stringMatching(/^rfnd_/)],
    ]);
    expect(
      await db.selectFrom('sandbox_razorpay_refunds').select(['amount']).where('payment_id', '=', extra).execute(),
    ).toEqual([{ amount: placed.totalMinor }]);
    expect(
      await db.selectFrom('sandbox_razorpay_refunds').select('id').where('payment_id', '=', first).execute(),
    ).toHaveLength(0);
    const templates = readOutbox(harness().outbox, placed.orderNumber).map((message) => message.template);
    expect(templates.filter((template) => template === REFUND_NOTIFICATION_TEMPLATE)).toHaveLength(2);
    expect(templates).toHaveLength(4);
  }

  it("is refunded when the shopper's browser verifies it: the order stays paid, the first payment untouched", async () => {
    const placed = await placeCardOrder();
    const first = await payAtRazorpay(placed.providerOrderId);
    expect((await verifyCard(placed, first)).status).toBe(200);
    const extra = await captureAgainAtRazorpay(placed);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await verifyCard(placed, extra);
    logged.mockRestore();
    expect(answer.status).toBe(200);
    expect(verifyPaymentResponse.parse(answer.body).status).toBe('paid');
    await expectExtraRefunded(placed, first.razorpay_payment_id, extra.razorpay_payment_id);

    // The same extra payment verified again, and reconcile, refund nothing more.
    expect((await verifyCard(placed, extra)).status).toBe(200);
    expect((await reconcilePayments()).refunded).toBe(0);
    await expectExtraRefunded(placed, first.razorpay_payment_id, extra.razorpay_payment_id);
  });

  it('is refunded when reconcile finds two captured payments for a pending order: one pays it, the other goes back', async () => {
    const placed = await placeCardOrder();
    const first = await payAtRazorpay(placed.providerOrderId);
    const extra = await captureAgainAtRazorpay(placed);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const summary = await reconcilePayments();
    logged.mockRestore();
    expect(summary).toMatchObject({ errors: 0, extraCaptures: 1 });
    await expectExtraRefunded(placed, first.razorpay_payment_id, extra.razorpay_payment_id, true);
  });

  it('is refunded when its webhook reports it', async () => {
    const placed = await placeCardOrder();
    const first = await payAtRazorpay(placed.providerOrderId);
    expect((await verifyCard(placed, first)).status).toBe(200);
    harness().sandbox.setWebhookMode('manual');
    const extra = await captureAgainAtRazorpay(placed);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const webhook of harness().sandbox.takeWebhooks())
      expect((await harness().sandbox.deliverWebhook(webhook)).status).toBe(200);
    logged.mockRestore();
    await expectExtraRefunded(placed, first.razorpay_payment_id, extra.razorpay_payment_id);
  });
});
