/**
 * npm run db:migrate | db:seed | db:reset | db:prepare
 *   migrate  bring the schema up to date
 *   seed     add the demo catalogue when the catalogue is empty
 *   reset    drop everything, migrate, seed the demo catalogue
 *   prepare  migrate, then seed when SEED_DEMO is true and the catalogue is empty (what npm start does)
 */
import { validateConfigOrExit } from '../lib/server/config';
import { closeDatabase, getDatabase } from '../lib/server/db/connection';
import { logError } from '../lib/server/log';
import { migrateToLatest, migrateToNothing } from '../lib/server/db/migrate';
import { prepareDatabase } from '../lib/server/db/prepare';
import { isCatalogueEmpty, seedDemoCatalogue } from '../lib/server/seed/seed';

async function main(command: string | undefined): Promise<void> {
  const config = validateConfigOrExit();
  const database = await getDatabase();
  const where = config.DATABASE_URL ? `PostgreSQL (schema ${config.DATABASE_SCHEMA})` : `SQLite ${config.SQLITE_PATH}`;
  switch (command) {
    case 'migrate': {
      const result = await migrateToLatest(database);
      console.log(`db: ${where}: ${result.results?.length ?? 0} migration(s) applied`);
      break;
    }
    case 'seed': {
      if (!(await isCatalogueEmpty(database))) {
        console.log(`db: ${where}: catalogue already present, nothing seeded (use npm run db:reset to start over)`);
        break;
      }
      const summary = await seedDemoCatalogue(database);
      console.log(`db: ${where}: seeded ${summary.products} products, ${summary.blogPosts} blog posts`);
      break;
    }
    case 'reset': {
      await migrateToNothing(database);
      await migrateToLatest(database);
      const summary = await seedDemoCatalogue(database);
      console.log(`db: ${where}: reset; seeded ${summary.products} products, ${summary.blogPosts} blog posts`);
      break;
    }
    case 'prepare': {
      const result = await prepareDatabase(database, { seedDemo: config.SEED_DEMO === 'true' });
      const seeded = result.seeded ? `seeded ${result.seeded.products} demo products` : 'catalogue kept';
      console.log(`db: ${where}: ${result.migrations.length} migration(s) applied, ${seeded}`);
      break;
    }
    default:
      throw new Error(`Unknown command "${command ?? ''}": use migrate, seed, reset or prepare`);
  }
}

main(process.argv[2])
  .catch((error: unknown) => {
    logError(`db ${process.argv[2] ?? ''} failed`, error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
