'use client';
import { Fragment, useId, type ReactNode } from 'react';
import {
  CASH_ON_DELIVERY_HINT,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LEGEND,
  type PaymentMethod,
} from '@/components/cart/cart-messages';
import { FieldHint } from '@/components/ui/form-controls';
import styles from './payment-method-choice.module.css';

/** The methods offered: cash on delivery only where the form allows it (INR carts, spec section 9). */
export function paymentMethodsOffered(offersCashOnDelivery: boolean): PaymentMethod[] {
  return offersCashOnDelivery ? ['razorpay', 'paypal', 'cod'] : ['razorpay', 'paypal'];
}

export interface PaymentMethodChoiceProps {
  /** Whether cash on delivery is one of the choices (the delivery form decides: INR carts). */
  offersCashOnDelivery: boolean;
  /** The chosen method, or null before the shopper chose. */
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Said under the choices (e.g. why cash on delivery is not offered). */
  children?: ReactNode;
}

/**
 * The payment method as one radio group (arrow keys move between the
 * choices): card, PayPal and, for INR carts, cash on delivery, each on its own.
 */
export function PaymentMethodChoice({ offersCashOnDelivery, value, onChange, children }: PaymentMethodChoiceProps) {
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>{PAYMENT_METHOD_LEGEND}</legend>
      {paymentMethodsOffered(offersCashOnDelivery).map((method) => (
        <Fragment key={method}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={method === 'cod' ? `${id}-cod-hint` : undefined}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
          {/* Outside the label: the radio is named by its method alone, the fee is its description. */}
          {method === 'cod' ? (
            <FieldHint className={styles.hint} id={`${id}-cod-hint`}>
              {CASH_ON_DELIVERY_HINT}
            </FieldHint>
          ) : null}
        </Fragment>
      ))}
      {children}
    </fieldset>
  );
}
