import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type ShopDatabase } from '@/lib/server/db/connection';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { createTestDatabase, DEFAULT_TEST_DATABASE_URL, testDatabaseKind } from '@/lib/testing/test-database';
import { BackupError, createBackup, listBackups, MANIFEST_FILE, restoreBackup, type BackupTarget } from './backup';

/**
 * Backups against the real database of the run (SQLite file, or a PostgreSQL
 * schema restored into a database of its own, dropped afterwards).
 */
const kind = testDatabaseKind();
const pgUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

interface Source {
  database: ShopDatabase;
  target: BackupTarget;
  cleanup(): Promise<void>;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];

async function openSource(): Promise<Source> {
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    return {
      database,
      target: { dialect: 'postgres', databaseUrl: pgUrl, schema: database.schema ?? 'public' },
      cleanup: () => database.cleanup(),
    };
  }
  const sqlitePath = path.join(fs.mkdtempSync(path.join(scratch, 'source-')), 'shop.db');
  const database = await openDatabase({ sqlitePath });
  await prepareDatabase(database, { seedDemo: true });
  return { database, target: { dialect: 'sqlite', sqlitePath }, cleanup: () => database.db.destroy() };
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** An empty place to restore into: a new SQLite path, or a new PostgreSQL database (same schema name as the source). */
async function emptyTarget(source: BackupTarget): Promise<BackupTarget> {
  if (source.dialect === 'sqlite')
    return { dialect: 'sqlite', sqlitePath: path.join(fs.mkdtempSync(path.join(scratch, 'target-')), 'shop.db') };
  const name = `${new URL(pgUrl).pathname.slice(1)}_restore_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  return { dialect: 'postgres', databaseUrl: withDatabaseName(pgUrl, name), schema: source.schema };
}

async function openTarget(target: BackupTarget): Promise<ShopDatabase> {
  const database =
    target.dialect === 'sqlite'
      ? await openDatabase({ sqlitePath: target.sqlitePath })
      : await openDatabase({ databaseUrl: target.databaseUrl, schema: target.schema });
  cleanups.push(() => database.db.destroy());
  return database;
}

async function stockRows(database: ShopDatabase) {
  return database.db
    .selectFrom('product_stock')
    .select(['product_id', 'size', 'quantity', 'reserved'])
    .orderBy('product_id')
    .orderBy('size')
    .execute();
}

/** Whether the target holds nothing: no SQLite file, or no table in the PostgreSQL schema. */
async function isEmpty(target: BackupTarget): Promise<boolean> {
  if (target.dialect === 'sqlite') return !fs.existsSync(target.sqlitePath);
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      'select count(*)::int as n from information_schema.tables where table_schema = $1',
      [target.schema],
    );
    return result.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

let source: Source;

beforeAll(async () => {
  source = await openSource();
  // A change after the seed, so the restore is seen to carry this database's own rows.
  const first = (await stockRows(source.database))[0]!;
  await source.database.db
    .updateTable('product_stock')
    .set({ quantity: 7777 })
    .where('product_id', '=', first.product_id)
    .where('size', '=', first.size)
    .execute();
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await source?.cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
}, 120_000);

describe(`backups (${kind})`, () => {
  it('restores a backup into an empty database with every stock row as it was', async () => {
    const dir = path.join(scratch, 'restore');
    const backup = await createBackup(source.target, { dir, keep: 3 });
    expect(backup.manifest.dialect).toBe(kind);
    expect(backup.manifest.files.map((file) => file.role)).toEqual(['database']);
    expect(backup.manifest.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(path.join(backup.folder, 'SHA256SUMS'), 'utf8')).toContain(backup.manifest.files[0]!.sha256);

    const target = await emptyTarget(source.target);
    await restoreBackup(path.join(backup.folder, MANIFEST_FILE), target);
    const restored = await openTarget(target);
    const rows = await stockRows(restored);
    expect(rows).toEqual(await stockRows(source.database));
    expect(rows.some((row) => row.quantity === 7777)).toBe(true);
  }, 120_000);

  it('refuses a backup whose checksum does not match, and leaves the target empty', async () => {
    const backup = await createBackup(source.target, { dir: path.join(scratch, 'damaged'), keep: 3 });
    const file = path.join(backup.folder, backup.manifest.files[0]!.name);
    const bytes = fs.readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(file, bytes);

    const target = await emptyTarget(source.target);
    const refused = restoreBackup(backup.folder, target);
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toMatchObject({ code: 'checksum_mismatch' });
    expect(await isEmpty(target)).toBe(true);
  }, 120_000);

  it('refuses to restore over a database that holds tables, and leaves it as it was', async () => {
    const before = await stockRows(source.database);
    const backup = await createBackup(source.target, { dir: path.join(scratch, 'non-empty'), keep: 3 });
    await source.database.db.updateTable('product_stock').set({ reserved: 1 }).where('quantity', '=', 7777).execute();

    const refused = restoreBackup(backup.folder, source.target);
    await expect(refused).rejects.toMatchObject({ code: 'target_not_empty' });
    const after = await stockRows(source.database);
    expect(after.find((row) => row.quantity === 7777)?.reserved).toBe(1);
    expect(after).toHaveLength(before.length);
    await source.database.db.updateTable('product_stock').set({ reserved: 0 }).where('quantity', '=', 7777).execute();
  }, 120_000);

  it('keeps the newest BACKUP_KEEP backups and leaves anything else in the folder alone', async () => {
    const dir = path.join(scratch, 'retention');
    fs.mkdirSync(path.join(dir, 'notes'), { recursive: true });
    fs.mkdirSync(path.join(dir, '.partial-shop-20200101T000000000Z'));
    const made: string[] = [];
    for (let day = 1; day <= 4; day += 1) {
      const backup = await createBackup(source.target, {
        dir,
        keep: 2,
        now: new Date(Date.UTC(2026, 0, day, 3, 0, 0)),
      });
      made.push(backup.folder);
      expect(listBackups(dir).length).toBe(Math.min(day, 2));
    }
    expect(listBackups(dir)).toEqual([made[3], made[2]]);
    expect(fs.existsSync(made[0]!)).toBe(false);
    expect(fs.existsSync(made[1]!)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'notes'))).toBe(true);
    expect(fs.existsSync(path.join(dir, '.partial-shop-20200101T000000000Z'))).toBe(true);
  }, 180_000);
});
