/**
 * Both SQLite drivers answer Kysely, errors and backups the same way
 * (docs/decisions/028). Each runs where the running Node can hold it:
 * better-sqlite3 below Node 24 (it aborts on 24.19+), node:sqlite from 22.16.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { nodeHasSqlite, openSqliteFile, sqliteCodeName, sqliteDriverFor, type SqliteDriverName } from './sqlite-driver';

// better-sqlite3 only where `auto` picks it: it aborts on the Node lines that pick node:sqlite.
const drivers: SqliteDriverName[] = [
  ...(sqliteDriverFor() === 'better-sqlite3' ? (['better-sqlite3'] as const) : []),
  ...(nodeHasSqlite() ? (['node:sqlite'] as const) : []),
];

describe('sqliteDriverFor', () => {
  it('picks better-sqlite3 on Node 20 and 22, node:sqlite from Node 24, and a named driver always', () => {
    expect(sqliteDriverFor('auto', '20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverFor('auto', '22.23.3')).toBe('better-sqlite3');
    expect(sqliteDriverFor('auto', '24.21.0')).toBe('node:sqlite');
    expect(sqliteDriverFor('auto', '26.1.0')).toBe('node:sqlite');
    expect(sqliteDriverFor('node:sqlite', '22.23.3')).toBe('node:sqlite');
    expect(sqliteDriverFor('better-sqlite3', '24.21.0')).toBe('better-sqlite3');
  });

  it('names result codes as better-sqlite3 does', () => {
    expect(sqliteCodeName(2067)).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(sqliteCodeName(1299)).toBe('SQLITE_CONSTRAINT_NOTNULL');
    expect(sqliteCodeName(5)).toBe('SQLITE_BUSY');
    expect(sqliteCodeName(517)).toBe('SQLITE_BUSY_SNAPSHOT');
    expect(sqliteCodeName(8)).toBe('SQLITE_READONLY');
    // An extended code without a name here keeps its primary name.
    expect(sqliteCodeName(4106)).toBe('SQLITE_IOERR');
  });
});

describe.each(drivers)('SQLite through %s', (driver) => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-driver-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function open(file = path.join(dir, 'shop.db')) {
    const sqlite = await openSqliteFile(file, { driver });
    sqlite.exec('pragma journal_mode = WAL; pragma foreign_keys = ON');
    return {
      sqlite,
      db: new Kysely<Record<string, Record<string, unknown>>>({
        dialect: new SqliteDialect({ database: sqlite.database }),
      }),
    };
  }

  it('answers plain rows, Buffers for blobs, inserted ids and affected counts', async () => {
    const { sqlite, db } = await open();
    expect(sqlite.driver).toBe(driver);
    try {
      await sql`create table item (id integer primary key, name text not null unique, picture blob)`.execute(db);
      const inserted = await db
        .insertInto('item')
        .values({ name: 'Dabu quilt', picture: Buffer.from('jpg') })
        .returning('id')
        .execute();
      expect(inserted).toEqual([{ id: 1 }]);
      const result = await db.insertInto('item').values({ name: 'Kantha throw' }).executeTakeFirst();
      expect(Number(result.insertId)).toBe(2);
      const updated = await db
        .updateTable('item')
        .set({ name: sql`name || '!'` })
        .executeTakeFirst();
      expect(Number(updated.numUpdatedRows)).toBe(2);
      const rows = await db.selectFrom('item').selectAll().orderBy('id').execute();
      expect(rows).toStrictEqual([
        { id: 1, name: 'Dabu quilt!', picture: Buffer.from('jpg') },
        { id: 2, name: 'Kantha throw!', picture: null },
      ]);
      const streamed: unknown[] = [];
      for await (const row of db.selectFrom('item').select('name').orderBy('id').stream()) streamed.push(row);
      expect(streamed).toStrictEqual([{ name: 'Dabu quilt!' }, { name: 'Kantha throw!' }]);
    } finally {
      await db.destroy();
    }
  });

  it("gives errors better-sqlite3's codes, which lib/server/db/errors reads", async () => {
    const { db } = await open();
    try {
      await sql`create table item (id integer primary key, name text not null unique)`.execute(db);
      await db.insertInto('item').values({ name: 'Dabu quilt' }).execute();
      await expect(db.insertInto('item').values({ name: 'Dabu quilt' }).execute()).rejects.toMatchObject({
        code: 'SQLITE_CONSTRAINT_UNIQUE',
      });
      await expect(db.insertInto('item').values({ name: null }).execute()).rejects.toMatchObject({
        code: 'SQLITE_CONSTRAINT_NOTNULL',
      });
    } finally {
      await db.destroy();
    }
    const readOnly = await openSqliteFile(path.join(dir, 'shop.db'), { driver, readonly: true, fileMustExist: true });
    try {
      expect(() => readOnly.exec("insert into item (name) values ('Block print')")).toThrow(
        expect.objectContaining({ code: 'SQLITE_READONLY' }),
      );
      expect(readOnly.value('select count(*) from item')).toBe(1);
    } finally {
      readOnly.close();
    }
    await expect(openSqliteFile(path.join(dir, 'missing.db'), { driver, fileMustExist: true })).rejects.toMatchObject({
      code: 'SQLITE_CANTOPEN',
    });
  });

  it('backs up a file that is being written to a copy that passes quick_check', async () => {
    const { sqlite, db } = await open();
    try {
      await sql`create table item (id integer primary key, name text)`.execute(db);
      for (let index = 0; index < 200; index++)
        await db
          .insertInto('item')
          .values({ name: `piece ${index}` })
          .execute();
      const copyFile = path.join(dir, 'copy.db');
      await sqlite.backup(copyFile);
      const copy = await openSqliteFile(copyFile, { driver, fileMustExist: true });
      try {
        expect(copy.value('pragma quick_check')).toBe('ok');
        expect(copy.value('select count(*) from item')).toBe(200);
      } finally {
        copy.close();
      }
    } finally {
      await db.destroy();
    }
  });
});
