'use client';
import Link from '@/components/ui/link';
import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { CartIcon } from './icons';

/**
 * How many items the cart holds. The session provider (token, cart id, cart,
 * currency) supplies it; without a provider the cart shows 0.
 */
export const CartCountContext = createContext(0);

/** "Cart, 0 items", "Cart, 1 item": the link's accessible name. */
export function cartLinkLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

const CartAnchor = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.round};
  color: #fff;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.turmericLight};
  color: ${theme.colors.ink};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The header's cart icon with the item count, linking to /cart. */
export function CartLink() {
  const count = useContext(CartCountContext);
  return (
    <CartAnchor href="/cart" aria-label={cartLinkLabel(count)}>
      <CartIcon />
      <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>
    </CartAnchor>
  );
}
