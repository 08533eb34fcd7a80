import { NextResponse } from 'next/server';
import { urlHasListingParams } from '@/lib/catalogue-filters';
import { currencyCookie, readCurrencyCookie } from '@/lib/currency-detection';
import { currencyForCountry } from '@/lib/currency-location';
import { getSecurityHeaders } from '@/lib/server/security-headers';
import { shareCookie, shareSourceOf } from '@/lib/share';
import { countryFromHeaders, getLocationSettings } from '@/lib/server/services/catalogue/location';

/**
 * Paths the spec writes with capitals, served by the lower-case page (one
 * page, one file: two folders differing only in case break case-insensitive
 * file systems and TypeScript's file-name checks).
 */
const ALIASES: Record<string, string> = {
  '/Contact-us': '/contact-us',
  '/Login': '/login',
  '/signup': '/Signup',
};

/**
 * First path segments that are pages of their own, not categories
 * (proxy.test.ts checks this against the folders of app/).
 */
export const PAGE_SEGMENTS = new Set([
  'about-us',
  'account',
  'add_items',
  'admin',
  'best-sellers',
  'blog',
  'cart',
  'collections',
  'contact-us',
  'Contact-us',
  'customer-reviews',
  'listing',
  'login',
  'Login',
  'media',
  'og',
  // The order confirmation page (app/order/[orderNumber]/thank-you).
  'order',
  'privacy',
  'product',
  'query',
  'refund',
  'sandbox',
  'search',
  'shipping',
  'Signup',
  'signup',
  // The sitemap index (app/sitemap.xml) and its files (app/sitemap/[file], /sitemap/{id}.xml).
  'sitemap',
  'sitemap.xml',
  'terms-and-conditions',
]);

/**
 * /{category}[/{subCategory}] asking for ?page=N beyond the first, or for a
 * sort or filter (lib/catalogue-filters.ts): the listing route rendered per
 * request, else null (the cached category page).
 */
export function pagedListingPath(url: URL): string | null {
  const [first, ...others] = url.pathname.split('/').filter(Boolean);
  if (first === undefined || others.length > 1 || PAGE_SEGMENTS.has(first)) return null;
  const page = url.searchParams.get('page');
  const paged = page !== null && /^\d{1,6}$/.test(page) && Number(page) > 1;
  if (!paged && !urlHasListingParams(url.searchParams)) return null;
  return `/listing${url.pathname}`;
}

/**
 * Currency for the first paint (issue 12 item 11, decision 016): a visitor
 * without a currency cookie gets one from the country a trusted CDN header
 * gives (lib/server/services/catalogue/location.ts), on this very answer, which the
 * first-paint script reads before the body paints. The page itself stays the
 * same for everyone (cacheable). No header: the browser asks /api/location/
 * as before and sets the cookie itself. A cookie already there (detected or
 * chosen) is never overwritten.
 */
function setCurrencyCookie(request: Request, url: URL, response: Response): void {
  if (request.method !== 'GET' || readCurrencyCookie(request.headers.get('cookie'))) return;
  const currency = currencyForCountry(countryFromHeaders(request.headers, getLocationSettings().countryHeaders));
  if (!currency) return;
  response.headers.append('set-cookie', currencyCookie(currency, url.protocol === 'https:'));
}

/**
 * A visit landing from a shared link (issue 31, item 10; decision 046): the link's share source is
 * remembered in a first-party cookie, so an order placed from this visit counts for it on the dashboard.
 * A browser that asks not to be tracked (Do Not Track, Global Privacy Control) gets no cookie.
 */
function setShareCookie(request: Request, url: URL, response: Response): void {
  if (request.method !== 'GET') return;
  const source = shareSourceOf(url.searchParams.get('utm_source'));
  if (!source || request.headers.get('dnt') === '1' || request.headers.get('sec-gpc') === '1') return;
  response.headers.append('set-cookie', shareCookie(source, url.protocol === 'https:'));
}

/**
 * Every page answer carries the security headers that depend on the settings
 * (lib/server/security-headers.ts): set here, at run time, they reach static
 * and ISR pages too without making them dynamic.
 */
export function proxy(request: Request): Response {
  const url = new URL(request.url);
  const { response, listing } = routePage(url);
  setCurrencyCookie(request, url, response);
  setShareCookie(request, url, response);
  for (const [name, value] of Object.entries(getSecurityHeaders())) response.headers.set(name, value);
  if (isBackOfficePath(url.pathname)) {
    for (const [name, value] of Object.entries(BACK_OFFICE_HEADERS)) response.headers.set(name, value);
  } else if (listing || url.pathname === '/search') {
    for (const [name, value] of Object.entries(CATALOGUE_VIEW_HEADERS)) response.headers.set(name, value);
  }
  return response;
}

/**
 * Catalogue views rendered per request (search results; a sorted, filtered or paged category) hold
 * nothing personal: the browser may keep them for the back button (the back/forward cache) and asks
 * again on a reload, and no shared cache keeps them. Next would send them `no-store`, which keeps a
 * page out of the back/forward cache: back from another site or a full page load asked the server
 * for the results again.
 */
export const CATALOGUE_VIEW_HEADERS = { 'cache-control': 'private, no-cache' } as const;

/** The back office (/admin) is for staff only: never indexed, never kept by any cache (issue 13). */
export const BACK_OFFICE_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
} as const;

export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Pages have one URL, without a trailing slash: /about-us/ answers 308 to
 * /about-us. The API is left alone because the backend contract's paths end
 * in a slash (next.config.mjs skips Next's own trailing-slash redirect).
 * `listing`: the answer is the per-request listing (a sorted, filtered or
 * paged category), a catalogue view for CATALOGUE_VIEW_HEADERS.
 */
function routePage(url: URL): { response: Response; listing: boolean } {
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    // Collapse leading slashes too, so '//host/' can never become an off-site redirect.
    const pathname = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
    return { response: NextResponse.redirect(new URL(pathname + url.search, url.origin), 308), listing: false };
  }
  const alias = ALIASES[url.pathname];
  if (alias) return { response: NextResponse.rewrite(new URL(alias + url.search, url.origin)), listing: false };
  // The cached category page shows the first 12 products; ?page=N (Explore
  // More without JavaScript) is rendered per request by app/listing.
  const paged = pagedListingPath(url);
  if (paged) return { response: NextResponse.rewrite(new URL(paged + url.search, url.origin)), listing: true };
  // app/listing has no public URL of its own: /listing/... is an unknown category.
  if (url.pathname === '/listing' || url.pathname.startsWith('/listing/')) {
    return { response: NextResponse.rewrite(new URL('/not-a-category', url.origin)), listing: false };
  }
  return { response: NextResponse.next(), listing: false };
}

export const config = {
  matcher: ['/((?!api/|_next/|media/).*)'],
};
