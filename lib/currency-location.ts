import { LOCATION_ROUTE } from './contract/location-route';
import {
  FALLBACK_CURRENCY,
  readStoredCurrency,
  storeDetectedCurrency,
  type CookieJar,
  type CurrencyStorage,
} from './currency-detection';
import type { Currency } from './money';

/*
 * Detection of a visitor's currency when nothing is stored (spec sections 4, 8 and 9; the order is in
 * currency-detection.ts): a module of its own, which the session provider loads only then, so a returning
 * visitor's pages never carry it (issue 32, item 5).
 */

/** Same origin: the server finds the country (lib/server/services/catalogue/location.ts). */
export const LOCATION_PATH = LOCATION_ROUTE.path;
/** The server gives up on the IP location service after 1.5 s; this covers that and a slow network. */
export const LOCATION_TIMEOUT_MS = 3000;
/** How long the browser may take to find a position once the shopper allowed it. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The India box of spec section 9: latitude 8 to 37, longitude 68 to 97. */
export const INDIA_BOUNDS = { minLatitude: 8, maxLatitude: 37, minLongitude: 68, maxLongitude: 97 } as const;

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
  storeDetectedCurrency(storage, detected, jar);
  return detected;
}
