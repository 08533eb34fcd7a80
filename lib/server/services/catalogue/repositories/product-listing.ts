import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { toProductRow, type ProductRow } from './product-row';

/**
 * Listings of active products by id (all, a category, a subcategory or
 * both), with counts and pages that cost the same at 100,000 products as at
 * 1,000 (docs/decisions/007-catalogue-at-scale.md):
 * - counts are sums over product_listing_counts, kept by triggers;
 * - a deep page starts from an anchor (the id of every ANCHOR_STRIDE-th
 *   product of the listing, remembered per database) instead of stepping over
 *   every product before it with OFFSET. Anchors are checked against
 *   product_listing_state.version in the same statement that reads the page,
 *   and rebuilt when a product has entered or left a listing since: the page
 *   is always the one OFFSET would give.
 */

export interface ProductFilter {
  categoryId?: number;
  subCategoryId?: number;
}

/** Every 64th product of a listing is an anchor: a deep page steps over fewer than 64 products before its own. */
export const ANCHOR_STRIDE = 64;

interface Anchors {
  version: number;
  /** ids[k] is the id of the product at position k * ANCHOR_STRIDE of the listing. */
  ids: number[];
}

/** Per database (its Kysely instance), per listing. */
const anchorsByDatabase = new WeakMap<object, Map<string, Anchors>>();

function activeProducts(db: Kysely<Database>, filter: ProductFilter) {
  let query = db.selectFrom('products').where('is_active', '=', 1);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.subCategoryId !== undefined) query = query.where('sub_category_id', '=', filter.subCategoryId);
  return query;
}

function listingVersion(db: Kysely<Database>) {
  return db.selectFrom('product_listing_state').select('version').where('id', '=', 1);
}

async function readListingVersion(db: Kysely<Database>): Promise<number> {
  const row = await listingVersion(db).executeTakeFirstOrThrow();
  return row.version;
}

export async function countActiveProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  let query = db
    .selectFrom('product_listing_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('active_count'), sql<number>`0`).as('count'));
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.subCategoryId !== undefined) query = query.where('sub_category_key', '=', filter.subCategoryId);
  const row = await query.executeTakeFirstOrThrow();
  return row.count;
}

function listingKey(filter: ProductFilter): string {
  return `${filter.categoryId ?? '*'}:${filter.subCategoryId ?? '*'}`;
}

/** The listing's anchors, read with the version they belong to in one statement. */
async function buildAnchors(db: Kysely<Database>, filter: ProductFilter): Promise<Anchors> {
  const numbered = activeProducts(db, filter).select([
    'id',
    sql<number>`row_number() over (order by id)`.as('position'),
  ]);
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .select(['numbered.id', listingVersion(db).as('listing_version')])
    .where(sql<boolean>`(numbered.position - 1) % ${sql.lit(ANCHOR_STRIDE)} = 0`)
    .orderBy('numbered.id')
    .execute();
  const version = rows[0]?.listing_version ?? (await readListingVersion(db));
  return { version, ids: rows.map((row) => row.id) };
}

async function anchorsFor(db: Kysely<Database>, filter: ProductFilter, rebuild: boolean): Promise<Anchors> {
  let byListing = anchorsByDatabase.get(db);
  if (!byListing) {
    byListing = new Map();
    anchorsByDatabase.set(db, byListing);
  }
  const key = listingKey(filter);
  const cached = byListing.get(key);
  if (cached && !rebuild) return cached;
  const anchors = await buildAnchors(db, filter);
  byListing.set(key, anchors);
  return anchors;
}

/** Active products in id order, `limit` of them after the first `offset`. */
export async function listActiveProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  page: { offset: number; limit: number },
): Promise<ProductRow[]> {
  if (page.offset >= ANCHOR_STRIDE) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const anchors = await anchorsFor(db, filter, attempt > 0);
      const slot = Math.floor(page.offset / ANCHOR_STRIDE);
      const anchor = anchors.ids[slot];
      if (anchor === undefined) {
        // Past the end of the listing as the anchors know it.
        if ((await readListingVersion(db)) === anchors.version) return [];
        continue;
      }
      const rows = await activeProducts(db, filter)
        .selectAll()
        .select(listingVersion(db).as('listing_version'))
        .where('id', '>=', anchor)
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset - slot * ANCHOR_STRIDE)
        .execute();
      const [firstRow] = rows;
      const version = firstRow !== undefined ? firstRow.listing_version : await readListingVersion(db);
      if (version === anchors.version) return rows.map(({ listing_version: _version, ...row }) => toProductRow(row));
    }
    // Products keep entering and leaving the listing: read the page the slow way.
  }
  const rows = await activeProducts(db, filter)
    .selectAll()
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toProductRow);
}
