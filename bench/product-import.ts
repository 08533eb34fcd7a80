/**
 * Products import (issue 29, item 4: "a 5,000-row import, time and peak memory"), on SQLite and on
 * PostgreSQL: a Shopify product CSV of 5,000 rows (1,250 products of 4 sizes, each with a picture of the
 * shop's own) imported into a fresh database through the service the route handler calls
 * (lib/server/services/catalogue/product-import.ts): the check of every row, then the job applying all rows
 * in one transaction. Measured: the time of each step, the process's peak RSS above where it started
 * (sampled every 10 ms), and the longest the event loop was held while the job ran (what other requests
 * would wait). The quick run (CI) imports the same file: the budget is for 5,000 rows.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { setDatabase } from '../lib/server/db/connection';
import type { DialectName } from '../lib/server/db/dialect';
import { prepareDatabase } from '../lib/server/db/prepare';
import { SHOPIFY_COLUMNS } from '../lib/server/services/catalogue/product-csv';
import { importProducts, settleImportJobs } from '../lib/server/services/catalogue/product-import';
import type { StaffRequestContext } from '../lib/server/services/request-context';
import { insertTaxonomy } from './generate-catalogue';
import { DATABASE_LABELS, openScratchDatabase } from './lib/scratch-database';
import { round } from './lib/stats';
import { check, type BenchOptions, type BudgetCheck, type SectionResult } from './lib/types';

const PRODUCTS = 1_250;
const SIZES = ['S', 'M', 'L', 'XL'];

/** The file: 5,000 rows, one per size; the first row of each product carries its fields and its picture. */
function importFile(category: string): string {
  const rows: string[][] = [[...SHOPIFY_COLUMNS]];
  for (let n = 1; n <= PRODUCTS; n += 1)
    for (const [index, size] of SIZES.entries()) {
      const first = index === 0;
      rows.push([
        `bench-kurta-${n}`,
        first ? `Bench kurta ${n}` : '',
        first ? `<p>Hand block printed cotton kurta number ${n}, <em>soft</em> and breathable.</p>` : '',
        first ? 'Bench' : '',
        first ? category : '',
        first ? 'best seller' : '',
        first ? 'Size' : '',
        size,
        `BK${n}-${size}`,
        String((n + index) % 9),
        '24.50',
        '30.00',
        first ? `/media/pictures/${n.toString(16).padStart(32, '0')}/w960.webp` : '',
        first ? `Bench kurta ${n}, front` : '',
        first ? 'active' : '',
      ]);
    }
  return stringify(rows);
}

async function measureDatabase(dialect: DialectName, options: BenchOptions) {
  const { database, cleanup } = await openScratchDatabase(dialect, {
    label: 'productimport',
    postgresUrl: options.postgresUrl,
  });
  try {
    await prepareDatabase(database, { seedDemo: false });
    await insertTaxonomy(database);
    const category = await database.db.selectFrom('categories').select('name').orderBy('id').executeTakeFirstOrThrow();
    const staff = await database.db
      .insertInto('staff')
      .values({
        country_code: '+91',
        mobile_number: '9000000001',
        name: 'Bench Owner',
        role: 'owner',
        active: 1,
        totp_secret: null,
        totp_enrolled: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context: StaffRequestContext = {
      token: null,
      clientAddress: '127.0.0.1',
      staff: {
        id: staff.id,
        name: 'Bench Owner',
        role: 'owner',
        country_code: '+91',
        mobile_number: '9000000001',
        session: { id: 1, kind: 'cookie', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      },
    };
    setDatabase(database);
    const csv = importFile(category.name);
    global.gc?.();
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const started = performance.now();
    const answer = await importProducts({ file: new File([csv], 'bench.csv', { type: 'text/csv' }) }, context);
    const checked = performance.now();
    loop.enable();
    await settleImportJobs();
    loop.disable();
    const applied = performance.now();
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const job = await database.db
      .selectFrom('product_import_jobs')
      .selectAll()
      .where('id', '=', answer.job.id)
      .executeTakeFirstOrThrow();
    if (job.status !== 'done' || job.created !== PRODUCTS)
      throw new Error(`product-import: the job ended ${job.status} with ${job.created} created: ${job.errors}`);
    return {
      label: DATABASE_LABELS[dialect],
      bytes: Buffer.byteLength(csv),
      checkSeconds: round((checked - started) / 1000),
      applySeconds: round((applied - checked) / 1000),
      totalSeconds: round((applied - started) / 1000),
      peakRssMb: round((peakRss - startRss) / 2 ** 20, 1),
      maxLoopBlockMs: round(loop.max / 1e6, 1),
    };
  } finally {
    setDatabase(undefined);
    await cleanup();
  }
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const dialects: DialectName[] = options.postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const results = [];
  for (const dialect of dialects) results.push(await measureDatabase(dialect, options));
  const checks: BudgetCheck[] = results.flatMap((result) => [
    check(
      options.budgets,
      'import_5000_rows_s_max',
      `5,000-row import, check and apply (${result.label})`,
      result.totalSeconds,
      'max',
      's',
    ),
    check(
      options.budgets,
      'import_5000_rows_peak_rss_mb_max',
      `5,000-row import, peak RSS above the start (${result.label})`,
      result.peakRssMb,
      'max',
      'MB',
    ),
    check(
      options.budgets,
      'import_event_loop_block_ms_max',
      `5,000-row import, longest event-loop block while applying (${result.label})`,
      result.maxLoopBlockMs,
      'max',
      'ms',
    ),
  ]);
  return {
    section: 'product-import',
    tables: [
      {
        title: `Products import: a Shopify CSV of 5,000 rows (${PRODUCTS} products x ${SIZES.length} sizes)`,
        columns: ['database', 'file KB', 'check s', 'apply s', 'total s', 'peak RSS +MB', 'max loop block ms'],
        rows: results.map((result) => [
          result.label,
          round(result.bytes / 1024, 0),
          result.checkSeconds,
          result.applySeconds,
          result.totalSeconds,
          result.peakRssMb,
          result.maxLoopBlockMs,
        ]),
      },
    ],
    checks,
    notes: [
      options.postgresUrl ? 'SQLite and PostgreSQL' : 'PostgreSQL skipped: no database answered',
      'One transaction for all rows (all or none); the job yields to the event loop every 5 products.',
    ],
    data: results,
  };
}
