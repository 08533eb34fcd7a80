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

/** The review form's photo field. */
export const REVIEW_PHOTOS_LEGEND = 'Photos (optional, up to 3)';
export const REVIEW_PHOTOS_CHOOSE = 'Choose photos';
export const REVIEW_PHOTOS_TAKE = 'Take a photo';
export const REVIEW_PHOTOS_UPLOADING = 'Adding your photo…';
export const REVIEW_PHOTOS_FULL = 'You have added 3 photos, the most a review shows. Remove one to add another.';
export const REVIEW_PHOTO_FAILED = 'The photo could not be added. Please try again.';

export function reviewPhotoRefused(fileName: string, reason: string): string {
  return `${fileName} was not added: ${reason}`;
}

export function reviewPhotoAddedText(count: number): string {
  return `Photo added (${count} of 3).`;
}

export function reviewPhotoLabel(index: number): string {
  return `Your photo ${index + 1}`;
}

export function reviewPhotoRemoveLabel(index: number): string {
  return `Remove photo ${index + 1}`;
}
