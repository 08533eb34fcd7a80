import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { CART_CURRENCIES } from './cart';
import { moneyAmount } from './fields';

const required = { error: 'is required' };

/** What the browser believes; compared, never trusted (the server prices its own cart). */
const clientAmountField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: 'must be a number' }),
    ],
    { error: 'must be a number' },
  )
  .transform(Number)
  .pipe(z.number().nonnegative({ error: 'must be a number' }));

const clientCountField = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, { error: 'must be a whole number' })], {
    error: 'must be a whole number',
  })
  .transform(Number)
  .pipe(z.number().int({ error: 'must be a whole number' }).nonnegative({ error: 'must be a whole number' }));

// POST /api/validate-promo-code/ (token)
export const validatePromoCodeBody = z.object({
  amount: clientAmountField.optional(),
  promo_code: z.string(required).trim().min(1, required).max(50, { error: 'must be at most 50 characters' }),
  no_of_products: clientCountField.optional(),
});

export const validatePromoCodeResponse = z.object({
  /** The discount, in the cart's currency. */
  amount: moneyAmount,
  message: z.string(),
  /** The code as the shop spells it. */
  promo_code: z.string(),
  currency: z.enum(CART_CURRENCIES),
});

export const promoEndpoints = {
  validatePromoCode: endpoint({
    ...routes.validatePromoCode,
    input: validatePromoCodeBody,
    response: validatePromoCodeResponse,
  }),
} as const;
