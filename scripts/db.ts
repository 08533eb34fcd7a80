/**
 * npm run db:migrate | db:seed | db:reset | db:prepare
 *   migrate  bring the schema up to date
 *   seed     add the demo catalogue when the catalogue is empty
 *   reset    drop everything, migrate, seed the demo catalogue
 *   prepare  migrate, then seed when SEED_DEMO is true and the catalogue is empty (what npm start does)
 *   backup   write a checksummed backup to BACKUP_DIR while the shop serves, keep the newest BACKUP_KEEP
 *   restore  FOLDER: verify a backup and restore it into the configured database, which must be empty
 *   housekeep  delete the rows past keeping (old login codes, ended session tokens; lib/server/services/platform/housekeeping.ts)
 */
import { BackupError, backupTargetOf, createBackup, describeTarget, restoreBackup } from '../lib/server/backup/backup';
import { validateConfigOrExit } from '../lib/server/config';
import { closeDatabase, getDatabase } from '../lib/server/db/connection';
import { isDatabaseUnavailableError } from '../lib/server/db/errors';
import { logError, logFatal } from '../lib/server/log';
import { migrateToLatest, migrateToNothing } from '../lib/server/db/migrate';
import { prepareDatabase } from '../lib/server/db/prepare';
import { isCatalogueEmpty, seedDemoCatalogue } from '../lib/server/seed/seed';
import { pruneExpiredRecords, RETENTION } from '../lib/server/services/platform/housekeeping';

async function main(command: string | undefined, argument: string | undefined): Promise<void> {
  const config = validateConfigOrExit();
  // Backup and restore work on the files and dumps, not through the shop's connection (which would create an empty database).
  if (command === 'backup') {
    const started = performance.now();
    const backup = await createBackup(backupTargetOf(config), { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP });
    const bytes = backup.manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `db: ${describeTarget(backupTargetOf(config))}: backup ${backup.folder} (${bytes} bytes, ${((performance.now() - started) / 1000).toFixed(2)} s, ${backup.manifest.tool})`,
    );
    for (const file of backup.manifest.files) console.log(`db:   ${file.sha256}  ${file.name}`);
    console.log(`db: ${backup.removed.length} older backup(s) removed, keeping the newest ${config.BACKUP_KEEP}`);
    return;
  }
  if (command === 'restore') {
    if (!argument)
      throw new BackupError('not_a_backup', 'Name the backup to restore: npm run db:restore -- data/backups/shop-...');
    const started = performance.now();
    const restored = await restoreBackup(argument, backupTargetOf(config));
    console.log(
      `db: ${describeTarget(backupTargetOf(config))}: restored ${restored.folder} of ${restored.manifest.created_at} in ${((performance.now() - started) / 1000).toFixed(2)} s (checksums verified)`,
    );
    return;
  }
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
    case 'housekeep': {
      const removed = await pruneExpiredRecords();
      console.log(
        `db: ${where}: removed ${removed.login_codes} login code(s) older than ${RETENTION.loginCodesDays} day and ${removed.session_tokens} session token(s) ended over ${RETENTION.endedSessionTokensDays} days ago`,
      );
      break;
    }
    default:
      throw new Error(
        `Unknown command "${command ?? ''}": use migrate, seed, reset, prepare, backup, restore or housekeep`,
      );
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

main(process.argv[2], process.argv[3])
  .catch((error: unknown) => {
    if (error instanceof BackupError) {
      // A refused backup or restore says what to do; no stack trace.
      logFatal(`db ${process.argv[2] ?? ''}: ${error.message}`);
    } else if (isConnectionRefusal(error)) {
      // One line, no stack trace: npm start stops here and this says why.
      logFatal(
        `db: cannot use ${describeDatabase()}: ${reasonOf(error)}. The shop cannot start: check DATABASE_URL and that the database is running.`,
      );
    } else {
      logError(`db ${process.argv[2] ?? ''} failed`, error);
    }
    process.exitCode = 1;
  })
  .finally(() => closeDatabase().catch(() => undefined));
