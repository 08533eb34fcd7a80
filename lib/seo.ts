import type { Metadata } from 'next';
import { getConfig } from './server/config';
import { site } from './site';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's canonical path, e.g. /about-us. */
  path: string;
  /**
   * The page's own link preview, a 1200×630 JPEG (PREVIEW_IMAGE); without
   * one the shop's default preview (DEFAULT_PREVIEW_PATH).
   */
  image?: { url: string; alt?: string };
  /** Pages that must stay out of search results (not-found, cart, login). */
  noindex?: boolean;
  /** Open Graph type; null leaves og:type to the page (a product renders its own og:type product, see ProductOpenGraph). */
  type?: 'website' | 'article' | null;
}

/**
 * Every link preview is a 1200×630 JPEG: Facebook documents JPEG, PNG and GIF
 * only and WhatsApp does not reliably preview WebP (the catalogue's pictures).
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
/** The preview of every page without its own (app/og/default/route.ts). */
export const DEFAULT_PREVIEW_PATH = '/og/default';
/** Open Graph locale: the shop writes Indian English. */
export const OG_LOCALE = 'en_IN';

/** Search results show about this many characters of a title (the whole <title>, template included). */
export const TITLE_MAX = 60;
/** ... and of a description. */
export const DESCRIPTION_MAX = 160;
/** What the root layout's title template (app/layout.tsx) appends to every page title. */
const TITLE_SUFFIX = ` | ${site.name}`;

/**
 * The text on one line, cut at a word boundary with an ellipsis so that it
 * holds at most `limit` characters (ellipsis included).
 */
export function truncateAtWord(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single over-long word is cut mid-word rather than dropped.
  const head = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.|–-]+$/, '')}…`;
}

/**
 * The <title>: with the shop's name appended by the template when the whole
 * fits in TITLE_MAX, else the page's own title alone, cut to fit.
 */
export function documentTitle(title: string): Metadata['title'] {
  const flat = title.replace(/\s+/g, ' ').trim();
  if (flat.length + TITLE_SUFFIX.length <= TITLE_MAX) return flat;
  return { absolute: truncateAtWord(flat, TITLE_MAX) };
}

export interface ProductDescriptionInput {
  /** The product's name; it carries the colour and the craft ("Madder Red Dabu Print Cotton Maxi Dress"). */
  name: string;
  category: string;
  subcategory: string | null;
  /** The product's own description, shared by its colour variants. */
  description: string;
}

/**
 * A product's meta description. Colour variants share their long
 * description, so the name (colour and craft) and the category lead, and the
 * shared text only fills what room is left: no two variants read the same.
 */
export function productDescription({ name, category, subcategory, description }: ProductDescriptionInput): string {
  const where = subcategory ? `${subcategory}, ${category}` : category;
  return truncateAtWord(`${name} (${where}), handcrafted in Jaipur. ${description}`, DESCRIPTION_MAX);
}

/**
 * Title, description, canonical link, Open Graph and Twitter card for a page,
 * in Next's Metadata form, the title and description cut to what search
 * results show (TITLE_MAX, DESCRIPTION_MAX) (the root layout sets metadataBase from SITE_URL,
 * so relative paths become absolute URLs).
 */
export function pageMetadata({
  title: fullTitle,
  description: fullDescription,
  path,
  image,
  noindex,
  type = 'website',
}: PageMetadataInput): Metadata {
  const title = truncateAtWord(fullTitle, TITLE_MAX);
  const description = truncateAtWord(fullDescription, DESCRIPTION_MAX);
  const preview = { url: image?.url ?? DEFAULT_PREVIEW_PATH, ...PREVIEW_IMAGE, alt: image?.alt ?? site.name };
  const twitterSite = getConfig().TWITTER_SITE;
  return {
    title: documentTitle(fullTitle),
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: OG_LOCALE,
      ...(type ? { type } : {}),
      images: [preview],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: preview.url, alt: preview.alt }],
      ...(twitterSite ? { site: twitterSite } : {}),
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
