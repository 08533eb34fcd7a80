/**
 * The cloth of a picture (its `Spec`): craft, ground and ink colours, chosen
 * from the craft's dye traditions and the product's colour, seeded so that
 * colour variants of one design share its layout.
 */
import { prng } from '../../lib/prng';
import { hashString, type DemoProduct } from '../../lib/server/seed/demo-catalogue';
import { CRAFT_KEYWORDS, NAMED_COLOURS, type CraftKey } from './art-direction';
import {
  ACCENTS,
  BRIGHTS,
  GOLD,
  HARDA,
  INDIGO,
  IVORY,
  LEAF,
  MADDER,
  SYAHI,
  TURMERIC,
  colourDistance,
  darken,
  lighten,
  luminance,
  mix,
} from './colour';
import { itemAt } from '../../lib/list';
import type { Rng } from './random';

export interface Spec {
  craft: CraftKey;
  main: string;
  ground: string;
  inks: string[];
  seed: number; // pattern layout seed (shared by colour variants)
  multi: boolean;
}

// Longest names first, so 'Madder Red' is found before a shorter name inside it.
const COLOUR_NAMES = Object.entries(NAMED_COLOURS).sort(([a], [b]) => b.length - a.length);

function detectCraft(text: string, fallback: CraftKey = 'bagru'): CraftKey {
  for (const [re, key] of CRAFT_KEYWORDS) if (re.test(text)) return key;
  return fallback;
}

function detectColour(text: string): string {
  for (const [name, hex] of COLOUR_NAMES) if (text.includes(name)) return hex;
  return INDIGO;
}

function contrastAccent(main: string, rng: Rng, exclude: string[] = []): string {
  const ranked = ACCENTS.filter((c) => !exclude.includes(c))
    .map((c) => ({ c, d: colourDistance(c, main) }))
    .sort((a, b) => b.d - a.d);
  return itemAt(ranked, rng() < 0.65 ? 0 : 1).c;
}

export function makeSpec(craft: CraftKey, main: string, seed: number, multi = false): Spec {
  const rng = prng(seed ^ 0x9e3779b9);
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

export function specForProduct(p: DemoProduct): Spec {
  const craft = detectCraft(p.name, detectCraft(p.description));
  const main = detectColour(p.name);
  return makeSpec(craft, main, p.productCode * 7919 + hashString(craft), p.name.includes('Multicolour'));
}
