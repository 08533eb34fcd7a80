/**
 * Growth over HTTP (issue 32, item 2): the shop built for production (`npm start`) on PostgreSQL with
 * 10,000, 100,000 and 1,000,000 products (1,000 and 10,000 in the quick run), one server per size, timed
 * side by side in interleaved rounds: the category page (its first page, rendered per request, and a deep
 * page as Explore More asks for it), the product page, the search page, the sitemap index and one sitemap
 * file. Budget: no tenfold step may make a median more than 2x slower (growth_step_ratio_max).
 *
 * What is timed is what the database costs a render: the servers run with CATALOGUE_CACHE=off (every read
 * goes to the database, the filter values included) and the pages are asked for with Next's on-demand
 * revalidation header, so each request renders anew. A shopper mostly gets cached answers (the server and
 * cache-tier sections); this is what each render behind them pays as the catalogue grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { prepareDatabase } from '../lib/server/db/prepare';
import { itemAt } from '../lib/list';
import { generateCatalogue, insertTaxonomy, type GeneratedCatalogue } from './generate-catalogue';
import { openScratchDatabase, type ScratchDatabase } from './lib/scratch-database';
import { round, summarize, timeCalls } from './lib/stats';
import { formatSize, pickIndex, SEARCH_QUERIES, stepColumns, stepRows } from './lib/growth-steps';
import { check, type BenchOptions, type SectionResult, type SectionTable } from './lib/types';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { startShop } from '../scripts/shop-server.mjs';

const FULL_SIZES = [10_000, 100_000, 1_000_000];
const QUICK_SIZES = [1_000, 10_000];
/** Women: the biggest category of the generated catalogue (about a third of it), at /women. */
const BIG_CATEGORY = { id: 1, path: '/women' };
/** lib/catalogue-paths.ts CATEGORY_PAGE_SIZE: Explore More asks for pages of 12. */
const CATEGORY_PAGE_SIZE = 12;
/**
 * Product ids per sitemap file on these servers (production: 50,000): half the smallest size, so every size
 * has full files to compare.
 */
const SITEMAP_PAGE_SIZE = { full: 5_000, quick: 500 };
const ROUNDS = 5;
/**
 * Judged queries at size. The demo's judgements (bench/search-judgements.json) name demo products, which
 * a generated catalogue does not hold; here a product is relevant by construction: its name (craft, colour,
 * fabric and type words of bench/lib/catalogue-words.ts) holds every word of one of `means`, judged as the
 * demo's set judges (a kurti is a short kurta; dabu, bagru, sanganeri and ajrakh are block prints).
 * Misspellings, plurals, multi-word queries and one that must find nothing (`means` empty). A query whose
 * products the catalogue of that size happens not to hold is left out of that size's score.
 */
const JUDGED_AT_SIZE: { query: string; means: string[][] }[] = [
  { query: 'kanta', means: [['kantha']] },
  { query: 'dabu', means: [['dabu']] },
  {
    query: 'indigo kurtas',
    means: [
      ['indigo', 'kurta'],
      ['indigo', 'kurti'],
    ],
  },
  { query: 'blok print', means: [['block print'], ['dabu'], ['bagru'], ['sanganeri'], ['ajrakh']] },
  { query: 'ajrakh bedcover', means: [['ajrakh', 'bedcover']] },
  {
    query: 'chikankari kurta',
    means: [
      ['chikankari', 'kurta'],
      ['chikankari', 'kurti'],
    ],
  },
  { query: 'bandhani silk', means: [['bandhani', 'silk']] },
  { query: 'harem pants', means: [['harem pants']] },
  { query: 'cushion covers', means: [['cushion cover']] },
  { query: 'shibori', means: [['shibori']] },
  { query: 'mirror work', means: [['mirror work']] },
  { query: 'laptop charger', means: [] },
];
const RANK_CUTOFF = 10;

interface SizedShop {
  size: number;
  scratch: ScratchDatabase;
  generated: GeneratedCatalogue;
  base: string;
  stop: () => void;
  activeIds: number[];
  /** The last full page of the big category, 12 a page. */
  deepPage: number;
  /** The last sitemap file whose range of ids is full. */
  sitemapFile: number;
}

interface Measure {
  name: string;
  iterations: { full: number; quick: number };
  url(shop: SizedShop, iteration: number): string;
}

const MEASURES: Measure[] = [
  {
    name: 'category page, first (HTML)',
    iterations: { full: 200, quick: 30 },
    url: () => BIG_CATEGORY.path,
  },
  {
    name: `category page, deep (last full page of ${CATEGORY_PAGE_SIZE}, JSON)`,
    iterations: { full: 200, quick: 30 },
    url: (shop) =>
      `/api/get-all-products/?category_pk=${BIG_CATEGORY.id}&page=${shop.deepPage}&page_size=${CATEGORY_PAGE_SIZE}`,
  },
  {
    name: 'product page (HTML)',
    iterations: { full: 200, quick: 30 },
    url: (shop, iteration) => `/product/${itemAt(shop.activeIds, pickIndex(iteration, shop.activeIds.length))}`,
  },
  {
    name: 'search page (HTML)',
    iterations: { full: 200, quick: 30 },
    url: (_shop, iteration) =>
      `/search?query=${encodeURIComponent(itemAt(SEARCH_QUERIES, iteration % SEARCH_QUERIES.length))}`,
  },
  {
    name: 'sitemap index',
    iterations: { full: 100, quick: 20 },
    url: () => '/sitemap.xml',
  },
  {
    name: 'sitemap file (the last full one)',
    iterations: { full: 60, quick: 10 },
    url: (shop) => `/sitemap/${shop.sitemapFile}.xml`,
  },
];

/** Next's on-demand revalidation header: the page (or route) is rendered for this request, whatever it cached. */
function revalidationHeaders(): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')) as {
    preview: { previewModeId: string };
  };
  return { 'x-prerender-revalidate': manifest.preview.previewModeId };
}

/** One request, its body read to the end; anything but 200 stops the run (a timing of an error page means nothing). */
async function get(shop: SizedShop, url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${shop.base}${url}`, { headers });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`growth-http: ${url} answered ${response.status} at ${shop.size}`);
  // Rendered for this request (REVALIDATED), or dynamic (no header): an answer from Next's cache would time the cache.
  if (response.headers.get('x-nextjs-cache') === 'HIT')
    throw new Error(`growth-http: ${url} came from the cache at ${shop.size}`);
  return body.byteLength;
}

type BuiltSize = Omit<SizedShop, 'base' | 'stop'>;

/** A PostgreSQL schema of its own with `size` generated products, and what the measures need of it. */
async function buildSized(options: BenchOptions, size: number): Promise<BuiltSize> {
  const scratch = await openScratchDatabase('postgres', { label: 'growthhttp', postgresUrl: options.postgresUrl });
  try {
    const { database } = scratch;
    await prepareDatabase(database, { seedDemo: false });
    await insertTaxonomy(database);
    const generated = await generateCatalogue(database, size, { seed: 6 });
    const activeIds = (
      await database.db.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('id').execute()
    ).map((row) => Number(row.id));
    const inCategory = await database.db
      .selectFrom('products')
      .select(sql<string>`count(*)`.as('count'))
      .where('category_id', '=', BIG_CATEGORY.id)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    return {
      size,
      scratch,
      generated,
      activeIds,
      deepPage: Math.max(1, Math.floor(Number(inCategory.count) / CATEGORY_PAGE_SIZE)),
      sitemapFile: Math.max(1, Math.floor(generated.lastId / sitemapPageSize(options))),
    };
  } catch (error) {
    await scratch.cleanup();
    throw error;
  }
}

/** `npm start` on that schema. */
async function startServer(options: BenchOptions, built: BuiltSize, port: number): Promise<SizedShop> {
  const shop: { base: string; stop: () => void } = await startShop({
    port,
    sqlitePath: 'data/bench-growth-http.db',
    quiet: true,
    env: {
      DATABASE_URL: options.postgresUrl,
      DATABASE_SCHEMA: built.scratch.schema,
      CATALOGUE_CACHE: 'off',
      SEED_DEMO: 'false',
      SITEMAP_PAGE_SIZE: String(sitemapPageSize(options)),
      OUTBOX_WORKER: 'off',
    },
  });
  return { ...built, base: shop.base, stop: shop.stop };
}

/**
 * Recall at 10 of JUDGED_AT_SIZE through GET /api/search (bench/search.ts's score): the relevant products
 * among the first 10 over min(relevant, 10); a query meaning nothing scores 1 when nothing comes back.
 */
async function recallAtSize(shop: SizedShop): Promise<{ recall: number; missed: string[]; unjudged: string[] }> {
  const scores: number[] = [];
  const missed: string[] = [];
  const unjudged: string[] = [];
  for (const judged of JUDGED_AT_SIZE) {
    const response = await fetch(`${shop.base}/api/search?query=${encodeURIComponent(judged.query)}`);
    if (response.status !== 200) throw new Error(`growth-http: search '${judged.query}' answered ${response.status}`);
    const names = ((await response.json()) as { data: { product_name: string }[] }).data
      .slice(0, RANK_CUTOFF)
      .map((product) => product.product_name.toLowerCase());
    const isRelevant = (name: string) => judged.means.some((words) => words.every((word) => name.includes(word)));
    let relevant = 0;
    if (judged.means.length > 0) {
      const row = await shop.scratch.database.db
        .selectFrom('products')
        .select(sql<string>`count(*)`.as('count'))
        .where('is_active', '=', 1)
        .where((eb) =>
          eb.or(
            judged.means.map((words) => eb.and(words.map((word) => eb(sql<string>`lower(name)`, 'like', `%${word}%`)))),
          ),
        )
        .executeTakeFirstOrThrow();
      relevant = Number(row.count);
      if (relevant === 0) {
        unjudged.push(`'${judged.query}'`);
        continue;
      }
    }
    const score =
      relevant === 0 ? (names.length === 0 ? 1 : 0) : names.filter(isRelevant).length / Math.min(relevant, RANK_CUTOFF);
    scores.push(score);
    if (score < 1) missed.push(`'${judged.query}' ${round(score, 2)}`);
  }
  return { recall: round(scores.reduce((sum, score) => sum + score, 0) / scores.length, 3), missed, unjudged };
}

function sitemapPageSize(options: BenchOptions): number {
  return options.quick ? SITEMAP_PAGE_SIZE.quick : SITEMAP_PAGE_SIZE.full;
}

function iterationsOf(measure: Measure, options: BenchOptions): number {
  return options.quick ? measure.iterations.quick : measure.iterations.full;
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const sizes = options.quick ? QUICK_SIZES : FULL_SIZES;
  const notes: string[] = [
    `PostgreSQL, ${sizes.map(formatSize).join(' / ')} products (bench/generate-catalogue.ts, seed 6), one production server (npm start) per size with CATALOGUE_CACHE=off; every page asked for with Next's on-demand revalidation header, so each request renders and reads the database.`,
    `Timed from this process over loopback, one request at a time, body read to the end, in ${ROUNDS} rounds interleaved across the sizes after a warm-up; milliseconds, p50 / p95.`,
    `Category: ${BIG_CATEGORY.path} (about a third of the catalogue); the deep page is its last full page of ${CATEGORY_PAGE_SIZE} through GET /api/get-all-products/ (what Explore More asks for; pages past 20 are never cached). Product pages: an active product picked pseudo-randomly per request. Search: ${SEARCH_QUERIES.map((q) => `'${q}'`).join(', ')}. Sitemap: SITEMAP_PAGE_SIZE=${formatSize(sitemapPageSize(options))}, the index and the last full product file.`,
  ];
  if (!options.postgresUrl) {
    notes.push('Skipped: no PostgreSQL URL was given (BENCH_DATABASE_URL).');
    return { section: 'growth-http', tables: [], checks: [], notes };
  }
  const headers = revalidationHeaders();
  const basePort = Number(process.env.BENCH_GROWTH_HTTP_PORT ?? 3560);
  const built: BuiltSize[] = [];
  const shops: SizedShop[] = [];
  const samples = new Map<string, Map<number, number[]>>(
    MEASURES.map((measure) => [measure.name, new Map(sizes.map((size) => [size, []]))]),
  );
  const bytes = new Map<number, { index: number; file: number }>();
  const recalls = new Map<number, Awaited<ReturnType<typeof recallAtSize>>>();
  try {
    // Built one size at a time, so each generation has the machine to itself; the servers start side by side.
    for (const size of sizes) built.push(await buildSized(options, size));
    const started = await Promise.allSettled(built.map((size, i) => startServer(options, size, basePort + i)));
    for (const result of started) if (result.status === 'fulfilled') shops.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const shop of shops) {
      for (const measure of MEASURES)
        await timeCalls(
          (i) => get(shop, measure.url(shop, i), headers),
          0,
          Math.min(options.quick ? 5 : 20, iterationsOf(measure, options)),
        );
      bytes.set(shop.size, {
        index: await get(shop, '/sitemap.xml', headers),
        file: await get(shop, `/sitemap/${shop.sitemapFile}.xml`, headers),
      });
      recalls.set(shop.size, await recallAtSize(shop));
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? shops : [...shops].reverse();
      for (const shop of order) {
        for (const measure of MEASURES) {
          const perRound = Math.ceil(iterationsOf(measure, options) / ROUNDS);
          const times = await timeCalls(
            (i) => get(shop, measure.url(shop, round * perRound + i), headers),
            perRound,
            0,
          );
          samples
            .get(measure.name)!
            .get(shop.size)!
            .push(...times);
        }
      }
    }
  } finally {
    for (const shop of shops) shop.stop();
    for (const size of built) await size.scratch.cleanup();
  }

  const results = new Map(
    [...samples].map(([name, bySize]) => [name, new Map([...bySize].map(([size, times]) => [size, summarize(times)]))]),
  );
  const { rows, checks } = stepRows(
    results,
    sizes,
    options,
    (name, step) => `${name} over HTTP: p50 ${step} (PostgreSQL)`,
    1,
  );
  for (const shop of shops) {
    const { recall, missed, unjudged } = recalls.get(shop.size)!;
    if (unjudged.length > 0)
      notes.push(
        `Search at ${formatSize(shop.size)}: not judged (no such product at this size): ${unjudged.join(', ')}.`,
      );
    checks.push(
      check(
        options.budgets,
        'search_recall_at_10_min',
        `search recall at 10 of the judged queries at ${formatSize(shop.size)} products (PostgreSQL)`,
        recall,
        'min',
        '',
      ),
    );
    if (missed.length > 0) notes.push(`Search at ${formatSize(shop.size)}: below full recall: ${missed.join(', ')}.`);
  }
  rows.push([
    `search recall at 10 (${JUDGED_AT_SIZE.length} judged queries)`,
    ...shops.map((shop) => String(recalls.get(shop.size)?.recall ?? '')),
    ...sizes.slice(1).map(() => ''),
  ]);
  const tables: SectionTable[] = [
    {
      title: 'Growth over HTTP on PostgreSQL (ms, each request rendered from the database)',
      columns: stepColumns(sizes),
      rows,
    },
    {
      title: 'Sitemap over HTTP (bytes)',
      columns: ['products', 'files', 'index', `one file (${formatSize(sitemapPageSize(options))} ids)`],
      rows: shops.map((shop) => [
        formatSize(shop.size),
        Math.ceil(shop.generated.lastId / sitemapPageSize(options)) + 1,
        bytes.get(shop.size)?.index ?? 0,
        bytes.get(shop.size)?.file ?? 0,
      ]),
    },
  ];
  notes.push(
    `Generating: ${shops.map((shop) => `${formatSize(shop.size)} took ${round(shop.generated.milliseconds / 1000, 1)} s`).join(', ')}.`,
  );
  return {
    section: 'growth-http',
    tables,
    checks,
    notes,
    data: {
      generated: shops.map((shop) => ({ size: shop.size, generated: shop.generated, deepPage: shop.deepPage })),
      results: Object.fromEntries([...results].map(([name, bySize]) => [name, Object.fromEntries(bySize)])),
    },
  };
}
