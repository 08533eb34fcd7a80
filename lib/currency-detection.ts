import { LOCATION_ROUTE } from './contract/location-route';
import type { Currency } from './money';

/**
 * Which currency a visitor sees (spec sections 4, 8 and 9), as functions that
 * take their browser dependencies as arguments so they can be tested in Node.
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

/** Same origin: the server finds the country (lib/server/services/catalogue/location.ts). */
export const LOCATION_PATH = LOCATION_ROUTE.path;
/** The server gives up on the IP location service after 1.5 s; this covers that and a slow network. */
export const LOCATION_TIMEOUT_MS = 3000;
/** How long the browser may take to find a position once the shopper allowed it. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The India box of spec section 9: latitude 8 to 37, longitude 68 to 97. */
export const INDIA_BOUNDS = { minLatitude: 8, maxLatitude: 37, minLongitude: 68, maxLongitude: 97 } as const;

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'INR';
}

/** IN gives INR, any other country USD; no country gives null (geolocation decides). */
export function currencyForCountry(countryCode: unknown): Currency | null {
  if (typeof countryCode !== 'string') return null;
  const code = countryCode.trim().toUpperCase();
  if (code === '') return null;
  return code === 'IN' ? 'INR' : 'USD';
}

export function currencyForCoordinates(latitude: number, longitude: number): Currency {
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = INDIA_BOUNDS;
  const inIndia =
    latitude >= minLatitude && latitude <= maxLatitude && longitude >= minLongitude && longitude <= maxLongitude;
  return inIndia ? 'INR' : 'USD';
}

/**
 * The country code /api/location/ answers, or null when it has none (null in
 * the answer, an error, a non-JSON answer, a network failure or the timeout).
 */
export async function fetchCountryCode(
  fetchImpl: typeof fetch,
  timeoutMs: number = LOCATION_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(LOCATION_PATH, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'country_code' in body) {
      const code = body.country_code;
      return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
    }
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The part of the Permissions API used here (navigator.permissions). */
export type PermissionsQuery = Pick<Permissions, 'query'>;

/** Whether this site may already read the position; null when the browser cannot say. */
export async function geolocationPermission(
  permissions: PermissionsQuery | undefined,
): Promise<PermissionState | null> {
  if (!permissions || typeof permissions.query !== 'function') return null;
  try {
    const status = await permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return null;
  }
}

/**
 * The currency the browser's coordinates give, read only when the shopper has
 * already granted this site the position: a prompt on arrival is refused by
 * most shoppers (and flagged by Lighthouse), so 'prompt', 'denied', no
 * Permissions API, or any failure gives INR without asking.
 */
export async function currencyFromGeolocation(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
  permissions: PermissionsQuery | undefined,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<Currency> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return FALLBACK_CURRENCY;
  if ((await geolocationPermission(permissions)) !== 'granted') return FALLBACK_CURRENCY;
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve(currencyForCoordinates(position.coords.latitude, position.coords.longitude)),
        () => resolve(FALLBACK_CURRENCY),
        { timeout: timeoutMs, maximumAge: 24 * 60 * 60 * 1000 },
      );
    } catch {
      resolve(FALLBACK_CURRENCY);
    }
  });
}

export interface DetectionDependencies {
  /** Fetches this site's /api/location/. */
  fetchImpl?: typeof fetch;
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  permissions?: PermissionsQuery;
  timeoutMs?: number;
}

/** Detection alone: the server's country first, then already-granted coordinates (spec section 4). */
export async function detectCurrency({
  fetchImpl,
  geolocation,
  permissions,
  timeoutMs,
}: DetectionDependencies): Promise<Currency> {
  const code = fetchImpl ? await fetchCountryCode(fetchImpl, timeoutMs) : null;
  return currencyForCountry(code) ?? currencyFromGeolocation(geolocation, permissions);
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

/**
 * The visitor's currency: the stored one when there is one (no request, no
 * prompt), else detected and stored.
 */
export async function resolveCurrency(
  storage: CurrencyStorage | undefined,
  dependencies: DetectionDependencies,
  jar?: CookieJar,
): Promise<Currency> {
  const stored = readStoredCurrency(storage, jar);
  if (stored) return stored;
  const detected = await detectCurrency(dependencies);
  // The shopper may have chosen while detection ran: the choice wins.
  const chosenMeanwhile = readStoredCurrency(storage, jar);
  if (chosenMeanwhile) return chosenMeanwhile;
  safeWrite(storage, CURRENCY_STORAGE_KEY, detected);
  writeCurrencyCookie(jar, detected);
  return detected;
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
