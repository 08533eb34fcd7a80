import type { SavedAddress } from '@/lib/contract/orders';
import type { AccountProfile } from '@/lib/contract/session';
import { isCallingCode, isMobileNumber } from '@/lib/contract/phone';
import {
  deliveryCountryOrDefault,
  postalCodeLabel,
  postalCodeProblem,
  type DeliveryCountry,
} from '@/lib/delivery-countries';
import {
  callingCodeInvalidMessage,
  FIELD_REQUIRED_MESSAGES,
  MOBILE_NUMBER_INVALID,
  postalCodeInvalidMessage,
  postalCodeRequiredMessage,
  type DeliveryFieldName,
} from './cart-messages';

/** The delivery form's fields and their rules (the same as the server's), apart from the form itself. */

/** The delivery form of spec section 3, with the delivery country (decision 015). */
export type DeliveryDetails = Record<DeliveryFieldName, string>;

export function initialDetails(country: DeliveryCountry): DeliveryDetails {
  return {
    delivery_address: '',
    name: '',
    country: country.code,
    country_code: country.callingCode,
    mobile_number: '',
    pin_code: '',
    city: '',
    state: '',
    comment: '',
  };
}

/** The fields checked on Place Order, in the order they appear: the first bad one gets the focus. */
export const FIELD_ORDER: DeliveryFieldName[] = [
  'name',
  'country',
  'country_code',
  'mobile_number',
  'delivery_address',
  'pin_code',
  'city',
  'state',
  'comment',
];
/** Spec section 5: these three missing give 'Please fill in all required fields.'; pin code, city and state are marked required. */
export const REQUIRED: DeliveryFieldName[] = ['name', 'mobile_number', 'delivery_address', 'pin_code', 'city', 'state'];

export type FieldErrors = Partial<Record<DeliveryFieldName, string>>;

/** The problem with one field, or undefined: the same rules the server applies (lib/contract/orders.ts and phone.ts). */
export function fieldError(
  name: DeliveryFieldName,
  details: DeliveryDetails,
  country: DeliveryCountry,
): string | undefined {
  const value = details[name].trim();
  switch (name) {
    case 'pin_code': {
      const problem = postalCodeProblem(country, value);
      if (problem === 'missing') return postalCodeRequiredMessage(postalCodeLabel(country));
      return problem === 'invalid' ? postalCodeInvalidMessage(country.postalRule) : undefined;
    }
    case 'mobile_number':
      if (value === '') return FIELD_REQUIRED_MESSAGES.mobile_number;
      return isMobileNumber(value) ? undefined : MOBILE_NUMBER_INVALID;
    case 'country_code':
      return value === '' || isCallingCode(value) ? undefined : callingCodeInvalidMessage(country.callingCode);
    case 'name':
    case 'delivery_address':
    case 'city':
    case 'state':
      return value === '' ? FIELD_REQUIRED_MESSAGES[name] : undefined;
    default:
      return undefined;
  }
}

export function fieldErrors(details: DeliveryDetails, country: DeliveryCountry): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) {
    const error = fieldError(name, details, country);
    if (error) errors[name] = error;
  }
  return errors;
}

/** The details of a saved address, the comment kept as the shopper typed it. */
export function detailsOfSaved(saved: SavedAddress, comment: string): DeliveryDetails {
  const country = deliveryCountryOrDefault(saved.country);
  return {
    delivery_address: saved.delivery_address,
    name: saved.name,
    country: country.code,
    country_code: saved.country_code || country.callingCode,
    mobile_number: saved.mobile_number,
    pin_code: saved.pin_code,
    city: saved.city,
    state: saved.state,
    comment,
  };
}

/** The signed-in customer's own name and phone (GET /api/account/): where a new address starts. */
export type AccountContact = Pick<AccountProfile, 'first_name' | 'last_name' | 'country_code' | 'mobile_number'>;

/**
 * The details with the account's name and phone filled in (issue 31, item 4): the phone with its own
 * calling code, which may differ from the delivery country's (a phone from another country is allowed).
 * What the account leaves empty stays as it was.
 */
export function detailsWithAccount(details: DeliveryDetails, account: AccountContact): DeliveryDetails {
  const name = `${account.first_name.trim()} ${account.last_name.trim()}`.trim();
  const mobile = account.mobile_number.trim();
  const callingCode = account.country_code.trim();
  return {
    ...details,
    name: name || details.name,
    mobile_number: mobile || details.mobile_number,
    country_code: mobile && callingCode ? callingCode : details.country_code,
  };
}

export function savedAddressSummary(saved: SavedAddress): string {
  return [saved.name, saved.delivery_address, saved.city, saved.pin_code, deliveryCountryOrDefault(saved.country).name]
    .filter(Boolean)
    .join(', ');
}
