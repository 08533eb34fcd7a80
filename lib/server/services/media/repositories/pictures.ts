import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/connection';
import type { PicturesTable } from '../../../db/schema';

export type PictureRow = Selectable<PicturesTable>;

export async function findPictureByKey(db: Executor, key: string): Promise<PictureRow | undefined> {
  return db.selectFrom('pictures').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The pictures recorded under these folder keys (any order; keys not recorded are left out). */
export async function findPicturesByKeys(db: Executor, keys: readonly string[]): Promise<PictureRow[]> {
  return db.selectFrom('pictures').selectAll().where('key', 'in', keys).execute();
}

/**
 * Records a picture; undefined when its key is already recorded (the same picture uploaded at the
 * same moment by another request, which then owns the row and the files).
 */
export async function insertPicture(db: Executor, values: Omit<PictureRow, 'id'>): Promise<PictureRow | undefined> {
  return db
    .insertInto('pictures')
    .values(values)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A picture first uploaded by a shopper becomes the staff member's who uploads it again (kept by the housekeeping). */
export async function claimPicture(db: Executor, id: number, staffId: number): Promise<PictureRow | undefined> {
  return db
    .updateTable('pictures')
    .set({ staff_id: staffId })
    .where('id', '=', id)
    .where('staff_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a picture no staff member uploaded and no review photo names; whether it was deleted. */
export async function deletePictureIfUnused(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('pictures')
    .where('id', '=', id)
    .where('staff_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_photos')
            .select('review_photos.id')
            .whereRef('review_photos.picture_id', '=', 'pictures.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
