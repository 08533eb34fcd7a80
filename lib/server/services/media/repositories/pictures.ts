import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/connection';
import type { PicturesTable } from '../../../db/schema';

export type PictureRow = Selectable<PicturesTable>;

export async function findPictureByKey(db: Executor, key: string): Promise<PictureRow | undefined> {
  return db.selectFrom('pictures').selectAll().where('key', '=', key).executeTakeFirst();
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
