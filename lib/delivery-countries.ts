/**
 * The countries the shop delivers to (decision 015), shared by the delivery
 * form and the server's check of an order: the name, the calling code of its
 * phones, what the country calls its postal code and the shape of one.
 * Plain data and functions with no imports: the browser and the server load
 * the same rules, so what the form accepts the server accepts.
 *
 * The shipping policy (lib/policies.ts) ships within India and abroad without
 * naming countries; this list is the markets the brand sells to (India, North
 * America, the UK and Europe, the Gulf, East Asia and Oceania). A country
 * missing here is one line to add.
 */

export interface DeliveryCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  /** The calling code of its phone numbers, with the plus. */
  callingCode: string;
  /**
   * What the country calls a postal code ('PIN code', 'ZIP code', ...), or
   * null where the post uses none (United Arab Emirates, Qatar, Hong Kong):
   * the field is then optional.
   */
  postalLabel: string | null;
  /** The whole code, checked after trimming and upper-casing. */
  postalPattern: RegExp;
  /** How a postal code of this country looks, for messages ("such as ..."). */
  postalExample: string;
  /** What a wrong postal code is told, after "Enter " / "must be ". */
  postalRule: string;
}

/** Postal codes elsewhere: 3 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit. */
const GENERIC_POSTAL_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;
const POSTAL_CODE = 'Postal code';
const POSTCODE = 'Postcode';

function digits(count: number): RegExp {
  return new RegExp(`^\\d{${count}}$`);
}

function country(
  code: string,
  name: string,
  callingCode: string,
  postal: { label?: string | null; pattern?: RegExp; example?: string; rule?: string } = {},
): DeliveryCountry {
  const postalLabel = postal.label === undefined ? POSTAL_CODE : postal.label;
  const lowerLabel = postalLabel ? postalLabel.charAt(0).toLowerCase() + postalLabel.slice(1) : 'postal code';
  return {
    code,
    name,
    callingCode,
    postalLabel,
    postalPattern: postal.pattern ?? GENERIC_POSTAL_PATTERN,
    postalExample: postal.example ?? '',
    postalRule: postal.rule ?? `a valid ${lowerLabel}`,
  };
}

/** India first (most of the shop's shoppers), then by name. */
export const DELIVERY_COUNTRIES: readonly DeliveryCountry[] = [
  country('IN', 'India', '+91', {
    label: 'PIN code',
    pattern: digits(6),
    example: '302001',
    rule: 'a 6-digit PIN code',
  }),
  country('AU', 'Australia', '+61', {
    label: POSTCODE,
    pattern: digits(4),
    example: '2000',
    rule: 'a 4-digit postcode',
  }),
  country('AT', 'Austria', '+43', { pattern: digits(4), example: '1010', rule: 'a 4-digit postal code' }),
  country('BH', 'Bahrain', '+973', { pattern: /^\d{3,4}$/, example: '317', rule: 'a postal code of 3 or 4 digits' }),
  country('BE', 'Belgium', '+32', { pattern: digits(4), example: '1000', rule: 'a 4-digit postal code' }),
  country('CA', 'Canada', '+1', {
    pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
    example: 'K1A 0B1',
    rule: 'a postal code such as K1A 0B1',
  }),
  country('DK', 'Denmark', '+45', { pattern: digits(4), example: '1050', rule: 'a 4-digit postal code' }),
  country('FR', 'France', '+33', { pattern: digits(5), example: '75001', rule: 'a 5-digit postal code' }),
  country('DE', 'Germany', '+49', { pattern: digits(5), example: '10115', rule: 'a 5-digit postal code' }),
  country('HK', 'Hong Kong', '+852', { label: null }),
  country('IE', 'Ireland', '+353', {
    label: 'Eircode',
    pattern: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
    example: 'D02 X285',
    rule: 'an Eircode such as D02 X285',
  }),
  country('IT', 'Italy', '+39', { pattern: digits(5), example: '00118', rule: 'a 5-digit postal code' }),
  country('JP', 'Japan', '+81', {
    pattern: /^\d{3}-?\d{4}$/,
    example: '100-0001',
    rule: 'a postal code such as 100-0001',
  }),
  country('KW', 'Kuwait', '+965', { pattern: digits(5), example: '13001', rule: 'a 5-digit postal code' }),
  country('MY', 'Malaysia', '+60', { pattern: digits(5), example: '50050', rule: 'a 5-digit postal code' }),
  country('MU', 'Mauritius', '+230', { pattern: digits(5), example: '11302', rule: 'a 5-digit postal code' }),
  country('NP', 'Nepal', '+977', { pattern: digits(5), example: '44600', rule: 'a 5-digit postal code' }),
  country('NL', 'Netherlands', '+31', {
    pattern: /^\d{4} ?[A-Z]{2}$/,
    example: '1012 AB',
    rule: 'a postal code such as 1012 AB',
  }),
  country('NZ', 'New Zealand', '+64', {
    label: POSTCODE,
    pattern: digits(4),
    example: '6011',
    rule: 'a 4-digit postcode',
  }),
  country('NO', 'Norway', '+47', { pattern: digits(4), example: '0150', rule: 'a 4-digit postal code' }),
  country('OM', 'Oman', '+968', { pattern: digits(3), example: '112', rule: 'a 3-digit postal code' }),
  country('PT', 'Portugal', '+351', {
    pattern: /^\d{4}-\d{3}$/,
    example: '1000-001',
    rule: 'a postal code such as 1000-001',
  }),
  country('QA', 'Qatar', '+974', { label: null }),
  country('SA', 'Saudi Arabia', '+966', {
    pattern: /^\d{5}(-\d{4})?$/,
    example: '12271',
    rule: 'a 5-digit postal code',
  }),
  country('SG', 'Singapore', '+65', { pattern: digits(6), example: '018956', rule: 'a 6-digit postal code' }),
  country('ZA', 'South Africa', '+27', { pattern: digits(4), example: '0001', rule: 'a 4-digit postal code' }),
  country('ES', 'Spain', '+34', { pattern: digits(5), example: '28001', rule: 'a 5-digit postal code' }),
  country('LK', 'Sri Lanka', '+94', { pattern: digits(5), example: '00100', rule: 'a 5-digit postal code' }),
  country('SE', 'Sweden', '+46', { pattern: /^\d{3} ?\d{2}$/, example: '111 22', rule: 'a 5-digit postal code' }),
  country('CH', 'Switzerland', '+41', { pattern: digits(4), example: '8001', rule: 'a 4-digit postal code' }),
  country('AE', 'United Arab Emirates', '+971', { label: null }),
  country('GB', 'United Kingdom', '+44', {
    label: POSTCODE,
    pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
    example: 'SW1A 1AA',
    rule: 'a postcode such as SW1A 1AA',
  }),
  country('US', 'United States', '+1', {
    label: 'ZIP code',
    pattern: /^\d{5}(-?\d{4})?$/,
    example: '10001',
    rule: 'a ZIP code of 5 or 9 digits',
  }),
];

/** The country of an order that names none (the spec's clients) or whose shopper's country is unknown. */
export const DEFAULT_DELIVERY_COUNTRY = 'IN';

/** The country of `code` (any case), or undefined when the shop does not deliver there. */
export function findDeliveryCountry(code: string | null | undefined): DeliveryCountry | undefined {
  if (typeof code !== 'string') return undefined;
  const wanted = code.trim().toUpperCase();
  return DELIVERY_COUNTRIES.find((entry) => entry.code === wanted);
}

/** Always a country: `code`'s, else India's. */
export function deliveryCountryOrDefault(code: string | null | undefined): DeliveryCountry {
  return findDeliveryCountry(code) ?? (findDeliveryCountry(DEFAULT_DELIVERY_COUNTRY) as DeliveryCountry);
}

/** The country's name for an address, or the code itself for one no longer in the list. */
export function deliveryCountryName(code: string): string {
  return findDeliveryCountry(code)?.name ?? code;
}

/** What the postal-code field is called for `country` ('Postal code' where the country has none). */
export function postalCodeLabel(country: DeliveryCountry): string {
  return country.postalLabel ?? POSTAL_CODE;
}

/** The postal code as the post writes it: trimmed, upper case, single spaces; a 9-digit ZIP as 12345-6789. */
export function normalizePostalCode(country: DeliveryCountry, value: string): string {
  const text = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country.code === 'US') {
    const plain = text.replace(/-/g, '');
    if (/^\d{9}$/.test(plain)) return `${plain.slice(0, 5)}-${plain.slice(5)}`;
  }
  if (
    (country.code === 'GB' || country.code === 'CA' || country.code === 'IE') &&
    !text.includes(' ') &&
    text.length > 3
  ) {
    return `${text.slice(0, -3)} ${text.slice(-3)}`;
  }
  return text;
}

type PostalCodeProblem = 'missing' | 'invalid' | null;

/** Whether `value` is a postal code of `country`: an empty one is missing, except where the country has none. */
export function postalCodeProblem(country: DeliveryCountry, value: string): PostalCodeProblem {
  const text = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (text === '') return country.postalLabel === null ? null : 'missing';
  return country.postalPattern.test(text) ? null : 'invalid';
}
