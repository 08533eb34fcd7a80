import 'server-only';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, PromoCodesTable } from '../../../db/schema';
import { SALE_STATUSES } from '../../../db/schema-orders';

export type PromoCodeRow = Selectable<PromoCodesTable>;

/** Codes are matched whatever their case: 'welcome10' finds WELCOME10. */
export async function findPromoCode(db: Kysely<Database>, code: string): Promise<PromoCodeRow | undefined> {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the customer has an order with a sale behind it (paid, refunded or cash on delivery not cancelled). */
export async function hasSaleOrder(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', SALE_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Redemptions of a code: by everyone, and by one customer. */
export async function countPromoRedemptions(
  db: Kysely<Database>,
  promoCodeId: number,
  userId: number,
): Promise<{ total: number; byUser: number }> {
  const row = await db
    .selectFrom('promo_redemptions')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('user_id', '=', userId).then(1).else(0).end()).as('by_user'),
    ])
    .where('promo_code_id', '=', promoCodeId)
    .executeTakeFirstOrThrow();
  return { total: row.total, byUser: row.by_user ?? 0 };
}

/** Every code, newest first (a shop has tens, not thousands). */
export async function listPromoCodes(db: Kysely<Database>): Promise<PromoCodeRow[]> {
  return db.selectFrom('promo_codes').selectAll().orderBy('id', 'desc').execute();
}

export async function findPromoCodeById(db: Kysely<Database>, id: number): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPromoCode(db: Kysely<Database>, promo: Insertable<PromoCodesTable>): Promise<PromoCodeRow> {
  return db.insertInto('promo_codes').values(promo).returningAll().executeTakeFirstOrThrow();
}

export async function updatePromoCode(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<PromoCodesTable>,
): Promise<PromoCodeRow | undefined> {
  return db.updateTable('promo_codes').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export interface PromoUsage {
  uses: number;
  currencies: { currency: string; orders: number; discountMinor: number; revenueMinor: number }[];
}

/** Per code: the uses counted (as the limits count them) and, per currency, its sale orders, discount and revenue. */
export async function promoUsageOf(db: Kysely<Database>, promoIds: number[]): Promise<Map<number, PromoUsage>> {
  const usage = new Map<number, PromoUsage>(promoIds.map((id) => [id, { uses: 0, currencies: [] }]));
  if (promoIds.length === 0) return usage;
  const uses = await db
    .selectFrom('promo_redemptions')
    .select((eb) => ['promo_code_id', eb.fn.countAll<number | string>().as('n')])
    .where('promo_code_id', 'in', promoIds)
    .groupBy('promo_code_id')
    .execute();
  for (const row of uses) {
    const entry = usage.get(Number(row.promo_code_id));
    if (entry) entry.uses = Number(row.n);
  }
  const sales = await db
    .selectFrom('promo_redemptions')
    .innerJoin('orders', 'orders.id', 'promo_redemptions.order_id')
    .select((eb) => [
      'promo_redemptions.promo_code_id as promo_code_id',
      'orders.currency as currency',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('orders.discount_minor').as('discount'),
      eb.fn.sum<number | string>('orders.total_minor').as('revenue'),
    ])
    .where('promo_redemptions.promo_code_id', 'in', promoIds)
    .where('orders.status', 'in', SALE_STATUSES)
    .groupBy(['promo_redemptions.promo_code_id', 'orders.currency'])
    .orderBy('orders.currency')
    .execute();
  for (const row of sales) {
    usage.get(Number(row.promo_code_id))?.currencies.push({
      currency: row.currency,
      orders: Number(row.orders),
      discountMinor: Number(row.discount ?? 0),
      revenueMinor: Number(row.revenue ?? 0),
    });
  }
  return usage;
}
