import 'server-only';
import { ApiError } from '../../contract';
import { forwardedHostsOf, type TrustProxy } from './client-address';

export const CROSS_SITE_MESSAGE =
  'This call is refused: it comes from a page of another site. Open the back office at the address the shop is served from; behind a proxy that changes the Host header, set TRUST_PROXY so the X-Forwarded-Host it sends is believed.';

/**
 * `host` (a Host or X-Forwarded-Host value) as a URL of `protocol` writes it:
 * lower case, the protocol's default port dropped; null when it is no host.
 */
function hostAs(protocol: string, host: string): string | null {
  const value = host.trim();
  if (value === '' || /[/?#@\s]/.test(value) || !URL.canParse(`${protocol}//${value}`)) return null;
  return new URL(`${protocol}//${value}`).host;
}

/**
 * Whether a browser's Origin is this shop as the request reached it: the Host
 * header (the request's own URL when there is none), a host a trusted proxy
 * forwarded (X-Forwarded-Host, only through the proxies TRUST_PROXY names),
 * or SITE_URL, the shop's declared address.
 */
function isOwnOrigin(origin: string, request: Request, trust: TrustProxy, siteUrl: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { protocol, host, origin: normalized } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  if (normalized === new URL(siteUrl).origin) return true;
  const reached = [
    request.headers.get('host') ?? new URL(request.url).host,
    ...forwardedHostsOf(request.headers, trust),
  ];
  return reached.some((candidate) => hostAs(protocol, candidate) === host);
}

/**
 * A state-changing back-office call must come from the shop's own pages
 * (docs/decisions/018). Browsers say where a call comes from, and each
 * signal a request carries must agree: Sec-Fetch-Site `same-origin` (or
 * `none`, the person's own action; `same-site` is a sibling sub-domain, so
 * refused), and Origin naming the address the request reached (isOwnOrigin),
 * not SITE_URL alone: a shop opened by its IP address or another port is
 * its own site. A browser on plain http at an address other than localhost
 * sends only Origin. A request with neither is no browser's: a script, which
 * authenticates with a token no other site can make a browser send; the
 * session cookie is SameSite=Strict besides.
 */
export function refuseCrossSiteRequest(request: Request, trust: TrustProxy, siteUrl: string): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
    throw new ApiError('forbidden', CROSS_SITE_MESSAGE);
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, request, trust, siteUrl))
    throw new ApiError('forbidden', CROSS_SITE_MESSAGE);
}
