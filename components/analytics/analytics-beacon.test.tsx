import { act, render, waitFor } from '@testing-library/react';

let pathname = '/product/42';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
let reportVital: ((event: { name: string; value?: number }) => void) | undefined;
jest.mock('./web-vitals-reporter', () => ({
  reportWebVitals: (report: (event: { name: string; value?: number }) => void) => {
    reportVital = report;
  },
}));

import { AnalyticsBeacon } from './analytics-beacon';
import { BEACON_URL } from './beacon-transport';

const sendBeacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);

function setNavigator(values: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => values.doNotTrack ?? null });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    configurable: true,
    get: () => values.globalPrivacyControl,
  });
}

/** The bodies sent so far, parsed. */
function sentBodies(): { path: string; events: { name: string }[] }[] {
  return sendBeacon.mock.calls.map(([url, data]) => {
    expect(url).toBe(BEACON_URL);
    expect(typeof data).toBe('string');
    return JSON.parse(data as string) as { path: string; events: { name: string }[] };
  });
}

/** Runs what the page leaves for later: the idle callback (a timer in jsdom, on the fake clock) and the web-vitals chunk's import. */
async function settle() {
  await act(() => jest.runAllTimersAsync());
}

beforeEach(() => {
  jest.useFakeTimers();
  pathname = '/product/42';
  reportVital = undefined;
  window.history.replaceState(null, '', '/product/42');
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  setNavigator({});
});

afterEach(() => {
  jest.useRealTimers();
});

describe('AnalyticsBeacon', () => {
  it('sends a page view of the path once the page is idle, and another per client navigation', async () => {
    const { rerender } = render(<AnalyticsBeacon />);
    await waitFor(() => expect(sentBodies()).toEqual([{ path: '/product/42', events: [{ name: 'page_view' }] }]));
    pathname = '/cart';
    rerender(<AnalyticsBeacon />);
    await waitFor(() => expect(sentBodies().map((body) => body.path)).toEqual(['/product/42', '/cart']));
  });

  it("sends a shared link's utm_source with its page view, and no other part of the query", async () => {
    window.history.replaceState(null, '', '/product/42?utm_source=whatsapp&utm_medium=social&q=secret');
    const { rerender } = render(<AnalyticsBeacon />);
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ path: '/product/42', events: [{ name: 'page_view' }], utm_source: 'whatsapp' }]),
    );
    // The next page of the visit has no tags: it is no second shared visit.
    pathname = '/cart';
    window.history.pushState(null, '', '/cart');
    rerender(<AnalyticsBeacon />);
    await waitFor(() => expect(sentBodies()[1]).toEqual({ path: '/cart', events: [{ name: 'page_view' }] }));
  });

  it('sends nothing when the browser asks not to be tracked (Do Not Track)', async () => {
    setNavigator({ doNotTrack: '1' });
    const { rerender } = render(<AnalyticsBeacon />);
    await settle();
    pathname = '/cart';
    rerender(<AnalyticsBeacon />);
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing under Global Privacy Control', async () => {
    setNavigator({ globalPrivacyControl: true });
    render(<AnalyticsBeacon />);
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('counts no back-office page', async () => {
    pathname = '/admin/orders';
    render(<AnalyticsBeacon />);
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("sends the landing page's LCP under that page even when the click that ends it opened another page", async () => {
    pathname = '/';
    window.history.replaceState(null, '', '/');
    const { rerender } = render(<AnalyticsBeacon />);
    await waitFor(() => expect(reportVital).toBeDefined());
    pathname = '/product/1';
    window.history.pushState(null, '', '/product/1');
    rerender(<AnalyticsBeacon />);
    reportVital?.({ name: 'LCP', value: 608 });
    reportVital?.({ name: 'INP', value: 40 });
    await waitFor(() =>
      expect(sentBodies().filter((body) => body.events[0]?.name !== 'page_view')).toEqual([
        { path: '/', events: [{ name: 'LCP', value: 608 }] },
        { path: '/product/1', events: [{ name: 'INP', value: 40 }] },
      ]),
    );
  });
});
