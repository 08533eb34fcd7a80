'use client';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { loginPathReturningTo, useSession } from '@/components/session/session-provider';
import { SubmitButton } from '@/components/ui/form-controls';
import { PillButton, PillLink } from '@/components/ui/pill-link';
import type { CartItem } from '@/lib/contract/cart';
import { computeTotals, shippingFor } from '@/lib/money';
import { theme } from '@/styles/theme';
import { CartItemRow } from './cart-item-row';
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
  type PaymentMethod,
} from './cart-messages';
import { CartTotals } from './cart-totals';
import { DeliveryForm, type PlaceOrderDetails } from './delivery-form';
import { Checkout } from '@/components/checkout/checkout-controller';
import { RecentlyViewed } from '@/components/catalogue/recently-viewed';
import { PromoCodeForm } from './promo-code-form';
import { useAppliedPromo } from './use-applied-promo';

/*
 * One column on phones and tablets (the lines, the summary, then the delivery form); on a desktop two
 * (issue 31, item 4): the lines and, once open, the delivery form on the left, about 730 px wide at
 * 1280 px, beside the summary, which spans both rows and stays in view while the form is filled in.
 */
const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Delivery = styled.div`
  &:empty {
    display: none;
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-column: 1;
    grid-row: 2;
  }
`;

const Items = styled.section`
  h2 {
    font-size: 1.25rem;
    margin-bottom: ${theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
  padding: ${theme.space(6)} ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-column: 2;
    grid-row: 1 / span 2;
    position: sticky;
    top: ${theme.space(4)};
  }
`;

const Continue = styled(SubmitButton)`
  margin-top: 0;
  padding: ${theme.space(3)} ${theme.space(6)};
  letter-spacing: 0.04em;
`;

const Empty = styled.div`
  padding: ${theme.space(10)} ${theme.space(4)};
  text-align: center;
  p {
    font-size: var(--text-lead);
    margin: 0 0 ${theme.space(4)};
  }
`;

const Loading = styled.p`
  padding: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.inkMuted};
`;

const ActionMessage = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-weight: 700;
  &[data-tone='error'] {
    color: ${theme.colors.danger};
  }
  &:empty {
    margin: 0;
  }
`;

const LoginPrompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(3)};
  p {
    margin: 0;
    font-weight: 700;
  }
`;

const PricesChanged = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 3px solid ${theme.colors.turmeric};
  font-weight: 700;
  /* Kept in the page while empty (a live region must exist before its text arrives), taking no room:
     its margin takes back the summary's gap. */
  &:empty {
    margin-top: calc(-1 * ${theme.space(6)});
    padding: 0;
    border: 0;
  }
`;

const ItemsHeading = styled.h2`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 4px;
  }
`;

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
  const showDelivery = continuePresses > 0;
  const deliveryHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // After the reveal has rendered: bring the form into view and move focus to its heading.
  useEffect(() => {
    const heading = deliveryHeading.current;
    if (continuePresses === 0 || !heading) return;
    heading.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [continuePresses]);

  // Opened as /cart?checkout (the cart panel's "Checkout"): signed in with items, checkout starts at once, as
  // 'CLICK TO CONTINUE' starts it (the cart read again, the form shown, focus on its heading). Once per visit.
  // Read in an effect: on a client-side navigation the address changes only after the new page has rendered.
  const checkoutAsked = useRef(false);
  const cartShown = !cartLoading && !cartError && cart.length > 0;
  useEffect(() => {
    if (checkoutAsked.current || !token || !cartShown) return;
    checkoutAsked.current = true;
    if (!new URLSearchParams(window.location.search).has(CART_CHECKOUT_PARAM)) return;
    void refreshCart().then(() => setContinuePresses((count) => count + 1));
  }, [token, cartShown, refreshCart]);

  useEffect(() => {
    if (removedLine === 0) return;
    (emptyLink.current ?? itemsHeading.current)?.focus();
  }, [removedLine]);

  if (cartLoading) {
    return (
      <Loading role="status" {...{ [CART_LOADING_ATTRIBUTE]: '' }}>
        {CART_LOADING}
      </Loading>
    );
  }

  if (cartError) {
    return (
      <Empty role="alert">
        <p>{CART_LOAD_FAILED}</p>
        <PillButton type="button" onClick={() => void refreshCart()}>
          {CART_RETRY}
        </PillButton>
      </Empty>
    );
  }

  if (cart.length === 0) {
    return (
      <>
        <Empty>
          <p role="status">{CART_EMPTY}</p>
          <PillLink href="/" ref={emptyLink}>
            {CONTINUE_SHOPPING}
          </PillLink>
        </Empty>
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

  function paymentMethodChanged(method: PaymentMethod, closeWallet: () => void) {
    // A PayPal order's buttons belong to PayPal: another choice takes them away.
    if (method !== 'paypal') closeWallet();
  }

  return (
    <Layout>
      <Items aria-labelledby={`${id}-items`}>
        <ItemsHeading id={`${id}-items`} ref={itemsHeading} tabIndex={-1}>
          {CART_ITEMS_HEADING}
        </ItemsHeading>
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
        <ActionMessage role="status" data-tone={actionMessage?.tone}>
          {actionMessage?.text ?? ''}
        </ActionMessage>
      </Items>
      <Summary aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{SUMMARY_HEADING}</h2>
        <PromoCodeForm token={token} promo={promo} />
        <PricesChanged role="status">
          {cart.some((item) => item.previous_offer_price != null) ? CART_PRICES_CHANGED : ''}
        </PricesChanged>
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
            <Continue
              type="button"
              onClick={() => {
                setContinuePresses((count) => count + 1);
                // The delivery form shows the cart as the server has it now.
                void refreshCart();
              }}
              aria-expanded={false}
              aria-controls={`${id}-delivery`}
            >
              {CART_CONTINUE}
            </Continue>
          )
        ) : (
          // Orders need a token: a guest logs in here, before the delivery form, and comes back to this cart.
          <LoginPrompt>
            <p>{CART_LOGIN_REQUIRED}</p>
            <PillLink href={loginPathReturningTo('/cart')}>{CART_LOGIN_LINK}</PillLink>
          </LoginPrompt>
        )}
      </Summary>
      <Delivery id={`${id}-delivery`}>
        {showDelivery && token ? (
          <Checkout>
            {(checkout) => (
              <DeliveryForm
                currency={cartCurrency}
                cashOnDelivery={cashOnDelivery}
                onCashOnDeliveryChange={setCashOnDelivery}
                onPaymentMethodChange={(method) => paymentMethodChanged(method, checkout.closeWallet)}
                onPlaceOrder={(details: PlaceOrderDetails) =>
                  checkout.placeOrder({
                    ...details,
                    promo_code: applied ? applied.code : '',
                    amount: total,
                    currency: cartCurrency,
                  })
                }
                headingRef={deliveryHeading}
                token={token}
              />
            )}
          </Checkout>
        ) : null}
      </Delivery>
    </Layout>
  );
}
