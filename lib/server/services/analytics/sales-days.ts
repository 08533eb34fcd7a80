import 'server-only';
import type { Executor } from '../../db/connection';
import type { DialectName } from '../../db/dialect';
import { countDays, countOrderDaysSince, listCountedDays, type OrderDays } from './repositories/order-sales-days';

const DAY_MS = 86_400_000;
/**
 * The last days (today included) counted live from the orders: migration 034's triggers leave the orders of today
 * and yesterday unmarked (their writes never meet on one row), and the third day is the margin for a
 * transaction still open across midnight or a database clock apart from ours (docs/decisions/056).
 */
export const LIVE_SALES_DAYS = 3;

/** The UTC day (YYYY-MM-DD) of a time. */
function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The UTC days (YYYY-MM-DD) in [fromDay, untilDay). */
function daysBetween(fromDay: string, untilDay: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${fromDay}T00:00:00.000Z`); dayOf(time) < untilDay; time += DAY_MS)
    days.push(dayOf(time));
  return days;
}

function joined(a: OrderDays, b: OrderDays): OrderDays {
  return {
    sales: [...a.sales, ...b.sales],
    placed: [...a.placed, ...b.placed],
    products: [...a.products, ...b.products],
  };
}

const NO_DAYS: OrderDays = { sales: [], placed: [], products: [] };

/** The closed days in [fromDay, untilDay) from order_sales_days; those never counted, or changed since, are counted first. */
async function closedDays(db: Executor, dialect: DialectName, fromDay: string, untilDay: string): Promise<OrderDays> {
  if (fromDay >= untilDay) return NO_DAYS;
  const counted = await listCountedDays(db, { fromDay, untilDay });
  const known = new Set(counted.placed.map((row) => row.day));
  const missing = daysBetween(fromDay, untilDay).filter((day) => !known.has(day));
  if (missing.length === 0) return counted;
  return joined(counted, await db.transaction().execute((trx) => countDays(trx, dialect, missing)));
}

/**
 * What the dashboard reads of the orders placed on the whole UTC days from `from` (the start of a day) to today
 * (`startOfToday` its start), day by day: sale orders and their total per currency (in day and currency order),
 * orders placed, pieces sold per product. What a count over the orders gives: the closed days read from
 * order_sales_days, the last LIVE_SALES_DAYS counted live.
 */
export async function readOrderDays(
  { db, dialect }: { db: Executor; dialect: DialectName },
  from: Date,
  startOfToday: Date,
): Promise<OrderDays> {
  const liveFrom = Math.max(from.getTime(), startOfToday.getTime() - (LIVE_SALES_DAYS - 1) * DAY_MS);
  const [closed, live] = await Promise.all([
    closedDays(db, dialect, dayOf(from.getTime()), dayOf(liveFrom)),
    countOrderDaysSince(db, dialect, new Date(liveFrom).toISOString()),
  ]);
  const days = joined(closed, live);
  days.sales.sort((a, b) => (a.day === b.day ? (a.currency < b.currency ? -1 : 1) : a.day < b.day ? -1 : 1));
  return days;
}
