import './zod-browser-config';
import { z } from 'zod';
import { idField, pageSizeField } from './fields';
import { cursorField, flagField } from './admin-fields';
import { REVIEW_STATUSES, reviewPhoto } from './reviews';
import { REVIEW_REPLY_MAX } from './admin-limits';

export { REVIEW_REPLY_MAX } from './admin-limits';

/**
 * Reviews from verified buyers in the back office (issue 29, item 9). Every member publishes, hides, replies
 * and marks staff picks; a publish or hide recomputes the product's rating and count at once.
 */
export const REVIEW_ACTIONS = ['publish', 'hide', 'reply', 'feature', 'unfeature'] as const;
export type ReviewActionName = (typeof REVIEW_ACTIONS)[number];

export const adminReview = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  product_name: z.string(),
  order_id: z.string(),
  customer_name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  featured: z.boolean(),
  staff_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** The member who replied; null for one no longer on the staff list. */
  replied_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The shopper's photos, so staff judge them before publishing. */
  photos: z.array(reviewPhoto),
  /** What the member asking may do to it now. */
  allowed_actions: z.array(z.enum(REVIEW_ACTIONS)),
});
export type AdminReview = z.infer<typeof adminReview>;

// GET /api/admin/reviews/?status=&cursor=&page_size= — pending first, then newest first; keyset pages.
export const listReviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const listReviewsResponse = z.object({
  data: z.array(adminReview),
  next_cursor: z.string().nullable(),
  /** Reviews waiting for a decision, whatever the filter: the navigation's badge. */
  pending_count: z.number().int().nonnegative(),
});

// POST /api/admin/reviews/{review_id}/publish/, .../hide/
export const reviewSwitchBody = z.object({ review_id: idField });
// POST /api/admin/reviews/{review_id}/reply/ — an empty reply removes the shop's answer.
export const replyToReviewBody = z.object({
  review_id: idField,
  reply: z
    .string({ error: 'must be text' })
    .trim()
    .max(REVIEW_REPLY_MAX, { error: `must be at most ${REVIEW_REPLY_MAX} characters` }),
});
// POST /api/admin/reviews/{review_id}/feature/ — featured: true marks it a staff pick (published reviews only): the
// home page's and /customer-reviews' testimonials show the picks first (GET /api/featured-reviews/).
export const featureReviewBody = z.object({ review_id: idField, featured: flagField });
export const reviewChangeResponse = z.object({ message: z.string(), changed: z.boolean(), review: adminReview });
