import { useCallback } from 'react';
import type { RazorpaySuccessResponse } from '@/components/payments/payment-provider-types';
import { browserApi } from '@/lib/api/browser';
import { amountToMinor } from '@/lib/money';
import { site } from '@/lib/site';
import { theme, tokenValue } from '@/styles/theme';
import {
  CARD_ORDER_FAILED_MESSAGE,
  CHECKOUT_CONFIRMING_STATUS,
  CHECKOUT_LOGIN_REQUIRED_MESSAGE,
  CHECKOUT_OPENING_STATUS,
  CHECKOUT_SCRIPT_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  paymentNotYetConfirmedMessage,
  WALLET_CANCELLED_MESSAGE,
} from './checkout-messages';
import { failureMessageOf, isUnauthorized, type OrderRequest, type PaymentSteps } from './checkout-order';
import type { CheckoutScriptLoader } from './use-checkout-script';
import { askOrderOutcome } from './order-outcome';

/**
 * The card path (spec section 4): create the Razorpay order with the total in
 * minor units, open the Razorpay checkout, verify the payment it hands back.
 * Resolves once the window is closed or the payment is verified.
 */
export function useRazorpayPayment({
  showError,
  setStatus,
  completeOrder,
  noteRefusal,
  load,
}: PaymentSteps & { load: CheckoutScriptLoader }) {
  const verifyCard = useCallback(
    async ({ details, auth, cartId }: OrderRequest, orderNumber: string, response: RazorpaySuccessResponse) => {
      setStatus(CHECKOUT_CONFIRMING_STATUS);
      try {
        await browserApi.verifyPayment(
          {
            amount: amountToMinor(details.amount),
            razorpay: true,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_order_id: response.razorpay_order_id,
            razorpay_signature: response.razorpay_signature,
            cart_id: cartId,
          },
          auth,
        );
      } catch (cause) {
        console.error('Checkout: verifying the card payment failed', cause);
        // The payment may have gone through all the same (the provider's webhook): the server knows.
        const outcome = await askOrderOutcome(orderNumber, auth);
        setStatus('');
        if (outcome === 'paid') completeOrder(orderNumber);
        else
          showError(
            outcome === 'pending'
              ? paymentNotYetConfirmedMessage(orderNumber)
              : failureMessageOf(cause, PAYMENT_VERIFICATION_FAILED_MESSAGE),
          );
        return;
      }
      setStatus('');
      completeOrder(orderNumber);
    },
    [completeOrder, setStatus, showError],
  );

  return useCallback(
    async (request: OrderRequest): Promise<void> => {
      const { details, fields, auth } = request;
      let answer;
      try {
        answer = await browserApi.createOrder({ ...fields, amount: amountToMinor(details.amount) }, auth);
      } catch (cause) {
        console.error('Checkout: creating the card order failed', cause);
        noteRefusal(cause);
        // A refusal meant for the shopper (sold out meanwhile, a hold limit, a field) says its reason on every path;
        // anything else is the spec's card-path text.
        showError(
          isUnauthorized(cause) ? CHECKOUT_LOGIN_REQUIRED_MESSAGE : failureMessageOf(cause, CARD_ORDER_FAILED_MESSAGE),
        );
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
        // Where focus was when the window opened (Place Order): it goes back there when the window closes.
        const opener =
          document.activeElement instanceof HTMLElement && document.activeElement !== document.body
            ? document.activeElement
            : null;
        const returnFocus = () => {
          const current = document.activeElement;
          if (
            opener?.isConnected &&
            (current === null || current === document.body || current === document.documentElement)
          )
            opener.focus();
        };
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
              void verifyCard(request, order.order_id, response).finally(settle);
            },
            // Cancel and Escape both dismiss: the shopper reads that nothing was paid, focus is back on the opener.
            modal: {
              ondismiss: () => {
                returnFocus();
                showError(WALLET_CANCELLED_MESSAGE);
                settle();
              },
            },
            // The widget takes a colour value, not a custom property: the page's own indigo, read from its stylesheet.
            theme: { color: tokenValue(theme.colors.indigo) },
          });
          // Spec section 8: a failed card payment is logged only; the checkout offers a retry itself.
          checkout.on('payment.failed', (response) =>
            console.error('Checkout: the card payment failed', response?.error ?? response),
          );
          setStatus('');
          checkout.open();
        });
      } catch (cause) {
        console.error('Checkout: the card checkout could not be opened', cause);
        setStatus('');
        showError(CHECKOUT_SCRIPT_FAILED_MESSAGE);
      }
    },
    [load, noteRefusal, setStatus, showError, verifyCard],
  );
}
