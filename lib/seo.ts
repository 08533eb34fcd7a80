import type { Metadata } from 'next';
import { site } from './site';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's canonical path, e.g. /about-us. */
  path: string;
  /** Absolute or root-relative picture for link previews. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** Pages that must stay out of search results (not-found, cart, login). */
  noindex?: boolean;
  type?: 'website' | 'article';
}

/**
 * Title, description, canonical link, Open Graph and Twitter card for a page,
 * in Next's Metadata form (the root layout sets metadataBase from SITE_URL,
 * so relative paths become absolute URLs).
 */
export function pageMetadata({ title, description, path, image, noindex, type = 'website' }: PageMetadataInput): Metadata {
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt ?? title }] : undefined;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image.url] : undefined },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
