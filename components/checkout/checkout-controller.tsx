'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FieldError as FieldProblem } from '@/lib/contract/api-error';
import { ERROR_BANNER_MS } from '@/components/cart/cart-messages';
import { useSession } from '@/components/session/session-provider';
import { CheckoutPanel } from './checkout-panel';
import { CHECKOUT_LOGIN_REQUIRED_MESSAGE, CHECKOUT_PLACING_STATUS } from './checkout-messages';
import { newOrderRequest, refusedFieldsOf, type CheckoutDetails } from './checkout-order';
import { confirmationPath } from './order-placed-messages';
import { useCashOnDelivery } from './use-cash-on-delivery';
import { useCheckoutScript } from './use-checkout-script';
import { usePayPalPayment, type WalletOrder } from './use-paypal-payment';
import { useRazorpayPayment } from './use-razorpay-payment';
import { useTimedMessage } from './use-timed-message';

export interface CheckoutController {
  /**
   * Steps 4-6 of spec section 4 for one submission of the delivery form. Never throws; resolves with
   * the fields a refusal named (400), for the delivery form to show under them (none otherwise).
   */
  placeOrder: (details: CheckoutDetails) => Promise<readonly FieldProblem[]>;
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
  /** Takes a waiting PayPal order's buttons away (the shopper chose another method). */
  closeWallet: () => void;
}

/**
 * Places the order and takes the payment (spec section 4, steps 4-6): picks
 * the payment method's hook — cash on delivery, wallet (PayPal buttons) or
 * card (Razorpay checkout). On success the cart is refetched and the shopper
 * lands on the order's confirmation page (docs/DEVIATIONS.md 59), which shows the spec's banner text.
 */
export function useCheckout(): CheckoutController {
  const router = useRouter();
  const { token, cartId, refreshCart, setPromoCode } = useSession();
  const { load } = useCheckoutScript();
  const [error, showError, clearError] = useTimedMessage(ERROR_BANNER_MS);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<Promise<readonly FieldProblem[]> | null>(null);
  const completed = useRef(false);
  const refused = useRef<readonly FieldProblem[]>([]);
  const noteRefusal = useCallback((cause: unknown) => {
    refused.current = refusedFieldsOf(cause);
  }, []);

  const completeOrder = useCallback(
    (orderNumber: string) => {
      completed.current = true;
      // The promo was used by this order.
      setPromoCode(null);
      void (async () => {
        try {
          await refreshCart();
        } catch (cause) {
          console.error('Checkout: refetching the cart failed', cause);
        }
      })();
      // The confirmation page shows the order and the spec's banner text, and moves focus to its heading.
      router.push(confirmationPath(orderNumber));
    },
    [refreshCart, router, setPromoCode],
  );

  const payCashOnDelivery = useCashOnDelivery({ showError, completeOrder, noteRefusal });
  const payByCard = useRazorpayPayment({ showError, setStatus, completeOrder, noteRefusal, load });
  const paypal = usePayPalPayment({ showError, setStatus, completeOrder, noteRefusal, setBusy, load });
  const { pay: payByWallet, closeWallet, isCapturing } = paypal;

  const placeOrder = useCallback(
    (details: CheckoutDetails): Promise<readonly FieldProblem[]> => {
      // A second click while the first submission works is the same submission.
      if (inFlight.current) return inFlight.current;
      if (isCapturing()) return Promise.resolve([]);
      const request = newOrderRequest(details, token, cartId);

      async function submit() {
        setBusy(true);
        clearError();
        closeWallet();
        completed.current = false;
        refused.current = [];
        try {
          if (!token) {
            showError(CHECKOUT_LOGIN_REQUIRED_MESSAGE);
            return;
          }
          setStatus(CHECKOUT_PLACING_STATUS);
          if (details.payment_method === 'cod' || details.cash_on_delivery) await payCashOnDelivery(request);
          else if (details.payment_method === 'paypal') await payByWallet(request);
          else await payByCard(request);
        } finally {
          setBusy(false);
          if (!isCapturing()) setStatus('');
          // An order refused because prices or stock changed (409): the cart shows what is true now.
          if (!completed.current && token)
            void refreshCart().catch((cause: unknown) => console.error('Checkout: refetching the cart failed', cause));
        }
      }

      // finally() runs after this assignment even when submit() ends at once.
      const run: Promise<readonly FieldProblem[]> = submit()
        .then(() => refused.current)
        .finally(() => {
          if (inFlight.current === run) inFlight.current = null;
        });
      inFlight.current = run;
      return run;
    },
    [
      cartId,
      clearError,
      closeWallet,
      isCapturing,
      payByCard,
      payByWallet,
      payCashOnDelivery,
      refreshCart,
      showError,
      token,
    ],
  );

  return {
    placeOrder,
    busy,
    error,
    status,
    wallet: paypal.wallet,
    walletContainerRef: paypal.walletContainerRef,
    closeWallet,
  };
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
      <CheckoutPanel
        status={checkout.status}
        error={checkout.error}
        wallet={checkout.wallet}
        walletContainerRef={checkout.walletContainerRef}
      />
    </>
  );
}
