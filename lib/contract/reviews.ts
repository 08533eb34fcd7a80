import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { idField, pageField } from './fields';
import { orderNumberField } from './orders';

/**
 * Reviews from verified buyers (issue 29, item 9). A shopper rates (1 to 5) and reviews each product of a
 * delivered order, once; the review waits for staff (pending) and shows on the product page once published.
 * Title and text are plain text: tags are stripped on write and the pages escape them on render.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

const ratingMessage = 'must be a whole number of stars from 1 to 5';
export const reviewRatingField = z
  .union([z.number(), z.string().trim().regex(/^\d$/, { error: ratingMessage })], { error: ratingMessage })
  .transform(Number)
  .pipe(z.number().int({ error: ratingMessage }).min(1, { error: ratingMessage }).max(5, { error: ratingMessage }));

/** A review as the shopper who wrote it sees it. */
export const ownReview = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
});

export const reviewableLine = z.object({
  product_id: z.number().int().positive(),
  product_name: z.string(),
  image: z.string(),
  /** The shopper's review of it from this order, if written. */
  review: ownReview.nullable(),
  /** Whether a review may be written now: the order was delivered and none was written yet. */
  can_review: z.boolean(),
});

// GET /api/order-reviews/?order_id= (token): what one own order lets the shopper review; 404 for anyone else's.
export const orderReviewsQuery = z.object({ order_id: orderNumberField });
export const orderReviewsResponse = z.object({
  order_id: z.string(),
  /** Reviews open once the parcel was delivered. */
  delivered: z.boolean(),
  data: z.array(reviewableLine),
});

// POST /api/create-review/ (token): 201 with the pending review; 404 another's order, 409 not delivered or reviewed already.
export const createReviewBody = z.object({
  order_id: orderNumberField,
  product_id: idField,
  rating: reviewRatingField,
  title: z
    .string({ error: 'must be text' })
    .trim()
    .max(REVIEW_TITLE_MAX, { error: `must be at most ${REVIEW_TITLE_MAX} characters` })
    .optional(),
  body: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(REVIEW_BODY_MAX, { error: `must be at most ${REVIEW_BODY_MAX} characters` }),
});
export const createReviewResponse = z.object({ message: z.string(), review: ownReview });

/** A published review as every visitor reads it. */
export const publicReview = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  /** The reviewer's first name and the initial of the last. */
  author: z.string(),
  created_at: z.string(),
  staff_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});

// GET /api/product-reviews/?product_id=&page= : a product's published reviews, newest first, with the summary.
export const productReviewsQuery = z.object({ product_id: idField, page: pageField.optional() });
export const productReviewsResponse = z.object({
  summary: z.object({
    /** The average of the published reviews to one decimal; null when there are none. */
    average: z.number().nullable(),
    count: z.number().int().nonnegative(),
    /** Published reviews per number of stars, 5 down to 1. */
    stars: z.array(z.object({ rating: z.number().int(), count: z.number().int().nonnegative() })),
  }),
  data: z.array(publicReview),
  page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type ProductReviews = z.infer<typeof productReviewsResponse>;

export const reviewsEndpoints = {
  getOrderReviews: endpoint({ ...routes.getOrderReviews, input: orderReviewsQuery, response: orderReviewsResponse }),
  createReview: endpoint({ ...routes.createReview, input: createReviewBody, response: createReviewResponse }),
  getProductReviews: endpoint({
    ...routes.getProductReviews,
    input: productReviewsQuery,
    response: productReviewsResponse,
  }),
} as const;
