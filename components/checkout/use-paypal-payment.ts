import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { PayPalButtons } from '@/components/payments/payment-provider-types';
import { useSession } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import type { Currency } from '@/lib/money';
import {
  CHECKOUT_CONFIRMING_STATUS,
  CHECKOUT_LOGIN_REQUIRED_MESSAGE,
  CHECKOUT_OPENING_STATUS,
  CHECKOUT_SCRIPT_FAILED_MESSAGE,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  paymentNotYetConfirmedMessage,
  WALLET_CANCELLED_MESSAGE,
  WALLET_FAILED_MESSAGE,
  WALLET_ORDER_FAILED_MESSAGE,
} from './checkout-messages';
import { failureMessageOf, isUnauthorized, type OrderRequest, type PaymentSteps } from './checkout-order';
import type { CheckoutScriptLoader } from './use-checkout-script';
import { askOrderOutcome } from './order-outcome';

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

export interface PayPalPayment {
  /** Creates the PayPal order and shows its buttons; resolves once they are shown (or failed). */
  pay: (request: OrderRequest) => Promise<void>;
  /** Takes the buttons away and hides the container. */
  closeWallet: () => void;
  /** True while an approved payment is being captured (the checkout stays busy meanwhile). */
  isCapturing: () => boolean;
  /** The wallet order whose buttons show, or null. */
  wallet: WalletOrder | null;
  /** Where the PayPal buttons render. */
  walletContainerRef: RefObject<HTMLDivElement | null>;
}

/** After the PayPal window closed: focus back on its button unless it is already somewhere on the page. */
function focusWalletButton(container: HTMLElement): void {
  const current = document.activeElement;
  if (current !== null && current !== document.body && current !== document.documentElement) return;
  container.querySelector<HTMLElement>('button, iframe, [tabindex]')?.focus();
}

/**
 * The wallet path (spec section 4): create the PayPal order in the major unit,
 * show its lines and the PayPal buttons, capture the payment once approved.
 * The capture happens after `pay` resolved, so it drives `setBusy` itself.
 */
export function usePayPalPayment({
  showError,
  setStatus,
  completeOrder,
  noteRefusal,
  setBusy,
  load,
}: PaymentSteps & { setBusy: (busy: boolean) => void; load: CheckoutScriptLoader }): PayPalPayment {
  const { cart } = useSession();
  const [wallet, setWallet] = useState<WalletOrder | null>(null);
  const walletContainerRef = useRef<HTMLDivElement | null>(null);
  const walletButtons = useRef<PayPalButtons | null>(null);
  const capturing = useRef(false);

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

  const isCapturing = useCallback(() => capturing.current, []);

  const capture = useCallback(
    async ({ details, auth, cartId }: OrderRequest, orderId: string, orderNumber: string) => {
      if (capturing.current) return;
      capturing.current = true;
      setBusy(true);
      setStatus(CHECKOUT_CONFIRMING_STATUS);
      let outcome: 'captured' | Awaited<ReturnType<typeof askOrderOutcome>> = 'captured';
      let failure: unknown;
      try {
        await browserApi.verifyPayment(
          { amount: details.amount, razorpay: false, order_id: orderId, cart_id: cartId },
          auth,
        );
      } catch (cause) {
        console.error('Checkout: capturing the PayPal payment failed', cause);
        failure = cause;
        // The capture may have gone through all the same (the provider's webhook): the server knows.
        outcome = await askOrderOutcome(orderNumber, auth);
      } finally {
        capturing.current = false;
        setBusy(false);
        setStatus('');
      }
      if (outcome === 'captured' || outcome === 'paid') completeOrder(orderNumber);
      else
        showError(
          outcome === 'pending'
            ? paymentNotYetConfirmedMessage(orderNumber)
            : failureMessageOf(failure, PAYMENT_CAPTURE_FAILED_MESSAGE),
        );
    },
    [completeOrder, setBusy, setStatus, showError],
  );

  const pay = useCallback(
    async (request: OrderRequest): Promise<void> => {
      const { details, fields, auth } = request;
      let answer;
      try {
        answer = await browserApi.createOrder({ ...fields, amount: details.amount, razorpay: false }, auth);
      } catch (cause) {
        console.error('Checkout: creating the PayPal order failed', cause);
        noteRefusal(cause);
        showError(
          isUnauthorized(cause)
            ? CHECKOUT_LOGIN_REQUIRED_MESSAGE
            : failureMessageOf(cause, WALLET_ORDER_FAILED_MESSAGE),
        );
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
          lines: cart.map((item) => ({
            name: item.product_name,
            size: item.size,
            unit_amount: item.offer_price,
            quantity: item.quantity,
          })),
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
          onApprove: (data) => capture(request, data?.orderID || paypalOrderId, orderNumber),
          onCancel: () => {
            focusWalletButton(container);
            showError(WALLET_CANCELLED_MESSAGE);
          },
          onError: (cause) => {
            console.error('Checkout: PayPal reported an error', cause);
            focusWalletButton(container);
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
    },
    [capture, cart, closeWallet, load, noteRefusal, setStatus, showError],
  );

  return { pay, closeWallet, isCapturing, wallet, walletContainerRef };
}
