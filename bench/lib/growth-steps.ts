/**
 * What the growth sections (bench/growth.ts through the services, bench/growth-http.ts over HTTP) share: the
 * sizes as printed, the pseudo-random picks every size sees alike, and each measure's row with its tenfold
 * steps, every step held to growth_step_ratio_max.
 */
import { itemAt } from '../../lib/list';
import { round, type summarize } from './stats';
import { check, type BenchOptions, type BudgetCheck } from './types';

type Summary = ReturnType<typeof summarize>;

/** The searches both sections time, at every size. */
export const SEARCH_QUERIES = [
  'indigo kurta',
  'dabu',
  'kantha cushion cover',
  'block print',
  'bandhani silk sash',
  'harem pants',
  'ajrakh bedcover',
  'chikankari',
];

export function formatSize(size: number): string {
  return size.toLocaleString('en-US');
}

/** A fixed pseudo-random sequence, so every size and database sees the same choices. */
export function pickIndex(iteration: number, length: number): number {
  return Math.floor(((Math.imul(iteration + 1, 2654435761) >>> 0) / 4294967296) * length);
}

/** The table's columns: each size's p50 / p95, then each step's p50 ratio. */
export function stepColumns(sizes: number[]): string[] {
  return [
    'measure',
    ...sizes.map((size) => `${formatSize(size)} p50 / p95`),
    ...sizes.slice(1).map((size, i) => `p50 ${formatSize(itemAt(sizes, i))}→${formatSize(size)}`),
  ];
}

/**
 * One row per measure and one check per step. `digits` rounds the milliseconds printed; `label` names a
 * step's check from the measure's name and the step as `from 10,000 to 100,000 products`.
 */
export function stepRows(
  results: Map<string, Map<number, Summary>>,
  sizes: number[],
  options: BenchOptions,
  label: (name: string, step: string) => string,
  digits?: number,
): { rows: (string | number)[][]; checks: BudgetCheck[] } {
  const shown = (ms: number) => (digits === undefined ? ms : round(ms, digits));
  const rows: (string | number)[][] = [];
  const checks: BudgetCheck[] = [];
  for (const [name, bySize] of results) {
    const ratios = sizes.slice(1).map((size, i) => bySize.get(size)!.p50 / bySize.get(itemAt(sizes, i))!.p50);
    rows.push([
      name,
      ...sizes.map((size) => `${shown(bySize.get(size)!.p50)} / ${shown(bySize.get(size)!.p95)}`),
      ...ratios.map((ratio) => `${round(ratio, 2)}x`),
    ]);
    ratios.forEach((ratio, i) => {
      const step = `from ${formatSize(itemAt(sizes, i))} to ${formatSize(itemAt(sizes, i + 1))} products`;
      checks.push(check(options.budgets, 'growth_step_ratio_max', label(name, step), round(ratio, 2), 'max', 'x'));
    });
  }
  return { rows, checks };
}
