import 'server-only';
import { invalidFieldError, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { REVIEW_PHOTOS_MAX, type ReviewPhoto } from '../../../contract/reviews';
import { getDatabase, type Executor } from '../../db/connection';
import type { PictureRow } from '../media/repositories/pictures';
import { pictureOf, removePictures, storePicture } from '../media/pictures';
import { enforceRateLimit, type RateLimit } from '../platform/rate-limits';
import type { ShopperRequestContext } from '../request-context';
import * as photos from './repositories/review-photos';

export const REVIEW_PHOTO_UPLOADED_MESSAGE = 'Photo added.';
export const REVIEW_PHOTO_NOT_YOURS_MESSAGE = 'must be photos you uploaded for this review, not used on another review';
export const REVIEW_PHOTOS_TOO_MANY_MESSAGE = `must be at most ${REVIEW_PHOTOS_MAX} photos`;
/** The alt text of a photo just uploaded, before its review (and so its author's name) exists. */
export const REVIEW_PHOTO_OWN_ALT = 'Your photo';
export const REVIEW_PHOTO_RATE_LIMIT_MESSAGE = 'You have uploaded many photos in a short time. Please wait an hour.';

/** Photos per shopper per hour: three per review for a large order, and the odd one replaced, with room to spare. */
export const REVIEW_PHOTO_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60 * 60_000 };

/** How long a photo uploaded but never attached to a review is kept (the housekeeping removes it after). */
export const UNATTACHED_PHOTO_DAYS = 1;

/** The answer for one photo: the page-width WebP to open, the narrowest for the thumbnail. */
function reviewPhotoOf(id: number, picture: PictureRow, alt: string): ReviewPhoto {
  const answer = pictureOf(picture);
  const narrowest = answer.variants[0];
  return {
    id,
    url: answer.url,
    thumbnail_url: narrowest?.url ?? answer.url,
    width: answer.width,
    height: answer.height,
    alt,
  };
}

/** "Photo from Priya S.'s review", numbered when the review has several. */
export function reviewPhotoAlt(author: string, index: number, count: number): string {
  return count > 1 ? `Photo ${index + 1} of ${count} from ${author}'s review` : `Photo from ${author}'s review`;
}

/**
 * POST /api/review-photos/ (token): one photo through the back office's picture pipeline (checked by content,
 * 15 MB, metadata stripped, the same variants), recorded as this shopper's and attached to nothing yet.
 * Refused (400/413 naming `file`) with nothing left behind; rate-limited per shopper.
 */
export async function uploadReviewPhoto(
  input: EndpointParsedInput<'uploadReviewPhoto'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'uploadReviewPhoto'>> {
  await enforceRateLimit(
    `review-photo:user:${context.user.id}`,
    REVIEW_PHOTO_RATE_LIMIT,
    REVIEW_PHOTO_RATE_LIMIT_MESSAGE,
    {
      field: 'file',
    },
  );
  const upload = Buffer.from(await input.file.arrayBuffer());
  const { row, recorded } = await storePicture(upload, null, (trx, stored, at) =>
    photos.insertReviewPhoto(trx, {
      picture_id: stored.row.id,
      user_id: context.user.id,
      review_id: null,
      created_at: at,
    }),
  );
  return { message: REVIEW_PHOTO_UPLOADED_MESSAGE, photo: reviewPhotoOf(recorded.id, row, REVIEW_PHOTO_OWN_ALT) };
}

/**
 * Attaches the photos named to a new review, in the review's transaction: each must be the shopper's own upload
 * and on no review yet (else 400 naming `photos`, and the review is not written).
 */
export async function attachPhotosToReview(
  trx: Executor,
  reviewId: number,
  userId: number,
  photoIds: number[],
): Promise<void> {
  if (photoIds.length > REVIEW_PHOTOS_MAX) throw invalidFieldError('photos', REVIEW_PHOTOS_TOO_MANY_MESSAGE);
  for (const [position, id] of photoIds.entries()) {
    if (!(await photos.attachReviewPhoto(trx, { id, userId, reviewId, position })))
      throw invalidFieldError('photos', REVIEW_PHOTO_NOT_YOURS_MESSAGE);
  }
}

/** The photos of each review named, in order, with their alt texts from the author's short name. */
export async function photosOfReviews(
  db: Executor,
  reviews: { id: number; author: string }[],
): Promise<Map<number, ReviewPhoto[]>> {
  const rows = await photos.listPhotosOfReviews(
    db,
    reviews.map((review) => review.id),
  );
  const authors = new Map(reviews.map((review) => [review.id, review.author]));
  const byReview = new Map<number, photos.ReviewPhotoWithPicture[]>();
  for (const row of rows) {
    if (row.review_id === null) continue;
    byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), row]);
  }
  const answer = new Map<number, ReviewPhoto[]>();
  for (const [reviewId, list] of byReview) {
    const author = authors.get(reviewId) ?? 'a shopper';
    answer.set(
      reviewId,
      list.map((row, index) => reviewPhotoOf(row.id, row.picture, reviewPhotoAlt(author, index, list.length))),
    );
  }
  return answer;
}

/**
 * The housekeeping's part: photos uploaded over UNATTACHED_PHOTO_DAYS ago and never attached are deleted, then
 * every picture no staff member uploaded and no photo names any more (rows, then files).
 */
export async function removeStaleReviewPhotos(before: string): Promise<{ photos: number; pictures: number }> {
  const { db } = await getDatabase();
  const removedPhotos = await photos.deleteUnattachedPhotosBefore(db, before);
  const removedPictures = await removePictures(await photos.listUnusedShopperPictures(db, before));
  return { photos: removedPhotos, pictures: removedPictures };
}
