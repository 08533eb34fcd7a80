'use client';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { CartPanelProps } from '@/components/cart/cart-panel';
import type { Cart } from '@/lib/contract/cart';
import { browserApi } from '@/lib/api/browser';
import { useOptionalSession } from '@/components/session/session-provider';
import { NoScriptNotice } from '@/components/ui/no-script-notice';
import { Toast } from '@/components/ui/toast';
import { AddToCart, type AddToCartItem } from './add-to-cart';
import { BACK_IN_STOCK_LOADING, BACK_IN_STOCK_OPEN } from './back-in-stock-labels';
import { ADD_TO_CART_NO_SCRIPT, LOW_STOCK_THRESHOLD, stockText } from './product-messages';
import styles from './product-purchase.module.css';
import { SizePicker, type SizeOption } from './size-picker';

/** "Tell me when it's back" (issue 31, item 12): its own chunk, fetched when a shopper opens it, never at first load. */
const BackInStockForm = lazy(() => import('./back-in-stock-form'));

/** The cart panel's code loads when Add to Cart is pressed, never with the page (issue 31, item 2). */
const loadCartPanel = () => import('@/components/cart/cart-panel');

/** The panel open after an add: its component (loaded on demand) and the server's answer. */
interface OpenPanel {
  Panel: ComponentType<CartPanelProps>;
  message: string;
  cart: Cart;
  productId: number;
  size: string;
}

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
  /** The size whose "Tell me when it's back" form is open (it closes when another size is chosen). */
  const [askingFor, setAskingFor] = useState<string | null>(null);
  const askId = useId();
  const [sizes, setSizes] = useState(initialSizes);
  const [quantityText, setQuantityText] = useState('1');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef<AbortController | null>(null);
  const stockLine = useRef<HTMLParagraphElement>(null);
  /** Counts the times focus was sent to the stock line; it moves once the line shows the stock it was sent for. */
  const [stockFocusRequests, setStockFocusRequests] = useState(0);
  const stockId = useId();
  const quantityId = useId();
  const session = useOptionalSession();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const closePanel = useCallback(() => setPanel(null), []);
  const addButton = useRef<HTMLButtonElement>(null);

  // Without an explicit handler (tests pass one), the item goes into the shopper's cart.
  const addItem =
    onAdd ??
    (session
      ? async (item: AddToCartItem) => {
          // The panel's code loads while the server adds the item.
          const panelCode = loadCartPanel();
          panelCode.catch(() => undefined);
          const result = await session.addToCart({
            product_pk: item.productId,
            size: item.size,
            quantity: item.quantity,
            offer_price: item.offerPrice,
            mrp: item.mrp,
          });
          if (result.ok && result.cart) {
            const { cart } = result;
            try {
              const { CartPanel } = await panelCode;
              setPanel({ Panel: CartPanel, message: result.message, cart, productId: item.productId, size: item.size });
            } catch (error) {
              // The panel's code did not load (offline): the toast says the item is in the cart.
              console.error('Product page: loading the cart panel failed', error);
              setNotice(result);
            }
            return;
          }
          setNotice(result);
          // Refused (most often the size sold out meanwhile): the stock shown is stale, so it is read again now;
          // when the size is gone, focus goes to the line that says so.
          if (!result.ok) {
            if (timer.current) clearTimeout(timer.current);
            timer.current = null;
            const fresh = await reloadDetails(item.size);
            if (fresh !== null && (fresh.find((option) => option.size === item.size)?.stock ?? 0) <= 0)
              setStockFocusRequests((count) => count + 1);
          }
        }
      : undefined);

  useEffect(() => {
    if (stockFocusRequests > 0) stockLine.current?.focus();
  }, [stockFocusRequests]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  /** Reads the sizes' stock again; answers it, or null when the call failed or a newer one replaced it. */
  async function reloadDetails(forSize: string): Promise<SizeOption[] | null> {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const answer = await browserApi.getProductDetail(
        { product_pk: productId, size: forSize },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return null;
      const fresh =
        answer.data.sizes.length > 0 ? answer.data.sizes : [{ size: answer.data.size, stock: answer.data.stock }];
      setSizes(fresh);
      return fresh;
    } catch (error) {
      if (controller.signal.aborted) return null;
      // The stock already shown stays; the page keeps working.
      console.error('Product page: reloading the details failed', error);
      return null;
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
  const asking = askingFor === size && stock <= 0;
  const maxQuantity = Math.max(1, stock);
  const parsed = Number.parseInt(quantityText, 10);
  const quantity = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), maxQuantity) : 1;

  return (
    <div className={styles.panel}>
      {sizes.length > 0 ? <SizePicker sizes={sizes} value={size} onChange={chooseSize} /> : null}
      {/* tabIndex -1: Add to Cart pressed for a sold-out size moves focus here, to the words that say why. */}
      <p
        ref={stockLine}
        className={styles.stock}
        id={stockId}
        role="status"
        tabIndex={-1}
        data-stock={stockLevel(stock)}
      >
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
          onSoldOut={() => setStockFocusRequests((count) => count + 1)}
          aria-describedby={stockId}
          buttonRef={addButton}
        />
      </div>
      <NoScriptNotice>{ADD_TO_CART_NO_SCRIPT}</NoScriptNotice>
      {sizes.length > 0 && stock <= 0 ? (
        <div className={styles.backInStock}>
          <button
            type="button"
            className={styles.askButton}
            aria-expanded={asking}
            aria-controls={asking ? askId : undefined}
            onClick={() => setAskingFor(asking ? null : size)}
          >
            {BACK_IN_STOCK_OPEN}
          </button>
          {asking ? (
            <div id={askId}>
              <Suspense fallback={<p role="status">{BACK_IN_STOCK_LOADING}</p>}>
                <BackInStockForm key={size} productId={productId} size={size} />
              </Suspense>
            </div>
          ) : null}
        </div>
      ) : null}
      {panel ? (
        <panel.Panel
          message={panel.message}
          line={panel.cart.data.data.find(
            (line) =>
              line.product_pk === panel.productId &&
              line.size.toUpperCase() === panel.size.toUpperCase() &&
              !line.is_direct_buy,
          )}
          count={panel.cart.count}
          subtotal={panel.cart.subtotal}
          currency={panel.cart.currency}
          signedIn={session?.isLoggedIn ?? false}
          opener={addButton}
          onClose={closePanel}
        />
      ) : null}
      <Toast
        message={notice?.message ?? null}
        tone={notice?.ok === false ? 'error' : 'success'}
        onClose={closeNotice}
      />
    </div>
  );
}
