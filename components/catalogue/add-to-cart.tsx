'use client';
import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import styles from './add-to-cart.module.css';
import { ADD_TO_CART_LABEL } from './catalogue-messages';

/** What the cart needs to add a line (spec section 3, "Cart item (sent when adding)"), in catalogue USD. */
export interface AddToCartItem {
  productId: number;
  size: string;
  quantity: number;
  offerPrice: number;
  mrp: number;
}

export interface AddToCartProps extends AddToCartItem {
  /** False when the chosen size is out of stock: the button is then disabled. */
  inStock: boolean;
  /** Where the cart hooks in; while its promise runs the button is busy. */
  onAdd?: (item: AddToCartItem) => void | Promise<void>;
  /** Id of the text that says how many are in stock. */
  'aria-describedby'?: string;
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
  'aria-describedby': describedBy,
}: AddToCartProps) {
  const [pending, setPending] = useState(false);

  async function add() {
    if (!onAdd || pending) return;
    setPending(true);
    try {
      await onAdd({ productId, size, quantity, offerPrice, mrp });
    } finally {
      setPending(false);
    }
  }

  return (
    // While the add runs the button is aria-disabled, never disabled: a disabled button would drop keyboard focus to <body>.
    <SubmitButton
      className={styles.addToCart}
      type="button"
      onClick={() => void add()}
      disabled={!inStock}
      aria-disabled={pending || undefined}
      aria-busy={pending}
      aria-describedby={describedBy}
    >
      {ADD_TO_CART_LABEL}
    </SubmitButton>
  );
}
