/**
 * Generates every demo image referenced by lib/server/seed/demo-catalogue.ts
 * under public/ (products, blog, category tiles, banners).
 *
 *   npx tsx scripts/generate-media.ts            # only writes missing files
 *   npx tsx scripts/generate-media.ts --force    # regenerates everything
 *   npx tsx scripts/generate-media.ts --only=blog/  # only paths containing 'blog/'
 *   MEDIA_CONCURRENCY=2 ...                      # parallel jobs (default 3)
 *
 * Images are procedurally drawn SVG textiles (block-print butis, dabu with
 * crackle, ajrakh stars, ikat with feathered edges, bandhani dots, leheriya
 * waves, kantha running stitch, mirror work...) rasterised with sharp, then
 * given a woven-cloth texture, lighting and (for drape shots) a fold
 * displacement in plain JS before WebP encoding. Output is deterministic:
 * everything is seeded from the product code / file name.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { prng } from '../lib/prng';
import {
  demoBannerImages,
  demoBlogPosts,
  demoCategoryImages,
  demoProducts,
  type DemoProduct,
} from '../lib/server/seed/demo-catalogue';

// ---------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------

const ROOT = path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
const PUBLIC_DIR = path.join(fs.existsSync(path.join(ROOT, 'package.json')) ? ROOT : process.cwd(), 'public');
const FORCE = process.argv.includes('--force');
const CONCURRENCY = Math.max(1, Number(process.env.MEDIA_CONCURRENCY ?? 3));
const PRODUCT_QUALITY = 50;
const PRODUCT_MAX_BYTES = 40 * 1024;
const RENDER_SCALE = 0.6; // SVG is rasterised at 60% and upscaled
const WEBP_EFFORT = 2; // higher efforts (and smartSubsample) cost 2-6x the CPU for ~5% smaller files

sharp.concurrency(1);
sharp.cache(false);

// ---------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------

type Rng = () => number;

const mulberry32: (seed: number) => Rng = prng;

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const rr = (rng: Rng, a: number, b: number) => a + (b - a) * rng();
const pick = <T>(rng: Rng, arr: readonly T[]): T => arr[Math.floor(rng() * arr.length) % arr.length];
const n1 = (v: number) => (Math.round(v * 10) / 10).toString();

// Colour helpers ------------------------------------------------------------

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function colourDistance(a: string, b: string): number {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return Math.hypot(A[0] - B[0], A[1] - B[1], A[2] - B[2]);
}

// ---------------------------------------------------------------------------
// Palettes and craft detection
// ---------------------------------------------------------------------------

const COLOURS: Record<string, string> = {
  'Madder Red': '#9b2d24',
  'Rani Pink': '#c21f6a',
  'Sky Blue': '#8db6d9',
  Indigo: '#233461',
  Rust: '#a4482a',
  Ivory: '#f0e8d6',
  Sage: '#8ea58a',
  Mustard: '#cc9a2e',
  Blush: '#e6b3ad',
  Navy: '#1e2b4e',
  Teal: '#1f6e70',
  Black: '#272424',
  Emerald: '#1d6a4c',
  Marigold: '#e8932b',
  Maroon: '#6b1e2b',
  Ochre: '#bf8a34',
  Charcoal: '#3a3a3d',
  Terracotta: '#bd5e3e',
  Rose: '#d67b8c',
  Olive: '#6a6b32',
  Saffron: '#ec8a24',
  Mint: '#a6d3b9',
  Lilac: '#b8a2cb',
  Coral: '#e7775c',
  Turmeric: '#dca624',
  Peach: '#f0b898',
  Walnut: '#5b3b24',
  Natural: '#e3d8c0',
  Multicolour: '#efe6d2',
};
const COLOUR_KEYS = Object.keys(COLOURS).sort((a, b) => b.length - a.length);

// Traditional dye colours used as inks / accents.
const INDIGO = '#253a6b';
const MADDER = '#a3322a';
const SYAHI = '#2b2522';
const TURMERIC = '#d8a32a';
const LEAF = '#5f7d4f';
const IVORY = '#f3ecdc';
const HARDA = '#eadcb0';
const GOLD = '#d4a93c';
const BRIGHTS = ['#c21f6a', '#e8932b', '#1f6e70', '#253a6b', '#a3322a', '#5f7d4f', '#d8a32a', '#7a3b7e'];
const ACCENTS = [MADDER, INDIGO, TURMERIC, LEAF, IVORY, SYAHI];

type CraftKey =
  | 'bagru'
  | 'sanganeri'
  | 'ajrakh'
  | 'dabu'
  | 'kantha'
  | 'ikat'
  | 'bandhani'
  | 'leheriya'
  | 'mirror'
  | 'chikankari'
  | 'applique'
  | 'gota'
  | 'jamdani'
  | 'khadi'
  | 'dhurrie'
  | 'jute'
  | 'chindi'
  | 'block';

const CRAFT_KEYWORDS: [RegExp, CraftKey][] = [
  [/dabu/i, 'dabu'],
  [/ajrakh/i, 'ajrakh'],
  [/sanganeri|sanganer/i, 'sanganeri'],
  [/bagru/i, 'bagru'],
  [/kantha/i, 'kantha'],
  [/ikat/i, 'ikat'],
  [/bandhani/i, 'bandhani'],
  [/leheriya/i, 'leheriya'],
  [/mirror|shisha/i, 'mirror'],
  [/chikankari/i, 'chikankari'],
  [/applique/i, 'applique'],
  [/gota/i, 'gota'],
  [/jamdani/i, 'jamdani'],
  [/chindi/i, 'chindi'],
  [/jute/i, 'jute'],
  [/dhurrie|kilim/i, 'dhurrie'],
  [/khadi|handloom/i, 'khadi'],
  [/printing block|carved/i, 'block'],
  [/block print/i, 'bagru'],
];

function detectCraft(text: string, fallback: CraftKey = 'bagru'): CraftKey {
  for (const [re, key] of CRAFT_KEYWORDS) if (re.test(text)) return key;
  return fallback;
}

function detectColour(text: string): string {
  for (const key of COLOUR_KEYS) if (text.includes(key)) return COLOURS[key];
  return INDIGO;
}

interface Spec {
  craft: CraftKey;
  main: string;
  ground: string;
  inks: string[];
  seed: number; // pattern layout seed (shared by colour variants)
  multi: boolean;
}

function contrastAccent(main: string, rng: Rng, exclude: string[] = []): string {
  const ranked = ACCENTS.filter((c) => !exclude.includes(c))
    .map((c) => ({ c, d: colourDistance(c, main) }))
    .sort((a, b) => b.d - a.d);
  return rng() < 0.65 ? ranked[0].c : ranked[1].c;
}

function makeSpec(craft: CraftKey, main: string, seed: number, multi = false): Spec {
  const rng = mulberry32(seed ^ 0x9e3779b9);
  const light = luminance(main) > 0.62;
  let ground = main;
  let inks: string[];
  switch (craft) {
    case 'sanganeri':
      if (light) inks = [contrastAccent(main, rng), MADDER === main ? INDIGO : MADDER, LEAF];
      else if (rng() < 0.6) {
        ground = IVORY;
        inks = [darken(main, 0.1), contrastAccent(IVORY, rng, [main]), LEAF];
      } else inks = [IVORY, lighten(main, 0.45), TURMERIC];
      break;
    case 'bagru':
      if (light) inks = [SYAHI, MADDER, LEAF];
      else if (rng() < 0.5) {
        ground = mix(HARDA, main, 0.12);
        inks = [SYAHI, main, darken(main, 0.2)];
      } else inks = [SYAHI, HARDA, lighten(main, 0.35)];
      break;
    case 'dabu':
      ground = light ? darken(main, 0.35) : main;
      inks = [mix(IVORY, ground, 0.12), mix(IVORY, ground, 0.5)];
      break;
    case 'ajrakh': {
      if (light) ground = MADDER;
      const second = colourDistance(ground, INDIGO) < 90 ? MADDER : INDIGO;
      inks = [second, SYAHI, IVORY, TURMERIC];
      break;
    }
    case 'kantha':
      inks = light ? [INDIGO, MADDER, SYAHI] : [IVORY, contrastAccent(main, rng, [IVORY]), TURMERIC];
      break;
    case 'ikat':
      inks = [IVORY, contrastAccent(main, rng, [IVORY]), darken(main, 0.35)];
      break;
    case 'bandhani':
      inks = [light ? '#ffffff' : IVORY, light ? MADDER : TURMERIC, darken(main, 0.3)];
      break;
    case 'leheriya':
      inks = [lighten(main, 0.45), contrastAccent(main, rng, [IVORY]), IVORY, darken(main, 0.2)];
      break;
    case 'mirror':
      inks = [contrastAccent(main, rng), TURMERIC === main ? MADDER : TURMERIC, IVORY, LEAF];
      break;
    case 'chikankari':
      // Tone-on-tone: on pale grounds the shadow work reads slightly darker than the cloth.
      inks = [light ? darken(main, 0.22) : lighten(main, 0.7), lighten(main, 0.35)];
      break;
    case 'applique':
      ground = multi ? IVORY : main;
      inks = BRIGHTS.filter((c) => colourDistance(c, ground) > 80);
      break;
    case 'gota':
      inks = [GOLD, '#f4e2a0', darken(GOLD, 0.3)];
      break;
    case 'jamdani':
      inks = light ? [darken(main, 0.55), TURMERIC, MADDER] : [IVORY, TURMERIC, lighten(main, 0.3)];
      break;
    case 'khadi':
      inks = [darken(main, 0.25), lighten(main, 0.25), contrastAccent(main, rng)];
      break;
    case 'dhurrie':
      inks = [IVORY, SYAHI, contrastAccent(main, rng, [IVORY, SYAHI]), TURMERIC];
      break;
    case 'jute':
      ground = main;
      inks = [darken(main, 0.25), lighten(main, 0.2), '#b58f5a'];
      break;
    case 'chindi':
      ground = IVORY;
      inks = [...BRIGHTS, '#3a3a3d', '#8ea58a', '#e6b3ad'];
      break;
    case 'block':
      ground = main;
      inks = [darken(main, 0.4), lighten(main, 0.18), MADDER, INDIGO];
      break;
  }
  if (multi && craft !== 'applique' && craft !== 'chindi') {
    ground = craft === 'kantha' ? IVORY : ground === main ? IVORY : ground;
    inks = [MADDER, INDIGO, TURMERIC, LEAF, '#c21f6a'];
  }
  return { craft, main, ground, inks, seed, multi };
}

function specForProduct(p: DemoProduct): Spec {
  const craft = detectCraft(p.name, detectCraft(p.description));
  const main = detectColour(p.name);
  return makeSpec(craft, main, p.productCode * 7919 + hashString(craft), p.name.includes('Multicolour'));
}

// ---------------------------------------------------------------------------
// Pattern rendering: each returns SVG markup covering [0,w] x [0,h]
// ---------------------------------------------------------------------------

interface PCtx {
  spec: Spec;
  w: number;
  h: number;
  s: number; // motif scale
  rng: Rng;
  id: string; // unique id prefix for defs
}

const ink = (spec: Spec, i: number) => spec.inks[i % spec.inks.length];

/** Circle as a path segment (to batch thousands of dots into one element). */
const circ = (x: number, y: number, r: number) =>
  `M${n1(x - r)} ${n1(y)}a${n1(r)} ${n1(r)} 0 1 0 ${n1(2 * r)} 0a${n1(r)} ${n1(r)} 0 1 0 ${n1(-2 * r)} 0`;

// Motifs are drawn in a 100-unit box centred at 0,0 ---------------------------

const PAISLEY = 'M0 45C-30 45-42 15-30-8C-20-28 5-35 12-50C30-30 35-5 28 15C22 35 12 45 0 45Z';
const PAISLEY_IN = 'M0 30C-18 30-25 12-18-2C-12-14 2-18 7-28C17-16 20-2 16 10C12 22 7 30 0 30Z';
const LEAF_PATH = 'M0 0C7-8 7-20 0-30C-7-20-7-8 0 0Z';

function starPoints(r1: number, r2: number, n: number, rot = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = rot + (Math.PI * i) / n;
    pts.push(`${n1(Math.cos(a) * r)},${n1(Math.sin(a) * r)}`);
  }
  return pts.join(' ');
}

type MotifKind = 'buta' | 'flower' | 'sprig' | 'star' | 'lotus';

/** Returns [fillLayer, outlineLayer] markup for a motif. */
function motifLayers(kind: MotifKind, fillA: string, fillB: string, line: string): [string, string] {
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

function halfDropPositions(c: PCtx, sx: number, sy: number, jitter: number): { x: number; y: number; row: number; col: number }[] {
  const out: { x: number; y: number; row: number; col: number }[] = [];
  const rows = Math.ceil(c.h / sy) + 2;
  const cols = Math.ceil(c.w / sx) + 2;
  const ox = c.rng() * sx;
  const oy = c.rng() * sy;
  for (let j = -1; j < rows; j++) {
    for (let i = -1; i < cols; i++) {
      out.push({
        x: i * sx + (j % 2 ? sx / 2 : 0) - ox + rr(c.rng, -jitter, jitter),
        y: j * sy - oy + rr(c.rng, -jitter, jitter),
        row: j,
        col: i,
      });
    }
  }
  return out;
}

/** Hand block print (Bagru / Sanganeri / dabu / carved block): two-layer motifs with misregistration. */
function patBlockPrint(c: PCtx): string {
  const { spec, s, id } = c;
  const lr = mulberry32(spec.seed);
  const craft = spec.craft;
  const kinds: MotifKind[] =
    craft === 'sanganeri' ? ['sprig', 'flower', 'sprig', 'lotus'] : craft === 'dabu' ? ['buta', 'flower', 'lotus', 'star'] : ['buta', 'star', 'flower', 'lotus'];
  const kind = pick(lr, kinds);
  const size = (craft === 'sanganeri' ? 26 : 34) * s * rr(lr, 0.85, 1.2);
  const spacing = size * rr(lr, 2.3, 3.0);
  const jaal = craft !== 'sanganeri' && lr() < 0.4;
  const alternate = kind === 'buta' && lr() < 0.6;
  const dots = lr() < 0.7;
  const dabu = craft === 'dabu';
  const fillA = dabu ? ink(spec, 0) : ink(spec, 1);
  const fillB = dabu ? ink(spec, 1) : ink(spec, 2);
  const line = dabu ? spec.ground : ink(spec, 0);
  const [fillLayer, lineLayer] = motifLayers(kind, fillA, fillB, line);
  const out: string[] = [];
  out.push(`<defs><g id="${id}f">${fillLayer}</g><g id="${id}o">${lineLayer}</g></defs>`);
  out.push(`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`);
  if (jaal) {
    // Ogee lattice behind the butis.
    const sx = spacing;
    const sy = spacing;
    let d = '';
    for (let x = -sx; x < c.w + sx; x += sx) {
      d += `M${n1(x)} -10`;
      for (let y = -10; y < c.h + sy; y += sy) {
        d += `C${n1(x + sx * 0.5)} ${n1(y + sy * 0.25)} ${n1(x + sx * 0.5)} ${n1(y + sy * 0.25)} ${n1(x + sx * 0.5)} ${n1(y + sy * 0.5)}`;
        d += `C${n1(x + sx * 0.5)} ${n1(y + sy * 0.75)} ${n1(x)} ${n1(y + sy * 0.75)} ${n1(x)} ${n1(y + sy)}`;
      }
    }
    const col = dabu ? ink(spec, 1) : ink(spec, 2);
    out.push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="${n1(2.2 * s)}" opacity=".75"/>`);
  }
  const k = size / 50;
  const misreg = 1.8 * s;
  for (const p of halfDropPositions(c, spacing, spacing * (jaal ? 1 : 0.9), 0.8 * s)) {
    const rot = alternate ? (p.row % 2 ? 180 : 0) + rr(c.rng, -3, 3) : rr(c.rng, -4, 4);
    const op = rr(c.rng, 0.82, 1);
    const x = p.x;
    out.push(`<use href="#${id}f" transform="translate(${n1(x)} ${n1(p.y)}) rotate(${n1(rot)}) scale(${k.toFixed(3)})" opacity="${op.toFixed(2)}"/>`);
    out.push(
      `<use href="#${id}o" transform="translate(${n1(x + rr(c.rng, -misreg, misreg))} ${n1(p.y + rr(c.rng, -misreg, misreg))}) rotate(${n1(rot)}) scale(${k.toFixed(3)})" opacity="${rr(c.rng, 0.85, 1).toFixed(2)}"/>`,
    );
  }
  if (dots) {
    let d = '';
    for (const p of halfDropPositions(c, spacing, spacing * 0.9, 0.5 * s)) {
      d += circ(p.x + spacing / 2, p.y + spacing * 0.45, 2.6 * s);
    }
    out.push(`<path d="${d}" fill="${dabu ? ink(spec, 0) : line}" opacity=".85"/>`);
  }
  if (dabu) {
    // Crackle: fine lines of dye seeping through the dried mud resist.
    let d = '';
    const count = Math.round((c.w * c.h) / 9000);
    for (let i = 0; i < count; i++) {
      let x = c.rng() * c.w;
      let y = c.rng() * c.h;
      d += `M${n1(x)} ${n1(y)}`;
      let a = c.rng() * Math.PI * 2;
      const segs = 3 + Math.floor(c.rng() * 5);
      for (let k2 = 0; k2 < segs; k2++) {
        a += rr(c.rng, -1, 1);
        const len = rr(c.rng, 4, 14) * s;
        x += Math.cos(a) * len;
        y += Math.sin(a) * len;
        d += `L${n1(x)} ${n1(y)}`;
      }
    }
    out.push(`<path d="${d}" fill="none" stroke="${spec.ground}" stroke-width="${n1(Math.max(0.7, 0.9 * s))}" opacity=".7"/>`);
  }
  if (craft === 'block') {
    // Wood grain over carved motifs.
    let d = '';
    for (let y = 0; y < c.h; y += 5 * s) {
      d += `M0 ${n1(y)}`;
      for (let x = 0; x <= c.w; x += 60) d += `L${x} ${n1(y + Math.sin(x / 90 + y / 40) * 3 * s + rr(c.rng, -1, 1))}`;
    }
    out.push(`<path d="${d}" fill="none" stroke="${darken(spec.ground, 0.3)}" stroke-width="1" opacity=".35"/>`);
  }
  return out.join('');
}

function patAjrakh(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const T = 78 * s * rr(lr, 0.9, 1.15);
  const second = ink(spec, 0);
  const black = ink(spec, 1);
  const white = ink(spec, 2);
  let circles = '';
  let stars = '';
  let whiteDots = '';
  let centres = '';
  const rows = Math.ceil(c.h / T) + 2;
  const cols = Math.ceil(c.w / T) + 2;
  const variant = Math.floor(lr() * 2);
  for (let j = -1; j < rows; j++) {
    for (let i = -1; i < cols; i++) {
      const x = i * T + T / 2 + rr(c.rng, -0.6, 0.6) * s;
      const y = j * T + T / 2 + rr(c.rng, -0.6, 0.6) * s;
      circles += circ(x, y, T * 0.42);
      const pts = starPoints(T * 0.36, T * (variant ? 0.16 : 0.22), 8, Math.PI / 8)
        .split(' ')
        .map((pt) => {
          const [a, b] = pt.split(',').map(Number);
          return `${n1(a + x)} ${n1(b + y)}`;
        });
      stars += `M${pts.join('L')}Z`;
      centres += circ(x, y, T * 0.08);
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 2 + Math.PI / 4;
        whiteDots += circ(x + Math.cos(a) * T * 0.47, y + Math.sin(a) * T * 0.47, 1.8 * s);
      }
      whiteDots += circ(i * T, j * T, 2.6 * s);
    }
  }
  let grid = '';
  for (let x = 0; x < c.w + T; x += T) grid += `M${n1(x)} 0V${c.h}`;
  for (let y = 0; y < c.h + T; y += T) grid += `M0 ${n1(y)}H${c.w}`;
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<path d="${grid}" stroke="${black}" stroke-width="${n1(2.4 * s)}" opacity=".75"/>` +
    `<path d="${circles}" fill="${second}" stroke="${white}" stroke-width="${n1(1.4 * s)}"/>` +
    `<path d="${stars}" fill="${variant ? spec.ground : black}" stroke="${white}" stroke-width="${n1(1.2 * s)}"/>` +
    `<path d="${centres}" fill="${variant ? ink(spec, 3) : spec.ground}"/>` +
    `<path d="${whiteDots}" fill="${white}"/>`
  );
}

function patIkat(c: PCtx): string {
  const { spec, s, id } = c;
  const lr = mulberry32(spec.seed);
  const bandH = 110 * s * rr(lr, 0.8, 1.3);
  const cellW = 95 * s * rr(lr, 0.8, 1.3);
  const th = Math.max(2, 3.2 * s); // thread row height
  const shape = Math.floor(lr() * 3); // 0 diamond, 1 chevron, 2 arrow/flame
  const layers: string[] = ['', '', ''];
  let rowShift = 0;
  for (let y = 0; y < c.h; y += th) {
    rowShift += rr(c.rng, -1.2, 1.2) * s;
    rowShift *= 0.9;
    const band = Math.floor(y / bandH);
    const ly = (y % bandH) / bandH - 0.5; // -0.5 .. 0.5
    const off = band % 2 ? cellW / 2 : 0;
    for (let x = -cellW; x < c.w + cellW; x += cellW) {
      const cx = x + off + rowShift;
      let hw: number;
      let cxx = cx;
      if (shape === 0) hw = (0.5 - Math.abs(ly)) * cellW * 0.9;
      else if (shape === 1) {
        hw = cellW * 0.18;
        cxx = cx + (0.5 - Math.abs(ly)) * cellW * 0.6 - cellW * 0.15;
      } else hw = Math.max(0, (0.5 - Math.abs(ly)) * cellW * 0.8 * (ly < 0 ? 1.2 : 0.6));
      if (hw <= 1) continue;
      const j1 = rr(c.rng, -3, 3) * s;
      const j2 = rr(c.rng, -3, 3) * s;
      layers[0] += `M${n1(cxx - hw + j1)} ${n1(y)}h${n1(2 * hw - j1 + j2)}v${n1(th + 0.3)}h${n1(-(2 * hw - j1 + j2))}z`;
      const inner = hw - 12 * s;
      if (inner > 2) layers[1] += `M${n1(cxx - inner + j2)} ${n1(y)}h${n1(2 * inner)}v${n1(th + 0.3)}h${n1(-2 * inner)}z`;
      const core = inner - 10 * s;
      if (core > 1) layers[2] += `M${n1(cxx - core)} ${n1(y)}h${n1(2 * core)}v${n1(th + 0.3)}h${n1(-2 * core)}z`;
    }
  }
  // Thin stripes between bands.
  let stripes = '';
  for (let y = bandH; y < c.h + bandH; y += bandH) stripes += `M0 ${n1(y - 2 * s)}H${c.w}`;
  return (
    `<defs><filter id="${id}b" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n1(Math.max(0.6, 1.1 * s))} ${n1(Math.max(0.3, 0.4 * s))}"/></filter></defs>` +
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<g filter="url(#${id}b)"><path d="${layers[0]}" fill="${ink(spec, 0)}"/><path d="${layers[1]}" fill="${ink(spec, 1)}"/><path d="${layers[2]}" fill="${ink(spec, 2)}"/>` +
    `<path d="${stripes}" stroke="${ink(spec, 1)}" stroke-width="${n1(3 * s)}" stroke-dasharray="${n1(6 * s)} ${n1(3 * s)}"/></g>`
  );
}

function patBandhani(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const D = 84 * s * rr(lr, 0.8, 1.2);
  const d = 8.5 * s;
  const r = 2.3 * s;
  const layout = Math.floor(lr() * 3);
  let dots = '';
  let accent = '';
  let centres = '';
  for (const p of halfDropPositions(c, D, D * 0.9, 0)) {
    const pts: [number, number][] = [[0, 0]];
    if (layout === 0) {
      // concentric rings
      for (let ring = 1; ring <= 3; ring++) {
        const n = ring * 7;
        for (let k = 0; k < n; k++) {
          const a = (k / n) * Math.PI * 2;
          pts.push([Math.cos(a) * ring * d * 1.15, Math.sin(a) * ring * d * 1.15]);
        }
      }
    } else if (layout === 1) {
      // diamond outline of dots
      for (let k = -4; k <= 4; k++) {
        const m = 4 - Math.abs(k);
        pts.push([k * d, m * d], [k * d, -m * d]);
      }
    } else {
      // flower: petals of dots
      for (let pIdx = 0; pIdx < 6; pIdx++) {
        const a = (pIdx / 6) * Math.PI * 2;
        for (let k = 1; k <= 3; k++) pts.push([Math.cos(a) * k * d * 1.1, Math.sin(a) * k * d * 1.1]);
        pts.push([Math.cos(a + 0.3) * 2 * d, Math.sin(a + 0.3) * 2 * d], [Math.cos(a - 0.3) * 2 * d, Math.sin(a - 0.3) * 2 * d]);
      }
    }
    for (const [x, y] of pts) {
      const px = p.x + x + rr(c.rng, -0.8, 0.8) * s;
      const py = p.y + y + rr(c.rng, -0.8, 0.8) * s;
      dots += circ(px, py, r * rr(c.rng, 0.8, 1.15));
      centres += circ(px + 0.3 * s, py, r * 0.35);
    }
    // sparse accent dots around each cluster
    for (let k = 0; k < 4; k++) {
      const a = (k / 4) * Math.PI * 2 + Math.PI / 4;
      accent += circ(p.x + Math.cos(a) * D * 0.5, p.y + Math.sin(a) * D * 0.45, r * 1.3);
    }
  }
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<path d="${accent}" fill="${ink(spec, 1)}"/><path d="${dots}" fill="${ink(spec, 0)}"/><path d="${centres}" fill="${ink(spec, 2)}" opacity=".7"/>`
  );
}

function patLeheriya(c: PCtx): string {
  const { spec, s, id } = c;
  const lr = mulberry32(spec.seed);
  const diag = Math.hypot(c.w, c.h);
  const angle = lr() < 0.5 ? -35 : 35;
  const colours = [spec.ground, ink(spec, 0), spec.ground, ink(spec, 1), spec.ground, ink(spec, 2)];
  let out = '';
  let y = -diag / 2;
  let idx = 0;
  while (y < c.h / 2 + diag / 2 + 20) {
    const sw = rr(c.rng, 6, 16) * s;
    const col = colours[idx % colours.length];
    idx++;
    if (col !== spec.ground) {
      let top = `M${n1(-diag)} ${n1(y)}`;
      let bottom = '';
      for (let x = -diag; x <= c.w + diag; x += 24 * s) {
        top += `L${n1(x)} ${n1(y + Math.sin(x / (30 * s)) * 1.6 * s + rr(c.rng, -1, 1) * s)}`;
      }
      for (let x = c.w + diag; x >= -diag; x -= 24 * s) {
        bottom += `L${n1(x)} ${n1(y + sw + Math.sin(x / (26 * s)) * 1.6 * s + rr(c.rng, -1, 1) * s)}`;
      }
      out += `<path d="${top}${bottom}Z" fill="${col}" opacity="${rr(c.rng, 0.75, 0.95).toFixed(2)}"/>`;
    }
    y += sw + rr(c.rng, 2, 12) * s;
  }
  const cx = c.w / 2;
  const cy = c.h / 2;
  return (
    `<defs><filter id="${id}b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n1(Math.max(0.8, 1.6 * s))}"/></filter></defs>` +
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<g filter="url(#${id}b)"><g transform="rotate(${angle} ${n1(cx)} ${n1(cy)}) translate(0 ${n1(cy)})">${out}</g></g>`
  );
}

function patKantha(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  // Often stitched over old printed cloth: faint underlying print.
  if (lr() < 0.55) {
    const faint = patBlockPrint({ ...c, spec: { ...spec, craft: 'bagru', inks: [darken(spec.ground, 0.18), lighten(spec.ground, 0.15), darken(spec.ground, 0.1)] }, s: c.s * 1.3, id: c.id + 'u' });
    out.push(`<g opacity=".55">${faint}</g>`);
  }
  const gap = 11 * s * rr(lr, 0.9, 1.15);
  const rowsPerColour = 3 + Math.floor(lr() * 6);
  const paths: string[] = ['', '', ''];
  let row = 0;
  for (let y = gap / 2; y < c.h; y += gap, row++) {
    const colourIdx = Math.floor(row / rowsPerColour) % 3;
    let d = `M-10 ${n1(y)}`;
    for (let x = 40; x <= c.w + 80; x += 80) d += `L${x} ${n1(y + Math.sin((x + row * 13) / 90) * 1.8 * s + rr(c.rng, -0.5, 0.5) * s)}`;
    paths[colourIdx] += d;
  }
  const dash = `${n1(6.5 * s)} ${n1(4.5 * s)}`;
  paths.forEach((d, i) => {
    if (d) out.push(`<path d="${d}" fill="none" stroke="${ink(spec, i)}" stroke-width="${n1(Math.max(1, 1.7 * s))}" stroke-dasharray="${dash}" stroke-linecap="round" opacity=".95"/>`);
  });
  // Motifs outlined in running stitch.
  if (lr() < 0.7) {
    const R = 50 * s;
    let d = '';
    let fill = '';
    for (const p of halfDropPositions(c, R * 4.2, R * 3.6, 2 * s)) {
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        const px = p.x + Math.cos(a) * R * 0.55;
        const py = p.y + Math.sin(a) * R * 0.55;
        fill += circ(px, py, R * 0.42);
        d += circ(px, py, R * 0.42);
      }
      d += circ(p.x, p.y, R * 0.22);
    }
    out.push(`<path d="${fill}" fill="${ink(spec, 1)}" opacity=".22"/>`);
    out.push(`<path d="${d}" fill="none" stroke="${ink(spec, 2)}" stroke-width="${n1(Math.max(1.2, 2.2 * s))}" stroke-dasharray="${dash}"/>`);
  }
  return out.join('');
}

function patMirror(c: PCtx): string {
  const { spec, s, id } = c;
  const lr = mulberry32(spec.seed);
  const S = 110 * s * rr(lr, 0.85, 1.15);
  const [t0, t1, t2, t3] = [ink(spec, 0), ink(spec, 1), ink(spec, 2), ink(spec, 3)];
  let petals = '';
  for (let i = 0; i < 8; i++) {
    petals += `<ellipse cx="0" cy="-27" rx="7" ry="12" transform="rotate(${i * 45})" fill="${i % 2 ? t0 : t1}" stroke="${t2}" stroke-width="1.5"/>`;
  }
  const unit =
    `<circle r="40" fill="none" stroke="${t3}" stroke-width="3" stroke-dasharray="4 3"/>` +
    petals +
    `<circle r="15" fill="url(#${id}m)"/><circle r="15.5" fill="none" stroke="${t1}" stroke-width="4" stroke-dasharray="2 1.4"/>` +
    [45, 135, 225, 315]
      .map((deg) => {
        const a = (deg * Math.PI) / 180;
        const x = n1(Math.cos(a) * 52);
        const y = n1(Math.sin(a) * 52);
        return `<circle cx="${x}" cy="${y}" r="7" fill="url(#${id}m)"/><circle cx="${x}" cy="${y}" r="7.5" fill="none" stroke="${t0}" stroke-width="2.5" stroke-dasharray="2 1.2"/>`;
      })
      .join('');
  const out: string[] = [
    `<defs><radialGradient id="${id}m" cx=".35" cy=".35" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#c9ced3"/><stop offset="1" stop-color="#7d848b"/></radialGradient><g id="${id}u">${unit}</g></defs>`,
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`,
  ];
  // satin-stitch fillers between units
  let fill = '';
  for (const p of halfDropPositions(c, S, S, 0)) {
    const x = p.x + S / 2;
    const y = p.y;
    for (let k = -3; k <= 3; k++) fill += `M${n1(x + k * 2.2 * s)} ${n1(y - (8 - Math.abs(k)) * s)}v${n1((16 - 2 * Math.abs(k)) * s)}`;
  }
  out.push(`<path d="${fill}" stroke="${t1}" stroke-width="${n1(1.6 * s)}"/>`);
  for (const p of halfDropPositions(c, S, S, 1.2 * s)) {
    out.push(`<use href="#${id}u" transform="translate(${n1(p.x)} ${n1(p.y)}) rotate(${n1(rr(c.rng, -6, 6))}) scale(${(S / 130).toFixed(3)})"/>`);
  }
  return out.join('');
}

function patChikankari(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const th = ink(spec, 0);
  const S = 95 * s * rr(lr, 0.85, 1.2);
  let vines = '';
  for (let x = -S; x < c.w + S; x += S) {
    vines += `M${n1(x)} -10`;
    for (let y = 0; y < c.h + 40; y += 40) vines += `L${n1(x + Math.sin(y / (S * 0.45)) * S * 0.22)} ${y}`;
  }
  let shadow = '';
  let outline = '';
  let knots = '';
  let leaves = '';
  for (const p of halfDropPositions(c, S, S * 0.8, 1.5 * s)) {
    const R = S * 0.16;
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + p.row;
      const px = p.x + Math.cos(a) * R;
      const py = p.y + Math.sin(a) * R;
      shadow += circ(px, py, R * 0.75);
      outline += circ(px, py, R * 0.75);
    }
    knots += circ(p.x, p.y, R * 0.35);
    for (let k = 0; k < 6; k++) knots += circ(p.x + rr(c.rng, -S / 2, S / 2), p.y + rr(c.rng, -S / 2, S / 2), 1.3 * s);
    const la = rr(c.rng, 0, Math.PI * 2);
    const lx = p.x + Math.cos(la) * S * 0.38;
    const ly = p.y + Math.sin(la) * S * 0.38;
    leaves += `M${n1(lx)} ${n1(ly)}q${n1(9 * s)} ${n1(-6 * s)} ${n1(16 * s)} 0q${n1(-7 * s)} ${n1(7 * s)} ${n1(-16 * s)} 0z`;
  }
  const sw = n1(Math.max(0.8, 1.3 * s));
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<path d="${vines}" fill="none" stroke="${th}" stroke-width="${sw}" opacity=".75" stroke-dasharray="${n1(2.5 * s)} ${n1(1 * s)}"/>` +
    `<path d="${shadow}" fill="${th}" opacity=".32"/>` +
    `<path d="${outline}" fill="none" stroke="${th}" stroke-width="${sw}" opacity=".95"/>` +
    `<path d="${leaves}" fill="${th}" opacity=".45" stroke="${th}" stroke-width="${sw}"/>` +
    `<path d="${knots}" fill="${th}"/>`
  );
}

function patGota(c: PCtx): string {
  const { spec, s, id } = c;
  const lr = mulberry32(spec.seed);
  const S = 120 * s * rr(lr, 0.85, 1.15);
  let leaves = '';
  let centres = '';
  for (const p of halfDropPositions(c, S, S * 0.85, 1 * s)) {
    const n = 6;
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      const L = S * 0.28;
      const x0 = p.x + Math.cos(a) * S * 0.07;
      const y0 = p.y + Math.sin(a) * S * 0.07;
      const x1 = p.x + Math.cos(a) * L;
      const y1 = p.y + Math.sin(a) * L;
      const nx = -Math.sin(a) * L * 0.3;
      const ny = Math.cos(a) * L * 0.3;
      const mx = (x0 + x1) / 2;
      const my = (y0 + y1) / 2;
      leaves += `M${n1(x0)} ${n1(y0)}Q${n1(mx + nx)} ${n1(my + ny)} ${n1(x1)} ${n1(y1)}Q${n1(mx - nx)} ${n1(my - ny)} ${n1(x0)} ${n1(y0)}Z`;
    }
    centres += circ(p.x, p.y, S * 0.06);
    centres += circ(p.x + S / 2, p.y + S * 0.42, S * 0.035);
  }
  let bands = '';
  const bandGap = S * 2.55;
  for (let y = bandGap * 0.75; y < c.h; y += bandGap) bands += `<rect x="0" y="${n1(y)}" width="${c.w}" height="${n1(12 * s)}" fill="url(#${id}g)"/>`;
  return (
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink(spec, 2)}"/><stop offset=".45" stop-color="${ink(spec, 1)}"/><stop offset="1" stop-color="${ink(spec, 0)}"/></linearGradient></defs>` +
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    bands +
    `<path d="${leaves}" fill="url(#${id}g)" stroke="${ink(spec, 2)}" stroke-width="${n1(1.2 * s)}"/>` +
    `<path d="${centres}" fill="${ink(spec, 1)}" stroke="${ink(spec, 2)}" stroke-width="${n1(s)}"/>`
  );
}

const JAMDANI_BITMAPS = [
  ['..X..', '.XXX.', 'XX.XX', '.XXX.', '..X..'],
  ['X...X', '.X.X.', '..X..', '.X.X.', 'X...X'],
  ['.X.X.', 'XXXXX', '.XXX.', '..X..', '..X..'],
];

function patJamdani(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const bmp = pick(lr, JAMDANI_BITMAPS);
  const px = 4.2 * s;
  const S = 58 * s * rr(lr, 0.9, 1.2);
  let d = '';
  let d2 = '';
  for (const p of halfDropPositions(c, S, S * 0.85, 0)) {
    bmp.forEach((row, j) =>
      [...row].forEach((ch, i) => {
        if (ch === 'X') d += `M${n1(p.x + (i - 2) * px)} ${n1(p.y + (j - 2) * px)}h${n1(px * 0.92)}v${n1(px * 0.9)}h${n1(-px * 0.92)}z`;
      }),
    );
    d2 += `M${n1(p.x + S / 2 - px / 2)} ${n1(p.y + S * 0.42 - px / 2)}h${n1(px)}v${n1(px)}h${n1(-px)}z`;
  }
  let warp = '';
  for (let x = 0; x < c.w; x += 7 * s) warp += `M${n1(x)} 0V${c.h}`;
  let border = '';
  if (lr() < 0.6) {
    for (let y = S * 3.2; y < c.h; y += S * 5) border += `<rect x="0" y="${n1(y)}" width="${c.w}" height="${n1(16 * s)}" fill="${ink(spec, 1)}" opacity=".85"/><rect x="0" y="${n1(y + 20 * s)}" width="${c.w}" height="${n1(3 * s)}" fill="${ink(spec, 0)}"/>`;
  }
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<path d="${warp}" stroke="${ink(spec, 0)}" stroke-width="${n1(0.6 * s)}" opacity=".12"/>` +
    border +
    `<path d="${d}" fill="${ink(spec, 0)}" opacity=".92"/><path d="${d2}" fill="${ink(spec, 1)}"/>`
  );
}

function patKhadi(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const checks = lr() < 0.45;
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  const stripeSet = (vertical: boolean) => {
    let d1 = '';
    let d2 = '';
    const L = vertical ? c.w : c.h;
    const period = rr(lr, 40, 90) * s;
    for (let p = rr(c.rng, 0, period); p < L; p += period) {
      const w1 = rr(lr, 2, 8) * s;
      const seg = vertical ? `M${n1(p)} 0h${n1(w1)}V${c.h}h${n1(-w1)}z` : `M0 ${n1(p)}v${n1(w1)}H${c.w}v${n1(-w1)}z`;
      d1 += seg;
      const q = p + w1 + 3 * s;
      d2 += vertical ? `M${n1(q)} 0h${n1(1.5 * s)}V${c.h}h${n1(-1.5 * s)}z` : `M0 ${n1(q)}v${n1(1.5 * s)}H${c.w}v${n1(-1.5 * s)}z`;
    }
    out.push(`<path d="${d1}" fill="${ink(spec, 0)}" opacity=".55"/><path d="${d2}" fill="${ink(spec, 2)}" opacity=".6"/>`);
  };
  stripeSet(true);
  if (checks) stripeSet(false);
  let slubs = '';
  let slubs2 = '';
  const count = Math.round((c.w * c.h) / 1800);
  for (let i = 0; i < count; i++) {
    const x = c.rng() * c.w;
    const y = c.rng() * c.h;
    const seg = `M${n1(x)} ${n1(y)}h${n1(rr(c.rng, 8, 40) * s)}`;
    if (i % 2) slubs += seg;
    else slubs2 += seg;
  }
  out.push(`<path d="${slubs}" stroke="${ink(spec, 1)}" stroke-width="${n1(1.4 * s)}" opacity=".35"/>`);
  out.push(`<path d="${slubs2}" stroke="${ink(spec, 0)}" stroke-width="${n1(1.1 * s)}" opacity=".3"/>`);
  return out.join('');
}

function patDhurrie(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  let y = rr(lr, 0, 30) * s;
  let k = 0;
  const step = 5 * s;
  while (y < c.h) {
    const type = (k + Math.floor(lr() * 3)) % 4;
    const col = ink(spec, k);
    const bh = rr(lr, 22, 60) * s;
    if (type === 0) {
      out.push(`<rect x="0" y="${n1(y)}" width="${c.w}" height="${n1(bh * 0.5)}" fill="${col}"/>`);
    } else if (type === 1) {
      // stepped zigzag row (woven triangles)
      let d = '';
      const tw = bh * 1.2;
      for (let x = 0; x < c.w + tw; x += tw) {
        for (let sy = 0; sy < bh; sy += step) {
          const half = (1 - sy / bh) * tw * 0.5;
          d += `M${n1(x - half)} ${n1(y + sy)}h${n1(2 * half)}v${n1(step)}h${n1(-2 * half)}z`;
        }
      }
      out.push(`<path d="${d}" fill="${col}"/>`);
    } else if (type === 2) {
      // stepped diamonds
      let d = '';
      const dw = bh * 1.4;
      for (let x = dw / 2; x < c.w + dw; x += dw * 1.3) {
        for (let sy = 0; sy < bh; sy += step) {
          const half = (0.5 - Math.abs(sy / bh - 0.5)) * dw;
          d += `M${n1(x - half)} ${n1(y + sy)}h${n1(2 * half)}v${n1(step)}h${n1(-2 * half)}z`;
        }
      }
      out.push(`<path d="${d}" fill="${col}"/>`);
    } else {
      let d = '';
      for (let i = 0; i < 4; i++) d += `M0 ${n1(y + i * bh * 0.25)}h${c.w}v${n1(3 * s)}h${-c.w}z`;
      out.push(`<path d="${d}" fill="${col}"/>`);
    }
    y += bh + rr(lr, 12, 40) * s;
    k++;
  }
  return out.join('');
}

function patJute(c: PCtx): string {
  const { spec, s } = c;
  const rowH = 14 * s;
  let d1 = '';
  let d2 = '';
  for (let y = 0, row = 0; y < c.h + rowH; y += rowH, row++) {
    const dir = row % 2 ? 1 : -1;
    for (let x = -rowH; x < c.w + rowH; x += 6 * s) {
      const seg = `M${n1(x)} ${n1(y)}l${n1(dir * rowH * 0.6)} ${n1(rowH)}`;
      if ((x / (6 * s)) % 2 < 1) d1 += seg;
      else d2 += seg;
    }
  }
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<path d="${d1}" stroke="${ink(spec, 0)}" stroke-width="${n1(2.4 * s)}" opacity=".55"/>` +
    `<path d="${d2}" stroke="${ink(spec, 1)}" stroke-width="${n1(2 * s)}" opacity=".6"/>`
  );
}

function patChindi(c: PCtx): string {
  const { spec, s } = c;
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  const byColour = new Map<string, string>();
  for (let y = 0; y < c.h; ) {
    const rh = rr(c.rng, 5, 10) * s;
    for (let x = -20 * s; x < c.w; ) {
      const len = rr(c.rng, 30, 140) * s;
      const col = pick(c.rng, spec.inks);
      byColour.set(col, (byColour.get(col) ?? '') + `M${n1(x)} ${n1(y + rr(c.rng, 0, 1.2) * s)}h${n1(len)}v${n1(rh - 1.2 * s)}h${n1(-len)}z`);
      x += len + rr(c.rng, 1, 4) * s;
    }
    y += rh;
  }
  for (const [col, d] of byColour) out.push(`<path d="${d}" fill="${col}" opacity=".92"/>`);
  return out.join('');
}

function patApplique(c: PCtx): string {
  const { spec, s } = c;
  const lr = mulberry32(spec.seed);
  const S = 150 * s * rr(lr, 0.85, 1.15);
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  const stitch = `stroke-dasharray="${n1(4 * s)} ${n1(3 * s)}" stroke-width="${n1(1.6 * s)}" fill="none"`;
  for (const p of halfDropPositions(c, S, S * 0.8, 6 * s)) {
    const type = Math.abs(p.row * 3 + p.col) % 3;
    const col = pick(c.rng, spec.inks);
    const col2 = pick(c.rng, spec.inks);
    const thread = luminance(col) > 0.5 ? SYAHI : IVORY;
    const r = S * 0.24;
    if (type === 0) {
      let petals = '';
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        petals += circ(p.x + Math.cos(a) * r, p.y + Math.sin(a) * r, r * 0.55);
      }
      out.push(`<path d="${petals}" fill="${col}"/><path d="${petals}" stroke="${thread}" ${stitch}/><circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="${n1(r * 0.55)}" fill="${col2}"/>`);
    } else if (type === 1) {
      const d = `M${n1(p.x)} ${n1(p.y - r * 1.4)}L${n1(p.x + r * 1.1)} ${n1(p.y)}L${n1(p.x)} ${n1(p.y + r * 1.4)}L${n1(p.x - r * 1.1)} ${n1(p.y)}Z`;
      const d2 = `M${n1(p.x)} ${n1(p.y - r * 0.6)}L${n1(p.x + r * 0.45)} ${n1(p.y)}L${n1(p.x)} ${n1(p.y + r * 0.6)}L${n1(p.x - r * 0.45)} ${n1(p.y)}Z`;
      out.push(`<path d="${d}" fill="${col}"/><path d="${d2}" fill="${col2}"/><path d="${d}" stroke="${thread}" ${stitch}/>`);
    } else {
      const leaf = (ang: number) => `<path d="${LEAF_PATH}" transform="translate(${n1(p.x)} ${n1(p.y + r)}) rotate(${ang}) scale(${((r * 1.8) / 30).toFixed(3)})" fill="${col}" stroke="${thread}" stroke-width="${((1.6 * s * 30) / (r * 1.8)).toFixed(2)}" stroke-dasharray="2 1.6"/>`;
      out.push(leaf(-35) + leaf(35) + leaf(0));
    }
  }
  return out.join('');
}

function renderPattern(c: PCtx): string {
  switch (c.spec.craft) {
    case 'bagru':
    case 'sanganeri':
    case 'dabu':
    case 'block':
      return patBlockPrint(c);
    case 'ajrakh':
      return patAjrakh(c);
    case 'ikat':
      return patIkat(c);
    case 'bandhani':
      return patBandhani(c);
    case 'leheriya':
      return patLeheriya(c);
    case 'kantha':
      return patKantha(c);
    case 'mirror':
      return patMirror(c);
    case 'chikankari':
      return patChikankari(c);
    case 'gota':
      return patGota(c);
    case 'jamdani':
      return patJamdani(c);
    case 'khadi':
      return patKhadi(c);
    case 'dhurrie':
      return patDhurrie(c);
    case 'jute':
      return patJute(c);
    case 'chindi':
      return patChindi(c);
    case 'applique':
      return patApplique(c);
  }
}

// ---------------------------------------------------------------------------
// Silhouettes (in an 800 x 800 coordinate space)
// ---------------------------------------------------------------------------

type Shape =
  | 'dress'
  | 'lehenga'
  | 'pants'
  | 'harem'
  | 'crop'
  | 'set'
  | 'kurtaset'
  | 'kaftan'
  | 'sarong'
  | 'jacket'
  | 'kurti'
  | 'napkins'
  | 'bunting'
  | 'toran'
  | 'pouf'
  | 'runner'
  | 'curtain'
  | 'cushion'
  | 'wall'
  | 'rug'
  | 'bed'
  | 'bolt'
  | 'umbrella'
  | 'bag'
  | 'potli'
  | 'pouch'
  | 'sash';

function shapeFor(p: { categoryId: number; subCategoryId: number | null; name: string }): Shape {
  const sub = p.subCategoryId;
  if (p.categoryId === 5) return 'bolt';
  if (p.categoryId === 6) return sub === 14 ? 'umbrella' : sub === 18 ? (/Potli/.test(p.name) ? 'potli' : 'bag') : sub === 21 ? 'pouch' : 'sash';
  if (p.categoryId === 2) {
    const m: Record<number, Shape> = { 9: 'napkins', 10: 'bunting', 11: 'toran', 12: 'pouf', 13: 'runner', 15: 'curtain', 16: 'cushion', 17: 'wall', 22: 'rug', 24: 'bed' };
    return m[sub ?? 16] ?? 'cushion';
  }
  const m: Record<number, Shape> = { 1: 'dress', 2: 'lehenga', 3: 'pants', 4: 'crop', 5: 'harem', 6: 'set', 7: 'kaftan', 8: 'sarong', 19: 'kurtaset', 20: 'jacket', 23: 'set', 26: 'kurti' };
  if (p.categoryId === 3 && sub === 19 && !/Kurta/.test(p.name)) return 'set';
  return m[sub ?? 1] ?? 'dress';
}

function rectPath(cx: number, cy: number, w: number, h: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const pts = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => `${n1(cx + x * Math.cos(a) - y * Math.sin(a))} ${n1(cy + x * Math.sin(a) + y * Math.cos(a))}`);
  return `M${pts.join('L')}Z`;
}

interface Silhouette {
  clip: string; // path data for the cloth
  under?: string; // markup drawn before the cloth (props, furniture)
  over?: string; // markup drawn after (seams, handles, fringe)
  folds?: boolean; // vertical garment folds
  floor?: number | null; // y of the floor shadow (null: hanging or flat, no shadow)
}

const WOOD = '#8a5a3b';

function silhouette(shape: Shape, line: string, ground: string): Silhouette {
  const seam = (d: string, w = 2, op = 0.45) => `<path d="${d}" fill="none" stroke="${line}" stroke-width="${w}" opacity="${op}" stroke-linecap="round"/>`;
  switch (shape) {
    case 'dress':
      return { clip: 'M330 120Q400 165 470 120L540 150L605 255L562 280L520 218L515 330L610 705Q400 740 190 705L285 330L280 218L238 280L195 255L260 150Z', over: seam('M285 330Q400 345 515 330'), folds: true };
    case 'kurti':
      return { floor: 705, clip: 'M330 110Q400 160 470 110L550 140L622 335L576 350L526 232L532 690L268 690L274 232L224 350L178 335L250 140Z', over: seam('M400 138V300') + seam('M274 560L268 690M526 560L532 690', 3, 0.6), folds: true };
    case 'crop':
      return { floor: 535, clip: 'M320 250Q400 295 480 250L560 280L604 365L558 385L520 330L520 520L280 520L280 330L242 385L196 365L240 280Z', over: seam('M280 505H520') };
    case 'pants':
      return { clip: 'M265 110L535 110L565 700L425 700L400 290L375 700L235 700Z', over: seam('M265 150H535', 3) + seam('M300 150L305 260M500 150L495 260') };
    case 'harem':
      return { clip: 'M270 120L530 120Q610 400 540 640L560 695L440 695L450 640Q430 450 400 380Q370 450 350 640L360 695L240 695L260 640Q190 400 270 120Z', over: seam('M270 160H530', 3) + seam('M262 640H350M450 640H540', 3) };
    case 'set':
    case 'kurtaset': {
      const long = shape === 'kurtaset';
      const bottom = long ? 600 : 470;
      return {
        clip: `M150 130Q210 160 270 130L338 158L378 290L342 304L318 236L320 ${bottom}L100 ${bottom}L102 236L78 304L42 290L82 158ZM480 ${long ? 300 : 230}L710 ${long ? 300 : 230}L728 730L612 730L595 ${long ? 460 : 400}L578 730L462 730Z`,
        over: seam(`M210 150V${bottom - 10}`) + [200, 260, 320].map((y) => `<circle cx="216" cy="${y}" r="4" fill="${lighten(ground, 0.5)}" opacity=".9"/>`).join('') + seam(`M480 ${long ? 330 : 260}H710`, 3),
        folds: true,
      };
    }
    case 'kaftan':
      return { clip: 'M340 110Q400 155 460 110L702 200L692 335L542 305L562 705L238 705L258 305L108 335L98 200Z', over: seam('M400 135V250') + seam('M258 305Q400 320 542 305'), folds: true };
    case 'lehenga':
      return { clip: 'M330 120Q400 150 470 120L522 140L545 205L518 215L502 186L502 280L298 280L298 186L282 215L255 205L278 140ZM300 320L500 320L648 705Q400 745 152 705Z', over: seam('M300 338H500', 4, 0.6), folds: true };
    case 'sarong':
      return { clip: 'M200 135L600 135Q612 420 622 700Q520 688 400 705Q280 688 178 700Q190 420 200 135Z', under: `<path d="M150 128H650" stroke="${WOOD}" stroke-width="12" stroke-linecap="round"/>`, over: seam('M182 700l-6 40M192 700l2 42M612 700l-4 42M620 700l8 38', 3, 0.7), folds: true };
    case 'jacket':
      return { floor: 625, clip: 'M330 130L400 250L470 130L560 160L622 405L572 420L530 282L536 605L264 605L270 282L228 420L178 405L240 160Z', over: seam('M400 250V605', 3, 0.7) + seam('M300 470h70v60h-70zM430 470h70v60h-70z') };
    case 'cushion':
      return { floor: 618, clip: 'M195 205Q400 175 605 205Q635 400 605 595Q400 625 195 595Q165 400 195 205Z', over: seam('M195 205Q400 175 605 205Q635 400 605 595Q400 625 195 595Q165 400 195 205Z', 6, 0.5) };
    case 'pouf':
      return {
        floor: 668,
        clip: 'M165 330L165 585A235 75 0 0 0 635 585L635 330A235 75 0 0 0 165 330Z',
        over: `<ellipse cx="400" cy="330" rx="235" ry="75" fill="#ffffff" opacity=".12"/>` + seam('M165 330A235 75 0 0 0 635 330A235 75 0 0 0 165 330', 5, 0.55) + seam('M165 585A235 75 0 0 0 635 585', 5, 0.5),
      };
    case 'runner':
      return {
        floor: null,
        clip: 'M335 250L465 250L560 800L240 800Z',
        under: `<path d="M70 260L730 260L800 800L0 800Z" fill="${WOOD}"/><path d="M70 260L730 260L736 280L64 280Z" fill="${darken(WOOD, 0.2)}"/>`,
        over: seam('M340 250l-6 -22M360 250l-4 -24M380 250l-2 -24M400 250v-24M420 250l2 -24M440 250l4 -24M460 250l6 -22', 3, 0.7),
      };
    case 'curtain':
      return {
        floor: null,
        clip: 'M170 105L630 105L650 730L150 730Z',
        under: `<path d="M110 100H690" stroke="#4a3a2e" stroke-width="10" stroke-linecap="round"/><circle cx="104" cy="100" r="12" fill="#4a3a2e"/><circle cx="696" cy="100" r="12" fill="#4a3a2e"/>`,
        over: [200, 280, 360, 440, 520, 600].map((x) => `<rect x="${x - 12}" y="88" width="24" height="26" rx="4" fill="${darken(ground, 0.15)}"/>`).join(''),
        folds: true,
      };
    case 'wall':
      return {
        floor: null,
        clip: 'M215 155H585V655H215Z',
        under: `<path d="M400 70L230 155M400 70L570 155" stroke="#6b5a4a" stroke-width="3"/><circle cx="400" cy="68" r="7" fill="#6b5a4a"/>`,
        over: `<path d="M215 155H585V655H215Z" fill="none" stroke="${WOOD}" stroke-width="16"/>`,
      };
    case 'rug': {
      let fringe = '';
      for (let x = 175; x <= 625; x += 12) fringe += `M${x} 262l-2 -24`;
      for (let x = 78; x <= 722; x += 14) fringe += `M${x} 638l-3 30`;
      return { floor: null, clip: 'M170 260L630 260L728 640L72 640Z', over: seam(fringe, 3, 0.6) };
    }
    case 'bed':
      return {
        floor: 718,
        clip: 'M112 330L688 330L748 600L52 600ZM52 600H748V705H52Z',
        under: `<rect x="110" y="150" width="580" height="200" rx="24" fill="${WOOD}"/>`,
        over:
          `<rect x="52" y="600" width="696" height="105" fill="#000000" opacity=".16"/>` +
          `<rect x="170" y="300" width="200" height="80" rx="30" fill="${IVORY}"/><rect x="430" y="300" width="200" height="80" rx="30" fill="${IVORY}"/>` +
          `<rect x="170" y="300" width="200" height="80" rx="30" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="3"/><rect x="430" y="300" width="200" height="80" rx="30" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`,
      };
    case 'napkins':
      return { floor: null, clip: rectPath(330, 380, 320, 320, -12) + rectPath(470, 430, 320, 320, 8), over: seam(rectPath(470, 430, 320, 320, 8), 3, 0.5) + seam(rectPath(470, 430, 300, 300, 8), 1.5, 0.35) };
    case 'bunting': {
      let d = '';
      const qx = (t: number, y0: number, sag: number) => [60 + 680 * t, y0 + sag * 4 * t * (1 - t)];
      for (const [y0, sag] of [
        [170, 120],
        [430, 110],
      ]) {
        for (let i = 0; i < 7; i++) {
          const t0 = 0.04 + i * 0.135;
          const [x1, y1] = qx(t0, y0, sag);
          const [x2, y2] = qx(t0 + 0.11, y0, sag);
          d += `M${n1(x1)} ${n1(y1)}L${n1(x2)} ${n1(y2)}L${n1((x1 + x2) / 2)} ${n1((y1 + y2) / 2 + 125)}Z`;
        }
      }
      return { floor: null, clip: d, over: `<path d="M40 160Q400 420 760 160M40 420Q400 660 760 420" fill="none" stroke="#7a6a58" stroke-width="4"/>` };
    }
    case 'toran': {
      let d = 'M90 180H710V290H90Z';
      for (let x = 90; x < 700; x += 76.25) d += `M${n1(x + 2)} 290H${n1(x + 74)}L${n1(x + 38)} 430Z`;
      let tassels = '';
      for (let x = 90; x < 700; x += 76.25) tassels += `M${n1(x + 38)} 430v40`;
      return { floor: null, clip: d, over: seam(tassels, 5, 0.8) + seam('M90 180H710', 6, 0.6) + seam('M90 290H710', 3, 0.5) };
    }
    case 'bolt':
      return {
        floor: 738,
        clip: 'M225 235L575 235L598 725L202 725Z',
        under: `<rect x="180" y="150" width="440" height="100" rx="40" fill="${darken(ground, 0.25)}"/><ellipse cx="182" cy="200" rx="22" ry="50" fill="${darken(ground, 0.4)}"/><ellipse cx="182" cy="200" rx="8" ry="18" fill="#d9c8a8"/>`,
        over: `<rect x="180" y="150" width="440" height="100" rx="40" fill="${ground}" opacity=".55"/><rect x="180" y="150" width="440" height="40" rx="20" fill="#ffffff" opacity=".12"/>`,
      };
    case 'umbrella': {
      let d = 'M110 430Q400 40 690 430';
      let ribs = '';
      const n = 6;
      for (let i = 0; i < n; i++) {
        const x1 = 690 - (580 / n) * i;
        const x2 = 690 - (580 / n) * (i + 1);
        d += `Q${n1((x1 + x2) / 2)} 478 ${n1(x2)} 430`;
        ribs += `M400 236L${n1(x2)} 430`;
      }
      return {
        floor: 752,
        clip: d + 'Z',
        under: `<path d="M400 430V700q0 40 -40 40q-30 0 -30 -30" fill="none" stroke="#5b3b24" stroke-width="12" stroke-linecap="round"/>`,
        over: seam(ribs, 2, 0.35) + `<circle cx="400" cy="230" r="10" fill="#5b3b24"/>`,
      };
    }
    case 'bag':
      return {
        floor: 712,
        clip: 'M220 300L580 300L612 700L188 700Z',
        under: `<path d="M290 305C290 120 510 120 510 305" fill="none" stroke="${darken(ground, 0.35)}" stroke-width="18"/>`,
        over: seam('M220 330H580', 3, 0.5),
      };
    case 'potli':
      return {
        floor: 700,
        clip: 'M330 262Q220 420 250 620Q400 722 550 620Q580 420 470 262ZM318 195Q400 175 482 195L470 262L330 262Z',
        over: seam('M322 262Q400 280 478 262', 5, 0.7) + `<path d="M478 262Q540 300 520 380" fill="none" stroke="${GOLD}" stroke-width="4"/><circle cx="520" cy="392" r="10" fill="${GOLD}"/>`,
      };
    case 'pouch':
      return {
        floor: 612,
        clip: 'M190 300Q190 270 222 270L578 270Q610 270 610 300L610 560Q610 600 570 600L230 600Q190 600 190 560Z',
        over: `<path d="M205 292H595" stroke="#c9b78e" stroke-width="8" stroke-dasharray="3 2"/><rect x="560" y="282" width="22" height="34" rx="4" fill="#b8964e"/><path d="M571 316v40" stroke="${darken(ground, 0.3)}" stroke-width="6"/>`,
      };
    case 'sash': {
      const pts: [number, number][] = [];
      for (let i = 0; i <= 20; i++) {
        const t = i / 20;
        pts.push([140 + 520 * t + Math.sin(t * Math.PI * 2) * 70, 70 + 660 * t]);
      }
      const hw = 62;
      const left: string[] = [];
      const right: string[] = [];
      for (let i = 0; i < pts.length; i++) {
        const [x, y] = pts[i];
        const [xn, yn] = pts[Math.min(i + 1, pts.length - 1)];
        const [xp, yp] = pts[Math.max(i - 1, 0)];
        const dx = xn - xp;
        const dy = yn - yp;
        const L = Math.hypot(dx, dy) || 1;
        left.push(`${n1(x - (dy / L) * hw)} ${n1(y + (dx / L) * hw)}`);
        right.push(`${n1(x + (dy / L) * hw)} ${n1(y - (dx / L) * hw)}`);
      }
      let fringe = '';
      const [ex, ey] = pts[pts.length - 1];
      for (let k = -5; k <= 5; k++) fringe += `M${n1(ex + k * 11)} ${n1(ey)}l${n1(k * 0.5)} 34`;
      return { floor: null, clip: `M${left.join('L')}L${right.reverse().join('L')}Z`, over: seam(fringe, 3, 0.7) };
    }
  }
}

// ---------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------

const BACKDROPS = [
  ['#f6f2eb', '#e7dfd2'],
  ['#f2efe9', '#dcd6cc'],
  ['#f5ece4', '#e4d2c4'],
  ['#eef0ea', '#d8dccf'],
];

function svgDoc(w: number, h: number, body: string, viewBox?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${viewBox ?? `0 0 ${w} ${h}`}">${body}</svg>`;
}

/** Product shot: the item's silhouette filled with the textile on a soft studio backdrop. */
function compSilhouette(spec: Spec, shape: Shape, rng: Rng, id: string, scale = 1): string {
  const line = darken(spec.ground, 0.45);
  const sil = silhouette(shape, line, spec.ground);
  const [b1, b2] = BACKDROPS[spec.seed % BACKDROPS.length];
  const pattern = renderPattern({ spec, w: 800, h: 800, s: 1.3 * scale, rng, id: id + 'p' });
  let folds = '';
  if (sil.folds) {
    const stops: string[] = [];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const v = Math.sin(t * Math.PI * 4 + spec.seed) * 0.5 + 0.5;
      stops.push(`<stop offset="${t}" stop-color="${v > 0.5 ? '#ffffff' : '#000000'}" stop-opacity="${(Math.abs(v - 0.5) * 0.22).toFixed(3)}"/>`);
    }
    folds = `<linearGradient id="${id}fd" x1="0" y1="0" x2="1" y2="0">${stops.join('')}</linearGradient>`;
  }
  return (
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient>` +
    `<radialGradient id="${id}fl" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}lt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
    folds +
    `<clipPath id="${id}c"><path d="${sil.clip}"/></clipPath></defs>` +
    `<rect width="800" height="800" fill="url(#${id}bg)"/>` +
    (sil.floor === null ? '' : `<ellipse cx="400" cy="${sil.floor ?? 730}" rx="300" ry="38" fill="url(#${id}fl)"/>`) +
    (sil.under ?? '') +
    [4, 9, 15].map((o) => `<path d="${sil.clip}" transform="translate(${o} ${Math.round(o * 1.4)})" fill="#000" opacity=".07"/>`).join('') +
    `<g clip-path="url(#${id}c)">${pattern}<rect width="800" height="800" fill="url(#${id}lt)"/>${folds ? `<rect width="800" height="800" fill="url(#${id}fd)"/>` : ''}</g>` +
    `<path d="${sil.clip}" fill="none" stroke="${line}" stroke-width="2" opacity=".5"/>` +
    (sil.over ?? '')
  );
}

interface Piece {
  spec: Spec;
  cx: number;
  cy: number;
  w: number;
  h: number;
  rot: number;
  s: number;
}

/** Flat lay: folded pieces of cloth on a table, each with its own textile. */
function compFlatLay(w: number, h: number, pieces: Piece[], rng: Rng, id: string, backdrop: 'wood' | 'linen' | 'stone', props = ''): string {
  const out: string[] = [];
  const defs: string[] = [
    `<linearGradient id="${id}fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".48" stop-color="#000" stop-opacity="0"/><stop offset=".5" stop-color="#000" stop-opacity=".22"/><stop offset=".53" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`,
  ];
  if (backdrop === 'wood') {
    out.push(`<rect width="${w}" height="${h}" fill="#8b6444"/>`);
    let d = '';
    for (let y = 0; y < h; y += 7) {
      d += `M0 ${y}`;
      for (let x = 0; x <= w; x += 80) d += `L${x} ${n1(y + Math.sin(x / 160 + y / 33) * 4 + rr(rng, -1.5, 1.5))}`;
    }
    out.push(`<path d="${d}" fill="none" stroke="#5e402a" stroke-width="1.4" opacity=".45"/>`);
    for (let x = w / 4; x < w; x += w / 4) out.push(`<path d="M${n1(x)} 0V${h}" stroke="#4a3222" stroke-width="3" opacity=".5"/>`);
  } else {
    const [a, b] = backdrop === 'linen' ? ['#efe7da', '#ddd2c0'] : ['#e9e7e2', '#cfcbc3'];
    defs.push(`<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`);
    out.push(`<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`);
  }
  out.push(props);
  pieces.forEach((p, i) => {
    const pid = `${id}${i}`;
    defs.push(`<clipPath id="${pid}c"><rect width="${n1(p.w)}" height="${n1(p.h)}" rx="3"/></clipPath>`);
    const pat = renderPattern({ spec: p.spec, w: p.w, h: p.h, s: p.s, rng, id: pid + 'p' });
    out.push(
      `<g transform="translate(${n1(p.cx)} ${n1(p.cy)}) rotate(${n1(p.rot)}) translate(${n1(-p.w / 2)} ${n1(-p.h / 2)})">` +
        [3, 7, 12].map((o) => `<rect x="${o}" y="${Math.round(o * 1.4)}" width="${n1(p.w)}" height="${n1(p.h)}" rx="${o}" fill="#000" opacity=".09"/>`).join('') +
        `<g clip-path="url(#${pid}c)">${pat}<rect width="${n1(p.w)}" height="${n1(p.h)}" fill="url(#${id}fold)"/></g>` +
        `<rect width="${n1(p.w)}" height="${n1(p.h)}" rx="3" fill="none" stroke="${darken(p.spec.ground, 0.35)}" stroke-width="1.5" opacity=".5"/></g>`,
    );
  });
  return `<defs>${defs.join('')}</defs>${out.join('')}`;
}

function printingBlockProp(x: number, y: number, size: number, rot: number, motif: MotifKind): string {
  const [fillL, lineL] = motifLayers(motif, '#6d4a30', '#5a3b25', '#3e2818');
  return (
    `<g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})">` +
    `<rect x="${n1(-size / 2 + 6)}" y="${n1(-size / 2 + 10)}" width="${n1(size)}" height="${n1(size)}" rx="10" fill="#000" opacity=".3"/>` +
    `<rect x="${n1(-size / 2)}" y="${n1(-size / 2)}" width="${n1(size)}" height="${n1(size)}" rx="10" fill="#7a5236"/>` +
    `<rect x="${n1(-size / 2 + 8)}" y="${n1(-size / 2 + 8)}" width="${n1(size - 16)}" height="${n1(size - 16)}" rx="6" fill="#5f3f29"/>` +
    `<g transform="scale(${(size / 130).toFixed(3)})">${fillL}${lineL}</g></g>`
  );
}

function dyeBowlProp(x: number, y: number, r: number, colour: string): string {
  return (
    `<circle cx="${n1(x + 6)}" cy="${n1(y + 10)}" r="${n1(r)}" fill="#000" opacity=".28"/>` +
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#b9a88e"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.84)}" fill="${colour}"/>` +
    `<ellipse cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.35)}" rx="${n1(r * 0.3)}" ry="${n1(r * 0.14)}" fill="#fff" opacity=".25"/>`
  );
}

// ---------------------------------------------------------------------------
// Raster post-processing (texture, lighting, drape) in plain JS
// ---------------------------------------------------------------------------

const textureCache = new Map<string, Float32Array>();

/** Multiplicative cloth texture: thread-to-thread variation, a fine weave and grain. */
function clothTexture(w: number, h: number, zoom: number, variant: number): Float32Array {
  const key = `${w}x${h}@${zoom}#${variant}`;
  const hit = textureCache.get(key);
  if (hit) return hit;
  const rng = mulberry32(0xc0ffee + variant * 1013 + zoom * 7);
  const tw = Math.ceil(w / zoom) + 1;
  const th = Math.ceil(h / zoom) + 1;
  const col = new Float32Array(tw);
  const row = new Float32Array(th);
  let c = 0;
  for (let x = 0; x < tw; x++) {
    c = c * 0.55 + (rng() - 0.5) * 0.5;
    col[x] = c * 0.07 + (rng() < 0.012 ? rr(rng, -0.08, 0.08) : 0);
  }
  let r = 0;
  for (let y = 0; y < th; y++) {
    r = r * 0.6 + (rng() - 0.5) * 0.5;
    row[y] = r * 0.09 + (rng() < 0.02 ? rr(rng, -0.1, 0.1) : 0);
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const ty = Math.floor(y / zoom);
    for (let x = 0; x < w; x++) {
      const tx = Math.floor(x / zoom);
      const weave = ((tx >> 1) + (ty >> 1)) & 1 ? 0.012 : -0.012;
      out[y * w + x] = col[tx] + row[ty] + weave + (rng() - 0.5) * 0.03;
    }
  }
  textureCache.set(key, out);
  return out;
}

interface PostOpts {
  textureZoom: number; // 1 = fine weave, 2+ = close-up
  textureAmount: number; // 0..1.5
  variant: number;
  vignette: number; // 0..0.3
  drape?: { seed: number; margin: number }; // source rendered wider by 2*margin
}

function postProcess(src: Buffer, srcW: number, w: number, h: number, channels: number, o: PostOpts): Buffer {
  const out = Buffer.alloc(w * h * 3);
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length); // clamps and rounds for us
  const tex = clothTexture(w, h, o.textureZoom, o.variant);
  // Vignette as separable per-column / per-row terms.
  const maxD2 = (w * w + h * h) / 4;
  const vx = new Float32Array(w);
  for (let x = 0; x < w; x++) vx[x] = (o.vignette * (x - w / 2) ** 2) / maxD2;
  const amount = o.textureAmount;

  if (!o.drape) {
    for (let y = 0; y < h; y++) {
      const vy = (o.vignette * (y - h / 2) ** 2) / maxD2;
      let si = y * srcW * channels;
      let di = y * w * 3;
      let ti = y * w;
      for (let x = 0; x < w; x++, si += channels, di += 3, ti++) {
        const light = (1 - vx[x] - vy) * (1 + tex[ti] * amount);
        px[di] = src[si] * light;
        px[di + 1] = src[si + 1] * light;
        px[di + 2] = src[si + 2] * light;
      }
    }
    return out;
  }

  // Drape: a sum of sines (vertical folds, slightly slanted) gives a horizontal
  // displacement of the cloth and light/shade from the fold slope.
  const rng = mulberry32(o.drape.seed);
  const waves = [0, 1, 2].map((i) => ({ a: rr(rng, 7, 12) / (i + 1.5), f: ((Math.PI * 2) / rr(rng, 200, 320)) * (1 + i * 0.7), p: rng() * 6.28, k: rr(rng, -0.6, 0.6) }));
  const margin = o.drape.margin;
  const hgtRow = new Float32Array(w);
  const slopeRow = new Float32Array(w);
  for (let y = 0; y < h; y++) {
    const vy = (o.vignette * (y - h / 2) ** 2) / maxD2;
    const rowBase = y * srcW * channels;
    // Fold profile for this row, sampled every 8 px and linearly interpolated.
    for (let x = 0; x < w; x += 8) {
      let hg = 0;
      let sl = 0;
      for (const wv of waves) {
        const ph = wv.f * (x + wv.k * y * 0.35) + wv.p;
        hg += wv.a * Math.sin(ph);
        sl += wv.a * wv.f * Math.cos(ph);
      }
      hgtRow[x] = hg;
      slopeRow[x] = sl;
    }
    for (let x = 0; x < w; x++) {
      const x8 = x & ~7;
      const t = (x - x8) / 8;
      const xn = Math.min(x8 + 8, (w - 1) & ~7);
      const hgt = hgtRow[x8] + (hgtRow[xn] - hgtRow[x8]) * t;
      const slope = slopeRow[x8] + (slopeRow[xn] - slopeRow[x8]) * t;
      const sx = x + margin + hgt;
      const shade = Math.max(0.6, Math.min(1.15, 1 - slope * 0.9));
      const x0 = Math.max(0, Math.min(srcW - 2, sx | 0));
      const fx = Math.max(0, Math.min(1, sx - x0));
      const si = rowBase + x0 * channels;
      const di = (y * w + x) * 3;
      const light = shade * (1 - vx[x] - vy) * (1 + tex[y * w + x] * amount);
      for (let ch = 0; ch < 3; ch++) px[di + ch] = (src[si + ch] * (1 - fx) + src[si + channels + ch] * fx) * light;
    }
  }
  return out;
}

async function renderToFile(svg: string, file: string, w: number, h: number, quality: number, post: PostOpts, srcW = w, maxBytes = Infinity): Promise<number> {
  // Rasterise below target size and upscale: softer, more photographic edges,
  // faster rendering and much smaller WebP files than a pin-sharp render.
  const low = await sharp(Buffer.from(svg), { density: 72 * RENDER_SCALE }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(low.data, { raw: { width: low.info.width, height: low.info.height, channels: low.info.channels } })
    .resize(srcW, h, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const processed = postProcess(data, info.width, w, h, info.channels, post);
  const encode = (q: number) =>
    sharp(processed, { raw: { width: w, height: h, channels: 3 } })
      .blur(0.6)
      .webp({ quality: q, effort: WEBP_EFFORT })
      .toBuffer();
  let out = await encode(quality);
  // Busy patterns: step the quality down until the file fits the budget.
  for (const q of [quality - 10, quality - 20]) {
    if (out.length <= maxBytes) break;
    out = await encode(q);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out);
  return out.length;
}

// ---------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------

interface Job {
  file: string; // absolute path
  run: (file: string) => Promise<number>;
}

function publicPath(urlPath: string): string {
  return path.join(PUBLIC_DIR, ...urlPath.replace(/^\/+/, '').split('/'));
}

/** Crafts whose full-frame shots are visually dense: show them a little larger (also keeps files small). */
const BUSY_CRAFTS: Partial<Record<CraftKey, number>> = { ajrakh: 1.35, kantha: 1.3, mirror: 1.12, jamdani: 1.15, chindi: 1.2, dhurrie: 1.1 };

function productJobs(p: DemoProduct): Job[] {
  const spec = specForProduct(p);
  const shape = shapeFor(p);
  const kid = p.categoryId === 4;
  const busy = BUSY_CRAFTS[spec.craft] ?? 1;
  return p.media.map((url, idx) => {
    const i = idx + 1;
    const seed = p.productCode * 31 + i * 977 + hashString(p.name);
    return {
      file: publicPath(url),
      run: async (file: string) => {
        const rng = mulberry32(seed);
        const id = `i${i}`;
        const variant = (p.productCode + i) % 3;
        switch (i) {
          case 1: {
            const svg = svgDoc(800, 800, compSilhouette(spec, shape, rng, id, kid ? 0.8 : 1));
            return renderToFile(svg, file, 800, 800, PRODUCT_QUALITY, { textureZoom: 1, textureAmount: 0.6, variant, vignette: 0.06 }, 800, PRODUCT_MAX_BYTES);
          }
          case 2: {
            const body = renderPattern({ spec, w: 800, h: 800, s: 2 * busy, rng, id });
            return renderToFile(svgDoc(800, 800, body), file, 800, 800, PRODUCT_QUALITY, { textureZoom: 1, textureAmount: 0.9, variant, vignette: 0.1 }, 800, PRODUCT_MAX_BYTES);
          }
          case 3: {
            const body = renderPattern({ spec, w: 800, h: 800, s: 4.2, rng, id });
            return renderToFile(svgDoc(800, 800, body), file, 800, 800, PRODUCT_QUALITY, { textureZoom: 3, textureAmount: 1.25, variant, vignette: 0.16 }, 800, PRODUCT_MAX_BYTES);
          }
          case 4: {
            const margin = 60;
            const body = renderPattern({ spec, w: 800 + 2 * margin, h: 800, s: 1.9 * busy, rng, id });
            return renderToFile(svgDoc(800 + 2 * margin, 800, body), file, 800, 800, PRODUCT_QUALITY, { textureZoom: 1, textureAmount: 0.7, variant, vignette: 0.12, drape: { seed, margin } }, 800 + 2 * margin, PRODUCT_MAX_BYTES);
          }
          default: {
            // Flat lay: the product's cloth folded over two companion pieces.
            const lr = mulberry32(seed ^ 0x5bd1e995);
            const companion1 = makeSpec('khadi', spec.ground === IVORY ? spec.main : spec.ground, spec.seed + 1);
            const companion2 = makeSpec(pick(lr, ['bandhani', 'sanganeri', 'kantha', 'ikat'] as CraftKey[]), pick(lr, [IVORY, HARDA, lighten(spec.main, 0.5)]), spec.seed + 2);
            const pieces: Piece[] = [
              { spec: companion2, cx: 300, cy: 330, w: 420, h: 380, rot: rr(lr, -14, -6), s: 1.15 },
              { spec: companion1, cx: 520, cy: 470, w: 400, h: 360, rot: rr(lr, 4, 12), s: 1.15 },
              { spec, cx: 410, cy: 420, w: 440, h: 400, rot: rr(lr, -4, 4), s: 1.2 },
            ];
            const backdrop = pick(lr, ['wood', 'linen', 'stone'] as const);
            const body = compFlatLay(800, 800, pieces, rng, id, backdrop);
            return renderToFile(svgDoc(800, 800, body), file, 800, 800, PRODUCT_QUALITY, { textureZoom: 1, textureAmount: 0.55, variant, vignette: 0.14 }, 800, PRODUCT_MAX_BYTES);
          }
        }
      },
    };
  });
}

const BLOG_THEMES: [RegExp, CraftKey[], string[]][] = [
  [/bagru/i, ['bagru', 'bagru', 'dabu'], [HARDA, '#9b2d24', '#233461']],
  [/sanganer/i, ['sanganeri', 'sanganeri', 'khadi'], [IVORY, '#e6b3ad', '#8ea58a']],
  [/dabu/i, ['dabu', 'dabu', 'khadi'], ['#233461', '#6a6b32', IVORY]],
  [/kantha/i, ['kantha', 'kantha', 'bagru'], ['#233461', '#a4482a', IVORY]],
  [/ikat/i, ['ikat', 'ikat', 'khadi'], ['#1f6e70', '#cc9a2e', '#1e2b4e']],
  [/bandhani|leheriya/i, ['bandhani', 'leheriya', 'bandhani'], ['#c21f6a', '#ec8a24', '#1d6a4c']],
  [/mirror/i, ['mirror', 'mirror', 'applique'], ['#cc9a2e', '#272424', '#c21f6a']],
  [/natural dye|indigo, madder/i, ['ajrakh', 'dabu', 'bagru'], ['#9b2d24', '#233461', '#dca624']],
  [/wage/i, ['bagru', 'kantha', 'ikat'], [HARDA, '#a4482a', '#1f6e70']],
  [/caring/i, ['khadi', 'jamdani', 'sanganeri'], [IVORY, '#8ea58a', '#e3d8c0']],
  [/layering|room/i, ['dabu', 'mirror', 'ikat', 'kantha'], ['#233461', '#cc9a2e', '#1f6e70', '#a4482a']],
  [/ajrakh/i, ['ajrakh', 'ajrakh', 'khadi'], ['#9b2d24', '#233461', '#3a3a3d']],
];

function blogJob(post: (typeof demoBlogPosts)[number]): Job {
  const seed = hashString(post.title);
  return {
    file: publicPath(post.image),
    run: async (file) => {
      const rng = mulberry32(seed);
      const theme = BLOG_THEMES.find(([re]) => re.test(post.title)) ?? BLOG_THEMES[0];
      const product = post.productCode === null ? undefined : demoProducts.find((p) => p.productCode === post.productCode);
      const specs = theme[1].map((craft, i) => makeSpec(craft, theme[2][i % theme[2].length], seed + i * 101));
      if (product) specs[0] = specForProduct(product);
      const W = 1200;
      const H = 675;
      const pieces: Piece[] = specs.map((spec, i) => ({
        spec,
        cx: 330 + i * (560 / Math.max(1, specs.length - 1)) + rr(rng, -30, 30),
        cy: 330 + (i % 2 ? 60 : -40) + rr(rng, -20, 20),
        w: rr(rng, 380, 470),
        h: rr(rng, 300, 380),
        rot: rr(rng, -12, 12),
        s: 1,
      }));
      pieces.reverse(); // the featured cloth on top
      let props = '';
      if (/natural dye|indigo, madder/i.test(post.title)) {
        props = dyeBowlProp(1080, 120, 70, '#253a6b') + dyeBowlProp(120, 560, 64, '#a3322a') + dyeBowlProp(1090, 560, 55, '#d8a32a');
      } else if (/bagru|sanganer|dabu|ajrakh|wage/i.test(post.title)) {
        props = printingBlockProp(1075, 130, 150, 12, 'buta') + printingBlockProp(120, 560, 130, -8, 'flower');
      }
      const body = compFlatLay(W, H, pieces, rng, 'b', pick(rng, ['wood', 'linen'] as const), props);
      return renderToFile(svgDoc(W, H, body), file, W, H, 72, { textureZoom: 1, textureAmount: 0.55, variant: seed % 3, vignette: 0.14 });
    },
  };
}

function categoryJob(tile: (typeof demoCategoryImages)[number]): Job {
  return {
    file: publicPath(tile.image),
    run: async (file) => {
      const inCat = demoProducts.filter((p) => p.categoryId === tile.categoryId && p.isActive);
      // A recognisable, well-contrasted product for the tile.
      const preferred: Record<number, Shape[]> = { 1: ['dress'], 2: ['cushion'], 3: ['jacket'], 4: ['dress'], 6: ['bag'] };
      const candidates = inCat
        .filter((p) => (preferred[tile.categoryId] ?? []).includes(shapeFor(p)) && luminance(specForProduct(p).ground) < 0.6)
        .sort((a, b) => Number(b.topSelling) - Number(a.topSelling));
      const hero = candidates[0] ?? inCat.find((p) => p.topSelling) ?? inCat[0];
      const rng = mulberry32(hero.productCode);
      const spec = specForProduct(hero);
      let body: string;
      if (tile.categoryId === 5) {
        const others = inCat.slice(1, 3).map(specForProduct);
        const pieces: Piece[] = [
          { spec: others[0] ?? spec, cx: 330, cy: 330, w: 420, h: 380, rot: -10, s: 1 },
          { spec: others[1] ?? spec, cx: 500, cy: 470, w: 400, h: 360, rot: 9, s: 1 },
          { spec, cx: 410, cy: 420, w: 440, h: 400, rot: -2, s: 1 },
        ];
        body = compFlatLay(800, 800, pieces, rng, 'c', 'wood');
      } else {
        body = compSilhouette(spec, shapeFor(hero), rng, 'c', tile.categoryId === 4 ? 0.8 : 1);
      }
      return renderToFile(svgDoc(600, 600, body, '0 0 800 800'), file, 600, 600, 72, { textureZoom: 1, textureAmount: 0.55, variant: tile.categoryId % 3, vignette: 0.08 });
    },
  };
}

function bannerJob(key: keyof typeof demoBannerImages): Job {
  const url = demoBannerImages[key];
  const W = 1600;
  const H = key === 'hero' ? 800 : 600;
  const catId = key === 'women' ? 1 : key === 'homeAndLiving' ? 2 : key === 'accessories' ? 6 : 0;
  return {
    file: publicPath(url),
    run: async (file) => {
      const rng = mulberry32(hashString(url));
      const pool = demoProducts.filter((p) => p.isActive && (catId === 0 ? p.topSelling : p.categoryId === catId));
      // Pick distinct crafts for variety.
      const seen = new Set<CraftKey>();
      const chosen: Spec[] = [];
      for (const p of pool) {
        const sp = specForProduct(p);
        if (seen.has(sp.craft)) continue;
        seen.add(sp.craft);
        chosen.push(sp);
        if (chosen.length >= (key === 'hero' ? 7 : 5)) break;
      }
      const n = chosen.length;
      // Leave the left third calmer for overlaid headline text.
      const x0 = W * 0.42;
      const pieces: Piece[] = chosen.map((spec, i) => ({
        spec,
        cx: x0 + (i / Math.max(1, n - 1)) * (W - x0 - 150) + rr(rng, -30, 30),
        cy: H * (i % 2 ? 0.62 : 0.38) + rr(rng, -30, 30),
        w: rr(rng, 360, 460),
        h: rr(rng, H * 0.5, H * 0.62),
        rot: rr(rng, -14, 14),
        s: 1,
      }));
      const props = printingBlockProp(W * 0.2, H * 0.72, 170, -10, 'buta') + (key === 'hero' ? dyeBowlProp(W * 0.12, H * 0.22, 80, '#253a6b') : '');
      const body = compFlatLay(W, H, pieces, rng, 'h', 'wood', props);
      return renderToFile(svgDoc(W, H, body), file, W, H, 72, { textureZoom: 1, textureAmount: 0.5, variant: 1, vignette: 0.12 });
    },
  };
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

async function runPool(jobs: Job[], limit: number): Promise<{ written: number; bytes: number; failed: string[] }> {
  let next = 0;
  let written = 0;
  let bytes = 0;
  const failed: string[] = [];
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++];
      try {
        bytes += await job.run(job.file);
        written++;
      } catch (err) {
        failed.push(`${path.relative(PUBLIC_DIR, job.file)}: ${(err as Error).message}`);
      }
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return { written, bytes, failed };
}

function dirSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = dirSize(full);
      files += sub.files;
      bytes += sub.bytes;
    } else {
      files++;
      bytes += fs.statSync(full).size;
    }
  }
  return { files, bytes };
}

async function main() {
  const started = Date.now();
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const all: Job[] = [
    ...demoProducts.flatMap(productJobs),
    ...demoBlogPosts.map(blogJob),
    ...demoCategoryImages.map(categoryJob),
    ...(Object.keys(demoBannerImages) as (keyof typeof demoBannerImages)[]).map(bannerJob),
  ];
  // De-duplicate (a path referenced twice is generated once).
  const unique = [...new Map(all.map((j) => [j.file, j])).values()];
  const selected = only ? unique.filter((j) => j.file.includes(only)) : unique;
  const todo = FORCE ? selected : selected.filter((j) => !fs.existsSync(j.file));
  const { written, failed } = await runPool(todo, CONCURRENCY);
  const total = dirSize(path.join(PUBLIC_DIR, 'media'));
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `generate-media: ${written} written, ${selected.length - todo.length} skipped (exist), ${failed.length} failed; public/media holds ${total.files} files, ${(total.bytes / 1048576).toFixed(1)} MB; ${secs}s`,
  );
  if (failed.length) {
    for (const f of failed.slice(0, 20)) console.error('  failed:', f);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
