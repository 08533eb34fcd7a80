import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import { getDatabase } from '../../db/connection';
import { pageWidthOf, processPicture, type PictureVariant } from '../../media/picture-processing';
import { getPictureStorage, type StoredFile } from '../../media/picture-storage';
import type { StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { actorOf } from '../staff/staff-auth';
import * as pictures from './repositories/pictures';

type Endpoints = typeof adminEndpoints;
type UploadInput = z.output<Endpoints['uploadPicture']['input']>;
type UploadOutput = z.output<Endpoints['uploadPicture']['response']>;
type AdminPicture = UploadOutput['picture'];

export const PICTURE_UPLOADED_MESSAGE = 'Picture uploaded.';
export const PICTURE_ALREADY_UPLOADED_MESSAGE = 'This picture was uploaded before: the same one is used.';

/** Where the pictures' files are served (app/media/[...key]/route.ts). */
export const MEDIA_PATH_PREFIX = '/media/';

/** The only keys the serving route reads: a picture's hash, then one of its variants. Nothing else reaches storage. */
const SERVED_KEY = /^pictures\/[0-9a-f]{32}\/(?:w[1-9]\d{0,3}\.webp|preview\.jpg)$/;

function variantSizesOf(row: pictures.PictureRow): { width: number; height: number }[] {
  return row.variants.split(',').map((size) => {
    const [width, height] = size.split('x').map(Number);
    return { width: width ?? 0, height: height ?? 0 };
  });
}

function urlOf(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

/** The answer for a row: every URL derives from its key and widths. */
function pictureOf(row: pictures.PictureRow): AdminPicture {
  const variants = variantSizesOf(row).map(({ width, height }) => ({
    url: urlOf(`${row.key}/w${width}.webp`),
    width,
    height,
  }));
  return {
    id: row.id,
    url: urlOf(`${row.key}/w${pageWidthOf(variants.map((variant) => variant.width))}.webp`),
    variants,
    srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    preview_url: urlOf(`${row.key}/preview.jpg`),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: row.created_at,
  };
}

/** The picture's folder key: `pictures/{hash}` (its variants' keys start with it). */
function folderKeyOf(variant: PictureVariant): string {
  return variant.key.slice(0, variant.key.lastIndexOf('/'));
}

/**
 * POST /api/admin/pictures/ (staff): one picture checked, cleaned and made into its variants
 * (lib/server/media/picture-processing.ts), stored, recorded and audited. The same picture again
 * answers its first record (created: false) and writes nothing. A failure after some files were
 * written removes the files this request wrote, so nothing is left behind.
 */
export async function uploadPicture(input: UploadInput, context: StaffRequestContext): Promise<UploadOutput> {
  const upload = Buffer.from(await input.file.arrayBuffer());
  const processed = await processPicture(upload);
  const variants = [...processed.widths, processed.preview];
  const key = folderKeyOf(processed.preview);
  const storage = getPictureStorage();
  const { db } = await getDatabase();
  const existing = await pictures.findPictureByKey(db, key);
  const written: string[] = [];
  try {
    // Written even for a known picture when a file is missing (a bucket restored without it, say).
    for (const variant of variants) {
      if (await storage.has(variant.key)) continue;
      await storage.put(variant.key, variant.body, variant.contentType);
      written.push(variant.key);
    }
    if (existing) return { message: PICTURE_ALREADY_UPLOADED_MESSAGE, created: false, picture: pictureOf(existing) };
    const at = new Date().toISOString();
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await pictures.insertPicture(trx, {
        key,
        variants: processed.widths.map((variant) => `${variant.width}x${variant.height}`).join(','),
        width: processed.width,
        height: processed.height,
        bytes: upload.byteLength,
        staff_id: context.staff.id,
        created_at: at,
      });
      if (!inserted) return undefined;
      await recordAudit(trx, actorOf(context), {
        action: 'picture.upload',
        entityType: 'picture',
        entityId: inserted.id,
        before: null,
        after: { key: inserted.key, width: inserted.width, height: inserted.height, bytes: inserted.bytes },
        at,
      });
      return inserted;
    });
    if (row) return { message: PICTURE_UPLOADED_MESSAGE, created: true, picture: pictureOf(row) };
    // Another request recorded the same picture meanwhile: its row stands, and so do the files.
    written.length = 0;
    const raced = await pictures.findPictureByKey(db, key);
    if (!raced) throw new Error(`The picture ${key} was recorded and is gone`);
    return { message: PICTURE_ALREADY_UPLOADED_MESSAGE, created: false, picture: pictureOf(raced) };
  } catch (error) {
    await Promise.allSettled(written.map((writtenKey) => storage.remove(writtenKey)));
    throw error;
  }
}

/**
 * A stored picture file for GET /media/{key}, or null for anything that is not a picture
 * variant's key (a path that climbs out, another folder) or is not stored.
 */
export async function readPictureFile(key: string): Promise<StoredFile | null> {
  if (!SERVED_KEY.test(key)) return null;
  return getPictureStorage().get(key);
}
