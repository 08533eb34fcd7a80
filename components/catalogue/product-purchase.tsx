'use client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { useOptionalSession } from '@/components/session/session-provider';
import { Toast } from '@/components/ui/toast';
import { AddToCart, type AddToCartItem } from './add-to-cart';
import { LOW_STOCK_THRESHOLD, stockText } from './catalogue-messages';
import styles from './product-purchase.module.css';
import { SizePicker, type SizeOption } from './size-picker';

/** Spec section 9: the product details reload this long after the last size change. */
export const PRODUCT_DETAIL_DEBOUNCE_MS = 1000;

export interface ProductPurchaseProps {
  productId: number;
  offerPrice: number;
  mrp: number;
  sizes: SizeOption[];
  /** The size the server rendered (S, or the product's first size). */
  initialSize: string;
  onAdd?: (item: AddToCartItem) => void | Promise<void>;
}

function stockLevel(stock: number): 'out' | 'low' | 'in' {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/**
 * Size, stock, quantity and Add to Cart. Choosing a size shows the stock
 * already known at once, then reloads the details for that size (debounced by
 * one second, spec section 9) so the stock is fresh.
 */
export function ProductPurchase({
  productId,
  offerPrice,
  mrp,
  sizes: initialSizes,
  initialSize,
  onAdd,
}: ProductPurchaseProps) {
  const [size, setSize] = useState(initialSize);
  const [sizes, setSizes] = useState(initialSizes);
  const [quantityText, setQuantityText] = useState('1');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef<AbortController | null>(null);
  const stockId = useId();
  const quantityId = useId();
  const session = useOptionalSession();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);

  // Without an explicit handler (tests pass one), the item goes into the shopper's cart.
  const addItem =
    onAdd ??
    (session
      ? async (item: AddToCartItem) => {
          const result = await session.addToCart({
            product_pk: item.productId,
            size: item.size,
            quantity: item.quantity,
          });
          setNotice(result);
        }
      : undefined);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  async function reloadDetails(forSize: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const answer = await browserApi.getProductDetail(
        { product_pk: productId, size: forSize },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      setSizes(
        answer.data.sizes.length > 0 ? answer.data.sizes : [{ size: answer.data.size, stock: answer.data.stock }],
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      // The stock already shown stays; the page keeps working.
      console.error('Product page: reloading the details failed', error);
    }
  }

  function chooseSize(next: string) {
    setSize(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void reloadDetails(next);
    }, PRODUCT_DETAIL_DEBOUNCE_MS);
  }

  const stock = sizes.find((option) => option.size === size)?.stock ?? 0;
  const maxQuantity = Math.max(1, stock);
  const parsed = Number.parseInt(quantityText, 10);
  const quantity = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), maxQuantity) : 1;

  return (
    <div className={styles.panel}>
      {sizes.length > 0 ? <SizePicker sizes={sizes} value={size} onChange={chooseSize} /> : null}
      <p className={styles.stock} id={stockId} role="status" data-stock={stockLevel(stock)}>
        {stockText(stock)}
      </p>
      <div className={styles.row}>
        <div className={styles.quantityField}>
          <label htmlFor={quantityId}>Quantity</label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={() => setQuantityText(String(quantity))}
          />
        </div>
        <AddToCart
          productId={productId}
          size={size}
          quantity={quantity}
          offerPrice={offerPrice}
          mrp={mrp}
          inStock={stock > 0}
          onAdd={addItem}
          aria-describedby={stockId}
        />
      </div>
      <Toast
        message={notice?.message ?? null}
        tone={notice?.ok === false ? 'error' : 'success'}
        onClose={closeNotice}
      />
    </div>
  );
}
