/** The texts of "Review this product" on the shopper's order page. */
export const REVIEWS_HEADING = 'Review your items';
export const REVIEW_THIS_PRODUCT = 'Review this product';
export const REVIEW_RATING_LEGEND = 'Your rating';
export const REVIEW_STAR_LABELS = [
  '1 star: poor',
  '2 stars: fair',
  '3 stars: good',
  '4 stars: very good',
  '5 stars: excellent',
];
export const REVIEW_TITLE_LABEL = 'Title (optional)';
export const REVIEW_BODY_LABEL = 'Your review';
export const REVIEW_SUBMIT = 'Send review';
export const REVIEW_SENDING = 'Sending…';
export const REVIEW_FAILED = 'Your review could not be sent. Please try again.';
export const REVIEWS_LOAD_FAILED = 'Your reviews could not be loaded.';
export const REVIEW_STATUS_TEXT = {
  pending: 'waiting to be checked by our team',
  published: 'shown on the product page',
  hidden: 'not shown',
} as const;

export function reviewedText(rating: number, status: keyof typeof REVIEW_STATUS_TEXT): string {
  return `You rated it ${rating} out of 5: ${REVIEW_STATUS_TEXT[status]}.`;
}
