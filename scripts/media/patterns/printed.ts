/** Printed cloth: hand block print (Bagru, Sanganeri, dabu, carved block) and ajrakh. */
import { prng } from '../../../lib/prng';
import { darken } from '../colour';
import { motifLayers, type MotifKind } from '../motifs';
import { pick, rr } from '../random';
import { circ, n1, starVertices } from '../svg';
import { halfDropPositions, ink, type PatternContext } from './context';

/** Hand block print (Bagru / Sanganeri / dabu / carved block): two-layer motifs with misregistration. */
export function paintBlockPrint(c: PatternContext): string {
  const { spec, s, id } = c;
  const lr = prng(spec.seed);
  const craft = spec.craft;
  const kinds: MotifKind[] =
    craft === 'sanganeri'
      ? ['sprig', 'flower', 'sprig', 'lotus']
      : craft === 'dabu'
        ? ['buta', 'flower', 'lotus', 'star']
        : ['buta', 'star', 'flower', 'lotus'];
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
    out.push(
      `<use href="#${id}f" transform="translate(${n1(x)} ${n1(p.y)}) rotate(${n1(rot)}) scale(${k.toFixed(3)})" opacity="${op.toFixed(2)}"/>`,
    );
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
    out.push(
      `<path d="${d}" fill="none" stroke="${spec.ground}" stroke-width="${n1(Math.max(0.7, 0.9 * s))}" opacity=".7"/>`,
    );
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

export function paintAjrakh(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
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
      const pts = starVertices(T * 0.36, T * (variant ? 0.16 : 0.22), 8, Math.PI / 8).map(
        ([a, b]) => `${n1(a + x)} ${n1(b + y)}`,
      );
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
