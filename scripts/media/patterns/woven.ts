/** Woven cloth: jamdani, khadi, dhurrie, jute and chindi rag weave. */
import { prng } from '../../../lib/prng';
import { pick, rr } from '../random';
import { n1 } from '../svg';
import { halfDropPositions, ink, type PatternContext } from './context';

// 5 x 5 woven motifs, X for a supplementary-weft block.
const JAMDANI_BITMAPS = [
  ['..X..', '.XXX.', 'XX.XX', '.XXX.', '..X..'],
  ['X...X', '.X.X.', '..X..', '.X.X.', 'X...X'],
  ['.X.X.', 'XXXXX', '.XXX.', '..X..', '..X..'],
];

export function paintJamdani(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
  const bmp = pick(lr, JAMDANI_BITMAPS);
  const px = 4.2 * s;
  const S = 58 * s * rr(lr, 0.9, 1.2);
  let d = '';
  let d2 = '';
  for (const p of halfDropPositions(c, S, S * 0.85, 0)) {
    bmp.forEach((row, j) =>
      [...row].forEach((ch, i) => {
        if (ch === 'X')
          d += `M${n1(p.x + (i - 2) * px)} ${n1(p.y + (j - 2) * px)}h${n1(px * 0.92)}v${n1(px * 0.9)}h${n1(-px * 0.92)}z`;
      }),
    );
    d2 += `M${n1(p.x + S / 2 - px / 2)} ${n1(p.y + S * 0.42 - px / 2)}h${n1(px)}v${n1(px)}h${n1(-px)}z`;
  }
  let warp = '';
  for (let x = 0; x < c.w; x += 7 * s) warp += `M${n1(x)} 0V${c.h}`;
  let border = '';
  if (lr() < 0.6) {
    for (let y = S * 3.2; y < c.h; y += S * 5)
      border += `<rect x="0" y="${n1(y)}" width="${c.w}" height="${n1(16 * s)}" fill="${ink(spec, 1)}" opacity=".85"/><rect x="0" y="${n1(y + 20 * s)}" width="${c.w}" height="${n1(3 * s)}" fill="${ink(spec, 0)}"/>`;
  }
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    `<path d="${warp}" stroke="${ink(spec, 0)}" stroke-width="${n1(0.6 * s)}" opacity=".12"/>` +
    border +
    `<path d="${d}" fill="${ink(spec, 0)}" opacity=".92"/><path d="${d2}" fill="${ink(spec, 1)}"/>`
  );
}

export function paintKhadi(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
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
      d2 += vertical
        ? `M${n1(q)} 0h${n1(1.5 * s)}V${c.h}h${n1(-1.5 * s)}z`
        : `M0 ${n1(q)}v${n1(1.5 * s)}H${c.w}v${n1(-1.5 * s)}z`;
    }
    out.push(
      `<path d="${d1}" fill="${ink(spec, 0)}" opacity=".55"/><path d="${d2}" fill="${ink(spec, 2)}" opacity=".6"/>`,
    );
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

export function paintDhurrie(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
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

export function paintJute(c: PatternContext): string {
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

export function paintChindi(c: PatternContext): string {
  const { spec, s } = c;
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  const byColour = new Map<string, string>();
  for (let y = 0; y < c.h;) {
    const rh = rr(c.rng, 5, 10) * s;
    for (let x = -20 * s; x < c.w;) {
      const len = rr(c.rng, 30, 140) * s;
      const col = pick(c.rng, spec.inks);
      byColour.set(
        col,
        (byColour.get(col) ?? '') +
          `M${n1(x)} ${n1(y + rr(c.rng, 0, 1.2) * s)}h${n1(len)}v${n1(rh - 1.2 * s)}h${n1(-len)}z`,
      );
      x += len + rr(c.rng, 1, 4) * s;
    }
    y += rh;
  }
  for (const [col, d] of byColour) out.push(`<path d="${d}" fill="${col}" opacity=".92"/>`);
  return out.join('');
}
