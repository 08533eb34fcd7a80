'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { sendBeaconEvents, type BeaconEvent } from './beacon-transport';

/** Pages never counted: the back office and the payment sandbox are not the storefront. */
const UNCOUNTED = /^\/(admin|sandbox)(\/|$)/;

/** Whether the browser asks not to be tracked: Do Not Track on, or Global Privacy Control. */
function refusesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const legacy = (window as Window & { doNotTrack?: string }).doNotTrack;
  return (
    nav.doNotTrack === '1' ||
    nav.doNotTrack === 'yes' ||
    legacy === '1' ||
    nav.msDoNotTrack === '1' ||
    nav.globalPrivacyControl === true
  );
}

/**
 * The storefront's first-party beacon (docs/decisions/026-first-party-beacon.md):
 * a page view per page, the App Router's client navigations included, and
 * the Web Vitals (LCP, INP, CLS), sent to our own /api/beacon/ once the page
 * is idle. The web-vitals library is loaded then, in its own chunk, so it
 * adds nothing to the first load. Nothing is sent when the browser asks not
 * to be tracked; nothing names the shopper (the path, no query but a shared
 * link's utm_source).
 */
export function AnalyticsBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    if (UNCOUNTED.test(pathname) || refusesTracking()) return;
    // A shared link's visit (lib/share.ts): only its utm_source leaves the query, never a search term.
    const utmSource = new URLSearchParams(window.location.search).get('utm_source');
    return whenIdle(() => sendBeaconEvents(pathname, [{ name: 'page_view' }], utmSource));
  }, [pathname]);

  useEffect(() => {
    // The page the browser loaded: LCP measures only that load, and is often finalised by the first click,
    // which may be the one that leaves it for another page of the app.
    const landingPath = window.location.pathname;
    if (UNCOUNTED.test(landingPath) || refusesTracking()) return;
    return whenIdle(() => {
      import('./web-vitals-reporter')
        .then(({ reportWebVitals }) =>
          reportWebVitals((event: BeaconEvent) => {
            // INP and CLS come as the page is left: they belong to the page shown then.
            const path = event.name === 'LCP' ? landingPath : window.location.pathname;
            if (!UNCOUNTED.test(path)) sendBeaconEvents(path, [event]);
          }),
        )
        // The shop works the same without its statistics.
        .catch(() => undefined);
    });
  }, []);

  return null;
}
