import { CURRENCY_FIRST_PAINT_SCRIPT } from '@/lib/currency-detection';

/**
 * Put in the <head> of the root layout: before the body paints, sets
 * <html data-currency> from the currency stored on an earlier visit, so a
 * returning visitor sees their prices at once, with no flash of the other
 * currency. A server component; the script is a few hundred bytes, no imports.
 */
export function CurrencyScript() {
  return <script id="currency-first-paint" dangerouslySetInnerHTML={{ __html: CURRENCY_FIRST_PAINT_SCRIPT }} />;
}
