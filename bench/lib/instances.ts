/**
 * Several shop instances (`npm start` each) on one PostgreSQL schema and one
 * Redis, for bench/instances.ts and deploy/run-local.ts (issue 14). The
 * script that starts them also opens the same database in-process, so it can
 * call the services (setProductPrice) the back office will.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, setDatabase, type ShopDatabase } from '../../lib/server/db/connection';
import { CACHE_TAGS } from '../../lib/server/cached-reads';
import { expireTags } from '../../lib/server/cache/shared-invalidation.mjs';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { startShop } from '../../scripts/shop-server.mjs';
import { dropShopSchema } from '../../lib/server/db/prepare';
import { resetConfigForTests } from '../../lib/server/config';

export interface Instance {
  base: string;
  stop: () => void;
}

export interface Topology {
  instances: Instance[];
  database: ShopDatabase;
  /** Where the instances (and this process) write their messages: login codes are read here. */
  outbox: string;
  /** The settings every instance got (database, schema, Redis, secret, outbox), for starting another beside them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Starts one instance per port on a fresh PostgreSQL schema (dropped by
 * stop()), sharing REDIS_URL and AUTH_SECRET, one after the other (the first
 * migrates and seeds). This process gets the same settings, and the
 * database as its own, for calling services.
 */
export async function startInstances(options: {
  ports: number[];
  label: string;
  databaseUrl?: string;
  redisUrl?: string | null;
  siteUrl?: string;
  env?: Record<string, string>;
}): Promise<Topology> {
  const databaseUrl = options.databaseUrl ?? process.env.INSTANCES_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const schema = `${options.label}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), `${options.label}-outbox-`));
  const shared: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: options.redisUrl ?? '',
    AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    OUTBOX_DIR: outbox,
    PAYMENT_SANDBOX: 'true',
    ...options.env,
  };
  Object.assign(process.env, shared);
  // A second topology in one process (a quick bench measures a section again): this process's services read the
  // new secret and outbox, not those of the first.
  resetConfigForTests();
  // A fresh database: pages and answers .next/ holds from an earlier run are out of date. The
  // instances read this expiry from Redis as they start.
  if (options.redisUrl) await expireTags([CACHE_TAGS.catalogue, CACHE_TAGS.blog]);
  const instances: Instance[] = [];
  const stopAll = () => {
    for (const instance of instances) instance.stop();
  };
  try {
    for (const port of options.ports) {
      const env = { ...shared, ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}) };
      instances.push(
        (await startShop({
          port,
          sqlitePath: `data/${options.label}-unused.db`,
          env,
          quiet: !process.env.INSTANCES_VERBOSE,
        })) as Instance,
      );
    }
  } catch (error) {
    stopAll();
    throw error;
  }
  const database = await openDatabase({ databaseUrl, schema });
  setDatabase(database);
  return {
    instances,
    database,
    outbox,
    env: shared,
    async stop() {
      stopAll();
      // Let the servers close their pools before the schema goes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      setDatabase(undefined);
      await dropShopSchema(database, schema);
      await database.db.destroy();
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/** The product's offer price as its page states it (the JSON-LD offer, which is the price charged). */
export function pageShowsPrice(html: string, price: number): boolean {
  return html.includes(`"@type":"Offer","price":${price},`);
}

/** Polls `read` until it answers true; the milliseconds it took, or null after `timeoutMs`. */
export async function msUntil(read: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start <= timeoutMs) {
    if (await read()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return null;
}
