/**
 * Next answers a path with repeated slashes (/product/1//) with a 308 to the
 * path with them collapsed (/product/1/) before proxy.ts runs, and proxy.ts
 * then strips the trailing slash: two redirects for one URL. The production
 * server (scripts/serve.mjs) asks this first and answers the final page URL
 * in one 308. API paths keep their trailing slash (the contract's form).
 * Plain JavaScript so the production server runs on Node alone.
 */

/**
 * The one URL a request path with repeated slashes or backslashes redirects
 * to, or null when the path has none (Next and proxy.ts handle the rest).
 *
 * @param {string} url the request target, path and query (`/product/1//?a=b`)
 * @returns {string | null}
 */
export function collapsedPageUrl(url) {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (!/(\\|\/\/)/.test(path)) return null;
  // Collapsing leading slashes too means '//host/' can never become an off-site redirect.
  const collapsed = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const isApi = collapsed === '/api' || collapsed.startsWith('/api/');
  const clean = isApi || collapsed === '/' ? collapsed : collapsed.replace(/\/$/, '');
  return clean + query;
}
