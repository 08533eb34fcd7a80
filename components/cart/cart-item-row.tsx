'use client';
import Image from 'next/image';
import Link from '@/components/ui/link';
import type { CartItem } from '@/lib/contract/cart';
import { formatCheckoutAmount, lineTotal, type Currency } from '@/lib/money';
import { CART_QTY_LABEL, CART_SIZE_LABEL, priceChangedText, removeItemLabel } from './cart-messages';
import styles from './cart-item-row.module.css';
import round from './round-button.module.css';
import { QuantityStepper } from './quantity-stepper';

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
    <li className={styles.row}>
      <div className={styles.picture}>
        <Image src={item.image} alt={item.product_name} width={96} height={96} sizes="96px" />
      </div>
      <div className={styles.details}>
        <Link href={`/product/${item.product_pk}`}>{item.product_name}</Link>
        <dl className={styles.facts}>
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
        </dl>
        {/* Always rendered, so a change arriving with a refreshed cart is announced (politely). */}
        <p className={styles.priceNotice} role="status">
          {item.previous_offer_price != null
            ? priceChangedText(
                formatCheckoutAmount(item.previous_offer_price, currency),
                formatCheckoutAmount(item.offer_price, currency),
              )
            : ''}
        </p>
      </div>
      <p className={styles.total}>{formatCheckoutAmount(lineTotal(item.offer_price, item.quantity), currency)}</p>
      <button
        className={`${round.round} ${styles.remove}`}
        type="button"
        aria-label={removeItemLabel(item.product_name, item.size)}
        // aria-disabled, not disabled: focus stays here until the line is gone.
        onClick={() => !removing && onRemove(item)}
        aria-disabled={removing || undefined}
        aria-busy={removing}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
