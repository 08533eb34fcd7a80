/**
 * Currency rules of spec section 9, as pure functions shared by the pages,
 * the cart and the payment amounts.
 */
export type Currency = 'USD' | 'INR';

/** 1 USD in INR (spec section 9); NEXT_PUBLIC_USD_TO_INR_RATE may change it. */
export const DEFAULT_USD_TO_INR_RATE = 33.6;

export function usdToInrRate(): number {
  const configured = Number(process.env.NEXT_PUBLIC_USD_TO_INR_RATE);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_USD_TO_INR_RATE;
}

/**
 * The INR price rule: multiply the USD amount by the rate, round up to a
 * whole rupee, then raise it to the next number ending in 9.
 * Integer arithmetic (cents × rate in ten-thousandths) keeps 10 × 33.6 at
 * exactly 336 rather than 336.00000000000006, which would round up to 337.
 */
export function toInr(usd: number, rate: number = usdToInrRate()): number {
  const cents = Math.round(usd * 100);
  if (cents <= 0) return 0;
  const rateTenThousandths = Math.round(rate * 10_000);
  const scaled = cents * rateTenThousandths; // rupees × 1,000,000
  const rupees = Math.ceil(scaled / 1_000_000);
  const lastDigit = rupees % 10;
  return lastDigit === 9 ? rupees : rupees + (9 - lastDigit);
}

/** Prices show with no decimals: en-IN for INR, en-US otherwise (spec section 9). */
export function formatPrice(amount: number, currency: Currency): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A USD catalogue price shown in the given currency. */
export function displayPrice(usd: number, currency: Currency, rate: number = usdToInrRate()): string {
  return currency === 'INR' ? formatPrice(toInr(usd, rate), 'INR') : formatPrice(usd, 'USD');
}
