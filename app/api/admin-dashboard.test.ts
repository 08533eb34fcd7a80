/**
 * The dashboard's sales figures through the route handler, on a real database, when closed days come from
 * order_sales_days (migration 034, docs/decisions/056): a change to an order placed days ago (cancelled in the
 * back office, paid late, refunded, corrected or deleted by hand) shows in that day's figures at the next read,
 * and every figure equals a count made afresh from the orders.
 */
import { sql, type Kysely } from 'kysely';
import { adminDashboardResponse, fulfilmentActionResponse } from '@/lib/contract/admin';
import type { Database, OrderStatus, PaymentMethod } from '@/lib/server/db/schema';
import { insertOrder, insertOrderLines } from '@/lib/server/services/orders/repositories/orders';
import { LIVE_SALES_DAYS } from '@/lib/server/services/analytics/sales-days';
import { createTestCustomer, DELIVERY, type TestCustomer } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getAdminDashboard } from './admin/dashboard/route';
import { POST as cancelOrder } from './admin/orders/[order_number]/cancel/route';
import { POST as packOrder } from './admin/orders/[order_number]/pack/route';

jest.setTimeout(60_000);
const database = withTestDatabase({ seed: 'catalogue' }); // No demo orders: every order counted is this file's.

const DAY_MS = 86_400_000;
let staff: TestStaff;
let customer: TestCustomer;
let products: { id: number; name: string }[];
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
  customer = await createTestCustomer(database().db);
  products = await database().db.selectFrom('products').select(['id', 'name']).orderBy('id').limit(2).execute();
});

let orderSequence = 0;

/** An order placed `daysAgo` days before now (well inside or outside the 7- and 30-day windows, never on their edge). */
async function placeOrder(
  db: Kysely<Database>,
  options: {
    daysAgo: number;
    status: OrderStatus;
    method: PaymentMethod;
    currency: 'USD' | 'INR';
    totalMinor: number;
    /** Pieces of the catalogue's first product (its second with `second`), one line. */
    pieces?: number;
    second?: boolean;
  },
): Promise<string> {
  orderSequence += 1;
  const number = `JH-261130-D${String(process.pid % 1000).padStart(3, '0')}${String(orderSequence).padStart(4, '0')}`;
  const placedAt = new Date(Date.now() - options.daysAgo * DAY_MS).toISOString();
  const order = await insertOrder(db, {
    public_id: number,
    user_id: customer.id,
    cart_id: null,
    status: options.status,
    payment_method: options.method,
    currency: options.currency,
    subtotal_minor: options.totalMinor,
    discount_minor: 0,
    shipping_minor: 0,
    total_minor: options.totalMinor,
    promo_code: null,
    delivery_address: DELIVERY.delivery_address,
    name: DELIVERY.name,
    country_code: '+91',
    mobile_number: DELIVERY.mobile_number,
    pin_code: DELIVERY.pin_code,
    city: DELIVERY.city,
    state: DELIVERY.state,
    comment: '',
    provider_order_id: options.method === 'cod' ? null : `order_${number}`,
    idempotency_key: null,
    client_idempotency_key: null,
    reservation_expires_at: null,
    paid_at: options.status === 'paid' ? placedAt : null,
    last_payment_error: null,
    created_at: placedAt,
    updated_at: placedAt,
  });
  const product = products[options.second ? 1 : 0];
  if (product === undefined) throw new Error('The test catalogue has fewer than two products');
  await insertOrderLines(db, [
    {
      order_id: order.id,
      product_id: product.id,
      product_name: product.name,
      size: 'M',
      quantity: options.pieces ?? 1,
      unit_price_minor: options.totalMinor,
      mrp_minor: options.totalMinor,
    },
  ]);
  return number;
}

async function readDashboard() {
  const answer = await callRoute(getAdminDashboard, '/api/admin/dashboard/', { headers: staff.headers });
  expect(answer.status).toBe(200);
  return adminDashboardResponse.parse(answer.body);
}

/** The parts of the dashboard order_sales_days stands in for: sales, the chart, top bought and the funnel. */
function salesOf(dashboard: Awaited<ReturnType<typeof readDashboard>>) {
  const { today, last_7_days, last_30_days, sales_by_day, analytics } = dashboard;
  return { today, last_7_days, last_30_days, sales_by_day, analytics };
}

function boughtOf(dashboard: Awaited<ReturnType<typeof readDashboard>>) {
  return dashboard.analytics.last_30_days.top_bought.map(({ product_pk, quantity, orders }) => ({
    product_pk,
    quantity,
    orders,
  }));
}

function checkoutsOf(dashboard: Awaited<ReturnType<typeof readDashboard>>) {
  return dashboard.analytics.last_30_days.funnel
    .filter((step) => step.step === 'checkout' || step.step === 'paid')
    .map((step) => step.count);
}

function revenueOf(figures: { revenue: { currency: string; orders: number; total: number }[] }, currency: string) {
  const row = figures.revenue.find((entry) => entry.currency === currency);
  return row === undefined ? null : { orders: row.orders, total: row.total };
}

function dayOf(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

async function staleOf(db: Kysely<Database>, day: string): Promise<number | null> {
  const row = await db.selectFrom('order_sales_days').select('stale').where('day', '=', day).executeTakeFirst();
  return row === undefined ? null : Number(row.stale);
}

describe('dashboard figures from counted days', () => {
  it('shows a later change to an order of a closed day, and equals a count made afresh', async () => {
    const { db } = database();
    const cancelled = await placeOrder(db, {
      daysAgo: 10,
      status: 'cod_confirmed',
      method: 'cod',
      currency: 'INR',
      totalMinor: 100_000,
      pieces: 2,
    });
    await placeOrder(db, { daysAgo: 10, status: 'paid', method: 'razorpay', currency: 'INR', totalMinor: 20_000 });
    const paidLate = await placeOrder(db, {
      daysAgo: 5,
      status: 'pending',
      method: 'razorpay',
      currency: 'INR',
      totalMinor: 30_000,
      pieces: 3,
      second: true,
    });
    const refunded = await placeOrder(db, {
      daysAgo: 12,
      status: 'paid',
      method: 'paypal',
      currency: 'USD',
      totalMinor: 5_000,
      second: true,
    });
    const corrected = await placeOrder(db, {
      daysAgo: 20,
      status: 'paid',
      method: 'paypal',
      currency: 'USD',
      totalMinor: 7_000,
    });
    const deleted = await placeOrder(db, {
      daysAgo: 15,
      status: 'paid',
      method: 'razorpay',
      currency: 'INR',
      totalMinor: 40_000,
      pieces: 4,
      second: true,
    });
    const packed = await placeOrder(db, {
      daysAgo: 6,
      status: 'paid',
      method: 'razorpay',
      currency: 'INR',
      totalMinor: 1_000,
    });
    await placeOrder(db, {
      daysAgo: 40,
      status: 'paid',
      method: 'razorpay',
      currency: 'INR',
      totalMinor: 900_000,
      pieces: 9,
    });

    const first = await readDashboard();
    // The closed days of the 30 were counted into order_sales_days: the later reads come from there.
    const counted = await db
      .selectFrom('order_sales_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('stale', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(30 - LIVE_SALES_DAYS);
    expect(revenueOf(first.last_30_days, 'INR')).toEqual({ orders: 4, total: 1_610 });
    expect(revenueOf(first.last_30_days, 'USD')).toEqual({ orders: 2, total: 120 });
    expect(revenueOf(first.last_7_days, 'INR')).toEqual({ orders: 1, total: 10 });
    expect(first.sales_by_day.find((row) => row.day === dayOf(10) && row.currency === 'INR')).toMatchObject({
      orders: 2,
      total: 1_200,
    });
    expect(first.waiting).toEqual({ cod_to_confirm: 1, to_ship: 6 });
    const [productA, productB] = products.map((product) => product.id);
    expect(boughtOf(first)).toEqual([
      { product_pk: productA, quantity: 5, orders: 4 },
      { product_pk: productB, quantity: 5, orders: 2 },
    ]);
    expect(checkoutsOf(first)).toEqual([7, 6]);

    // Later: the shop cancels the cash order of 10 days ago and packs the paid one of 6 days ago; a payment of 5
    // days ago arrives late; by hand, a refund is recorded, a total and a line corrected and an order deleted.
    expect(
      fulfilmentActionResponse.parse(
        (
          await callRoute(
            cancelOrder,
            `/api/admin/orders/${cancelled}/cancel/`,
            postJson({ reason: 'shopper asked' }, staff.headers),
          )
        ).body,
      ),
    ).toMatchObject({ status: 'cancelled' });
    expect((await callRoute(packOrder, `/api/admin/orders/${packed}/pack/`, postJson({}, staff.headers))).status).toBe(
      200,
    );
    await db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: new Date().toISOString() })
      .where('public_id', '=', paidLate)
      .execute();
    await db.updateTable('orders').set({ status: 'refunded' }).where('public_id', '=', refunded).execute();
    await db.updateTable('orders').set({ total_minor: 9_000 }).where('public_id', '=', corrected).execute();
    await db.deleteFrom('orders').where('public_id', '=', deleted).execute();
    const correctedOrder = await db
      .selectFrom('orders')
      .select('id')
      .where('public_id', '=', corrected)
      .executeTakeFirstOrThrow();
    await db.updateTable('order_lines').set({ quantity: 3 }).where('order_id', '=', correctedOrder.id).execute();
    // Each change marked its day in the change's own transaction (migration 034's triggers).
    for (const daysAgo of [10, 5, 12, 20, 15]) expect(await staleOf(db, dayOf(daysAgo))).toBe(1);

    const second = await readDashboard();
    expect(revenueOf(second.last_30_days, 'INR')).toEqual({ orders: 3, total: 510 });
    expect(revenueOf(second.last_30_days, 'USD')).toEqual({ orders: 2, total: 140 });
    expect(revenueOf(second.last_7_days, 'INR')).toEqual({ orders: 2, total: 310 });
    expect(second.sales_by_day.find((row) => row.day === dayOf(10) && row.currency === 'INR')).toMatchObject({
      orders: 1,
      total: 200,
    });
    expect(second.sales_by_day.some((row) => row.day === dayOf(15))).toBe(false);
    // Waiting orders are counted live: the packed one still waits to ship and the late payment now does; the
    // cancelled, refunded and deleted ones no longer wait.
    expect(second.waiting).toEqual({ cod_to_confirm: 0, to_ship: 5 });
    expect(boughtOf(second)).toEqual([
      { product_pk: productA, quantity: 5, orders: 3 },
      { product_pk: productB, quantity: 4, orders: 2 },
    ]);
    expect(checkoutsOf(second)).toEqual([6, 5]);

    // A count made afresh from the orders (order_sales_days emptied) gives the same figures.
    await sql`delete from order_sales_day_totals`.execute(db);
    await sql`delete from order_sales_days`.execute(db);
    expect(salesOf(await readDashboard())).toEqual(salesOf(second));
  });

  it('leaves today and yesterday unmarked, so checkouts never write the same row', async () => {
    const { db } = database();
    await placeOrder(db, { daysAgo: 0, status: 'paid', method: 'razorpay', currency: 'USD', totalMinor: 3_000 });
    await placeOrder(db, { daysAgo: 1, status: 'cod_confirmed', method: 'cod', currency: 'INR', totalMinor: 3_000 });
    expect(await staleOf(db, dayOf(0))).toBeNull();
    expect(await staleOf(db, dayOf(1))).toBeNull();
    const dashboard = await readDashboard();
    expect(revenueOf(dashboard.today, 'USD')).toEqual({ orders: 1, total: 30 });
    expect(dashboard.sales_by_day.find((row) => row.day === dayOf(1) && row.currency === 'INR')).toMatchObject({
      orders: 1,
      total: 30,
    });
  });
});
