import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_TEST_DATABASE_URL, testDatabaseKind } from '@/lib/testing/test-database';
import { openDatabase } from './connection';
import { openSqliteFile } from './sqlite-driver';
import { databaseStartFailureOf } from './start-failure';

/** The error the shop's own opening of the database (and a first statement) raises. */
async function failureOf(options: { sqlitePath?: string; databaseUrl?: string }): Promise<unknown> {
  try {
    const database = await openDatabase(options);
    try {
      await sql`select 1`.execute(database.db);
    } finally {
      await database.db.destroy();
    }
  } catch (error) {
    return error;
  }
  throw new Error('The database opened');
}

/** An error as better-sqlite3 raises it, with the code SQLite returns (for what root cannot provoke: its writes ignore permissions). */
function sqliteError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('databaseStartFailureOf: the real cause of a database the shop cannot use, in one line', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-failure-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a read-only SQLite file: says so, not "check DATABASE_URL"', async () => {
    const file = path.join(dir, 'read-only.db');
    const created = await openSqliteFile(file);
    created.exec('create table t (x integer)');
    created.close();
    const readOnly = await openSqliteFile(file, { readonly: true });
    let error: unknown;
    try {
      readOnly.exec('insert into t values (1)');
    } catch (caught) {
      error = caught;
    } finally {
      readOnly.close();
    }
    expect(error).toMatchObject({ code: 'SQLITE_READONLY' });
    expect(databaseStartFailureOf(error, { sqlitePath: file })).toBe(
      `db: cannot use SQLite ${file}: attempt to write a readonly database. The shop cannot start: the file is read-only; let the user running the shop write to ${file} (and its folder), or set SQLITE_PATH to a file it may write.`,
    );
  });

  it('a read-only folder: names the folder and the files SQLite writes beside the database', () => {
    const line = databaseStartFailureOf(
      sqliteError('SQLITE_READONLY_DIRECTORY', 'attempt to write a readonly database'),
      { sqlitePath: '/srv/shop/data/shop.db' },
    );
    expect(line).toBe(
      'db: cannot use SQLite /srv/shop/data/shop.db: attempt to write a readonly database. The shop cannot start: its folder /srv/shop/data is read-only, and SQLite writes shop.db-wal and shop.db-shm beside the file; let the user running the shop write to that folder, or set SQLITE_PATH to a file in a folder it may write.',
    );
    // A new file in a folder the shop may not write: SQLite cannot even create it.
    expect(
      databaseStartFailureOf(sqliteError('SQLITE_CANTOPEN', 'unable to open database file'), {
        sqlitePath: '/srv/shop/data/shop.db',
      }),
    ).toContain(
      'The shop cannot start: SQLite cannot create or open the file in /srv/shop/data; let the user running the shop write to that folder',
    );
  });

  it('a folder where the file should be, and a file where a folder should be', async () => {
    expect(databaseStartFailureOf(await failureOf({ sqlitePath: dir }), { sqlitePath: dir })).toBe(
      `db: cannot use SQLite ${dir}: unable to open database file. The shop cannot start: ${dir} is a folder; set SQLITE_PATH to a file, such as ${path.join(dir, 'shop.db')}.`,
    );
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    for (const sqlitePath of [path.join(file, 'shop.db'), path.join(file, 'data', 'shop.db')]) {
      const error = await failureOf({ sqlitePath });
      expect(error).toMatchObject({ code: expect.stringMatching(/^(EEXIST|ENOTDIR)$/) });
      expect(databaseStartFailureOf(error, { sqlitePath })).toMatch(
        new RegExp(
          `The shop cannot start: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is a file where SQLITE_PATH needs a folder; set SQLITE_PATH to a file in a folder\\.$`,
        ),
      );
    }
  });

  it('a folder that cannot be created, and a file that is no database', async () => {
    const denied = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/shop/data'"), {
      code: 'EACCES',
      syscall: 'mkdir',
      path: '/srv/shop/data',
    });
    expect(databaseStartFailureOf(denied, { sqlitePath: '/srv/shop/data/shop.db' })).toBe(
      "db: cannot use SQLite /srv/shop/data/shop.db: EACCES: permission denied, mkdir '/srv/shop/data'. The shop cannot start: the folder /srv/shop/data cannot be created (permission denied); create it for the user running the shop, or set SQLITE_PATH to a file in a folder it may write.",
    );
    const notADatabase = path.join(dir, 'notes.db');
    fs.writeFileSync(notADatabase, 'x'.repeat(4096));
    const error = await failureOf({ sqlitePath: notADatabase });
    expect(error).toMatchObject({ code: 'SQLITE_NOTADB' });
    expect(databaseStartFailureOf(error, { sqlitePath: notADatabase })).toContain(
      'The shop cannot start: the file is not a SQLite database',
    );
  });

  it('PostgreSQL that does not answer: start it or correct the host and port, and never the password', async () => {
    const databaseUrl = 'postgres://shop:secret-word@127.0.0.1:1/shop';
    const line = databaseStartFailureOf(await failureOf({ databaseUrl }), { databaseUrl, sqlitePath: 'data/shop.db' });
    expect(line).toBe(
      'db: cannot use PostgreSQL at 127.0.0.1:1/shop: connect ECONNREFUSED 127.0.0.1:1. The shop cannot start: nothing answers at 127.0.0.1:1; start PostgreSQL there, or correct the host and port in DATABASE_URL.',
    );
    const unknownHost = Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), {
      code: 'ENOTFOUND',
      hostname: 'db.internal',
    });
    expect(
      databaseStartFailureOf(unknownHost, {
        databaseUrl: 'postgres://shop:secret-word@db.internal/shop',
        sqlitePath: 'data/shop.db',
      }),
    ).toBe(
      'db: cannot use PostgreSQL at db.internal/shop: getaddrinfo ENOTFOUND db.internal. The shop cannot start: the host name db.internal is not known; correct the host in DATABASE_URL.',
    );
  });

  it('PostgreSQL refusing a password (28P01): the server answers, the credentials are wrong', () => {
    const refused = Object.assign(new Error('password authentication failed for user "shop"'), { code: '28P01' });
    expect(
      databaseStartFailureOf(refused, {
        databaseUrl: 'postgres://shop:secret-word@db.internal:5433/shop',
        sqlitePath: 'data/shop.db',
      }),
    ).toBe(
      'db: cannot use PostgreSQL at db.internal:5433/shop: password authentication failed for user "shop". The shop cannot start: PostgreSQL answers at db.internal:5433 but refused the user or password; correct them in DATABASE_URL.',
    );
  });

  it('leaves other failures (a bug, a constraint) to the log with their stack', () => {
    expect(
      databaseStartFailureOf(sqliteError('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed'), {
        sqlitePath: 'data/shop.db',
      }),
    ).toBeNull();
    expect(databaseStartFailureOf(new TypeError('x is undefined'), { sqlitePath: 'data/shop.db' })).toBeNull();
  });
});

// The server itself says no: needs a PostgreSQL to ask (TEST_DATABASE=postgres).
if (testDatabaseKind() === 'postgres') {
  describe('databaseStartFailureOf against the test PostgreSQL', () => {
    const server = new URL(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
    const urlWith = (user: string, database: string) => {
      const url = new URL(server);
      url.username = user;
      url.pathname = `/${database}`;
      return url.toString();
    };
    const hostAndPort = `${server.hostname}:${server.port || '5432'}`;

    it('a user the server does not know (28000): the credentials, not the server', async () => {
      const databaseUrl = urlWith('no_such_shop_user', server.pathname.slice(1));
      const error = await failureOf({ databaseUrl });
      expect(error).toMatchObject({ code: '28000' });
      expect(databaseStartFailureOf(error, { databaseUrl, sqlitePath: 'data/shop.db' })).toMatch(
        `The shop cannot start: PostgreSQL answers at ${hostAndPort} but refused the user or password; correct them in DATABASE_URL.`,
      );
    });

    it('a database that does not exist (3D000): create it or correct the name', async () => {
      const databaseUrl = urlWith(server.username || 'postgres', 'no_such_shop_database');
      const error = await failureOf({ databaseUrl });
      expect(error).toMatchObject({ code: '3D000' });
      expect(databaseStartFailureOf(error, { databaseUrl, sqlitePath: 'data/shop.db' })).toContain(
        `The shop cannot start: PostgreSQL answers at ${hostAndPort} but has no database "no_such_shop_database"; create it (createdb no_such_shop_database) or correct the database name in DATABASE_URL.`,
      );
    });
  });
}
