import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DialectName } from '../../../db/dialect';
import { toFts5Query, toTsQuery, type SearchMatch } from '../../../search/query';
import type { VocabularyTerm } from '../../../search/vocabulary';
import { toProductRow, type ProductRow } from './product-row';

export type { ProductRow } from './product-row';

export interface ProductWithNames extends ProductRow {
  category_name: string;
  sub_category_name: string | null;
}

export interface StockRow {
  size: string;
  available: number;
}

/** Lower-cased words a product is found by. Kept in the row so search reads one column. */
export function buildSearchText(parts: {
  name: string;
  description: string;
  productCode: number;
  categoryName: string;
  subCategoryName: string | null;
}): string {
  return [parts.name, parts.productCode, parts.categoryName, parts.subCategoryName ?? '', parts.description]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export async function listTopSellingProducts(db: Kysely<Database>, limit: number): Promise<ProductRow[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('top_selling', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toProductRow);
}

/** Sets a product's prices (USD cents); false when no such product. */
export async function updateProductPrices(
  db: Kysely<Database>,
  id: number,
  prices: { offerPriceCents: number; mrpCents: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ offer_price_cents: prices.offerPriceCents, mrp_cents: prices.mrpCents, updated_at: prices.now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Listings and their counts stay cheap at any catalogue size: see product-listing.ts.
export { countActiveProducts, listActiveProducts } from './product-listing';

export async function findProductWithNames(db: Kysely<Database>, id: number): Promise<ProductWithNames | undefined> {
  const row = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'products.sub_category_id')
    .selectAll('products')
    .select(['categories.name as category_name', 'subcategories.name as sub_category_name'])
    .where('products.id', '=', id)
    .executeTakeFirst();
  return row && toProductRow(row);
}

/** Sizes in display order, with what can still be sold (shelf minus held). */
export async function listProductStock(db: Kysely<Database>, productId: number): Promise<StockRow[]> {
  const rows = await db
    .selectFrom('product_stock')
    .select(['size', 'quantity', 'reserved'])
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
  return rows.map((row) => ({ size: row.size, available: Math.max(0, row.quantity - row.reserved) }));
}

/** Other active products of the same subcategory (or category), never one with the same product_code. */
export async function listRelatedProducts(
  db: Kysely<Database>,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('is_active', '=', 1)
    .where('product_code', '<>', product.product_code)
    .where('category_id', '=', product.category_id);
  if (product.sub_category_id !== null) query = query.where('sub_category_id', '=', product.sub_category_id);
  const rows = await query.orderBy('top_selling', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toProductRow);
}

/** A product the search index found and where it ranks. */
export interface SearchHit {
  id: number;
  /** 0: every word of the query in the product's name; 1: somewhere in its name or search text. */
  tier: number;
  top_selling: number;
}

/**
 * Added to a best seller's id for its FTS5 rowid (migration 004-search), so
 * that FTS5's own rowid order is the ranking: best sellers, then newest.
 */
export const TOP_SELLING_ROWID_OFFSET = 2 ** 40;

/** PostgreSQL: how far along the ranking order a walk goes before asking the GIN index instead (see searchProductIds). */
const WALK_ROWS = 3000;
/** PostgreSQL: walk first only when the walk should meet this many times the page it needs. */
const WALK_MARGIN = 3;

/**
 * Active products matching a search, ranked: name matches first, then the
 * rest; best sellers, then the newest, within each. Read from the search
 * index alone (products_search, migration 004-search), never by scanning
 * products. SQLite: FTS5, read in rowid order (the ranking) and stopped at
 * the limit. PostgreSQL: GIN-indexed tsvectors; the second tier only when the
 * first did not fill the page.
 *
 * On PostgreSQL, `expectedShare` (about which share of the active products
 * match, from the vocabulary's counts) picks the plan rather than the planner's statistics, which
 * a bulk load leaves stale and which guess 0.5% for any word they do not
 * know: walking the ranking order for a word that matches nothing reads the
 * whole table (60 ms at 100,000 products), while collecting every match of a
 * common word from the GIN index and sorting them costs as much. A query
 * expected to fill the page well within WALK_ROWS rows of the ranking order
 * walks them, and asks the GIN index only when they held too few; any other
 * goes straight to the GIN index.
 */
export async function searchProductIds(
  db: Kysely<Database>,
  dialect: DialectName,
  match: SearchMatch,
  limit: number,
  expectedShare: number,
): Promise<SearchHit[]> {
  if (limit <= 0) return [];
  if (dialect === 'postgres') {
    const query = toTsQuery(match);
    const walkFirst = expectedShare * WALK_ROWS >= WALK_MARGIN * limit;
    // '+ 0' keeps the ranking index out of the GIN queries: they collect every match and sort.
    const { rows } = await sql<SearchHit>`
      with named_walk as (
        select product_id, top_selling from (
          select product_id, top_selling, name_document from products_search where ${walkFirst}
          order by top_selling desc, product_id desc limit ${WALK_ROWS}
        ) walked where name_document @@ ${query}::tsquery limit ${limit}
      ), named as (
        select product_id, top_selling from named_walk where (select count(*) from named_walk) = ${limit}
        union all
        (select product_id, top_selling from products_search
         where name_document @@ ${query}::tsquery and (select count(*) from named_walk) < ${limit}
         order by top_selling + 0 desc, product_id + 0 desc limit ${limit})
      ), elsewhere_walk as (
        select product_id, top_selling from (
          select product_id, top_selling, document from products_search where ${walkFirst} and (select count(*) from named) < ${limit}
          order by top_selling desc, product_id desc limit ${WALK_ROWS}
        ) walked where document @@ ${query}::tsquery limit ${limit}
      ), elsewhere as (
        select product_id, top_selling from elsewhere_walk where (select count(*) from elsewhere_walk) = ${limit}
        union all
        (select product_id, top_selling from products_search
         where document @@ ${query}::tsquery and (select count(*) from named) < ${limit} and (select count(*) from elsewhere_walk) < ${limit}
         order by top_selling + 0 desc, product_id + 0 desc limit ${limit})
      )
      select product_id as id, 0 as tier, top_selling from named
      union all
      select product_id, 1, top_selling from elsewhere where product_id not in (select product_id from named)
      order by tier, top_selling desc, id desc`.execute(db);
    return rows.slice(0, limit);
  }

  const hits: SearchHit[] = [];
  const seen = new Set<number>();
  for (const [tier, columns] of [
    [0, '{name}'],
    [1, '{name body}'],
  ] as const) {
    // The name matches come back in the second tier too: cheaper to skip them here than to exclude them in FTS5.
    const { rows } = await sql<{ rowid: number }>`
      select rowid from products_search
      where products_search match ${`${columns} : ${toFts5Query(match)}`}
      order by rowid desc
      limit ${limit}`.execute(db);
    for (const { rowid } of rows) {
      const id = rowid % TOP_SELLING_ROWID_OFFSET;
      if (seen.has(id) || hits.length === limit) continue;
      seen.add(id);
      hits.push({ id, tier, top_selling: rowid >= TOP_SELLING_ROWID_OFFSET ? 1 : 0 });
    }
    if (hits.length === limit) break;
  }
  return hits;
}

/** Active products with these ids (in no particular order). */
export async function listActiveProductsByIds(db: Kysely<Database>, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).where('is_active', '=', 1).execute();
  return rows.map(toProductRow);
}

/** Changes whenever the words of an active product change (kept by the triggers of migration 004-search). */
export async function readSearchIndexVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from search_state where id = 1`.execute(db);
  return rows[0]?.version ?? 0;
}

/** Words of active products and how many products hold each (letters only; codes and sizes are looked up as typed). */
export async function listSearchTerms(db: Kysely<Database>, dialect: DialectName): Promise<VocabularyTerm[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<VocabularyTerm>`select term, documents from search_terms where documents > 0`.execute(db)
      : // Terms sort bytewise: starting at 'a' skips the product codes and sizes.
        await sql<VocabularyTerm>`select term, doc as documents from products_search_terms where term >= 'a'`.execute(
          db,
        );
  return rows;
}
