import './zod-browser-config';
import { z } from 'zod';

/**
 * Pictures uploaded from the back office (issue 29, item 2) for products, categories, the blog and
 * reviews. One picture per request, as multipart/form-data with the field `file`; the server checks
 * it by its content, strips its metadata and makes the variants below. Every variant's URL is
 * content-addressed (the same picture uploaded again answers the same picture), so it is served
 * with `Cache-Control: public, max-age=31536000, immutable` from GET /media/pictures/...
 */

/**
 * The WebP widths made for pages (never wider than the picture itself: a picture narrower than the widest also gets
 * its own width). 2048 is the cap: the zoom view on a large or high-density screen (docs/decisions/052).
 */
export const PICTURE_WIDTHS = [480, 960, 1600, 2048] as const;
/** The width whose variant is a picture's `url` (a product page's main picture, a post's picture). */
export const PICTURE_PAGE_WIDTH = 960;
/** The JPEG for link previews (Open Graph, X cards), cropped to cover. */
export const PICTURE_PREVIEW_WIDTH = 1200;
export const PICTURE_PREVIEW_HEIGHT = 630;

// POST /api/admin/pictures/ (staff, multipart/form-data) — 201.
export const uploadPictureBody = z.object({
  file: z.file({ error: 'choose one picture file to upload' }),
});

/** One stored WebP width of a picture: its URL and its size in pixels. */
export const pictureVariant = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PictureVariant = z.infer<typeof pictureVariant>;

export const adminPicture = z.object({
  id: z.number().int().positive(),
  /** The page variant (PICTURE_PAGE_WIDTH wide, or the picture's own width when narrower): a local path, /media/... */
  url: z.string(),
  /** Every WebP variant, narrowest first, for `srcset`. */
  variants: z.array(pictureVariant),
  /** The same as an HTML srcset: `/media/.../w480.webp 480w, ...`. */
  srcset: z.string(),
  /** The 1200 x 630 JPEG for link previews. */
  preview_url: z.string(),
  /** The picture upright, in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The size of the file uploaded. */
  bytes: z.number().int().nonnegative(),
  created_at: z.string(),
});

export const uploadPictureResponse = z.object({
  message: z.string(),
  /** false when the same picture had been uploaded before: its record is answered again. */
  created: z.boolean(),
  picture: adminPicture,
});
