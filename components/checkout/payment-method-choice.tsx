'use client';
import { Fragment, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CASH_ON_DELIVERY_HINT,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LEGEND,
  type PaymentMethod,
} from '@/components/cart/cart-messages';
import { FieldHint } from '@/components/ui/form-controls';
import { theme } from '@/styles/theme';

const Choices = styled.fieldset`
  margin: ${theme.space(6)} 0 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space(2)};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  margin-bottom: ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.indigo};
  }
  &:has(input:checked) {
    border-color: ${theme.colors.indigo};
    background: #eef1f7;
  }
`;

const Hint = styled(FieldHint)`
  margin: -${theme.space(1)} 0 ${theme.space(2)};
`;

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
    <Choices>
      <legend>{PAYMENT_METHOD_LEGEND}</legend>
      {paymentMethodsOffered(offersCashOnDelivery).map((method) => (
        <Fragment key={method}>
          <Choice>
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={method === 'cod' ? `${id}-cod-hint` : undefined}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </Choice>
          {/* Outside the label: the radio is named by its method alone, the fee is its description. */}
          {method === 'cod' ? <Hint id={`${id}-cod-hint`}>{CASH_ON_DELIVERY_HINT}</Hint> : null}
        </Fragment>
      ))}
      {children}
    </Choices>
  );
}
