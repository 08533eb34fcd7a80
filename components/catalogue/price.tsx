import { formatPrice, toInr } from '@/lib/money';

/**
 * A catalogue price in both currencies. The markup carries both and the
 * `data-currency` attribute on <html> chooses which one shows (see
 * styles/global.css), so pages stay cacheable for every visitor and the
 * currency can switch without a new render.
 */
export function Price({ usd, className }: { usd: number; className?: string }) {
  return (
    <span className={className}>
      <span data-price="USD">{formatPrice(usd, 'USD')}</span>
      <span data-price="INR">{formatPrice(toInr(usd), 'INR')}</span>
    </span>
  );
}
