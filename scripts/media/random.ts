import { itemAt } from '../../lib/list';

/** A seeded generator of floats in [0, 1) (lib/prng): every picture is a pure function of its seeds. */
export type Rng = () => number;

/** A uniform number between a and b. */
export const rr = (rng: Rng, a: number, b: number): number => a + (b - a) * rng();

export const pick = <T>(rng: Rng, list: readonly T[]): T => itemAt(list, Math.floor(rng() * list.length) % list.length);
