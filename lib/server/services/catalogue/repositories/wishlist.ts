import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A product in a shopper's wish list, as the list shows it (migration 033, docs/decisions/049-wish-list.md). */
export interface WishlistRow {
  product_id: number;
  name: string;
  main_image: string;
  offer_price_cents: number;
  mrp_cents: number;
  added_at: string;
}

/**
 * The shopper's listed products still on sale (an inactive product's row is kept, not shown), newest first;
 * with `productId`, only that one.
 */
export async function listWishlist(db: Kysely<Database>, userId: number, productId?: number): Promise<WishlistRow[]> {
  let query = db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select([
      'wishlist_items.product_id',
      'products.name',
      'products.main_image',
      'products.offer_price_cents',
      'products.mrp_cents',
      'wishlist_items.added_at',
    ])
    .where('wishlist_items.user_id', '=', userId)
    .where('products.is_active', '=', 1);
  if (productId !== undefined) query = query.where('wishlist_items.product_id', '=', productId);
  const rows = await query
    .orderBy('wishlist_items.added_at', 'desc')
    .orderBy('wishlist_items.product_id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    product_id: Number(row.product_id),
    offer_price_cents: Number(row.offer_price_cents),
    mrp_cents: Number(row.mrp_cents),
  }));
}

/** The sizes of these products with a piece free to sell, in display order, by product. */
export async function listSizesInStock(db: Kysely<Database>, productIds: number[]): Promise<Map<number, string[]>> {
  const sizes = new Map<number, string[]>();
  if (productIds.length === 0) return sizes;
  const rows = await db
    .selectFrom('product_stock')
    .select(['product_id', 'size'])
    .where('product_id', 'in', productIds)
    .whereRef('quantity', '>', 'reserved')
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('size')
    .execute();
  for (const row of rows) {
    const id = Number(row.product_id);
    sizes.set(id, [...(sizes.get(id) ?? []), row.size]);
  }
  return sizes;
}

/** How many products the shopper's list shows (the active ones): what the limit counts. */
/** When the newest product of the shopper's list was added (ISO), or null for an empty list. */
export async function newestAddedAt(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.max('added_at').as('newest'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.newest ?? null;
}

export async function countWishlist(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wishlist_items.user_id', '=', userId)
    .where('products.is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of these product ids, those already in the shopper's list (active or not). */
export async function listListedProductIds(
  db: Kysely<Database>,
  userId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => Number(row.product_id)));
}

/** Puts products in the list; one already there keeps its place (added_at). */
export async function insertWishlistItems(
  db: Kysely<Database>,
  items: { userId: number; productId: number; addedAt: string }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('wishlist_items')
    .values(items.map((item) => ({ user_id: item.userId, product_id: item.productId, added_at: item.addedAt })))
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteWishlistItem(db: Kysely<Database>, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

/** Of these product ids, the active products' (in no particular order). */
export async function listActiveProductIds(db: Kysely<Database>, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', productIds)
    .where('is_active', '=', 1)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
