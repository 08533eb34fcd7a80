import 'server-only';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely';
import type { ShopDatabase } from './connection';
import { getMigrations } from './migrations';

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which:
 * with several shop schemas in one PostgreSQL database (tests, benchmarks) it
 * would find another schema's tables and skip creating its own.
 */
function migratorFor({ db, dialect, schema }: ShopDatabase): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => getMigrations(dialect) },
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(database: ShopDatabase): Promise<MigrationResultSet> {
  const migrator = migratorFor(database);
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw migrationFailure(result.error);
  }
  return result;
}

export async function migrateToNothing(database: ShopDatabase): Promise<void> {
  const migrator = migratorFor(database);
  const result = await migrator.migrateTo(NO_MIGRATIONS);
  if (result.error) throw migrationFailure(result.error);
}

/** Kysely reports the failed migration's error as unknown: keep it as the cause. */
function migrationFailure(error: unknown): Error {
  return error instanceof Error ? error : new Error('A migration failed', { cause: error });
}
