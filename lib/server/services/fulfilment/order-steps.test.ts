/**
 * The server decides what can be done with an order (issue 28, item 1): for
 * every state an order can reach (payment method × payment status ×
 * fulfilment status), an order is brought there through the shop's own calls,
 * its answer (GET /api/admin/orders/{order_number}/) is read, then every step
 * and every refund method is tried. What the answer allows is accepted; what
 * it does not is refused with 409 (or, for the step that led here, answered
 * as a repeat), and a refusal writes nothing. On both databases.
 */
import type { Kysely } from 'kysely';
import {
  apiErrorBody,
  createOrderCardResponse,
  createOrderCashResponse,
  createOrderWalletResponse,
} from '@/lib/contract';
import {
  fulfilmentActionResponse,
  getAdminOrderResponse,
  ORDER_ACTIONS,
  REFUND_METHODS,
  refundOrderResponse,
  type OrderActionName,
  type RefundMethodName,
} from '@/lib/contract/admin';
import type { FulfilmentStatusName, OrderStatusName, PaymentMethodName } from '@/lib/contract/orders';
import { toInr } from '@/lib/money';
import type { Database } from '@/lib/server/db/schema';
import { getPayPalClient } from '@/lib/server/payments/paypal';
import {
  ALREADY_CONFIRMED_MESSAGE,
  CANNOT_CANCEL_MESSAGE,
  NOT_SHIPPABLE_MESSAGE,
} from '@/lib/server/services/fulfilment/order-steps';
import { expireStaleOrders } from '@/lib/server/services/orders/order-history';
import { codNotDeliveredMessage } from '@/lib/server/services/payments/refund-ledger';
import {
  createTestCustomer,
  DELIVERY,
  findOrder,
  stockTestProduct,
  withPaymentsHarness,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from '@/app/api/cart-items/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { POST as razorpayWebhook } from '@/app/api/webhooks/razorpay/route';
import { POST as paypalWebhook } from '@/app/api/webhooks/paypal/route';
import { GET as getAdminOrder } from '@/app/api/admin/orders/[order_number]/route';
import { POST as confirmOrder } from '@/app/api/admin/orders/[order_number]/confirm/route';
import { POST as packOrder } from '@/app/api/admin/orders/[order_number]/pack/route';
import { POST as shipOrder } from '@/app/api/admin/orders/[order_number]/ship/route';
import { POST as deliverOrder } from '@/app/api/admin/orders/[order_number]/deliver/route';
import { POST as returnOrder } from '@/app/api/admin/orders/[order_number]/return/route';
import { POST as cancelOrder } from '@/app/api/admin/orders/[order_number]/cancel/route';
import { POST as refundOrder } from '@/app/api/admin/orders/[order_number]/refund/route';

jest.setTimeout(120_000);
const database = withTestDatabase();
const harness = withPaymentsHarness({
  '/api/webhooks/razorpay/': razorpayWebhook,
  '/api/webhooks/paypal/': paypalWebhook,
});
beforeEach(() => harness().sandbox.setWebhookMode('manual'));
afterEach(() => {
  harness().sandbox.takeWebhooks();
});

let owner: TestStaff;
let product: TestProduct;
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  product = await stockTestProduct(database().db, { priceCents: 2125, quantity: 100_000 });
});

type Handler = (request: Request) => Promise<Response>;

const TRACKING = { courier: 'Delhivery', tracking_number: 'DL-2811', tracking_url: 'https://track.example/DL-2811' };
/** What a partly refunded order got back, minor units. */
const PART_MINOR = 100;

/** Each step's call, with a body that moves the order on (ship with the tracking a shipped order of this file has). */
const STEPS: Record<OrderActionName, { handler: Handler; body: Record<string, unknown> }> = {
  confirm: { handler: confirmOrder, body: { call: { outcome: 'confirmed' } } },
  pack: { handler: packOrder, body: {} },
  ship: { handler: shipOrder, body: TRACKING },
  deliver: { handler: deliverOrder, body: {} },
  return: { handler: returnOrder, body: { note: 'address not found' } },
  cancel: { handler: cancelOrder, body: { reason: 'shopper asked' } },
};

function step(number: string, action: OrderActionName) {
  const { handler, body } = STEPS[action];
  return callRoute(handler, `/api/admin/orders/${number}/${action}/`, postJson(body, owner.headers));
}

async function stepOk(number: string, action: OrderActionName) {
  const answer = await step(number, action);
  expect({ action, status: answer.status }).toEqual({ action, status: 200 });
  return fulfilmentActionResponse.parse(answer.body);
}

function refund(number: string, method: RefundMethodName, amount: number) {
  return callRoute(
    refundOrder,
    `/api/admin/orders/${number}/refund/`,
    postJson(
      { amount, method, reason: 'Returned by the customer', note: 'Cash handed back at the door' },
      owner.headers,
    ),
  );
}

async function orderAnswer(number: string) {
  const answer = await callRoute(getAdminOrder, `/api/admin/orders/${number}/`, { headers: owner.headers });
  expect(answer.status).toBe(200);
  return getAdminOrderResponse.parse(answer.body);
}

/** Everything a call could write about an order: a refused call leaves all of it as it was. */
async function traces(db: Kysely<Database>, number: string) {
  const order = await findOrder(db, number);
  const count = async (table: 'audit_log' | 'order_events' | 'refund_requests' | 'payments' | 'notifications') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    order,
    audit: await count('audit_log'),
    events: await count('order_events'),
    requests: await count('refund_requests'),
    payments: await count('payments'),
    notifications: await count('notifications'),
  };
}

/** A new order of two pieces, as the shopper places it: pending for card and PayPal, confirmed for cash on delivery. */
async function placeOrder(method: PaymentMethodName): Promise<string> {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const currency = method === 'cod' ? 'INR' : 'USD';
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson({ product_pk: product.id, size: product.size, quantity: 2, currency }, customer.auth),
  );
  expect(added.status).toBe(200);
  const totalMinor = product.priceCents * 2;
  const body =
    method === 'cod'
      ? {
          amount: Math.round((toInr(product.priceCents / 100) * 2 + 39) * 100),
          currency,
          promo_code: 'Nil',
          cart_id: 'ignored',
          cash_on_delivery: true,
        }
      : method === 'razorpay'
        ? { amount: totalMinor, currency }
        : { amount: totalMinor / 100, currency, razorpay: false };
  const placed = await callRoute(createOrder, '/api/create-order/', postJson({ ...body, ...DELIVERY }, customer.auth));
  expect(placed.status).toBe(200);
  if (method === 'cod') return createOrderCashResponse.parse(placed.body).order_id;
  return (method === 'razorpay' ? createOrderCardResponse : createOrderWalletResponse).parse(placed.body).order_id;
}

/** The shopper pays a pending card or PayPal order in the sandbox; its webhooks mark it paid. */
async function pay(number: string, method: 'razorpay' | 'paypal'): Promise<void> {
  const { db } = database();
  const providerOrderId = (await findOrder(db, number)).provider_order_id ?? '';
  harness().sandbox.setWebhookMode('auto');
  if (method === 'razorpay') {
    const paid = await fetch(`${harness().server.url}/sandbox/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: providerOrderId }),
    });
    expect(paid.status).toBe(200);
  } else {
    const approved = await fetch(`${harness().server.url}/sandbox/paypal/checkout/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'sandbox-client', order_id: providerOrderId }),
    });
    expect(approved.status).toBe(200);
    await getPayPalClient().captureOrder(providerOrderId, `test-capture-${number}`);
  }
  await harness().sandbox.settle();
  harness().sandbox.setWebhookMode('manual');
}

/** The steps that bring a new order to a fulfilment status. */
const FULFILMENT_PATH: Record<'card' | 'cod', Partial<Record<FulfilmentStatusName, OrderActionName[]>>> = {
  card: {
    unfulfilled: [],
    packed: ['pack'],
    shipped: ['ship'],
    delivered: ['ship', 'deliver'],
    returned: ['ship', 'return'],
  },
  cod: {
    unfulfilled: [],
    confirmed: ['confirm'],
    packed: ['confirm', 'pack'],
    shipped: ['confirm', 'ship'],
    delivered: ['confirm', 'ship', 'deliver'],
    returned: ['confirm', 'ship', 'return'],
  },
};

interface State {
  method: PaymentMethodName;
  status: OrderStatusName;
  fulfilment: FulfilmentStatusName;
}

/** A new order brought to the state through the shop's own calls (payment, steps, refunds, expiry). */
async function orderIn(state: State): Promise<string> {
  const { db } = database();
  const number = await placeOrder(state.method);
  const path = FULFILMENT_PATH[state.method === 'cod' ? 'cod' : 'card'][state.fulfilment];
  if (path === undefined) throw new Error(`No way to ${state.fulfilment} for ${state.method}`);
  if (state.method !== 'cod' && !['pending', 'expired', 'cancelled'].includes(state.status))
    await pay(number, state.method);
  for (const action of path) await stepOk(number, action);
  if (state.status === 'cancelled') await stepOk(number, 'cancel');
  if (state.status === 'expired') await expireStaleOrders(new Date(Date.now() + 86_400_000));
  if (state.status === 'partially_refunded' || state.status === 'refunded') {
    const totalMinor = (await findOrder(db, number)).total_minor;
    const amountMinor = state.status === 'refunded' ? totalMinor : PART_MINOR;
    const answer = await refund(number, state.method === 'cod' ? 'manual' : 'provider', amountMinor / 100);
    expect(answer.status).toBe(200);
  }
  const order = await findOrder(db, number);
  expect({ status: order.status, fulfilment: order.fulfilment_status }).toEqual({
    status: state.status,
    fulfilment: state.fulfilment,
  });
  return number;
}

/** A row of the table: the state, the steps it allows, the steps that led here (answered as repeats) and what it can refund. */
interface Row extends State {
  allowed: OrderActionName[];
  repeats: OrderActionName[];
  /** The refund method open and what it may refund: the whole total, the total less PART_MINOR, or none. */
  refundable: 'total' | 'rest' | 'none';
}

const row = (
  method: PaymentMethodName,
  status: OrderStatusName,
  fulfilment: FulfilmentStatusName,
  allowed: OrderActionName[],
  repeats: OrderActionName[],
  refundable: Row['refundable'] = 'none',
): Row => ({ method, status, fulfilment, allowed, repeats, refundable });

/** Card and PayPal orders: the same steps (an order's status 'failed' is never set by the shop, so it is not here). */
const providerRows = (method: 'razorpay' | 'paypal'): Row[] => [
  row(method, 'pending', 'unfulfilled', ['cancel'], []),
  row(method, 'expired', 'unfulfilled', [], []),
  row(method, 'cancelled', 'unfulfilled', [], ['cancel']),
  ...(['paid', 'partially_refunded'] as const).flatMap((status) => {
    const refundable = status === 'paid' ? 'total' : 'rest';
    return [
      row(method, status, 'unfulfilled', ['pack', 'ship'], [], refundable),
      row(method, status, 'packed', ['ship'], ['pack'], refundable),
      row(method, status, 'shipped', ['deliver', 'return'], ['ship'], refundable),
      row(method, status, 'delivered', [], ['deliver'], refundable),
      row(method, status, 'returned', [], ['return'], refundable),
    ];
  }),
  row(method, 'refunded', 'unfulfilled', [], []),
  row(method, 'refunded', 'packed', [], []),
  row(method, 'refunded', 'shipped', ['deliver', 'return'], ['ship']),
  row(method, 'refunded', 'delivered', [], ['deliver']),
  row(method, 'refunded', 'returned', [], ['return']),
];

/** Cash on delivery: confirmed by a call first; its cash counts as collected only once the parcel is delivered. */
const cashRows: Row[] = [
  row('cod', 'cod_confirmed', 'unfulfilled', ['confirm', 'cancel'], []),
  row('cod', 'cod_confirmed', 'confirmed', ['pack', 'ship', 'cancel'], ['confirm']),
  row('cod', 'cod_confirmed', 'packed', ['ship', 'cancel'], ['confirm', 'pack']),
  row('cod', 'cod_confirmed', 'shipped', ['deliver', 'return'], ['ship']),
  row('cod', 'cod_confirmed', 'delivered', [], ['deliver'], 'total'),
  row('cod', 'cod_confirmed', 'returned', [], ['return']),
  row('cod', 'cancelled', 'unfulfilled', [], ['cancel']),
  row('cod', 'cancelled', 'confirmed', [], ['cancel']),
  row('cod', 'cancelled', 'packed', [], ['cancel']),
  row('cod', 'partially_refunded', 'delivered', [], ['deliver'], 'rest'),
  row('cod', 'refunded', 'delivered', [], ['deliver']),
];

const TABLE: Row[] = [...providerRows('razorpay'), ...providerRows('paypal'), ...cashRows];

describe('what an order allows is what its calls accept', () => {
  it.each(TABLE.map((entry) => [`${entry.method} · ${entry.status} · ${entry.fulfilment}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const { db } = database();
      const probe = await orderIn(entry);
      const totalMinor = (await findOrder(db, probe)).total_minor;
      const answer = await orderAnswer(probe);

      expect(answer.allowed_actions).toEqual(entry.allowed);
      const openMinor = { total: totalMinor, rest: totalMinor - PART_MINOR, none: 0 }[entry.refundable];
      const method: RefundMethodName = entry.method === 'cod' ? 'manual' : 'provider';
      expect(answer.refundable).toEqual(
        openMinor > 0 ? [{ method, amount_minor: openMinor, amount: openMinor / 100 }] : [],
      );

      // Every step the answer does not allow: refused (409) or, for the step that led here, a repeat; nothing written.
      for (const action of ORDER_ACTIONS.filter((name) => !answer.allowed_actions.includes(name))) {
        const before = await traces(db, probe);
        const tried = await step(probe, action);
        if (entry.repeats.includes(action)) {
          expect({ action, status: tried.status }).toEqual({ action, status: 200 });
          expect(fulfilmentActionResponse.parse(tried.body).changed).toBe(false);
        } else {
          expect({ action, status: tried.status }).toEqual({ action, status: 409 });
          expect(apiErrorBody.parse(tried.body).code).toBe('conflict');
        }
        expect(await traces(db, probe)).toEqual(before);
      }

      // Every step it allows: accepted, on an order of its own in the same state.
      for (const action of answer.allowed_actions) {
        const fresh = await orderIn(entry);
        expect(await stepOk(fresh, action)).toMatchObject({ changed: true });
      }

      // Every refund method: refused (nothing written) unless the answer lists it, and then up to its amount only.
      for (const refundMethod of REFUND_METHODS) {
        const open = answer.refundable.find((entryOf) => entryOf.method === refundMethod);
        const before = await traces(db, probe);
        const tooMuch = await refund(probe, refundMethod, ((open?.amount_minor ?? 0) + 1) / 100);
        expect({ refundMethod, status: tooMuch.status }).toEqual({ refundMethod, status: 409 });
        expect(await traces(db, probe)).toEqual(before);
        if (open) {
          const done = await refund(probe, refundMethod, open.amount);
          expect({ refundMethod, status: done.status }).toEqual({ refundMethod, status: 200 });
          expect(refundOrderResponse.parse(done.body)).toMatchObject({ status: 'refunded', refundable: 0 });
          expect((await orderAnswer(probe)).refundable).toEqual([]);
        }
      }
    },
  );
});

describe('the rules the back office got wrong before', () => {
  it('refuses a cash-on-delivery refund before the parcel is delivered (409 saying why), and after it comes back or is cancelled', async () => {
    for (const fulfilment of ['unfulfilled', 'confirmed', 'packed', 'shipped'] as const) {
      const number = await orderIn({ method: 'cod', status: 'cod_confirmed', fulfilment });
      expect((await orderAnswer(number)).refundable).toEqual([]);
      const refused = await refund(number, 'manual', 1);
      expect(refused.status).toBe(409);
      expect(apiErrorBody.parse(refused.body)).toMatchObject({
        code: 'conflict',
        message: codNotDeliveredMessage(number),
      });
    }
    const returned = await orderIn({ method: 'cod', status: 'cod_confirmed', fulfilment: 'returned' });
    expect(apiErrorBody.parse((await refund(returned, 'manual', 1)).body).message).toMatch(/never collected/);
    const cancelled = await orderIn({ method: 'cod', status: 'cancelled', fulfilment: 'packed' });
    expect((await orderAnswer(cancelled)).refundable).toEqual([]);
    expect(apiErrorBody.parse((await refund(cancelled, 'manual', 1)).body).message).toMatch(/is cancelled/);

    // Cancelled with its parcel marked delivered: no call leads there (a parcel that left cannot be cancelled),
    // so only the ledger's own rule (a cancelled order's cash was never collected) refuses its refund.
    const { db } = database();
    const delivered = await orderIn({ method: 'cod', status: 'cod_confirmed', fulfilment: 'delivered' });
    await db.updateTable('orders').set({ status: 'cancelled' }).where('public_id', '=', delivered).execute();
    expect((await orderAnswer(delivered)).refundable).toEqual([]);
    const before = await traces(db, delivered);
    const refused = await refund(delivered, 'manual', 1);
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      code: 'conflict',
      message: `Order ${delivered} is cancelled: nothing was paid that could be refunded.`,
    });
    expect(await traces(db, delivered)).toEqual(before);
  });

  it('never cancels a cash-on-delivery order that has left the shop, and never ships a cancelled one', async () => {
    const { db } = database();
    const refusedWith = async (number: string, action: OrderActionName, message: string) => {
      const before = await traces(db, number);
      const tried = await step(number, action);
      expect({ action, status: tried.status }).toEqual({ action, status: 409 });
      expect(apiErrorBody.parse(tried.body)).toMatchObject({ code: 'conflict', message });
      expect(await traces(db, number)).toEqual(before);
    };
    for (const fulfilment of ['shipped', 'delivered'] as const) {
      const number = await orderIn({ method: 'cod', status: 'cod_confirmed', fulfilment });
      expect((await orderAnswer(number)).allowed_actions).not.toContain('cancel');
      await refusedWith(number, 'cancel', CANNOT_CANCEL_MESSAGE);
    }
    // Confirmed, then cancelled: only its cancelled state stands between it and the courier.
    const cancelled = await orderIn({ method: 'cod', status: 'cancelled', fulfilment: 'confirmed' });
    expect((await orderAnswer(cancelled)).allowed_actions).toEqual([]);
    await refusedWith(cancelled, 'ship', NOT_SHIPPABLE_MESSAGE);
    await refusedWith(cancelled, 'pack', NOT_SHIPPABLE_MESSAGE);
  });

  it('logs a call only while the order waits for its confirmation', async () => {
    const waiting = await orderIn({ method: 'cod', status: 'cod_confirmed', fulfilment: 'unfulfilled' });
    const call = { call: { outcome: 'no_answer', note: 'rang twice' } };
    const logged = await callRoute(
      confirmOrder,
      `/api/admin/orders/${waiting}/confirm/`,
      postJson(call, owner.headers),
    );
    expect(fulfilmentActionResponse.parse(logged.body)).toMatchObject({
      changed: true,
      fulfilment: { status: 'unfulfilled' },
    });
    const confirmed = await orderIn({ method: 'cod', status: 'cod_confirmed', fulfilment: 'confirmed' });
    const late = await callRoute(
      confirmOrder,
      `/api/admin/orders/${confirmed}/confirm/`,
      postJson(call, owner.headers),
    );
    expect(late.status).toBe(409);
    expect(apiErrorBody.parse(late.body).message).toBe(ALREADY_CONFIRMED_MESSAGE);
  });
});
