'use client';
import type { Ref } from 'react';
import { Checkout } from '@/components/checkout/checkout-controller';
import type { Currency } from '@/lib/money';
import type { PaymentMethod } from './cart-messages';
import { DeliveryForm, type PlaceOrderDetails } from './delivery-form';

export interface CartCheckoutProps {
  currency: Currency;
  /** Cash on delivery is the chosen method (the cart's shipping fee follows it). */
  cashOnDelivery: boolean;
  onCashOnDeliveryChange: (checked: boolean) => void;
  /** The applied promo code, '' when none. */
  promoCode: string;
  /** The total the shopper sees, in `currency`. */
  total: number;
  /** The delivery form's heading, focused when the form is revealed. */
  headingRef: Ref<HTMLHeadingElement>;
  token: string;
}

/**
 * The cart's checkout once 'CLICK TO CONTINUE' is pressed: the delivery form, the payment method and the
 * order and payment around them. A chunk of its own (cart-checkout-loader.ts), not in the cart's first load.
 */
export function CartCheckout({
  currency,
  cashOnDelivery,
  onCashOnDeliveryChange,
  promoCode,
  total,
  headingRef,
  token,
}: CartCheckoutProps) {
  return (
    <Checkout>
      {(checkout) => (
        <DeliveryForm
          currency={currency}
          cashOnDelivery={cashOnDelivery}
          onCashOnDeliveryChange={onCashOnDeliveryChange}
          // A PayPal order's buttons belong to PayPal: another choice takes them away.
          onPaymentMethodChange={(method: PaymentMethod) => {
            if (method !== 'paypal') checkout.closeWallet();
          }}
          onPlaceOrder={(details: PlaceOrderDetails) =>
            checkout.placeOrder({ ...details, promo_code: promoCode, amount: total, currency })
          }
          headingRef={headingRef}
          token={token}
        />
      )}
    </Checkout>
  );
}
