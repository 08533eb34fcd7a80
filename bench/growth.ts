/**
 * Growth: how the catalogue calls cost at 1,000, 10,000 and 100,000 products,
 * on SQLite and on PostgreSQL. Each size gets a fresh database (migrated, the
 * taxonomy, then bench/generate-catalogue.ts), and the calls go through the
 * same service functions the route handlers use (the sitemap's index and one
 * file through lib/sitemap.ts, with their sizes: bench/lib/sitemap-growth.ts).
 * The budget: no step (10x more products) may make a call's median more than
 * 2x slower.
 */
import { setDatabase, type ShopDatabase } from '../lib/server/db/connection';
import type { DialectName } from '../lib/server/db/dialect';
import { prepareDatabase } from '../lib/server/db/prepare';
import {
  getAllProducts,
  getCategoryList,
  getProductDetail,
  searchProducts,
} from '../lib/server/services/catalogue/catalogue';
import { listAdminProducts } from '../lib/server/services/catalogue/admin-products';
import type { StaffRequestContext } from '../lib/server/services/request-context';
import { generateCatalogue, insertTaxonomy, type GeneratedCatalogue } from './generate-catalogue';
import { DATABASE_LABELS, openScratchDatabase } from './lib/scratch-database';
import { round, summarize, timeCalls } from './lib/stats';
import { formatSize, pickIndex, SEARCH_QUERIES, stepColumns, stepRows } from './lib/growth-steps';
import { check, type BenchOptions, type BudgetCheck, type SectionResult, type SectionTable } from './lib/types';
import { itemAt } from '../lib/list';
import {
  SITEMAP_BENCH_PAGE_SIZE,
  SITEMAP_SIZE_COLUMNS,
  lastFullSitemapFile,
  measureSitemapSizes,
  renderIndex,
  renderProductFile,
  sitemapSizeRow,
  type SitemapSizes,
} from './lib/sitemap-growth';

const FULL_SIZES = [1_000, 10_000, 100_000];
const QUICK_SIZES = [1_000, 10_000];
/** The category page shows 12 products a page (lib/catalogue-paths.ts CATEGORY_PAGE_SIZE). */
const CATEGORY_PAGE_SIZE = 12;
/** get-all-products without page_size (lib/contract DEFAULT_PAGE_SIZE). */
const DEFAULT_PAGE_SIZE = 24;
/** Women: the biggest category of the generated catalogue (about a third of it). */
const BIG_CATEGORY = 1;

/** The acting member the back office's list is handed (the list does not read it). */
const STAFF: StaffRequestContext = {
  token: null,
  clientAddress: '127.0.0.1',
  staff: {
    id: 1,
    name: 'Bench',
    role: 'staff',
    country_code: '+91',
    mobile_number: '9000000000',
    session: { id: 1, kind: 'cookie', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  },
};
/** The back office's product list (issue 29: "keyset pages that stay fast at 100,000 products"). */
const ADMIN_LIST_MEASURES = [
  'admin product list, first page',
  'admin product list, deep page (cursor)',
  'admin product list, one category',
  'admin product list, q=cotton',
];

interface SizedDatabase {
  size: number;
  /** The id in the middle of the catalogue: the back office's deep page starts below it. */
  middleId: number;
  database: ShopDatabase;
  generated: GeneratedCatalogue;
  activeIds: number[];
  /** The last full page (a partly filled last page would make sizes differ by how many products it shows). */
  lastPageAll: number;
  lastPageCategory: number;
  /** The sitemap file timed: the last full range of SITEMAP_BENCH_PAGE_SIZE ids. */
  sitemapFile: number;
  cleanup(): Promise<void>;
}

interface Measure {
  name: string;
  iterations: { full: number; quick: number };
  call(target: SizedDatabase, iteration: number): Promise<unknown>;
}

const MEASURES: Measure[] = [
  {
    name: 'category page (category list + page 1)',
    iterations: { full: 1000, quick: 200 },
    async call() {
      await getCategoryList();
      return getAllProducts({ category_pk: BIG_CATEGORY, page: 1, page_size: CATEGORY_PAGE_SIZE });
    },
  },
  {
    name: 'product page',
    iterations: { full: 1000, quick: 200 },
    call: (target, iteration) =>
      getProductDetail({ product_pk: itemAt(target.activeIds, pickIndex(iteration, target.activeIds.length)) }),
  },
  {
    name: 'get-all-products page 1',
    iterations: { full: 1000, quick: 200 },
    call: () => getAllProducts({ page: 1 }),
  },
  {
    name: 'get-all-products last full page',
    iterations: { full: 1000, quick: 200 },
    call: (target) => getAllProducts({ page: target.lastPageAll }),
  },
  {
    name: 'category last full page',
    iterations: { full: 1000, quick: 200 },
    call: (target) =>
      getAllProducts({ category_pk: BIG_CATEGORY, page: target.lastPageCategory, page_size: CATEGORY_PAGE_SIZE }),
  },
  {
    name: 'admin product list, first page',
    iterations: { full: 400, quick: 80 },
    call: () => listAdminProducts({}, STAFF),
  },
  {
    name: 'admin product list, deep page (cursor)',
    iterations: { full: 400, quick: 80 },
    call: (target) => listAdminProducts({ cursor: String(target.middleId) }, STAFF),
  },
  {
    name: 'admin product list, one category',
    iterations: { full: 400, quick: 80 },
    call: () => listAdminProducts({ category_id: BIG_CATEGORY }, STAFF),
  },
  {
    name: 'admin product list, q=cotton',
    iterations: { full: 400, quick: 80 },
    call: () => listAdminProducts({ q: 'cotton' }, STAFF),
  },
  {
    name: 'search',
    iterations: { full: 400, quick: 80 },
    call: (_target, iteration) => searchProducts({ query: itemAt(SEARCH_QUERIES, iteration % SEARCH_QUERIES.length) }),
  },
  {
    name: 'sitemap index',
    iterations: { full: 400, quick: 80 },
    call: () => renderIndex(),
  },
  {
    name: `sitemap file (last full ${SITEMAP_BENCH_PAGE_SIZE.toLocaleString('en-US')} ids)`,
    iterations: { full: 100, quick: 20 },
    call: (target) => renderProductFile(target.sitemapFile),
  },
];

async function buildSized(dialect: DialectName, postgresUrl: string | null, size: number): Promise<SizedDatabase> {
  const { database, cleanup } = await openScratchDatabase(dialect, { label: 'growth', postgresUrl });
  try {
    await prepareDatabase(database, { seedDemo: false });
    await insertTaxonomy(database);
    const generated = await generateCatalogue(database, size, { seed: 6 });
    const activeIds = (
      await database.db.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('id').execute()
    ).map((row) => Number(row.id));
    setDatabase(database);
    const all = await getAllProducts({ page: 1 });
    const category = await getAllProducts({ category_pk: BIG_CATEGORY, page: 1, page_size: CATEGORY_PAGE_SIZE });
    const middle = await database.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .offset(Math.floor(size / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    return {
      size,
      middleId: Number(middle.id),
      database,
      generated,
      activeIds,
      lastPageAll: Math.max(1, Math.floor(all.count / DEFAULT_PAGE_SIZE)),
      lastPageCategory: Math.max(1, Math.floor(category.count / CATEGORY_PAGE_SIZE)),
      sitemapFile: lastFullSitemapFile(generated.lastId),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** The deep pages must hold what the bench expects of them, or the timings mean nothing. */
async function checkDeepPages(target: SizedDatabase): Promise<void> {
  setDatabase(target.database);
  const last = await getAllProducts({ page: target.lastPageAll });
  const lastCategory = await getAllProducts({
    category_pk: BIG_CATEGORY,
    page: target.lastPageCategory,
    page_size: CATEGORY_PAGE_SIZE,
  });
  const expected = target.activeIds.slice(
    (target.lastPageAll - 1) * DEFAULT_PAGE_SIZE,
    target.lastPageAll * DEFAULT_PAGE_SIZE,
  );
  if (JSON.stringify(last.data.map((product) => product.id)) !== JSON.stringify(expected)) {
    throw new Error(`growth: the last full page of ${target.size} products is not what it should be`);
  }
  if (
    lastCategory.data.length !== CATEGORY_PAGE_SIZE ||
    lastCategory.data.some((product) => product.category_pk !== BIG_CATEGORY)
  ) {
    throw new Error(`growth: the last full category page of ${target.size} products is not full`);
  }
}

/**
 * Rounds of calls interleaved across the sizes, every sample of a size pooled
 * for its percentiles. A step's ratio compares sub-millisecond medians, so a
 * neighbour that slows the machine for a few seconds (a CI job, another
 * session) would skew it if each size were timed in one block; interleaved,
 * the slow seconds land on every size alike.
 */
const ROUNDS = 5;

async function measureDatabase(dialect: DialectName, options: BenchOptions, sizes: number[]) {
  const generated: { size: number; generated: GeneratedCatalogue }[] = [];
  const targets: SizedDatabase[] = [];
  const sitemapSizes = new Map<number, SitemapSizes>();
  const samples = new Map<string, Map<number, number[]>>(
    MEASURES.map((measure) => [measure.name, new Map(sizes.map((size) => [size, []]))]),
  );
  try {
    // Built one size at a time, so each generation has the machine to itself.
    for (const size of sizes) {
      const target = await buildSized(dialect, options.postgresUrl, size);
      targets.push(target);
      await checkDeepPages(target);
      generated.push({ size, generated: target.generated });
    }
    for (const target of targets) {
      setDatabase(target.database);
      for (const measure of MEASURES)
        await timeCalls((i) => measure.call(target, i), 0, Math.min(50, iterationsOf(measure, options)));
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order, so neither size is always timed first in a round.
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        setDatabase(target.database);
        for (const measure of MEASURES) {
          const perRound = Math.ceil(iterationsOf(measure, options) / ROUNDS);
          const times = await timeCalls((i) => measure.call(target, round * perRound + i), perRound, 0);
          samples
            .get(measure.name)!
            .get(target.size)!
            .push(...times);
        }
      }
    }
    for (const target of targets) {
      setDatabase(target.database);
      sitemapSizes.set(target.size, await measureSitemapSizes(target.sitemapFile));
    }
  } finally {
    setDatabase(undefined);
    for (const target of targets) await target.cleanup();
  }
  const results = new Map(
    [...samples].map(([name, bySize]) => [name, new Map([...bySize].map(([size, times]) => [size, summarize(times)]))]),
  );
  return { label: DATABASE_LABELS[dialect], targets: generated, results, sitemapSizes };
}

function iterationsOf(measure: Measure, options: BenchOptions): number {
  return options.quick ? measure.iterations.quick : measure.iterations.full;
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const sizes = options.quick ? QUICK_SIZES : FULL_SIZES;
  const dialects: DialectName[] = options.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const tables: SectionTable[] = [];
  const checks: BudgetCheck[] = [];
  const notes: string[] = [
    `Catalogue sizes ${sizes.map(formatSize).join(', ')} products (bench/generate-catalogue.ts, seed 6: ~95% active, ~2% best sellers, colour variants sharing a product_code).`,
    `Each call timed through lib/server/services/catalogue/catalogue.ts after a warm-up, in ${ROUNDS} rounds interleaved across the sizes (the databases are built one at a time, then timed side by side); milliseconds, p50 / p95.`,
    `Category page: getCategoryList then getAllProducts page 1 of the biggest category (${CATEGORY_PAGE_SIZE} a page); deep pages are the last full pages of the whole catalogue (${DEFAULT_PAGE_SIZE} a page) and of that category.`,
    `Search queries: ${SEARCH_QUERIES.map((q) => `'${q}'`).join(', ')}.`,
    `Sitemap (lib/sitemap.ts, through the in-process API client as the routes call it; not over HTTP, like the rest of this section): the index at the production SITEMAP_PAGE_SIZE (50,000), and one product file of the last full range of ${SITEMAP_BENCH_PAGE_SIZE.toLocaleString('en-US')} ids written as XML (a keyset read at the far end of the catalogue); its bytes per URL give the size of a full 50,000-URL file.`,
    "The back office's product list (listAdminProducts, 50 a page, newest first, keyset on the id): the first page, the page below the middle id, one category (products_admin_category_idx) and a name search for a common word (a name search walks newest first until a page is full: its cost follows how rare the word is, not the catalogue size; a word no name holds reads every name); at 100,000 products each p95 is held to the back office's list budget.",
  ];
  if (!options.postgresUrl) notes.push('PostgreSQL skipped: no PostgreSQL URL was given.');
  const data: Record<string, unknown> = {};

  for (const dialect of dialects) {
    const { label, targets, results, sitemapSizes } = await measureDatabase(dialect, options, sizes);
    data[dialect] = {
      generated: targets,
      results: Object.fromEntries([...results].map(([name, bySize]) => [name, Object.fromEntries(bySize)])),
      sitemap: Object.fromEntries(sitemapSizes),
    };
    notes.push(
      `${label}: generating ${targets.map((t) => `${formatSize(t.size)} took ${round(t.generated.milliseconds / 1000, 1)} s`).join(', ')}.`,
    );

    const { rows, checks: steps } = stepRows(
      results,
      sizes,
      options,
      (name, step) => `${name}: p50 ${step} (${label})`,
    );
    checks.push(...steps);
    tables.push({ title: `Growth on ${label} (ms)`, columns: stepColumns(sizes), rows });
    tables.push({
      title: `Sitemap sizes on ${label}`,
      columns: SITEMAP_SIZE_COLUMNS,
      rows: [...sitemapSizes].map(([size, measured]) => sitemapSizeRow(size, measured)),
    });
    const largest = sitemapSizes.get(itemAt(sizes, sizes.length - 1));
    if (largest)
      checks.push(
        check(
          options.budgets,
          'sitemap_full_file_mb_max',
          `a full 50,000-URL sitemap file at ${formatSize(itemAt(sizes, sizes.length - 1))} products' bytes per URL (${label})`,
          largest.fullFileMb,
          'max',
          'MB',
        ),
      );

    for (const name of ADMIN_LIST_MEASURES) {
      const list = results.get(name)?.get(100_000);
      if (list)
        checks.push(
          check(
            options.budgets,
            'backoffice_list_p95_ms_max',
            `${name} p95 at 100,000 products (${label})`,
            list.p95,
            'max',
            'ms',
          ),
        );
    }
    const search = results.get('search')?.get(100_000);
    if (search)
      checks.push(
        check(
          options.budgets,
          'search_p95_ms_at_100k_max',
          `search p95 at 100,000 products (${label})`,
          search.p95,
          'max',
          'ms',
        ),
      );
  }

  return { section: 'growth', tables, checks, notes, data };
}
