/**
 * Pages: Lighthouse 12.2.3 (mobile, default throttling; the median of 5 runs,
 * 3 in the quick variant) on the five pages of issue #3, and for every main
 * route the first-load JavaScript (gzipped, what the page's script tags load)
 * and the HTML size, against the production shop.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { check, type BenchOptions, type BudgetCheck, type SectionResult } from './lib/types';
import { round } from './lib/stats';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { startShop } from '../scripts/shop-server.mjs';
import { itemAt } from '../lib/list';
import { withNextFloor } from './lib/next-floor';

interface AuditRow {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  runs: { performance: number }[];
}

const kb = (bytes: number) => round(bytes / 1024, 1);

/** Gzipped bytes of the scripts a page loads at first (module scripts; the nomodule polyfills modern browsers skip). */
async function firstLoadJs(base: string, html: string, sizes: Map<string, number>): Promise<number> {
  const sources = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(itemAt(match, 1) + itemAt(match, 3)))
    .map((match) => itemAt(match, 2));
  let total = 0;
  for (const source of new Set(sources)) {
    if (!sizes.has(source))
      sizes.set(
        source,
        zlib.gzipSync(Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer()), { level: 9 }).length,
      );
    total += sizes.get(source) ?? 0;
  }
  return total;
}

/**
 * Issue 32, item 5: the routes whose own JavaScript (over Next's floor) has a budget, and which. The
 * catalogue and blog pages at most 15 KB, the cart (where checkout happens) at most 30 KB.
 */
const OVER_FLOOR_BUDGETS: Record<string, string> = {
  home: 'first_load_js_over_floor_kb_storefront_max',
  category: 'first_load_js_over_floor_kb_storefront_max',
  subcategory: 'first_load_js_over_floor_kb_storefront_max',
  product: 'first_load_js_over_floor_kb_storefront_max',
  search: 'first_load_js_over_floor_kb_storefront_max',
  blog: 'first_load_js_over_floor_kb_storefront_max',
  'blog post': 'first_load_js_over_floor_kb_storefront_max',
  cart: 'first_load_js_over_floor_kb_cart_max',
};

/** The CPU slowdown the audit used, and the machine's benchmarkIndex it was calibrated on (scripts/lighthouse-core.mjs). */
interface AuditThrottling {
  benchmarkIndex: number;
  benchmarkSamples: number[];
  targetBenchmarkIndex: number;
  cpuSlowdown: number;
  calibrated: boolean;
  /** Microseconds this host takes to touch a fresh 4 KiB page, and the report's sentence about it. */
  pageTouchMicros: number;
  pageTouchNote: string;
}

type Audit = { pages: [string, string][]; throttling: AuditThrottling; results: AuditRow[] };

/**
 * The audit's Chrome can be gone before Lighthouse reaches it (seen once in CI: ECONNREFUSED on its
 * debugging port, nothing audited yet): such an audit is run once more; any other failure is
 * reported at once.
 */
const AUDIT_ATTEMPTS = 2;

/** Lighthouse in a child process of plain Node (see scripts/lighthouse-audit.mjs). */
async function lighthouseInPlainNode(base: string, runs: number): Promise<Audit> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join('scripts', 'lighthouse-audit.mjs'), base, String(runs)],
        {
          env,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      return JSON.parse(stdout) as Audit;
    } catch (error) {
      const { stderr } = error as { stderr?: string | Buffer };
      if (attempt >= AUDIT_ATTEMPTS || !stderr?.toString().includes('ECONNREFUSED')) throw error;
      process.stderr.write("pages: the audit's Chrome could not be reached (ECONNREFUSED); running the audit again\n");
    }
  }
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const port = Number(process.env.BENCH_PAGES_PORT ?? 3510);
  // Next's floor first, on the next port, before the shop takes the machine (bench/lib/next-floor.ts).
  const floor = await withNextFloor(port + 1, async (base) => {
    const html = await (await fetch(`${base}/`)).text();
    return firstLoadJs(base, html, new Map());
  });
  const shop = await startShop({ port, sqlitePath: process.env.BENCH_SQLITE_PATH ?? 'data/bench.db', quiet: true });
  const checks: BudgetCheck[] = [];
  const notes: string[] = [];
  try {
    const runs = options.quick ? 3 : 5;
    const audit = await lighthouseInPlainNode(shop.base, runs);
    const pages = audit.pages;
    const productPath = pages.find(([name]) => name === 'product')?.[1] ?? '/product/1';
    const blogPath = pages.find(([name]) => name === 'blog post')?.[1] ?? '/blog/1';
    const routes: [string, string][] = [
      ['home', '/'],
      ['category', '/women'],
      ['subcategory', '/women/kurtis'],
      ['product', productPath],
      ['search', '/search?query=kantha'],
      ['blog', '/blog'],
      ['blog post', blogPath],
      ['cart', '/cart'],
      ['login', '/login'],
      ['contact', '/contact-us'],
      ['policy', '/privacy'],
    ];
    const sizes = new Map<string, number>();
    const weightRows: (string | number)[][] = [];
    for (const [name, path] of routes) {
      await fetch(`${shop.base}${path}`);
      const html = await (await fetch(`${shop.base}${path}`)).text();
      const js = await firstLoadJs(shop.base, html, sizes);
      const gz = zlib.gzipSync(Buffer.from(html), { level: 6 }).length;
      const over = kb(js - floor.value);
      weightRows.push([name, path, kb(js), over, kb(Buffer.byteLength(html)), kb(gz)]);
      const overBudget = OVER_FLOOR_BUDGETS[name];
      if (overBudget)
        checks.push(
          check(
            options.budgets,
            overBudget,
            `${name}: our first-load JavaScript over Next's floor`,
            over,
            'max',
            'KB gz',
          ),
        );
      if (name === 'product')
        checks.push(
          check(
            options.budgets,
            'first_load_js_kb_gz_product_max',
            'first-load JavaScript of a product page',
            kb(js),
            'max',
            'KB gz',
          ),
        );
    }

    const audits = audit.results;
    const lighthouseRows = audits.map((a) => [
      a.page,
      a.performance,
      a.accessibility,
      a['best-practices'],
      a.seo,
      a.lcp_ms,
      a.tbt_ms,
      a.cls,
      a.runs.map((r) => r.performance).join('/'),
    ]);
    for (const a of audits) {
      checks.push(
        check(
          options.budgets,
          'lighthouse_performance_min',
          `${a.page}: Lighthouse performance`,
          a.performance,
          'min',
          '',
        ),
      );
      checks.push(
        check(
          options.budgets,
          'lighthouse_accessibility_min',
          `${a.page}: Lighthouse accessibility`,
          a.accessibility,
          'min',
          '',
        ),
      );
      checks.push(
        check(
          options.budgets,
          'lighthouse_best_practices_min',
          `${a.page}: Lighthouse best practices`,
          a['best-practices'],
          'min',
          '',
        ),
      );
      checks.push(check(options.budgets, 'lighthouse_seo_min', `${a.page}: Lighthouse SEO`, a.seo, 'min', ''));
      checks.push(check(options.budgets, 'lighthouse_lcp_ms_max', `${a.page}: LCP`, a.lcp_ms, 'max', 'ms'));
      checks.push(check(options.budgets, 'lighthouse_tbt_ms_max', `${a.page}: TBT`, a.tbt_ms, 'max', 'ms'));
      checks.push(check(options.budgets, 'lighthouse_cls_max', `${a.page}: CLS`, a.cls, 'max', ''));
    }
    const cpu = audit.throttling;
    notes.push(
      `Lighthouse 12.2.3, mobile, simulated Slow 4G, CPU slowdown ${cpu.cpuSlowdown}x (${cpu.calibrated ? `calibrated to this machine's benchmarkIndex ${cpu.benchmarkIndex}` : 'from LH_CPU_SLOWDOWN'}; docs/decisions/006); the run with the median performance score of ${runs} per page is reported.`,
    );
    notes.push(`Memory: ${cpu.pageTouchNote}.`);
    notes.push(
      `First-load JavaScript: the gzipped (level 9) size of the module scripts the HTML loads. Over floor: less Next's floor, a hello-world App Router page with one client component built and measured in this run with ${floor.versions}: ${kb(floor.value)} KB gz.`,
    );
    return {
      section: 'pages',
      tables: [
        {
          title: 'Page weight',
          columns: ['route', 'path', 'first-load JS KB gz', 'over floor KB gz', 'HTML KB', 'HTML KB gz'],
          rows: weightRows,
        },
        {
          title: 'Lighthouse (mobile)',
          columns: ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'perf per run'],
          rows: lighthouseRows,
        },
      ],
      checks,
      notes,
      data: { audits },
    };
  } finally {
    shop.stop();
  }
}
