import 'server-only';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  COLOUR_OPTIONS,
  CRAFTS,
  CRAFT_VALUES,
  PRICE_BAND_VALUES,
  SIZE_OPTIONS,
  priceBandCents,
  type ListingFacets,
  type ListingOptions,
  type ListingSize,
  type PriceBand,
} from '../../../../catalogue-filters';
import type { Database } from '../../../db/schema';
import { toProductRow, type ProductRow } from './product-row';

/**
 * Sorted and filtered listings (issue 12, item 12). The plain listing keeps
 * its anchored pages (product-listing.ts); a sorted or filtered one is read
 * with LIMIT/OFFSET, which is fine for the pages a shopper pages through.
 *
 * Craft and colour are words of the product's name (lib/catalogue-filters.ts):
 * the colour its first word, the craft any word.
 */

/** Which products: a category and/or subcategory, or the ids a search found. */
export interface ProductScope {
  categoryId?: number;
  subCategoryId?: number;
  ids?: number[];
}

type ProductsBuilder = ExpressionBuilder<Database, 'products'>;

function spacedName(): ReturnType<typeof sql<string>> {
  return sql<string>`' ' || lower(products.name) || ' '`;
}

function craftCondition(match: string): Expression<SqlBool> {
  return sql<SqlBool>`${spacedName()} like ${`% ${match} %`}`;
}

function colourCondition(colour: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(products.name) like ${`${colour} %`}`;
}

/** The band's products by their offer price in cents (a rupee band's bounds are where the INR price rule crosses them). */
function priceCondition(band: PriceBand): Expression<SqlBool> {
  const { min, max } = priceBandCents(band);
  return max === null
    ? sql<SqlBool>`products.offer_price_cents >= ${min}`
    : sql<SqlBool>`products.offer_price_cents >= ${min} and products.offer_price_cents < ${max}`;
}

function sizeInStock(eb: ProductsBuilder, size: ListingSize) {
  return eb.exists(
    eb
      .selectFrom('product_stock')
      .select('product_stock.product_id')
      .whereRef('product_stock.product_id', '=', 'products.id')
      .where('product_stock.size', '=', size)
      .where(sql<SqlBool>`product_stock.quantity - product_stock.reserved > 0`),
  );
}

function scoped(db: Kysely<Database>, scope: ProductScope) {
  let query = db.selectFrom('products').where('products.is_active', '=', 1);
  if (scope.categoryId !== undefined) query = query.where('products.category_id', '=', scope.categoryId);
  if (scope.subCategoryId !== undefined) query = query.where('products.sub_category_id', '=', scope.subCategoryId);
  if (scope.ids !== undefined) query = query.where('products.id', 'in', scope.ids.length > 0 ? scope.ids : [0]);
  return query;
}

function filtered(db: Kysely<Database>, scope: ProductScope, options: ListingOptions) {
  let query = scoped(db, scope);
  const { size, price, craft, colour } = options;
  if (size !== undefined) query = query.where((eb) => sizeInStock(eb, size));
  if (price !== undefined) query = query.where(priceCondition(price));
  if (craft !== undefined) query = query.where(craftCondition(CRAFTS[craft].match));
  if (colour !== undefined) query = query.where(colourCondition(colour));
  return query;
}

export async function countFilteredProducts(
  db: Kysely<Database>,
  scope: ProductScope,
  options: ListingOptions,
): Promise<number> {
  const row = await filtered(db, scope, options)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The page of the sorted, filtered listing; without a sort, id order as the plain listing. */
export async function listFilteredProducts(
  db: Kysely<Database>,
  scope: ProductScope,
  options: ListingOptions,
  page: { offset: number; limit: number },
): Promise<ProductRow[]> {
  let query = filtered(db, scope, options).selectAll('products');
  switch (options.sort) {
    case 'price-asc':
      query = query.orderBy('products.offer_price_cents', 'asc');
      break;
    case 'price-desc':
      query = query.orderBy('products.offer_price_cents', 'desc');
      break;
    case 'newest':
      // Every product of the demo catalogue was added at once: new arrivals first, then the latest added.
      query = query
        .orderBy('products.new_arrival', 'desc')
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc');
      break;
    case 'best-selling':
      query = query.orderBy('products.top_selling', 'desc');
      break;
    case undefined:
      break;
  }
  const rows = await query.orderBy('products.id', 'asc').limit(page.limit).offset(page.offset).execute();
  return rows.map(toProductRow);
}

/** The filter values the scope (unfiltered) has products for, in one pass over it plus one for the sizes. */
export async function readListingFacets(db: Kysely<Database>, scope: ProductScope): Promise<ListingFacets> {
  const conditions: [string, Expression<SqlBool>][] = [
    ...PRICE_BAND_VALUES.map((band): [string, Expression<SqlBool>] => [`price:${band}`, priceCondition(band)]),
    ...CRAFT_VALUES.map((craft): [string, Expression<SqlBool>] => [
      `craft:${craft}`,
      craftCondition(CRAFTS[craft].match),
    ]),
    ...COLOUR_OPTIONS.map((colour): [string, Expression<SqlBool>] => [`colour:${colour}`, colourCondition(colour)]),
  ];
  const [counts, sizes] = await Promise.all([
    scoped(db, scope)
      .select(
        conditions.map(([, condition], index) =>
          sql<number | string | null>`sum(case when ${condition} then 1 else 0 end)`.as(`f${index}`),
        ),
      )
      .executeTakeFirstOrThrow(),
    scoped(db, scope)
      .innerJoin('product_stock', 'product_stock.product_id', 'products.id')
      .where(sql<SqlBool>`product_stock.quantity - product_stock.reserved > 0`)
      .select('product_stock.size')
      .distinct()
      .execute(),
  ]);
  const present = new Set<string>();
  const values: Record<string, unknown> = counts;
  conditions.forEach(([key], index) => {
    if (Number(values[`f${index}`] ?? 0) > 0) present.add(key);
  });
  const inStock = new Set(sizes.map((row) => row.size.toUpperCase()));
  return {
    sizes: SIZE_OPTIONS.filter((size) => inStock.has(size)),
    prices: PRICE_BAND_VALUES.filter((band) => present.has(`price:${band}`)),
    crafts: CRAFT_VALUES.filter((craft) => present.has(`craft:${craft}`)),
    colours: COLOUR_OPTIONS.filter((colour) => present.has(`colour:${colour}`)),
  };
}
