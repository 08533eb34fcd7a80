import 'server-only';
import path from 'node:path';
import fs from 'node:fs';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { getConfig } from '../config';

export interface ShopDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema the connection works in (search_path); none for SQLite. */
  schema?: string;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (created when missing). */
  schema?: string;
  /** SQLite file path, or ':memory:'. */
  sqlitePath?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const schema = options.schema ?? 'public';
    if (schema !== 'public') {
      const setup = new Pool({ connectionString: options.databaseUrl, max: 1 });
      try {
        await setup.query(`create schema if not exists "${schema}"`);
      } finally {
        await setup.end();
      }
    }
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: schema !== 'public' ? `-c search_path=${schema}` : undefined,
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema };
  }

  const { default: SQLite } = await import('better-sqlite3');
  const file = options.sqlitePath ?? 'data/shop.db';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

const globalForDb = globalThis as unknown as { shopDatabase?: Promise<ShopDatabase> };

/** The process-wide database, opened on first use from the configuration. */
export function getDatabase(): Promise<ShopDatabase> {
  if (!globalForDb.shopDatabase) {
    const config = getConfig();
    globalForDb.shopDatabase = openDatabase({
      databaseUrl: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      sqlitePath: config.SQLITE_PATH,
    });
  }
  return globalForDb.shopDatabase;
}

/** Replaces the process-wide database (tests open their own). */
export function setDatabase(database: ShopDatabase | undefined): void {
  globalForDb.shopDatabase = database ? Promise.resolve(database) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const current = globalForDb.shopDatabase;
  globalForDb.shopDatabase = undefined;
  if (current) await (await current).db.destroy();
}
