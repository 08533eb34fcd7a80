'use client';
import { useState, type Ref } from 'react';
import { loadCartSync } from '@/components/session/cart-sync-loader';
import { SubmitButton } from '@/components/ui/submit-button';
import styles from './add-to-cart.module.css';
import { ADD_TO_CART_LABEL } from './product-messages';

/** What the cart needs to add a line (spec section 3, "Cart item (sent when adding)"), in catalogue USD. */
export interface AddToCartItem {
  productId: number;
  size: string;
  quantity: number;
  offerPrice: number;
  mrp: number;
}

export interface AddToCartProps extends AddToCartItem {
  /** False when the chosen size is out of stock: the button then adds nothing and calls `onSoldOut`. */
  inStock: boolean;
  /** Where the cart hooks in; while its promise runs the button is busy. */
  onAdd?: (item: AddToCartItem) => void | Promise<void>;
  /** Pressed while the size is out of stock: the page moves focus to the line that says so. */
  onSoldOut?: () => void;
  /** Id of the text that says how many are in stock. */
  'aria-describedby'?: string;
  /** The button itself: the cart panel it opens gives focus back to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

function prepareCart(): void {
  loadCartSync().catch(() => undefined);
}

/** The product page's 'Add to Cart' button; the cart wires itself in through `onAdd`. */
export function AddToCart({
  productId,
  size,
  quantity,
  offerPrice,
  mrp,
  inStock,
  onAdd,
  onSoldOut,
  'aria-describedby': describedBy,
  buttonRef,
}: AddToCartProps) {
  const [pending, setPending] = useState(false);

  async function add() {
    if (!inStock) {
      onSoldOut?.();
      return;
    }
    if (!onAdd || pending) return;
    setPending(true);
    try {
      await onAdd({ productId, size, quantity, offerPrice, mrp });
    } finally {
      setPending(false);
    }
  }

  return (
    // Busy or sold out, the button is aria-disabled, never disabled: a disabled button would drop keyboard focus to
    // <body> (and Tab would skip it, so a keyboard user would never learn why it does nothing).
    <SubmitButton
      ref={buttonRef}
      className={styles.addToCart}
      type="button"
      onClick={() => void add()}
      // The cart's code (components/session/cart-sync-loader.ts) loads as the shopper heads for the button, so a
      // first visit's press waits only for the server; a failed load is asked again by the press.
      onPointerEnter={prepareCart}
      onFocus={prepareCart}
      data-sold-out={inStock ? undefined : ''}
      aria-disabled={pending || !inStock || undefined}
      aria-busy={pending}
      aria-describedby={describedBy}
    >
      {ADD_TO_CART_LABEL}
    </SubmitButton>
  );
}
