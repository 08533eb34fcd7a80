import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';

/**
 * The home page's testimonials and /customer-reviews (spec section 2, "Testimonials"; issue 29, item 9): real
 * published reviews of verified buyers, the staff's picks first, topped up with the newest well-rated ones.
 */
export const FEATURED_REVIEWS_LIMIT = 8;
export const FEATURED_REVIEWS_MAX = 24;

/** A published review as a testimonial: the spec's name, rating and message, with the product it is about. */
export const featuredReview = z.object({
  id: z.number().int().positive(),
  /** The reviewer's first name and the initial of the last. */
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  message: z.string(),
  product_id: z.number().int().positive(),
  product_name: z.string(),
  created_at: z.string(),
});
export type FeaturedReview = z.infer<typeof featuredReview>;

// GET /api/featured-reviews/?limit= : testimonials, and the shop's rating over every published review.
export const featuredReviewsQuery = z.object({
  limit: z.coerce
    .number({ error: `must be a whole number from 1 to ${FEATURED_REVIEWS_MAX}` })
    .int({ error: `must be a whole number from 1 to ${FEATURED_REVIEWS_MAX}` })
    .min(1, { error: `must be a whole number from 1 to ${FEATURED_REVIEWS_MAX}` })
    .max(FEATURED_REVIEWS_MAX, { error: `must be a whole number from 1 to ${FEATURED_REVIEWS_MAX}` })
    .optional(),
});
export const featuredReviewsResponse = z.object({
  summary: z.object({
    /** The average of every published review to one decimal; null when there are none. */
    average: z.number().nullable(),
    count: z.number().int().nonnegative(),
  }),
  data: z.array(featuredReview),
});
export type FeaturedReviews = z.infer<typeof featuredReviewsResponse>;

export const featuredReviewsEndpoints = {
  getFeaturedReviews: endpoint({
    ...routes.getFeaturedReviews,
    input: featuredReviewsQuery,
    response: featuredReviewsResponse,
  }),
} as const;
