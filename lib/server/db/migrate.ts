import 'server-only';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely';
import type { ShopDatabase } from './connection';
import { getMigrations } from './migrations';

export async function migrateToLatest({ db, dialect }: ShopDatabase): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => getMigrations(dialect) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}

export async function migrateToNothing({ db, dialect }: ShopDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => getMigrations(dialect) } });
  const result = await migrator.migrateTo(NO_MIGRATIONS);
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
}
