import 'server-only';
import type { ShopDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { isCatalogueEmpty, seedDemoCatalogue, type SeedSummary } from '../seed/seed';

export interface PrepareResult {
  migrations: string[];
  seeded: SeedSummary | null;
}

/** Brings the schema up to date and, when asked and the catalogue is empty, seeds the demo catalogue. */
export async function prepareDatabase(database: ShopDatabase, options: { seedDemo: boolean }): Promise<PrepareResult> {
  const result = await migrateToLatest(database);
  const migrations = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  const seeded = options.seedDemo && (await isCatalogueEmpty(database)) ? await seedDemoCatalogue(database) : null;
  return { migrations, seeded };
}
