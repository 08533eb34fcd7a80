/** What the beacon reports (lib/contract/system.ts beaconBody); this module stays free of zod to keep the storefront's first load small. */
export type BeaconEvent = { name: 'page_view' } | { name: 'LCP' | 'INP' | 'CLS'; value: number };

export const BEACON_URL = '/api/beacon/';

/**
 * Hands the events of one page to the browser, which sends them even as the
 * page is closed (navigator.sendBeacon: a string goes as text/plain, so no
 * preflight). Browsers without it send nothing.
 */
export function sendBeaconEvents(path: string, events: BeaconEvent[]): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(BEACON_URL, JSON.stringify({ path: path.slice(0, 200), events }));
  } catch {
    // A refused beacon (too large, or the page going away) is no fault of the shopper's.
  }
}
