import 'server-only';
import { setTimeout as pause } from 'node:timers/promises';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_RESULT_LIMIT,
  ApiError,
  invalidFieldError,
  notFoundError,
  type EndpointOutput,
  type EndpointParsedInput,
  type ProductSummary,
} from '../../../contract';
import { amountToMinor, centsToAmount } from '../../../money';
import { catalogueCacheOn, expireProductReads, listingReadsExpiredAt } from '../../cached-reads';
import { categoryPath } from '../../../category-path';
import { getDatabase } from '../../db/connection';
import { logError } from '../../log';
import { storedWidthsOf } from '../media/pictures';
import * as categories from './repositories/categories';
import * as products from './repositories/products';
import { countFilteredProducts, listFilteredProducts, readListingFacets } from './repositories/product-filters';
import { readStoredFacets, storeFacets } from './repositories/listing-facets';
import { hasListingOptions, type ListingFacets, type ListingOptions } from '../../../catalogue-filters';
import { searchActiveProducts } from '../../search/search-products';

const TOP_SELLING_LIMIT = 24;
const RELATED_LIMIT = 8;
export const DEFAULT_SIZE = 'S';

function toProductSummary(row: products.ProductRow): ProductSummary {
  return {
    id: row.id,
    product_code: row.product_code,
    product_name: row.name,
    description: row.description,
    main_image: row.main_image,
    offer_price: centsToAmount(row.offer_price_cents),
    mrp: centsToAmount(row.mrp_cents),
    rating: row.rating,
    review_count: row.review_count,
    top_selling: row.top_selling,
    new_arrival: row.new_arrival,
    is_active: row.is_active,
    category_pk: row.category_id,
    sub_category_pk: row.sub_category_id,
    updated_at: row.updated_at,
  };
}

export async function getTopSellingProducts(): Promise<EndpointOutput<'getTopSellingProducts'>> {
  const { db } = await getDatabase();
  const rows = await products.listTopSellingProducts(db, TOP_SELLING_LIMIT);
  return { data: { data: rows.map(toProductSummary) } };
}

/**
 * The cards of the products a browser remembers (recently viewed, docs/decisions/050): today's names, pictures and
 * prices, never what the browser stored. Unknown and inactive ids are left out without a word (a product withdrawn
 * since the visit simply leaves the band); the rest keep the order asked, each once.
 */
export async function getProductsById(
  input: EndpointParsedInput<'getProductsById'>,
): Promise<EndpointOutput<'getProductsById'>> {
  const ids = [...new Set(input.ids)];
  const { db } = await getDatabase();
  const rows = await products.listActiveProductsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProductSummary(row)] : [];
    }),
  };
}

export async function getProductCategories(): Promise<EndpointOutput<'getProductCategories'>> {
  const { db } = await getDatabase();
  const rows = await categories.listCategories(db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      media: row.tile_image,
      navigate_link: categoryPath(row.name),
    })),
  };
}

export async function getCategoryList(): Promise<EndpointOutput<'getCategoryList'>> {
  const { db } = await getDatabase();
  const [rows, links] = await Promise.all([categories.listCategories(db), categories.listCategorySubcategoryLinks(db)]);
  return {
    categories: rows.map((row) => ({
      id: row.id,
      name: row.name,
      banner_image: row.banner_image,
      subcategories: links
        .filter((link) => link.category_id === row.id)
        .map((link) => ({ id: link.id, name: link.name })),
    })),
  };
}

export async function getAllProducts(
  input: EndpointParsedInput<'getAllProducts'>,
): Promise<EndpointOutput<'getAllProducts'>> {
  const { db } = await getDatabase();
  const categoryId = input.category_pk;
  const subCategoryId = input.sub_category_pk;
  if (categoryId !== undefined && !(await categories.findCategory(db, categoryId))) {
    throw new ApiError('not_found', 'Category not found', { field: 'category_pk' });
  }
  if (subCategoryId !== undefined) {
    if (!(await categories.findSubcategory(db, subCategoryId))) {
      throw new ApiError('not_found', 'Subcategory not found', { field: 'sub_category_pk' });
    }
    if (categoryId !== undefined && !(await categories.isSubcategoryOfCategory(db, categoryId, subCategoryId))) {
      throw new ApiError('not_found', 'Subcategory not found in this category', { field: 'sub_category_pk' });
    }
  }
  const page = input.page ?? 1;
  const pageSize = input.page_size ?? DEFAULT_PAGE_SIZE;
  const filter = { categoryId, subCategoryId };
  const options = listingOptionsOf(input);
  const pageRows = { offset: (page - 1) * pageSize, limit: pageSize };
  const [count, rows, facets] = await Promise.all([
    hasListingOptions(options) ? countFilteredProducts(db, filter, options) : products.countActiveProducts(db, filter),
    hasListingOptions(options)
      ? listFilteredProducts(db, filter, options, pageRows)
      : products.listActiveProducts(db, filter, pageRows),
    page === 1 && input.facets === 'true' ? listingFacets(db, filter) : undefined,
  ]);
  return {
    ...(facets ? { facets } : {}),
    data: rows.map(toProductSummary),
    count,
    page,
    page_size: pageSize,
    next_page: page * pageSize < count ? page + 1 : null,
  };
}

export async function getProductDetail(
  input: EndpointParsedInput<'getProductDetail'>,
): Promise<EndpointOutput<'getProductDetail'>> {
  const { db } = await getDatabase();
  const row = await products.findProductWithNames(db, input.product_pk);
  if (!row || !row.is_active) throw notFoundError('Product');

  const media = [row.main_image, row.second_media, row.third_media, row.fourth_media, row.fifth_media];
  const [stock, related, pictureVariants] = await Promise.all([
    products.listProductStock(db, row.id),
    products.listRelatedProducts(db, row, RELATED_LIMIT),
    storedWidthsOf(db, media),
  ]);
  const requested = input.size?.toUpperCase();
  let selected = requested ? stock.find((entry) => entry.size.toUpperCase() === requested) : undefined;
  if (requested && !selected) throw invalidFieldError('size', `${input.size} is not available for this product`);
  selected ??= stock.find((entry) => entry.size === DEFAULT_SIZE) ?? stock[0];

  return {
    data: {
      ...toProductSummary(row),
      name: row.name,
      second_media: row.second_media,
      third_media: row.third_media,
      fourth_media: row.fourth_media,
      fifth_media: row.fifth_media,
      picture_alts: [
        row.main_image_alt,
        row.second_media_alt,
        row.third_media_alt,
        row.fourth_media_alt,
        row.fifth_media_alt,
      ],
      picture_variants: pictureVariants,
      category_name: row.category_name,
      sub_category_name: row.sub_category_name,
      size: selected?.size ?? DEFAULT_SIZE,
      stock: selected?.available ?? 0,
      sizes: stock.map((entry) => ({ size: entry.size, stock: entry.available })),
    },
    related_product: related.map(toProductSummary),
  };
}

/** The most a price may be (USD): far above anything the shop sells, so a typo with extra zeros is refused. */
const MAX_PRICE_USD = 100_000;

function priceCentsOrThrow(field: 'offer_price' | 'mrp', amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_PRICE_USD) {
    throw invalidFieldError(field, `must be a price above 0 and at most ${MAX_PRICE_USD} (USD)`);
  }
  if (Math.abs(amount * 100 - amountToMinor(amount)) > 1e-6)
    throw invalidFieldError(field, 'must have at most two decimals');
  return amountToMinor(amount);
}

/**
 * Sets a product's offer price and MRP (USD, the INR price follows the rule
 * in lib/money.ts), for the back office. Once stored, every cached read of the
 * catalogue expires in every instance (product pages, listings, the JSON API,
 * the filter values of listings and search), so a shopper is not shown one
 * price and charged another.
 */
export async function setProductPrice(
  productId: number,
  prices: { offer_price: number; mrp: number },
): Promise<ProductSummary> {
  const offerPriceCents = priceCentsOrThrow('offer_price', prices.offer_price);
  const mrpCents = priceCentsOrThrow('mrp', prices.mrp);
  if (mrpCents < offerPriceCents) throw invalidFieldError('mrp', 'must not be below the offer price');
  const { db } = await getDatabase();
  const updated = await db.transaction().execute(async (trx) => {
    if (
      !(await products.updateProductPrices(trx, productId, {
        offerPriceCents,
        mrpCents,
        now: new Date().toISOString(),
      }))
    )
      return undefined;
    return products.findProductWithNames(trx, productId);
  });
  if (!updated) throw notFoundError('Product');
  await expireProductReads(updated, updated);
  return toProductSummary(updated);
}

/**
 * Product search (spec: GET /api/search): typos, plurals, prefixes and craft
 * synonyms understood by lib/server/search, answered from the search index.
 */
export async function searchProducts(
  input: EndpointParsedInput<'searchProducts'>,
): Promise<EndpointOutput<'searchProducts'>> {
  const database = await getDatabase();
  const rows = await searchActiveProducts(database, input.query, SEARCH_RESULT_LIMIT);
  const options = listingOptionsOf(input);
  if (rows.length === 0) return { data: [] };
  const scope = { ids: rows.map((row) => row.id) };
  const facets = input.facets === 'true' ? await listingFacets(database.db, scope) : undefined;
  if (!hasListingOptions(options)) return { data: rows.map(toProductSummary), ...(facets ? { facets } : {}) };
  const matching = await listFilteredProducts(database.db, scope, options, { offset: 0, limit: SEARCH_RESULT_LIMIT });
  // Without a sort the search's own ranking stays.
  const kept = options.sort ? matching : rows.filter((row) => matching.some((match) => match.id === row.id));
  return { data: kept.map(toProductSummary), ...(facets ? { facets } : {}) };
}

/**
 * The filter values of a listing or of a search's results. Counting them reads every product of the scope
 * (seconds for a category of a million-product catalogue), so a listing's values are kept in the database
 * (listing_facets, migration 035; docs/decisions/057): a page reads that row, and a row older than the
 * listing's last change (listingReadsExpiredAt: here or, with REDIS_URL, in any instance), or than
 * FACETS_MAX_AGE_MS, is recomputed: before answering when that is cheap (the last computation here took at
 * most FACETS_COUNTED_WHILE_WAITING_MS) or CATALOGUE_CACHE=off, else in the background while the page shows
 * the values the row holds. They only choose which options the filter form offers: the filtering itself
 * always reads the database. A search's results (48 ids at most) are counted each time.
 */
const FACETS_MAX_AGE_MS = 10 * 60_000;
/**
 * A busy shop changes stock all day: a listing is recomputed at most once per ten times its last computation
 * took (a tenth of a database core at most, per listing), a later change waiting for its turn.
 */
const FACETS_REFRESH_SPACING = 10;
/** A listing whose last computation here took at most this long is recomputed before answering, not after. */
const FACETS_COUNTED_WHILE_WAITING_MS = 50;
/** Per database (its Kysely instance): the recomputations under way, and when each listing's last one ran. */
const refreshesByDatabase = new WeakMap<
  object,
  { running: Map<string, Promise<ListingFacets>>; last: Map<string, { at: number; tookMs: number }> }
>();

function refreshesOf(db: object) {
  let refreshes = refreshesByDatabase.get(db);
  if (!refreshes) {
    refreshes = { running: new Map(), last: new Map() };
    refreshesByDatabase.set(db, refreshes);
  }
  return refreshes;
}

function facetsScopeKey(scope: { categoryId?: number; subCategoryId?: number }): string {
  if (scope.categoryId !== undefined && scope.subCategoryId !== undefined)
    return `category:${scope.categoryId}:sub:${scope.subCategoryId}`;
  if (scope.categoryId !== undefined) return `category:${scope.categoryId}`;
  if (scope.subCategoryId !== undefined) return `sub:${scope.subCategoryId}`;
  return 'all';
}

/** Computes a listing's values and stores them, after `waitMs`; one computation per listing at a time here. */
function refreshFacets(
  db: Parameters<typeof readListingFacets>[0],
  scope: { categoryId?: number; subCategoryId?: number },
  key: string,
  waitMs = 0,
): Promise<ListingFacets> {
  const { running, last } = refreshesOf(db);
  const under = running.get(key);
  if (under) return under;
  const refresh = (waitMs > 0 ? pause(waitMs, undefined, { ref: false }) : Promise.resolve())
    .then(async () => {
      const startedAt = Date.now();
      const facets = await readListingFacets(db, scope);
      last.set(key, { at: startedAt, tookMs: Date.now() - startedAt });
      await storeFacets(db, key, { facets, computedAtMs: startedAt });
      return facets;
    })
    .finally(() => running.delete(key));
  running.set(key, refresh);
  return refresh;
}

async function listingFacets(
  db: Parameters<typeof readListingFacets>[0],
  scope: Parameters<typeof readListingFacets>[1],
): Promise<ListingFacets> {
  if (scope.ids !== undefined) return readListingFacets(db, scope);
  const key = facetsScopeKey(scope);
  const stored = await readStoredFacets(db, key);
  if (!stored) return refreshFacets(db, scope, key);
  const stale =
    stored.computedAtMs <= listingReadsExpiredAt(scope) || Date.now() - stored.computedAtMs > FACETS_MAX_AGE_MS;
  if (!stale) return stored.facets;
  const last = refreshesOf(db).last.get(key);
  // Cheap here (a small shop, a small listing), or asked to: counted anew before answering, exact at once.
  if (!catalogueCacheOn() || (last && last.tookMs <= FACETS_COUNTED_WHILE_WAITING_MS))
    return refreshFacets(db, scope, key);
  const waitMs = last ? Math.max(0, last.at + last.tookMs * FACETS_REFRESH_SPACING - Date.now()) : 0;
  refreshFacets(db, scope, key, waitMs).catch((error: unknown) =>
    logError('listing facets: recomputation failed', error),
  );
  return stored.facets;
}

/** For tests: as a process that never counted a listing (another instance did), so a recount runs in the background. */
export async function forgetListingFacetCostsForTests(): Promise<void> {
  const { db } = await getDatabase();
  refreshesOf(db).last.clear();
}

/** For tests: resolves once every recomputation of filter values under way on the shop's database has stored its values. */
export async function settleListingFacets(): Promise<void> {
  const { db } = await getDatabase();
  await Promise.allSettled([...refreshesOf(db).running.values()]);
}

/** The sort and filters of a listing or search call (each optional, checked by the contract). */
function listingOptionsOf({ sort, size, price, craft, colour }: ListingOptions): ListingOptions {
  return { sort, size, price, craft, colour };
}
