/**
 * Writes the demo reviews (lib/server/seed/demo-reviews.ts) as what a shopper's review is: a customer, a delivered
 * order with its lines, payment and timeline, and one published review per product bought. Runs inside the demo
 * seed's transaction, after the products.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { amountToMinor, centsToAmount, CASH_ON_DELIVERY_FEE_MINOR, toInr, usdToInrRate } from '../../money';
import type { Database } from '../db/schema';
import { newOrderNumber } from '../services/orders/orders';
import type { DemoProduct } from './demo-catalogue';
import { DEMO_REVIEWERS } from './demo-reviewers';
import type { PlannedOrder } from './demo-reviews';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An order number as checkout writes it, its random part drawn from `seed` so reruns agree. */
function demoOrderNumber(at: Date, seed: string): string {
  return newOrderNumber(at, crypto.createHash('sha256').update(seed).digest());
}

interface SeededProduct {
  id: number;
  demo: DemoProduct;
}

export async function insertDemoReviews(
  trx: Kysely<Database>,
  plan: readonly PlannedOrder[],
  products: ReadonlyMap<string, SeededProduct>,
  now: Date,
): Promise<number> {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * 3_600_000).toISOString();
  const oldest = Math.max(...plan.map((order) => order.deliveredDaysAgo)) + 30;
  const users = await trx
    .insertInto('users')
    .values(
      DEMO_REVIEWERS.map((reviewer) => ({
        first_name: reviewer.firstName,
        last_name: reviewer.lastName,
        email: reviewer.email,
        country_code: reviewer.countryCode,
        mobile_number: reviewer.mobile,
        created_at: ago(oldest),
        // Never confirmed: no message is ever sent to a demo address.
        email_confirmed_at: null,
      })),
    )
    .returning('id')
    .execute();

  const rate = usdToInrRate();
  let written = 0;
  // Oldest first, so ids grow with time as they do in a live shop (lists order reviews by id).
  const oldestFirst = [...plan].sort((a, b) => b.deliveredDaysAgo - a.deliveredDaysAgo);
  for (const [index, planned] of oldestFirst.entries()) {
    const reviewer = DEMO_REVIEWERS[planned.reviewer]!;
    const userId = users[planned.reviewer]!.id;
    const inIndia = reviewer.country === 'IN';
    const currency = inIndia ? 'INR' : 'USD';
    const lines = planned.reviews.map((review) => {
      const product = products.get(review.productName);
      if (!product) throw new Error(`Demo review of unknown product ${review.productName}`);
      const minor = (cents: number) => (inIndia ? amountToMinor(toInr(centsToAmount(cents), rate)) : cents);
      return {
        product_id: product.id,
        product_name: product.demo.name,
        size: product.demo.stock[0]?.size ?? 'Free Size',
        quantity: 1,
        unit_price_minor: minor(product.demo.offerPriceCents),
        mrp_minor: minor(product.demo.mrpCents),
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.unit_price_minor, 0);
    const shipping = inIndia ? CASH_ON_DELIVERY_FEE_MINOR : 0;
    const delivered = planned.deliveredDaysAgo;
    const placedAt = ago(delivered + 7);
    const publicId = demoOrderNumber(new Date(placedAt), `demo-order:${index}`);
    const order = await trx
      .insertInto('orders')
      .values({
        public_id: publicId,
        user_id: userId,
        cart_id: null,
        status: inIndia ? 'cod_confirmed' : 'paid',
        payment_method: inIndia ? 'cod' : 'paypal',
        currency,
        subtotal_minor: subtotal,
        discount_minor: 0,
        shipping_minor: shipping,
        total_minor: subtotal + shipping,
        promo_code: null,
        delivery_address: reviewer.address,
        name: `${reviewer.firstName} ${reviewer.lastName}`,
        country_code: reviewer.countryCode,
        mobile_number: reviewer.mobile,
        pin_code: reviewer.pinCode,
        city: reviewer.city,
        state: reviewer.state,
        country: reviewer.country,
        comment: '',
        provider_order_id: inIndia ? null : `DEMO-${publicId}`,
        idempotency_key: null,
        reservation_expires_at: null,
        paid_at: inIndia ? ago(delivered) : placedAt,
        last_payment_error: null,
        client_idempotency_key: null,
        created_at: placedAt,
        updated_at: ago(delivered),
        fulfilment_status: 'delivered',
        confirmed_at: ago(delivered + 6),
        packed_at: ago(delivered + 5),
        shipped_at: ago(delivered + 4),
        delivered_at: ago(delivered),
        courier: 'Delhivery',
        tracking_number: `DEMO${publicId.slice(-8)}`,
        tracking_url: `https://www.delhivery.com/track/package/DEMO${publicId.slice(-8)}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(lines.map((line) => ({ ...line, order_id: order.id })))
      .execute();
    if (!inIndia) {
      await trx
        .insertInto('payments')
        .values({
          order_id: order.id,
          provider: 'paypal',
          provider_payment_id: `DEMO-CAPTURE-${publicId}`,
          provider_order_id: `DEMO-${publicId}`,
          status: 'captured',
          amount_minor: subtotal + shipping,
          currency,
          raw: JSON.stringify({ demo: true }),
          created_at: placedAt,
        })
        .execute();
    }
    const tracking = { courier: 'Delhivery', tracking_number: `DEMO${publicId.slice(-8)}` };
    await trx
      .insertInto('order_events')
      .values(
        [
          ...(inIndia ? [{ kind: 'confirmed', data: {}, at: ago(delivered + 6) }] : []),
          { kind: 'packed', data: {}, at: ago(delivered + 5) },
          { kind: 'shipped', data: tracking, at: ago(delivered + 4) },
          { kind: 'delivered', data: {}, at: ago(delivered) },
        ].map((event) => ({
          order_id: order.id,
          kind: event.kind,
          data_json: JSON.stringify(event.data),
          staff_id: null,
          at: event.at,
        })),
      )
      .execute();
    await trx
      .insertInto('reviews')
      .values(
        planned.reviews.map((review, line) => ({
          product_id: lines[line]!.product_id,
          order_id: order.id,
          user_id: userId,
          rating: review.rating,
          title: review.title,
          body: review.body,
          status: 'published' as const,
          staff_reply: null,
          replied_at: null,
          replied_by: null,
          featured: review.featured ? (1 as const) : (0 as const),
          created_at: ago(review.daysAgo, 2),
          updated_at: ago(review.daysAgo, 5),
        })),
      )
      .execute();
    written += planned.reviews.length;
  }
  return written;
}
