import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../lib/server/db/dialect';
import type { Database } from '../../lib/server/db/schema';

export type Cell = string | number | null;
/** A column and the PostgreSQL array type its values are sent as. */
export type BulkColumn = readonly [name: string, type: 'text' | 'int8'];

/** PostgreSQL rows per unnest() statement: one statement's arrays stay a few megabytes. */
const POSTGRES_ROWS = 20_000;
/** SQLite's limit of bound parameters per statement (SQLITE_MAX_VARIABLE_NUMBER, 32,766 since 3.32). */
const SQLITE_PARAMETERS = 32_000;

/**
 * Inserts rows (one array of cells per row, in `columns` order) by the fastest
 * plain SQL each database takes: on PostgreSQL one `insert … select * from
 * unnest($1::text[], $2::int8[], …)` per 20,000 rows (one array parameter per
 * column, so a statement costs what COPY does, give or take), on SQLite
 * multi-row VALUES up to its parameter limit. Run it inside a transaction: a
 * commit per statement is what makes bulk loads slow.
 */
export async function insertRows(
  db: Kysely<Database>,
  dialect: DialectName,
  table: string,
  columns: readonly BulkColumn[],
  rows: Cell[][],
): Promise<void> {
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  if (dialect === 'postgres') {
    for (let start = 0; start < rows.length; start += POSTGRES_ROWS) {
      const batch = rows.slice(start, start + POSTGRES_ROWS);
      const arrays = columns.map(([, type], i) => sql`${batch.map((row) => row[i] ?? null)}::${sql.raw(type)}[]`);
      await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(db);
    }
    return;
  }
  const perStatement = Math.max(1, Math.floor(SQLITE_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.table(table)} (${names}) values ${values}`.execute(db);
  }
}

/** After rows were inserted with explicit ids: PostgreSQL's identity sequence moves past them (SQLite needs nothing). */
export async function resetIdentity(db: Kysely<Database>, dialect: DialectName, table: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
    db,
  );
}
