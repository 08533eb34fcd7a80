import 'server-only';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ReviewStatus, ReviewsTable } from '../../../db/schema';
import type { Executor } from '../../../db/connection';

export type ReviewRow = Selectable<ReviewsTable>;

export async function insertReview(db: Executor, review: Insertable<ReviewsTable>): Promise<ReviewRow> {
  return db.insertInto('reviews').values(review).returningAll().executeTakeFirstOrThrow();
}

export async function findReviewById(db: Executor, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findReviewOfOrderLine(
  db: Executor,
  orderId: number,
  productId: number,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export async function listReviewsOfOrder(db: Executor, orderId: number): Promise<ReviewRow[]> {
  return db.selectFrom('reviews').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function updateReview(
  db: Executor,
  id: number,
  changes: Updateable<ReviewsTable>,
): Promise<ReviewRow | undefined> {
  return db.updateTable('reviews').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The count and the sum of stars of a product's published reviews. */
async function publishedTotalsOf(db: Executor, productId: number): Promise<{ count: number; sum: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('sum'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), sum: Number(row.sum) };
}

/**
 * Sets the product's storefront columns from its published reviews: review_count their number, rating their
 * average rounded to whole stars (0 and 0 when there are none). Called in the transaction of every publish and hide.
 */
export async function recomputeProductRating(
  db: Executor,
  productId: number,
): Promise<{ rating: number; review_count: number }> {
  const { count, sum } = await publishedTotalsOf(db, productId);
  const values = { rating: count === 0 ? 0 : Math.round(sum / count), review_count: count };
  await db.updateTable('products').set(values).where('id', '=', productId).execute();
  return values;
}

/** The published summary the product page shows: the precise average, the count and the count per star. */
export async function publishedSummaryOf(
  db: Executor,
  productId: number,
): Promise<{ count: number; sum: number; stars: Map<number, number> }> {
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('count')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy('rating')
    .execute();
  const stars = new Map(rows.map((row) => [row.rating, Number(row.count)]));
  let count = 0;
  let sum = 0;
  for (const [rating, n] of stars) {
    count += n;
    sum += rating * n;
  }
  return { count, sum, stars };
}

export interface PublishedReviewRow extends ReviewRow {
  first_name: string;
  last_name: string;
}

export async function listPublishedReviews(
  db: Executor,
  productId: number,
  limit: number,
  offset: number,
): Promise<PublishedReviewRow[]> {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .selectAll('reviews')
    .select(['users.first_name', 'users.last_name'])
    .where('reviews.product_id', '=', productId)
    .where('reviews.status', '=', 'published')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export interface AdminReviewRow extends ReviewRow {
  product_name: string;
  order_public_id: string;
  first_name: string;
  last_name: string;
  replied_by_name: string | null;
}

/** The back office's order: pending first (rank 0), then the others; newest first within each. */
export function rankOf(status: ReviewStatus): 0 | 1 {
  return status === 'pending' ? 0 : 1;
}

export async function listAdminReviews(
  db: Executor,
  options: { status?: ReviewStatus; after?: { rank: 0 | 1; id: number }; limit: number },
): Promise<AdminReviewRow[]> {
  const rank = sql<number>`case when reviews.status = 'pending' then 0 else 1 end`;
  let query = db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .innerJoin('orders', 'orders.id', 'reviews.order_id')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .leftJoin('staff', 'staff.id', 'reviews.replied_by')
    .selectAll('reviews')
    .select([
      'products.name as product_name',
      'orders.public_id as order_public_id',
      'users.first_name',
      'users.last_name',
      'staff.name as replied_by_name',
    ]);
  if (options.status) query = query.where('reviews.status', '=', options.status);
  const after = options.after;
  if (after)
    query = query.where((eb) =>
      eb.or([eb(rank, '>', after.rank), eb.and([eb(rank, '=', after.rank), eb('reviews.id', '<', after.id)])]),
    );
  return query.orderBy(rank).orderBy('reviews.id', 'desc').limit(options.limit).execute();
}

export async function findAdminReview(db: Executor, id: number): Promise<AdminReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .innerJoin('orders', 'orders.id', 'reviews.order_id')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .leftJoin('staff', 'staff.id', 'reviews.replied_by')
    .selectAll('reviews')
    .select([
      'products.name as product_name',
      'orders.public_id as order_public_id',
      'users.first_name',
      'users.last_name',
      'staff.name as replied_by_name',
    ])
    .where('reviews.id', '=', id)
    .executeTakeFirst();
}

export async function countPendingReviews(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
