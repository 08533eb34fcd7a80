/** What the beacon reports (lib/contract/system.ts beaconBody); this module stays free of zod to keep the storefront's first load small. */
export type BeaconEvent = { name: 'page_view' } | { name: 'LCP' | 'INP' | 'CLS'; value: number };

export const BEACON_URL = '/api/beacon/';

/**
 * Hands the events of one page to the browser, which sends them even as the
 * page is closed (navigator.sendBeacon: a string goes as text/plain, so no
 * preflight). Browsers without it send nothing. A shared link's landing
 * adds its utm_source (lib/share.ts), never the rest of the query.
 */
export function sendBeaconEvents(path: string, events: BeaconEvent[], utmSource?: string | null): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  try {
    const body = { path: path.slice(0, 200), events, ...(utmSource ? { utm_source: utmSource.slice(0, 100) } : {}) };
    navigator.sendBeacon(BEACON_URL, JSON.stringify(body));
  } catch {
    // A refused beacon (too large, or the page going away) is no fault of the shopper's.
  }
}
