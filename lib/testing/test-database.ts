import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, setDatabase, type ShopDatabase } from '@/lib/server/db/connection';
import { dropShopSchema, prepareDatabase } from '@/lib/server/db/prepare';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase extends ShopDatabase {
  /** The settings that point a child process (a command, a server) at this database. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * true (the default): the whole demo seed, its customers' delivered orders and reviews included; 'catalogue': the
   * demo catalogue without them (tests that count orders or reviews from zero); false: an empty, migrated database.
   */
  seed?: boolean | 'catalogue';
}

/**
 * A real, fresh database for one test file, migrated and seeded with the demo
 * catalogue: a temporary SQLite file, or a schema of its own in PostgreSQL
 * (TEST_DATABASE=postgres, TEST_DATABASE_URL), dropped afterwards.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const seedDemo = options.seed !== false;
  const demoOrders = options.seed === undefined || options.seed === true;
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (testDatabaseKind() === 'postgres') {
    const databaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
    const schema = `test_${suffix}`;
    const database = await openDatabase({ databaseUrl, schema });
    await prepareDatabase(database, { seedDemo, demoOrders });
    return {
      ...database,
      env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
      async cleanup() {
        await dropShopSchema(database, schema);
        await database.db.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const sqlitePath = path.join(dir, 'shop.db');
  const database = await openDatabase({ sqlitePath });
  await prepareDatabase(database, { seedDemo, demoOrders });
  return {
    ...database,
    env: { DATABASE_URL: '', SQLITE_PATH: sqlitePath },
    async cleanup() {
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Gives the test file its own database and makes it the process-wide one. */
export function withTestDatabase(options: TestDatabaseOptions = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
    setDatabase(database);
  }, 60_000);
  // Dropping a PostgreSQL schema waits for the machine like creating it does.
  afterAll(async () => {
    setDatabase(undefined);
    await database?.cleanup();
  }, 60_000);
  return () => {
    if (!database) throw new Error('The test database is not ready yet');
    return database;
  };
}

/** Calls a route handler with a real Request and reads its JSON answer. */
export async function callRoute(
  handler: (request: Request) => Promise<Response>,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await handler(new Request(new URL(url, 'http://localhost:3000'), init));
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Leave non-JSON answers as text so a test can say what came back.
  }
  return { status: response.status, body, headers: response.headers };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
