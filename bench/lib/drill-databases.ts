/** The restore drill's databases (bench/restore-drill.ts): where the shop and its restore live, and their stock. */
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type ShopDatabase } from '../../lib/server/db/connection';
import type { DialectName } from '../../lib/server/db/dialect';

type StockRow = { product_id: number; size: string; quantity: number; reserved: number };
export const stockKey = (row: { product_id: number; size: string }) => `${row.product_id}/${row.size}`;

export async function readStock(database: ShopDatabase): Promise<Map<string, StockRow>> {
  const rows = await database.db
    .selectFrom('product_stock')
    .select(['product_id', 'size', 'quantity', 'reserved'])
    .execute();
  return new Map(rows.map((row) => [stockKey(row), { ...row, product_id: Number(row.product_id) }]));
}

interface Place {
  /** Settings that point the shop and the db scripts at it. */
  env: Record<string, string>;
  open(): Promise<ShopDatabase>;
  cleanup(): Promise<void>;
}

function databaseUrlNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function places(dialect: DialectName, dir: string): Promise<{ source: Place; target: Place }> {
  if (dialect === 'sqlite') {
    const place = (file: string): Place => ({
      env: { SQLITE_PATH: file, DATABASE_URL: '' },
      open: () => openDatabase({ sqlitePath: file }),
      cleanup: async () => undefined,
    });
    return { source: place(path.join(dir, 'shop.db')), target: place(path.join(dir, 'restored.db')) };
  }
  const url = process.env.DRILL_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `drill_${process.pid}`;
  const targetName = `${new URL(url).pathname.slice(1)}_drill_${process.pid}`;
  const targetUrl = databaseUrlNamed(url, targetName);
  await adminQuery(url, `create database "${targetName}"`);
  return {
    source: {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      open: () => openDatabase({ databaseUrl: url, schema }),
      cleanup: () => adminQuery(url, `drop schema if exists "${schema}" cascade`),
    },
    target: {
      env: { DATABASE_URL: targetUrl, DATABASE_SCHEMA: schema },
      open: () => openDatabase({ databaseUrl: targetUrl, schema }),
      cleanup: () => adminQuery(url, `drop database if exists "${targetName}" with (force)`),
    },
  };
}
