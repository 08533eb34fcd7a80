import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PromoCodesTable } from '@/lib/server/db/schema';

/** A promo code written straight to the database: active, no minimum, no limits, no window unless given. */
export async function addPromo(
  db: Kysely<Database>,
  values: Pick<Insertable<PromoCodesTable>, 'code' | 'kind' | 'value'> & Partial<Insertable<PromoCodesTable>>,
): Promise<number> {
  const row = await db
    .insertInto('promo_codes')
    .values({
      min_order_cents: 0,
      max_uses: null,
      max_uses_per_customer: null,
      starts_at: null,
      ends_at: null,
      is_active: 1,
      created_at: new Date().toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One use of a code by a customer, as a paid order that used it leaves behind (an order and its redemption). */
export async function redeemPromo(db: Kysely<Database>, code: string, userId: number): Promise<void> {
  const promo = await db.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const order = await db
    .insertInto('orders')
    .values({
      public_id: crypto.randomBytes(16).toString('hex'),
      user_id: userId,
      cart_id: null,
      status: 'paid',
      payment_method: 'razorpay',
      currency: 'USD',
      subtotal_minor: 1000,
      discount_minor: 100,
      shipping_minor: 0,
      total_minor: 900,
      promo_code: code,
      delivery_address: '12 MI Road',
      name: 'Nisha Rao',
      country_code: '+91',
      mobile_number: '9999999999',
      pin_code: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      comment: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promo_redemptions')
    .values({ promo_code_id: promo.id, user_id: userId, order_id: order.id, created_at: now })
    .execute();
}
