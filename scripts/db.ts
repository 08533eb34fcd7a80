/**
 * npm run db:migrate | db:seed | db:reset | db:prepare
 *   migrate  bring the schema up to date
 *   seed     add the demo catalogue when the catalogue is empty
 *   reset    drop everything, migrate, seed the demo catalogue
 *   prepare  migrate, then seed when SEED_DEMO is true and the catalogue is empty (what npm start does)
 */
import { validateConfigOrExit } from '../lib/server/config';
import { closeDatabase, getDatabase } from '../lib/server/db/connection';
import { isDatabaseUnavailableError } from '../lib/server/db/errors';
import { logError, logFatal } from '../lib/server/log';
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

/**
 * PostgreSQL refusing the connection itself (28: bad password or role, 3D000:
 * no such database) is, like an unreachable server, a setting to fix rather
 * than a bug: it gets the same one-line reason.
 */
function isConnectionRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return isDatabaseUnavailableError(error) || code.startsWith('28') || code === '3D000';
}

/** Where the database is, for the person starting the shop: never the password. */
function describeDatabase(): string {
  const url = process.env.DATABASE_URL;
  if (!url) return `SQLite ${process.env.SQLITE_PATH || 'data/shop.db'}`;
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** The error's own words; a connection tried on several addresses (localhost: ::1, 127.0.0.1) fails with an AggregateError of them. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(reasonOf).join('; ');
  return error instanceof Error && error.message ? error.message : String(error);
}

main(process.argv[2])
  .catch((error: unknown) => {
    if (isConnectionRefusal(error)) {
      // One line, no stack trace: npm start stops here and this says why.
      logFatal(`db: cannot use ${describeDatabase()}: ${reasonOf(error)}. The shop cannot start: check DATABASE_URL and that the database is running.`);
    } else {
      logError(`db ${process.argv[2] ?? ''} failed`, error);
    }
    process.exitCode = 1;
  })
  .finally(() => closeDatabase().catch(() => undefined));
