'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { ERROR_BANNER_MS } from '@/components/cart/cart-messages';
import type { PlaceOrderDetails } from '@/components/cart/delivery-form';
import type { PayPalButtons, RazorpaySuccessResponse } from '@/components/payments/payment-provider-types';
import { useSession } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { CreateOrderBody } from '@/lib/contract/orders';
import { amountToMinor, formatCheckoutAmount, type Currency } from '@/lib/money';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import {
  CARD_ORDER_FAILED_MESSAGE,
  CHECKOUT_CONFIRMING_STATUS,
  CHECKOUT_LOGIN_REQUIRED_MESSAGE,
  CHECKOUT_OPENING_STATUS,
  CHECKOUT_PLACING_STATUS,
  CHECKOUT_SCRIPT_FAILED_MESSAGE,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  WALLET_CANCELLED_MESSAGE,
  WALLET_FAILED_MESSAGE,
  WALLET_HEADING,
  WALLET_INTRO,
  WALLET_LINES_LABEL,
  WALLET_ORDER_FAILED_MESSAGE,
  WALLET_TOTAL_LABEL,
} from './checkout-messages';
import { markOrderPlaced } from './order-placed-flag';
import { useCheckoutScript } from './use-checkout-script';
import { useTimedMessage } from './use-timed-message';

/** What the cart page hands over: the delivery form's details plus what the page shows. */
export interface CheckoutDetails extends PlaceOrderDetails {
  /** The code the shopper applied, or '' ('Nil' is sent then). */
  promo_code: string;
  /** The total the page shows, in `currency` (major unit). */
  amount: number;
  currency: Currency;
}

/** A wallet order line (spec section 7: name, unit_amount and quantity). */
export interface WalletLine {
  name: string;
  size: string;
  unit_amount: number;
  quantity: number;
}

/** A PayPal order waiting for the shopper's approval. */
export interface WalletOrder {
  /** The PayPal order id the buttons' createOrder returns. */
  id: string;
  /** The shop's order number. */
  orderNumber: string;
  amount: number;
  currency: Currency;
  lines: WalletLine[];
}

export interface CheckoutController {
  /** Steps 4-6 of spec section 4 for one submission of the delivery form. Never throws. */
  placeOrder: (details: CheckoutDetails) => Promise<void>;
  /** True from the submit until the payment window is open, closed or the payment confirmed. */
  busy: boolean;
  /** The error banner (role=alert), '' when none; it clears itself after 5 seconds. */
  error: string;
  /** What is happening now, for a polite status region. */
  status: string;
  /** The wallet order whose PayPal buttons show, or null (the container is hidden then). */
  wallet: WalletOrder | null;
  /** Where the PayPal buttons render: attach it with <CheckoutPanel>. */
  walletContainerRef: RefObject<HTMLDivElement | null>;
}

const DELIVERY_FIELDS = ['delivery_address', 'name', 'country_code', 'mobile_number', 'pin_code', 'city', 'state', 'comment'] as const;

function deliveryFieldsOf(details: CheckoutDetails): Pick<CreateOrderBody, (typeof DELIVERY_FIELDS)[number]> {
  return Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, details[field]])) as Pick<CreateOrderBody, (typeof DELIVERY_FIELDS)[number]>;
}

/** Spec section 9: the promo default is 'Nil'. */
function promoCodeOf(details: CheckoutDetails): string {
  const code = (details.promo_code ?? '').trim();
  return code === '' ? 'Nil' : code;
}

/** One key per submission: a repeated request of the same submission finds the same order. */
function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The server's own message, when the answer carried one (not the client's "answered 502"). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.message) return null;
  if (/^The shop answered \d+\.$/.test(error.message) || /does not match the contract\.$/.test(error.message)) return null;
  return error.message;
}

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Places the order and takes the payment (spec section 4, steps 4-6):
 * card (Razorpay checkout), wallet (PayPal buttons) or cash on delivery.
 * On success the cart is refetched and the shopper goes home, where the
 * success banner shows.
 */
export function useCheckout(): CheckoutController {
  const router = useRouter();
  const { token, cartId, cart, refreshCart } = useSession();
  const { load } = useCheckoutScript();
  const [error, showError, clearError] = useTimedMessage(ERROR_BANNER_MS);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [wallet, setWallet] = useState<WalletOrder | null>(null);
  const walletContainerRef = useRef<HTMLDivElement | null>(null);
  const walletButtons = useRef<PayPalButtons | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const verifyingWallet = useRef(false);

  const closeWallet = useCallback(() => {
    const buttons = walletButtons.current;
    walletButtons.current = null;
    if (buttons?.close) void buttons.close().catch(() => undefined);
    walletContainerRef.current?.replaceChildren();
    setWallet(null);
  }, []);

  useEffect(
    () => () => {
      const buttons = walletButtons.current;
      walletButtons.current = null;
      if (buttons?.close) void buttons.close().catch(() => undefined);
    },
    [],
  );

  const placeOrder = useCallback(
    (details: CheckoutDetails): Promise<void> => {
      // A second click while the first submission works is the same submission.
      if (inFlight.current) return inFlight.current;
      if (verifyingWallet.current) return Promise.resolve();

      const idempotencyKey = newIdempotencyKey();
      const auth = { token };
      const orderFields = {
        currency: details.currency,
        promo_code: promoCodeOf(details),
        cart_id: cartId ?? undefined,
        ...deliveryFieldsOf(details),
        idempotency_key: idempotencyKey,
      };

      function completeOrder() {
        markOrderPlaced();
        void (async () => {
          try {
            await refreshCart();
          } catch (cause) {
            console.error('Checkout: refetching the cart failed', cause);
          }
        })();
        router.push('/');
      }

      async function payCashOnDelivery() {
        let answer;
        try {
          answer = await browserApi.createOrder({ ...orderFields, amount: amountToMinor(details.amount), cash_on_delivery: true }, auth);
        } catch (cause) {
          console.error('Checkout: placing the cash-on-delivery order failed', cause);
          showError(isUnauthorized(cause) ? CHECKOUT_LOGIN_REQUIRED_MESSAGE : (serverMessage(cause) ?? CARD_ORDER_FAILED_MESSAGE));
          return;
        }
        if (!('status' in answer) || answer.status !== 'cod_confirmed') {
          console.error('Checkout: a cash-on-delivery order was answered as', answer);
          showError(CARD_ORDER_FAILED_MESSAGE);
          return;
        }
        completeOrder();
      }

      async function verifyCard(response: RazorpaySuccessResponse) {
        setStatus(CHECKOUT_CONFIRMING_STATUS);
        try {
          await browserApi.verifyPayment(
            {
              amount: amountToMinor(details.amount),
              razorpay: true,
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_order_id: response.razorpay_order_id,
              razorpay_signature: response.razorpay_signature,
              cart_id: cartId ?? undefined,
            },
            auth,
          );
        } catch (cause) {
          console.error('Checkout: verifying the card payment failed', cause);
          setStatus('');
          showError(serverMessage(cause) ?? PAYMENT_VERIFICATION_FAILED_MESSAGE);
          return;
        }
        setStatus('');
        completeOrder();
      }

      async function payByCard() {
        let answer;
        try {
          answer = await browserApi.createOrder({ ...orderFields, amount: amountToMinor(details.amount) }, auth);
        } catch (cause) {
          console.error('Checkout: creating the card order failed', cause);
          showError(isUnauthorized(cause) ? CHECKOUT_LOGIN_REQUIRED_MESSAGE : CARD_ORDER_FAILED_MESSAGE);
          return;
        }
        if (!('data' in answer)) {
          console.error('Checkout: a card order was answered as', answer);
          showError(CARD_ORDER_FAILED_MESSAGE);
          return;
        }
        const order = answer;
        setStatus(CHECKOUT_OPENING_STATUS);
        try {
          await load('razorpay', details.currency);
          const Razorpay = window.Razorpay;
          if (typeof Razorpay !== 'function') throw new Error('window.Razorpay is missing after its script loaded');
          await new Promise<void>((resolve) => {
            let settled = false;
            const settle = () => {
              if (settled) return;
              settled = true;
              resolve();
            };
            const checkout = new Razorpay({
              key: order.data.key,
              amount: order.data.amount,
              currency: order.data.currency,
              order_id: order.data.id,
              name: site.name,
              description: `Order ${order.order_id}`,
              prefill: { name: details.name, contact: `${details.country_code}${details.mobile_number}` },
              handler: (response) => {
                verifyCard(response).finally(settle);
              },
              modal: { ondismiss: settle },
              theme: { color: theme.colors.indigo },
            });
            // Spec section 8: a failed card payment is logged only; the checkout offers a retry itself.
            checkout.on('payment.failed', (response) => console.error('Checkout: the card payment failed', response?.error ?? response));
            setStatus('');
            checkout.open();
          });
        } catch (cause) {
          console.error('Checkout: the card checkout could not be opened', cause);
          setStatus('');
          showError(CHECKOUT_SCRIPT_FAILED_MESSAGE);
        }
      }

      async function verifyWallet(orderId: string) {
        if (verifyingWallet.current) return;
        verifyingWallet.current = true;
        setBusy(true);
        setStatus(CHECKOUT_CONFIRMING_STATUS);
        try {
          await browserApi.verifyPayment({ amount: details.amount, razorpay: false, order_id: orderId, cart_id: cartId ?? undefined }, auth);
        } catch (cause) {
          console.error('Checkout: capturing the PayPal payment failed', cause);
          showError(serverMessage(cause) ?? PAYMENT_CAPTURE_FAILED_MESSAGE);
          return;
        } finally {
          verifyingWallet.current = false;
          setBusy(false);
          setStatus('');
        }
        completeOrder();
      }

      async function startWallet() {
        let answer;
        try {
          answer = await browserApi.createOrder({ ...orderFields, amount: details.amount, razorpay: false }, auth);
        } catch (cause) {
          console.error('Checkout: creating the PayPal order failed', cause);
          showError(isUnauthorized(cause) ? CHECKOUT_LOGIN_REQUIRED_MESSAGE : (serverMessage(cause) ?? WALLET_ORDER_FAILED_MESSAGE));
          return;
        }
        if (!('id' in answer)) {
          console.error('Checkout: a PayPal order was answered as', answer);
          showError(WALLET_ORDER_FAILED_MESSAGE);
          return;
        }
        const paypalOrderId = answer.id;
        const orderNumber = answer.order_id;
        // Spec section 4: the container shows only now, with the wallet chosen and the order created.
        flushSync(() =>
          setWallet({
            id: paypalOrderId,
            orderNumber,
            amount: details.amount,
            currency: details.currency,
            lines: cart.map((item) => ({ name: item.product_name, size: item.size, unit_amount: item.offer_price, quantity: item.quantity })),
          }),
        );
        setStatus(CHECKOUT_OPENING_STATUS);
        try {
          await load('paypal', details.currency);
          const paypal = window.paypal;
          const container = walletContainerRef.current;
          if (typeof paypal?.Buttons !== 'function') throw new Error('window.paypal is missing after its script loaded');
          if (!container) throw new Error('The PayPal container is not on the page: render <CheckoutPanel>');
          const buttons = paypal.Buttons({
            createOrder: () => paypalOrderId,
            onApprove: (data) => verifyWallet(data?.orderID || paypalOrderId),
            onCancel: () => showError(WALLET_CANCELLED_MESSAGE),
            onError: (cause) => {
              console.error('Checkout: PayPal reported an error', cause);
              showError(WALLET_FAILED_MESSAGE);
            },
          });
          walletButtons.current = buttons;
          container.replaceChildren();
          await buttons.render(container);
        } catch (cause) {
          console.error('Checkout: the PayPal buttons could not be shown', cause);
          closeWallet();
          showError(CHECKOUT_SCRIPT_FAILED_MESSAGE);
        } finally {
          setStatus('');
        }
      }

      async function submit() {
        setBusy(true);
        clearError();
        closeWallet();
        try {
          if (!token) {
            showError(CHECKOUT_LOGIN_REQUIRED_MESSAGE);
            return;
          }
          setStatus(CHECKOUT_PLACING_STATUS);
          if (details.cash_on_delivery) await payCashOnDelivery();
          else if (details.payment_method === 'paypal') await startWallet();
          else await payByCard();
        } finally {
          setBusy(false);
          if (!verifyingWallet.current) setStatus('');
        }
      }

      // finally() runs after this assignment even when submit() ends at once.
      const run: Promise<void> = submit().finally(() => {
        if (inFlight.current === run) inFlight.current = null;
      });
      inFlight.current = run;
      return run;
    },
    [cart, cartId, clearError, closeWallet, load, refreshCart, router, showError, token],
  );

  return { placeOrder, busy, error, status, wallet, walletContainerRef };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const Panel = styled.div`
  margin-top: ${theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.ink};
  &:empty {
    display: none;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.danger};
  background: #fdf1f0;
  color: ${theme.colors.danger};
  font-weight: 600;
  /* Kept in the page while empty, so the live region exists before its message. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;

const Wallet = styled.section`
  padding: ${theme.space(6)} ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  &[hidden] {
    display: none;
  }
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
  h2 {
    font-size: clamp(1.25rem, 2.5vw, 1.5rem);
    color: ${theme.colors.indigoDark};
    margin: 0 0 ${theme.space(2)};
    scroll-margin-top: ${theme.space(4)};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 4px;
  }
  p {
    margin: 0 0 ${theme.space(4)};
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  border-top: 1px solid ${theme.colors.border};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Total = styled.p`
  && {
    font-weight: 700;
  }
`;

const ButtonsContainer = styled.div`
  max-width: 420px;
  min-height: 48px;
`;

/**
 * What the checkout shows under the delivery form: the progress status, the
 * error banner (role=alert, gone after 5 seconds) and, only for a created
 * PayPal order, its lines and the PayPal buttons.
 */
export function CheckoutPanel({ checkout }: { checkout: CheckoutController }) {
  const id = useId();
  const { error, status, wallet, walletContainerRef } = checkout;
  const walletHeading = useRef<HTMLHeadingElement>(null);
  const walletId = wallet?.id ?? null;

  // A new PayPal order: bring its section into view and move focus to its heading.
  useEffect(() => {
    const heading = walletHeading.current;
    if (!walletId || !heading) return;
    heading.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [walletId]);

  return (
    <Panel>
      <Status role="status">{status}</Status>
      <Alert role="alert">{error}</Alert>
      <Wallet hidden={!wallet} aria-labelledby={`${id}-wallet`}>
        <h2 id={`${id}-wallet`} ref={walletHeading} tabIndex={-1}>
          {WALLET_HEADING}
        </h2>
        <p>{WALLET_INTRO}</p>
        {wallet ? (
          <>
            <Lines aria-label={WALLET_LINES_LABEL}>
              {wallet.lines.map((line, index) => (
                <li key={`${index}-${line.name}-${line.size}`}>
                  <span>
                    {line.name} ({line.size})
                  </span>
                  <span>
                    {formatCheckoutAmount(line.unit_amount, wallet.currency)} × {line.quantity}
                  </span>
                </li>
              ))}
            </Lines>
            <Total>
              {WALLET_TOTAL_LABEL}: {formatCheckoutAmount(wallet.amount, wallet.currency)}
            </Total>
          </>
        ) : null}
        <ButtonsContainer ref={walletContainerRef} />
      </Wallet>
    </Panel>
  );
}

/**
 * The checkout in one piece: `children` receives the controller (hand its
 * `placeOrder` to the delivery form); the panel follows it.
 */
export function Checkout({ children }: { children: (checkout: CheckoutController) => ReactNode }) {
  const checkout = useCheckout();
  return (
    <>
      {children(checkout)}
      <CheckoutPanel checkout={checkout} />
    </>
  );
}
