import localFont from 'next/font/local';

/**
 * The one web font: Playfair Display for headings, as a static 700 instance
 * subset to basic Latin plus typographic quotes, dashes and ₹ (15 KB, made
 * from the variable font with harfbuzz; see styles/fonts/Playfair-Display-OFL.txt).
 * Body text uses the system's own sans-serif: no download before the first
 * paint. docs/decisions/006-page-weight.md says why.
 */
export const displayFont = localFont({
  src: './fonts/playfair-display-700-basic-latin.woff2',
  variable: '--font-display',
  weight: '700',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});
