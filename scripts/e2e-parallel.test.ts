import fs from 'node:fs';
import path from 'node:path';
import { dealLongestFirst, durationsFromReport, specFilter } from './e2e-parallel.mjs';

const specs = fs.readdirSync(path.join(__dirname, '..', 'e2e')).filter((name) => name.endsWith('.spec.ts'));

describe('e2e shards', () => {
  it('deals every spec file to exactly one shard, longest first into the lightest', () => {
    const weights = Object.fromEntries(specs.map((file, i) => [file, (i * 37) % 101]));
    const bins = dealLongestFirst(weights, 2);
    expect(bins.flatMap((bin) => bin.items).sort()).toEqual([...specs].sort());
    const totals = bins.map((bin) => bin.total);
    // LPT: the shards differ by at most the largest single weight.
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(Math.max(...Object.values(weights)));
    expect(dealLongestFirst({ a: 10, b: 6, c: 5, d: 4 }, 2).map((bin) => bin.items)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
  });

  it('names each spec file alone: phone.spec.ts is not admin-phone.spec.ts', () => {
    for (const file of specs) {
      const filter = new RegExp(specFilter(file));
      expect(specs.filter((other) => filter.test(`/work/shop/e2e/${other}`))).toEqual([file]);
    }
  });

  it('sums every attempt of every test per spec file from a JSON report', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1000 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 250 }] }] }] },
      ],
    };
    expect(durationsFromReport(report)).toEqual({ 'a.spec.ts': 3, 'b.spec.ts': 0.25 });
  });
});
