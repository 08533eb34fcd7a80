'use client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loginPathReturningTo, useSession } from '@/components/session/session-provider';
import { SubmitButton } from '@/components/ui/form-controls';
import { PillButton, PillLink } from '@/components/ui/pill-link';
import type { CartItem } from '@/lib/contract/cart';
import { SHOP_UNREACHABLE_MESSAGE } from '@/lib/contract/api-error';
import { computeTotals, shippingFor } from '@/lib/money';
import { CartItemRow } from './cart-item-row';
import styles from './cart-view.module.css';
import {
  CART_CHECKOUT_PARAM,
  CART_CONTINUE,
  CART_EMPTY,
  CART_ITEMS_HEADING,
  CART_LOAD_FAILED,
  CART_LOADING,
  CART_LOADING_ATTRIBUTE,
  CART_LOGIN_LINK,
  CART_LOGIN_REQUIRED,
  CART_PRICES_CHANGED,
  CART_RETRY,
  CONTINUE_SHOPPING,
  SUMMARY_HEADING,
} from './cart-messages';
import { CartTotals } from './cart-totals';
import { CartCheckout, loadCartCheckout } from './cart-checkout-loader';
import { RecentlyViewed } from '@/components/catalogue/recently-viewed';
import { whenIdle } from '@/lib/when-idle';
import { PromoCodeForm } from './promo-code-form';
import { useAppliedPromo } from './use-applied-promo';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function itemKey(item: CartItem): string {
  return `${item.product_pk}-${item.size}-${item.is_direct_buy ? 'direct' : 'cart'}`;
}

/**
 * The cart and checkout (spec sections 2 and 4): the lines, a promo code,
 * the totals, then 'CLICK TO CONTINUE' to the delivery form (beside the
 * summary on a desktop; the button goes once the form is open). The cart comes
 * from the session provider; this page adds what only checkout needs.
 */
export function CartView() {
  const {
    cart,
    cartCurrency,
    cartSubtotal,
    cartCount,
    cartLoading,
    cartError,
    refreshCart,
    token,
    removeFromCart,
    setCartQuantity,
  } = useSession();
  const [removing, setRemoving] = useState<string | null>(null);
  const [updating, setUpdating] = useState<string | null>(null);
  const [actionMessage, setActionMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const promo = useAppliedPromo({ subtotal: cartSubtotal, count: cartCount, currency: cartCurrency });
  const [cashOnDelivery, setCashOnDelivery] = useState(false);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const emptyLink = useRef<HTMLAnchorElement>(null);
  /** A line was removed: focus moves on from its Remove button (gone with the line). */
  const [removedLine, setRemovedLine] = useState(0);
  /** How often 'CLICK TO CONTINUE' was pressed: the form shows from the first press on. */
  const [continuePresses, setContinuePresses] = useState(0);
  /**
   * The checkout's code (delivery form, payment methods, order and payment) is a chunk of its own
   * (cart-checkout-loader.ts), loaded when the browser is idle once the cart shows, or sooner when the shopper
   * points at, focuses or presses 'CLICK TO CONTINUE'. The form shows once the press and the code are both in.
   */
  const [checkoutLoaded, setCheckoutLoaded] = useState(() => CartCheckout !== null);
  const loadCheckout = useCallback((pressed = false) => {
    if (CartCheckout) return;
    loadCartCheckout().then(
      () => setCheckoutLoaded(true),
      () => {
        // Not loaded: the button stays and the next press asks again; a press is told why nothing opened.
        if (!pressed) return;
        setContinuePresses(0);
        setActionMessage({ tone: 'error', text: SHOP_UNREACHABLE_MESSAGE });
      },
    );
  }, []);
  const showDelivery = continuePresses > 0 && checkoutLoaded;
  const deliveryHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // After the reveal has rendered: bring the form into view and move focus to its heading.
  useEffect(() => {
    const heading = deliveryHeading.current;
    if (!showDelivery || !heading) return;
    heading.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [continuePresses, showDelivery]);

  // Opened as /cart?checkout (the cart panel's "Checkout"): signed in with items, checkout starts at once, as
  // 'CLICK TO CONTINUE' starts it (the cart read again, the form shown, focus on its heading). Once per visit.
  // Read in an effect: on a client-side navigation the address changes only after the new page has rendered.
  const checkoutAsked = useRef(false);
  const cartShown = !cartLoading && !cartError && cart.length > 0;
  useEffect(() => {
    if (checkoutAsked.current || !token || !cartShown) return;
    checkoutAsked.current = true;
    if (!new URLSearchParams(window.location.search).has(CART_CHECKOUT_PARAM)) return;
    loadCheckout(true);
    void refreshCart().then(() => setContinuePresses((count) => count + 1));
  }, [token, cartShown, refreshCart, loadCheckout]);

  // A signed-in shopper with items can check out: the checkout's code comes in once the browser is idle.
  const canCheckOut = Boolean(token) && cartShown;
  useEffect(() => {
    if (!canCheckOut || checkoutLoaded) return;
    return whenIdle(() => loadCheckout());
  }, [canCheckOut, checkoutLoaded, loadCheckout]);

  useEffect(() => {
    if (removedLine === 0) return;
    (emptyLink.current ?? itemsHeading.current)?.focus();
  }, [removedLine]);

  if (cartLoading) {
    return (
      <p className={styles.loading} role="status" {...{ [CART_LOADING_ATTRIBUTE]: '' }}>
        {CART_LOADING}
      </p>
    );
  }

  if (cartError) {
    return (
      <div className={styles.empty} role="alert">
        <p>{CART_LOAD_FAILED}</p>
        <PillButton type="button" onClick={() => void refreshCart()}>
          {CART_RETRY}
        </PillButton>
      </div>
    );
  }

  if (cart.length === 0) {
    return (
      <>
        <div className={styles.empty}>
          <p role="status">{CART_EMPTY}</p>
          <PillLink href="/" ref={emptyLink}>
            {CONTINUE_SHOPPING}
          </PillLink>
        </div>
        {/* A way back to what the shopper looked at (docs/decisions/050); loads when near the screen. */}
        <RecentlyViewed />
      </>
    );
  }

  const applied = promo.promo;
  const discount = applied ? applied.amount : 0;
  const shipping = shippingFor(cartCurrency, { cashOnDelivery });
  const total = computeTotals({ subtotal: cartSubtotal, discount, shipping });

  async function remove(item: CartItem) {
    setRemoving(itemKey(item));
    setActionMessage(null);
    const result = await removeFromCart(item);
    setRemoving(null);
    setActionMessage({ tone: result.ok ? 'done' : 'error', text: result.message });
    if (result.ok) setRemovedLine((count) => count + 1);
  }

  async function changeQuantity(item: CartItem, quantity: number) {
    if (updating !== null) return;
    setUpdating(itemKey(item));
    setActionMessage(null);
    const result = await setCartQuantity(item, quantity);
    setUpdating(null);
    setActionMessage({ tone: result.ok ? 'done' : 'error', text: result.message });
  }

  return (
    <div className={styles.layout}>
      <section className={styles.items} aria-labelledby={`${id}-items`}>
        <h2 className={styles.itemsHeading} id={`${id}-items`} ref={itemsHeading} tabIndex={-1}>
          {CART_ITEMS_HEADING}
        </h2>
        <ul>
          {cart.map((item) => (
            <CartItemRow
              key={itemKey(item)}
              item={item}
              currency={cartCurrency}
              removing={removing === itemKey(item)}
              onRemove={remove}
              updating={updating === itemKey(item)}
              onQuantityChange={changeQuantity}
            />
          ))}
        </ul>
        <p className={styles.actionMessage} role="status" data-tone={actionMessage?.tone}>
          {actionMessage?.text ?? ''}
        </p>
      </section>
      <section className={styles.summary} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{SUMMARY_HEADING}</h2>
        <PromoCodeForm token={token} promo={promo} />
        <p className={styles.pricesChanged} role="status">
          {cart.some((item) => item.previous_offer_price != null) ? CART_PRICES_CHANGED : ''}
        </p>
        <CartTotals
          subtotal={cartSubtotal}
          discount={discount}
          shipping={shipping}
          total={total}
          currency={cartCurrency}
        />
        {token ? (
          // Gone once the form is open (DEVIATIONS 63): it has done its work, and focus is on the form's heading.
          showDelivery ? null : (
            <SubmitButton
              className={styles.continue}
              type="button"
              onPointerEnter={() => loadCheckout()}
              onFocus={() => loadCheckout()}
              onClick={() => {
                loadCheckout(true);
                setContinuePresses((count) => count + 1);
                // The delivery form shows the cart as the server has it now.
                void refreshCart();
              }}
              aria-expanded={false}
              aria-controls={`${id}-delivery`}
            >
              {CART_CONTINUE}
            </SubmitButton>
          )
        ) : (
          // Orders need a token: a guest logs in here, before the delivery form, and comes back to this cart.
          <div className={styles.loginPrompt}>
            <p>{CART_LOGIN_REQUIRED}</p>
            <PillLink href={loginPathReturningTo('/cart')}>{CART_LOGIN_LINK}</PillLink>
          </div>
        )}
      </section>
      <div className={styles.delivery} id={`${id}-delivery`}>
        {showDelivery && token && CartCheckout ? (
          <CartCheckout
            currency={cartCurrency}
            cashOnDelivery={cashOnDelivery}
            onCashOnDeliveryChange={setCashOnDelivery}
            promoCode={applied ? applied.code : ''}
            total={total}
            headingRef={deliveryHeading}
            token={token}
          />
        ) : null}
      </div>
    </div>
  );
}
