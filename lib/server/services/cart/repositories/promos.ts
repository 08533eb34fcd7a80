import 'server-only';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PromoCodesTable } from '../../../db/schema';

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
