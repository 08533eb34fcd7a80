'use client';
import Image from 'next/image';
import Link from '@/components/ui/link';
import styled from 'styled-components';
import type { CartItem } from '@/lib/contract/cart';
import { formatCheckoutAmount, lineTotal, type Currency } from '@/lib/money';
import { theme } from '@/styles/theme';
import { CART_QTY_LABEL, CART_SIZE_LABEL, priceChangedText, removeItemLabel } from './cart-messages';
import { QuantityStepper } from './quantity-stepper';

const Row = styled.li`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr) auto;
  grid-template-areas:
    'image details remove'
    'image total total';
  gap: ${theme.space(1)} ${theme.space(3)};
  align-items: start;
  padding: ${theme.space(4)} 0;
  border-bottom: 1px solid ${theme.colors.border};
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: 96px minmax(0, 1fr) auto auto;
    grid-template-areas: 'image details total remove';
    align-items: center;
    gap: ${theme.space(4)};
  }
`;

const Picture = styled.div`
  grid-area: image;
  position: relative;
  aspect-ratio: 1 / 1;
  width: 100%;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.div`
  grid-area: details;
  min-width: 0;
  a {
    font-weight: 700;
    color: ${theme.colors.ink};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colors.inkMuted};
  font-size: var(--text-note);
  div {
    display: flex;
    gap: ${theme.space(1)};
  }
  dt::after {
    content: ':';
  }
  div {
    align-items: center;
  }
  dd {
    margin: 0;
    color: ${theme.colors.ink};
    font-weight: 700;
    font-variant-numeric: var(--figures);
  }
`;

const PriceNotice = styled.p`
  margin: ${theme.space(2)} 0 0;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-left: 3px solid ${theme.colors.turmeric};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: var(--text-note);
  font-weight: 700;
  /* Kept in the page while empty (a live region must exist before its text arrives), taking no room. */
  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const Total = styled.p`
  grid-area: total;
  margin: 0;
  font-weight: 700;
  font-variant-numeric: var(--figures);
  text-align: left;
  @media (min-width: ${theme.breakpoints.md}) {
    text-align: right;
    min-width: 7rem;
  }
`;

const RemoveButton = styled.button`
  grid-area: remove;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: #fdf1f0;
    border-color: ${theme.colors.danger};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;

function TrashIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </svg>
  );
}

export interface CartItemRowProps {
  item: CartItem;
  currency: Currency;
  removing: boolean;
  onRemove: (item: CartItem) => void;
  /** True while this line's quantity change is with the server. */
  updating: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
}

/**
 * One cart line: picture, name, Size, Qty, line total and a remove button (spec section 2); and, when its
 * price changed since the shopper added or last changed it, the old and new price.
 */
export function CartItemRow({ item, currency, removing, onRemove, updating, onQuantityChange }: CartItemRowProps) {
  return (
    <Row>
      <Picture>
        <Image src={item.image} alt={item.product_name} width={96} height={96} sizes="96px" />
      </Picture>
      <Details>
        <Link href={`/product/${item.product_pk}`}>{item.product_name}</Link>
        <Facts>
          <div>
            <dt>{CART_SIZE_LABEL}</dt>
            <dd>{item.size}</dd>
          </div>
          <div>
            <dt>{CART_QTY_LABEL}</dt>
            <dd>
              <QuantityStepper
                name={item.product_name}
                size={item.size}
                quantity={item.quantity}
                stock={item.stock}
                busy={updating || removing}
                onChange={(quantity) => onQuantityChange(item, quantity)}
              />
            </dd>
          </div>
        </Facts>
        {/* Always rendered, so a change arriving with a refreshed cart is announced (politely). */}
        <PriceNotice role="status">
          {item.previous_offer_price != null
            ? priceChangedText(
                formatCheckoutAmount(item.previous_offer_price, currency),
                formatCheckoutAmount(item.offer_price, currency),
              )
            : ''}
        </PriceNotice>
      </Details>
      <Total>{formatCheckoutAmount(lineTotal(item.offer_price, item.quantity), currency)}</Total>
      <RemoveButton
        type="button"
        aria-label={removeItemLabel(item.product_name, item.size)}
        // aria-disabled, not disabled: focus stays here until the line is gone.
        onClick={() => !removing && onRemove(item)}
        aria-disabled={removing || undefined}
        aria-busy={removing}
      >
        <TrashIcon />
      </RemoveButton>
    </Row>
  );
}
