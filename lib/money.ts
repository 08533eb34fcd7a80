/**
 * The one money module of the shop (spec section 9), shared by the browser
 * bundle and the server: currencies, minor/major units, the INR price rule
 * and its rate, formatting, checkout totals, shipping and promo arithmetic.
 * Plain functions only: no server-only imports, no zod.
 *
 * Amounts are stored as integer minor units (cents, paise) and travel in the
 * API as decimal numbers of the major unit; arithmetic happens in minor units
 * so 0.1 + 0.2 never shows.
 */

export type Currency = 'USD' | 'INR';

// ---------------------------------------------------------------------------
// Minor and major units

/** Minor units (cents, paise) to the major unit the API carries. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A major-unit amount to whole minor units. */
export function amountToMinor(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Whole minor units as a plain decimal string of the major unit, two
 * decimals, no symbol or grouping: 1234 is '12.34', 5 is '0.05'. What files
 * and payment providers take (the order export's CSV, PayPal's amounts); built
 * from integers, so no float ever rounds it.
 */
export function minorToDecimalString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not an amount in minor units: ${minor}`);
  const whole = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------
// USD -> INR rate and the INR price rule

/** 1 USD in INR (spec section 9); NEXT_PUBLIC_USD_TO_INR_RATE may change it. */
export const DEFAULT_USD_TO_INR_RATE = 33.6;

/**
 * The rate a NEXT_PUBLIC_USD_TO_INR_RATE value stands for. Unset (or empty,
 * as every other variable of the shop) means the spec's rate; anything else
 * that is not a positive number is a configuration mistake and throws, so a
 * typo never prices the catalogue at a silent fallback. The boot-time
 * configuration check calls this too.
 */
export function parseUsdToInrRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_USD_TO_INR_RATE;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new Error(`NEXT_PUBLIC_USD_TO_INR_RATE must be a positive number, not "${raw}"`);
  }
  return rate;
}

export function usdToInrRate(): number {
  // Written out in full so Next.js inlines the value into the browser bundle.
  return parseUsdToInrRate(process.env.NEXT_PUBLIC_USD_TO_INR_RATE);
}

/**
 * A USD amount in millionths of a rupee, exactly: cents × the rate in
 * ten-thousandths. Integer arithmetic keeps 10 × 33.6 at exactly 336 rather
 * than 336.00000000000006, which would round up to 337.
 */
function usdCentsInRupeeMillionths(cents: number, rate: number): number {
  return cents * Math.round(rate * 10_000);
}

const RUPEE_MILLIONTHS = 1_000_000;

/**
 * The INR price rule: multiply the USD amount by the rate, round up to a
 * whole rupee, then raise it to the next number ending in 9.
 */
export function toInr(usd: number, rate: number = usdToInrRate()): number {
  const cents = amountToMinor(usd);
  if (cents <= 0) return 0;
  const rupees = Math.ceil(usdCentsInRupeeMillionths(cents, rate) / RUPEE_MILLIONTHS);
  const lastDigit = rupees % 10;
  return lastDigit === 9 ? rupees : rupees + (9 - lastDigit);
}

// ---------------------------------------------------------------------------
// Formatting

function localeOf(currency: string): string {
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

function formatWithSymbol(amount: number, currency: string, fractionDigits: number): string {
  return new Intl.NumberFormat(localeOf(currency), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** An amount to the cent: a whole amount without decimals ($68, ₹2,289), any other with two ($67.99). */
function formatExactAmount(amount: number, currency: string): string {
  const minor = amountToMinor(amount);
  return formatWithSymbol(centsToAmount(minor), currency, minor % 100 === 0 ? 0 : 2);
}

/**
 * A catalogue price: en-IN for INR, en-US otherwise (spec section 9). The spec
 * says 0 decimals; a USD price with cents shows them ($67.99, not $68), because
 * the price shown must equal the price in the structured data and the price
 * charged (docs/DEVIATIONS.md, decision 017). INR prices are whole rupees by
 * the INR price rule, so they never show decimals.
 */
export function formatPrice(amount: number, currency: Currency): string {
  return formatExactAmount(amount, currency);
}

/** A USD catalogue price shown in the given currency. */
export function displayPrice(usd: number, currency: Currency, rate: number = usdToInrRate()): string {
  return currency === 'INR' ? formatPrice(toInr(usd, rate), 'INR') : formatPrice(usd, 'USD');
}

/**
 * An amount charged: the cart, checkout, order history, order emails and
 * order messages. Whole amounts show as every price does (no decimals); an
 * amount with cents or paise shows them, because the total is charged to 2
 * decimals (spec section 9) and the shopper must see what will be charged,
 * not a rounded figure. `currency` is a code, as stored orders carry it.
 */
export function formatCheckoutAmount(amount: number, currency: string): string {
  return formatExactAmount(amount, currency);
}

/** An amount charged, from the minor units the server stores: formatCheckoutAmount's text ('₹1,222.20', '$50'). */
export function formatMinorAmount(minor: number, currency: string): string {
  return formatCheckoutAmount(centsToAmount(minor), currency);
}

/**
 * An amount on the invoice PDF: 'INR 1,222.20'. The PDF's built-in font has
 * no rupee sign, and an invoice always shows paise and cents.
 */
export function formatInvoiceAmount(minor: number, currency: string): string {
  const number = new Intl.NumberFormat(localeOf(currency), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  return `${minor < 0 ? '-' : ''}${currency} ${number.replace(/^-/, '')}`;
}

// ---------------------------------------------------------------------------
// Totals and shipping

/** offer_price × quantity, in minor units so 0.1 + 0.2 never shows. */
export function lineTotal(offerPrice: number, quantity: number): number {
  return centsToAmount(amountToMinor(offerPrice) * quantity);
}

/** Shipping with cash on delivery (spec section 9, INR orders only); the one place the fee is set. */
export const CASH_ON_DELIVERY_FEE_MINOR = 3900;
export const CASH_ON_DELIVERY_FEE = centsToAmount(CASH_ON_DELIVERY_FEE_MINOR);

/**
 * Shipping of an order (spec section 9): free, or the cash-on-delivery fee for
 * an INR order paid in cash. The cart page and create-order both ask here.
 */
export function shippingFor(currency: Currency, method: { cashOnDelivery: boolean }): number {
  return currency === 'INR' && method.cashOnDelivery ? CASH_ON_DELIVERY_FEE : 0;
}

export interface TotalsInput {
  subtotal: number;
  discount: number;
  shipping: number;
}

/**
 * The checkout total of spec section 9: subtotal minus discount plus
 * shipping, to 2 decimals and never below zero. Shared by the cart page and
 * the order call, so both arrive at the same number.
 */
export function computeTotals({ subtotal, discount, shipping }: TotalsInput): number {
  const minor = amountToMinor(subtotal) - amountToMinor(discount) + amountToMinor(shipping);
  return centsToAmount(Math.max(0, minor));
}

// ---------------------------------------------------------------------------
// Promo arithmetic

export interface PromoDiscountInput {
  /** 'percent': value in basis points (1000 = 10%). 'fixed': value in USD cents. */
  kind: 'percent' | 'fixed';
  value: number;
  /** 'fixed' in a rupee cart: the amount in paise the shop set for rupees; absent, `value` at the day's rate. */
  valueInrPaise?: number | null;
  /** The cart subtotal in its currency. */
  subtotal: number;
  currency: Currency;
  /** 1 USD in INR. */
  rate?: number;
}

/**
 * The discount a promo gives on a subtotal, in the subtotal's currency: a
 * percentage to the cent (paisa); a fixed USD amount as is, or converted to
 * whole rupees for INR (plain rounding; the "ends in 9" rule is for prices,
 * not discounts). Never negative, never more than the subtotal.
 */
export function computePromoDiscount({
  kind,
  value,
  valueInrPaise,
  subtotal,
  currency,
  rate = usdToInrRate(),
}: PromoDiscountInput): number {
  const subtotalMinor = Math.max(0, amountToMinor(subtotal));
  let discountMinor: number;
  if (kind === 'percent') {
    discountMinor = Math.round((subtotalMinor * value) / 10_000);
  } else if (currency === 'USD') {
    discountMinor = value;
  } else if (valueInrPaise !== undefined && valueInrPaise !== null) {
    discountMinor = valueInrPaise;
  } else {
    discountMinor = Math.round(usdCentsInRupeeMillionths(value, rate) / RUPEE_MILLIONTHS) * 100;
  }
  return centsToAmount(Math.min(Math.max(0, discountMinor), subtotalMinor));
}

/** Promo minimums are set in USD cents and compared with the cart's catalogue (USD) subtotal, whatever the cart's currency. */
export function meetsPromoMinimum(subtotalUsdCents: number, minOrderUsdCents: number): boolean {
  return subtotalUsdCents >= minOrderUsdCents;
}
