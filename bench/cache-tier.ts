/**
 * Through the cache tier (issue 32, item 4): the deploy/ topology (nginx's
 * micro-cache in front of two instances on one PostgreSQL schema and Redis,
 * bench/lib/instances.ts and bench/lib/nginx.ts as `npm run deploy:local`
 * starts it) serving cached catalogue pages and catalogue API reads, at 10
 * and 50 connections, each right before a bare node:http server answering the
 * same bytes (the ceiling, bench/lib/load.ts). In the same run: private
 * answers are never served from the cache, and one instance's cached API read
 * with and without REDIS_URL (the shared-expiry cache handler,
 * lib/server/cache/cache-handler.mjs), in alternating rounds.
 *
 * Every request here says `Accept-Encoding: identity`: the shop answers
 * `Vary: Accept-Encoding`, so nginx keeps one copy per header value, and the
 * ceiling repeats the very bytes nginx sends. Ports: BENCH_CACHE_PORTS
 * (3520,3530), BENCH_CACHE_NGINX_PORT (3540), BENCH_CACHE_SINGLE_PORT (3550, and the next one).
 */
import os from 'node:os';
import { allProductsResponse } from '../lib/contract';
import { stopSharedInvalidation } from '../lib/server/cache/shared-invalidation.mjs';
import { signInBuyers } from './lib/checkout-buyers';
import { DEFAULT_REDIS_URL, startInstances, type Instance } from './lib/instances';
import { captureAnswer, load, startCeiling, type CeilingAnswer, type Measure } from './lib/load';
import { checkPrivateAnswers, get, nginxBinary, startNginx } from './lib/nginx';
import { percentile, round } from './lib/stats';
import { check, type BenchOptions, type BudgetCheck, type SectionResult } from './lib/types';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { startShop } from '../scripts/shop-server.mjs';

const IDENTITY = { 'accept-encoding': 'identity' };
const LISTING = '/api/get-all-products/?category_pk=1&page=1&page_size=12';

interface Target {
  name: string;
  path: string;
}

/** Asks until nginx answers from its cache (X-Cache-Status HIT); false when it never does. */
async function warmUntilHit(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await get(url, IDENTITY);
    if (answer.status === 200 && answer.cache === 'HIT') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function failures(measure: Measure): number {
  return measure.errors + measure.non2xx;
}

/**
 * One instance's cached API read (the listing, from Next's data cache) without and with REDIS_URL, in
 * alternating rounds (plain first, then Redis first, ...), so both share the machine's load of the moment.
 */
async function handlerRounds(
  plain: Instance,
  shared: Instance,
  rounds: number,
  seconds: number,
): Promise<{ rows: (string | number)[][]; ratio: number; data: unknown[] }> {
  for (const instance of [plain, shared])
    for (let i = 0; i < 30; i += 1) await (await fetch(`${instance.base}${LISTING}`, { headers: IDENTITY })).text();
  const rows: (string | number)[][] = [];
  const ratios: number[] = [];
  const data: unknown[] = [];
  for (let round_ = 0; round_ < rounds; round_ += 1) {
    const measureOf = (instance: Instance) => load(`${instance.base}${LISTING}`, 10, seconds, IDENTITY);
    let without: Measure;
    let withRedis: Measure;
    if (round_ % 2 === 0) {
      without = await measureOf(plain);
      withRedis = await measureOf(shared);
    } else {
      withRedis = await measureOf(shared);
      without = await measureOf(plain);
    }
    const ratio = round(withRedis.rps / without.rps, 3);
    ratios.push(ratio);
    rows.push([round_ + 1, without.rps, without.p99, withRedis.rps, withRedis.p99, ratio]);
    data.push({ round: round_ + 1, without, withRedis, ratio });
  }
  return { rows, ratio: percentile(ratios, 50), data };
}

export async function run(options: BenchOptions): Promise<SectionResult> {
  const notes: string[] = [];
  if (!options.postgresUrl) {
    notes.push('PostgreSQL does not answer: the topology (two instances on one database) was not started.');
    return { section: 'cache-tier', tables: [], checks: [], notes };
  }
  const seconds = options.quick ? 3 : 10;
  const concurrencies = options.quick ? [10] : [10, 50];
  const ports = (process.env.BENCH_CACHE_PORTS ?? '3520,3530').split(',').map(Number);
  const nginxPort = Number(process.env.BENCH_CACHE_NGINX_PORT ?? 3540);
  const singlePort = Number(process.env.BENCH_CACHE_SINGLE_PORT ?? 3550);
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  nginxBinary();
  const started = Date.now();
  const topology = await startInstances({
    ports,
    label: 'cachetier',
    databaseUrl: options.postgresUrl,
    redisUrl,
    siteUrl: `http://127.0.0.1:${nginxPort}`,
    env: { TRUST_PROXY: '1' },
  });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  const singles: Instance[] = [];
  try {
    nginx = await startNginx(ports, nginxPort);
    notes.push(
      `nginx ${nginx.base} (deploy/nginx.conf, ${os.cpus().length} CPUs, worker_processes auto) -> ${ports.join(', ')} on PostgreSQL and Redis, up in ${((Date.now() - started) / 1000).toFixed(1)} s; ${seconds} s per run; Accept-Encoding: identity`,
    );
    const listing = allProductsResponse.parse(JSON.parse((await get(`${nginx.base}${LISTING}`, IDENTITY)).body));
    const product = listing.data[0];
    if (!product) throw new Error('empty listing');
    const pages: Target[] = [
      { name: 'home page', path: '/' },
      { name: 'category page', path: '/women' },
      { name: 'product page', path: `/product/${product.id}` },
    ];
    const apis: Target[] = [
      { name: 'GET /api/get-all-products/', path: LISTING },
      { name: 'GET /api/get-all-category-list/', path: '/api/get-all-category-list/' },
      { name: 'GET /api/get-top-selling-product/', path: '/api/get-top-selling-product/' },
    ];
    // The quick run (CI): one page and one API read, at 10 connections.
    const targets = options.quick ? [pages[2] as Target, apis[0] as Target] : [...pages, ...apis];

    const answers: Record<string, CeilingAnswer> = {};
    for (const target of targets) {
      if (!(await warmUntilHit(`${nginx.base}${target.path}`)))
        throw new Error(`${target.path} is not served from nginx's cache: nothing to measure`);
      answers[target.path] = await captureAnswer(`${nginx.base}${target.path}`, IDENTITY);
    }
    ceiling = await startCeiling(answers);

    const rows: (string | number)[][] = [];
    const checks: BudgetCheck[] = [];
    const data: unknown[] = [];
    for (const target of targets) {
      for (const connections of concurrencies) {
        const cached = await load(`${nginx.base}${target.path}`, connections, seconds, IDENTITY);
        const bare = await load(`${ceiling.base}${target.path}`, connections, seconds);
        const share = round(cached.rps / bare.rps, 3);
        const kb = round(Buffer.from(answers[target.path]?.body ?? '', 'base64').length / 1024, 1);
        rows.push([
          target.name,
          kb,
          connections,
          cached.rps,
          cached.p50,
          cached.p99,
          bare.rps,
          bare.p99,
          share,
          failures(cached),
        ]);
        data.push({ target: target.name, path: target.path, kb, connections, cached, ceiling: bare, share });
        if (failures(cached) > 0)
          notes.push(`${target.name} at ${connections}: ${cached.errors} errors, ${cached.non2xx} non-2xx answers`);
        const label = `${target.name} through nginx at ${connections}`;
        checks.push(
          check(
            options.budgets,
            'cache_tier_rps_ratio_min',
            `${label}: share of the ceiling's requests/s`,
            share,
            'min',
            'x',
          ),
          check(
            options.budgets,
            connections === 10 ? 'cache_tier_p99_ms_max' : 'cache_tier_p99_ms_at_50_max',
            `${label}: p99`,
            cached.p99,
            'max',
            'ms',
          ),
        );
      }
    }
    ceiling.stop();
    ceiling = undefined;

    // Private answers, in the same run: never from the cache.
    const privateChecks: { ok: boolean; what: string }[] = [];
    const buyers = await signInBuyers(2, topology.outbox);
    await checkPrivateAnswers(nginx.base, buyers, (ok, what) => privateChecks.push({ ok, what }));
    const cachedPrivate = privateChecks.filter((entry) => !entry.ok);
    for (const entry of cachedPrivate) notes.push(`private answer check failed: ${entry.what}`);
    checks.push(
      check(
        options.budgets,
        'cache_tier_private_cached_max',
        `private answers (account, cart, admin, shopper's pages, a cookie): checks failed of ${privateChecks.length}`,
        cachedPrivate.length,
        'max',
        '',
      ),
    );

    // The cache handler on one instance: two more instances on the same database, started alike, one without
    // REDIS_URL (Next's own cache) and one with it (the handler, listening to Redis), asked directly.
    const startSingle = async (port: number, redis: string) =>
      (await startShop({
        port,
        sqlitePath: 'data/cachetier-unused.db',
        env: { ...topology.env, REDIS_URL: redis },
        quiet: !process.env.INSTANCES_VERBOSE,
      })) as Instance;
    singles.push(await startSingle(singlePort, ''));
    singles.push(await startSingle(singlePort + 1, redisUrl));
    const handler = await handlerRounds(
      singles[0] as Instance,
      singles[1] as Instance,
      options.quick ? 3 : 5,
      options.quick ? 3 : 5,
    );
    checks.push(
      check(
        options.budgets,
        'redis_handler_rps_ratio_min',
        `one instance, ${LISTING}: req/s with REDIS_URL (cache handler) over without, median of ${handler.rows.length} rounds`,
        handler.ratio,
        'min',
        'x',
      ),
    );

    return {
      section: 'cache-tier',
      tables: [
        {
          title: 'Through the cache tier (nginx micro-cache, two instances), against the ceiling',
          columns: [
            'target',
            'KB',
            'conn',
            'req/s',
            'p50 ms',
            'p99 ms',
            'ceiling req/s',
            'ceiling p99',
            'share',
            'errors',
          ],
          rows,
        },
        {
          title: `One instance, cached API read (${LISTING}), 10 connections: without and with REDIS_URL`,
          columns: ['round', 'without req/s', 'p99 ms', 'with REDIS_URL req/s', 'p99 ms', 'ratio'],
          rows: handler.rows,
        },
      ],
      checks,
      notes,
      data: { throughput: data, privateChecks, handler: handler.data },
    };
  } finally {
    ceiling?.stop();
    for (const instance of singles) instance.stop();
    nginx?.process.kill('SIGQUIT');
    await stopSharedInvalidation();
    await topology.stop();
  }
}
