import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { idField, pageField } from './fields';
import { orderNumberField } from './orders';
import { REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_STATUSES, REVIEW_TITLE_MAX } from './review-limits';

/**
 * Reviews from verified buyers (issue 29, item 9). A shopper rates (1 to 5) and reviews each product of a
 * delivered order, once; the review waits for staff (pending) and shows on the product page once published.
 * Title and text are plain text: tags are stripped on write and the pages escape them on render.
 */
export { PRODUCT_REVIEWS_PAGE_SIZE, REVIEW_PHOTOS_MAX, REVIEW_STATUSES } from './review-limits';

const ratingMessage = 'must be a whole number of stars from 1 to 5';
export const reviewRatingField = z
  .union([z.number(), z.string().trim().regex(/^\d$/, { error: ratingMessage })], { error: ratingMessage })
  .transform(Number)
  .pipe(z.number().int({ error: ratingMessage }).min(1, { error: ratingMessage }).max(5, { error: ratingMessage }));

/** A review photo: the page-width WebP (opened as the larger size) and a small one for the thumbnail. */
export const reviewPhoto = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** "Photo from Priya S.'s review" (numbered when the review has several). */
  alt: z.string(),
});
export type ReviewPhoto = z.infer<typeof reviewPhoto>;

/** A review as the shopper who wrote it sees it. */
export const ownReview = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  photos: z.array(reviewPhoto),
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
  /** Photos from POST /api/review-photos/ by the same shopper, not on another review; shown in this order. */
  photos: z
    .array(idField, { error: 'must be a list of photo ids' })
    .max(REVIEW_PHOTOS_MAX, { error: `must be at most ${REVIEW_PHOTOS_MAX} photos` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a photo twice' })
    .optional(),
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
  photos: z.array(reviewPhoto),
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

// POST /api/review-photos/ (token, multipart/form-data, field `file`): 201 with the photo to name in create-review.
// The same processing and limits as the back office's pictures (admin-pictures.ts); rate-limited per shopper.
export const uploadReviewPhotoBody = z.object({
  file: z.file({ error: 'choose one photo to upload' }),
});
export const uploadReviewPhotoResponse = z.object({ message: z.string(), photo: reviewPhoto });

export const reviewsEndpoints = {
  getOrderReviews: endpoint({ ...routes.getOrderReviews, input: orderReviewsQuery, response: orderReviewsResponse }),
  createReview: endpoint({ ...routes.createReview, input: createReviewBody, response: createReviewResponse }),
  uploadReviewPhoto: endpoint({
    ...routes.uploadReviewPhoto,
    input: uploadReviewPhotoBody,
    response: uploadReviewPhotoResponse,
  }),
  getProductReviews: endpoint({
    ...routes.getProductReviews,
    input: productReviewsQuery,
    response: productReviewsResponse,
  }),
} as const;
