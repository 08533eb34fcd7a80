import './zod-browser-config';
import './field-sentences';
import { z } from 'zod';
import { CALENDAR_DATE_MESSAGE, isCalendarDate } from './calendar-date';

/**
 * Field types shared by several calls. Query parameters arrive as text and
 * JSON bodies as numbers, so id fields take either and give a number.
 */
export const MAX_ID = 2_147_483_647;

export const idField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, { error: 'must be a positive whole number' }),
    ],
    { error: 'must be a positive whole number' },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'must be a positive whole number' })
      .min(1, { error: 'must be a positive whole number' })
      .max(MAX_ID, { error: 'is too large' }),
  );

export const pageField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, { error: 'must be a whole number from 1' }),
    ],
    { error: 'must be a whole number from 1' },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'must be a whole number from 1' })
      .min(1, { error: 'must be a whole number from 1' })
      .max(100_000, { error: 'is too large' }),
  );

export const pageSizeField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, { error: 'must be a whole number from 1 to 100' }),
    ],
    { error: 'must be a whole number from 1 to 100' },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'must be a whole number from 1 to 100' })
      .min(1, { error: 'must be a whole number from 1 to 100' })
      .max(100, { error: 'must be a whole number from 1 to 100' }),
  );

/** Sizes are short labels such as S, M, XL or "Free Size". */
export const sizeField = z
  .string({ error: 'must be a size such as S, M or L' })
  .trim()
  .min(1, { error: 'must be a size such as S, M or L' })
  .max(20, { error: 'must be at most 20 characters' })
  .regex(/^[A-Za-z0-9 ]+$/, { error: 'must be a size such as S, M or L' });

/** Money in the API is a decimal number of the currency's major unit (USD for the catalogue). */
export const moneyAmount = z.number().nonnegative();

/** A UTC day written YYYY-MM-DD that exists on the calendar (the rule: calendar-date.ts). */
export const calendarDateField = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : CALENDAR_DATE_MESSAGE) })
  .trim()
  .refine(isCalendarDate, { error: CALENDAR_DATE_MESSAGE });
