import type { Currency } from './currency';

/**
 * Which currency a visitor sees (spec sections 4, 8 and 9), as functions that
 * take their browser dependencies as arguments so they can be tested in Node.
 *
 * Order: a currency the shopper chose, else one detected earlier (both kept in
 * localStorage, so a returning visitor is never asked again), else detection:
 * the IP location service's country_code (IN gives INR, any other code USD);
 * with no code, the browser's coordinates (the India box gives INR, anywhere
 * else USD); with no coordinates either, INR.
 */

/** The currency shown before anything is known (spec section 4). */
export const INITIAL_CURRENCY: Currency = 'USD';
/** What location failure, or a browser without geolocation, gives (spec section 8). */
export const FALLBACK_CURRENCY: Currency = 'INR';

/** The detected (or chosen) currency, read by the first-paint script. */
export const CURRENCY_STORAGE_KEY = 'currency';
/** The shopper's own choice from the currency switch; it wins over detection. */
export const CURRENCY_CHOICE_STORAGE_KEY = 'currencyChoice';

export const DEFAULT_IP_LOCATION_URL = 'https://ipapi.co/json/';
export const IP_LOCATION_TIMEOUT_MS = 3000;
/** How long the browser may take to find a position once the shopper allowed it. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The India box of spec section 9: latitude 8 to 37, longitude 68 to 97. */
export const INDIA_BOUNDS = { minLatitude: 8, maxLatitude: 37, minLongitude: 68, maxLongitude: 97 } as const;

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'INR';
}

export function ipLocationUrl(): string {
  return process.env.NEXT_PUBLIC_IP_LOCATION_URL || DEFAULT_IP_LOCATION_URL;
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
  const inIndia = latitude >= minLatitude && latitude <= maxLatitude && longitude >= minLongitude && longitude <= maxLongitude;
  return inIndia ? 'INR' : 'USD';
}

/**
 * The country code the IP location service answers, or null when it has none
 * (an error body, a non-JSON answer, a network failure or the 3 s timeout).
 */
export async function fetchCountryCode(
  fetchImpl: typeof fetch,
  url: string = ipLocationUrl(),
  timeoutMs: number = IP_LOCATION_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'country_code' in body) {
      const code = (body as { country_code: unknown }).country_code;
      return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
    }
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The currency the browser's coordinates give; INR when geolocation fails or is missing. */
export function currencyFromGeolocation(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<Currency> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve(FALLBACK_CURRENCY);
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
  fetchImpl?: typeof fetch;
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  url?: string;
  timeoutMs?: number;
}

/** Detection alone: the IP service first, then geolocation (spec section 4). */
export async function detectCurrency({ fetchImpl, geolocation, url, timeoutMs }: DetectionDependencies): Promise<Currency> {
  const code = fetchImpl ? await fetchCountryCode(fetchImpl, url, timeoutMs) : null;
  return currencyForCountry(code) ?? currencyFromGeolocation(geolocation);
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

/** The shopper's choice, else a currency detected before; null when detection must run. */
export function readStoredCurrency(storage: CurrencyStorage | undefined): Currency | null {
  const choice = safeRead(storage, CURRENCY_CHOICE_STORAGE_KEY);
  if (isCurrency(choice)) return choice;
  const detected = safeRead(storage, CURRENCY_STORAGE_KEY);
  return isCurrency(detected) ? detected : null;
}

/** Remembers the shopper's choice; it wins over detection from now on. */
export function storeCurrencyChoice(storage: CurrencyStorage | undefined, currency: Currency): void {
  safeWrite(storage, CURRENCY_CHOICE_STORAGE_KEY, currency);
  safeWrite(storage, CURRENCY_STORAGE_KEY, currency);
}

/**
 * The visitor's currency: the stored one when there is one (no request, no
 * prompt), else detected and stored.
 */
export async function resolveCurrency(storage: CurrencyStorage | undefined, dependencies: DetectionDependencies): Promise<Currency> {
  const stored = readStoredCurrency(storage);
  if (stored) return stored;
  const detected = await detectCurrency(dependencies);
  // The shopper may have chosen while detection ran: the choice wins.
  const chosenMeanwhile = readStoredCurrency(storage);
  if (chosenMeanwhile) return chosenMeanwhile;
  safeWrite(storage, CURRENCY_STORAGE_KEY, detected);
  return detected;
}

/** Shows the prices of `currency` (styles/global-styles.ts hides the other). */
export function applyCurrency(root: HTMLElement | undefined, currency: Currency): void {
  if (root) root.dataset.currency = currency;
}

/**
 * The first-paint script: sets <html data-currency> from storage before the
 * body paints, so a returning visitor never sees the other currency flash.
 * Plain ES5, no dependencies; storage may throw (blocked cookies).
 */
export const CURRENCY_FIRST_PAINT_SCRIPT = `(function(){try{var s=window.localStorage,c=s.getItem(${JSON.stringify(
  CURRENCY_CHOICE_STORAGE_KEY,
)});if(c!=='USD'&&c!=='INR'){c=s.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)});}if(c==='USD'||c==='INR'){document.documentElement.setAttribute('data-currency',c);}}catch(e){}})();`;
