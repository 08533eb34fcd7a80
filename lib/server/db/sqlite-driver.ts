import fs from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The embedded database's two drivers behind one small interface
 * (docs/decisions/028-sqlite-driver-per-node-line.md):
 *
 * - `better-sqlite3` 12 on Node 20 and 22. On Node 24.19 and later it aborts
 *   the process (`Assertion failed: (env) != nullptr` in
 *   RemoveEnvironmentCleanupHook) when V8 collects one of its statements
 *   outside a JavaScript context: Node's ObjectWrap changed under it.
 *   better-sqlite3 13 is rewritten on node-addon-api and fixed, but needs
 *   Node 22, so it cannot serve this machine's Node 20.
 * - `node:sqlite`, built into Node (no native build, no download), from Node
 *   24 on by default; Node 22.16 and later can run it when asked.
 *
 * SQLITE_DRIVER=auto (the default) picks by the running Node; naming a driver
 * forces it. Kysely sees either as its better-sqlite3-shaped SqliteDatabase,
 * and errors carry better-sqlite3's codes (SQLITE_BUSY,
 * SQLITE_CONSTRAINT_UNIQUE, ...) on both, so lib/server/db/errors.ts and every
 * caller read them one way.
 */
export const SQLITE_DRIVERS = ['auto', 'better-sqlite3', 'node:sqlite'] as const;
export type SqliteDriverSetting = (typeof SQLITE_DRIVERS)[number];
export type SqliteDriverName = Exclude<SqliteDriverSetting, 'auto'>;

/** How long a statement waits for another connection's lock before SQLITE_BUSY (better-sqlite3's default). */
const BUSY_TIMEOUT_MS = 5000;

/** The Node major from which `auto` means node:sqlite. */
const NODE_SQLITE_FROM_MAJOR = 24;

export function sqliteDriverFor(
  setting: SqliteDriverSetting = 'auto',
  nodeVersion = process.versions.node,
): SqliteDriverName {
  if (setting !== 'auto') return setting;
  return Number(nodeVersion.split('.')[0]) >= NODE_SQLITE_FROM_MAJOR ? 'node:sqlite' : 'better-sqlite3';
}

export interface SqliteOpenOptions {
  readonly?: boolean;
  /** Refuse to create the file (a backup's source, a copy being checked). */
  fileMustExist?: boolean;
  driver?: SqliteDriverSetting;
}

/** One open SQLite file, whichever driver holds it. */
export interface SqliteFile {
  readonly driver: SqliteDriverName;
  /** What Kysely's SqliteDialect takes. */
  readonly database: SqliteDatabase;
  /** Runs statements that answer nothing (pragmas that set, DDL). */
  exec(sql: string): void;
  /** The first column of the first row (`pragma quick_check`, `select count(*)`), or undefined. */
  value(sql: string): unknown;
  /** SQLite's online backup into `destination`: the rest copied in one step after the first. */
  backup(destination: string): Promise<void>;
  close(): void;
}

export async function openSqliteFile(file: string, options: SqliteOpenOptions = {}): Promise<SqliteFile> {
  if (options.fileMustExist && file !== ':memory:' && !fs.existsSync(file)) {
    throw Object.assign(new Error(`unable to open database file: ${file} does not exist`), { code: 'SQLITE_CANTOPEN' });
  }
  const driver = sqliteDriverFor(options.driver);
  return driver === 'node:sqlite' ? openWithNodeSqlite(file, options) : openWithBetterSqlite3(file, options);
}

/* ------------------------------------------------------------ better-sqlite3 */

async function openWithBetterSqlite3(file: string, options: SqliteOpenOptions): Promise<SqliteFile> {
  let SQLite: typeof BetterSqlite3;
  try {
    ({ default: SQLite } = await import('better-sqlite3'));
  } catch (error) {
    throw new Error(
      `The SQLite driver better-sqlite3 did not load under Node ${process.versions.node} (${error instanceof Error ? error.message : String(error)}). ` +
        'Reinstall it (npm rebuild better-sqlite3), or run Node 24 or later, which has SQLite built in.',
      { cause: error },
    );
  }
  const sqlite = new SQLite(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.fileMustExist ?? false,
    timeout: BUSY_TIMEOUT_MS,
  });
  return {
    driver: 'better-sqlite3',
    database: sqlite,
    exec: (sql) => void sqlite.exec(sql),
    value: (sql) => sqlite.prepare(sql).pluck().get(),
    backup: async (destination) => {
      await sqlite.backup(destination, { progress: () => 0x7fffffff });
    },
    close: () => sqlite.close(),
  };
}

/* ------------------------------------------------------------ node:sqlite */

/** The part of node:sqlite this module uses (this project's @types/node is Node 20's, which has none). */
interface NodeStatement {
  all(...parameters: unknown[]): Record<string, unknown>[];
  get(...parameters: unknown[]): Record<string, unknown> | undefined;
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: unknown[]): IterableIterator<Record<string, unknown>>;
  columns(): unknown[];
}
interface NodeDatabase {
  prepare(sql: string): NodeStatement;
  exec(sql: string): void;
  close(): void;
}
interface NodeSqliteModule {
  DatabaseSync: new (file: string, options?: { readOnly?: boolean; timeout?: number }) => NodeDatabase;
  StatementSync: { prototype: object };
  backup(source: NodeDatabase, destination: string, options?: { rate?: number }): Promise<number>;
}

/** node:sqlite as the running Node has it; getBuiltinModule, not import(): bundlers built on Node 20 know no `node:sqlite`. */
function builtinSqlite(): NodeSqliteModule | undefined {
  const sqlite = process.getBuiltinModule?.('node:sqlite') as NodeSqliteModule | undefined;
  // Node 22.13-22.15 have the module but statements without columns(), which tells readers from writers.
  return sqlite && typeof sqlite.backup === 'function' && 'columns' in sqlite.StatementSync.prototype
    ? sqlite
    : undefined;
}

export function nodeHasSqlite(): boolean {
  return builtinSqlite() !== undefined;
}

function loadNodeSqlite(): NodeSqliteModule {
  const sqlite = builtinSqlite();
  if (!sqlite) {
    throw new Error(
      `SQLITE_DRIVER=node:sqlite needs a Node with SQLite built in (22.16 or later); this is Node ${process.versions.node}.`,
    );
  }
  return sqlite;
}

function openWithNodeSqlite(file: string, options: SqliteOpenOptions): SqliteFile {
  const { DatabaseSync, backup } = loadNodeSqlite();
  // better-sqlite3 waits 5 s for a lock by default, node:sqlite not at all: the same wait on both.
  const sqlite = translated(
    () => new DatabaseSync(file, { readOnly: options.readonly ?? false, timeout: BUSY_TIMEOUT_MS }),
  );
  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare: (sql) => new NodeSqliteStatement(translated(() => sqlite.prepare(sql))),
  };
  return {
    driver: 'node:sqlite',
    database,
    exec: (sql) => translated(() => sqlite.exec(sql)),
    value: (sql) => {
      const row = translated(() => sqlite.prepare(sql).get());
      return row === undefined ? undefined : Object.values(row)[0];
    },
    backup: async (destination) => {
      // A rate past the file's page count copies the rest in one step, as better-sqlite3's progress answer does.
      await translatedAsync(() => backup(sqlite, destination, { rate: 0x7fffffff }));
    },
    close: () => sqlite.close(),
  };
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;

  constructor(private readonly statement: NodeStatement) {
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return translated(() => this.statement.all(...parameters)).map(plainRow);
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return translated(() => this.statement.run(...parameters));
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    const rows = translated(() => this.statement.iterate(...parameters));
    while (true) {
      const next = translated(() => rows.next());
      if (next.done) return;
      yield plainRow(next.value);
    }
  }
}

/** node:sqlite answers rows without a prototype and blobs as Uint8Array; better-sqlite3 answers plain objects and Buffers. */
function plainRow(row: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    plain[key] =
      value instanceof Uint8Array && !Buffer.isBuffer(value)
        ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
        : value;
  }
  return plain;
}

/* ------------------------------------------------------------ one error code */

const PRIMARY_CODES = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
  'NOTICE',
  'WARNING',
];

/** SQLite's extended result codes (sqlite.org/rescode.html) that callers may tell apart. */
const EXTENDED_CODES: Record<number, string> = {
  261: 'BUSY_RECOVERY',
  517: 'BUSY_SNAPSHOT',
  773: 'BUSY_TIMEOUT',
  262: 'LOCKED_SHAREDCACHE',
  518: 'LOCKED_VTAB',
  264: 'READONLY_RECOVERY',
  520: 'READONLY_CANTLOCK',
  776: 'READONLY_ROLLBACK',
  1032: 'READONLY_DBMOVED',
  1288: 'READONLY_CANTINIT',
  1544: 'READONLY_DIRECTORY',
  266: 'IOERR_READ',
  522: 'IOERR_SHORT_READ',
  778: 'IOERR_WRITE',
  1034: 'IOERR_FSYNC',
  1546: 'IOERR_TRUNCATE',
  3338: 'IOERR_ACCESS',
  3850: 'IOERR_LOCK',
  2570: 'IOERR_DELETE',
  8458: 'IOERR_CORRUPTFS',
  270: 'CANTOPEN_NOTEMPDIR',
  526: 'CANTOPEN_ISDIR',
  782: 'CANTOPEN_FULLPATH',
  267: 'CORRUPT_VTAB',
  523: 'CORRUPT_SEQUENCE',
  779: 'CORRUPT_INDEX',
  516: 'ABORT_ROLLBACK',
  275: 'CONSTRAINT_CHECK',
  531: 'CONSTRAINT_COMMITHOOK',
  787: 'CONSTRAINT_FOREIGNKEY',
  1043: 'CONSTRAINT_FUNCTION',
  1299: 'CONSTRAINT_NOTNULL',
  1555: 'CONSTRAINT_PRIMARYKEY',
  1811: 'CONSTRAINT_TRIGGER',
  2067: 'CONSTRAINT_UNIQUE',
  2323: 'CONSTRAINT_VTAB',
  2579: 'CONSTRAINT_ROWID',
  3091: 'CONSTRAINT_DATATYPE',
};

/** better-sqlite3's name for a SQLite result code (2067 → SQLITE_CONSTRAINT_UNIQUE). */
export function sqliteCodeName(resultCode: number): string {
  return `SQLITE_${EXTENDED_CODES[resultCode] ?? PRIMARY_CODES[resultCode & 0xff] ?? 'UNKNOWN'}`;
}

/** node:sqlite's errors say code ERR_SQLITE_ERROR and the result in `errcode`; give them better-sqlite3's code. */
function translateError(error: unknown): unknown {
  // Not `instanceof Error`: the error comes from Node's own realm, which a test runner's sandbox does not share.
  if (typeof error === 'object' && error !== null && 'errcode' in error && typeof error.errcode === 'number') {
    Object.defineProperty(error, 'code', {
      value: sqliteCodeName(error.errcode),
      configurable: true,
      writable: true,
      enumerable: true,
    });
  }
  return error;
}

function translated<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw translateError(error);
  }
}

async function translatedAsync<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateError(error);
  }
}
