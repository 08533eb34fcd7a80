/**
 * Section 3 of issue #6: search relevance. The judged queries of
 * bench/search-judgements.json (misspellings, prefixes, plurals, multi-word
 * queries, Hindi craft names, synonyms, queries that must find nothing) run
 * through the real search service on the demo catalogue, on SQLite and on
 * PostgreSQL, scored by recall at 10 against budget search_recall_at_10_min.
 *
 * Search latency at 100,000 products is measured by the growth section,
 * which calls the same service at each catalogue size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { endpoints, type ProductSummary } from '../lib/contract';
import { setDatabase } from '../lib/server/db/connection';
import { prepareDatabase } from '../lib/server/db/prepare';
import { searchProducts } from '../lib/server/services/catalogue/catalogue';
import { check, type BenchOptions, type BudgetCheck, type SectionResult, type SectionTable } from './lib/types';
import { openScratchDatabase, type ScratchDatabase } from './lib/scratch-database';
import { round, summarize } from './lib/stats';
import { itemAt } from '../lib/list';

const RANK_CUTOFF = 10;
/** Timed passes over the query set (after one untimed pass), for the demo-catalogue latency note. */
const LATENCY_PASSES = 5;

interface Judgement {
  query: string;
  category: string;
  why: string;
  /** Names of the active demo products a shopper means (names are unique in the demo). */
  expected: string[];
}

interface JudgementFile {
  about: string[];
  queries: Judgement[];
}

interface QueryScore {
  query: string;
  category: string;
  expected: number;
  found: number;
  recall: number;
  /** Expected products missing from the first 10. */
  missed: string[];
  /** The first 10 names returned. */
  top: string[];
}

interface DatabaseScore {
  kind: 'SQLite' | 'PostgreSQL';
  scores: QueryScore[];
  recall: number;
  latency: { p50: number; p95: number };
}

export function loadJudgements(): Judgement[] {
  const file = JSON.parse(fs.readFileSync(path.join(__dirname, 'search-judgements.json'), 'utf8')) as JudgementFile;
  return file.queries;
}

/** Recall at 10: expected products among the first 10 / min(expected, 10); a query expecting nothing scores 1 only when nothing comes back. */
export function recallAt10(expectedIds: number[], returnedIds: number[]): number {
  if (expectedIds.length === 0) return returnedIds.length === 0 ? 1 : 0;
  const top = new Set(returnedIds.slice(0, RANK_CUTOFF));
  const found = expectedIds.filter((id) => top.has(id)).length;
  return found / Math.min(expectedIds.length, RANK_CUTOFF);
}

async function search(query: string): Promise<ProductSummary[]> {
  return (await searchProducts(endpoints.searchProducts.input.parse({ query }))).data;
}

async function scoreDatabase(target: ScratchDatabase, judgements: Judgement[]): Promise<DatabaseScore> {
  const { database } = target;
  await prepareDatabase(database, { seedDemo: true });
  setDatabase(database);
  try {
    const rows = await database.db.selectFrom('products').select(['id', 'name']).where('is_active', '=', 1).execute();
    const idsByName = new Map(rows.map((row) => [row.name, Number(row.id)]));
    const scores: QueryScore[] = [];
    for (const judgement of judgements) {
      const expectedIds = judgement.expected.map((name) => {
        const id = idsByName.get(name);
        if (id === undefined)
          throw new Error(`search-judgements.json: '${name}' (for '${judgement.query}') is not an active demo product`);
        return id;
      });
      const results = await search(judgement.query);
      const top = results.slice(0, RANK_CUTOFF);
      const topIds = new Set(top.map((product) => product.id));
      scores.push({
        query: judgement.query,
        category: judgement.category,
        expected: judgement.expected.length,
        found: expectedIds.filter((id) => topIds.has(id)).length,
        recall: recallAt10(
          expectedIds,
          results.map((product) => product.id),
        ),
        missed:
          judgement.expected.length <= RANK_CUTOFF
            ? judgement.expected.filter((_, i) => !topIds.has(itemAt(expectedIds, i)))
            : [],
        top: top.map((product) => product.product_name),
      });
    }
    for (const judgement of judgements) await search(judgement.query);
    const times: number[] = [];
    for (let pass = 0; pass < LATENCY_PASSES; pass += 1) {
      for (const judgement of judgements) {
        const start = process.hrtime.bigint();
        await search(judgement.query);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    const { p50, p95 } = summarize(times);
    return { kind: target.kind, scores, recall: mean(scores.map((score) => score.recall)), latency: { p50, p95 } };
  } finally {
    setDatabase(undefined);
  }
}

function mean(values: number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const judgements = loadJudgements();
  const results: DatabaseScore[] = [];
  const notes: string[] = [
    `${judgements.length} judged queries (bench/search-judgements.json) on the demo catalogue, through the search service; recall at 10 = expected products in the first 10 / min(expected, 10), 1 or 0 for a query that must find nothing.`,
    'Search latency at 100,000 products: see the growth section.',
  ];

  const openers: (() => Promise<ScratchDatabase>)[] = [
    () => openScratchDatabase('sqlite', { label: 'search', postgresUrl: null }),
  ];
  if (options.postgresUrl) {
    const url = options.postgresUrl;
    openers.push(() => openScratchDatabase('postgres', { label: 'search', postgresUrl: url }));
  } else {
    notes.push('PostgreSQL skipped: no database answered.');
  }
  for (const open of openers) {
    const target = await open();
    try {
      results.push(await scoreDatabase(target, judgements));
    } finally {
      await target.cleanup();
    }
  }

  const categories = [...new Set(judgements.map((judgement) => judgement.category))];
  const byCategory: SectionTable = {
    title: 'Search relevance: recall at 10 by kind of query (demo catalogue)',
    columns: ['kind of query', 'queries', ...results.map((result) => result.kind)],
    rows: [
      ...categories.map((category) => [
        category,
        judgements.filter((judgement) => judgement.category === category).length,
        ...results.map((result) =>
          round(mean(result.scores.filter((score) => score.category === category).map((score) => score.recall)), 3),
        ),
      ]),
      ['all', judgements.length, ...results.map((result) => round(result.recall, 3))],
    ],
  };
  const byQuery: SectionTable = {
    title: 'Search relevance by query (expected products found in the first 10)',
    columns: [
      'query',
      'kind',
      'expected',
      ...results.flatMap((result) => [`${result.kind} found`, `${result.kind} recall`]),
    ],
    rows: judgements.map((judgement, index) => [
      judgement.query,
      judgement.category,
      judgement.expected.length,
      ...results.flatMap((result) => [
        itemAt(result.scores, index).found,
        round(itemAt(result.scores, index).recall, 3),
      ]),
    ]),
  };
  const latency: SectionTable = {
    title: `Search latency on the demo catalogue (${LATENCY_PASSES} passes over the judged queries, ms)`,
    columns: ['database', 'p50', 'p95'],
    rows: results.map((result) => [result.kind, result.latency.p50, result.latency.p95]),
  };

  const checks: BudgetCheck[] = results.map((result) =>
    check(
      options.budgets,
      'search_recall_at_10_min',
      `search recall at 10, demo catalogue (${result.kind})`,
      round(result.recall, 3),
      'min',
      '',
    ),
  );
  for (const result of results) {
    const misses = result.scores.filter((score) => score.recall < 1);
    if (misses.length > 0) {
      notes.push(
        `${result.kind} below 1: ${misses.map((score) => `'${score.query}' ${round(score.recall, 2)}${score.missed.length > 0 ? ` (missed ${score.missed.join(', ')})` : ''}`).join('; ')}.`,
      );
    }
  }

  return { section: 'search', tables: [byCategory, byQuery, latency], checks, notes, data: results };
}
