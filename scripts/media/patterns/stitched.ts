/** Stitched and applied cloth: kantha, mirror work, chikankari, gota patti and applique. */
import { prng } from '../../../lib/prng';
import { IVORY, SYAHI, darken, lighten, luminance } from '../colour';
import { LEAF_PATH } from '../motifs';
import { pick, rr } from '../random';
import { circ, n1 } from '../svg';
import { halfDropPositions, ink, type PatternContext } from './context';
import { paintBlockPrint } from './printed';

export function paintKantha(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
  const out: string[] = [`<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>`];
  // Often stitched over old printed cloth: faint underlying print.
  if (lr() < 0.55) {
    const faint = paintBlockPrint({
      ...c,
      spec: {
        ...spec,
        craft: 'bagru',
        inks: [darken(spec.ground, 0.18), lighten(spec.ground, 0.15), darken(spec.ground, 0.1)],
      },
      s: c.s * 1.3,
      id: c.id + 'u',
    });
    out.push(`<g opacity=".55">${faint}</g>`);
  }
  const gap = 11 * s * rr(lr, 0.9, 1.15);
  const rowsPerColour = 3 + Math.floor(lr() * 6);
  const paths: string[] = ['', '', ''];
  let row = 0;
  for (let y = gap / 2; y < c.h; y += gap, row++) {
    const colourIdx = Math.floor(row / rowsPerColour) % 3;
    let d = `M-10 ${n1(y)}`;
    for (let x = 40; x <= c.w + 80; x += 80)
      d += `L${x} ${n1(y + Math.sin((x + row * 13) / 90) * 1.8 * s + rr(c.rng, -0.5, 0.5) * s)}`;
    paths[colourIdx] += d;
  }
  const dash = `${n1(6.5 * s)} ${n1(4.5 * s)}`;
  paths.forEach((d, i) => {
    if (d)
      out.push(
        `<path d="${d}" fill="none" stroke="${ink(spec, i)}" stroke-width="${n1(Math.max(1, 1.7 * s))}" stroke-dasharray="${dash}" stroke-linecap="round" opacity=".95"/>`,
      );
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
    out.push(
      `<path d="${d}" fill="none" stroke="${ink(spec, 2)}" stroke-width="${n1(Math.max(1.2, 2.2 * s))}" stroke-dasharray="${dash}"/>`,
    );
  }
  return out.join('');
}

export function paintMirror(c: PatternContext): string {
  const { spec, s, id } = c;
  const lr = prng(spec.seed);
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
    for (let k = -3; k <= 3; k++)
      fill += `M${n1(x + k * 2.2 * s)} ${n1(y - (8 - Math.abs(k)) * s)}v${n1((16 - 2 * Math.abs(k)) * s)}`;
  }
  out.push(`<path d="${fill}" stroke="${t1}" stroke-width="${n1(1.6 * s)}"/>`);
  for (const p of halfDropPositions(c, S, S, 1.2 * s)) {
    out.push(
      `<use href="#${id}u" transform="translate(${n1(p.x)} ${n1(p.y)}) rotate(${n1(rr(c.rng, -6, 6))}) scale(${(S / 130).toFixed(3)})"/>`,
    );
  }
  return out.join('');
}

export function paintChikankari(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
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

export function paintGota(c: PatternContext): string {
  const { spec, s, id } = c;
  const lr = prng(spec.seed);
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
  for (let y = bandGap * 0.75; y < c.h; y += bandGap)
    bands += `<rect x="0" y="${n1(y)}" width="${c.w}" height="${n1(12 * s)}" fill="url(#${id}g)"/>`;
  return (
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink(spec, 2)}"/><stop offset=".45" stop-color="${ink(spec, 1)}"/><stop offset="1" stop-color="${ink(spec, 0)}"/></linearGradient></defs>` +
    `<rect width="${c.w}" height="${c.h}" fill="${spec.ground}"/>` +
    bands +
    `<path d="${leaves}" fill="url(#${id}g)" stroke="${ink(spec, 2)}" stroke-width="${n1(1.2 * s)}"/>` +
    `<path d="${centres}" fill="${ink(spec, 1)}" stroke="${ink(spec, 2)}" stroke-width="${n1(s)}"/>`
  );
}

export function paintApplique(c: PatternContext): string {
  const { spec, s } = c;
  const lr = prng(spec.seed);
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
      out.push(
        `<path d="${petals}" fill="${col}"/><path d="${petals}" stroke="${thread}" ${stitch}/><circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="${n1(r * 0.55)}" fill="${col2}"/>`,
      );
    } else if (type === 1) {
      const d = `M${n1(p.x)} ${n1(p.y - r * 1.4)}L${n1(p.x + r * 1.1)} ${n1(p.y)}L${n1(p.x)} ${n1(p.y + r * 1.4)}L${n1(p.x - r * 1.1)} ${n1(p.y)}Z`;
      const d2 = `M${n1(p.x)} ${n1(p.y - r * 0.6)}L${n1(p.x + r * 0.45)} ${n1(p.y)}L${n1(p.x)} ${n1(p.y + r * 0.6)}L${n1(p.x - r * 0.45)} ${n1(p.y)}Z`;
      out.push(
        `<path d="${d}" fill="${col}"/><path d="${d2}" fill="${col2}"/><path d="${d}" stroke="${thread}" ${stitch}/>`,
      );
    } else {
      const leaf = (ang: number) =>
        `<path d="${LEAF_PATH}" transform="translate(${n1(p.x)} ${n1(p.y + r)}) rotate(${ang}) scale(${((r * 1.8) / 30).toFixed(3)})" fill="${col}" stroke="${thread}" stroke-width="${((1.6 * s * 30) / (r * 1.8)).toFixed(2)}" stroke-dasharray="2 1.6"/>`;
      out.push(leaf(-35) + leaf(35) + leaf(0));
    }
  }
  return out.join('');
}
