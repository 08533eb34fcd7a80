/**
 * The date rule, once: a day is written YYYY-MM-DD and exists on the
 * calendar (2026-02-30 and 2026-13-01 do not), and means that UTC day. The
 * contract's date field (fields.ts) refuses anything else with 400 naming
 * the field; services turn a checked day into the instants it spans. No zod:
 * pages and client components may ask here too.
 */

/** The contract's message for a date that breaks the rule. */
export const CALENDAR_DATE_MESSAGE = 'must be a real date written YYYY-MM-DD, such as 2026-11-01';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `text` is a day written YYYY-MM-DD that exists on the calendar (year 1 to 9999). */
export function isCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function checkedDay(day: string): string {
  if (!isCalendarDate(day)) throw new Error(`Not a calendar date: ${day}`);
  return day;
}

/** The first instant of a UTC day. */
export function startOfUtcDay(day: string): Date {
  return new Date(`${checkedDay(day)}T00:00:00.000Z`);
}

/** The first instant after a UTC day: a range "until" it excludes this instant. */
export function startOfNextUtcDay(day: string): Date {
  return new Date(startOfUtcDay(day).getTime() + DAY_MS);
}
