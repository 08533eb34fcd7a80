'use client';
import Link from '@/components/ui/link';
import { createContext, useContext } from 'react';
import styles from './cart-link.module.css';
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

/** The header's cart icon with the item count, linking to /cart. */
export function CartLink() {
  const count = useContext(CartCountContext);
  return (
    <Link className={styles.cart} href="/cart" aria-label={cartLinkLabel(count)}>
      <CartIcon />
      <span className={styles.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
