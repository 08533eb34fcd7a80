import 'server-only';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../../db/connection';
import type { PicturesTable, ReviewPhotosTable } from '../../../db/schema';

export type ReviewPhotoRow = Selectable<ReviewPhotosTable>;

/** A review photo with its picture's columns (the URLs derive from key and variants). */
export interface ReviewPhotoWithPicture extends ReviewPhotoRow {
  picture: Selectable<PicturesTable>;
}

export async function insertReviewPhoto(db: Executor, photo: Insertable<ReviewPhotosTable>): Promise<ReviewPhotoRow> {
  return db.insertInto('review_photos').values(photo).returningAll().executeTakeFirstOrThrow();
}

/**
 * Attaches one photo to a review, only while it is the uploader's and unattached (two reviews naming the same
 * photo at once: one wins); whether it was attached.
 */
export async function attachReviewPhoto(
  db: Executor,
  photo: { id: number; userId: number; reviewId: number; position: number },
): Promise<boolean> {
  const result = await db
    .updateTable('review_photos')
    .set({ review_id: photo.reviewId, position: photo.position })
    .where('id', '=', photo.id)
    .where('user_id', '=', photo.userId)
    .where('review_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The photos of the reviews named, in their order, with their pictures. */
export async function listPhotosOfReviews(db: Executor, reviewIds: number[]): Promise<ReviewPhotoWithPicture[]> {
  if (reviewIds.length === 0) return [];
  const rows = await db
    .selectFrom('review_photos')
    .innerJoin('pictures', 'pictures.id', 'review_photos.picture_id')
    .selectAll('review_photos')
    .select([
      'pictures.key',
      'pictures.variants',
      'pictures.width',
      'pictures.height',
      'pictures.bytes',
      'pictures.staff_id',
      'pictures.created_at as picture_created_at',
    ])
    .where('review_photos.review_id', 'in', reviewIds)
    .orderBy('review_photos.review_id')
    .orderBy('review_photos.position')
    .execute();
  return rows.map(({ key, variants, width, height, bytes, staff_id, picture_created_at, ...photo }) => ({
    ...photo,
    picture: { id: photo.picture_id, key, variants, width, height, bytes, staff_id, created_at: picture_created_at },
  }));
}

/** Deletes the photos uploaded before `before` and never attached; how many. */
export async function deleteUnattachedPhotosBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('review_photos')
    .where('review_id', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Pictures recorded before `before` that no staff member uploaded and no review photo names: a shopper's photo
 * never attached (or one whose removal stopped half way, found again on the next pass).
 */
export async function listUnusedShopperPictures(db: Executor, before: string): Promise<Selectable<PicturesTable>[]> {
  return db
    .selectFrom('pictures')
    .selectAll()
    .where('staff_id', 'is', null)
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_photos')
            .select('review_photos.id')
            .whereRef('review_photos.picture_id', '=', 'pictures.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(500)
    .execute();
}
