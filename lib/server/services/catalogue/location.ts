import 'server-only';
import { BlockList, isIP } from 'node:net';
import type { EndpointParsedInput } from '../../../contract/endpoints';
import type { ShopperLocation } from '../../../contract/location';
import { getConfig, type ServerConfig } from '../../config';
import type { RequestContext } from '../request-context';

/**
 * The shopper's country for currency detection (spec section 4), found on the
 * server so the browser never calls a third party with the shopper's address:
 * a trusted CDN or proxy header first, else the IP location service asked
 * about the client address. Unknown is an answer (null), never an error.
 */

/** Checked in this order when GEO_COUNTRY_HEADER is not set (Cloudflare, Vercel, CloudFront, common proxies). */
export const DEFAULT_GEO_COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'x-country-code',
] as const;
/** Codes CDNs send when they do not know the country: XX unknown, T1 Tor. */
const UNKNOWN_COUNTRY_CODES = new Set(['XX', 'T1']);
/** The shopper waits for this answer, so a slow service counts as no answer. */
export const IP_LOCATION_TIMEOUT_MS = 1500;
export const LOCATION_CACHE_MAX_ENTRIES = 1000;
export const LOCATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** A failed lookup is not retried for a while, so an outage or a rate limit is not made worse. */
export const LOCATION_FAILURE_TTL_MS = 5 * 60 * 1000;

export interface LocationSettings {
  countryHeaders: readonly string[];
  /** With `{ip}` where the address goes; null when lookups are off. */
  ipLocationUrl: string | null;
  timeoutMs: number;
}

export function getLocationSettings(config: ServerConfig = getConfig()): LocationSettings {
  return {
    countryHeaders: config.GEO_COUNTRY_HEADER ? [config.GEO_COUNTRY_HEADER] : DEFAULT_GEO_COUNTRY_HEADERS,
    ipLocationUrl: config.IP_LOCATION_URL || null,
    timeoutMs: IP_LOCATION_TIMEOUT_MS,
  };
}

/** A two-letter country code, upper case, or null for anything else (XX and T1 included). */
export function normalizeCountryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !UNKNOWN_COUNTRY_CODES.has(code) ? code : null;
}

/** The first header of `names` holding a valid country code. */
export function countryFromHeaders(headers: Headers, names: readonly string[]): string | null {
  for (const name of names) {
    const code = normalizeCountryCode(headers.get(name));
    if (code) return code;
  }
  return null;
}

const nonPublicAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  nonPublicAddresses.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublicAddresses.addSubnet(network, prefix, 'ipv6');
}

/** Only a public IP address says where the shopper is; private, loopback and 'unknown' say nothing. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !nonPublicAddresses.check(address, 'ipv4');
  if (version === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped !== undefined) return isPublicAddress(mapped);
    return !nonPublicAddresses.check(address, 'ipv6');
  }
  return false;
}

interface CachedCountry {
  country: string | null;
  expiresAt: number;
}

/** The countries of recent addresses: at most `maxEntries`, the oldest dropped first. */
export class CountryCache {
  private readonly entries = new Map<string, CachedCountry>();

  constructor(
    private readonly maxEntries: number = LOCATION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached country (null when the lookup failed), or undefined when nothing fresh is cached. */
  get(address: string): string | null | undefined {
    const entry = this.entries.get(address);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(address);
      return undefined;
    }
    return entry.country;
  }

  set(address: string, country: string | null, ttlMs: number): void {
    this.entries.delete(address);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(address, { country, expiresAt: this.now() + ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

const sharedCache = new CountryCache();

/** For tests: forget every cached lookup. */
export function clearLocationCacheForTests(): void {
  sharedCache.clear();
}

/** The country the IP location service gives for `address`; null on any failure or after the timeout. */
export async function fetchCountryForAddress(
  address: string,
  urlTemplate: string,
  timeoutMs: number = IP_LOCATION_TIMEOUT_MS,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // The address passed isIP, so it holds only digits, hex letters, dots and colons.
    const response = await fetchImpl(urlTemplate.replaceAll('{ip}', address), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && 'country_code' in body ? normalizeCountryCode(body.country_code) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface LocateOptions {
  settings?: LocationSettings;
  cache?: CountryCache;
  fetchImpl?: typeof fetch;
}

/** The shopper's country: a trusted header, else the IP location service (cached per address), else null. */
export async function locateShopper(
  headers: Headers | null,
  clientAddress: string,
  { settings = getLocationSettings(), cache = sharedCache, fetchImpl }: LocateOptions = {},
): Promise<ShopperLocation> {
  const fromHeader = headers ? countryFromHeaders(headers, settings.countryHeaders) : null;
  if (fromHeader) return { country_code: fromHeader };
  if (!settings.ipLocationUrl || !isPublicAddress(clientAddress)) return { country_code: null };

  const cached = cache.get(clientAddress);
  if (cached !== undefined) return { country_code: cached };
  const country = await fetchCountryForAddress(clientAddress, settings.ipLocationUrl, settings.timeoutMs, fetchImpl);
  cache.set(clientAddress, country, country ? LOCATION_CACHE_TTL_MS : LOCATION_FAILURE_TTL_MS);
  return { country_code: country };
}

/** GET /api/location/: the country of the shopper making this request. */
export function getLocation(
  _query: EndpointParsedInput<'getLocation'>,
  context: RequestContext,
): Promise<ShopperLocation> {
  return locateShopper(context.headers ?? null, context.clientAddress);
}
