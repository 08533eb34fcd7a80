/**
 * The crash test's set-up (bench/crash.ts): its settings, the scratch
 * database, the production server it kills and restarts, the buyers and
 * their stock, and the commands it runs afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type ShopDatabase } from '../../lib/server/db/connection';
import { dropShopSchema, prepareDatabase } from '../../lib/server/db/prepare';
import { insertSessionToken } from '../../lib/server/services/accounts/repositories/sessions';
import { insertUser } from '../../lib/server/services/accounts/repositories/users';
import { hashSessionToken } from '../../lib/server/services/accounts/auth';

export const root = path.resolve(__dirname, '..', '..');
export const quick = process.argv.includes('--quick');
const BUYERS = quick ? 12 : 48;
export const KILLS = quick ? 2 : 3;
/** Load between two kills, in milliseconds. */
export const LOAD_MS = quick ? 8_000 : 25_000;
export const PORT = Number(process.env.CRASH_PORT ?? 3600);
export const base = `http://127.0.0.1:${PORT}`;

export type Kind = 'SQLite' | 'PostgreSQL';

export interface Target {
  kind: Kind;
  database: ShopDatabase;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export interface Buyer {
  id: number;
  auth: Record<string, string>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Without the demo's delivered orders: the crash test owes every confirmed order its confirmation message.
export async function openTarget(kind: Kind): Promise<Target> {
  if (kind === 'PostgreSQL') {
    const url = process.env.BENCH_DATABASE_URL!;
    const schema = `crash_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: url, schema });
    await prepareDatabase(database, { seedDemo: true, demoOrders: false });
    return {
      kind,
      database,
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, SQLITE_PATH: '' },
      async cleanup() {
        await dropShopSchema(database, schema);
        await database.db.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-sqlite-'));
  const file = path.join(dir, 'shop.db');
  const database = await openDatabase({ sqlitePath: file });
  await prepareDatabase(database, { seedDemo: true, demoOrders: false });
  return {
    kind,
    database,
    env: { DATABASE_URL: '', SQLITE_PATH: file },
    async cleanup() {
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server as `npm start` runs it (serve.mjs), in its own process group so SIGKILL takes all of it. */
export class Server {
  private child: ChildProcess | undefined;
  starts = 0;
  constructor(
    private readonly env: Record<string, string>,
    private readonly log: string,
  ) {}

  async start(): Promise<number> {
    const began = Date.now();
    const out = fs.openSync(this.log, 'a');
    this.child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(PORT)], {
      cwd: root,
      env: { ...process.env, ...this.env, NODE_ENV: 'production' },
      stdio: ['ignore', out, out],
      detached: true,
    });
    fs.closeSync(out);
    this.starts += 1;
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(`The server exited with ${this.child.exitCode}; see ${this.log}`);
      try {
        if ((await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(2000) })).ok) return Date.now() - began;
      } catch {
        // not up yet
      }
      if (Date.now() - began > 180_000) throw new Error(`The server did not answer within 180 s; see ${this.log}`);
      await sleep(200);
    }
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // gone already
    }
    return exited;
  }
}

export async function createBuyers(target: Target): Promise<Buyer[]> {
  const { db } = target.database;
  const buyers: Buyer[] = [];
  const now = new Date();
  for (let i = 0; i < BUYERS; i += 1) {
    const id = await insertUser(db, {
      first_name: 'Crash',
      last_name: `Buyer ${i}`,
      email: `crash-buyer-${i}@example.com`,
      country_code: '+91',
      mobile_number: `98${String(10_000_000 + i).slice(-8)}`,
      created_at: now.toISOString(),
      // Confirmed addresses: every confirmation is owed on both channels.
      email_confirmed_at: now.toISOString(),
    });
    const token = crypto.randomBytes(32).toString('base64url');
    await insertSessionToken(db, {
      userId: id,
      tokenHash: hashSessionToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
    buyers.push({
      id,
      auth: { authorization: `Token ${token}`, 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    });
  }
  return buyers;
}

/** Product sizes with plenty of stock, so the kills, not sold-out sizes, decide what happens. */
export async function stockUp(target: Target): Promise<{ productId: number; size: string }[]> {
  const { db } = target.database;
  const sizes = await db
    .selectFrom('product_stock')
    .innerJoin('products', 'products.id', 'product_stock.product_id')
    .select(['product_stock.product_id as productId', 'product_stock.size as size'])
    .where('products.is_active', '=', 1)
    .orderBy('product_stock.product_id')
    .limit(12)
    .execute();
  for (const size of sizes)
    await db
      .updateTable('product_stock')
      .set({ quantity: 100_000 })
      .where('product_id', '=', size.productId)
      .where('size', '=', size.size)
      .execute();
  return sizes;
}

export function runCommand(script: string, env: Record<string, string>): string {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', script],
    {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 && result.status !== 2)
    throw new Error(`${script} exited ${result.status}: ${result.stderr}`);
  return result.stdout.trim();
}
