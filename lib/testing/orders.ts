import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, FulfilmentStatus } from '@/lib/server/db/schema';

/**
 * A paid card order of `userId`, written straight to the database in the fulfilment state asked (delivered by
 * default), one line per product in size M (and L too for the products in `twoSizes`): for tests of what comes
 * after an order (reviews, photos) without walking checkout and the back office each time.
 */
export async function insertOrderInState(
  db: Kysely<Database>,
  userId: number,
  products: readonly { id: number; name: string }[],
  options: { fulfilment?: FulfilmentStatus; twoSizes?: readonly number[] } = {},
): Promise<{ id: number; publicId: string }> {
  const fulfilment = options.fulfilment ?? 'delivered';
  const publicId = `JH-261129-T${crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`;
  const now = new Date().toISOString();
  const order = await db
    .insertInto('orders')
    .values({
      public_id: publicId,
      user_id: userId,
      cart_id: null,
      status: 'paid',
      payment_method: 'razorpay',
      currency: 'INR',
      subtotal_minor: 100_000,
      discount_minor: 0,
      shipping_minor: 0,
      total_minor: 100_000,
      promo_code: null,
      delivery_address: '12 MG Road',
      name: 'Asha Verma',
      country_code: '+91',
      mobile_number: '9811122233',
      pin_code: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      comment: '',
      provider_order_id: null,
      idempotency_key: null,
      reservation_expires_at: null,
      paid_at: now,
      last_payment_error: null,
      client_idempotency_key: null,
      created_at: now,
      updated_at: now,
      fulfilment_status: fulfilment,
      shipped_at: fulfilment === 'delivered' || fulfilment === 'shipped' ? now : null,
      delivered_at: fulfilment === 'delivered' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = products.flatMap((product) =>
    (options.twoSizes?.includes(product.id) ? ['M', 'L'] : ['M']).map((size) => ({
      order_id: order.id,
      product_id: product.id,
      product_name: product.name,
      size,
      quantity: 1,
      unit_price_minor: 50_000,
      mrp_minor: 90_000,
    })),
  );
  await db.insertInto('order_lines').values(lines).execute();
  return { id: order.id, publicId };
}
