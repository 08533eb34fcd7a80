/**
 * The writer: rasterises a picture's SVG with sharp, gives it a woven-cloth
 * texture, lighting and (for drape shots) a fold displacement in plain JS,
 * and encodes it as WebP.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { prng } from '../../lib/prng';
import { rr } from './random';

const RENDER_SCALE = 0.6; // SVG is rasterised at 60% and upscaled
const WEBP_EFFORT = 2; // higher efforts (and smartSubsample) cost 2-6x the CPU for ~5% smaller files

// One libvips thread per job and no cache: the generator runs several jobs side by side.
sharp.concurrency(1);
sharp.cache(false);

/** How a picture's cloth looks up close. */
export interface ClothFinish {
  textureZoom: number; // 1 = fine weave, 2+ = close-up
  textureAmount: number; // 0..1.5
  vignette: number; // 0..0.3
}

/** The finish of one picture: its texture variant and, for a drape shot, the fold seed. */
export interface PostOpts extends ClothFinish {
  variant: number;
  drape?: { seed: number; margin: number }; // source rendered wider by 2*margin
}

export interface Picture {
  svg: string;
  width: number;
  height: number;
  /** Width of the SVG, wider than the picture for a drape. */
  sourceWidth?: number;
  quality: number;
  /** Busy patterns step the quality down until the file fits. */
  maxBytes?: number;
  post: PostOpts;
}

const textureCache = new Map<string, Float32Array>();

/** Multiplicative cloth texture: thread-to-thread variation, a fine weave and grain. */
function clothTexture(w: number, h: number, zoom: number, variant: number): Float32Array {
  const key = `${w}x${h}@${zoom}#${variant}`;
  const hit = textureCache.get(key);
  if (hit) return hit;
  const rng = prng(0xc0ffee + variant * 1013 + zoom * 7);
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
      out[y * w + x] = (col[tx] ?? 0) + (row[ty] ?? 0) + weave + (rng() - 0.5) * 0.03;
    }
  }
  textureCache.set(key, out);
  return out;
}

function postProcess(src: Buffer, srcW: number, w: number, h: number, channels: number, o: PostOpts): Buffer {
  const out = Buffer.alloc(w * h * 3);
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length); // clamps and rounds for us
  // Reads below are in bounds by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
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
        const light = (1 - (vx[x] ?? 0) - vy) * (1 + (tex[ti] ?? 0) * amount);
        px[di] = (src[si] ?? 0) * light;
        px[di + 1] = (src[si + 1] ?? 0) * light;
        px[di + 2] = (src[si + 2] ?? 0) * light;
      }
    }
    return out;
  }

  // Drape: a sum of sines (vertical folds, slightly slanted) gives a horizontal
  // displacement of the cloth and light/shade from the fold slope.
  const rng = prng(o.drape.seed);
  const waves = [0, 1, 2].map((i) => ({
    a: rr(rng, 7, 12) / (i + 1.5),
    f: ((Math.PI * 2) / rr(rng, 200, 320)) * (1 + i * 0.7),
    p: rng() * 6.28,
    k: rr(rng, -0.6, 0.6),
  }));
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
      const h8 = hgtRow[x8] ?? 0;
      const s8 = slopeRow[x8] ?? 0;
      const hgt = h8 + ((hgtRow[xn] ?? 0) - h8) * t;
      const slope = s8 + ((slopeRow[xn] ?? 0) - s8) * t;
      const sx = x + margin + hgt;
      const shade = Math.max(0.6, Math.min(1.15, 1 - slope * 0.9));
      const x0 = Math.max(0, Math.min(srcW - 2, sx | 0));
      const fx = Math.max(0, Math.min(1, sx - x0));
      const si = rowBase + x0 * channels;
      const di = (y * w + x) * 3;
      const light = shade * (1 - (vx[x] ?? 0) - vy) * (1 + (tex[y * w + x] ?? 0) * amount);
      for (let ch = 0; ch < 3; ch++)
        px[di + ch] = ((src[si + ch] ?? 0) * (1 - fx) + (src[si + channels + ch] ?? 0) * fx) * light;
    }
  }
  return out;
}

/** Writes the picture to `file` and returns its size in bytes. */
export async function writeWebp(
  file: string,
  { svg, width: w, height: h, sourceWidth: srcW = w, quality, maxBytes = Infinity, post }: Picture,
): Promise<number> {
  // Rasterise below target size and upscale: softer, more photographic edges,
  // faster rendering and much smaller WebP files than a pin-sharp render.
  const low = await sharp(Buffer.from(svg), { density: 72 * RENDER_SCALE })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(low.data, {
    raw: { width: low.info.width, height: low.info.height, channels: low.info.channels },
  })
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
