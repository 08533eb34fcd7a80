/** Resist-dyed cloth: ikat (dyed before weaving), bandhani dots and leheriya waves. */
import { prng } from '../../../lib/prng';
import { rr } from '../random';
import { circ, n1 } from '../svg';
import { halfDropPositions, ink, type PatternContext } from './context';

export function paintIkat(c: PatternContext): string {
  const { spec, s, id } = c;
  const lr = prng(spec.seed);
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
      if (inner > 2)
        layers[1] += `M${n1(cxx - inner + j2)} ${n1(y)}h${n1(2 * inner)}v${n1(th + 0.3)}h${n1(-2 * inner)}z`;
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

export function paintBandhani(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
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
        pts.push(
          [Math.cos(a + 0.3) * 2 * d, Math.sin(a + 0.3) * 2 * d],
          [Math.cos(a - 0.3) * 2 * d, Math.sin(a - 0.3) * 2 * d],
        );
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

export function paintLeheriya(c: PatternContext): string {
  const { spec, s, id } = c;
  const lr = prng(spec.seed);
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
