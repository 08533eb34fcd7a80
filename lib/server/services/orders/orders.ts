import 'server-only';
import crypto from 'node:crypto';
import {
  ApiError,
  invalidFieldError,
  isPaidOrderStatus,
  ORDER_PLACED_MESSAGE,
  type EndpointOutput,
  type EndpointParsedInput,
} from '../../../contract';
import { site } from '../../../site';
import { readShareCookie, type ShareSource } from '../../../share';
import { getConfig, getPaymentSettings } from '../../config';
import { getDatabase, type Executor } from '../../db/connection';
import type { DialectName } from '../../db/dialect';
import type { PaymentMethod } from '../../db/schema';
import type { ShopperRequestContext } from '../request-context';
import { logError, logInfo } from '../../log';
import { buildPayPalOrderBody, getPayPalClient } from '../../payments/paypal';
import { getRazorpayClient } from '../../payments/razorpay';
import * as carts from '../cart/repositories/carts';
import * as orders from './repositories/orders';
import * as stock from '../catalogue/repositories/stock';
import { priceCartLines } from '../cart/cart';
import { enqueueOrderConfirmation } from '../messages/notifications';
import { sendOrderConfirmation } from '../messages/outbox';
import { checkPromoCode, type CheckedPromo } from '../cart/promo';
import { itemAt } from '../../../list';
import { deliveryCountryOrDefault } from '../../../delivery-countries';
import { rememberDeliveryAddress } from '../accounts/saved-addresses';
import {
  amountToMinor,
  centsToAmount,
  computeTotals,
  formatMinorAmount,
  minorToDecimalString,
  shippingFor,
} from '../../../money';
import { asCartCurrency, releasePendingOrder, expireStaleOrders } from './order-history';
import { issueInvoiceWithSale } from '../tax/invoicing';

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';
export const CASH_ON_DELIVERY_INR_ONLY_MESSAGE = 'Cash on delivery is available for orders in INR only.';
/** Decision 015: the courier collects cash in India only. */
export const CASH_ON_DELIVERY_INDIA_ONLY_MESSAGE = 'Cash on delivery is available for delivery in India only.';
export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again in a moment.';
export const CARD_PAYMENT_UNAVAILABLE_MESSAGE =
  'Card payment is not available right now. Please choose another payment method.';
export const WALLET_PAYMENT_UNAVAILABLE_MESSAGE =
  'PayPal is not available right now. Please choose another payment method.';
export const ORDER_ALREADY_PAID_MESSAGE = 'This order has already been paid.';
export const ORDER_TOO_SMALL_MESSAGE = 'The order total is too small to pay online. Please add something to your cart.';

/** 409: the browser's total is not what the server charges. */
export function totalChangedMessage(totalMinor: number, currency: string): string {
  return `The order total has changed to ${formatMinorAmount(totalMinor, currency)}. Please review your cart and try again.`;
}

/** 409: not enough free stock for a line. */
export function outOfStockMessage(available: number, name: string, size: string): string {
  return `Only ${available} left of ${name} (size ${size}).`;
}

/** 409: an unpaid order would hold more of a size than one customer may (holdCapForSize). */
export function holdPerSizeLimitMessage(max: number, name: string, size: string): string {
  return `An order paid online can hold at most ${max} of ${name} (size ${size}) while it is being paid, so others can still buy it. Please lower the quantity in your cart.`;
}

/** 409: an unpaid order would hold more pieces than one customer may (RESERVATION_MAX_PIECES). */
export function holdTotalLimitMessage(max: number): string {
  return `An unpaid order can hold at most ${max} pieces. Please remove some from your cart.`;
}

export function productWithdrawnMessage(name: string): string {
  return `${name} is no longer available. Please remove it from your cart.`;
}

/** Razorpay takes no payment under 100 paise or cents. */
const RAZORPAY_MINIMUM_MINOR = 100;

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The order number customers see and providers get as receipt, custom and
 * invoice id: JH-YYMMDD-XXXXXXXX (19 characters; 40 bits of randomness).
 */
export function newOrderNumber(now: Date, bytes: Uint8Array = crypto.randomBytes(8)): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = Array.from(bytes.subarray(0, 8), (byte) => ORDER_NUMBER_ALPHABET[byte % 32]).join('');
  return `JH-${date}-${random}`;
}

function paymentMethodOf(input: EndpointParsedInput<'createOrder'>): PaymentMethod {
  if (input.cash_on_delivery) return 'cod';
  return input.razorpay === false ? 'paypal' : 'razorpay';
}

/**
 * The amount the browser sent, in the unit of its path (spec section 7):
 * the card path sends total × 100, the wallet path (razorpay: false) the
 * total itself. Compared in minor units, so 1222.2 and 122220 both match.
 */
function clientAmountMatches(input: EndpointParsedInput<'createOrder'>, totalMinor: number): boolean {
  const sentMinor = input.razorpay === false ? amountToMinor(input.amount) : Math.round(input.amount);
  return sentMinor === totalMinor;
}

/** The promo rules of POST /api/validate-promo-code/, checked again inside the order's transaction with the code row locked. */
function resolvePromo(
  trx: Executor,
  dialect: DialectName,
  code: string | undefined,
  priced: ReturnType<typeof priceCartLines>,
  userId: number,
  now: string,
): Promise<CheckedPromo | null> {
  if (code === undefined) return Promise.resolve(null);
  return checkPromoCode(trx, code, priced, userId, now, {
    lock: (promoId) => orders.lockPromoCode(trx, dialect, promoId),
  });
}

interface LineToOrder {
  productId: number;
  productName: string;
  size: string;
  quantity: number;
  unitMinor: number;
  mrpMinor: number;
}

/** Cart lines of the same product and size (a regular and a direct-buy line) become one order line. */
function orderLinesOf(priced: ReturnType<typeof priceCartLines>): LineToOrder[] {
  const byKey = new Map<string, LineToOrder>();
  for (const item of priced.items) {
    const key = `${item.product_pk}|${item.size}`;
    const existing = byKey.get(key);
    if (existing) existing.quantity += item.quantity;
    else {
      byKey.set(key, {
        productId: item.product_pk,
        productName: item.product_name,
        size: item.size,
        quantity: item.quantity,
        unitMinor: amountToMinor(item.offer_price),
        mrpMinor: amountToMinor(item.mrp),
      });
    }
  }
  // One order of locking for every transaction, so two orders never wait on each other's rows.
  return [...byKey.values()].sort((a, b) => a.productId - b.productId || a.size.localeCompare(b.size));
}

/**
 * The most pieces of one size a customer's unpaid orders may hold, given the size's shelf count (issue 34,
 * item 1): all but a share kept for other shoppers (RESERVATION_KEPT_PERCENT, at least one piece), and never
 * fewer than RESERVATION_MAX_PER_SIZE. So 3 of a 4-piece size, 6 napkins of 8, 15 of 20 can be ordered and
 * paid by card, while no account can hold a whole size of 3 or more.
 */
export function holdCapForSize(
  shelf: number,
  settings: { minimum: number; keptPercent: number } = {
    minimum: getConfig().RESERVATION_MAX_PER_SIZE,
    keptPercent: getConfig().RESERVATION_KEPT_PERCENT,
  },
): number {
  const kept = Math.max(1, Math.ceil((shelf * settings.keptPercent) / 100));
  return Math.max(Math.min(settings.minimum, shelf), shelf - kept);
}

/**
 * What one customer's unpaid orders may hold, this order included, so one
 * account cannot take a size off sale: per size, holdCapForSize of its shelf;
 * RESERVATION_MAX_PIECES in all. Checked after the customer's older unpaid
 * orders were released, so a replacement never counts twice; anything still
 * pending (an order placed at the same moment) counts.
 */
async function ensureWithinHoldLimits(trx: Executor, userId: number, toOrder: LineToOrder[]): Promise<void> {
  const { RESERVATION_MAX_PIECES: total } = getConfig();
  const held = await orders.listPiecesHeldByUser(trx, userId);
  const heldOf = (line: LineToOrder) =>
    held.find((entry) => entry.productId === line.productId && entry.size === line.size)?.quantity ?? 0;
  for (const line of toOrder) {
    const shelf = (await stock.findShelf(trx, line.productId, line.size))?.quantity ?? 0;
    const cap = holdCapForSize(shelf);
    // Past the shelf itself, the stock check below answers (with how many are left); the cap speaks only within it.
    if (heldOf(line) + line.quantity > cap && line.quantity <= shelf) {
      throw new ApiError('conflict', holdPerSizeLimitMessage(cap, line.productName, line.size), {
        field: 'cart_id',
      });
    }
  }
  const pieces =
    held.reduce((sum, entry) => sum + entry.quantity, 0) + toOrder.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces > total) throw new ApiError('conflict', holdTotalLimitMessage(total), { field: 'cart_id' });
}

function ensureProviderAvailable(method: PaymentMethod): void {
  const settings = getPaymentSettings();
  if (method === 'razorpay' && !settings.razorpay.available)
    throw new ApiError('bad_gateway', CARD_PAYMENT_UNAVAILABLE_MESSAGE);
  if (method === 'paypal' && !settings.paypal.available)
    throw new ApiError('bad_gateway', WALLET_PAYMENT_UNAVAILABLE_MESSAGE);
}

function explicitIdempotencyKey(userId: number, key: string): string {
  return `key:${userId}:${sha256(key)}`;
}

/**
 * The server's fingerprint of a submit: the customer, the cart as it is now
 * (its lines and its last change), the method, promo and delivery details.
 * A double click finds the first order (even when the browser sent a new
 * idempotency_key each time); any change to the cart makes a new one.
 */
function cartFingerprintKey(
  input: EndpointParsedInput<'createOrder'>,
  userId: number,
  cart: carts.CartRow,
  lines: carts.CartLineRow[],
  method: PaymentMethod,
): string {
  const fingerprint = JSON.stringify({
    userId,
    cart: cart.id,
    changed: cart.updated_at,
    lines: lines.map((line) => [line.product_id, line.size, line.quantity, line.is_direct_buy]).sort(),
    method,
    currency: input.currency,
    promo: input.promo_code?.toUpperCase() ?? null,
    delivery: [
      input.country,
      input.delivery_address,
      input.name,
      input.country_code ?? '',
      input.mobile_number,
      input.pin_code,
      input.city,
      input.state,
      input.comment,
    ],
    business: [input.gstin ?? null, input.buyer_legal_name ?? null],
  });
  return `auto:${sha256(fingerprint)}`;
}

interface PlacedOrder {
  order: orders.OrderRow;
  created: boolean;
}

/**
 * Everything of an order in one transaction: the customer's cart is locked
 * and priced by the server, the promo checked, the browser's amount compared,
 * the order and its lines written, and each line's stock held with a
 * conditional update (or, for cash on delivery, taken off the shelf and the
 * cart emptied). Any refusal rolls all of it back.
 */
async function placeOrder(
  input: EndpointParsedInput<'createOrder'>,
  userId: number,
  method: PaymentMethod,
  now: Date,
  shareSource: ShareSource | null,
): Promise<PlacedOrder> {
  const { db, dialect } = await getDatabase();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const emptyCart = () =>
      new ApiError('invalid_request', EMPTY_CART_MESSAGE, {
        field: 'cart_id',
        errors: [{ field: 'cart_id', message: EMPTY_CART_MESSAGE }],
      });
    const cart = await carts.findCartByUserId(trx, userId);
    if (cart) await carts.lockCart(trx, dialect, cart.id);
    // With the browser's own key, a repeat finds its order even after cash on delivery emptied the cart.
    if (input.idempotency_key) {
      const repeated = await orders.findOrderByClientIdempotencyKey(
        trx,
        explicitIdempotencyKey(userId, input.idempotency_key),
      );
      if (repeated) return { order: repeated, created: false };
    }
    if (!cart) throw emptyCart();
    const lines = await carts.listCartLines(trx, cart.id);
    if (lines.length === 0) throw emptyCart();
    const withdrawn = lines.find((line) => line.is_active !== 1);
    if (withdrawn)
      throw new ApiError('conflict', productWithdrawnMessage(withdrawn.product_name), { field: 'cart_id' });

    const currency = asCartCurrency(cart.currency);
    if (input.currency !== currency)
      throw invalidFieldError('currency', `must be ${currency}, the currency of your cart`);
    if (method === 'cod' && currency !== 'INR') {
      throw new ApiError('invalid_request', CASH_ON_DELIVERY_INR_ONLY_MESSAGE, {
        field: 'cash_on_delivery',
        errors: [{ field: 'cash_on_delivery', message: CASH_ON_DELIVERY_INR_ONLY_MESSAGE }],
      });
    }

    if (method === 'cod' && input.country !== 'IN') {
      throw new ApiError('invalid_request', CASH_ON_DELIVERY_INDIA_ONLY_MESSAGE, {
        field: 'cash_on_delivery',
        errors: [{ field: 'cash_on_delivery', message: CASH_ON_DELIVERY_INDIA_ONLY_MESSAGE }],
      });
    }

    const key = cartFingerprintKey(input, userId, cart, lines, method);
    const existing = await orders.findOrderByIdempotencyKey(trx, key);
    if (existing) return { order: existing, created: false };

    // A newer order replaces the customer's unpaid ones, so they never hold stock against themselves.
    for (const pending of await orders.listPendingOrdersOfUser(trx, userId)) {
      if (await releasePendingOrder(trx, pending, 'cancelled', nowIso))
        logInfo('order replaced by a newer one', { order: pending.public_id });
    }

    const priced = priceCartLines(lines, currency);
    const promo = await resolvePromo(trx, dialect, input.promo_code, priced, userId, nowIso);
    const shipping = shippingFor(currency, { cashOnDelivery: method === 'cod' });
    const totalMinor = amountToMinor(
      computeTotals({ subtotal: priced.subtotal, discount: promo?.discount ?? 0, shipping }),
    );
    if (!clientAmountMatches(input, totalMinor)) {
      throw new ApiError('conflict', totalChangedMessage(totalMinor, currency), { field: 'amount' });
    }
    const minimum = method === 'razorpay' ? RAZORPAY_MINIMUM_MINOR : method === 'paypal' ? 1 : 0;
    if (totalMinor < minimum) throw new ApiError('invalid_request', ORDER_TOO_SMALL_MESSAGE, { field: 'amount' });

    // The phone's calling code, when the browser sent none, is the delivery country's.
    const delivery = {
      country: input.country,
      delivery_address: input.delivery_address,
      name: input.name,
      country_code: input.country_code ?? deliveryCountryOrDefault(input.country).callingCode,
      mobile_number: input.mobile_number,
      pin_code: input.pin_code,
      city: input.city,
      state: input.state,
    };
    const toOrder = orderLinesOf(priced);
    if (method !== 'cod') await ensureWithinHoldLimits(trx, userId, toOrder);
    const order = await orders.insertOrder(trx, {
      public_id: newOrderNumber(now),
      user_id: userId,
      cart_id: cart.id,
      status: method === 'cod' ? 'cod_confirmed' : 'pending',
      payment_method: method,
      currency,
      subtotal_minor: amountToMinor(priced.subtotal),
      discount_minor: amountToMinor(promo?.discount ?? 0),
      shipping_minor: amountToMinor(shipping),
      total_minor: totalMinor,
      promo_code: promo?.code ?? null,
      ...delivery,
      comment: input.comment,
      buyer_gstin: input.gstin ?? null,
      buyer_legal_name: input.buyer_legal_name ?? null,
      share_source: shareSource,
      provider_order_id: null,
      idempotency_key: key,
      client_idempotency_key: input.idempotency_key ? explicitIdempotencyKey(userId, input.idempotency_key) : null,
      reservation_expires_at:
        method === 'cod' ? null : new Date(now.getTime() + getConfig().RESERVATION_MINUTES * 60_000).toISOString(),
      paid_at: null,
      last_payment_error: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    await orders.insertOrderLines(
      trx,
      toOrder.map((line) => ({
        order_id: order.id,
        product_id: line.productId,
        product_name: line.productName,
        size: line.size,
        quantity: line.quantity,
        unit_price_minor: line.unitMinor,
        mrp_minor: line.mrpMinor,
      })),
    );

    for (const line of toOrder) {
      const held = { productId: line.productId, size: line.size, quantity: line.quantity };
      if (!(await stock.reserveStock(trx, held))) {
        const available = await stock.countFreeStock(trx, line.productId, line.size);
        throw new ApiError('conflict', outOfStockMessage(available, line.productName, line.size), { field: 'cart_id' });
      }
      if (method === 'cod' && !(await stock.commitReservedStock(trx, held))) {
        throw new Error(`Stock just held for ${order.public_id} could not be committed`);
      }
    }
    await rememberDeliveryAddress(trx, userId, delivery, nowIso);
    if (promo)
      await orders.insertPromoRedemption(trx, { promoCodeId: promo.id, userId, orderId: order.id, now: nowIso });
    if (method === 'cod') {
      await orders.removeOrderedLinesFromCart(trx, userId, toOrder, nowIso);
      // The tax invoice of the sale, numbered in this transaction; the confirmation attaches it (decision 040).
      await issueInvoiceWithSale(trx, order.id, now);
      // Owed with the order itself: a crash after this commit still sends it (the outbox worker).
      await enqueueOrderConfirmation(trx, order);
    }
    return { order, created: true };
  });
}

/** Opens the order at its provider once, and remembers the provider's id. */
async function openProviderOrder(order: orders.OrderRow): Promise<string> {
  const { db } = await getDatabase();
  let providerOrderId: string;
  try {
    if (order.payment_method === 'razorpay') {
      const created = await getRazorpayClient().createOrder({
        amount: order.total_minor,
        currency: order.currency,
        receipt: order.public_id,
        notes: { order_id: order.public_id },
      });
      if (created.amount !== order.total_minor || created.currency !== order.currency) {
        throw new Error(
          `Razorpay created order ${created.id} for ${created.amount} ${created.currency}, not ${order.total_minor} ${order.currency}`,
        );
      }
      providerOrderId = created.id;
    } else {
      const lines = await orders.listOrderLines(db, order.id);
      const body = buildPayPalOrderBody({
        publicId: order.public_id,
        currency: order.currency,
        lines: lines.map((line) => ({
          name: line.product_name,
          size: line.size,
          quantity: line.quantity,
          unitMinor: line.unit_price_minor,
          sku: `${line.product_id}-${line.size}`,
        })),
        discountMinor: order.discount_minor,
        shippingMinor: order.shipping_minor,
        brandName: site.name,
      });
      const bodyTotal = itemAt(body.purchase_units, 0).amount.value;
      if (bodyTotal !== minorToDecimalString(order.total_minor)) {
        throw new Error(`The PayPal body of ${order.public_id} adds up to ${bodyTotal}, not ${order.total_minor}`);
      }
      providerOrderId = (await getPayPalClient().createOrder(body, order.public_id)).id;
    }
  } catch (error) {
    logError('provider order not created', error, { order: order.public_id, provider: order.payment_method });
    await orders.notePaymentError(
      db,
      order.id,
      `The ${order.payment_method} order could not be created`,
      new Date().toISOString(),
    );
    throw new ApiError('bad_gateway', PROVIDER_UNREACHABLE_MESSAGE);
  }
  if (await orders.setProviderOrderId(db, order.id, providerOrderId, new Date().toISOString())) return providerOrderId;
  // A repeated submit opened it at the same moment: keep the one stored first.
  return (await orders.findOrderById(db, order.id))?.provider_order_id ?? providerOrderId;
}

export async function createOrder(
  input: EndpointParsedInput<'createOrder'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'createOrder'>> {
  const user = context.user;
  const method = paymentMethodOf(input);
  if (method !== 'cod') ensureProviderAvailable(method);
  try {
    await expireStaleOrders();
  } catch (error) {
    logError('expiring stale orders failed', error);
  }

  // The shared link the shopper came from, if any (the cookie proxy.ts set on its landing; lib/share.ts).
  const shareSource = readShareCookie(context.headers?.get('cookie'));
  const { order, created } = await placeOrder(input, user.id, method, new Date(), shareSource);
  const currency = asCartCurrency(order.currency);
  if (order.status === 'cod_confirmed') {
    if (created) {
      logInfo('order placed', { order: order.public_id, method: 'cod' });
      await sendOrderConfirmation(order.public_id);
    }
    return {
      order_id: order.public_id,
      status: 'cod_confirmed',
      message: ORDER_PLACED_MESSAGE,
      payment_method: 'cod',
      amount: centsToAmount(order.total_minor),
      currency,
    };
  }
  if (isPaidOrderStatus(order.status)) throw new ApiError('conflict', ORDER_ALREADY_PAID_MESSAGE);
  if (created) logInfo('order placed', { order: order.public_id, method: order.payment_method });

  const providerOrderId = order.provider_order_id ?? (await openProviderOrder(order));
  if (order.payment_method === 'razorpay') {
    return {
      data: { id: providerOrderId, amount: order.total_minor, currency, key: getPaymentSettings().razorpay.keyId },
      order_id: order.public_id,
      payment_method: 'razorpay',
      status: 'pending',
      amount: centsToAmount(order.total_minor),
      currency,
    };
  }
  return {
    id: providerOrderId,
    order_id: order.public_id,
    payment_method: 'paypal',
    status: 'pending',
    amount: centsToAmount(order.total_minor),
    currency,
  };
}
