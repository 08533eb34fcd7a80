import 'server-only';
import {
  ApiError,
  invalidFieldError,
  type CartCurrency,
  type EndpointOutput,
  type EndpointParsedInput,
  type Wishlist,
} from '../../../contract';
import { WISHLIST_MAX_ITEMS } from '../../../contract/wishlist';
import {
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_PRODUCT_NOT_FOUND_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
  wishlistFullMessage,
  wishlistMergedMessage,
} from '../../../contract/wishlist-messages';
import { centsToAmount, toInr, usdToInrRate } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import type { ShopperRequestContext } from '../request-context';
import * as wishlist from './repositories/wishlist';

/**
 * The wish list (issue 31, item 11; docs/decisions/049-wish-list.md): products a signed-in shopper keeps for
 * later, one entry per product. A guest's list lives in the browser and comes here once, at sign-in
 * (mergeWishlist). The server prices and judges every entry each time it is read (today's price, in stock or
 * not, still sold or not); the browser keeps only product ids.
 */
const DEFAULT_CURRENCY: CartCurrency = 'USD';

function priceIn(cents: number, currency: CartCurrency, rate: number): number {
  const usd = centsToAmount(cents);
  return currency === 'INR' ? toInr(usd, rate) : usd;
}

/** The list as every call answers it: active products only, newest first, priced in `currency`. */
async function answerWishlist(
  db: Executor,
  userId: number,
  currency: CartCurrency = DEFAULT_CURRENCY,
  productId?: number,
): Promise<Wishlist> {
  const rows = await wishlist.listWishlist(db, userId, productId);
  const [sizes, count] = await Promise.all([
    wishlist.listSizesInStock(
      db,
      rows.map((row) => row.product_id),
    ),
    productId === undefined ? rows.length : wishlist.countWishlist(db, userId),
  ]);
  const rate = usdToInrRate();
  return {
    currency,
    count,
    data: rows.map((row) => {
      const inStock = sizes.get(row.product_id) ?? [];
      return {
        product_pk: row.product_id,
        product_name: row.name,
        main_image: row.main_image,
        offer_price: priceIn(row.offer_price_cents, currency, rate),
        mrp: priceIn(row.mrp_cents, currency, rate),
        on_sale: row.mrp_cents > row.offer_price_cents,
        in_stock: inStock.length > 0,
        sizes_in_stock: inStock,
        added_at: row.added_at,
      };
    }),
  };
}

/** GET /api/wishlist/ (token): the shopper's list; with product_pk, only that product's entry (or none). */
export async function getWishlist(
  input: EndpointParsedInput<'getWishlist'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'getWishlist'>> {
  const { db } = await getDatabase();
  return answerWishlist(db, context.user.id, input.currency, input.product_pk);
}

/**
 * POST /api/wishlist/add/ (token): an unknown or no longer sold product answers 404; a product already listed
 * keeps its place; a full list (WISHLIST_MAX_ITEMS) refuses a new one with 400 naming product_pk.
 */
export async function addToWishlist(
  input: EndpointParsedInput<'addToWishlist'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'addToWishlist'>> {
  const { db } = await getDatabase();
  const userId = context.user.id;
  const active = await wishlist.listActiveProductIds(db, [input.product_pk]);
  if (!active.has(input.product_pk))
    throw new ApiError('not_found', WISHLIST_PRODUCT_NOT_FOUND_MESSAGE, { field: 'product_pk' });
  const listed = await wishlist.listListedProductIds(db, userId, [input.product_pk]);
  if (!listed.has(input.product_pk)) {
    if ((await wishlist.countWishlist(db, userId)) >= WISHLIST_MAX_ITEMS)
      throw invalidFieldError('product_pk', wishlistFullMessage(WISHLIST_MAX_ITEMS));
    await wishlist.insertWishlistItems(db, [
      { userId, productId: input.product_pk, addedAt: new Date().toISOString() },
    ]);
  }
  return { message: WISHLIST_ADDED_MESSAGE, ...(await answerWishlist(db, userId, input.currency)) };
}

/** POST /api/wishlist/remove/ (token): removing a product that is not listed (or not known) changes nothing. */
export async function removeFromWishlist(
  input: EndpointParsedInput<'removeFromWishlist'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'removeFromWishlist'>> {
  const { db } = await getDatabase();
  await wishlist.deleteWishlistItem(db, context.user.id, input.product_pk);
  return { message: WISHLIST_REMOVED_MESSAGE, ...(await answerWishlist(db, context.user.id, input.currency)) };
}

/**
 * POST /api/wishlist/merge/ (token): a guest's list (oldest first, as the browser kept it) into the account's.
 * Repeats and products already listed count as merged and keep their place; unknown and inactive products are
 * left out (ignored); new ones go in while the list has room, the rest are left out (over_limit). Sending the
 * same list again changes nothing, so a browser that lost the first answer may send it again.
 */
export async function mergeWishlist(
  input: EndpointParsedInput<'mergeWishlist'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'mergeWishlist'>> {
  const { db } = await getDatabase();
  const userId = context.user.id;
  const ids = [...new Set(input.product_pks)];
  const [active, listed, count, newest] = await Promise.all([
    wishlist.listActiveProductIds(db, ids),
    wishlist.listListedProductIds(db, userId, ids),
    wishlist.countWishlist(db, userId),
    wishlist.newestAddedAt(db, userId),
  ]);
  const known = ids.filter((id) => active.has(id));
  const fresh = known.filter((id) => !listed.has(id));
  const room = Math.max(0, WISHLIST_MAX_ITEMS - count);
  // The newest of the guest's products last in their list: newest in the account's, a millisecond apart, and
  // every one after what the account listed before (added in the same millisecond, it would share its place).
  const taken = fresh.slice(fresh.length - Math.min(room, fresh.length));
  const oldest = Math.max(Date.now() - (taken.length - 1), newest === null ? 0 : Date.parse(newest) + 1);
  await wishlist.insertWishlistItems(
    db,
    taken.map((productId, index) => ({ userId, productId, addedAt: new Date(oldest + index).toISOString() })),
  );
  const merged = known.length - (fresh.length - taken.length);
  const ignored = ids.length - known.length;
  const overLimit = fresh.length - taken.length;
  return {
    message: wishlistMergedMessage(merged, ignored + overLimit),
    merged,
    ignored,
    over_limit: overLimit,
    ...(await answerWishlist(db, userId, input.currency)),
  };
}
