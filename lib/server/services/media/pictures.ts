import 'server-only';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import type { PictureVariant as StoredWidth } from '../../../contract/admin-pictures';
import { getDatabase, type Executor } from '../../db/connection';
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

/** A row's stored WebP widths, narrowest first, each with its URL. */
function storedWidthsOfRow(row: pictures.PictureRow): StoredWidth[] {
  return variantSizesOf(row).map(({ width, height }) => ({ url: urlOf(`${row.key}/w${width}.webp`), width, height }));
}

/** The answer for a row: every URL derives from its key and widths. */
export function pictureOf(row: pictures.PictureRow): AdminPicture {
  const variants = storedWidthsOfRow(row);
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

/** A URL of one of the upload pipeline's WebP widths, `/media/pictures/{hash}/w960.webp`; its group is the folder key. */
const PIPELINE_URL = /^\/media\/(pictures\/[0-9a-f]{32})\/w[1-9]\d{0,3}\.webp$/;

/**
 * Every width stored of each picture named by `urls` (a product's main_image to fifth_media), in their order:
 * narrowest first, the last the widest. [] for a URL the upload pipeline did not make (the demo catalogue's files,
 * a blank, an absolute URL) or no longer records. One query for all of them.
 */
export async function storedWidthsOf(db: Executor, urls: readonly string[]): Promise<StoredWidth[][]> {
  const keys = urls.map((url) => PIPELINE_URL.exec(url)?.[1]);
  const wanted = [...new Set(keys.filter((key): key is string => key !== undefined))];
  const rows = wanted.length > 0 ? await pictures.findPicturesByKeys(db, wanted) : [];
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = key === undefined ? undefined : byKey.get(key);
    return row ? storedWidthsOfRow(row) : [];
  });
}

/** The picture's folder key: `pictures/{hash}` (its variants' keys start with it). */
function folderKeyOf(variant: PictureVariant): string {
  return variant.key.slice(0, variant.key.lastIndexOf('/'));
}

/** A picture recorded by storePicture: its row, and whether this request recorded it first. */
export interface StoredPicture {
  row: pictures.PictureRow;
  created: boolean;
  /** A picture a shopper uploaded first, now the staff member's too. */
  claimed: boolean;
}

/**
 * One picture checked, cleaned and made into its variants (lib/server/media/picture-processing.ts), stored and
 * recorded; `record` runs in the recording transaction (an audit, a shopper's photo row). The same picture again
 * finds its first record (created: false): a staff upload of a picture first uploaded by a shopper becomes the
 * staff's (staff_id), so the housekeeping never removes it. A failure removes the files this request wrote for
 * a picture it was recording, so nothing is left behind.
 */
export async function storePicture<T>(
  upload: Buffer,
  staffId: number | null,
  record: (trx: Executor, stored: StoredPicture, at: string) => Promise<T>,
): Promise<StoredPicture & { recorded: T }> {
  const processed = await processPicture(upload);
  const key = folderKeyOf(processed.preview);
  const storage = getPictureStorage();
  const { db } = await getDatabase();
  const written: string[] = [];
  const before = await pictures.findPictureByKey(db, key);
  // A picture recorded before keeps every file, even those this request wrote back (a bucket restored without them).
  let recordedBefore = before !== undefined;
  // ...and the widths it was recorded with: one recorded before a width was added (2048, decision 052) gets no file its row does not name.
  const recordedWidths = before ? new Set(variantSizesOf(before).map(({ width }) => width)) : null;
  const variants = [
    ...processed.widths.filter((variant) => recordedWidths === null || recordedWidths.has(variant.width)),
    processed.preview,
  ];
  try {
    for (const variant of variants) {
      if (await storage.has(variant.key)) continue;
      await storage.put(variant.key, variant.body, variant.contentType);
      written.push(variant.key);
    }
    const at = new Date().toISOString();
    return await db.transaction().execute(async (trx) => {
      const inserted = await pictures.insertPicture(trx, {
        key,
        variants: processed.widths.map((variant) => `${variant.width}x${variant.height}`).join(','),
        width: processed.width,
        height: processed.height,
        bytes: upload.byteLength,
        staff_id: staffId,
        created_at: at,
      });
      let stored: StoredPicture;
      if (inserted) stored = { row: inserted, created: true, claimed: false };
      else {
        // Recorded before, or by another request meanwhile: its row stands, and so do the files.
        recordedBefore = true;
        const existing = await pictures.findPictureByKey(trx, key);
        if (!existing) throw new Error(`The picture ${key} was recorded and is gone`);
        const claimed =
          staffId !== null && existing.staff_id === null
            ? await pictures.claimPicture(trx, existing.id, staffId)
            : null;
        stored = { row: claimed ?? existing, created: false, claimed: claimed !== undefined && claimed !== null };
      }
      return { ...stored, recorded: await record(trx, stored, at) };
    });
  } catch (error) {
    if (!recordedBefore) await Promise.allSettled(written.map((writtenKey) => storage.remove(writtenKey)));
    throw error;
  }
}

/**
 * POST /api/admin/pictures/ (staff): one picture stored (storePicture), recorded and audited. The same picture
 * again answers its first record (created: false) and audits nothing.
 */
export async function uploadPicture(input: UploadInput, context: StaffRequestContext): Promise<UploadOutput> {
  const upload = Buffer.from(await input.file.arrayBuffer());
  const { row, created } = await storePicture(upload, context.staff.id, async (trx, stored, at) => {
    if (!stored.created && !stored.claimed) return;
    await recordAudit(trx, actorOf(context), {
      action: 'picture.upload',
      entityType: 'picture',
      entityId: stored.row.id,
      // A shopper's photo uploaded again by staff: it becomes theirs (kept by the housekeeping).
      before: stored.claimed ? { staff_id: null } : null,
      after: { key: stored.row.key, width: stored.row.width, height: stored.row.height, bytes: stored.row.bytes },
      at,
    });
  });
  return {
    message: created ? PICTURE_UPLOADED_MESSAGE : PICTURE_ALREADY_UPLOADED_MESSAGE,
    created,
    picture: pictureOf(row),
  };
}

/** Every stored file of a picture: its WebP widths and its preview. */
function fileKeysOf(row: pictures.PictureRow): string[] {
  return [...variantSizesOf(row).map(({ width }) => `${row.key}/w${width}.webp`), `${row.key}/preview.jpg`];
}

/**
 * Removes pictures no one uses any more (the caller decides which: the housekeeping, for shoppers' photos never
 * attached): the row first, then its files, so a page never names a picture whose files are gone.
 */
export async function removePictures(rows: pictures.PictureRow[]): Promise<number> {
  const { db } = await getDatabase();
  const storage = getPictureStorage();
  let removed = 0;
  for (const row of rows) {
    if (!(await pictures.deletePictureIfUnused(db, row.id))) continue;
    removed += 1;
    await Promise.all(fileKeysOf(row).map((fileKey) => storage.remove(fileKey)));
  }
  return removed;
}

/**
 * A stored picture file for GET /media/{key}, or null for anything that is not a picture
 * variant's key (a path that climbs out, another folder) or is not stored.
 */
export async function readPictureFile(key: string): Promise<StoredFile | null> {
  if (!SERVED_KEY.test(key)) return null;
  return getPictureStorage().get(key);
}
