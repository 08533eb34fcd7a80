import type { Currency } from './money';

/**
 * Which currency a visitor sees (spec sections 4, 8 and 9), as functions that
 * take their browser dependencies as arguments so they can be tested in Node.
 * This module holds what every page needs (the stored currency, the cookie, the
 * first-paint script); detection is in currency-location.ts, loaded only when
 * nothing is stored (issue 32, item 5).
 *
 * Order: a currency the shopper chose, else one detected earlier (both kept in
 * localStorage, so a returning visitor is never asked again), else detection:
 * the country this site's /api/location/ gives (IN gives INR, any other code
 * USD; the server asks the IP location service, so the browser never sends the
 * shopper's address to a third party); with no country, the browser's
 * coordinates, but only when the shopper has already allowed this site to read
 * them (the India box gives INR, anywhere else USD): the page never asks for
 * the position on arrival. Anything else gives INR.
 */

/** The currency shown before anything is known (spec section 4). */
export const INITIAL_CURRENCY: Currency = 'USD';
/** What location failure, or a browser without geolocation, gives (spec section 8). */
export const FALLBACK_CURRENCY: Currency = 'INR';

/**
 * The currency cookie: set by proxy.ts on the first page answer from the
 * trusted CDN country header, by detection in the browser when the server
 * could not tell, and by the shopper's choice. Read by the first-paint script
 * (not HttpOnly for that reason), so the first paint shows the right prices
 * while every visitor is sent the same cacheable HTML (decision 016).
 */
export const CURRENCY_COOKIE = 'currency';
/** A year: the currency of a returning visitor is known at once. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The detected (or chosen) currency, read by the first-paint script. */
export const CURRENCY_STORAGE_KEY = 'currency';
/** The shopper's own choice from the currency switch; it wins over detection. */
export const CURRENCY_CHOICE_STORAGE_KEY = 'currencyChoice';

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'INR';
}

/** The currency a Cookie header (or document.cookie) holds; null when none or not a currency. */
export function readCurrencyCookie(cookies: string | null | undefined): Currency | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === CURRENCY_COOKIE) {
      const currency = value?.trim();
      return isCurrency(currency) ? currency : null;
    }
  }
  return null;
}

/** The Set-Cookie value (and document.cookie assignment) remembering `currency`. */
export function currencyCookie(currency: Currency, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The part of the document these functions use: its cookies, read and written. */
export interface CookieJar {
  cookie: string;
}

function writeCurrencyCookie(jar: CookieJar | undefined, currency: Currency): void {
  if (!jar) return;
  try {
    jar.cookie = currencyCookie(currency, typeof location !== 'undefined' && location.protocol === 'https:');
  } catch {
    // Cookies blocked: localStorage still remembers.
  }
}

function readJar(jar: CookieJar | undefined): string | null {
  try {
    return jar?.cookie ?? null;
  } catch {
    return null;
  }
}

/** The part of Storage these functions use (localStorage in the browser). */
export type CurrencyStorage = Pick<Storage, 'getItem' | 'setItem'>;

function safeRead(storage: CurrencyStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeWrite(storage: CurrencyStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Private mode or a full storage: the currency still applies to this page.
  }
}

/**
 * The shopper's choice, else the currency cookie (the server's detection, or
 * the browser's), else a currency detected before; null when detection must run.
 */
export function readStoredCurrency(storage: CurrencyStorage | undefined, jar?: CookieJar): Currency | null {
  const choice = safeRead(storage, CURRENCY_CHOICE_STORAGE_KEY);
  if (isCurrency(choice)) return choice;
  const fromCookie = readCurrencyCookie(readJar(jar));
  if (fromCookie) return fromCookie;
  const detected = safeRead(storage, CURRENCY_STORAGE_KEY);
  return isCurrency(detected) ? detected : null;
}

/** Remembers the shopper's choice; it wins over detection from now on (the cookie keeps it for the server too). */
export function storeCurrencyChoice(storage: CurrencyStorage | undefined, currency: Currency, jar?: CookieJar): void {
  safeWrite(storage, CURRENCY_CHOICE_STORAGE_KEY, currency);
  safeWrite(storage, CURRENCY_STORAGE_KEY, currency);
  writeCurrencyCookie(jar, currency);
}

/** Remembers a detected currency (the shopper's choice, when there is one, still wins). */
export function storeDetectedCurrency(storage: CurrencyStorage | undefined, currency: Currency, jar?: CookieJar): void {
  safeWrite(storage, CURRENCY_STORAGE_KEY, currency);
  writeCurrencyCookie(jar, currency);
}

/** Shows the prices of `currency` (styles/global.css hides the other). */
export function applyCurrency(root: HTMLElement | undefined, currency: Currency): void {
  if (root) root.dataset.currency = currency;
}

/**
 * The first-paint script: sets <html data-currency> before the body paints,
 * in the order of readStoredCurrency: the shopper's choice, the currency
 * cookie (which proxy.ts sets on a first visit's very answer from the CDN's
 * country), the currency detected before. So neither a first nor a returning
 * visitor sees the other currency flash. Plain ES5, no dependencies; storage
 * may throw (blocked cookies).
 */
export const CURRENCY_FIRST_PAINT_SCRIPT = `(function(){var c=null,s=null;function ok(v){return v==='USD'||v==='INR';}try{s=window.localStorage;c=s.getItem(${JSON.stringify(
  CURRENCY_CHOICE_STORAGE_KEY,
)});}catch(e){}if(!ok(c)){var m=/(?:^|;\\s*)${CURRENCY_COOKIE}=(USD|INR)(?:;|$)/.exec(document.cookie);c=m?m[1]:null;}if(!ok(c)){try{c=s&&s.getItem(${JSON.stringify(
  CURRENCY_STORAGE_KEY,
)});}catch(e){}}if(ok(c)){document.documentElement.setAttribute('data-currency',c);}})();`;
