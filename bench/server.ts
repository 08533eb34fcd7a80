/**
 * Server throughput and latency: autocannon on loopback against the
 * production shop (`npm start`, SQLite, demo catalogue) and, in the same run,
 * against a bare node:http server answering the same bytes (the ceiling).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { check, type BenchOptions, type BudgetCheck, type SectionResult } from './lib/types';
import { round } from './lib/stats';
import { captureAnswer, load, startCeiling, type CeilingAnswer } from './lib/load';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { startShop } from '../scripts/shop-server.mjs';
import { firstItem } from '../lib/list';

interface Target {
  name: string;
  path: string;
  /** page and json carry budgets; floor is Next.js's own best on this machine (a prerendered page, an empty route handler). */
  kind: 'page' | 'json' | 'dynamic' | 'floor';
  headers?: Record<string, string>;
}

const PAGE_FLOOR = 'Next floor: prerendered page (/privacy)';
const HANDLER_FLOOR = 'Next floor: empty route handler (/api/health/)';

export async function run(options: BenchOptions): Promise<SectionResult> {
  const seconds = options.quick ? 3 : 10;
  const concurrencies = options.quick ? [10] : [1, 10, 50]; // budgets are read at 10
  const port = Number(process.env.BENCH_PORT ?? 3500);
  const shop = await startShop({ port, sqlitePath: process.env.BENCH_SQLITE_PATH ?? 'data/bench.db', quiet: true });
  const notes: string[] = [];
  try {
    const best = (await (await fetch(`${shop.base}/api/get-top-selling-product/`)).json()) as {
      data: { data: { id: number }[] };
    };
    const productId = firstItem(best.data.data).id;
    const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string };
    };
    const targets: Target[] = [
      { name: 'home page', path: '/', kind: 'page' },
      { name: 'category page', path: '/women', kind: 'page' },
      { name: 'product page (cached)', path: `/product/${productId}`, kind: 'page' },
      // Next's on-demand revalidation header: every request renders the page anew.
      {
        name: 'product page (rendered per request)',
        path: `/product/${productId}`,
        kind: 'dynamic',
        headers: { 'x-prerender-revalidate': manifest.preview.previewModeId },
      },
      {
        name: 'GET /api/get-all-products/',
        path: '/api/get-all-products/?category_pk=1&page=1&page_size=12',
        kind: 'json',
      },
      { name: 'GET /api/search', path: '/api/search?query=kantha%20cotton', kind: 'json' },
      { name: PAGE_FLOOR, path: '/privacy', kind: 'floor' },
      { name: HANDLER_FLOOR, path: '/api/health/', kind: 'floor' },
    ];
    notes.push(
      `product ${productId}; ${seconds} s per run; concurrencies ${concurrencies.join(', ')}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    notes.push(
      'The rendered-per-request product page still reads the catalogue through the data cache, as every render of the shop does.',
    );

    // Capture the exact answers (warming the caches), for the ceiling server.
    const answers: Record<string, CeilingAnswer> = {};
    for (const target of targets) {
      for (let i = 0; i < 3; i += 1) await (await fetch(`${shop.base}${target.path}`)).arrayBuffer();
      answers[target.path] = await captureAnswer(`${shop.base}${target.path}`);
    }
    const ceiling = await startCeiling(answers);

    const rows: (string | number)[][] = [];
    const checks: BudgetCheck[] = [];
    const data: unknown[] = [];
    const floorPath = (name: string) => targets.find((t) => t.name === name)?.path ?? '/';
    /** One target's requests/s from the shop and from the ceiling, back to back, and the share. */
    const measure = async (target: Pick<Target, 'path' | 'headers'>, connections: number) => {
      const shopMeasure = await load(`${shop.base}${target.path}`, connections, seconds, target.headers);
      const ceilingMeasure = await load(`${ceiling.base}${target.path}`, connections, seconds);
      return { shopMeasure, ceilingMeasure, ratio: round(shopMeasure.rps / ceilingMeasure.rps, 3) };
    };
    const judgedAtTen: { target: Target; ratio: number; floorRatio: number }[] = [];
    try {
      for (const target of targets) {
        for (const connections of concurrencies) {
          const { shopMeasure, ceilingMeasure, ratio } = await measure(target, connections);
          rows.push([
            target.name,
            connections,
            shopMeasure.rps,
            shopMeasure.p50,
            shopMeasure.p99,
            ceilingMeasure.rps,
            ratio,
            shopMeasure.errors + shopMeasure.non2xx,
          ]);
          if (shopMeasure.errors + shopMeasure.non2xx > 0)
            notes.push(
              `${target.name} at ${connections}: ${shopMeasure.errors} errors, ${shopMeasure.non2xx} non-2xx answers`,
            );
          // The floor a target is judged against is measured right after it, so both readings share the machine's
          // load of that moment (decision 009, amendment of session 19).
          const judged = connections === 10 && (target.kind === 'page' || target.kind === 'json');
          const floorRatio = judged
            ? (await measure({ path: floorPath(target.kind === 'page' ? PAGE_FLOOR : HANDLER_FLOOR) }, 10)).ratio
            : undefined;
          data.push({
            target: target.name,
            path: target.path,
            connections,
            shop: shopMeasure,
            ceiling: ceilingMeasure,
            ratio,
            floorRatio,
          });
          if (floorRatio !== undefined) judgedAtTen.push({ target, ratio, floorRatio });
        }
      }
      // Budgets at 10 connections. The issue's: the share of the bare server's rate for the same bytes. Ours, to
      // catch our own regressions: that share relative to the share Next.js itself reaches at the same moment (a
      // prerendered page, an empty route handler, measured right after the target), so page size and machine
      // load cancel out.
      for (const { target, ratio, floorRatio } of judgedAtTen) {
        if (target.kind === 'page') {
          checks.push(
            check(
              options.budgets,
              'cached_page_rps_ratio_min',
              `${target.name}: share of the ceiling's requests/s`,
              ratio,
              'min',
              'x',
            ),
          );
          checks.push(
            check(
              options.budgets,
              'cached_page_vs_next_floor_min',
              `${target.name}: that share against a prerendered page's`,
              round(ratio / floorRatio, 3),
              'min',
              'x',
            ),
          );
        }
        if (target.kind === 'json') {
          checks.push(
            check(
              options.budgets,
              'json_rps_ratio_min',
              `${target.name}: share of the ceiling's requests/s`,
              ratio,
              'min',
              'x',
            ),
          );
          checks.push(
            check(
              options.budgets,
              'json_vs_next_floor_min',
              `${target.name}: that share against an empty route handler's`,
              round(ratio / floorRatio, 3),
              'min',
              'x',
            ),
          );
        }
      }
    } finally {
      ceiling.stop();
    }
    return {
      section: 'server',
      tables: [
        {
          title: 'Server throughput (loopback, autocannon)',
          columns: ['target', 'conn', 'req/s', 'p50 ms', 'p99 ms', 'ceiling req/s', 'share', 'errors'],
          rows,
        },
      ],
      checks,
      notes,
      data,
    };
  } finally {
    shop.stop();
  }
}
