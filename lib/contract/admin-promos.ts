import './zod-browser-config';
import { z } from 'zod';
import { CART_CURRENCIES } from './cart';
import { calendarDateField, idField, moneyAmount } from './fields';
import { amountField, flagField, required } from './admin-fields';

/**
 * Promo codes run from the back office (issue 29, item 6). Owners create and edit them; every member
 * may pause a code (a code shared further than meant is stopped at once) and resume it. The shopper's
 * rules stay those of POST /api/validate-promo-code/ and create-order: one use per order, a refund gives
 * it back. Amounts are in the currency's major unit, as everywhere in the contract.
 */
export const PROMO_KINDS = ['percent', 'fixed'] as const;
export const PROMO_STATES = ['active', 'paused', 'scheduled', 'ended', 'used_up'] as const;
export const PROMO_ACTIONS = ['edit', 'pause', 'resume'] as const;
export type PromoActionName = (typeof PROMO_ACTIONS)[number];

/** The outcomes of the saves that move the owner to the code's page, which shows them again there. */
export const PROMO_CREATED_MESSAGE = 'Promo code created.';
export const PROMO_SAVED_MESSAGE = 'Promo code saved.';

const positiveAmount = amountField.pipe(z.number().positive({ error: 'must be more than 0' }));
const usesField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { error: 'must be a whole number of 1 or more' }),
    ],
    { error: 'must be a whole number of 1 or more' },
  )
  .transform(Number)
  .pipe(z.number().int({ error: 'must be a whole number of 1 or more' }).min(1, { error: 'must be 1 or more' }));

export const PROMO_CODE_MESSAGE =
  'must be 3 to 30 letters, digits, dashes or underscores, starting with a letter or digit';

const promoShape = z.object({
  /** Shoppers type it in any case; it is kept in capitals. */
  code: z
    .string(required)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, { error: PROMO_CODE_MESSAGE }),
  kind: z.enum(PROMO_KINDS, { error: 'must be percent or fixed' }),
  /** kind percent: the share of the subtotal taken off, 0.01 to 90. */
  percent_off: amountField
    .pipe(z.number().min(0.01, { error: 'must be at least 0.01' }).max(90, { error: 'must be at most 90' }))
    .nullish(),
  /** kind fixed: taken off a cart in US dollars. */
  amount_off_usd: positiveAmount.nullish(),
  /** kind fixed: taken off a cart in rupees; absent, the dollar amount at the day's rate. */
  amount_off_inr: positiveAmount.nullish(),
  /** The cart's catalogue (USD) subtotal it needs; 0 for none. */
  min_order_usd: amountField.optional(),
  /** The first UTC day it works, and the last; absent, from now and without end. */
  starts_on: calendarDateField.nullish(),
  ends_on: calendarDateField.nullish(),
  /** Uses in all; absent, no limit. */
  max_uses: usesField.nullish(),
  /** Uses per customer; absent, no limit. */
  max_uses_per_customer: usesField.nullish(),
  first_order_only: flagField.optional(),
  active: flagField.optional(),
});

/** The rules across fields, the same for a new code and an edited one. */
function checkPromo(
  promo: z.output<typeof promoShape>,
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (promo.kind === 'percent' && (promo.percent_off === null || promo.percent_off === undefined))
    context.addIssue({ code: 'custom', path: ['percent_off'], message: 'is required for a percentage off' });
  if (promo.kind === 'fixed' && (promo.amount_off_usd === null || promo.amount_off_usd === undefined))
    context.addIssue({ code: 'custom', path: ['amount_off_usd'], message: 'is required for an amount off' });
  if (promo.starts_on && promo.ends_on && promo.ends_on < promo.starts_on)
    context.addIssue({ code: 'custom', path: ['ends_on'], message: 'must be on or after the first day' });
}

export const adminPromo = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percent_off: z.number().nullable(),
  amount_off_usd: moneyAmount.nullable(),
  amount_off_inr: moneyAmount.nullable(),
  min_order_usd: moneyAmount,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  first_order_only: z.boolean(),
  active: z.boolean(),
  /** What a shopper meets now: active, paused, not started, past its last day, or every use taken. */
  state: z.enum(PROMO_STATES),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** Uses still counted (a refunded order gives its use back), and per currency the sale orders, discount given and revenue. */
  usage: z.object({
    uses: z.number().int().nonnegative(),
    currencies: z.array(
      z.object({
        currency: z.enum(CART_CURRENCIES),
        orders: z.number().int().nonnegative(),
        discount: moneyAmount,
        revenue: moneyAmount,
      }),
    ),
  }),
  /** What the member asking may do to it now. */
  allowed_actions: z.array(z.enum(PROMO_ACTIONS)),
});

// GET /api/admin/promos/ — every code, newest first, with its usage.
export const listPromosQuery = z.object({});
export const listPromosResponse = z.object({
  data: z.array(adminPromo),
  /** Whether the member asking may create codes (owners). */
  can_create: z.boolean(),
});
// GET /api/admin/promos/{promo_id}/
export const getPromoQuery = z.object({ promo_id: idField });
export const promoResponse = z.object({ promo: adminPromo });
// POST /api/admin/promos/ (owner) — 201; 409 when the code exists in any case.
export const createPromoBody = promoShape.superRefine(checkPromo);
// POST /api/admin/promos/{promo_id}/ (owner) — every field again, as the form shows them.
export const updatePromoBody = promoShape.extend({ promo_id: idField }).superRefine(checkPromo);
// POST /api/admin/promos/{promo_id}/pause/, .../resume/ (staff)
export const promoSwitchBody = z.object({ promo_id: idField });
export const promoChangeResponse = z.object({ message: z.string(), changed: z.boolean(), promo: adminPromo });
