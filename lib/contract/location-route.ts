/**
 * GET /api/location/ in a module of its own: the session's currency detection (lib/currency-location.ts, loaded
 * when nothing is stored) needs its path without the whole table of routes, which loads with the first API
 * call instead (lib/api/browser.ts). routes.ts lists it with the others.
 */
export const LOCATION_ROUTE = { method: 'GET', path: '/api/location/' } as const;
