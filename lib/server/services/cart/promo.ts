import 'server-only';
import { ApiError, type CartCurrency, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { computePromoDiscount, meetsPromoMinimum } from '../../../money';
import { getDatabase, type Executor } from '../../db/connection';
import type { ShopperRequestContext } from '../request-context';
import { countPromoRedemptions, findPromoCode, hasSaleOrder, type PromoCodeRow } from './repositories/promos';
import { loadUserCart } from './cart';

export const PROMO_APPLIED_MESSAGE = 'Promo code applied successfully.';
export const PROMO_INVALID_MESSAGE = 'This promo code is not valid.';
export const PROMO_NOT_STARTED_MESSAGE = 'This promo code is not active yet.';
export const PROMO_EXPIRED_MESSAGE = 'This promo code has expired.';
export const PROMO_EMPTY_CART_MESSAGE = 'Your cart is empty. Add something before applying a promo code.';
export const PROMO_USED_UP_MESSAGE = 'This promo code has reached its usage limit.';
export const PROMO_ALREADY_USED_MESSAGE = 'You have already used this promo code.';
export const PROMO_FIRST_ORDER_MESSAGE = 'This promo code is for a first order only.';

/** 'This promo code needs an order of at least $50.' ($50.50 when there are cents). */
export function promoMinimumMessage(minOrderCents: number): string {
  const dollars = minOrderCents % 100 === 0 ? String(minOrderCents / 100) : (minOrderCents / 100).toFixed(2);
  return `This promo code needs an order of at least $${dollars}.`;
}

function refuse(message: string): ApiError {
  return new ApiError('invalid_request', message, { field: 'promo_code', errors: [{ field: 'promo_code', message }] });
}

/** What the promo rules need of a cart priced by the server. */
export interface PricedCartForPromo {
  count: number;
  subtotal: number;
  subtotalUsdCents: number;
  currency: CartCurrency;
}

export interface CheckedPromo {
  id: number;
  code: string;
  discount: number;
}

/**
 * Whether one more use of the code by this customer would pass its usage
 * limits (in total, per customer): null when it may, else the message of the
 * limit reached. Counted with the code's row locked (`lockPromoCode` of
 * repositories/orders.ts) wherever a use is then written.
 */
export async function findPromoLimitReached(db: Executor, promo: PromoCodeRow, userId: number): Promise<string | null> {
  const used = await countPromoRedemptions(db, promo.id, userId);
  if (promo.max_uses !== null && used.total >= promo.max_uses) return PROMO_USED_UP_MESSAGE;
  if (promo.max_uses_per_customer !== null && used.byUser >= promo.max_uses_per_customer)
    return PROMO_ALREADY_USED_MESSAGE;
  return null;
}

/**
 * The promo rules, in one place for POST /api/validate-promo-code/ and for
 * create-order (which checks again inside its transaction and locks the code
 * row first through `lock`, so usage limits hold under concurrency).
 */
export async function checkPromoCode(
  db: Executor,
  code: string,
  priced: PricedCartForPromo,
  userId: number,
  now: string,
  options: { lock?: (promoId: number) => Promise<void>; requireItems?: boolean } = {},
): Promise<CheckedPromo> {
  const promo = await findPromoCode(db, code);
  if (!promo || promo.is_active !== 1) throw refuse(PROMO_INVALID_MESSAGE);
  await options.lock?.(promo.id);
  if (promo.starts_at && now < promo.starts_at) throw refuse(PROMO_NOT_STARTED_MESSAGE);
  if (promo.ends_at && now >= promo.ends_at) throw refuse(PROMO_EXPIRED_MESSAGE);
  if (options.requireItems && priced.count === 0) throw refuse(PROMO_EMPTY_CART_MESSAGE);
  if (!meetsPromoMinimum(priced.subtotalUsdCents, promo.min_order_cents))
    throw refuse(promoMinimumMessage(promo.min_order_cents));

  const limit = await findPromoLimitReached(db, promo, userId);
  if (limit) throw refuse(limit);
  if (promo.first_order_only === 1 && (await hasSaleOrder(db, userId))) throw refuse(PROMO_FIRST_ORDER_MESSAGE);

  const discount = computePromoDiscount({
    kind: promo.kind,
    value: promo.value,
    valueInrPaise: promo.value_inr_paise,
    subtotal: priced.subtotal,
    currency: priced.currency,
  });
  return { id: promo.id, code: promo.code, discount };
}

/**
 * Checks a code against the user's own cart, priced by the server. The amount
 * and product count the browser sends are what it believes, and are not used.
 */
export async function validatePromoCode(
  input: EndpointParsedInput<'validatePromoCode'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'validatePromoCode'>> {
  const user = context.user;
  const { db } = await getDatabase();
  const { priced } = await loadUserCart(db, user.id);
  const promo = await checkPromoCode(db, input.promo_code, priced, user.id, new Date().toISOString(), {
    requireItems: true,
  });
  return { amount: promo.discount, message: PROMO_APPLIED_MESSAGE, promo_code: promo.code, currency: priced.currency };
}
