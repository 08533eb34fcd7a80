import { FallbackImage } from '@/components/ui/fallback-image';
import { plainImageProps } from '@/components/ui/plain-image';
import { colorValues } from '@/styles/color-values';

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400">
<defs><pattern id="p" width="60" height="60" patternUnits="userSpaceOnUse">
<rect width="60" height="60" fill="${colorValues.skeleton}"/>
<path d="M30 8l10 22-10 22-10-22z" fill="#d9cbb5"/>
<circle cx="0" cy="0" r="6" fill="#c9b79c"/><circle cx="60" cy="0" r="6" fill="#c9b79c"/>
<circle cx="0" cy="60" r="6" fill="#c9b79c"/><circle cx="60" cy="60" r="6" fill="#c9b79c"/>
</pattern></defs>
<rect width="600" height="400" fill="url(#p)"/>
<rect x="200" y="150" width="200" height="100" rx="12" fill="${colorValues.paper}" opacity=".85"/>
<path d="M262 222l26-34 20 24 14-16 24 26z" fill="#a99478"/><circle cx="330" cy="180" r="9" fill="#a99478"/>
</svg>`;

/** Shown in place of a blog picture that fails to load: a quiet block-print pattern. */
export const BLOG_PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PLACEHOLDER_SVG)}`;

export interface BlogImageProps {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
}

/**
 * A blog picture that fills its (aspect-ratio) box, and swaps to a placeholder when it fails to load, before
 * the page hydrated or after (FallbackImage: no next/image client code on the blog's pages).
 */
export function BlogImage({ src, alt, sizes, priority = false }: BlogImageProps) {
  return (
    <FallbackImage
      {...plainImageProps({ src, alt, fill: true, sizes, preload: priority, style: { objectFit: 'cover' } })}
      fallbackSrc={BLOG_PLACEHOLDER_IMAGE}
    />
  );
}
