import 'server-only';
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { CartsTable, Database, Flag } from '../../../db/schema';

export type CartRow = Selectable<CartsTable>;

/** A cart line with what the catalogue says about it now. */
export interface CartLineRow {
  id: number;
  product_id: number;
  size: string;
  quantity: number;
  is_direct_buy: Flag;
  product_name: string;
  image: string;
  offer_price_cents: number;
  mrp_cents: number;
  is_active: Flag;
  /** Pieces of this size that can be sold (shelf minus held); 0 when the size is gone. */
  available: number;
  /** The USD offer price (cents) the shopper saw when the line was added or last changed (null: not known). */
  seen_offer_price_cents: number | null;
}

/**
 * The cart_id the browser keeps: 192 random bits, base64url (32 characters).
 * Unguessable, unlike the row id, because a guest cart is reachable by it alone.
 */
export function newCartPublicId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export async function findCartByPublicId(db: Kysely<Database>, publicId: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

export async function findCartByUserId(db: Kysely<Database>, userId: number): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertGuestCart(
  db: Kysely<Database>,
  cart: { publicId: string; currency: string; now: string },
): Promise<CartRow> {
  return db
    .insertInto('carts')
    .values({
      public_id: cart.publicId,
      user_id: null,
      currency: cart.currency,
      created_at: cart.now,
      updated_at: cart.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The user's one cart, created when missing. Two requests creating it at once
 * meet at the unique index on carts(user_id): one inserts, the other does nothing
 * and reads the winner's row.
 */
export async function ensureUserCart(
  db: Kysely<Database>,
  cart: { userId: number; publicId: string; currency: string; now: string },
): Promise<CartRow> {
  await db
    .insertInto('carts')
    .values({
      public_id: cart.publicId,
      user_id: cart.userId,
      currency: cart.currency,
      created_at: cart.now,
      updated_at: cart.now,
    })
    .onConflict((oc) => oc.column('user_id').where('user_id', 'is not', null).doNothing())
    .execute();
  const row = await findCartByUserId(db, cart.userId);
  if (!row) throw new Error(`The cart of user ${cart.userId} vanished right after it was created`);
  return row;
}

/**
 * Holds a cart row until the transaction ends, so changes to one cart happen
 * one after another. PostgreSQL needs SELECT … FOR UPDATE; SQLite runs one
 * write transaction at a time already and has no FOR UPDATE.
 */
export async function lockCart(
  db: Kysely<Database>,
  dialect: DialectName,
  cartId: number,
): Promise<CartRow | undefined> {
  let query = db.selectFrom('carts').selectAll().where('id', '=', cartId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function touchCart(
  db: Kysely<Database>,
  cartId: number,
  changes: { now: string; currency?: string },
): Promise<void> {
  await db
    .updateTable('carts')
    .set({ updated_at: changes.now, ...(changes.currency ? { currency: changes.currency } : {}) })
    .where('id', '=', cartId)
    .execute();
}

export async function listCartLines(db: Kysely<Database>, cartId: number): Promise<CartLineRow[]> {
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .leftJoin('product_stock', (join) =>
      join
        .onRef('product_stock.product_id', '=', 'cart_items.product_id')
        .onRef('product_stock.size', '=', 'cart_items.size'),
    )
    .select([
      'cart_items.id',
      'cart_items.product_id',
      'cart_items.size',
      'cart_items.quantity',
      'cart_items.is_direct_buy',
      'cart_items.seen_offer_price_cents',
      'products.name as product_name',
      'products.main_image as image',
      'products.offer_price_cents',
      'products.mrp_cents',
      'products.is_active',
      'product_stock.quantity as stock_quantity',
      'product_stock.reserved as stock_reserved',
    ])
    .where('cart_items.cart_id', '=', cartId)
    .orderBy('cart_items.id')
    .execute();
  return rows.map(({ stock_quantity, stock_reserved, ...row }) => ({
    ...row,
    available: Math.max(0, (stock_quantity ?? 0) - (stock_reserved ?? 0)),
  }));
}

/** Adds to a line's quantity, creating the line when it is new; the price the shopper saw is the line's now. */
export async function addToCartLine(
  db: Kysely<Database>,
  line: {
    cartId: number;
    productId: number;
    size: string;
    isDirectBuy: Flag;
    quantity: number;
    now: string;
    seenOfferPriceCents: number;
  },
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      cart_id: line.cartId,
      product_id: line.productId,
      size: line.size,
      quantity: line.quantity,
      is_direct_buy: line.isDirectBuy,
      created_at: line.now,
      updated_at: line.now,
      seen_offer_price_cents: line.seenOfferPriceCents,
    })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'product_id', 'size', 'is_direct_buy']).doUpdateSet((eb) => ({
        quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
        updated_at: eb.ref('excluded.updated_at'),
        seen_offer_price_cents: eb.ref('excluded.seen_offer_price_cents'),
      })),
    )
    .execute();
}

/** Pieces of one product and size in a cart, over its regular and direct-buy lines. */
export async function sumCartQuantity(
  db: Kysely<Database>,
  cartId: number,
  productId: number,
  size: string,
): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'))
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * Sets one line's quantity; answers whether the line existed. The shopper changed the line on a cart showing
 * the current price: that price becomes the one they saw.
 */
export async function setCartLineQuantity(
  db: Kysely<Database>,
  line: { cartId: number; productId: number; size: string; isDirectBuy: Flag; quantity: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set((eb) => ({
      quantity: line.quantity,
      updated_at: line.now,
      seen_offer_price_cents: eb
        .selectFrom('products')
        .select('products.offer_price_cents')
        .where('products.id', '=', line.productId),
    }))
    .where('cart_id', '=', line.cartId)
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size)
    .where('is_direct_buy', '=', line.isDirectBuy)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the lines of a product and size (only those with the given flag, when given); answers how many went. */
export async function deleteCartLines(
  db: Kysely<Database>,
  line: { cartId: number; productId: number; size: string; isDirectBuy?: Flag },
): Promise<number> {
  let query = db
    .deleteFrom('cart_items')
    .where('cart_id', '=', line.cartId)
    .where('product_id', '=', line.productId)
    .where('size', '=', line.size);
  if (line.isDirectBuy !== undefined) query = query.where('is_direct_buy', '=', line.isDirectBuy);
  const result = await query.executeTakeFirst();
  // A delete removes at most the lines of one cart: far below 2^53.
  return Number(result.numDeletedRows);
}

async function availableStock(db: Kysely<Database>, productId: number, size: string): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select(['quantity', 'reserved'])
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row ? Math.max(0, row.quantity - row.reserved) : 0;
}

/**
 * Moves a guest cart into the user's cart, in one transaction: quantities of
 * the same line are added, capped at the stock that can be sold (but a line
 * never shrinks below what the account already had, and a sold-out line is
 * kept at 1 so nothing the shopper chose disappears silently); then the guest
 * cart is deleted. The guest cart row is locked first (PostgreSQL), so a second
 * merge of the same cart waits, then finds it gone and adds nothing.
 * Answers the user's cart, or undefined when there is neither a guest cart to
 * merge nor a cart of the user's own.
 */
export async function mergeGuestCartIntoUserCart(
  db: Kysely<Database>,
  dialect: DialectName,
  merge: { guestPublicId: string; userId: number; newPublicId: string; now: string },
): Promise<CartRow | undefined> {
  return db.transaction().execute(async (trx) => {
    let guestQuery = trx
      .selectFrom('carts')
      .selectAll()
      .where('public_id', '=', merge.guestPublicId)
      .where('user_id', 'is', null);
    if (dialect === 'postgres') guestQuery = guestQuery.forUpdate();
    const guest = await guestQuery.executeTakeFirst();
    if (!guest) return findCartByUserId(trx, merge.userId);

    const created = await ensureUserCart(trx, {
      userId: merge.userId,
      publicId: merge.newPublicId,
      currency: guest.currency,
      now: merge.now,
    });
    const target = (await lockCart(trx, dialect, created.id)) ?? created;
    const targetId = target.id;

    const guestLines = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', guest.id)
      .orderBy('id')
      .execute();
    for (const line of guestLines) {
      const productId = line.product_id;
      const isDirectBuy = line.is_direct_buy;
      const accountLines = await trx
        .selectFrom('cart_items')
        .select(['quantity', 'is_direct_buy'])
        .where('cart_id', '=', targetId)
        .where('product_id', '=', productId)
        .where('size', '=', line.size)
        .execute();
      const existing = accountLines.find((row) => row.is_direct_buy === isDirectBuy)?.quantity ?? 0;
      const others = accountLines
        .filter((row) => row.is_direct_buy !== isDirectBuy)
        .reduce((sum, row) => sum + row.quantity, 0);
      const cap = Math.max((await availableStock(trx, productId, line.size)) - others, existing, 1);
      const quantity = Math.min(existing + line.quantity, cap);
      await trx
        .insertInto('cart_items')
        .values({
          cart_id: targetId,
          product_id: productId,
          size: line.size,
          quantity,
          is_direct_buy: isDirectBuy,
          created_at: merge.now,
          updated_at: merge.now,
          // The guest line's: what the shopper saw most recently.
          seen_offer_price_cents: line.seen_offer_price_cents,
        })
        .onConflict((oc) =>
          oc.columns(['cart_id', 'product_id', 'size', 'is_direct_buy']).doUpdateSet((eb) => ({
            quantity: eb.ref('excluded.quantity'),
            updated_at: eb.ref('excluded.updated_at'),
            seen_offer_price_cents: eb.fn.coalesce(
              eb.ref('excluded.seen_offer_price_cents'),
              eb.ref('cart_items.seen_offer_price_cents'),
            ),
          })),
        )
        .execute();
    }

    await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
    await touchCart(trx, targetId, { now: merge.now });
    return target;
  });
}
