import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { isDatabaseUnavailableError } from './errors';

/** The database a command or the server was told to use (DATABASE_URL, else SQLITE_PATH). */
export interface DatabaseTarget {
  databaseUrl?: string;
  sqlitePath: string;
}

/** Where the database is, for the person starting the shop: never the user or password. */
function describeTarget(target: DatabaseTarget): string {
  if (!target.databaseUrl) return `SQLite ${target.sqlitePath}`;
  try {
    const url = new URL(target.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** The inner errors of an AggregateError (of any realm: node's own errors are not the test runner's Error). */
function innerErrorsOf(error: object): unknown[] | undefined {
  return 'errors' in error && Array.isArray(error.errors) ? error.errors : undefined;
}

/** The error's own words; a connection tried on several addresses (localhost: ::1, 127.0.0.1) fails with an AggregateError of them. */
function reasonOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  const inner = innerErrorsOf(error);
  if (!message && inner) return inner.map(reasonOf).join('; ');
  return message || JSON.stringify(error);
}

/** The code of `error`, of the first of an AggregateError's errors, or of its cause. */
function codeOf(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  const inner = innerErrorsOf(error);
  if (inner) return codeOf(inner[0], depth + 1);
  return 'cause' in error ? codeOf(error.cause, depth + 1) : undefined;
}

function pathOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'path' in error && typeof error.path === 'string'
    ? error.path
    : undefined;
}

/** The first part of `folder` that exists but is a file: what stops the folders of SQLITE_PATH being made. */
function fileInTheWay(folder: string): string | undefined {
  const parts = path.resolve(folder).split(path.sep);
  for (let length = 2; length <= parts.length; length += 1) {
    const candidate = parts.slice(0, length).join(path.sep) || path.sep;
    const stat = fs.statSync(candidate, { throwIfNoEntry: false });
    if (stat === undefined) return undefined;
    if (!stat.isDirectory()) return candidate;
  }
  return undefined;
}

function isWritable(target: string): boolean {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** A file the shop may write in a folder it may not: SQLite cannot make its -wal and -shm files beside it. */
function isOnlyTheFolderReadOnly(file: string): boolean {
  return fs.existsSync(file) && isWritable(file) && !isWritable(path.dirname(path.resolve(file)));
}

const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'];

/** What is wrong with SQLITE_PATH, and what to do; undefined for a failure that is no setting's fault. */
function sqliteCause(code: string, error: unknown, file: string): string | undefined {
  const folder = path.dirname(path.resolve(file));
  const base = path.basename(file);
  const writable = 'let the user running the shop write to';
  if (code === 'SQLITE_READONLY_DIRECTORY' || (code.startsWith('SQLITE_READONLY') && isOnlyTheFolderReadOnly(file)))
    return `its folder ${folder} is read-only, and SQLite writes ${base}-wal and ${base}-shm beside the file; ${writable} that folder, or set SQLITE_PATH to a file in a folder it may write`;
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_'))
    return `the file is read-only; ${writable} ${file} (and its folder), or set SQLITE_PATH to a file it may write`;
  if (code === 'SQLITE_CANTOPEN') {
    if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory())
      return `${file} is a folder; set SQLITE_PATH to a file, such as ${path.join(file, 'shop.db')}`;
    return `SQLite cannot create or open the file in ${folder}; ${writable} that folder, or set SQLITE_PATH to a file in a folder it may write`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    const blocking = fileInTheWay(pathOf(error) ?? folder);
    return `${blocking ?? 'a part of the path'} is a file where SQLITE_PATH needs a folder; set SQLITE_PATH to a file in a folder`;
  }
  if (code === 'EACCES' || code === 'EPERM')
    return `the folder ${pathOf(error) ?? folder} cannot be created (permission denied); create it for the user running the shop, or set SQLITE_PATH to a file in a folder it may write`;
  if (code === 'EROFS')
    return `the file system of ${folder} is read-only; set SQLITE_PATH to a file on a writable disk`;
  if (code === 'SQLITE_NOTADB')
    return `the file is not a SQLite database; set SQLITE_PATH to the shop's database, or move the file away to start with an empty one`;
  if (isDatabaseUnavailableError(error)) return `check the file, its folder and the disk it is on (SQLITE_PATH)`;
  return undefined;
}

/** What is wrong with DATABASE_URL or its server, and what to do; undefined for a failure that is no setting's fault. */
function postgresCause(code: string, error: unknown, databaseUrl: string): string | undefined {
  const url = URL.canParse(databaseUrl) ? new URL(databaseUrl) : undefined;
  const hostAndPort = url ? `${url.hostname}:${url.port || '5432'}` : 'the address in DATABASE_URL';
  const database = url ? decodeURIComponent(url.pathname.slice(1)) || 'postgres' : 'the database';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `the host name ${url?.hostname ?? ''} is not known; correct the host in DATABASE_URL`;
  if (UNREACHABLE.includes(code) || code.startsWith('08') || code === '57P03')
    return `nothing answers at ${hostAndPort}; start PostgreSQL there, or correct the host and port in DATABASE_URL`;
  // 28000 (no such role, no pg_hba.conf entry) and 28P01 (wrong password): the server is up and said no.
  if (code.startsWith('28'))
    return `PostgreSQL answers at ${hostAndPort} but refused the user or password; correct them in DATABASE_URL`;
  if (code === '3D000')
    return `PostgreSQL answers at ${hostAndPort} but has no database "${database}"; create it (createdb ${database}) or correct the database name in DATABASE_URL`;
  if (isDatabaseUnavailableError(error)) return 'check DATABASE_URL and that the database is running';
  return undefined;
}

/**
 * Why the shop cannot use its database, in one line for the person starting
 * it: where, the driver's own words, and the real cause with what to change
 * (a read-only SQLite file or folder, a file where a folder should be, an
 * unreachable PostgreSQL host, refused credentials, a missing database).
 * Null when `error` is not such a failure (a bug: it deserves its stack).
 */
export function databaseStartFailureOf(error: unknown, target: DatabaseTarget): string | null {
  const code = codeOf(error) ?? '';
  const cause = target.databaseUrl
    ? postgresCause(code, error, target.databaseUrl)
    : sqliteCause(code, error, target.sqlitePath);
  if (cause === undefined) return null;
  return `db: cannot use ${describeTarget(target)}: ${reasonOf(error)}. The shop cannot start: ${cause}.`;
}
