/**
 * Block-print motifs, drawn in a 100-unit box centred at 0,0, and the props
 * (a carved printing block, a dye bowl) laid beside the cloth in editorial pictures.
 */
import { n1, starPoints } from './svg';

const PAISLEY = 'M0 45C-30 45-42 15-30-8C-20-28 5-35 12-50C30-30 35-5 28 15C22 35 12 45 0 45Z';
const PAISLEY_IN = 'M0 30C-18 30-25 12-18-2C-12-14 2-18 7-28C17-16 20-2 16 10C12 22 7 30 0 30Z';
export const LEAF_PATH = 'M0 0C7-8 7-20 0-30C-7-20-7-8 0 0Z';

export type MotifKind = 'buta' | 'flower' | 'sprig' | 'star' | 'lotus';

/** Returns [fillLayer, outlineLayer] markup for a motif. */
export function motifLayers(kind: MotifKind, fillA: string, fillB: string, line: string): [string, string] {
  switch (kind) {
    case 'buta':
      return [
        `<path d="${PAISLEY}" fill="${fillA}"/><circle cx="-4" cy="14" r="7" fill="${fillB}"/>`,
        `<path d="${PAISLEY}" fill="none" stroke="${line}" stroke-width="4"/><path d="${PAISLEY_IN}" fill="none" stroke="${line}" stroke-width="3"/>` +
          `<circle cx="-38" cy="30" r="3.5" fill="${line}"/><circle cx="40" cy="-2" r="3.5" fill="${line}"/><circle cx="-4" cy="14" r="3" fill="${line}"/>`,
      ];
    case 'flower': {
      let petals = '';
      let outlines = '';
      for (let i = 0; i < 8; i++) {
        petals += `<ellipse cx="0" cy="-24" rx="11" ry="20" transform="rotate(${i * 45})" fill="${fillA}"/>`;
        outlines += `<ellipse cx="0" cy="-24" rx="11" ry="20" transform="rotate(${i * 45})" fill="none" stroke="${line}" stroke-width="3"/>`;
      }
      return [
        petals + `<circle r="13" fill="${fillB}"/>`,
        outlines + `<circle r="13" fill="none" stroke="${line}" stroke-width="3"/><circle r="4" fill="${line}"/>`,
      ];
    }
    case 'sprig':
      return [
        `<g fill="${fillB}"><path d="${LEAF_PATH}" transform="translate(0 20) rotate(-50)"/><path d="${LEAF_PATH}" transform="translate(0 30) rotate(55)"/><path d="${LEAF_PATH}" transform="translate(0 5) rotate(-35) scale(.8)"/></g>` +
          `<g fill="${fillA}"><circle cx="0" cy="-22" r="14"/><circle cx="-12" cy="-30" r="8"/><circle cx="12" cy="-30" r="8"/><circle cx="0" cy="-38" r="8"/></g>`,
        `<path d="M0 45C4 25-4 5 0-12" fill="none" stroke="${line}" stroke-width="3.5"/>` +
          `<circle cx="0" cy="-22" r="14" fill="none" stroke="${line}" stroke-width="3"/><circle cx="0" cy="-22" r="4" fill="${line}"/>` +
          `<g fill="none" stroke="${line}" stroke-width="2.5"><path d="${LEAF_PATH}" transform="translate(0 20) rotate(-50)"/><path d="${LEAF_PATH}" transform="translate(0 30) rotate(55)"/></g>`,
      ];
    case 'star':
      return [
        `<polygon points="${starPoints(44, 22, 8)}" fill="${fillA}"/><circle r="14" fill="${fillB}"/>`,
        `<polygon points="${starPoints(44, 22, 8)}" fill="none" stroke="${line}" stroke-width="3"/><polygon points="${starPoints(14, 7, 8, 0.2)}" fill="${line}"/>` +
          Array.from({ length: 8 }, (_, i) => {
            const a = (i * Math.PI) / 4 + Math.PI / 8;
            return `<circle cx="${n1(Math.cos(a) * 40)}" cy="${n1(Math.sin(a) * 40)}" r="3.5" fill="${line}"/>`;
          }).join(''),
      ];
    case 'lotus':
    default:
      return [
        `<path d="M0 30C-30 20-45-10-40-30C-20-25-8-10 0 5C8-10 20-25 40-30C45-10 30 20 0 30Z" fill="${fillA}"/><path d="M0 10C-12-5-12-30 0-45C12-30 12-5 0 10Z" fill="${fillB}"/>`,
        `<path d="M0 30C-30 20-45-10-40-30C-20-25-8-10 0 5C8-10 20-25 40-30C45-10 30 20 0 30Z" fill="none" stroke="${line}" stroke-width="3"/><path d="M0 10C-12-5-12-30 0-45C12-30 12-5 0 10Z" fill="none" stroke="${line}" stroke-width="3"/><path d="M-40 38H40" stroke="${line}" stroke-width="4"/>`,
      ];
  }
}

export function printingBlockProp(x: number, y: number, size: number, rot: number, motif: MotifKind): string {
  const [fillL, lineL] = motifLayers(motif, '#6d4a30', '#5a3b25', '#3e2818');
  return (
    `<g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})">` +
    `<rect x="${n1(-size / 2 + 6)}" y="${n1(-size / 2 + 10)}" width="${n1(size)}" height="${n1(size)}" rx="10" fill="#000" opacity=".3"/>` +
    `<rect x="${n1(-size / 2)}" y="${n1(-size / 2)}" width="${n1(size)}" height="${n1(size)}" rx="10" fill="#7a5236"/>` +
    `<rect x="${n1(-size / 2 + 8)}" y="${n1(-size / 2 + 8)}" width="${n1(size - 16)}" height="${n1(size - 16)}" rx="6" fill="#5f3f29"/>` +
    `<g transform="scale(${(size / 130).toFixed(3)})">${fillL}${lineL}</g></g>`
  );
}

export function dyeBowlProp(x: number, y: number, r: number, colour: string): string {
  return (
    `<circle cx="${n1(x + 6)}" cy="${n1(y + 10)}" r="${n1(r)}" fill="#000" opacity=".28"/>` +
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#b9a88e"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.84)}" fill="${colour}"/>` +
    `<ellipse cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.35)}" rx="${n1(r * 0.3)}" ry="${n1(r * 0.14)}" fill="#fff" opacity=".25"/>`
  );
}
