import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { site } from '@/lib/site';
import { colorValues } from '@/styles/color-values';

/** Link previews are 1200×630: the size Facebook, LinkedIn, WhatsApp and X crop to. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** JPEG: Facebook documents JPEG, PNG and GIF only, and WhatsApp does not reliably preview WebP. */
export const PREVIEW_TYPE = 'image/jpeg';
/** Previews change only with a product's name, price or picture: a day fresh, a week stale while refetched. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const NAVY = colorValues.indigo;
/** The picture fills the left part, the caption panel the rest. */
const PICTURE_WIDTH = 630;
const PANEL_X = PICTURE_WIDTH + 60;
const LINE_CHARS = 16;
const MAX_LINES = 5;

/**
 * A picture under public/ (e.g. /media/products/10107-1.webp) as bytes, or
 * null when the path is not a local media path or the file is missing. Never
 * fetches: previews are composed offline.
 */
export async function readPublicPicture(url: string): Promise<Buffer | null> {
  if (!/^\/media\/[\w/.-]+$/.test(url) || url.includes('..')) return null;
  try {
    return await readFile(path.join(process.cwd(), 'public', url));
  } catch {
    return null;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The title in lines of about LINE_CHARS characters, at most MAX_LINES, the last cut with an ellipsis. */
export function wrapTitle(title: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.replace(/\s+/g, ' ').trim().split(' ')) {
    if (current && `${current} ${word}`.length > LINE_CHARS) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1] ?? ''}…`;
  return kept;
}

function captionSvg(title: string, subtitle: string | undefined): Buffer {
  const lines = wrapTitle(title);
  const lineHeight = 54;
  const top = 120;
  const titleTspans = lines
    .map((line, index) => `<tspan x="${PANEL_X}" y="${top + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const subtitleY = top + lines.length * lineHeight + 40;
  const subtitleText = subtitle
    ? `<text x="${PANEL_X}" y="${subtitleY}" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="bold" fill="#ffffff">${escapeXml(subtitle)}</text>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">` +
      `<rect x="${PICTURE_WIDTH}" y="0" width="${PREVIEW_WIDTH - PICTURE_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${NAVY}"/>` +
      `<text font-family="DejaVu Serif, serif" font-size="44" font-weight="bold" fill="#ffffff">${titleTspans}</text>` +
      subtitleText +
      `<text x="${PANEL_X}" y="${PREVIEW_HEIGHT - 60}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#f3d9a4">${escapeXml(site.name)}</text>` +
      `</svg>`,
  );
}

export interface PreviewInput {
  /** The picture's bytes (any format sharp reads), or null for the caption alone on the brand colour. */
  picture: Buffer | null;
  title: string;
  /** A second line under the title, e.g. the price. */
  subtitle?: string;
}

/** A 1200×630 JPEG link preview: the picture on the left, the title (and subtitle) and the shop's name on the right. */
export async function composePreview({ picture, title, subtitle }: PreviewInput): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (picture) {
    try {
      const cropped = await sharp(picture).resize(PICTURE_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' }).toBuffer();
      layers.push({ input: cropped, left: 0, top: 0 });
    } catch {
      // An unreadable picture leaves the brand colour.
    }
  }
  layers.push({ input: captionSvg(title, subtitle), left: 0, top: 0 });
  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: NAVY } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The preview as an HTTP answer with long cache headers. */
export function previewResponse(jpeg: Buffer): Response {
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': PREVIEW_TYPE,
      'Cache-Control': PREVIEW_CACHE_CONTROL,
      'Content-Length': String(jpeg.length),
    },
  });
}
