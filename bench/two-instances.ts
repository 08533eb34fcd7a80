/**
 * npm run check:two-instances: two shops started at the same moment, as a
 * deploy of two instances does, on one empty PostgreSQL schema (it does not
 * exist yet). Both must come up (one migrates and seeds under the prepare
 * lock, the other waits and finds it done: docs/decisions/022), both must
 * answer /api/ready/ and the catalogue calls, the catalogue must be there
 * exactly once, and both must stop on SIGTERM with exit code 0.
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test;
 * a schema of its own, dropped afterwards), INSTANCES_PORTS (default 3530,3531).
 * Needs a build (`npm run build`); exits 1 on any failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../lib/server/db/connection';
import { demoProducts } from '../lib/server/seed/demo-catalogue';
import { CATEGORIES } from '../lib/server/seed/taxonomy';
import { dropShopSchema } from '../lib/server/db/prepare';

const root = path.resolve(__dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ports = (process.env.INSTANCES_PORTS || '3530,3531').split(',').map(Number);
const schema = `two_instances_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
const authSecret = crypto.randomBytes(32).toString('base64url');

interface Instance {
  port: number;
  base: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
}

/** `npm start` (tsx scripts/start.ts) in a process group of its own, so the whole tree can be stopped. */
function startInstance(port: number): Instance {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        SITE_URL: base,
        AUTH_SECRET: authSecret,
        IP_LOCATION_URL: '',
      },
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) =>
    output.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${port}] ${line}`),
    );
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, base, child, output, exit };
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function waitUntilReady(instance: Instance, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (instance.child.exitCode !== null)
      throw new Error(`the instance on port ${instance.port} exited with code ${instance.child.exitCode}`);
    const status = await fetch(`${instance.base}/api/ready/`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on port ${instance.port} was not ready within ${timeoutMs / 1000} s`);
}

function check(condition: boolean, what: string, failures: string[]): void {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
  if (!condition) failures.push(what);
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.error('two-instances: no build found: run `npm run build` first (two instances must not both build)');
    return 1;
  }
  const failures: string[] = [];
  console.log(
    `two-instances: starting shops on ports ${ports.join(' and ')} at the same moment, PostgreSQL schema ${schema} (empty)`,
  );
  const instances = ports.map(startInstance);
  try {
    const readyAfter = await Promise.all(instances.map((instance) => waitUntilReady(instance, 180_000)));
    instances.forEach((instance, index) =>
      check(
        true,
        `port ${instance.port}: /api/ready/ 200 after ${((readyAfter[index] ?? 0) / 1000).toFixed(1)} s`,
        failures,
      ),
    );

    for (const instance of instances) {
      const categories = await getJson(`${instance.base}/api/get-all-category-list/`);
      const list = (categories.body as { categories?: unknown[] } | null)?.categories ?? [];
      check(
        categories.status === 200 && list.length === CATEGORIES.length,
        `port ${instance.port}: get-all-category-list 200 with ${list.length} categories`,
        failures,
      );
      const products = await getJson(`${instance.base}/api/get-all-products/?page_size=5`);
      const count = (products.body as { count?: number } | null)?.count;
      check(
        products.status === 200 && typeof count === 'number' && count > 0,
        `port ${instance.port}: get-all-products 200, count ${String(count)}`,
        failures,
      );
    }

    const seeded = instances
      .flatMap((instance) => instance.output)
      .filter((line) => /seeded \d+ demo products/.test(line));
    const kept = instances
      .flatMap((instance) => instance.output)
      .filter((line) => /0 migration\(s\) applied, catalogue kept/.test(line));
    check(
      seeded.length === 1 && kept.length === 1,
      `one instance migrated and seeded, the other found it done (${seeded.length} seeded, ${kept.length} kept)`,
      failures,
    );

    const database = await openDatabase({ databaseUrl, schema });
    try {
      const { rows } = await sql<{ categories: number; products: number }>`
        select (select count(*) from categories) as categories, (select count(*) from products) as products`.execute(
        database.db,
      );
      const counts = rows[0];
      check(
        counts?.categories === CATEGORIES.length && counts.products === demoProducts.length,
        `one copy of the seed: ${String(counts?.categories)} categories, ${String(counts?.products)} products`,
        failures,
      );
    } finally {
      await database.db.destroy();
    }

    for (const instance of instances) process.kill(-(instance.child.pid ?? 0), 'SIGTERM');
    const codes = await Promise.all(instances.map((instance) => instance.exit));
    instances.forEach((instance, index) =>
      check(codes[index] === 0, `port ${instance.port}: SIGTERM, exit code ${String(codes[index])}`, failures),
    );
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    console.error(`FAIL ${failures.at(-1)}`);
  } finally {
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        try {
          process.kill(-(instance.child.pid ?? 0), 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    const cleanup = await openDatabase({ databaseUrl, schema });
    await dropShopSchema(cleanup, schema);
    await cleanup.db.destroy();
  }
  if (failures.length > 0) {
    console.error('\ntwo-instances: FAILED. What the instances printed:');
    for (const line of instances.flatMap((instance) => instance.output)) console.error(line);
    return 1;
  }
  console.log('two-instances: both instances served and stopped cleanly');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
