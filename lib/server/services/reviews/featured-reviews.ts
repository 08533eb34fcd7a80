import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import { FEATURED_REVIEWS_LIMIT } from '../../../contract/featured-reviews';
import { getDatabase } from '../../db/connection';
import type { RequestContext } from '../request-context';
import { authorOf } from './reviews';
import { listTestimonials, shopReviewTotals } from './repositories/featured-reviews';

/** GET /api/featured-reviews/?limit= : the testimonials of the home page and /customer-reviews, and the shop's rating. */
export async function getFeaturedReviews(
  input: EndpointParsedInput<'getFeaturedReviews'>,
  _context: RequestContext,
): Promise<EndpointOutput<'getFeaturedReviews'>> {
  const { db } = await getDatabase();
  const [rows, totals] = await Promise.all([
    listTestimonials(db, input.limit ?? FEATURED_REVIEWS_LIMIT),
    shopReviewTotals(db),
  ]);
  return {
    summary: {
      average: totals.count === 0 ? null : Math.round((totals.sum / totals.count) * 10) / 10,
      count: totals.count,
    },
    data: rows.map((row) => ({
      id: row.id,
      name: authorOf(row.first_name, row.last_name),
      rating: row.rating,
      title: row.title,
      message: row.body,
      product_id: row.product_id,
      product_name: row.product_name,
      created_at: row.created_at,
    })),
  };
}
