'use client';
import { formatCheckoutAmount, type Currency } from '@/lib/money';
import { TotalsList } from '@/components/ui/totals-list';
import { DISCOUNT_LABEL, SHIPPING_FREE, SHIPPING_LABEL, SUBTOTAL_LABEL, TOTAL_LABEL } from './cart-messages';

export interface CartTotalsProps {
  subtotal: number;
  discount: number;
  shipping: number;
  /** computeTotals(subtotal, discount, shipping). */
  total: number;
  currency: Currency;
}

/** Subtotal, discount, shipping ('Free' when 0) and total, in the cart's currency. */
export function CartTotals({ subtotal, discount, shipping, total, currency }: CartTotalsProps) {
  return (
    <TotalsList
      rows={[
        { key: 'subtotal', label: SUBTOTAL_LABEL, value: formatCheckoutAmount(subtotal, currency) },
        {
          key: 'discount',
          label: DISCOUNT_LABEL,
          value: discount > 0 ? `−${formatCheckoutAmount(discount, currency)}` : formatCheckoutAmount(0, currency),
        },
        {
          key: 'shipping',
          label: SHIPPING_LABEL,
          value: shipping === 0 ? SHIPPING_FREE : formatCheckoutAmount(shipping, currency),
        },
      ]}
      total={{ label: TOTAL_LABEL, value: formatCheckoutAmount(total, currency) }}
    />
  );
}
