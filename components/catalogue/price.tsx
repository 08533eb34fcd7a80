import { formatPrice, toInr } from '@/lib/money';

/**
 * A catalogue price in both currencies. The markup carries both and the
 * `data-currency` attribute on <html> chooses which one shows (see
 * styles/global.css), so pages stay cacheable for every visitor and the
 * currency can switch without a new render. No wrapper element: a grid of
 * cards carries two prices each, and every element is parsed, styled and
 * hydrated (docs/decisions/006, session 15).
 */
export function Price({ usd }: { usd: number }) {
  return (
    <>
      <span data-price="USD">{formatPrice(usd, 'USD')}</span>
      <span data-price="INR">{formatPrice(toInr(usd), 'INR')}</span>
    </>
  );
}
