import { formatPrice, type Currency } from '@/lib/currency';

/**
 * An amount of the cart and checkout. Whole amounts show as every price does
 * (formatPrice, no decimals); an amount with cents or paise shows them, because
 * the total is charged to 2 decimals (spec section 9) and the shopper must see
 * what will be charged, not a rounded figure.
 */
export function formatCheckoutAmount(amount: number, currency: Currency): string {
  const minor = Math.round(amount * 100);
  if (minor % 100 === 0) return formatPrice(minor / 100, currency);
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** offer_price × quantity, in minor units so 0.1 + 0.2 never shows. */
export function lineTotal(offerPrice: number, quantity: number): number {
  return (Math.round(offerPrice * 100) * quantity) / 100;
}
