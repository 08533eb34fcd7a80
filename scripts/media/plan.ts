/**
 * The file plan: one job per picture the demo catalogue refers to (five shots
 * per product, blog headers, category tiles, banners). Each job is seeded from
 * the product code or file name, so a picture never depends on the others.
 */
import path from 'node:path';
import { prng } from '../../lib/prng';
import {
  demoBannerImages,
  demoBlogPosts,
  demoCategoryImages,
  demoProducts,
  hashString,
  type DemoBlogPost,
  type DemoCategoryTile,
  type DemoProduct,
} from '../../lib/server/seed/demo-catalogue';
import {
  BANNER_CATEGORIES,
  BANNER_FINISH,
  BLOG_FINISH,
  BLOG_PROPS,
  BLOG_THEMES,
  BUSY_CRAFTS,
  CATEGORY_FINISH,
  CATEGORY_TILE_SHAPES,
  COMPANION_CRAFTS,
  EDITORIAL_QUALITY,
  PRODUCT_MAX_BYTES,
  PRODUCT_QUALITY,
  PRODUCT_SHOTS,
  type CraftKey,
  type ProductShot,
} from './art-direction';
import { HARDA, IVORY, lighten, luminance } from './colour';
import { composeFlatLay, composeSilhouette, type Backdrop, type Piece } from './compositions';
import { cycle, itemAt } from '../../lib/list';
import { dyeBowlProp, printingBlockProp } from './motifs';
import { makeSpec, specForProduct, type Spec } from './palette';
import { renderPattern } from './patterns/render-pattern';
import { pick, rr } from './random';
import { writeWebp, type Picture } from './raster';
import { shapeFor } from './silhouettes';
import { svgDoc } from './svg';

export interface Job {
  file: string; // absolute path
  run: (file: string) => Promise<number>;
}

type BannerKey = keyof typeof demoBannerImages;

const FLAT_LAY_BACKDROPS: Backdrop[] = ['wood', 'linen', 'stone'];
const BLOG_BACKDROPS: Backdrop[] = ['wood', 'linen'];

/** Every picture, written under `publicDir` at the path of its URL. */
export function planPictures(publicDir: string): Job[] {
  const file = (urlPath: string) => path.join(publicDir, ...urlPath.replace(/^\/+/, '').split('/'));
  return [
    ...demoProducts.flatMap((p) => productJobs(p, file)),
    ...demoBlogPosts.map((post) => blogJob(post, file)),
    ...demoCategoryImages.map((tile) => categoryJob(tile, file)),
    ...Object.keys(demoBannerImages)
      .filter(isBannerKey)
      .map((key) => bannerJob(key, file)),
  ];
}

function isBannerKey(key: string): key is BannerKey {
  return key in demoBannerImages;
}

function productJobs(p: DemoProduct, file: (url: string) => string): Job[] {
  const spec = specForProduct(p);
  return p.media.map((url, idx) => {
    const i = idx + 1;
    const seed = p.productCode * 31 + i * 977 + hashString(p.name);
    const shot = itemAt(PRODUCT_SHOTS, idx);
    return {
      file: file(url),
      run: (target: string) => writeWebp(target, productPicture(p, spec, shot, i, seed)),
    };
  });
}

/** Shot `i` (1-based) of a product: every shot is 800 x 800 and must fit the product byte budget. */
function productPicture(p: DemoProduct, spec: Spec, shot: ProductShot, i: number, seed: number): Picture {
  const rng = prng(seed);
  const id = `i${i}`;
  const picture = { width: 800, height: 800, quality: PRODUCT_QUALITY, maxBytes: PRODUCT_MAX_BYTES };
  const post = { ...shot.finish, variant: (p.productCode + i) % 3 };
  const busy = BUSY_CRAFTS[spec.craft] ?? 1;
  switch (shot.kind) {
    case 'silhouette':
      return {
        ...picture,
        post,
        svg: svgDoc(800, 800, composeSilhouette(spec, shapeFor(p), rng, id, p.categoryId === 4 ? 0.8 : 1)),
      };
    case 'cloth': {
      const body = renderPattern({ spec, w: 800, h: 800, s: shot.busy ? shot.scale * busy : shot.scale, rng, id });
      return { ...picture, post, svg: svgDoc(800, 800, body) };
    }
    case 'drape': {
      // Rendered wider so the fold displacement never pulls in an edge.
      const w = 800 + 2 * shot.margin;
      const body = renderPattern({ spec, w, h: 800, s: shot.busy ? shot.scale * busy : shot.scale, rng, id });
      return {
        ...picture,
        sourceWidth: w,
        post: { ...post, drape: { seed, margin: shot.margin } },
        svg: svgDoc(w, 800, body),
      };
    }
    case 'flatLay': {
      // The product's cloth folded over two companion pieces.
      const lr = prng(seed ^ 0x5bd1e995);
      const companion1 = makeSpec('khadi', spec.ground === IVORY ? spec.main : spec.ground, spec.seed + 1);
      const companion2 = makeSpec(
        pick(lr, COMPANION_CRAFTS),
        pick(lr, [IVORY, HARDA, lighten(spec.main, 0.5)]),
        spec.seed + 2,
      );
      const pieces: Piece[] = [
        { spec: companion2, cx: 300, cy: 330, w: 420, h: 380, rot: rr(lr, -14, -6), s: 1.15 },
        { spec: companion1, cx: 520, cy: 470, w: 400, h: 360, rot: rr(lr, 4, 12), s: 1.15 },
        { spec, cx: 410, cy: 420, w: 440, h: 400, rot: rr(lr, -4, 4), s: 1.2 },
      ];
      const backdrop = pick(lr, FLAT_LAY_BACKDROPS);
      return { ...picture, post, svg: svgDoc(800, 800, composeFlatLay(800, 800, pieces, rng, id, backdrop)) };
    }
  }
}

function blogJob(post: DemoBlogPost, file: (url: string) => string): Job {
  const seed = hashString(post.title);
  return {
    file: file(post.image),
    run: (target: string) => writeWebp(target, blogPicture(post, seed)),
  };
}

/** Blog header: the theme's cloths laid across a table, the featured product's on top. */
function blogPicture(post: DemoBlogPost, seed: number): Picture {
  const rng = prng(seed);
  const theme = BLOG_THEMES.find(({ match }) => match.test(post.title)) ?? itemAt(BLOG_THEMES, 0);
  const product = post.productCode === null ? undefined : demoProducts.find((p) => p.productCode === post.productCode);
  const specs = theme.crafts.map((craft: CraftKey, i) => makeSpec(craft, cycle(theme.grounds, i), seed + i * 101));
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
  const propsKind = BLOG_PROPS.find(({ match }) => match.test(post.title))?.props;
  const props =
    propsKind === 'dyeBowls'
      ? dyeBowlProp(1080, 120, 70, '#253a6b') +
        dyeBowlProp(120, 560, 64, '#a3322a') +
        dyeBowlProp(1090, 560, 55, '#d8a32a')
      : propsKind === 'printingBlocks'
        ? printingBlockProp(1075, 130, 150, 12, 'buta') + printingBlockProp(120, 560, 130, -8, 'flower')
        : '';
  const body = composeFlatLay(W, H, pieces, rng, 'b', pick(rng, BLOG_BACKDROPS), props);
  return {
    svg: svgDoc(W, H, body),
    width: W,
    height: H,
    quality: EDITORIAL_QUALITY,
    post: { ...BLOG_FINISH, variant: seed % 3 },
  };
}

function categoryJob(tile: DemoCategoryTile, file: (url: string) => string): Job {
  return {
    file: file(tile.image),
    run: (target: string) => writeWebp(target, categoryPicture(tile)),
  };
}

/** Category tile: a recognisable, well-contrasted product of the category (fabric: a stack of cloths). */
function categoryPicture(tile: DemoCategoryTile): Picture {
  const inCat = demoProducts.filter((p) => p.categoryId === tile.categoryId && p.isActive);
  const candidates = inCat
    .filter(
      (p) =>
        (CATEGORY_TILE_SHAPES[tile.categoryId] ?? []).includes(shapeFor(p)) &&
        luminance(specForProduct(p).ground) < 0.6,
    )
    .sort((a, b) => Number(b.topSelling) - Number(a.topSelling));
  const hero = candidates[0] ?? inCat.find((p) => p.topSelling) ?? inCat[0];
  if (!hero) throw new Error(`Category ${tile.categoryId} has no active product to show`);
  const rng = prng(hero.productCode);
  const spec = specForProduct(hero);
  let body: string;
  if (tile.categoryId === 5) {
    const others = inCat.slice(1, 3).map(specForProduct);
    const pieces: Piece[] = [
      { spec: others[0] ?? spec, cx: 330, cy: 330, w: 420, h: 380, rot: -10, s: 1 },
      { spec: others[1] ?? spec, cx: 500, cy: 470, w: 400, h: 360, rot: 9, s: 1 },
      { spec, cx: 410, cy: 420, w: 440, h: 400, rot: -2, s: 1 },
    ];
    body = composeFlatLay(800, 800, pieces, rng, 'c', 'wood');
  } else {
    body = composeSilhouette(spec, shapeFor(hero), rng, 'c', tile.categoryId === 4 ? 0.8 : 1);
  }
  // Drawn in the 800 x 800 space of the product shots, written at 600 x 600.
  return {
    svg: svgDoc(600, 600, body, '0 0 800 800'),
    width: 600,
    height: 600,
    quality: EDITORIAL_QUALITY,
    post: { ...CATEGORY_FINISH, variant: tile.categoryId % 3 },
  };
}

function bannerJob(key: BannerKey, file: (url: string) => string): Job {
  const url = demoBannerImages[key];
  return {
    file: file(url),
    run: (target: string) => writeWebp(target, bannerPicture(key, url)),
  };
}

/** Banner: cloths of distinct crafts on a table, the left part calmer for the headline. */
function bannerPicture(key: BannerKey, url: string): Picture {
  const W = 1600;
  const H = key === 'hero' ? 800 : 600;
  const catId = BANNER_CATEGORIES[key];
  const rng = prng(hashString(url));
  const pool = demoProducts.filter((p) => p.isActive && (catId === null ? p.topSelling : p.categoryId === catId));
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
  const props =
    printingBlockProp(W * 0.2, H * 0.72, 170, -10, 'buta') +
    (key === 'hero' ? dyeBowlProp(W * 0.12, H * 0.22, 80, '#253a6b') : '');
  const body = composeFlatLay(W, H, pieces, rng, 'h', 'wood', props);
  return {
    svg: svgDoc(W, H, body),
    width: W,
    height: H,
    quality: EDITORIAL_QUALITY,
    post: { ...BANNER_FINISH, variant: 1 },
  };
}
