import 'server-only';
import { sql } from 'kysely';
import type { Executor } from '../../../db/connection';

export interface TestimonialRow {
  id: number;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  product_id: number;
  product_name: string;
  first_name: string;
  last_name: string;
}

/** Published reviews of products on sale, newest first: the staff's picks, or the others. */
function publishedOfActiveProducts(db: Executor, featured: boolean, limit: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.title',
      'reviews.body',
      'reviews.created_at',
      'reviews.product_id',
      'products.name as product_name',
      'users.first_name',
      'users.last_name',
    ])
    .where('reviews.status', '=', 'published')
    .where('reviews.featured', '=', featured ? 1 : 0)
    .where('products.is_active', '=', 1)
    .orderBy('reviews.id', 'desc')
    .limit(limit);
}

/** The lowest rating a review not picked by staff may have to stand in for a missing pick. */
export const TOP_UP_MIN_RATING = 4;

/**
 * Up to `limit` testimonials: the staff's picks newest first, then, while picks are short, the newest published
 * reviews rated TOP_UP_MIN_RATING or more (so the home page never runs dry while staff have picked few).
 */
export async function listTestimonials(db: Executor, limit: number): Promise<TestimonialRow[]> {
  const picks = await publishedOfActiveProducts(db, true, limit).execute();
  if (picks.length >= limit) return picks;
  const others = await publishedOfActiveProducts(db, false, limit - picks.length)
    .where('reviews.rating', '>=', TOP_UP_MIN_RATING)
    .execute();
  return [...picks, ...others];
}

/** Every published review of the shop: how many and the sum of their stars. */
export async function shopReviewTotals(db: Executor): Promise<{ count: number; sum: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('sum'),
    ])
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), sum: Number(row.sum) };
}
