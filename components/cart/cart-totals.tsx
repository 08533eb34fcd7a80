'use client';
import styled from 'styled-components';
import { formatCheckoutAmount, type Currency } from '@/lib/money';
import { theme } from '@/styles/theme';
import { DISCOUNT_LABEL, SHIPPING_FREE, SHIPPING_LABEL, SUBTOTAL_LABEL, TOTAL_LABEL } from './cart-messages';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  row-gap: ${theme.space(2)};
  dt {
    padding-right: ${theme.space(4)};
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.colors.border};
    color: ${theme.colors.ink};
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

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
    <List>
      <dt>{SUBTOTAL_LABEL}</dt>
      <dd>{formatCheckoutAmount(subtotal, currency)}</dd>
      <dt>{DISCOUNT_LABEL}</dt>
      <dd>{discount > 0 ? `−${formatCheckoutAmount(discount, currency)}` : formatCheckoutAmount(0, currency)}</dd>
      <dt>{SHIPPING_LABEL}</dt>
      <dd>{shipping === 0 ? SHIPPING_FREE : formatCheckoutAmount(shipping, currency)}</dd>
      <dt data-total="">{TOTAL_LABEL}</dt>
      <dd data-total="">{formatCheckoutAmount(total, currency)}</dd>
    </List>
  );
}
