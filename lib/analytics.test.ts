import { prng } from './prng';
import {
  pageTypeOf,
  productIdOfPath,
  summarizeVitalHistogram,
  vitalBucketOf,
  vitalBucketValue,
  vitalRatingOf,
  VITALS,
  type VitalMetric,
} from './analytics';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/product/42', 'product'],
    ['/women', 'category'],
    ['/women/kurtis', 'category'],
    ['/listing/women', 'category'],
    ['/best-sellers', 'category'],
    ['/collections', 'category'],
    ['/blog', 'blog'],
    ['/blog/7', 'blog'],
    ['/search', 'search'],
    ['/cart', 'cart'],
    ['/about-us', 'other'],
    ['/Signup', 'other'],
    ['/account/orders', 'other'],
    ['/women/kurtis/extra', 'other'],
  ])('%s is a %s page', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it('reads the product id of a product page only', () => {
    expect(productIdOfPath('/product/42')).toBe(42);
    expect(productIdOfPath('/product/abc')).toBeNull();
    expect(productIdOfPath('/women/42')).toBeNull();
  });
});

describe('the Web Vitals histogram', () => {
  it.each<[VitalMetric, number, number]>([
    ['LCP', 0, 0],
    ['LCP', 2500, 25],
    ['LCP', 2500.4, 25],
    ['LCP', 2501, 26],
    ['LCP', 99_999, 201],
    ['INP', 200, 20],
    ['INP', 201, 21],
    ['CLS', 0.1, 10],
    ['CLS', 0.25, 25],
    ['CLS', 0.251, 26],
    // CLS counts in thousandths: 0.2504 is 0.250, still needing improvement, as web.dev's two decimals would have it.
    ['CLS', 0.2504, 25],
  ])('puts %s %s in bucket %s', (metric, value, bucket) => {
    expect(vitalBucketOf(metric, value)).toBe(bucket);
  });

  it("rates on web.dev's thresholds: good up to them, poor beyond the second", () => {
    expect([vitalRatingOf('LCP', 2500), vitalRatingOf('INP', 200), vitalRatingOf('CLS', 0.1)]).toEqual([
      'good',
      'good',
      'good',
    ]);
    expect(vitalRatingOf('LCP', 4000)).toBe('needs_improvement');
    expect(vitalRatingOf('LCP', 4001)).toBe('poor');
    expect(vitalRatingOf('INP', 500)).toBe('needs_improvement');
    expect(vitalRatingOf('CLS', 0.26)).toBe('poor');
  });

  it('answers no p75 without samples', () => {
    expect(summarizeVitalHistogram('LCP', [])).toEqual({
      samples: 0,
      p75: null,
      rating: null,
      good: 0,
      needs_improvement: 0,
      poor: 0,
    });
  });

  it.each<VitalMetric>(['LCP', 'INP', 'CLS'])(
    'gives the p75 of many %s samples within one bucket above the exact one, and the exact spread over the ratings',
    (metric) => {
      const random = prng(metric.length * 7919);
      const { step, scale, good, poor } = VITALS[metric];
      const samples = Array.from(
        { length: 997 },
        () => Math.round(random() * random() * (poor * 2) * 1000) / 1000 / scale,
      );
      const histogram = new Map<number, number>();
      for (const value of samples)
        histogram.set(vitalBucketOf(metric, value), (histogram.get(vitalBucketOf(metric, value)) ?? 0) + 1);
      const summary = summarizeVitalHistogram(
        metric,
        [...histogram].map(([bucket, count]) => ({ bucket, samples: count })),
      );
      const sorted = [...samples].sort((a, b) => a - b);
      const exact = sorted[Math.ceil(sorted.length * 0.75) - 1] ?? 0;
      expect(summary.samples).toBe(997);
      expect(summary.p75).not.toBeNull();
      // Samples count in whole units (ms, thousandths of CLS), so the edge may sit half a unit below the exact sample.
      expect(summary.p75 ?? 0).toBeGreaterThanOrEqual(exact - 0.5 / scale);
      expect(summary.p75 ?? 0).toBeLessThan(exact + step / scale);
      expect(summary.rating).toBe(vitalRatingOf(metric, exact));
      const rated = (rating: string) => samples.filter((value) => vitalRatingOf(metric, value) === rating).length;
      expect([summary.good, summary.needs_improvement, summary.poor]).toEqual([
        rated('good'),
        rated('needs_improvement'),
        rated('poor'),
      ]);
      expect(good).toBeLessThan(poor);
    },
  );

  it('takes the nearest-rank sample: the 3rd of 4, the 1st of 1', () => {
    const lcp = [1000, 2000, 2400, 3000].map((value) => ({ bucket: vitalBucketOf('LCP', value), samples: 1 }));
    expect(summarizeVitalHistogram('LCP', lcp).p75).toBe(2400);
    expect(summarizeVitalHistogram('CLS', [{ bucket: vitalBucketOf('CLS', 0.3), samples: 1 }])).toMatchObject({
      p75: 0.3,
      rating: 'poor',
      poor: 1,
    });
    expect(vitalBucketValue('LCP', 201)).toBe(20_100);
  });
});
