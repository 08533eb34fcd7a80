/**
 * Whole pictures as SVG: a product silhouette on a studio backdrop, or folded
 * pieces of cloth laid flat on a table with props.
 */
import type { Shape } from './art-direction';
import { darken } from './colour';
import { cycle } from '../../lib/list';
import type { Spec } from './palette';
import { renderPattern } from './patterns/render-pattern';
import { rr, type Rng } from './random';
import { silhouette } from './silhouettes';
import { n1 } from './svg';

// Studio backdrops, top and bottom colour of a vertical gradient.
const BACKDROPS: [string, string][] = [
  ['#f6f2eb', '#e7dfd2'],
  ['#f2efe9', '#dcd6cc'],
  ['#f5ece4', '#e4d2c4'],
  ['#eef0ea', '#d8dccf'],
];

export type Backdrop = 'wood' | 'linen' | 'stone';

/** Product shot: the item's silhouette filled with the textile on a soft studio backdrop. */
export function composeSilhouette(spec: Spec, shape: Shape, rng: Rng, id: string, scale = 1): string {
  const line = darken(spec.ground, 0.45);
  const sil = silhouette(shape, line, spec.ground);
  const [b1, b2] = cycle(BACKDROPS, spec.seed);
  const pattern = renderPattern({ spec, w: 800, h: 800, s: 1.3 * scale, rng, id: id + 'p' });
  let folds = '';
  if (sil.folds) {
    const stops: string[] = [];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const v = Math.sin(t * Math.PI * 4 + spec.seed) * 0.5 + 0.5;
      stops.push(
        `<stop offset="${t}" stop-color="${v > 0.5 ? '#ffffff' : '#000000'}" stop-opacity="${(Math.abs(v - 0.5) * 0.22).toFixed(3)}"/>`,
      );
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
    [4, 9, 15]
      .map(
        (o) => `<path d="${sil.clip}" transform="translate(${o} ${Math.round(o * 1.4)})" fill="#000" opacity=".07"/>`,
      )
      .join('') +
    `<g clip-path="url(#${id}c)">${pattern}<rect width="800" height="800" fill="url(#${id}lt)"/>${folds ? `<rect width="800" height="800" fill="url(#${id}fd)"/>` : ''}</g>` +
    `<path d="${sil.clip}" fill="none" stroke="${line}" stroke-width="2" opacity=".5"/>` +
    (sil.over ?? '')
  );
}

export interface Piece {
  spec: Spec;
  cx: number;
  cy: number;
  w: number;
  h: number;
  rot: number;
  s: number;
}

/** Flat lay: folded pieces of cloth on a table, each with its own textile. */
export function composeFlatLay(
  w: number,
  h: number,
  pieces: Piece[],
  rng: Rng,
  id: string,
  backdrop: Backdrop,
  props = '',
): string {
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
    for (let x = w / 4; x < w; x += w / 4)
      out.push(`<path d="M${n1(x)} 0V${h}" stroke="#4a3222" stroke-width="3" opacity=".5"/>`);
  } else {
    const [a, b] = backdrop === 'linen' ? ['#efe7da', '#ddd2c0'] : ['#e9e7e2', '#cfcbc3'];
    defs.push(
      `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    );
    out.push(`<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`);
  }
  out.push(props);
  pieces.forEach((p, i) => {
    const pid = `${id}${i}`;
    defs.push(`<clipPath id="${pid}c"><rect width="${n1(p.w)}" height="${n1(p.h)}" rx="3"/></clipPath>`);
    const pat = renderPattern({ spec: p.spec, w: p.w, h: p.h, s: p.s, rng, id: pid + 'p' });
    out.push(
      `<g transform="translate(${n1(p.cx)} ${n1(p.cy)}) rotate(${n1(p.rot)}) translate(${n1(-p.w / 2)} ${n1(-p.h / 2)})">` +
        [3, 7, 12]
          .map(
            (o) =>
              `<rect x="${o}" y="${Math.round(o * 1.4)}" width="${n1(p.w)}" height="${n1(p.h)}" rx="${o}" fill="#000" opacity=".09"/>`,
          )
          .join('') +
        `<g clip-path="url(#${pid}c)">${pat}<rect width="${n1(p.w)}" height="${n1(p.h)}" fill="url(#${id}fold)"/></g>` +
        `<rect width="${n1(p.w)}" height="${n1(p.h)}" rx="3" fill="none" stroke="${darken(p.spec.ground, 0.35)}" stroke-width="1.5" opacity=".5"/></g>`,
    );
  });
  return `<defs>${defs.join('')}</defs>${out.join('')}`;
}
