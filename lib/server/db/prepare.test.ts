import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_TEST_DATABASE_URL, testDatabaseKind } from '@/lib/testing/test-database';
import { openDatabase, type ShopDatabase } from './connection';
import { getMigrations } from './migrations';
import { DEMO_PROMO_CODES } from '../seed/seed';
import { demoBlogPosts, demoProducts } from '../seed/demo-catalogue';
import { CATEGORIES } from '../seed/taxonomy';
import { dropShopSchema } from '@/lib/server/db/prepare';

const root = path.resolve(__dirname, '..', '..', '..');

/** `npm run db:prepare` (what npm start runs first) as a process of its own. */
function runPrepare(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--conditions=react-server',
        'scripts/db.ts',
        'prepare',
      ],
      { cwd: root, env: { ...process.env, AUTH_SECRET: 'p'.repeat(40), SEED_DEMO: 'true', ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function count(database: ShopDatabase, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
  return Number(rows[0]?.n);
}

describe('two instances preparing one empty database at the same moment', () => {
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const postgres = testDatabaseKind() === 'postgres';
  const databaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const schema = `test_prepare_${suffix}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prepare-'));
  const sqlitePath = path.join(dir, 'shop.db');
  let database: ShopDatabase | undefined;

  afterAll(async () => {
    if (database && postgres) await dropShopSchema(database, schema);
    await database?.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both succeed, one migrates and seeds, the other waits and finds it done: one copy of the seed', async () => {
    // Nothing exists yet: not the schema (PostgreSQL), not the file (SQLite).
    const env: Record<string, string> = postgres
      ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
      : { DATABASE_URL: '', SQLITE_PATH: sqlitePath };
    expect(fs.existsSync(sqlitePath)).toBe(false);

    const [first, second] = await Promise.all([runPrepare(env), runPrepare(env)]);

    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
    expect({ code: second.code, stderr: second.stderr }).toEqual({ code: 0, stderr: '' });
    const outputs = [first.stdout, second.stdout];
    const migrationCount = Object.keys(getMigrations(postgres ? 'postgres' : 'sqlite')).length;
    // Exactly one did the work; the other found every migration applied and the catalogue present.
    expect(
      outputs.filter((out) =>
        out.includes(`${migrationCount} migration(s) applied, seeded ${demoProducts.length} demo products`),
      ),
    ).toHaveLength(1);
    expect(outputs.filter((out) => out.includes('0 migration(s) applied, catalogue kept'))).toHaveLength(1);

    database = await openDatabase(postgres ? { databaseUrl, schema } : { sqlitePath });
    expect(await count(database, 'kysely_migration')).toBe(migrationCount);
    expect(await count(database, 'categories')).toBe(CATEGORIES.length);
    expect(await count(database, 'products')).toBe(demoProducts.length);
    expect(await count(database, 'blog_posts')).toBe(demoBlogPosts.length);
    expect(await count(database, 'promo_codes')).toBe(DEMO_PROMO_CODES.length);
  }, 120_000);
});
