import type { z } from 'zod';
import type { adminPromo } from '@/lib/contract/admin-promos';
import { formatAdminAmount } from './admin-format';

type AdminPromo = z.output<typeof adminPromo>;

/** "20% off", "$3 off (₹250 in rupees)", with the minimum when there is one. */
export function promoOffer(promo: AdminPromo): string {
  const offer =
    promo.kind === 'percent'
      ? `${promo.percent_off ?? 0}% off`
      : `${formatAdminAmount(promo.amount_off_usd ?? 0, 'USD')} off${
          promo.amount_off_inr !== null ? ` (${formatAdminAmount(promo.amount_off_inr, 'INR')} in rupees)` : ''
        }`;
  const minimum = promo.min_order_usd > 0 ? `, orders of ${formatAdminAmount(promo.min_order_usd, 'USD')} or more` : '';
  return `${offer}${minimum}${promo.first_order_only ? ', first order only' : ''}`;
}

/** "1 Aug 2026 to 31 Aug 2026 (UTC)", "from 1 Aug 2026", "always". */
export function promoWindow(promo: AdminPromo): string {
  const day = (value: string) =>
    new Date(`${value}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  if (promo.starts_on && promo.ends_on) return `${day(promo.starts_on)} to ${day(promo.ends_on)} (UTC)`;
  if (promo.starts_on) return `from ${day(promo.starts_on)} (UTC)`;
  if (promo.ends_on) return `until ${day(promo.ends_on)} (UTC)`;
  return 'No end date';
}

/** "12 of 500 uses, 1 per customer". */
export function promoUses(promo: AdminPromo): string {
  const total = promo.max_uses === null ? `${promo.usage.uses} uses` : `${promo.usage.uses} of ${promo.max_uses} uses`;
  return promo.max_uses_per_customer === null ? total : `${total}, ${promo.max_uses_per_customer} per customer`;
}

/** Per currency: "USD: 3 orders, $12 off, $240 revenue". */
export function promoSales(promo: AdminPromo): string {
  if (promo.usage.currencies.length === 0) return 'No sale yet';
  return promo.usage.currencies
    .map(
      (entry) =>
        `${entry.currency}: ${entry.orders} ${entry.orders === 1 ? 'order' : 'orders'}, ${formatAdminAmount(entry.discount, entry.currency)} off, ${formatAdminAmount(entry.revenue, entry.currency)} revenue`,
    )
    .join('; ');
}

export const PROMO_STATE_NAMES: Record<AdminPromo['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Not started',
  ended: 'Ended',
  used_up: 'Used up',
};
