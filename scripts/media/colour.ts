/** Hex colour arithmetic and the traditional dye colours the painters use as inks and accents. */

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

export function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function colourDistance(a: string, b: string): number {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return Math.hypot(A[0] - B[0], A[1] - B[1], A[2] - B[2]);
}

export const INDIGO = '#253a6b';
export const MADDER = '#a3322a';
export const SYAHI = '#2b2522';
export const TURMERIC = '#d8a32a';
export const LEAF = '#5f7d4f';
export const IVORY = '#f3ecdc';
export const HARDA = '#eadcb0';
export const GOLD = '#d4a93c';
export const WOOD = '#8a5a3b';
export const BRIGHTS = ['#c21f6a', '#e8932b', '#1f6e70', '#253a6b', '#a3322a', '#5f7d4f', '#d8a32a', '#7a3b7e'];
/** Accent candidates, ranked by distance from the main colour in `contrastAccent`. */
export const ACCENTS = [MADDER, INDIGO, TURMERIC, LEAF, IVORY, SYAHI];
