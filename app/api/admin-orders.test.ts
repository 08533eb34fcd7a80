/**
 * The back office's orders through the route handlers, on a real database:
 * the list (filters, keyset pages), the order page, and the fulfilment
 * actions as a state machine (409s, repeats, stock, the shipping notice
 * once), each audited in the transaction of its change.
 */
import { sql, type Kysely } from 'kysely';
import { apiErrorBody, createOrderCashResponse, orderDetailResponse } from '@/lib/contract';
import {
  adminDashboardResponse,
  fulfilmentActionResponse,
  getAdminCustomerResponse,
  getAdminOrderResponse,
  listAdminCustomersResponse,
  listAdminOrdersResponse,
} from '@/lib/contract/admin';
import { toInr } from '@/lib/money';
import type { Database, OrderStatus, PaymentMethod } from '@/lib/server/db/schema';
import { insertOrder, insertOrderLines } from '@/lib/server/services/orders/repositories/orders';
import { recordPayment } from '@/lib/server/services/payments/repositories/payments';
import { CALL_LOGGED_MESSAGE } from '@/lib/server/services/fulfilment/fulfilment';
import {
  ALREADY_SHIPPED_MESSAGE,
  CONFIRM_COD_FIRST_MESSAGE,
  NOT_SHIPPED_MESSAGE,
  NOT_SHIPPABLE_MESSAGE,
  PAID_ORDER_CANCEL_MESSAGE,
  SHIPPED_WITH_OTHER_TRACKING_MESSAGE,
} from '@/lib/server/services/fulfilment/order-steps';
import { ORDER_SHIPPED_TEMPLATE } from '@/lib/server/services/fulfilment/shipping-notices';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import {
  createTestCustomer,
  DELIVERY,
  readStock,
  stockTestProduct,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as addCartItem } from './cart-items/route';
import { POST as createOrder } from './create-order/route';
import { GET as getOrderDetail } from './order-detail/route';
import { GET as listAdminOrders } from './admin/orders/route';
import { GET as getAdminOrder } from './admin/orders/[order_number]/route';
import { POST as confirmOrder } from './admin/orders/[order_number]/confirm/route';
import { POST as packOrder } from './admin/orders/[order_number]/pack/route';
import { POST as shipOrder } from './admin/orders/[order_number]/ship/route';
import { POST as deliverOrder } from './admin/orders/[order_number]/deliver/route';
import { POST as returnOrder } from './admin/orders/[order_number]/return/route';
import { POST as cancelOrder } from './admin/orders/[order_number]/cancel/route';
import { GET as exportOrders } from './admin/orders/export/route';
import { GET as listAdminCustomers } from './admin/customers/route';
import { GET as getAdminCustomer } from './admin/customers/[customer_id]/route';
import { GET as getAdminDashboard } from './admin/dashboard/route';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' }); // Orders counted from none: without the demo's delivered orders.
const outbox = withTemporaryOutbox();

let staff: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
});

const TRACKING = { courier: 'Delhivery', tracking_number: 'DL-4411', tracking_url: 'https://track.example/DL-4411' };

type Handler = (request: Request) => Promise<Response>;

function act(handler: Handler, orderNumber: string, action: string, body: Record<string, unknown> = {}) {
  return callRoute(handler, `/api/admin/orders/${orderNumber}/${action}/`, postJson(body, staff.headers));
}

async function actOk(handler: Handler, orderNumber: string, action: string, body: Record<string, unknown> = {}) {
  const answer = await act(handler, orderNumber, action, body);
  expect(answer.status).toBe(200);
  return fulfilmentActionResponse.parse(answer.body);
}

async function expectConflict(
  handler: Handler,
  orderNumber: string,
  action: string,
  message: string,
  body: Record<string, unknown> = {},
) {
  const { db } = database();
  const before = await countRows(db);
  const answer = await act(handler, orderNumber, action, body);
  expect(answer.status).toBe(409);
  expect(apiErrorBody.parse(answer.body)).toMatchObject({ code: 'conflict', message });
  // A refused action writes nothing: no audit entry, no timeline entry.
  expect(await countRows(db)).toEqual(before);
}

async function countRows(db: Kysely<Database>) {
  const auditRows = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { audit: Number(auditRows.n), events: Number(events.n) };
}

async function auditOf(db: Kysely<Database>, orderNumber: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', 'order')
    .where('entity_id', '=', orderNumber)
    .orderBy('id')
    .execute();
}

/** A cash-on-delivery order of two pieces placed through the shop's own calls (stock leaves the shelf at once). */
async function placeCashOrder(customer: TestCustomer, product: TestProduct): Promise<string> {
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      {
        product_pk: product.id,
        size: product.size,
        quantity: 2,
        offer_price: 0.01,
        mrp: 0.01,
        is_direct_buy: false,
        currency: 'INR',
      },
      customer.auth,
    ),
  );
  expect(added.status).toBe(200);
  const total = toInr(product.priceCents / 100) * 2 + 39;
  const placed = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson(
      { amount: total * 100, currency: 'INR', promo_code: 'Nil', cart_id: 'x', cash_on_delivery: true, ...DELIVERY },
      customer.auth,
    ),
  );
  expect(placed.status).toBe(200);
  return createOrderCashResponse.parse(placed.body).order_id;
}

let orderSequence = 0;

/** An order written straight to the database (paid ones with their captured payment), for the list and the paid-order rules. */
async function insertTestOrder(
  db: Kysely<Database>,
  customer: TestCustomer,
  product: TestProduct,
  options: {
    status: OrderStatus;
    method?: PaymentMethod;
    currency?: 'USD' | 'INR';
    createdAt?: string;
    name?: string;
    mobile?: string;
    quantity?: number;
  },
): Promise<string> {
  orderSequence += 1;
  const number = `JH-261126-T${String(process.pid % 1000).padStart(3, '0')}${String(orderSequence).padStart(4, '0')}`;
  const createdAt = options.createdAt ?? new Date().toISOString();
  const quantity = options.quantity ?? 1;
  const method = options.method ?? 'razorpay';
  const order = await insertOrder(db, {
    public_id: number,
    user_id: customer.id,
    cart_id: null,
    status: options.status,
    payment_method: method,
    currency: options.currency ?? 'USD',
    subtotal_minor: product.priceCents * quantity,
    discount_minor: 0,
    shipping_minor: 0,
    total_minor: product.priceCents * quantity,
    promo_code: null,
    delivery_address: DELIVERY.delivery_address,
    name: options.name ?? DELIVERY.name,
    country_code: '+91',
    mobile_number: options.mobile ?? DELIVERY.mobile_number,
    pin_code: DELIVERY.pin_code,
    city: DELIVERY.city,
    state: DELIVERY.state,
    comment: '',
    provider_order_id: method === 'cod' ? null : `order_${number}`,
    idempotency_key: null,
    client_idempotency_key: null,
    reservation_expires_at: options.status === 'pending' ? new Date(Date.now() + 600_000).toISOString() : null,
    paid_at: options.status === 'paid' ? createdAt : null,
    last_payment_error: null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  await insertOrderLines(db, [
    {
      order_id: order.id,
      product_id: product.id,
      product_name: product.name,
      size: product.size,
      quantity,
      unit_price_minor: product.priceCents,
      mrp_minor: product.priceCents * 2,
    },
  ]);
  if (options.status === 'paid' && method !== 'cod') {
    await recordPayment(db, {
      order_id: order.id,
      provider: method,
      provider_payment_id: `pay_${number}`,
      provider_order_id: `order_${number}`,
      status: 'captured',
      amount_minor: product.priceCents * quantity,
      currency: options.currency ?? 'USD',
      raw: '{}',
      created_at: createdAt,
    });
  }
  return number;
}

describe('GET /api/admin/orders/', () => {
  it('filters by status, method, currency, dates and q (number, phone, name) and walks keyset pages without gaps or repeats', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 2500, quantity: 50 });
    const numbers: string[] = [];
    for (let day = 1; day <= 7; day += 1) {
      numbers.push(
        await insertTestOrder(db, customer, product, {
          status: day % 2 === 0 ? 'paid' : 'pending',
          method: day === 7 ? 'paypal' : 'razorpay',
          currency: day === 6 ? 'INR' : 'USD',
          createdAt: `2026-10-0${day}T12:00:00.000Z`,
          name: day === 3 ? 'Zoya Khan' : 'Asha Verma',
          mobile: day === 5 ? '9811100055' : DELIVERY.mobile_number,
        }),
      );
    }
    const list = async (query: string) => {
      const answer = await callRoute(listAdminOrders, `/api/admin/orders/?from=2026-10-01&to=2026-10-07&${query}`, {
        headers: staff.headers,
      });
      expect(answer.status).toBe(200);
      return listAdminOrdersResponse.parse(answer.body);
    };
    const numbersOf = (page: { data: { order_number: string }[] }) => page.data.map((row) => row.order_number);

    expect(numbersOf(await list(''))).toEqual([...numbers].reverse());
    expect(numbersOf(await list('status=paid'))).toEqual([numbers[5], numbers[3], numbers[1]]);
    expect(numbersOf(await list('payment_method=paypal'))).toEqual([numbers[6]]);
    expect(numbersOf(await list('currency=INR'))).toEqual([numbers[5]]);
    expect(numbersOf(await list('q=zoya'))).toEqual([numbers[2]]);
    expect(numbersOf(await list('q=%2B91%2098111%2000055'))).toEqual([numbers[4]]);
    expect(numbersOf(await list(`q=${(numbers[0] ?? '').toLowerCase()}`))).toEqual([numbers[0]]);
    expect(
      numbersOf(
        await callRoute(listAdminOrders, '/api/admin/orders/?from=2026-10-02&to=2026-10-03', {
          headers: staff.headers,
        }).then((answer) => listAdminOrdersResponse.parse(answer.body)),
      ),
    ).toEqual([numbers[2], numbers[1]]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`page_size=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...numbersOf(page));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual([...numbers].reverse());
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['payment_method=cheque', 'payment_method'],
      ['from=yesterday', 'from'],
      ['from=2026-10-05&to=2026-10-01', 'to'],
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['page_size=500', 'page_size'],
    ] as const) {
      const answer = await callRoute(listAdminOrders, `/api/admin/orders/?${query}`, { headers: staff.headers });
      expect(answer.status).toBe(400);
      expect(apiErrorBody.parse(answer.body).field).toBe(field);
    }
  });
});

describe('GET /api/admin/orders/{order_number}/', () => {
  it('answers lines, customer, delivery, payments with provider ids, and a timeline; 404 for an unknown number', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1800, quantity: 10 });
    const number = await insertTestOrder(db, customer, product, { status: 'paid', quantity: 2 });
    const answer = await callRoute(getAdminOrder, `/api/admin/orders/${number}/`, { headers: staff.headers });
    expect(answer.status).toBe(200);
    const detail = getAdminOrderResponse.parse(answer.body);
    expect(detail.order).toMatchObject({
      order_number: number,
      status: 'paid',
      fulfilment_status: 'unfulfilled',
      total: 36,
      delivery: { city: DELIVERY.city },
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({ product_pk: product.id, quantity: 2, unit_price: 18, line_total: 36 }),
    ]);
    expect(detail.customer).toMatchObject({ id: customer.id, email: customer.email, email_confirmed: true });
    expect(detail.payments).toEqual([
      expect.objectContaining({
        provider: 'razorpay',
        provider_payment_id: `pay_${number}`,
        status: 'captured',
        amount: 36,
      }),
    ]);
    expect(detail).toMatchObject({ captured: 36, refunded: 0 });
    expect(detail.timeline.map((entry) => entry.kind)).toEqual(['placed', 'payment_captured']);

    const unknown = await callRoute(getAdminOrder, '/api/admin/orders/JH-000000-NOTHERE0/', { headers: staff.headers });
    expect(unknown.status).toBe(404);
    const bad = await callRoute(getAdminOrder, '/api/admin/orders/not%20a%20number/', { headers: staff.headers });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('order_number');
  });
});

describe('fulfilment', () => {
  it('walks a cash-on-delivery order: call logged, confirmed, packed, shipped once (the shopper told once), delivered', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 6 });
    const number = await placeCashOrder(customer, product);

    const call = await actOk(confirmOrder, number, 'confirm', { call: { outcome: 'no_answer', note: 'rang twice' } });
    expect(call).toMatchObject({ message: CALL_LOGGED_MESSAGE, changed: true, fulfilment: { status: 'unfulfilled' } });
    await expectConflict(packOrder, number, 'pack', CONFIRM_COD_FIRST_MESSAGE);
    await expectConflict(shipOrder, number, 'ship', CONFIRM_COD_FIRST_MESSAGE, TRACKING);

    expect(await actOk(confirmOrder, number, 'confirm', { call: { outcome: 'confirmed' } })).toMatchObject({
      changed: true,
      fulfilment: { status: 'confirmed' },
    });
    expect(await actOk(confirmOrder, number, 'confirm')).toMatchObject({
      changed: false,
      fulfilment: { status: 'confirmed' },
    });
    expect(await actOk(packOrder, number, 'pack')).toMatchObject({ changed: true, fulfilment: { status: 'packed' } });
    expect(await actOk(packOrder, number, 'pack')).toMatchObject({ changed: false });

    const badUrl = await act(shipOrder, number, 'ship', { ...TRACKING, tracking_url: 'http://track.example/DL-4411' });
    expect(badUrl.status).toBe(400);
    expect(apiErrorBody.parse(badUrl.body).field).toBe('tracking_url');
    const noCourier = await act(shipOrder, number, 'ship', { ...TRACKING, courier: ' ' });
    expect(apiErrorBody.parse(noCourier.body).field).toBe('courier');

    const shipped = await actOk(shipOrder, number, 'ship', TRACKING);
    expect(shipped).toMatchObject({ changed: true, fulfilment: { status: 'shipped', ...TRACKING } });
    const notices = readOutbox(outbox(), number).filter((message) => message.template === ORDER_SHIPPED_TEMPLATE);
    expect(notices.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
    for (const message of notices) expect(message.body).toContain(TRACKING.tracking_url);
    expect(notices.find((message) => message.channel === 'email')?.to).toBe(customer.email);

    // A double click: the same answer, nothing written, nothing sent again.
    const rowsBefore = await countRows(db);
    expect(await actOk(shipOrder, number, 'ship', TRACKING)).toMatchObject({
      changed: false,
      fulfilment: { status: 'shipped', ...TRACKING },
    });
    expect(await countRows(db)).toEqual(rowsBefore);
    expect(readOutbox(outbox(), number).filter((message) => message.template === ORDER_SHIPPED_TEMPLATE)).toHaveLength(
      2,
    );
    await expectConflict(shipOrder, number, 'ship', SHIPPED_WITH_OTHER_TRACKING_MESSAGE, {
      ...TRACKING,
      tracking_number: 'DL-9999',
    });

    // The shopper's own order page sees the status and the tracking link.
    const mine = await callRoute(getOrderDetail, `/api/order-detail/?order_id=${number}`, { headers: customer.auth });
    expect(orderDetailResponse.parse(mine.body).data.fulfilment).toMatchObject({ status: 'shipped', ...TRACKING });

    expect(await actOk(deliverOrder, number, 'deliver')).toMatchObject({
      changed: true,
      fulfilment: { status: 'delivered' },
    });
    expect(await actOk(deliverOrder, number, 'deliver')).toMatchObject({ changed: false });
    await expectConflict(returnOrder, number, 'return', NOT_SHIPPED_MESSAGE);

    const detail = getAdminOrderResponse.parse(
      (await callRoute(getAdminOrder, `/api/admin/orders/${number}/`, { headers: staff.headers })).body,
    );
    expect(detail.timeline.filter((entry) => entry.staff_name !== null).map((entry) => entry.kind)).toEqual([
      'cod_call',
      'confirmed',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(detail.messages.filter((message) => message.template === ORDER_SHIPPED_TEMPLATE)).toHaveLength(2);
    const entries = await auditOf(db, number);
    expect(entries.map((entry) => entry.action)).toEqual([
      'order.confirm',
      'order.confirm',
      'order.pack',
      'order.ship',
      'order.deliver',
    ]);
    expect(entries.every((entry) => entry.staff_id === staff.id)).toBe(true);
    const shipEntry = entries[3];
    expect(JSON.parse(shipEntry?.before_json ?? '{}')).toMatchObject({ status: 'packed', tracking_number: null });
    expect(JSON.parse(shipEntry?.after_json ?? '{}')).toMatchObject({
      status: 'shipped',
      tracking_number: TRACKING.tracking_number,
    });
  });

  it('e-mails the shipping notice only to a confirmed address (WhatsApp still goes)', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    await db.updateTable('users').set({ email_confirmed_at: null }).where('id', '=', customer.id).execute();
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 5 });
    const number = await insertTestOrder(db, customer, product, { status: 'paid' });
    await actOk(shipOrder, number, 'ship', TRACKING);
    expect(readOutbox(outbox(), number).map((message) => message.channel)).toEqual(['whatsapp']);
    const skipped = await db
      .selectFrom('notifications')
      .selectAll()
      .where('dedupe_key', '=', `order:${number}:shipped`)
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(skipped.skipped_reason).not.toBeNull();
  });

  it('ships a paid order straight away, refuses to cancel it, and puts the pieces back when it returns to origin', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 5 });
    const number = await insertTestOrder(db, customer, product, { status: 'paid', quantity: 2 });
    await expectConflict(confirmOrder, number, 'confirm', 'Only a cash-on-delivery order is confirmed by a call.');
    await expectConflict(deliverOrder, number, 'deliver', NOT_SHIPPED_MESSAGE);
    await expectConflict(cancelOrder, number, 'cancel', PAID_ORDER_CANCEL_MESSAGE);
    await actOk(shipOrder, number, 'ship', TRACKING);
    await expectConflict(packOrder, number, 'pack', ALREADY_SHIPPED_MESSAGE);
    const before = await readStock(db, product);
    expect(await actOk(returnOrder, number, 'return', { note: 'address not found' })).toMatchObject({
      changed: true,
      fulfilment: { status: 'returned' },
    });
    expect(await readStock(db, product)).toEqual({ quantity: before.quantity + 2, reserved: before.reserved });
    expect(await actOk(returnOrder, number, 'return')).toMatchObject({ changed: false });
    expect(await readStock(db, product)).toEqual({ quantity: before.quantity + 2, reserved: before.reserved });
  });

  it('cancels a cash-on-delivery order (pieces back on the shelf) and an unpaid one (held stock released); a cancelled order cannot ship', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 6 });
    const number = await placeCashOrder(customer, product);
    expect(await readStock(db, product)).toEqual({ quantity: 4, reserved: 0 });
    // Confirmed with the shopper first: once cancelled, only its cancelled state keeps it from packing and shipping.
    await actOk(confirmOrder, number, 'confirm', { call: { outcome: 'confirmed' } });
    expect(await actOk(cancelOrder, number, 'cancel', { reason: 'shopper asked' })).toMatchObject({
      changed: true,
      status: 'cancelled',
      fulfilment: { status: 'confirmed' },
    });
    expect(await readStock(db, product)).toEqual({ quantity: 6, reserved: 0 });
    expect(await actOk(cancelOrder, number, 'cancel')).toMatchObject({ changed: false, status: 'cancelled' });
    expect(await readStock(db, product)).toEqual({ quantity: 6, reserved: 0 });
    await expectConflict(shipOrder, number, 'ship', NOT_SHIPPABLE_MESSAGE, TRACKING);
    await expectConflict(packOrder, number, 'pack', NOT_SHIPPABLE_MESSAGE);
    const after = await db
      .selectFrom('orders')
      .select(['status', 'fulfilment_status', 'tracking_number'])
      .where('public_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'cancelled', fulfilment_status: 'confirmed', tracking_number: null });
    expect(await readStock(db, product)).toEqual({ quantity: 6, reserved: 0 });
    expect(readOutbox(outbox(), number).filter((message) => message.template === ORDER_SHIPPED_TEMPLATE)).toEqual([]);

    const held = await stockTestProduct(db, { priceCents: 1000, quantity: 5, reserved: 1 });
    const pending = await insertTestOrder(db, customer, held, { status: 'pending' });
    expect(await actOk(cancelOrder, pending, 'cancel')).toMatchObject({
      changed: true,
      status: 'cancelled',
      fulfilment: { cancelled_at: expect.any(String) },
    });
    expect(await readStock(db, held)).toEqual({ quantity: 5, reserved: 0 });
    expect((await auditOf(db, pending)).map((entry) => entry.action)).toEqual(['order.cancel']);
  });

  it('writes the change, its timeline entry and its audit entry in one transaction: when the audit fails, nothing stays', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 5 });
    const number = await insertTestOrder(db, customer, product, { status: 'paid' });
    const before = await countRows(db);
    // The database itself refuses audit entries for a moment (a trigger), as a full disk or a lost connection would.
    const { dialect } = database();
    if (dialect === 'sqlite') {
      await sql`create trigger audit_refused before insert on audit_log begin select raise(abort, 'audit log unavailable'); end`.execute(
        db,
      );
    } else {
      await sql`create function audit_refused() returns trigger language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`.execute(
        db,
      );
      await sql`create trigger audit_refused before insert on audit_log for each row execute function audit_refused()`.execute(
        db,
      );
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await act(shipOrder, number, 'ship', TRACKING);
      expect(failed.status).toBe(500);
    } finally {
      await sql`drop trigger audit_refused${dialect === 'postgres' ? sql` on audit_log` : sql``}`.execute(db);
      if (dialect === 'postgres') await sql`drop function audit_refused()`.execute(db);
    }
    expect(await countRows(db)).toEqual(before);
    const row = await db
      .selectFrom('orders')
      .select(['fulfilment_status', 'tracking_number'])
      .where('public_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fulfilment_status: 'unfulfilled', tracking_number: null });
    expect(readOutbox(outbox(), number)).toHaveLength(0);
    // With the audit log back, the same call goes through.
    expect(await actOk(shipOrder, number, 'ship', TRACKING)).toMatchObject({ changed: true });
  });

  it('answers 404 for an unknown order and 400 for a malformed call outcome', async () => {
    const unknown = await act(packOrder, 'JH-000000-NOTHERE0', 'pack');
    expect(unknown.status).toBe(404);
    const badOutcome = await act(confirmOrder, 'JH-000000-NOTHERE0', 'confirm', { call: { outcome: 'maybe' } });
    expect(badOutcome.status).toBe(400);
    expect(apiErrorBody.parse(badOutcome.body).field).toBe('call.outcome');
  });
});

describe('customers, export and dashboard', () => {
  it('lists and finds customers, and shows one with their orders and totals per currency', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    await db
      .updateTable('users')
      .set({ first_name: 'Meher', last_name: 'Qureshi' })
      .where('id', '=', customer.id)
      .execute();
    const product = await stockTestProduct(db, { priceCents: 2000, quantity: 20 });
    const paid = await insertTestOrder(db, customer, product, { status: 'paid', quantity: 2 });
    await insertTestOrder(db, customer, product, { status: 'paid', currency: 'INR' });
    await insertTestOrder(db, customer, product, { status: 'expired' });

    for (const q of ['meher', 'QURESHI', customer.email.toUpperCase()]) {
      const found = listAdminCustomersResponse.parse(
        (
          await callRoute(listAdminCustomers, `/api/admin/customers/?q=${encodeURIComponent(q)}`, {
            headers: staff.headers,
          })
        ).body,
      );
      expect(found.data.map((row) => row.id)).toEqual([customer.id]);
      expect(found.data[0]).toMatchObject({ order_count: 2, email_confirmed: true });
    }
    const answer = await callRoute(getAdminCustomer, `/api/admin/customers/${customer.id}/`, {
      headers: staff.headers,
    });
    expect(answer.status).toBe(200);
    const detail = getAdminCustomerResponse.parse(answer.body);
    expect(detail.orders).toHaveLength(3);
    expect(detail.orders.map((order) => order.order_number)).toContain(paid);
    expect(detail.totals).toEqual(
      expect.arrayContaining([
        { currency: 'USD', orders: 1, spent: 40 },
        { currency: 'INR', orders: 1, spent: 20 },
      ]),
    );
    expect((await callRoute(getAdminCustomer, '/api/admin/customers/999999/', { headers: staff.headers })).status).toBe(
      404,
    );
    const bad = await callRoute(getAdminCustomer, '/api/admin/customers/abc/', { headers: staff.headers });
    expect(apiErrorBody.parse(bad.body).field).toBe('customer_id');
  });

  it('exports the orders of a date range as CSV, one line per order line, amounts in currency units, and audits it', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1250, quantity: 20 });
    const inRange = await insertTestOrder(db, customer, product, {
      status: 'paid',
      quantity: 3,
      createdAt: '2026-09-10T08:00:00.000Z',
      name: '=HYPERLINK("x")',
    });
    await insertTestOrder(db, customer, product, { status: 'paid', createdAt: '2026-09-12T08:00:00.000Z' });
    const response = await exportOrders(
      new Request('http://localhost:3000/api/admin/orders/export/?from=2026-09-09&to=2026-09-11', {
        headers: staff.headers,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-09-09-to-2026-09-11.csv"',
    );
    const [header, ...rows] = (await response.text()).trimEnd().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['order_number', 'placed_at', 'status']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${inRange},2026-09-10T08:00:00.000Z,paid`);
    expect(rows[0]).toContain(',3,12.50,37.50,37.50,0.00,0.00,37.50,');
    // A name that a spreadsheet would run as a formula is defused.
    expect(rows[0]).toContain(`"'=HYPERLINK(""x"")"`);
    const audited = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'orders.export')
      .executeTakeFirstOrThrow();
    expect(audited).toMatchObject({ staff_id: staff.id, entity_id: '2026-09-09..2026-09-11' });

    const tooLong = await callRoute(exportOrders, '/api/admin/orders/export/?from=2025-01-01&to=2026-09-11', {
      headers: staff.headers,
    });
    expect(tooLong.status).toBe(400);
    expect(apiErrorBody.parse(tooLong.body).field).toBe('to');
    const missing = await callRoute(exportOrders, '/api/admin/orders/export/?to=2026-09-11', {
      headers: staff.headers,
    });
    expect(apiErrorBody.parse(missing.body).field).toBe('from');
  });

  it('gives the dashboard figures: sale orders and revenue per currency, orders waiting, low stock', async () => {
    const { db } = database();
    const customer = await createTestCustomer(db);
    const product = await stockTestProduct(db, { priceCents: 1000, quantity: 10 });
    const before = adminDashboardResponse.parse(
      (await callRoute(getAdminDashboard, '/api/admin/dashboard/', { headers: staff.headers })).body,
    );
    // The size runs low: one piece left.
    await db
      .updateTable('product_stock')
      .set({ quantity: 1 })
      .where('product_id', '=', product.id)
      .where('size', '=', 'M')
      .execute();
    await insertTestOrder(db, customer, product, { status: 'paid', quantity: 3 });
    await insertTestOrder(db, customer, product, { status: 'cod_confirmed', method: 'cod', currency: 'INR' });
    await insertTestOrder(db, customer, product, { status: 'pending' });
    const answer = await callRoute(getAdminDashboard, '/api/admin/dashboard/', { headers: staff.headers });
    expect(answer.status).toBe(200);
    const after = adminDashboardResponse.parse(answer.body);
    expect(after.today.orders - before.today.orders).toBe(2);
    expect(after.last_30_days.orders - before.last_30_days.orders).toBe(2);
    const usd = (figures: typeof after) => figures.today.revenue.find((row) => row.currency === 'USD')?.total ?? 0;
    expect(usd(after) - usd(before)).toBeCloseTo(30);
    expect(after.waiting.cod_to_confirm - before.waiting.cod_to_confirm).toBe(1);
    expect(after.waiting.to_ship - before.waiting.to_ship).toBe(1);
    // The list holds the lowest few (fewest free first); the count holds every low size, this one now too.
    expect(after.low_stock_total - before.low_stock_total).toBe(1);
    expect(after.low_stock.length).toBe(Math.min(10, after.low_stock_total));
    expect(after.low_stock.map((row) => row.available)).toEqual(
      [...after.low_stock.map((row) => row.available)].sort((a, b) => a - b),
    );
    if (after.low_stock.some((row) => row.available > 1) || after.low_stock.length < 10) {
      expect(after.low_stock).toEqual(
        expect.arrayContaining([{ product_pk: product.id, product_name: product.name, size: 'M', available: 1 }]),
      );
    }
    // The chart's figures: today's UTC day, per currency.
    const today = new Date().toISOString().slice(0, 10);
    const day = (figures: typeof after, currency: 'USD' | 'INR') =>
      figures.sales_by_day.find((row) => row.day === today && row.currency === currency) ?? { orders: 0, total: 0 };
    expect(day(after, 'USD').orders - day(before, 'USD').orders).toBe(1);
    expect(day(after, 'USD').total - day(before, 'USD').total).toBeCloseTo(30);
    expect(day(after, 'INR').orders - day(before, 'INR').orders).toBe(1);
    expect(
      after.sales_by_day.every((row) => row.day >= new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)),
    ).toBe(true);
  });
});
