import 'server-only';
import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ApiError, invalidFieldError } from '../../contract';
import {
  PICTURE_PAGE_WIDTH,
  PICTURE_PREVIEW_HEIGHT,
  PICTURE_PREVIEW_WIDTH,
  PICTURE_WIDTHS,
} from '../../contract/admin-pictures';

/**
 * The largest upload taken, in bytes. A phone camera's photo is 2 to 8 MB as JPEG (a 48-megapixel
 * one up to about 12 MB) and less as HEIC or WebP, so 15 MB takes every real photo at full size;
 * the whole body is held in memory while sharp reads it, so a larger limit would only let a few
 * requests at once take the server's memory.
 */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels a picture may have, checked from its header before any pixel is decoded (a
 * "decompression bomb" of a few kilobytes can claim 100,000 x 100,000 pixels). 50 megapixels takes a
 * 48-megapixel phone photo (8064 x 6048) and a large scan.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** Raised when the way a picture is processed changes, so new variants get new keys (URLs are cached forever). */
const PROCESSING_VERSION = 'v1';

/** What sharp's metadata calls the formats taken: JPEG, PNG, WebP, and HEIF (which holds AVIF and HEIC). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export const PICTURE_FORMAT_MESSAGE = 'must be a JPEG, PNG, WebP, AVIF or HEIC picture';
export const PICTURE_TOO_MANY_PIXELS_MESSAGE = `is too large in pixels: at most ${MAX_PICTURE_PIXELS / 1_000_000} megapixels`;
export const PICTURE_UNREADABLE_MESSAGE = 'could not be read as a picture: it may be damaged';
export const PICTURE_HEVC_MESSAGE =
  'is a HEIC picture this server cannot read: set the camera to "Most Compatible" (JPEG), or send it as JPEG';

export interface PictureVariant {
  /** The storage key, content-addressed: `pictures/{hash}/w960.webp`. */
  key: string;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedPicture {
  /** The picture's hash (the upload's SHA-256 and the processing version, 32 hex characters). */
  hash: string;
  /** The picture upright (EXIF orientation applied). */
  width: number;
  height: number;
  /** WebP at each width of PICTURE_WIDTHS the picture reaches (never upscaled), widest last. */
  widths: PictureVariant[];
  /** The 1200 x 630 JPEG for link previews. */
  preview: PictureVariant;
}

/** The key prefix of one picture's variants; the serving route accepts exactly these names. */
export function pictureKeyOf(hash: string, variant: `w${number}.webp` | 'preview.jpg'): string {
  return `pictures/${hash}/${variant}`;
}

/** The widths made for a picture `width` pixels wide: each of PICTURE_WIDTHS below it, and its own width when narrower than the widest. */
export function variantWidthsFor(width: number): number[] {
  const widest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? width;
  const below = PICTURE_WIDTHS.filter((candidate) => candidate < width);
  return width >= widest ? [...PICTURE_WIDTHS] : [...below, width];
}

/** The width of the variant a page shows: the page width, or the widest made below it. */
export function pageWidthOf(widths: number[]): number {
  const fitting = widths.filter((width) => width <= PICTURE_PAGE_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
}

function decoderOf(body: Buffer) {
  // failOn 'error': a truncated or corrupt file is refused rather than processed half grey.
  return sharp(body, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' });
}

/**
 * Checks the upload by its content (never its name or type header) and reads its size upright.
 * Throws 400 naming `file` for anything sharp does not recognise as one of the accepted formats.
 */
async function inspect(body: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(body).metadata();
  } catch {
    throw invalidFieldError('file', PICTURE_FORMAT_MESSAGE);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw invalidFieldError('file', PICTURE_FORMAT_MESSAGE);
  if (metadata.format === 'heif' && metadata.compression !== 'av1' && metadata.compression !== 'hevc')
    throw invalidFieldError('file', PICTURE_FORMAT_MESSAGE);
  if (metadata.width * metadata.height > MAX_PICTURE_PIXELS)
    throw invalidFieldError('file', PICTURE_TOO_MANY_PIXELS_MESSAGE);
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** An error's message; sharp's errors are checked by it (not `instanceof Error`: they may come from another realm, as in Jest). */
function messageOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : null;
}

/** sharp's error for a HEIC whose HEVC decoder is not in its build (the prebuilt one has AV1 only, for patent reasons). */
function isMissingDecoder(message: string): boolean {
  return /compression format has not been built in|Unsupported compression/i.test(message);
}

/**
 * Turns one upload into the variants the storefront serves. Every variant is decoded from the
 * original, turned upright by its EXIF orientation, converted to sRGB and written without any
 * metadata (EXIF with its GPS position, XMP, IPTC, the ICC profile): sharp keeps none unless told to.
 */
export async function processPicture(body: Buffer): Promise<ProcessedPicture> {
  if (body.byteLength > MAX_PICTURE_BYTES) {
    throw new ApiError('payload_too_large', `file: must be at most ${MAX_PICTURE_BYTES / (1024 * 1024)} MB`, {
      field: 'file',
    });
  }
  const { width, height } = await inspect(body);
  const hash = crypto.createHash('sha256').update(PROCESSING_VERSION).update(body).digest('hex').slice(0, 32);
  try {
    const widths = await Promise.all(
      variantWidthsFor(width).map(async (targetWidth): Promise<PictureVariant> => {
        const { data, info } = await decoderOf(body)
          .autoOrient()
          .resize({ width: targetWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          key: pictureKeyOf(hash, `w${targetWidth}.webp`),
          contentType: 'image/webp',
          width: info.width,
          height: info.height,
          body: data,
        };
      }),
    );
    const { data, info } = await decoderOf(body)
      .autoOrient()
      .resize({ width: PICTURE_PREVIEW_WIDTH, height: PICTURE_PREVIEW_HEIGHT, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const preview: PictureVariant = {
      key: pictureKeyOf(hash, 'preview.jpg'),
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
      body: data,
    };
    return { hash, width, height, widths, preview };
  } catch (error) {
    const message = messageOf(error);
    if (message === null) throw error;
    if (isMissingDecoder(message)) throw invalidFieldError('file', PICTURE_HEVC_MESSAGE);
    if (/pixel limit/i.test(message)) throw invalidFieldError('file', PICTURE_TOO_MANY_PIXELS_MESSAGE);
    throw invalidFieldError('file', PICTURE_UNREADABLE_MESSAGE);
  }
}
