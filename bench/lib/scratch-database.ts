import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type ShopDatabase } from '@/lib/server/db/connection';
import type { DialectName } from '@/lib/server/db/dialect';
import { dropShopSchema } from '../../lib/server/db/prepare';

export type DatabaseLabel = 'SQLite' | 'PostgreSQL';
export const DATABASE_LABELS: Record<DialectName, DatabaseLabel> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** A database for one benchmark: a temporary SQLite file, or a PostgreSQL schema of its own; both gone after cleanup(). */
export interface ScratchDatabase {
  kind: DatabaseLabel;
  database: ShopDatabase;
  /** The PostgreSQL schema (search_path of every connection), for extra pools on the same data. */
  schema?: string;
  cleanup(): Promise<void>;
}

/** Opens (not migrates) a scratch database; `label` names the temporary file or schema after the section. */
export async function openScratchDatabase(
  dialect: DialectName,
  { label, postgresUrl }: { label: string; postgresUrl: string | null },
): Promise<ScratchDatabase> {
  if (dialect === 'postgres') {
    if (!postgresUrl) throw new Error(`${label}: no PostgreSQL URL`);
    const schema = `bench_${label}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: postgresUrl, schema });
    return {
      kind: 'PostgreSQL',
      database,
      schema,
      async cleanup() {
        await dropShopSchema(database, schema);
        await database.db.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const database = await openDatabase({ sqlitePath: path.join(dir, 'shop.db') });
  return {
    kind: 'SQLite',
    database,
    async cleanup() {
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
