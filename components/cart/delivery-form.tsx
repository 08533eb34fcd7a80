'use client';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { Currency } from '@/lib/money';
import { theme } from '@/styles/theme';
import { useTimedMessage } from '@/components/checkout/use-timed-message';
import { Alert } from '@/components/ui/alert';
import { Input, SubmitButton, TextArea } from '@/components/ui/form-controls';
import { PaymentMethodChoice } from '@/components/checkout/payment-method-choice';
import {
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  ERROR_BANNER_MS,
  PAYMENT_METHOD_MESSAGE,
  PLACE_ORDER,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_NOTE,
  type DeliveryFieldName,
  type PaymentMethod,
} from './cart-messages';

/** The delivery form of spec section 3. */
export type DeliveryDetails = Record<DeliveryFieldName, string>;

export interface PlaceOrderDetails extends DeliveryDetails {
  payment_method: PaymentMethod;
  /** payment_method is 'cod': only ever true for an INR cart. */
  cash_on_delivery: boolean;
}

export interface DeliveryFormProps {
  /** The cart's currency: cash on delivery exists for INR only. */
  currency: Currency;
  /** Cash on delivery is the chosen method (the page's shipping fee follows it). */
  cashOnDelivery: boolean;
  onCashOnDeliveryChange: (checked: boolean) => void;
  /** Told every method the shopper picks (the checkout hides a PayPal order's buttons on a switch away). */
  onPaymentMethodChange?: (method: PaymentMethod) => void;
  /** Called with valid details; the order and payment hook in here. */
  onPlaceOrder: (details: PlaceOrderDetails) => void | Promise<void>;
  /** The form's heading, focused when the form is revealed. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A polite status under the button (e.g. what happened to the order). */
  status?: ReactNode;
}

const EMPTY_DETAILS: DeliveryDetails = {
  delivery_address: '',
  name: '',
  country_code: '+91',
  mobile_number: '',
  pin_code: '',
  city: '',
  state: '',
  comment: '',
};

/** Must be filled, or 'Please fill in all required fields.' (spec section 5). */
const CHECKED_FIELDS: DeliveryFieldName[] = ['name', 'mobile_number', 'delivery_address'];
/** Marked required in the form, checked by the browser. */
const MARKED_REQUIRED: DeliveryFieldName[] = ['pin_code', 'city', 'state'];

const Section = styled.section`
  margin-top: ${theme.space(8)};
  padding: ${theme.space(6)} ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  scroll-margin-top: ${theme.space(4)};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.75rem);
    color: ${theme.colors.indigoDark};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 4px;
  }
`;

const Note = styled.p`
  margin: 0 0 ${theme.space(5)};
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Field = styled.div<{ $full?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  grid-column: ${({ $full }) => ($full ? '1 / -1' : 'auto')};
  label {
    font-weight: 600;
  }
`;

const Asterisk = styled.span`
  color: ${theme.colors.danger};
  margin-left: 2px;
`;

const ShortTextArea = styled(TextArea)`
  min-height: 96px;
`;

const Submit = styled(SubmitButton)`
  width: 100%;
  @media (min-width: ${theme.breakpoints.sm}) {
    width: auto;
  }
`;

const Status = styled.p`
  margin: ${theme.space(4)} 0 0;
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;


/**
 * The checkout's delivery form: the fields of spec section 3, a payment method
 * (card provider or wallet provider) and, for INR carts only, cash on
 * delivery. 'Place Order' checks the rules of spec section 5 and hands the
 * details to `onPlaceOrder`.
 */
export function DeliveryForm({ currency, cashOnDelivery, onCashOnDeliveryChange, onPaymentMethodChange, onPlaceOrder, headingRef, status }: DeliveryFormProps) {
  const id = useId();
  const [details, setDetails] = useState<DeliveryDetails>(EMPTY_DETAILS);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [missing, setMissing] = useState<DeliveryFieldName[]>([]);
  const [alert, showAlert] = useTimedMessage(ERROR_BANNER_MS);
  const [placing, setPlacing] = useState(false);
  const alertId = `${id}-alert`;
  const headingId = `${id}-heading`;
  const offersCashOnDelivery = currency === 'INR';
  const chosenMethod: PaymentMethod | null = offersCashOnDelivery && cashOnDelivery ? 'cod' : paymentMethod === 'cod' ? null : paymentMethod;

  function choosePaymentMethod(method: PaymentMethod) {
    onCashOnDeliveryChange(method === 'cod');
    setPaymentMethod(method);
    onPaymentMethodChange?.(method);
  }

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name as DeliveryFieldName;
    const { value } = event.target;
    setDetails((current) => ({ ...current, [name]: value }));
    if (value.trim() !== '') setMissing((current) => current.filter((field) => field !== name));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Place Order stays focusable while the order runs (aria-disabled): a second press does nothing.
    if (placing) return;
    const form = event.currentTarget;
    const empty = CHECKED_FIELDS.filter((field) => details[field].trim() === '');
    if (empty.length > 0) {
      setMissing(empty);
      showAlert(REQUIRED_FIELDS_MESSAGE);
      form.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    // pin_code, city and state: the browser's own required check.
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    if (!chosenMethod) {
      showAlert(PAYMENT_METHOD_MESSAGE);
      return;
    }
    setPlacing(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value.trim()])) as DeliveryDetails;
      await onPlaceOrder({ ...trimmed, payment_method: chosenMethod, cash_on_delivery: chosenMethod === 'cod' });
    } finally {
      setPlacing(false);
    }
  }

  function field(name: DeliveryFieldName, options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'text'; full?: boolean } = {}) {
    const checked = CHECKED_FIELDS.includes(name);
    const required = MARKED_REQUIRED.includes(name);
    const invalid = missing.includes(name);
    const inputId = `${id}-${name}`;
    const common = {
      id: inputId,
      name,
      value: details[name],
      onChange: change,
      required: required || undefined,
      'aria-required': checked || undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid && alert ? alertId : undefined,
      autoComplete: options.autoComplete,
    };
    return (
      <Field $full={options.full}>
        <label htmlFor={inputId}>
          {DELIVERY_FIELD_LABELS[name]}
          {checked || required ? <Asterisk aria-hidden="true">*</Asterisk> : null}
        </label>
        {name === 'delivery_address' || name === 'comment' ? (
          <ShortTextArea rows={3} {...common} />
        ) : (
          <Input type={options.type ?? 'text'} inputMode={options.inputMode} {...common} />
        )}
      </Field>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {DELIVERY_HEADING}
      </h2>
      <Note>{REQUIRED_FIELDS_NOTE}</Note>
      <form onSubmit={submit} method="post" noValidate>
        <Fields>
          {field('name', { autoComplete: 'name', full: true })}
          {field('country_code', { autoComplete: 'tel-country-code', inputMode: 'tel' })}
          {field('mobile_number', { type: 'tel', autoComplete: 'tel-national' })}
          {field('delivery_address', { autoComplete: 'street-address', full: true })}
          {field('pin_code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('state', { autoComplete: 'address-level1', full: true })}
          {field('comment', { full: true })}
        </Fields>

        <PaymentMethodChoice offersCashOnDelivery={offersCashOnDelivery} value={chosenMethod} onChange={choosePaymentMethod} />

        <Alert id={alertId}>{alert}</Alert>
        <Submit type="submit" aria-disabled={placing || undefined} aria-busy={placing}>
          {PLACE_ORDER}
        </Submit>
        <Status role="status">{status}</Status>
      </form>
    </Section>
  );
}
