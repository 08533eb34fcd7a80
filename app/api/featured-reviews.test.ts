/**
 * The demo seed's reviews and the testimonials (issue 29, item 9), on a real database: every seeded review is a
 * published row of a verified buyer's delivered order, the storefront's stars and counts come from those rows only
 * (none for a product nobody reviewed), and GET /api/featured-reviews/ answers the staff's picks first, topped up
 * with well-rated reviews, never a hidden review or one of a withdrawn product.
 */
import { apiErrorBody } from '@/lib/contract';
import { featuredReviewsResponse, FEATURED_REVIEWS_LIMIT } from '@/lib/contract/featured-reviews';
import { TOP_UP_MIN_RATING } from '@/lib/server/services/reviews/repositories/featured-reviews';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getFeaturedReviews } from './featured-reviews/route';
import { GET as getTopSelling } from './get-top-selling-product/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

async function featured(query = '') {
  const response = await callRoute(getFeaturedReviews, `/api/featured-reviews/${query}`);
  expect(response.status).toBe(200);
  return featuredReviewsResponse.parse(response.body);
}

describe('the demo seed', () => {
  it('keeps reviews only as published rows of delivered orders that hold the product, one per order and product', async () => {
    const { db } = database();
    const rows = await db
      .selectFrom('reviews')
      .innerJoin('orders', 'orders.id', 'reviews.order_id')
      .leftJoin('order_lines', (join) =>
        join.onRef('order_lines.order_id', '=', 'orders.id').onRef('order_lines.product_id', '=', 'reviews.product_id'),
      )
      .select([
        'reviews.id',
        'reviews.status',
        'reviews.user_id',
        'orders.user_id as order_user_id',
        'orders.fulfilment_status',
        'orders.delivered_at',
        'reviews.created_at',
        'order_lines.id as line_id',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'published', fulfilment_status: 'delivered' });
      expect(row.user_id).toBe(row.order_user_id);
      expect(row.line_id).not.toBeNull();
      // Written after the parcel arrived, and never in the future.
      expect(row.created_at > (row.delivered_at ?? '')).toBe(true);
      expect(Date.parse(row.created_at)).toBeLessThan(Date.now());
    }
  });

  it("sets every product's rating and count from its published reviews: 0 and 0 for a product nobody reviewed", async () => {
    const { db } = database();
    const products = await db.selectFrom('products').select(['id', 'rating', 'review_count']).execute();
    const totals = await db
      .selectFrom('reviews')
      .select(['product_id'])
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('sum')])
      .where('status', '=', 'published')
      .groupBy('product_id')
      .execute();
    const byProduct = new Map(
      totals.map((row) => [row.product_id, { count: Number(row.count), sum: Number(row.sum) }]),
    );
    let unreviewed = 0;
    for (const product of products) {
      const total = byProduct.get(product.id);
      if (!total) unreviewed += 1;
      expect({ rating: Number(product.rating), review_count: Number(product.review_count) }).toEqual(
        total
          ? { rating: Math.round(total.sum / total.count), review_count: total.count }
          : { rating: 0, review_count: 0 },
      );
    }
    expect(unreviewed).toBeGreaterThan(0);
  });

  it('gives every best seller real stars on its card', async () => {
    const response = await callRoute(getTopSelling, '/api/get-top-selling-product/');
    // The spec's shape: { data: { data: [products] } }.
    const { data } = (response.body as { data: { data: { rating: number }[] } }).data;
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) expect(product.rating).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/featured-reviews/', () => {
  it("answers the staff's eight picks, named by first name and initial, with the shop's rating over every review", async () => {
    const { db } = database();
    const answer = await featured();
    expect(answer.data).toHaveLength(FEATURED_REVIEWS_LIMIT);
    const picks = await db.selectFrom('reviews').select('id').where('featured', '=', 1).execute();
    expect(answer.data.map((review) => review.id).sort()).toEqual(picks.map((row) => row.id).sort());
    expect(answer.data.map((review) => review.name)).toContain('Priya S.');
    const first = answer.data.find((review) => review.name === 'Priya S.');
    expect(first).toMatchObject({ rating: 5, product_name: 'Indigo Dabu Print Cushion Cover' });
    expect(first?.message).toMatch(/^The indigo dabu cushion covers are even prettier in person/);

    const all = await db.selectFrom('reviews').select('rating').where('status', '=', 'published').execute();
    const average = Math.round((all.reduce((sum, row) => sum + row.rating, 0) / all.length) * 10) / 10;
    expect(answer.summary).toEqual({ average, count: all.length });
  });

  it('tops up missing picks with the newest reviews of four stars or more; never hidden ones or withdrawn products', async () => {
    const { db } = database();
    const picks = await db.selectFrom('reviews').select(['id', 'product_id']).where('featured', '=', 1).execute();
    const [kept, unpicked, hidden, withdrawn] = picks;
    await db.updateTable('reviews').set({ featured: 0 }).where('id', '=', unpicked!.id).execute();
    await db.updateTable('reviews').set({ status: 'hidden' }).where('id', '=', hidden!.id).execute();
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', withdrawn!.product_id).execute();
    try {
      const answer = await featured(`?limit=${picks.length}`);
      const ids = answer.data.map((review) => review.id);
      expect(ids).toHaveLength(picks.length);
      expect(ids).toContain(kept!.id);
      expect(ids).not.toContain(hidden!.id);
      expect(answer.data.some((review) => review.product_id === withdrawn!.product_id)).toBe(false);
      // The picks still shown come first, newest first; then the top-up, all well rated.
      const stillPicked = picks.length - 3;
      const [first, rest] = [ids.slice(0, stillPicked), answer.data.slice(stillPicked)];
      expect(first).toEqual([...first].sort((a, b) => b - a));
      for (const review of rest) expect(review.rating).toBeGreaterThanOrEqual(TOP_UP_MIN_RATING);
    } finally {
      await db
        .updateTable('reviews')
        .set({ featured: 1, status: 'published' })
        .where(
          'id',
          'in',
          picks.map((pick) => pick.id),
        )
        .execute();
      await db.updateTable('products').set({ is_active: 1 }).where('id', '=', withdrawn!.product_id).execute();
    }
  });

  it('refuses a limit out of range, naming it', async () => {
    for (const limit of ['0', '25', 'many']) {
      const response = await callRoute(getFeaturedReviews, `/api/featured-reviews/?limit=${limit}`);
      expect(response.status).toBe(400);
      const error = apiErrorBody.parse(response.body);
      expect(error.field ?? error.errors?.[0]?.field).toBe('limit');
    }
  });
});

describe('a shop without reviews', () => {
  const empty = withTestDatabase({ seed: 'catalogue' });

  it('answers no testimonials and no average', async () => {
    expect(await empty().db.selectFrom('reviews').select('id').executeTakeFirst()).toBeUndefined();
    expect(await featured()).toEqual({ summary: { average: null, count: 0 }, data: [] });
  });
});
