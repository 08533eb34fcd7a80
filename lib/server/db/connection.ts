import 'server-only';
import path from 'node:path';
import fs from 'node:fs';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { getConfig } from '../config';
import { openSqliteFile, type SqliteDriverSetting } from './sqlite-driver';

/**
 * The shop's database or a transaction on it, as services pass it to
 * repositories. Services name this type and never import Kysely themselves.
 */
export type Executor = Kysely<Database>;

export interface ShopDatabase {
  db: Executor;
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
  /** Which SQLite driver (lib/server/db/sqlite-driver.ts); `auto` picks by the running Node. */
  sqliteDriver?: SqliteDriverSetting;
}

/** PostgreSQL type ids (pg_type.oid) whose text the default parsers leave as strings. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * int8 (count(*), sum() of integers, bigint columns such as the listing and
 * search versions) as a JS number, as better-sqlite3 answers the same values,
 * so one schema type holds for both databases. pg leaves int8 as text because
 * it can exceed 2^53; here it never does: ids, counts, stock and minor amounts
 * are int4 columns or sums and counts of them over one shop's rows, and the
 * versions are bumped once per catalogue change. A value past
 * Number.MAX_SAFE_INTEGER would come back silently rounded, so it throws instead.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`PostgreSQL int8 ${text} does not fit a JS number exactly`);
  return value;
}

/** numeric (sum() of int8, avg()) as a JS number, with the same guard as parseInt8 for whole values. */
export function parseNumeric(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`PostgreSQL numeric ${text} does not fit a JS number exactly`);
  }
  return value;
}

export async function openDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  if (options.databaseUrl) {
    const { Pool, TypeOverrides } = await import('pg');
    const types = new TypeOverrides();
    types.setTypeParser(INT8_OID, parseInt8);
    types.setTypeParser(NUMERIC_OID, parseNumeric);
    const schema = options.schema ?? 'public';
    if (schema !== 'public') {
      const setup = new Pool({ connectionString: options.databaseUrl, max: 1 });
      try {
        // Two instances starting on an empty database would race to create the
        // schema ("if not exists" is no lock: one fails on pg_namespace's unique
        // index); the transaction lock makes the second wait and find it.
        await setup.query(
          `begin; select pg_advisory_xact_lock(hashtext('jaipur-shop:create-schema')); create schema if not exists "${schema}"; commit`,
        );
      } finally {
        await setup.end();
      }
    }
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types,
      options: schema !== 'public' ? `-c search_path=${schema}` : undefined,
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema };
  }

  const file = options.sqlitePath ?? 'data/shop.db';
  if (file !== ':memory:')
    fs.mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
  const sqlite = await openSqliteFile(file, { driver: options.sqliteDriver });
  // The 5 s lock wait is set by openSqliteFile for both drivers.
  sqlite.exec('pragma journal_mode = WAL; pragma foreign_keys = ON; pragma synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite.database }) }), dialect: 'sqlite' };
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
      sqliteDriver: config.SQLITE_DRIVER,
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

/**
 * npm start's server (scripts/serve.mjs, plain Node outside the app's bundles)
 * closes the database through this when it stops: SQLite checkpoints its WAL,
 * PostgreSQL's pool ends its sessions.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('jaipur-shop.closeDatabase')] = closeDatabase;
