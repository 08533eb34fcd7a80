'use client';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import { browserApi } from '@/lib/api/browser';
import type { FieldError as FieldProblem } from '@/lib/contract/api-error';
import type { SavedAddress } from '@/lib/contract/orders';
import { fetchCountryCode } from '@/lib/currency-location';
import {
  DEFAULT_DELIVERY_COUNTRY,
  DELIVERY_COUNTRIES,
  deliveryCountryOrDefault,
  findDeliveryCountry,
  postalCodeLabel,
} from '@/lib/delivery-countries';
import type { Currency } from '@/lib/money';
import { useTimedMessage } from '@/components/checkout/use-timed-message';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { FieldHint, Input, Select, SubmitButton, TextArea } from '@/components/ui/form-controls';
import { PaymentMethodChoice } from '@/components/checkout/payment-method-choice';
import { BusinessBuyerFields, useBusinessBuyer, type BusinessOrderFields } from './business-buyer-fields';
import {
  CASH_ON_DELIVERY_INDIA_ONLY,
  CHECK_FIELDS_MESSAGE,
  DELIVERY_FIELD_LABELS,
  DELIVERY_HEADING,
  ERROR_BANNER_MS,
  fieldProblemMessage,
  PAYMENT_METHOD_MESSAGE,
  PLACE_ORDER,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_NOTE,
  SAVED_ADDRESS_LABEL,
  SAVED_ADDRESS_NEW,
  SAVED_ADDRESS_PREFILLED,
  type DeliveryFieldName,
  type PaymentMethod,
} from './cart-messages';
import {
  detailsOfSaved,
  detailsWithAccount,
  FIELD_ORDER,
  fieldError,
  fieldErrors,
  initialDetails,
  REQUIRED,
  savedAddressSummary,
  type AccountContact,
  type DeliveryDetails,
  type FieldErrors,
} from './delivery-fields';
import styles from './delivery-form.module.css';

export type { DeliveryDetails } from './delivery-fields';

export interface PlaceOrderDetails extends DeliveryDetails, BusinessOrderFields {
  payment_method: PaymentMethod;
  /** payment_method is 'cod': only ever true for an INR cart delivered in India. */
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
  /** Called with valid details; the order and payment hook in here. It may answer with the server's field refusals. */
  onPlaceOrder: (details: PlaceOrderDetails) => void | Promise<void | readonly FieldProblem[]>;
  /** The form's heading, focused when the form is revealed. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A polite status under the button (e.g. what happened to the order). */
  status?: ReactNode;
  /** The signed-in customer's token: their last delivery address is filled in. */
  token?: string | null;
  /** The customer's saved addresses, the last used first (default: GET /api/saved-addresses/). */
  loadSavedAddresses?: (token: string) => Promise<SavedAddress[]>;
  /** The customer's name and phone, for a new address (default: GET /api/account/). */
  loadAccount?: (token: string) => Promise<AccountContact>;
  /** The shopper's country as detection found it, or null (default: this site's /api/location/). */
  detectCountry?: () => Promise<string | null>;
}

async function savedAddressesOf(token: string): Promise<SavedAddress[]> {
  return (await browserApi.listSavedAddresses({}, { token })).data;
}

async function accountOf(token: string): Promise<AccountContact> {
  return browserApi.getAccount({}, { token });
}

function detectedCountry(): Promise<string | null> {
  return typeof fetch === 'function' ? fetchCountryCode(fetch) : Promise.resolve(null);
}

/**
 * The checkout's delivery form: the fields of spec section 3 with the
 * delivery country (its calling code and its own name and shape of the
 * postal code, decision 015), a payment method (card provider or wallet
 * provider) and, for INR carts delivered in India, cash on delivery. A
 * signed-in customer finds their last address filled in (the others offered),
 * or without one their account's name and phone in the detected country
 * (India when unknown). 'Place Order' checks the
 * rules of spec section 5 and the server's own (lib/contract/orders.ts): each
 * bad field gets a message under it that stays until it is fixed, the focus
 * goes to the first, and the spec's banner shows for 5 seconds.
 */
export function DeliveryForm({
  currency,
  cashOnDelivery,
  onCashOnDeliveryChange,
  onPaymentMethodChange,
  onPlaceOrder,
  headingRef,
  status,
  token = null,
  loadSavedAddresses = savedAddressesOf,
  loadAccount = accountOf,
  detectCountry = detectedCountry,
}: DeliveryFormProps) {
  const id = useId();
  const [details, setDetails] = useState<DeliveryDetails>(() =>
    initialDetails(deliveryCountryOrDefault(DEFAULT_DELIVERY_COUNTRY)),
  );
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  const [savedChoice, setSavedChoice] = useState('');
  const [account, setAccount] = useState<AccountContact | null>(null);
  const [alert, showAlert] = useTimedMessage(ERROR_BANNER_MS);
  const [placing, setPlacing] = useState(false);
  /** Once the shopper typed or chose anything, nothing arriving later overwrites it. */
  const touched = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertId = `${id}-alert`;
  const headingId = `${id}-heading`;
  const country = deliveryCountryOrDefault(details.country);
  const offersCashOnDelivery = currency === 'INR' && country.code === 'IN';
  // A GSTIN (a B2B invoice) is for an Indian supply: not asked for delivery abroad.
  const business = useBusinessBuyer(country.code === 'IN');
  const chosenMethod: PaymentMethod | null =
    offersCashOnDelivery && cashOnDelivery ? 'cod' : paymentMethod === 'cod' ? null : paymentMethod;

  function choosePaymentMethod(method: PaymentMethod) {
    onCashOnDeliveryChange(method === 'cod');
    setPaymentMethod(method);
    onPaymentMethodChange?.(method);
  }

  // The starting point: the customer's last address; else their name and phone in the detected country
  // (India when unknown). Asked for together; what arrives after the shopper typed is not filled in.
  useEffect(() => {
    let cancelled = false;
    async function prefill() {
      const [addresses, profile] = token
        ? await Promise.all([
            loadSavedAddresses(token).catch(() => [] as SavedAddress[]),
            loadAccount(token).catch(() => null),
          ])
        : [[], null];
      if (cancelled) return;
      setAccount(profile);
      const last = addresses[0];
      if (last) {
        setSaved(addresses);
        if (!touched.current) {
          setDetails((current) => detailsOfSaved(last, current.comment));
          setSavedChoice('0');
        }
        return;
      }
      const detected = findDeliveryCountry(await detectCountry().catch(() => null));
      if (cancelled || touched.current) return;
      setDetails((current) => {
        const located = detected ? { ...current, country: detected.code, country_code: detected.callingCode } : current;
        return profile ? detailsWithAccount(located, profile) : located;
      });
    }
    void prefill();
    return () => {
      cancelled = true;
    };
  }, [token, loadSavedAddresses, loadAccount, detectCountry]);

  // Cash on delivery goes when the order stops being an INR order delivered in India.
  useEffect(() => {
    if (!offersCashOnDelivery && cashOnDelivery) onCashOnDeliveryChange(false);
  }, [offersCashOnDelivery, cashOnDelivery, onCashOnDeliveryChange]);

  /** The server's refusals (400 naming fields): under their fields, its wording after the label, the focus on the first. */
  function showRefusals(problems: readonly FieldProblem[]) {
    const found: FieldErrors = {};
    for (const { field, message } of problems) {
      const name = FIELD_ORDER.find((candidate) => candidate === field);
      if (name) found[name] = fieldProblemMessage(DELIVERY_FIELD_LABELS[name], message);
    }
    setErrors((current) => ({ ...current, ...found }));
    const first = [...FIELD_ORDER.filter((name) => found[name]), ...business.showServerProblems(problems)][0];
    // After the render that shows the business fields, when the problem is theirs.
    if (first) window.setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
  }

  /**
   * A field's message goes (or changes) as soon as what it says is fixed;
   * fields without one get none while typing, except those in `force` (a
   * postal code already typed when the country changes is checked by the new
   * country's rule at once).
   */
  function recheck(next: DeliveryDetails, names: DeliveryFieldName[], force: DeliveryFieldName[] = []) {
    const nextCountry = deliveryCountryOrDefault(next.country);
    setErrors((current) => {
      const updated = { ...current };
      for (const name of names) {
        if (!(name in current) && !force.includes(name)) continue;
        const error = fieldError(name, next, nextCountry);
        if (error) updated[name] = error;
        else delete updated[name];
      }
      return updated;
    });
  }

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    touched.current = true;
    const name = event.target.name as DeliveryFieldName;
    const { value } = event.target;
    const next = { ...details, [name]: value };
    if (name === 'country') {
      // The calling code follows the country, unless the shopper typed another one.
      const previous = deliveryCountryOrDefault(details.country);
      const typed = details.country_code.trim();
      if (typed === '' || typed === previous.callingCode)
        next.country_code = deliveryCountryOrDefault(value).callingCode;
    }
    setDetails(next);
    if (name === 'country')
      recheck(next, ['country_code', 'pin_code'], next.pin_code.trim() === '' ? [] : ['pin_code']);
    else recheck(next, [name]);
  }

  function chooseSaved(event: ChangeEvent<HTMLSelectElement>) {
    touched.current = true;
    const choice = event.target.value;
    setSavedChoice(choice);
    const chosen = choice === '' ? undefined : saved[Number(choice)];
    const blank = { ...initialDetails(country), comment: details.comment };
    const next = chosen
      ? detailsOfSaved(chosen, details.comment)
      : account
        ? detailsWithAccount(blank, account)
        : blank;
    setDetails(next);
    recheck(next, FIELD_ORDER);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Place Order stays focusable while the order runs (aria-disabled): a second press does nothing.
    if (placing) return;
    const found = fieldErrors(details, country);
    const businessFound = business.check();
    const bad = [...FIELD_ORDER.filter((name) => found[name]), ...businessFound.bad];
    setErrors(found);
    const first = bad[0];
    if (first) {
      const missing =
        businessFound.missing ||
        FIELD_ORDER.some((name) => found[name] && REQUIRED.includes(name) && details[name].trim() === '');
      showAlert(missing ? REQUIRED_FIELDS_MESSAGE : CHECK_FIELDS_MESSAGE);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (!chosenMethod) {
      showAlert(PAYMENT_METHOD_MESSAGE);
      formRef.current?.querySelector<HTMLElement>('[name="payment_method"]')?.focus();
      return;
    }
    setPlacing(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(details).map(([key, value]) => [key, value.trim()]),
      ) as DeliveryDetails;
      const refused = await onPlaceOrder({
        ...trimmed,
        ...business.orderFields(),
        payment_method: chosenMethod,
        cash_on_delivery: chosenMethod === 'cod',
      });
      if (refused && refused.length > 0) showRefusals(refused);
    } finally {
      setPlacing(false);
    }
  }

  function field(
    name: DeliveryFieldName,
    options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'text'; full?: boolean } = {},
  ) {
    const required = REQUIRED.includes(name) && !(name === 'pin_code' && country.postalLabel === null);
    const error = errors[name];
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const label = name === 'pin_code' ? postalCodeLabel(country) : DELIVERY_FIELD_LABELS[name];
    const common = {
      id: inputId,
      name,
      value: details[name],
      onChange: change,
      required: required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      autoComplete: options.autoComplete,
    };
    return (
      <div className={styles.field} data-full={options.full || undefined}>
        <label htmlFor={inputId}>
          {label}
          {required ? (
            <span className={styles.asterisk} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {name === 'delivery_address' || name === 'comment' ? (
          <TextArea className={styles.shortTextArea} rows={3} {...common} />
        ) : name === 'country' ? (
          <Select {...common}>
            {DELIVERY_COUNTRIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </Select>
        ) : (
          <Input type={options.type ?? 'text'} inputMode={options.inputMode} {...common} />
        )}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {DELIVERY_HEADING}
      </h2>
      <p className={styles.note}>{REQUIRED_FIELDS_NOTE}</p>
      <form ref={formRef} onSubmit={submit} method="post" noValidate>
        {saved.length > 0 ? (
          <div className={styles.savedChoice}>
            <label htmlFor={`${id}-saved`}>{SAVED_ADDRESS_LABEL}</label>
            <Select id={`${id}-saved`} value={savedChoice} onChange={chooseSaved} aria-describedby={`${id}-saved-hint`}>
              {saved.map((address, index) => (
                <option key={savedAddressSummary(address)} value={String(index)}>
                  {savedAddressSummary(address)}
                </option>
              ))}
              <option value="">{SAVED_ADDRESS_NEW}</option>
            </Select>
            <FieldHint id={`${id}-saved-hint`}>{SAVED_ADDRESS_PREFILLED}</FieldHint>
          </div>
        ) : null}
        <div className={styles.fields}>
          {field('name', { autoComplete: 'name', full: true })}
          {field('country', { autoComplete: 'country', full: true })}
          {field('country_code', { autoComplete: 'tel-country-code', inputMode: 'tel' })}
          {field('mobile_number', { type: 'tel', autoComplete: 'tel-national' })}
          {field('delivery_address', { autoComplete: 'street-address', full: true })}
          {field('pin_code', {
            autoComplete: 'postal-code',
            inputMode: country.postalPattern.source.includes('[A-Z]') ? 'text' : 'numeric',
          })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('state', { autoComplete: 'address-level1', full: true })}
          {field('comment', { full: true })}
        </div>
        <BusinessBuyerFields state={business} idPrefix={id} />

        <PaymentMethodChoice
          offersCashOnDelivery={offersCashOnDelivery}
          value={chosenMethod}
          onChange={choosePaymentMethod}
        >
          {!offersCashOnDelivery && currency === 'INR' ? CASH_ON_DELIVERY_INDIA_ONLY : null}
        </PaymentMethodChoice>

        <Alert id={alertId}>{alert}</Alert>
        <SubmitButton className={styles.submit} type="submit" aria-disabled={placing || undefined} aria-busy={placing}>
          {PLACE_ORDER}
        </SubmitButton>
        <p className={styles.status} role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
