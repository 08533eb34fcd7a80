/** The restore drill's buyers (bench/restore-drill.ts): signed up and in over HTTP, placing orders. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createApiClient, createHttpTransport, type ApiClient } from '../../lib/api/client';
import { amountToMinor, CASH_ON_DELIVERY_FEE_MINOR } from '../../lib/money';
import { DELIVERY } from '../../lib/testing/payments-harness';

interface Buyer {
  mobile: string;
  api: ApiClient;
  token: string;
}

export interface Placed {
  orderNumber: string;
  method: 'cod' | 'card';
  startedAt: number;
  /** When the shop acknowledged the order (cash on delivery) or confirmed its payment (card). */
  ackedAt: number;
  /** When createOrder answered (card: the order exists, pending). */
  createdAt: number;
  totalMinor: number;
}

/** A client that names its own address (the server trusts loopback as a proxy), so the per-address limits of sign-up and login codes are not shared. */
function clientFor(base: string): ApiClient {
  const address = `10.${1 + crypto.randomInt(250)}.${1 + crypto.randomInt(250)}.${1 + crypto.randomInt(250)}`;
  return createApiClient(
    createHttpTransport(base, (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': address } }),
    ),
  );
}

async function loginCode(outbox: string, mobile: string): Promise<string> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if (fs.existsSync(outbox)) {
      for (const file of fs.readdirSync(outbox).filter((name) => name.endsWith('.json'))) {
        const message = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; body: string };
        const code = /\b(\d{6})\b/.exec(message.body)?.[1];
        if (message.to.includes(mobile) && code) return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No login code for ${mobile} in ${outbox}`);
}

export async function signUp(base: string, outbox: string, n: number): Promise<Buyer> {
  const api = clientFor(base);
  const mobile = `9${String(Date.now()).slice(-7)}${String(n).padStart(2, '0')}`;
  await api.signup({
    email: `drill${mobile}@example.com`,
    mobile_number: mobile,
    country_code: '+91',
    first_name: 'Drill',
    last_name: `Buyer${n}`,
  });
  await api.login({ country_code: '+91', mobile_number: mobile });
  const answer = await api.login({ country_code: '+91', mobile_number: mobile, code: await loginCode(outbox, mobile) });
  if (!('token' in answer)) throw new Error(`Login of ${mobile} asked for a code again`);
  return { mobile, api, token: answer.token };
}

/** One order: a piece in the cart, then cash on delivery, or card paid at the sandbox checkout and verified. */
export async function placeOrder(
  base: string,
  buyer: Buyer,
  size: { productId: number; size: string },
  method: 'cod' | 'card',
): Promise<Placed> {
  const startedAt = performance.now();
  const options = { token: buyer.token };
  const cart = await buyer.api.addCartItem(
    {
      product_pk: size.productId,
      size: size.size,
      quantity: 1,
      offer_price: 1,
      mrp: 1,
      is_direct_buy: false,
      currency: 'INR',
    },
    options,
  );
  const totalMinor = amountToMinor(cart.data.subtotal) + (method === 'cod' ? CASH_ON_DELIVERY_FEE_MINOR : 0);
  const placed = await buyer.api.createOrder(
    {
      amount: totalMinor,
      currency: 'INR',
      promo_code: '',
      ...DELIVERY,
      ...(method === 'cod' ? { cash_on_delivery: true } : { razorpay: true }),
    },
    options,
  );
  const createdAt = performance.now();
  if (placed.payment_method === 'cod')
    return { orderNumber: placed.order_id, method, startedAt, createdAt, ackedAt: createdAt, totalMinor };
  if (!('data' in placed)) throw new Error(`The card path answered ${placed.payment_method}`);
  const response = await fetch(`${base}/sandbox/razorpay/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: placed.data.key, order_id: placed.data.id }),
  });
  const paid = (await response.json()) as {
    razorpay_payment_id?: string;
    razorpay_order_id?: string;
    razorpay_signature?: string;
  };
  if (!response.ok || !paid.razorpay_payment_id || !paid.razorpay_order_id || !paid.razorpay_signature)
    throw new Error(`The sandbox refused the payment: ${response.status}`);
  const verified = await buyer.api.verifyPayment(
    {
      razorpay: true,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_signature: paid.razorpay_signature,
    },
    options,
  );
  if (verified.status !== 'paid') throw new Error(`The payment left order ${placed.order_id} ${verified.status}`);
  return {
    orderNumber: placed.order_id,
    method,
    startedAt,
    createdAt,
    ackedAt: performance.now(),
    totalMinor: placed.data.amount,
  };
}
