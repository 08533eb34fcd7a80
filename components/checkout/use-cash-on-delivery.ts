import { useCallback } from 'react';
import { browserApi } from '@/lib/api/browser';
import { amountToMinor } from '@/lib/money';
import { CARD_ORDER_FAILED_MESSAGE, CHECKOUT_LOGIN_REQUIRED_MESSAGE } from './checkout-messages';
import { failureMessageOf, isUnauthorized, type OrderRequest, type PaymentSteps } from './checkout-order';

/**
 * Cash on delivery (INR carts only): one create-order call with the total in
 * minor units; a 'cod_confirmed' answer completes the order, nothing is paid online.
 */
export function useCashOnDelivery({
  showError,
  completeOrder,
  noteRefusal,
}: Pick<PaymentSteps, 'showError' | 'completeOrder' | 'noteRefusal'>) {
  return useCallback(
    async ({ details, fields, auth }: OrderRequest): Promise<void> => {
      let answer;
      try {
        answer = await browserApi.createOrder(
          { ...fields, amount: amountToMinor(details.amount), cash_on_delivery: true },
          auth,
        );
      } catch (cause) {
        console.error('Checkout: placing the cash-on-delivery order failed', cause);
        noteRefusal(cause);
        showError(
          isUnauthorized(cause) ? CHECKOUT_LOGIN_REQUIRED_MESSAGE : failureMessageOf(cause, CARD_ORDER_FAILED_MESSAGE),
        );
        return;
      }
      if (!('status' in answer) || answer.status !== 'cod_confirmed') {
        console.error('Checkout: a cash-on-delivery order was answered as', answer);
        showError(CARD_ORDER_FAILED_MESSAGE);
        return;
      }
      completeOrder(answer.order_id);
    },
    [completeOrder, noteRefusal, showError],
  );
}
