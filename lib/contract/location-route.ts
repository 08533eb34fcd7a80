/**
 * GET /api/location/ in a module of its own: the session's currency detection (lib/currency-detection.ts, in
 * every page's first load) needs its path without the whole table of routes, which loads with the first API
 * call instead (lib/api/browser.ts). routes.ts lists it with the others.
 */
export const LOCATION_ROUTE = { method: 'GET', path: '/api/location/' } as const;
