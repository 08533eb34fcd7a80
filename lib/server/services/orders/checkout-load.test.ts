/**
 * Checkout under load, through the real cart and orders services on a real
 * database (SQLite, or PostgreSQL with TEST_DATABASE=postgres, where the
 * orders overlap on the connection pool): a cash-on-delivery flash sale never
 * oversells and refuses the rest with a clean 409, and carts that lock the
 * same stock rows in opposite orders never deadlock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError, endpoints, type EndpointInput } from '@/lib/contract';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '@/lib/money';
import { withTestDatabase } from '@/lib/testing/test-database';
import { resetConfigForTests } from '../../config';
import {
  createTestCustomer,
  DELIVERY,
  readStock,
  stockTestProduct,
  type TestCustomer,
  type TestProduct,
} from '@/lib/testing/payments-harness';
import { addCartItem } from '../cart/cart';
import { createOrder, outOfStockMessage } from './orders';
import { itemAt } from '@/lib/list';

jest.setTimeout(60_000);
const database = withTestDatabase();
const saved = { ...process.env };
let outbox: string;

beforeAll(() => {
  // Cash-on-delivery confirmations (invoice e-mail, WhatsApp) go to a temporary outbox.
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-load-outbox-'));
  process.env.OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  resetConfigForTests();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => {
  process.env = saved;
  resetConfigForTests();
  fs.rmSync(outbox, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function contextOf(customer: TestCustomer) {
  return { token: customer.token, clientAddress: '10.20.30.40' };
}

/** Adds pieces to the customer's INR cart; answers the cart subtotal in rupees. */
async function addToCart(customer: TestCustomer, product: TestProduct, quantity: number): Promise<number> {
  const body: EndpointInput<'addCartItem'> = {
    product_pk: product.id,
    size: product.size,
    quantity,
    offer_price: 1,
    mrp: 1,
    is_direct_buy: false,
    currency: 'INR',
  };
  const answer = await addCartItem(endpoints.addCartItem.input.parse(body), contextOf(customer));
  return answer.data.subtotal;
}

type Outcome = { placed: true } | { placed: false; status: number; message: string };

/** Places a cash-on-delivery order; a 4xx ApiError is a refusal, anything else (a 500) fails the test. */
async function orderCashOnDelivery(customer: TestCustomer, subtotal: number): Promise<Outcome> {
  const body: EndpointInput<'createOrder'> = {
    amount: amountToMinor(subtotal) + CASH_ON_DELIVERY_FEE_MINOR,
    currency: 'INR',
    promo_code: '',
    cash_on_delivery: true,
    ...DELIVERY,
  };
  try {
    const answer = await createOrder(endpoints.createOrder.input.parse(body), contextOf(customer));
    expect(answer.status).toBe('cod_confirmed');
    return { placed: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { placed: false, status: error.status, message: error.message };
    throw error;
  }
}

async function liveOrderPieces(product: TestProduct): Promise<number[]> {
  const rows = await database()
    .db.selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('order_lines.quantity')
    .where('order_lines.product_id', '=', product.id)
    .where('order_lines.size', '=', product.size)
    .where('orders.status', '=', 'cod_confirmed')
    .execute();
  return rows.map((row) => Number(row.quantity));
}

describe('checkout under load', () => {
  it('sells exactly 3 pieces when 30 customers order them cash on delivery at the same moment', async () => {
    const { db } = database();
    // Every customer puts the piece in the cart while there are 30; then the sale opens with 3.
    const product = await stockTestProduct(db, { priceCents: 1500, quantity: 30 });
    const customers: TestCustomer[] = [];
    const subtotals: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const customer = await createTestCustomer(db);
      subtotals.push(await addToCart(customer, product, 1));
      customers.push(customer);
    }
    await db
      .updateTable('product_stock')
      .set({ quantity: 3, reserved: 0 })
      .where('product_id', '=', product.id)
      .where('size', '=', product.size)
      .execute();

    const outcomes = await Promise.all(
      customers.map((customer, i) => orderCashOnDelivery(customer, itemAt(subtotals, i))),
    );

    expect(outcomes.filter((outcome) => outcome.placed)).toHaveLength(3);
    const refused = outcomes.filter((outcome) => !outcome.placed);
    expect(refused).toHaveLength(27);
    for (const outcome of refused)
      expect(outcome).toEqual({
        placed: false,
        status: 409,
        message: outOfStockMessage(0, product.name, product.size),
      });
    // Stock 0: nothing on the shelf and nothing held.
    expect(await readStock(db, product)).toEqual({ quantity: 0, reserved: 0 });
    expect(await liveOrderPieces(product)).toEqual([1, 1, 1]);
  });

  it('never deadlocks when carts hold the same two products in opposite orders', async () => {
    const { db } = database();
    const first = await stockTestProduct(db, { priceCents: 1200, quantity: 100 });
    const second = await stockTestProduct(db, { priceCents: 900, quantity: 100 });
    const customers: TestCustomer[] = [];
    const subtotals: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const customer = await createTestCustomer(db);
      const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
      await addToCart(customer, a, 1);
      subtotals.push(await addToCart(customer, b, 1));
      customers.push(customer);
    }

    const outcomes = await Promise.all(
      customers.map((customer, i) => orderCashOnDelivery(customer, itemAt(subtotals, i))),
    );

    expect(outcomes).toEqual(customers.map(() => ({ placed: true })));
    expect(await readStock(db, first)).toEqual({ quantity: 76, reserved: 0 });
    expect(await readStock(db, second)).toEqual({ quantity: 76, reserved: 0 });
  });
});
