/** What every pattern painter receives, and the layout helpers they share. */
import type { Spec } from '../palette';
import { cycle } from '../../../lib/list';
import { rr, type Rng } from '../random';

/** A painter covers [0,w] x [0,h] with its textile, as SVG markup. */
export interface PatternContext {
  spec: Spec;
  w: number;
  h: number;
  s: number; // motif scale
  rng: Rng;
  id: string; // unique id prefix for defs
}

export const ink = (spec: Spec, i: number): string => cycle(spec.inks, i);

/** Motif positions on a half-drop repeat (every other row shifted by half a step), with jitter. */
export function halfDropPositions(
  c: PatternContext,
  sx: number,
  sy: number,
  jitter: number,
): { x: number; y: number; row: number; col: number }[] {
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
