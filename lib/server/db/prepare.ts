import 'server-only';
import { sql } from 'kysely';
import type { Executor, ShopDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { insertDemoCatalogue, isCatalogueEmpty, type SeedSummary } from '../seed/seed';

export interface PrepareResult {
  migrations: string[];
  seeded: SeedSummary | null;
}

/** The lock between preparing a schema (shared) and dropping one (alone): see withPrepareLock. */
const SCHEMAS_LOCK = 'jaipur-shop:schemas';

/**
 * Drops a PostgreSQL schema and everything in it (a test's or a benchmark's own), once no other schema of the
 * database is being prepared: a drop in the middle of another's migration fails that migration's catalogue read.
 */
export async function dropShopSchema(database: ShopDatabase, schema: string): Promise<void> {
  await database.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(hashtext(${SCHEMAS_LOCK}))`.execute(db);
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${SCHEMAS_LOCK}))`.execute(db);
    }
  });
}

/** How long a second instance waits for the first one's SQLite write lock before giving up. */
const SQLITE_PREPARE_WAIT_MS = 120_000;

/**
 * Brings the schema up to date and, when asked and the catalogue is empty,
 * seeds the demo catalogue, under one lock for the whole database (schema),
 * so instances started together on an empty database do it once: the second
 * waits, then finds the migrations applied and the catalogue present
 * (docs/decisions/022-one-prepare-at-a-time.md).
 */
export async function prepareDatabase(
  database: ShopDatabase,
  options: {
    seedDemo: boolean;
    /** With the demo customers' delivered orders and their reviews (the default); tests of order lists leave them out. */
    demoOrders?: boolean;
  },
): Promise<PrepareResult> {
  const seedOptions = { orders: options.demoOrders ?? true };
  return withPrepareLock(database, async (db, inTransaction) => {
    const result = await migrateToLatest({ ...database, db });
    const migrations = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    let seeded: SeedSummary | null = null;
    if (options.seedDemo && (await isCatalogueEmpty({ ...database, db }))) {
      seeded = inTransaction
        ? await insertDemoCatalogue(db, seedOptions)
        : await db.transaction().execute((trx) => insertDemoCatalogue(trx, seedOptions));
    }
    return { migrations, seeded };
  });
}

/**
 * Runs `work` on one connection holding the prepare lock. PostgreSQL: a
 * session advisory lock keyed by the schema (released with the connection
 * should the process die); `work` is not in a transaction (the migrator opens
 * its own). SQLite: BEGIN IMMEDIATE, the file's one write lock, held by a
 * transaction around everything `work` does (so it commits all or nothing),
 * waiting for another process's lock past busy_timeout.
 */
async function withPrepareLock<T>(
  database: ShopDatabase,
  work: (db: Executor, inTransaction: boolean) => Promise<T>,
): Promise<T> {
  return database.db.connection().execute(async (db) => {
    if (database.dialect === 'postgres') {
      const key = `jaipur-shop:prepare:${database.schema ?? 'public'}`;
      // Shared: the migrator reads the catalogue of every schema in the database (Kysely's introspection), which
      // fails on a schema dropped meanwhile; dropShopSchema takes this lock alone (tests and benches drop theirs).
      await sql`select pg_advisory_lock_shared(hashtext(${SCHEMAS_LOCK}))`.execute(db);
      await sql`select pg_advisory_lock(hashtext(${key}))`.execute(db);
      try {
        return await work(db, false);
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(db);
        await sql`select pg_advisory_unlock_shared(hashtext(${SCHEMAS_LOCK}))`.execute(db);
      }
    }
    await beginImmediate(db);
    try {
      const result = await work(db, true);
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      await sql`rollback`.execute(db).catch(() => undefined);
      throw error;
    }
  });
}

/** BEGIN IMMEDIATE, retried while another process holds the write lock (each try already waits busy_timeout). */
async function beginImmediate(db: Executor): Promise<void> {
  const giveUpAt = Date.now() + SQLITE_PREPARE_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(db);
      return;
    } catch (error) {
      const busy =
        typeof error === 'object' && error !== null && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');
      if (!busy || Date.now() > giveUpAt) throw error;
    }
  }
}
