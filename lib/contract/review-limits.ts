/**
 * The limits of a review (issue 29, item 9), without zod: the review form in the browser shows them, and
 * reviews.ts builds its schemas from them (and re-exports them).
 */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;
/** The most photos one review shows. */
export const REVIEW_PHOTOS_MAX = 3;
