import 'server-only';
import { orderHasInvoice, type OrderSummary } from '../../../contract/orders';
import { policies } from '../../../policies';
import { dayRangeOf } from '../../../structured-data';

/** The first and last day a parcel is expected, written YYYY-MM-DD (days of the shop's calendar, India). */
interface DeliveryEstimate {
  earliest: string;
  latest: string;
}

/** India Standard Time has no daylight saving: a fixed 5 h 30 min ahead of UTC. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const SUNDAY = 0;

/** The shop's calendar day (IST) of an instant, as a UTC midnight. */
function shopDayOf(instant: Date): Date {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/** `count` business days (Monday to Saturday, the couriers' working week in India) after `day`. */
function addBusinessDays(day: Date, count: number): Date {
  let current = day;
  let left = count;
  while (left > 0) {
    current = new Date(current.getTime() + DAY_MS);
    if (current.getUTCDay() !== SUNDAY) left -= 1;
  }
  return current;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The policy's transit time for where the parcel goes: normal shipping in India, standard abroad. */
function transitDays(country: string): { minValue: number; maxValue: number } {
  return dayRangeOf(country === 'IN' ? policies.shippingIndia.normal.time : policies.shippingInternational.standard);
}

/**
 * When an order is expected (docs/decisions/042): the shipping policy's business days (Monday to
 * Saturday, India's calendar), counted from the day after dispatch once shipped, and until then from
 * the day after the order was paid or confirmed (the policy gives no handling time, so none is added).
 * Null when no parcel is on its way: an order without a sale (pending, failed, cancelled, expired),
 * one refunded in full, or one already delivered or returned.
 */
export function deliveryEstimateOf(
  order: Pick<OrderSummary, 'status' | 'created_at' | 'paid_at' | 'delivery' | 'fulfilment'>,
): DeliveryEstimate | null {
  if (!orderHasInvoice(order.status) || order.status === 'refunded') return null;
  const { fulfilment } = order;
  if (fulfilment.status === 'delivered' || fulfilment.status === 'returned') return null;
  const from = new Date(fulfilment.shipped_at ?? order.paid_at ?? order.created_at);
  if (Number.isNaN(from.getTime())) return null;
  const start = shopDayOf(from);
  const { minValue, maxValue } = transitDays(order.delivery.country);
  return { earliest: isoDay(addBusinessDays(start, minValue)), latest: isoDay(addBusinessDays(start, maxValue)) };
}
