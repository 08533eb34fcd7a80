import './zod-browser-config';
import { z } from 'zod';

/** The back office's shared field rules. */
export const required = { error: 'is required' };

export const cursorField = z.string().trim().max(200, { error: 'is not a cursor from a previous page' }).optional();

const AMOUNT_MESSAGE = 'must be an amount with at most 2 decimals (such as 250 or 12.50)';
/** An amount from JSON (a number) or from a form (its text), with at most 2 decimals. */
export const amountField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: AMOUNT_MESSAGE }),
    ],
    { error: AMOUNT_MESSAGE },
  )
  .transform(Number)
  .pipe(
    z.number().refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: AMOUNT_MESSAGE,
    }),
  );

export const flagField = z.boolean({ error: 'must be true or false' });
