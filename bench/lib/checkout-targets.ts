/** The checkout section's databases (bench/checkout.ts): a seeded scratch SQLite or PostgreSQL schema. */
import { Kysely, PostgresDialect } from 'kysely';
import type { ShopDatabase } from '../../lib/server/db/connection';
import { prepareDatabase } from '../../lib/server/db/prepare';
import type { Database } from '../../lib/server/db/schema';
import { openScratchDatabase } from './scratch-database';
import { firstItem } from '../../lib/list';

export type DatabaseKind = 'SQLite' | 'PostgreSQL';

export interface Target {
  kind: DatabaseKind;
  database: ShopDatabase;
  /** Opens a second handle on the same data with a bigger pool (PostgreSQL only). */
  widen?(poolSize: number): Promise<ShopDatabase>;
  /** Watches how many transactions overlap while `work` runs (PostgreSQL only). */
  watch?<T>(work: () => Promise<T>): Promise<{ result: T; overlap: Overlap }>;
  cleanup(): Promise<void>;
}

/** Most transactions at once in the bench's schema, and most of them waiting on a lock, sampled from pg_locks and pg_stat_activity. */
export interface Overlap {
  inFlight: number;
  waiting: number;
}

/* ------------------------------------------------------------ databases */

export async function openSqliteTarget(): Promise<Target> {
  const scratch = await openScratchDatabase('sqlite', { label: 'checkout', postgresUrl: null });
  try {
    await prepareDatabase(scratch.database, { seedDemo: true, demoOrders: false });
  } catch (error) {
    await scratch.cleanup();
    throw error;
  }
  return { kind: scratch.kind, database: scratch.database, cleanup: scratch.cleanup };
}

export async function openPostgresTarget(databaseUrl: string): Promise<Target> {
  const scratch = await openScratchDatabase('postgres', { label: 'checkout', postgresUrl: databaseUrl });
  const { database } = scratch;
  const schema = scratch.schema!;
  const extra: Kysely<Database>[] = [];
  try {
    await prepareDatabase(database, { seedDemo: true, demoOrders: false });
  } catch (error) {
    await scratch.cleanup().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'PostgreSQL',
    database,
    async widen(poolSize) {
      const { Pool } = await import('pg');
      const pool = new Pool({ connectionString: databaseUrl, max: poolSize, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      extra.push(db);
      return { db, dialect: 'postgres' };
    },
    async watch(work) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      const overlap: Overlap = { inFlight: 0, waiting: 0 };
      let running = true;
      const sampler = (async () => {
        while (running) {
          const { rows } = await client.query<{ in_flight: string; waiting: string }>(
            `with ours as (
               select distinct l.pid from pg_locks l
               join pg_class c on c.oid = l.relation
               join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = $1 and l.pid <> pg_backend_pid()
             )
             select (select count(*) from ours) as in_flight,
                    (select count(*) from pg_stat_activity a join ours using (pid) where a.wait_event_type = 'Lock') as waiting`,
            [schema],
          );
          overlap.inFlight = Math.max(overlap.inFlight, Number(firstItem(rows).in_flight));
          overlap.waiting = Math.max(overlap.waiting, Number(firstItem(rows).waiting));
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      try {
        const result = await work();
        return { result, overlap };
      } finally {
        running = false;
        await sampler.catch(() => undefined);
        await client.end();
      }
    },
    async cleanup() {
      for (const db of extra) await db.destroy();
      await scratch.cleanup();
    },
  };
}
