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
import type { ServerConfig } from '../lib/server/config';
import { getDatabase } from '../lib/server/db/connection';
import { migrateToLatest, migrateToNothing } from '../lib/server/db/migrate';
import { prepareDatabase } from '../lib/server/db/prepare';
import { probeDatabaseWrite } from '../lib/server/services/platform/repositories/readiness';
import { isCatalogueEmpty, seedDemoCatalogue } from '../lib/server/seed/seed';
import { pruneExpiredRecords, RETENTION } from '../lib/server/services/platform/housekeeping';
import { runCommand } from '../lib/shop-process';

async function main(config: ServerConfig, command: string | undefined, argument: string | undefined): Promise<void> {
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
      // Nothing to migrate writes nothing: ask for a write, so a read-only file stops the start here, saying so.
      await probeDatabaseWrite(database.db);
      const seeded = result.seeded ? `seeded ${result.seeded.products} demo products` : 'catalogue kept';
      console.log(`db: ${where}: ${result.migrations.length} migration(s) applied, ${seeded}`);
      break;
    }
    case 'housekeep': {
      const removed = await pruneExpiredRecords();
      console.log(
        `db: ${where}: removed ${removed.login_codes} login code(s) older than ${RETENTION.loginCodesDays} day and ${removed.session_tokens} session token(s) ended over ${RETENTION.endedSessionTokensDays} days ago, ${removed.review_photos} review photo(s) never attached after ${RETENTION.unattachedReviewPhotosDays} day and ${removed.pictures} unused picture(s)`,
      );
      break;
    }
    default:
      throw new Error(
        `Unknown command "${command ?? ''}": use migrate, seed, reset, prepare, backup, restore or housekeep`,
      );
  }
}

const [command, argument] = process.argv.slice(2);
// A database the shop cannot use says why in one line (npm start stops here: lib/server/db/start-failure.ts);
// a refused backup or restore says what to do; neither needs a stack trace.
runCommand(
  `db ${command ?? ''}`,
  (config) => main(config, command, argument),
  (error) => (error instanceof BackupError ? `db ${command ?? ''}: ${error.message}` : null),
);
