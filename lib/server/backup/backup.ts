import 'server-only';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Client as PgClient } from 'pg';
import type { DialectName } from '../db/dialect';
import { openSqliteFile, type SqliteDriverSetting } from '../db/sqlite-driver';

/**
 * Backups of the shop's database (docs/decisions/025-backups.md): one folder
 * per backup, named after its moment (shop-20261126T134700123Z), holding the
 * database file (SQLite's online backup) or dump (pg_dump, custom format), a
 * manifest.json naming every file with its role, size and SHA-256, and the
 * same sums as SHA256SUMS for `sha256sum -c`. A backup is written under a
 * `.partial-` name and renamed when complete, so a half-written one is never
 * taken for a backup, kept by retention or restored.
 */

const run = promisify(execFile);

const BACKUP_FORMAT = 'jaipur-shop-backup';
const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
const SUMS_FILE = 'SHA256SUMS';
const BACKUP_NAME = /^shop-\d{8}T\d{9}Z(-\d+)?$/;

/**
 * What a file of a backup holds. `uploads` (a tar of the pictures staff
 * upload) is reserved: the shop stores no uploads yet; when the back office
 * does, its folder goes in as uploads.tar and restore unpacks it. A restore
 * refuses a role it does not know instead of leaving part of a backup behind.
 */
type BackupFileRole = 'database' | 'uploads';
const KNOWN_ROLES: readonly string[] = ['database'];

interface BackupFile {
  name: string;
  role: BackupFileRole;
  bytes: number;
  sha256: string;
}

interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  created_at: string;
  dialect: DialectName;
  /** The PostgreSQL schema dumped; a restore recreates it under this name. */
  schema: string | null;
  /** What wrote the database file: SQLite's version, or pg_dump's and the server's. */
  tool: string;
  files: BackupFile[];
}

/** The database a backup reads or a restore writes. */
export type BackupTarget =
  | { dialect: 'sqlite'; sqlitePath: string; sqliteDriver?: SqliteDriverSetting }
  | { dialect: 'postgres'; databaseUrl: string; schema: string };
type SqliteTarget = Extract<BackupTarget, { dialect: 'sqlite' }>;

type BackupErrorCode =
  'not_a_backup' | 'checksum_mismatch' | 'target_not_empty' | 'wrong_database' | 'tool_version' | 'database_missing';

/** A backup or restore that must not go on; the message says why and what to do. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

export function backupTargetOf(config: {
  DATABASE_URL?: string;
  DATABASE_SCHEMA: string;
  SQLITE_PATH: string;
  SQLITE_DRIVER?: SqliteDriverSetting;
}): BackupTarget {
  return config.DATABASE_URL
    ? { dialect: 'postgres', databaseUrl: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
    : { dialect: 'sqlite', sqlitePath: config.SQLITE_PATH, sqliteDriver: config.SQLITE_DRIVER };
}

export function describeTarget(target: BackupTarget): string {
  return target.dialect === 'sqlite'
    ? `SQLite ${target.sqlitePath}`
    : `PostgreSQL ${redactUrl(target.databaseUrl)} (schema ${target.schema})`;
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function backupName(now: Date): string {
  return `shop-${now.toISOString().replace(/[-:.]/g, '')}`;
}

/* ------------------------------------------------------------ SQLite */

function openSqlite(file: string, target: SqliteTarget, options: { readonly: boolean }) {
  return openSqliteFile(file, { readonly: options.readonly, fileMustExist: true, driver: target.sqliteDriver });
}

/**
 * SQLite's online backup API from a connection of its own: the shop keeps
 * serving (WAL: readers never block writers). After the first step the rest
 * is copied in one step, so a busy shop cannot keep restarting the copy.
 */
async function backupSqlite(target: SqliteTarget, destination: string): Promise<string> {
  const { sqlitePath } = target;
  if (!fs.existsSync(sqlitePath))
    throw new BackupError('database_missing', `No SQLite database at ${sqlitePath} (SQLITE_PATH)`);
  const source = await openSqlite(sqlitePath, target, { readonly: true });
  let version: string;
  try {
    version = String(source.value('select sqlite_version()'));
    await source.backup(destination);
  } finally {
    source.close();
  }
  // One self-contained file (no -wal beside it), checked before it counts as a backup.
  const copy = await openSqlite(destination, target, { readonly: false });
  try {
    copy.exec('pragma journal_mode = DELETE');
    const check = copy.value('pragma quick_check');
    if (check !== 'ok') throw new Error(`The backup copy failed SQLite's quick_check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return `SQLite ${version}`;
}

/** Tables in a SQLite file; 0 for a file that does not exist. */
async function countSqliteTables(file: string, target: SqliteTarget): Promise<number> {
  if (!fs.existsSync(file)) return 0;
  const db = await openSqlite(file, target, { readonly: true });
  try {
    return Number(db.value("select count(*) from sqlite_master where type = 'table'"));
  } finally {
    db.close();
  }
}

async function restoreSqlite(file: string, target: SqliteTarget): Promise<void> {
  const { sqlitePath } = target;
  const tables = await countSqliteTables(sqlitePath, target);
  if (tables > 0) {
    throw new BackupError(
      'target_not_empty',
      `${sqlitePath} already holds a database (${tables} tables): restore only into an empty place. Stop the shop, move that file (and its -wal, -shm) aside or set SQLITE_PATH to a new file, then restore again.`,
    );
  }
  fs.mkdirSync(path.dirname(path.resolve(sqlitePath)), { recursive: true });
  const incoming = `${sqlitePath}.restoring-${process.pid}`;
  fs.copyFileSync(file, incoming);
  const handle = fs.openSync(incoming, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  // A write-ahead log left by an empty database would be replayed over the restored file.
  for (const side of ['-wal', '-shm', '-journal']) fs.rmSync(`${sqlitePath}${side}`, { force: true });
  fs.renameSync(incoming, sqlitePath);
}

/* ------------------------------------------------------------ PostgreSQL */

/** The URL without its password (kept out of the process list) and the environment that carries it. */
function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withPgClient<T>(databaseUrl: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function majorOf(versionText: string): number {
  const match = /(\d+)(?:\.\d+)?/.exec(versionText);
  if (!match?.[1]) throw new Error(`Cannot read a version in "${versionText}"`);
  return Number(match[1]);
}

async function pgToolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const { stdout } = await run(tool, ['--version']).catch((error: unknown) => {
    throw new BackupError(
      'tool_version',
      `${tool} could not be run (${error instanceof Error ? error.message : String(error)}): install the PostgreSQL client of the server's version`,
    );
  });
  return stdout.trim();
}

async function backupPostgres(
  target: Extract<BackupTarget, { dialect: 'postgres' }>,
  destination: string,
): Promise<string> {
  const dumpVersion = await pgToolVersion('pg_dump');
  const serverVersion = await withPgClient(target.databaseUrl, async (client) => {
    const result = await client.query<{ server_version: string }>('show server_version');
    return String(result.rows[0]?.server_version);
  });
  // An older pg_dump refuses a newer server; a newer one writes what an older pg_restore cannot read, so say which.
  if (majorOf(dumpVersion.replace(/^\D+/, '')) < majorOf(serverVersion)) {
    throw new BackupError(
      'tool_version',
      `${dumpVersion} is older than the server (PostgreSQL ${serverVersion}): install the client of version ${majorOf(serverVersion)} or newer`,
    );
  }
  const { url, env } = pgConnection(target.databaseUrl);
  await run(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema=${target.schema}`,
      `--file=${destination}`,
      `--dbname=${url}`,
    ],
    { env },
  );
  return `${dumpVersion}; server ${serverVersion}`;
}

/** Relations (tables, views, sequences) in the schema: a restore goes only where there are none. */
async function countPgRelations(databaseUrl: string, schema: string): Promise<number> {
  return withPgClient(databaseUrl, async (client) => {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
      [schema],
    );
    return Number(result.rows[0]?.count ?? 0);
  });
}

async function restorePostgres(
  file: string,
  manifest: BackupManifest,
  target: Extract<BackupTarget, { dialect: 'postgres' }>,
): Promise<void> {
  if (manifest.schema !== target.schema) {
    throw new BackupError(
      'wrong_database',
      `The backup holds schema ${manifest.schema ?? '(none)'}, the target is schema ${target.schema}: set DATABASE_SCHEMA=${manifest.schema ?? ''} to restore it (into an empty database)`,
    );
  }
  const relations = await countPgRelations(target.databaseUrl, target.schema);
  if (relations > 0) {
    throw new BackupError(
      'target_not_empty',
      `Schema ${target.schema} of ${redactUrl(target.databaseUrl)} is not empty (${relations} tables, views or sequences): restore only into an empty database (createdb a new one and point DATABASE_URL at it).`,
    );
  }
  await pgToolVersion('pg_restore');
  const { url, env } = pgConnection(target.databaseUrl);
  const args = ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${url}`];
  // The dump creates its schema; one that is already there (public in every new database, or an empty one
  // left by an earlier start) is kept as it is, with its owner and grants: the restore skips that entry.
  const schemaExists = await withPgClient(
    target.databaseUrl,
    async (client) =>
      (await client.query('select 1 from pg_namespace where nspname = $1', [target.schema])).rowCount === 1,
  );
  let list: string | undefined;
  if (schemaExists) {
    const { stdout } = await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
    const schemaEntry = new RegExp(`^\\d+; \\d+ \\d+ SCHEMA - ${target.schema} `);
    list = path.join(os.tmpdir(), `shop-restore-${process.pid}-${crypto.randomBytes(4).toString('hex')}.list`);
    fs.writeFileSync(
      list,
      stdout
        .split('\n')
        .filter((line) => !schemaEntry.test(line))
        .join('\n'),
    );
    args.push(`--use-list=${list}`);
  }
  try {
    // One transaction: a restore that fails leaves the database as empty as it was.
    await run('pg_restore', [...args, file], { env });
  } finally {
    if (list) fs.rmSync(list, { force: true });
  }
}

/* ------------------------------------------------------------ backups */

interface CreateBackupOptions {
  /** Where backups go (BACKUP_DIR). */
  dir: string;
  /** How many backups to keep, newest first (BACKUP_KEEP); older ones are removed after a backup succeeds. */
  keep: number;
  now?: Date;
}

interface CreatedBackup {
  folder: string;
  manifest: BackupManifest;
  /** Older backups removed by retention. */
  removed: string[];
}

export async function createBackup(target: BackupTarget, options: CreateBackupOptions): Promise<CreatedBackup> {
  const now = options.now ?? new Date();
  fs.mkdirSync(options.dir, { recursive: true });
  let name = backupName(now);
  for (let n = 2; fs.existsSync(path.join(options.dir, name)); n += 1) name = `${backupName(now)}-${n}`;
  const partial = path.join(options.dir, `.partial-${name}`);
  fs.mkdirSync(partial);
  try {
    const databaseFile = target.dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
    const tool =
      target.dialect === 'sqlite'
        ? await backupSqlite(target, path.join(partial, databaseFile))
        : await backupPostgres(target, path.join(partial, databaseFile));
    const files: BackupFile[] = [];
    for (const [file, role] of [[databaseFile, 'database']] as const) {
      const full = path.join(partial, file);
      files.push({ name: file, role, bytes: fs.statSync(full).size, sha256: await sha256File(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      created_at: now.toISOString(),
      dialect: target.dialect,
      schema: target.dialect === 'postgres' ? target.schema : null,
      tool,
      files,
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(partial, SUMS_FILE), files.map((file) => `${file.sha256}  ${file.name}\n`).join(''));
    const folder = path.join(options.dir, name);
    fs.renameSync(partial, folder);
    return { folder, manifest, removed: pruneBackups(options.dir, options.keep) };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && BACKUP_NAME.test(entry.name) && fs.existsSync(path.join(dir, entry.name, MANIFEST_FILE)),
    )
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .map((name) => path.join(dir, name));
}

/** Keeps the newest `keep` backups in `dir` and removes the rest; answers the folders removed. */
function pruneBackups(dir: string, keep: number): string[] {
  const removed = listBackups(dir).slice(Math.max(1, keep));
  for (const folder of removed) fs.rmSync(folder, { recursive: true, force: true });
  return removed;
}

/** The backup folder a path names: the folder itself, or any file in it (manifest.json, the dump). */
function backupFolderOf(given: string): string {
  if (!fs.existsSync(given)) throw new BackupError('not_a_backup', `${given} does not exist`);
  return fs.statSync(given).isDirectory() ? given : path.dirname(given);
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError(
      'not_a_backup',
      `${folder} is not a shop backup: ${file} cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (
    manifest.format !== BACKUP_FORMAT ||
    manifest.version !== BACKUP_FORMAT_VERSION ||
    !Array.isArray(manifest.files)
  ) {
    throw new BackupError(
      'not_a_backup',
      `${file} is not a manifest this shop writes (format ${BACKUP_FORMAT} version ${BACKUP_FORMAT_VERSION})`,
    );
  }
  return manifest;
}

/** Reads the manifest and checks every file's size and SHA-256 against it. */
async function verifyBackup(given: string): Promise<{ folder: string; manifest: BackupManifest }> {
  const folder = backupFolderOf(given);
  const manifest = readManifest(folder);
  for (const file of manifest.files) {
    if (!KNOWN_ROLES.includes(file.role))
      throw new BackupError(
        'not_a_backup',
        `${file.name}: this version of the shop cannot restore a file of role "${file.role}"`,
      );
    const full = path.join(folder, path.basename(file.name));
    if (!fs.existsSync(full)) throw new BackupError('checksum_mismatch', `${file.name} is missing from ${folder}`);
    const sha256 = await sha256File(full);
    if (sha256 !== file.sha256) {
      throw new BackupError(
        'checksum_mismatch',
        `${file.name}: SHA-256 ${sha256} does not match the manifest's ${file.sha256}: the backup is damaged, restore another one`,
      );
    }
  }
  if (!manifest.files.some((file) => file.role === 'database'))
    throw new BackupError('not_a_backup', `${folder} holds no database file`);
  return { folder, manifest };
}

/** Verifies the backup, then restores it into the target, which must be empty. */
export async function restoreBackup(
  given: string,
  target: BackupTarget,
): Promise<{ folder: string; manifest: BackupManifest }> {
  const { folder, manifest } = await verifyBackup(given);
  if (manifest.dialect !== target.dialect) {
    throw new BackupError(
      'wrong_database',
      `The backup is of ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}; the shop is set up for ${describeTarget(target)}`,
    );
  }
  const database = manifest.files.find((file) => file.role === 'database');
  if (!database) throw new BackupError('not_a_backup', `${folder} holds no database file`);
  const file = path.join(folder, path.basename(database.name));
  if (target.dialect === 'sqlite') await restoreSqlite(file, target);
  else await restorePostgres(file, manifest, target);
  return { folder, manifest };
}
