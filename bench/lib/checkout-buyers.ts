/**
 * The checkout section's customers and their orders (bench/checkout.ts, and
 * deploy/run-local.ts over HTTP): signed-in buyers, stocked sizes, carts,
 * order bodies and the card path's payment.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { endpoints, type EndpointInput, type EndpointName, type EndpointParsedInput } from '../../lib/contract';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '../../lib/money';
import { getConfig } from '../../lib/server/config';
import type { Database } from '../../lib/server/db/schema';
import type { ShopperRequestContext } from '../../lib/server/services/request-context';
import { shopFetch } from '../../lib/server/payments/shop-fetch';
import { confirmEmail } from '../../lib/server/services/accounts/account';
import { login, signup, withShopper } from '../../lib/server/services/accounts/auth';
import { addCartItem } from '../../lib/server/services/cart/cart';
import { createOrder } from '../../lib/server/services/orders/orders';
import { verifyPayment } from '../../lib/server/services/payments/payment-verification';
import { DELIVERY as SANDBOX_DELIVERY } from '../../lib/testing/payments-harness';
import { itemAt } from '../../lib/list';

/** How many customers sign in at a time while setting up. */
export const SETUP_PARALLEL = 16;

export type Method = 'cod' | 'card';

export interface Buyer {
  id: number;
  context: ShopperRequestContext;
}

export interface StockSize {
  productId: number;
  size: string;
}

const DELIVERY = { ...SANDBOX_DELIVERY, comment: 'Benchmark order' };

function parse<N extends EndpointName>(name: N, body: EndpointInput<N>): EndpointParsedInput<N> {
  return endpoints[name].input.parse(body) as EndpointParsedInput<N>;
}

/** Runs `work` over `items` with at most `parallel` in flight. */
export async function inBatches<T, R>(
  items: T[],
  parallel: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(itemAt(items, index), index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/* ------------------------------------------------------------ customers */

let customerSequence = 0;

/**
 * Signs customers up and in through the auth service: signup, a code sent
 * to the outbox (each from its own client address, as the send limits are
 * per address), the codes read back from the outbox, then verified; the
 * sign-up's confirmation link confirms the address.
 */
export async function signInBuyers(count: number, outbox: string): Promise<Buyer[]> {
  const people = Array.from({ length: count }, () => {
    customerSequence += 1;
    const n = customerSequence;
    return {
      phone: { country_code: '+91', mobile_number: `9${String(100_000_000 + n).slice(-9)}` },
      email: `bench-buyer-${n}@example.com`,
      clientAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    };
  });
  await inBatches(people, SETUP_PARALLEL, async (person) => {
    await signup(parse('signup', { ...person.phone, email: person.email, first_name: 'Asha', last_name: 'Verma' }), {
      token: null,
      clientAddress: person.clientAddress,
    });
    await login(parse('login', person.phone), { token: null, clientAddress: person.clientAddress });
  });
  const codes = new Map<string, string>();
  const confirmations = new Map<string, string>();
  for (const file of fs.readdirSync(outbox)) {
    if (!file.endsWith('.json')) continue;
    const message = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
      channel?: string;
      to?: string;
      body?: string;
    };
    const code = message.channel === 'sms' ? /\b(\d{6})\b/.exec(message.body ?? '')?.[1] : undefined;
    if (code && message.to) codes.set(message.to, code);
    const link =
      message.channel === 'email' ? /confirm-email\?token=([\w-]+)/.exec(message.body ?? '')?.[1] : undefined;
    if (link && message.to) confirmations.set(message.to, link);
    fs.rmSync(path.join(outbox, file));
  }
  return inBatches(people, SETUP_PARALLEL, async (person) => {
    const code = codes.get(`${person.phone.country_code}${person.phone.mobile_number}`);
    if (!code) throw new Error(`No login code reached the outbox for ${person.phone.mobile_number}`);
    const session = await login(parse('login', { ...person.phone, code }), {
      token: null,
      clientAddress: person.clientAddress,
    });
    if (!('token' in session)) throw new Error('Login answered without a token');
    const context = await withShopper({ token: session.token, clientAddress: person.clientAddress });
    // Confirmed addresses, so each order still renders and e-mails its invoice as before.
    const link = confirmations.get(person.email);
    if (!link) throw new Error(`No confirmation e-mail reached the outbox for ${person.email}`);
    await confirmEmail(parse('confirmEmail', { token: link }), context);
    return { id: session.user.id, context };
  });
}

/* ------------------------------------------------------------ catalogue */

/** Sizes of active products, each restocked to `quantity` pieces with nothing held. */
export async function stockSizes(
  db: Kysely<Database>,
  count: number,
  quantity: number,
  skip: number,
): Promise<StockSize[]> {
  const rows = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select(['product_stock.product_id', 'product_stock.size'])
    .where('products.is_active', '=', 1)
    .orderBy('product_stock.product_id')
    .orderBy('product_stock.size')
    .offset(skip)
    .limit(count)
    .execute();
  if (rows.length < count)
    throw new Error(`The catalogue has only ${rows.length} sizes past ${skip}; ${count} are needed`);
  const sizes = rows.map((row) => ({ productId: Number(row.product_id), size: row.size }));
  for (const size of sizes) {
    await db
      .updateTable('product_stock')
      .set({ quantity, reserved: 0 })
      .where('product_id', '=', size.productId)
      .where('size', '=', size.size)
      .execute();
  }
  return sizes;
}

export async function readStock(
  db: Kysely<Database>,
  size: StockSize,
): Promise<{ quantity: number; reserved: number }> {
  const row = await db
    .selectFrom('product_stock')
    .select(['quantity', 'reserved'])
    .where('product_id', '=', size.productId)
    .where('size', '=', size.size)
    .executeTakeFirstOrThrow();
  return { quantity: Number(row.quantity), reserved: Number(row.reserved) };
}

/** Orders that took pieces of a size: how many, and how many pieces, by status. */
export async function countLiveOrders(
  db: Kysely<Database>,
  size: StockSize,
): Promise<{ orders: number; pieces: number }> {
  const row = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number>('order_lines.quantity'), eb.lit(0)).as('pieces'),
    ])
    .where('order_lines.product_id', '=', size.productId)
    .where('order_lines.size', '=', size.size)
    .where('orders.status', 'in', ['pending', 'paid', 'cod_confirmed'])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), pieces: Number(row.pieces) };
}

/* ------------------------------------------------------------ checkout */

/** Puts one piece of `size` in the buyer's (INR) cart; answers the cart subtotal in rupees. */
export async function fillCart(buyer: Buyer, size: StockSize): Promise<number> {
  const answer = await addCartItem(
    parse('addCartItem', {
      product_pk: size.productId,
      size: size.size,
      quantity: 1,
      offer_price: 1,
      mrp: 1,
      is_direct_buy: false,
      currency: 'INR',
    }),
    buyer.context,
  );
  return answer.data.subtotal;
}

/** The create-order body as a client sends it (deploy/run-local.ts sends it over HTTP). */
export function orderRequestBody(method: Method, subtotal: number): EndpointInput<'createOrder'> {
  const totalMinor = amountToMinor(subtotal) + (method === 'cod' ? CASH_ON_DELIVERY_FEE_MINOR : 0);
  // Card and cash-on-delivery both send the total in paise (spec section 7).
  return {
    amount: totalMinor,
    currency: 'INR',
    promo_code: '',
    ...DELIVERY,
    ...(method === 'cod' ? { cash_on_delivery: true } : {}),
  };
}

export function orderBody(method: Method, subtotal: number): EndpointParsedInput<'createOrder'> {
  return parse('createOrder', orderRequestBody(method, subtotal));
}

/** The card path's browser half: the sandbox checkout's Pay button, then the shop's verify call. */
export async function payByCard(buyer: Buyer, order: { data: { id: string; key: string } }): Promise<void> {
  const site = getConfig().SITE_URL.replace(/\/+$/, '');
  const response = await shopFetch(`${site}/sandbox/razorpay/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: order.data.key, order_id: order.data.id }),
  });
  const paid = (await response.json()) as {
    razorpay_payment_id?: string;
    razorpay_order_id?: string;
    razorpay_signature?: string;
  };
  if (!response.ok || !paid.razorpay_payment_id || !paid.razorpay_order_id || !paid.razorpay_signature) {
    throw new Error(`The sandbox checkout refused the payment: ${response.status} ${JSON.stringify(paid)}`);
  }
  const verified = await verifyPayment(
    parse('verifyPayment', {
      razorpay: true,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_signature: paid.razorpay_signature,
    }),
    buyer.context,
  );
  if (verified.status !== 'paid') throw new Error(`The payment left the order ${verified.status}`);
}

/** Places the buyer's order; on the card path, pays it too. */
export async function checkout(buyer: Buyer, method: Method, subtotal: number): Promise<void> {
  const placed = await createOrder(orderBody(method, subtotal), buyer.context);
  if (method === 'cod') {
    if (placed.status !== 'cod_confirmed') throw new Error(`A cash-on-delivery order came back ${placed.status}`);
    return;
  }
  if (!('data' in placed)) throw new Error(`The card path answered ${placed.payment_method}`);
  await payByCard(buyer, placed);
}
