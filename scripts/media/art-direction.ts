/**
 * Art direction as data: which colour a product name means, which craft its
 * text names, which silhouette shows it, how each shot is finished, and the
 * themes of the blog, category and banner pictures. The painters and the
 * file plan read these tables; changing a value here changes the pictures.
 */
import type { Craft, demoBannerImages } from '../../lib/server/seed/demo-catalogue';
import { HARDA, IVORY } from './colour';
import type { ClothFinish } from './raster';

/** The catalogue's crafts, plus jute, which has its own weave though the catalogue files it under its fabric. */
export type CraftKey = Craft | 'jute';

export type Shape =
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

/** Colour words used in demo product names and the cloth colour each stands for. */
export const NAMED_COLOURS: Record<string, string> = {
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

/** Words in a product's name (else its description) that name its craft; the first match wins. */
export const CRAFT_KEYWORDS: [RegExp, CraftKey][] = [
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

/** Silhouettes of home goods (category 2) by subcategory. */
export const HOME_SHAPES: Record<number, Shape> = {
  9: 'napkins',
  10: 'bunting',
  11: 'toran',
  12: 'pouf',
  13: 'runner',
  15: 'curtain',
  16: 'cushion',
  17: 'wall',
  22: 'rug',
  24: 'bed',
};

/** Silhouettes of garments (women, men, kids) by subcategory. */
export const GARMENT_SHAPES: Record<number, Shape> = {
  1: 'dress',
  2: 'lehenga',
  3: 'pants',
  4: 'crop',
  5: 'harem',
  6: 'set',
  7: 'kaftan',
  8: 'sarong',
  19: 'kurtaset',
  20: 'jacket',
  23: 'set',
  26: 'kurti',
};

/** Crafts whose full-frame shots are visually dense: show them a little larger (also keeps files small). */
export const BUSY_CRAFTS: Partial<Record<CraftKey, number>> = {
  ajrakh: 1.35,
  kantha: 1.3,
  mirror: 1.12,
  jamdani: 1.15,
  chindi: 1.2,
  dhurrie: 1.1,
};

/** The five pictures of every product, in the order of its media list. */
export type ProductShot =
  | { kind: 'silhouette'; finish: ClothFinish }
  | { kind: 'cloth'; scale: number; busy: boolean; finish: ClothFinish }
  | { kind: 'drape'; scale: number; busy: boolean; margin: number; finish: ClothFinish }
  | { kind: 'flatLay'; finish: ClothFinish };

export const PRODUCT_SHOTS: readonly ProductShot[] = [
  { kind: 'silhouette', finish: { textureZoom: 1, textureAmount: 0.6, vignette: 0.06 } },
  { kind: 'cloth', scale: 2, busy: true, finish: { textureZoom: 1, textureAmount: 0.9, vignette: 0.1 } },
  // Close-up: large motifs and a coarse weave.
  { kind: 'cloth', scale: 4.2, busy: false, finish: { textureZoom: 3, textureAmount: 1.25, vignette: 0.16 } },
  { kind: 'drape', scale: 1.9, busy: true, margin: 60, finish: { textureZoom: 1, textureAmount: 0.7, vignette: 0.12 } },
  { kind: 'flatLay', finish: { textureZoom: 1, textureAmount: 0.55, vignette: 0.14 } },
];
export const PRODUCT_QUALITY = 50;
export const PRODUCT_MAX_BYTES = 40 * 1024;

/** Companion cloths folded under a product in its flat-lay shot. */
export const COMPANION_CRAFTS: CraftKey[] = ['bandhani', 'sanganeri', 'kantha', 'ikat'];

/** Blog pictures: the first theme whose pattern matches the title gives the cloths and their grounds. */
export const BLOG_THEMES: { match: RegExp; crafts: CraftKey[]; grounds: string[] }[] = [
  { match: /bagru/i, crafts: ['bagru', 'bagru', 'dabu'], grounds: [HARDA, '#9b2d24', '#233461'] },
  { match: /sanganer/i, crafts: ['sanganeri', 'sanganeri', 'khadi'], grounds: [IVORY, '#e6b3ad', '#8ea58a'] },
  { match: /dabu/i, crafts: ['dabu', 'dabu', 'khadi'], grounds: ['#233461', '#6a6b32', IVORY] },
  { match: /kantha/i, crafts: ['kantha', 'kantha', 'bagru'], grounds: ['#233461', '#a4482a', IVORY] },
  { match: /ikat/i, crafts: ['ikat', 'ikat', 'khadi'], grounds: ['#1f6e70', '#cc9a2e', '#1e2b4e'] },
  {
    match: /bandhani|leheriya/i,
    crafts: ['bandhani', 'leheriya', 'bandhani'],
    grounds: ['#c21f6a', '#ec8a24', '#1d6a4c'],
  },
  { match: /mirror/i, crafts: ['mirror', 'mirror', 'applique'], grounds: ['#cc9a2e', '#272424', '#c21f6a'] },
  {
    match: /natural dye|indigo, madder/i,
    crafts: ['ajrakh', 'dabu', 'bagru'],
    grounds: ['#9b2d24', '#233461', '#dca624'],
  },
  { match: /wage/i, crafts: ['bagru', 'kantha', 'ikat'], grounds: [HARDA, '#a4482a', '#1f6e70'] },
  { match: /caring/i, crafts: ['khadi', 'jamdani', 'sanganeri'], grounds: [IVORY, '#8ea58a', '#e3d8c0'] },
  {
    match: /layering|room/i,
    crafts: ['dabu', 'mirror', 'ikat', 'kantha'],
    grounds: ['#233461', '#cc9a2e', '#1f6e70', '#a4482a'],
  },
  { match: /ajrakh/i, crafts: ['ajrakh', 'ajrakh', 'khadi'], grounds: ['#9b2d24', '#233461', '#3a3a3d'] },
];

/** Props laid beside the blog cloths: the first rule whose pattern matches the title. */
export const BLOG_PROPS: { match: RegExp; props: 'dyeBowls' | 'printingBlocks' }[] = [
  { match: /natural dye|indigo, madder/i, props: 'dyeBowls' },
  { match: /bagru|sanganer|dabu|ajrakh|wage/i, props: 'printingBlocks' },
];

/** Category tiles prefer a recognisable product of these shapes. */
export const CATEGORY_TILE_SHAPES: Record<number, Shape[]> = {
  1: ['dress'],
  2: ['cushion'],
  3: ['jacket'],
  4: ['dress'],
  6: ['bag'],
};

/** Products on each banner: a category's products, or (null) the top sellers. */
export const BANNER_CATEGORIES: Record<keyof typeof demoBannerImages, number | null> = {
  women: 1,
  homeAndLiving: 2,
  accessories: 6,
  hero: null,
};

/** Blog, category and banner pictures are larger and less busy than product shots: better quality. */
export const EDITORIAL_QUALITY = 72;
export const BLOG_FINISH: ClothFinish = { textureZoom: 1, textureAmount: 0.55, vignette: 0.14 };
export const CATEGORY_FINISH: ClothFinish = { textureZoom: 1, textureAmount: 0.55, vignette: 0.08 };
export const BANNER_FINISH: ClothFinish = { textureZoom: 1, textureAmount: 0.5, vignette: 0.12 };
