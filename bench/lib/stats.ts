import { itemAt } from '../../lib/list';

/** Percentile (0-100) of a list of numbers, by nearest rank; NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return itemAt(sorted, rank);
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Times `fn` `iterations` times after `warmup` untimed calls; milliseconds of
 * each call, for percentiles.
 */
export async function timeCalls(
  fn: (iteration: number) => Promise<unknown>,
  iterations: number,
  warmup = Math.min(20, iterations),
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

export function summarize(times: number[]): { p50: number; p95: number; p99: number; mean: number } {
  const mean = times.reduce((sum, t) => sum + t, 0) / Math.max(1, times.length);
  return {
    p50: round(percentile(times, 50), 3),
    p95: round(percentile(times, 95), 3),
    p99: round(percentile(times, 99), 3),
    mean: round(mean, 3),
  };
}
