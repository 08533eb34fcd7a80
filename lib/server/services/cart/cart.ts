import 'server-only';
import {
  ApiError,
  invalidFieldError,
  type Cart,
  type CartCurrency,
  type CartItem,
  type EndpointOutput,
  type EndpointParsedInput,
} from '../../../contract';
import { amountToMinor, centsToAmount, toInr, usdToInrRate } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import type { DialectName } from '../../db/dialect';
import type { Flag } from '../../db/schema';
import type { GuestOrShopperRequestContext } from '../request-context';
import * as carts from './repositories/carts';
import {
  findProductWithNames,
  listProductStock,
  type ProductWithNames,
  type StockRow,
} from '../catalogue/repositories/products';
import { recordCartAdd } from '../analytics/analytics';

export const ADDED_TO_CART_MESSAGE = 'Added to cart.';
export const REMOVED_FROM_CART_MESSAGE = 'Removed from cart.';
export const QUANTITY_UPDATED_MESSAGE = 'Quantity updated.';
export const DEFAULT_CART_CURRENCY: CartCurrency = 'USD';

function cartNotFound(): ApiError {
  return new ApiError('not_found', 'Cart not found', { field: 'cart_id' });
}

function asCurrency(value: string | null | undefined): CartCurrency {
  return value === 'INR' ? 'INR' : DEFAULT_CART_CURRENCY;
}

export interface PricedCart {
  items: CartItem[];
  currency: CartCurrency;
  /** Sum of offer_price × quantity in the cart's currency, to 2 decimals. */
  subtotal: number;
  /** The same subtotal in USD cents, from catalogue prices: what promo minimums compare with. */
  subtotalUsdCents: number;
  count: number;
}

/**
 * Prices cart lines from the catalogue, never from what a browser sent: USD
 * is the catalogue price, INR the spec's rule (× rate, up to a rupee ending
 * in 9). Lines of products withdrawn from sale are left out. A line whose
 * price moved since the shopper added or last changed it also answers the
 * price they saw (previous_offer_price), in the same currency.
 */
export function priceCartLines(
  lines: carts.CartLineRow[],
  currency: CartCurrency,
  rate: number = usdToInrRate(),
): PricedCart {
  const items: CartItem[] = [];
  let subtotalMinor = 0;
  let subtotalUsdCents = 0;
  let count = 0;
  for (const line of lines) {
    if (line.is_active !== 1) continue;
    const offerUsd = centsToAmount(line.offer_price_cents);
    const mrpUsd = centsToAmount(line.mrp_cents);
    const offer = currency === 'INR' ? toInr(offerUsd, rate) : offerUsd;
    const mrp = currency === 'INR' ? toInr(mrpUsd, rate) : mrpUsd;
    const seen = line.seen_offer_price_cents;
    const seenUsd = seen === null ? null : centsToAmount(seen);
    const previous = seenUsd === null ? null : currency === 'INR' ? toInr(seenUsd, rate) : seenUsd;
    items.push({
      id: line.id,
      product_pk: line.product_id,
      product_name: line.product_name,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      offer_price: offer,
      mrp,
      is_direct_buy: line.is_direct_buy === 1,
      stock: line.available,
      // The price changed since the shopper added (or last changed) the line: shown before payment.
      previous_offer_price: previous !== null && previous !== offer ? previous : null,
    });
    subtotalMinor += amountToMinor(offer) * line.quantity;
    subtotalUsdCents += line.offer_price_cents * line.quantity;
    count += line.quantity;
  }
  return { items, currency, subtotal: centsToAmount(subtotalMinor), subtotalUsdCents, count };
}

function toCart(publicId: string | null, priced: PricedCart): Cart {
  return {
    data: { data: priced.items },
    cart_id: publicId,
    currency: priced.currency,
    subtotal: priced.subtotal,
    count: priced.count,
  };
}

/** The priced cart of a signed-in user (empty when there is none); the promo and order calls start here. */
export async function loadUserCart(
  db: Executor,
  userId: number,
  currency?: CartCurrency,
): Promise<{ cart: carts.CartRow | undefined; priced: PricedCart }> {
  const cart = await carts.findCartByUserId(db, userId);
  const chosen = currency ?? asCurrency(cart?.currency);
  const lines = cart ? await carts.listCartLines(db, cart.id) : [];
  return { cart, priced: priceCartLines(lines, chosen) };
}

/**
 * Which cart a request may see: with a token, the user's own (a guest cart_id
 * is ignored, another account's cart_id is not found); without one, a guest
 * cart by its cart_id, and only while it has no owner, so an account's cart
 * is never readable by its id alone.
 */
async function findAccessibleCart(
  db: Executor,
  context: GuestOrShopperRequestContext,
  cartId: string | undefined,
): Promise<carts.CartRow | undefined> {
  const user = context.user;
  if (user) {
    if (cartId !== undefined) {
      const named = await carts.findCartByPublicId(db, cartId);
      if (named && named.user_id !== null && named.user_id !== user.id) throw cartNotFound();
    }
    return carts.findCartByUserId(db, user.id);
  }
  if (cartId === undefined) return undefined;
  const cart = await carts.findCartByPublicId(db, cartId);
  if (!cart || cart.user_id !== null) throw cartNotFound();
  return cart;
}

async function answerCart(db: Executor, cart: carts.CartRow | undefined, currency?: CartCurrency): Promise<Cart> {
  const chosen = currency ?? asCurrency(cart?.currency);
  const lines = cart ? await carts.listCartLines(db, cart.id) : [];
  return toCart(cart?.public_id ?? null, priceCartLines(lines, chosen));
}

export async function getCartItems(
  input: EndpointParsedInput<'getCartItems'>,
  context: GuestOrShopperRequestContext,
): Promise<EndpointOutput<'getCartItems'>> {
  const { db } = await getDatabase();
  const cart = await findAccessibleCart(db, context, input.cart_id);
  // The currency the shopper now sees becomes the cart's: promo codes and orders are priced in it.
  if (cart && input.currency && cart.currency !== input.currency) {
    await carts.touchCart(db, cart.id, { now: new Date().toISOString(), currency: input.currency });
    cart.currency = input.currency;
  }
  return answerCart(db, cart, input.currency);
}

function overStockMessage(available: number, alreadyInCart: number): string {
  if (available === 0) return 'this size is out of stock';
  const left = `only ${available} left in stock`;
  if (alreadyInCart === 0) return left;
  return `${left} and ${alreadyInCart} ${alreadyInCart === 1 ? 'is' : 'are'} already in your cart`;
}

/** A product and size the cart may take: the product on sale, the size one it is made in. */
interface SizeOnSale {
  product: ProductWithNames;
  size: StockRow;
}

/**
 * The cart's first rules, shared by Add to Cart and Buy again: a product withdrawn from sale (or gone) is
 * 'inactive', a size the product is not made in is 'unknown_size'; otherwise the size and its free pieces.
 */
async function findSizeOnSale(
  db: Executor,
  productId: number,
  sizeName: string,
): Promise<SizeOnSale | 'inactive' | 'unknown_size'> {
  const product = await findProductWithNames(db, productId);
  if (!product || !product.is_active) return 'inactive';
  const stock = await listProductStock(db, product.id);
  const wanted = sizeName.toUpperCase();
  const size = stock.find((entry) => entry.size.toUpperCase() === wanted);
  return size ? { product, size } : 'unknown_size';
}

/**
 * Puts pieces of one size into a locked cart, the cart's stock rule applied: every line of the size in the
 * cart (a direct buy too) together may not pass the free pieces (400 naming `quantity`, nothing kept).
 */
async function putPiecesInCart(
  trx: Executor,
  options: { cartId: number; sale: SizeOnSale; quantity: number; isDirectBuy: boolean; now: string },
): Promise<void> {
  const { product, size } = options.sale;
  await carts.addToCartLine(trx, {
    cartId: options.cartId,
    productId: product.id,
    size: size.size,
    isDirectBuy: options.isDirectBuy ? 1 : 0,
    quantity: options.quantity,
    now: options.now,
    seenOfferPriceCents: product.offer_price_cents,
  });
  const total = await carts.sumCartQuantity(trx, options.cartId, product.id, size.size);
  if (total > size.available) {
    throw invalidFieldError('quantity', overStockMessage(size.available, total - options.quantity));
  }
  await recordCartAdd(trx, product.id, new Date(options.now));
}

export async function addCartItem(
  input: EndpointParsedInput<'addCartItem'>,
  context: GuestOrShopperRequestContext,
): Promise<EndpointOutput<'addCartItem'>> {
  const { db, dialect } = await getDatabase();
  const user = context.user;

  const sale = await findSizeOnSale(db, input.product_pk, input.size);
  if (sale === 'inactive') throw new ApiError('not_found', 'Product not found', { field: 'product_pk' });
  if (sale === 'unknown_size') throw invalidFieldError('size', `${input.size} is not available for this product`);

  const now = new Date().toISOString();
  const cart = await db.transaction().execute(async (trx) => {
    let target: carts.CartRow | undefined;
    if (user) {
      target = await lockUserCart(trx, dialect, user.id, input.currency, now);
    } else if (input.cart_id !== undefined) {
      const known = await carts.findCartByPublicId(trx, input.cart_id);
      // A cart_id that names no guest cart (gone after a merge, or someone else's) starts a new cart rather than failing.
      if (known && known.user_id === null) target = await carts.lockCart(trx, dialect, known.id);
    }
    target ??= await carts.insertGuestCart(trx, {
      publicId: carts.newCartPublicId(),
      currency: input.currency ?? DEFAULT_CART_CURRENCY,
      now,
    });
    await putPiecesInCart(trx, {
      cartId: target.id,
      sale,
      quantity: input.quantity,
      isDirectBuy: input.is_direct_buy === true,
      now,
    });
    await carts.touchCart(trx, target.id, { now, currency: input.currency });
    return { ...target, currency: input.currency ?? target.currency };
  });

  return { message: ADDED_TO_CART_MESSAGE, cart_id: cart.public_id, data: await answerCart(db, cart) };
}

/** The signed-in user's cart, made when they have none, locked for the rest of the transaction. */
async function lockUserCart(
  trx: Executor,
  dialect: DialectName,
  userId: number,
  currency: CartCurrency | undefined,
  now: string,
): Promise<carts.CartRow> {
  const own = await carts.ensureUserCart(trx, {
    userId,
    publicId: carts.newCartPublicId(),
    currency: currency ?? DEFAULT_CART_CURRENCY,
    now,
  });
  return (await carts.lockCart(trx, dialect, own.id)) ?? own;
}

/** One line to put back in the cart (Buy again): a product, a size and the pieces wanted. */
export interface WantedCartLine {
  productId: number;
  productName: string;
  size: string;
  quantity: number;
}

export interface ToppedUpLine {
  line: WantedCartLine;
  /** The size as the catalogue spells it, when it is still made. */
  size: string;
  /** Pieces put in now. */
  added: number;
  /** Pieces of the size in the cart afterwards. */
  inCart: number;
  /** Free pieces of the size (before this call's adds). */
  available: number;
  /** Why not all the wanted pieces are in the cart, or null when they are. */
  shortBy: 'inactive' | 'sold_out' | 'not_enough_stock' | null;
}

/**
 * Tops the signed-in user's cart up to the pieces wanted of each line, through the cart's own rules (a
 * product on sale, a size it is made in, no more in the cart than the free pieces): a line the cart holds
 * enough of already gets nothing more, so asking twice never doubles a quantity, and a line short of stock
 * gets what is left. One transaction with the cart locked, as an add to the cart.
 */
export async function topUpUserCart(
  userId: number,
  lines: WantedCartLine[],
  currency: CartCurrency | undefined,
): Promise<{ cartId: string; lines: ToppedUpLine[]; cart: Cart }> {
  const { db, dialect } = await getDatabase();
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const cart = await lockUserCart(trx, dialect, userId, currency, now);
    const answered: ToppedUpLine[] = [];
    for (const line of lines) {
      const sale = await findSizeOnSale(trx, line.productId, line.size);
      if (sale === 'inactive' || sale === 'unknown_size') {
        const shortBy = sale === 'inactive' ? 'inactive' : 'sold_out';
        answered.push({ line, size: line.size, added: 0, inCart: 0, available: 0, shortBy });
        continue;
      }
      const held = await carts.sumCartQuantity(trx, cart.id, sale.product.id, sale.size.size);
      const room = Math.max(0, sale.size.available - held);
      const added = Math.min(Math.max(0, line.quantity - held), room);
      if (added > 0) await putPiecesInCart(trx, { cartId: cart.id, sale, quantity: added, isDirectBuy: false, now });
      const inCart = held + added;
      const shortBy = inCart >= line.quantity ? null : sale.size.available === 0 ? 'sold_out' : 'not_enough_stock';
      answered.push({ line, size: sale.size.size, added, inCart, available: sale.size.available, shortBy });
    }
    await carts.touchCart(trx, cart.id, { now, currency });
    return { cart: { ...cart, currency: currency ?? cart.currency }, lines: answered };
  });
  return { cartId: result.cart.public_id, lines: result.lines, cart: await answerCart(db, result.cart) };
}

export async function removeCartItem(
  input: EndpointParsedInput<'removeCartItem'>,
  context: GuestOrShopperRequestContext,
): Promise<EndpointOutput<'removeCartItem'>> {
  const { db } = await getDatabase();
  const cart = await findAccessibleCart(db, context, input.cart_id);
  if (!cart) throw cartNotFound();

  const wanted = input.size.toUpperCase();
  const stock = await listProductStock(db, input.product_pk);
  const size = stock.find((entry) => entry.size.toUpperCase() === wanted)?.size ?? input.size;
  const isDirectBuy: Flag | undefined = input.is_direct_buy === undefined ? undefined : input.is_direct_buy ? 1 : 0;
  const removed = await carts.deleteCartLines(db, { cartId: cart.id, productId: input.product_pk, size, isDirectBuy });
  if (removed === 0) throw new ApiError('not_found', 'This item is not in the cart', { field: 'product_pk' });
  await carts.touchCart(db, cart.id, { now: new Date().toISOString() });

  return { message: REMOVED_FROM_CART_MESSAGE, cart_id: cart.public_id, data: await answerCart(db, cart) };
}

/**
 * Sets a line's quantity (the cart's stepper). The server decides what stock
 * allows: past it the answer is 409 naming `quantity`, with what is left; the
 * other line of the same size (a direct buy) counts against the same stock.
 */
export async function updateCartItem(
  input: EndpointParsedInput<'updateCartItem'>,
  context: GuestOrShopperRequestContext,
): Promise<EndpointOutput<'updateCartItem'>> {
  const { db, dialect } = await getDatabase();
  const found = await findAccessibleCart(db, context, input.cart_id);
  if (!found) throw cartNotFound();
  const stock = await listProductStock(db, input.product_pk);
  const wanted = input.size.toUpperCase();
  const size = stock.find((entry) => entry.size.toUpperCase() === wanted);
  if (!size) throw new ApiError('not_found', 'This item is not in the cart', { field: 'product_pk' });
  const isDirectBuy: Flag = input.is_direct_buy ? 1 : 0;
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    const cart = (await carts.lockCart(trx, dialect, found.id)) ?? found;
    const updated = await carts.setCartLineQuantity(trx, {
      cartId: cart.id,
      productId: input.product_pk,
      size: size.size,
      isDirectBuy,
      quantity: input.quantity,
      now,
    });
    if (!updated) throw new ApiError('not_found', 'This item is not in the cart', { field: 'product_pk' });
    const total = await carts.sumCartQuantity(trx, cart.id, input.product_pk, size.size);
    if (total > size.available) {
      const message = overStockMessage(size.available, total - input.quantity);
      throw new ApiError('conflict', `quantity: ${message}`, {
        field: 'quantity',
        errors: [{ field: 'quantity', message }],
      });
    }
    await carts.touchCart(trx, cart.id, { now });
  });

  return { message: QUANTITY_UPDATED_MESSAGE, cart_id: found.public_id, data: await answerCart(db, found) };
}
