import localFont from 'next/font/local';

/** Fonts ship in the repo (no network at build time); see styles/fonts/*-OFL.txt. */
export const bodyFont = localFont({
  src: './fonts/dm-sans-latin-wght.woff2',
  variable: '--font-body',
  weight: '100 1000',
  display: 'swap',
});

export const displayFont = localFont({
  src: './fonts/playfair-display-latin-wght.woff2',
  variable: '--font-display',
  weight: '400 900',
  display: 'swap',
});
