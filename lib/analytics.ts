/**
 * The first-party beacon's rules (docs/decisions/026-first-party-beacon.md),
 * shared by the server that aggregates and the dashboard that reads:
 * page types, the Web Vitals thresholds of web.dev, and the histogram that
 * gives a p75 without keeping any single sample.
 */

export const PAGE_TYPES = ['home', 'category', 'product', 'blog', 'search', 'cart', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_RATINGS = ['good', 'needs_improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * Per metric: the unit samples are counted in (LCP and INP in milliseconds,
 * CLS in thousandths), the histogram's bucket width and last bucket in that
 * unit, and web.dev's thresholds (good at most `good`, poor above `poor`).
 * The thresholds fall on bucket edges, so a rating from the histogram is exact.
 */
export const VITALS: Record<
  VitalMetric,
  { scale: number; step: number; cap: number; good: number; poor: number; label: string; unit: string }
> = {
  LCP: { scale: 1, step: 100, cap: 20_000, good: 2500, poor: 4000, label: 'Largest Contentful Paint', unit: 'ms' },
  INP: { scale: 1, step: 10, cap: 5000, good: 200, poor: 500, label: 'Interaction to Next Paint', unit: 'ms' },
  CLS: { scale: 1000, step: 10, cap: 2000, good: 100, poor: 250, label: 'Cumulative Layout Shift', unit: '' },
};

/** Top-level path segments of pages that are neither a category nor a listing of products. */
const OTHER_SEGMENTS = new Set([
  'about-us',
  'account',
  'add_items',
  'admin',
  'contact-us',
  'customer-reviews',
  'login',
  'og',
  'privacy',
  'query',
  'refund',
  'sandbox',
  'shipping',
  'signup',
  'terms-and-conditions',
]);
const CATEGORY_SEGMENTS = new Set(['listing', 'collections', 'best-sellers']);

/**
 * The kind of storefront page a path is. The shop has no checkout route:
 * checkout happens on the cart page, so its views count as 'cart'.
 */
export function pageTypeOf(path: string): PageType {
  const segments = path.split('/').filter((segment) => segment !== '');
  const first = segments[0]?.toLowerCase();
  if (first === undefined) return 'home';
  if (first === 'product') return segments.length === 2 ? 'product' : 'other';
  if (first === 'blog') return 'blog';
  if (first === 'search') return 'search';
  if (first === 'cart') return 'cart';
  if (CATEGORY_SEGMENTS.has(first)) return 'category';
  if (OTHER_SEGMENTS.has(first)) return 'other';
  // /{category} and /{category}/{subCategory}: the category routes catch every other first segment.
  return segments.length <= 2 ? 'category' : 'other';
}

/** The product id of a product page's path (/product/42), else null. */
export function productIdOfPath(path: string): number | null {
  const match = /^\/product\/(\d{1,9})\/?$/.exec(path);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * The histogram bucket of one sample: bucket i holds the values in
 * ((i - 1) * step, i * step] (bucket 0 holds 0), the last bucket every value
 * over the cap.
 */
export function vitalBucketOf(metric: VitalMetric, value: number): number {
  const { scale, step, cap } = VITALS[metric];
  const units = Math.max(0, Math.round(value * scale));
  return Math.min(Math.ceil(units / step), cap / step + 1);
}

/** The largest value of a bucket, in the metric's own unit (ms, or CLS as reported); past the cap, the cap plus one step. */
export function vitalBucketValue(metric: VitalMetric, bucket: number): number {
  const { scale, step } = VITALS[metric];
  return (bucket * step) / scale;
}

/** The rating web.dev gives a value of the metric. */
export function vitalRatingOf(metric: VitalMetric, value: number): VitalRating {
  const { scale, good, poor } = VITALS[metric];
  const units = Math.round(value * scale);
  return units <= good ? 'good' : units <= poor ? 'needs_improvement' : 'poor';
}

export interface VitalSummary {
  samples: number;
  /** The 75th percentile (nearest rank), rounded up to its bucket's edge; null without samples. */
  p75: number | null;
  rating: VitalRating | null;
  /** How many samples were good, needing improvement, poor. */
  good: number;
  needs_improvement: number;
  poor: number;
}

/**
 * p75 and the spread over the ratings from a histogram of one metric
 * ({bucket, samples} rows, any order): the sample at rank ceil(0.75 n)
 * lies in the first bucket where the running count reaches that rank.
 */
export function summarizeVitalHistogram(
  metric: VitalMetric,
  histogram: { bucket: number; samples: number }[],
): VitalSummary {
  const buckets = histogram.filter((row) => row.samples > 0).sort((a, b) => a.bucket - b.bucket);
  const samples = buckets.reduce((sum, row) => sum + row.samples, 0);
  const summary: VitalSummary = { samples, p75: null, rating: null, good: 0, needs_improvement: 0, poor: 0 };
  for (const row of buckets) summary[vitalRatingOf(metric, vitalBucketValue(metric, row.bucket))] += row.samples;
  if (samples === 0) return summary;
  const rank = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const row of buckets) {
    seen += row.samples;
    if (seen >= rank) {
      summary.p75 = vitalBucketValue(metric, row.bucket);
      summary.rating = vitalRatingOf(metric, summary.p75);
      break;
    }
  }
  return summary;
}
