import 'server-only';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { adminEndpoints } from '../../../contract/admin';
import { centsToAmount } from '../../../money';
import { site } from '../../../site';
import { getDatabase } from '../../db/connection';
import type { FileAnswer, StaffRequestContext } from '../request-context';
import { recordAudit } from '../staff/audit';
import { actorOf } from '../staff/staff-auth';
import { PICTURE_COLUMNS } from './admin-product-fields';
import * as admin from './repositories/admin-products';
import { BEST_SELLER_TAG, handleOf, NEW_ARRIVAL_TAG, SHOP_COLUMNS, SHOPIFY_COLUMNS } from './product-csv';

type Input = z.output<(typeof adminEndpoints)['exportProducts']['input']>;

/** Products read per query: the export walks the catalogue in keyset pages, never all rows at once. */
const EXPORT_PAGE_SIZE = 500;

function amount(cents: number): string {
  return centsToAmount(cents).toFixed(2);
}

function picturesOf(row: admin.ProductTableRow): { url: string; alt: string }[] {
  return PICTURE_COLUMNS.flatMap(([url, alt]) => (row[url] ? [{ url: row[url], alt: row[alt] }] : []));
}

function shopRowsOf(row: admin.AdminProductRow, sizes: admin.StockTableRow[]): string[][] {
  const pictures = picturesOf(row);
  return [
    [
      String(row.id),
      String(row.product_code),
      row.name,
      row.category_name,
      row.sub_category_name ?? '',
      row.description,
      row.remarks,
      amount(row.offer_price_cents),
      amount(row.mrp_cents),
      row.hsn_code ?? '',
      String(row.is_active === 1),
      String(row.top_selling === 1),
      String(row.new_arrival === 1),
      sizes.map((entry) => `${entry.size}:${entry.quantity}`).join('; '),
      ...PICTURE_COLUMNS.flatMap((_, index) => [pictures[index]?.url ?? '', pictures[index]?.alt ?? '']),
    ],
  ];
}

/** Shopify's layout: one row per size; pictures beside them, and extra rows (handle and picture only) for more. */
function shopifyRowsOf(row: admin.AdminProductRow, sizes: admin.StockTableRow[]): string[][] {
  const pictures = picturesOf(row);
  const handle = handleOf(row);
  const tags = [
    row.sub_category_name ?? '',
    row.top_selling === 1 ? BEST_SELLER_TAG : '',
    row.new_arrival === 1 ? NEW_ARRIVAL_TAG : '',
  ].filter((tag) => tag !== '');
  const lines: string[][] = [];
  const count = Math.max(sizes.length, pictures.length, 1);
  for (let index = 0; index < count; index += 1) {
    const size = sizes[index];
    const picture = pictures[index];
    const first = index === 0;
    lines.push([
      handle,
      first ? row.name : '',
      first ? row.description : '',
      first ? site.name : '',
      first ? row.category_name : '',
      first ? tags.join(', ') : '',
      first ? 'Size' : '',
      size?.size ?? '',
      size ? `${row.product_code}-${size.size}` : '',
      size ? String(size.quantity) : '',
      size ? amount(row.offer_price_cents) : '',
      size ? amount(row.mrp_cents) : '',
      picture?.url ?? '',
      picture ? picture.alt || row.name : '',
      first ? (row.is_active === 1 ? 'active' : 'draft') : '',
    ]);
  }
  return lines;
}

/**
 * GET /api/admin/products/export/?format=shop|shopify (staff): every product, newest first, as CSV in
 * the shop's columns or Shopify's product CSV; read in keyset pages; the export is audited.
 */
export async function exportProducts(input: Input, context: StaffRequestContext): Promise<FileAnswer> {
  const { db } = await getDatabase();
  const header = input.format === 'shop' ? [...SHOP_COLUMNS] : [...SHOPIFY_COLUMNS];
  const chunks = [stringify([header], { record_delimiter: '\r\n' })];
  let beforeId: number | undefined;
  let products = 0;
  for (;;) {
    const { rows: page } = await admin.listProductsForAdmin(db, {}, { beforeId, limit: EXPORT_PAGE_SIZE });
    if (page.length === 0) break;
    const stock = await admin.listStockOfProducts(
      db,
      page.map((row) => row.id),
    );
    const lines = page.flatMap((row) => {
      const sizes = stock.filter((entry) => entry.product_id === row.id);
      return input.format === 'shop' ? shopRowsOf(row, sizes) : shopifyRowsOf(row, sizes);
    });
    chunks.push(stringify(lines, { record_delimiter: '\r\n' }));
    products += page.length;
    beforeId = page[page.length - 1]?.id;
    if (page.length < EXPORT_PAGE_SIZE) break;
  }
  const at = new Date().toISOString();
  await db.transaction().execute((trx) =>
    recordAudit(trx, actorOf(context), {
      action: 'products.export',
      entityType: 'products',
      entityId: input.format,
      before: null,
      after: { format: input.format, products },
      at,
    }),
  );
  return { fileName: `products-${input.format}-${at.slice(0, 10)}.csv`, body: Buffer.from(chunks.join(''), 'utf8') };
}
