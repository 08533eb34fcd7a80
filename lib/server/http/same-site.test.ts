import { ApiError } from '@/lib/contract';
import { PEER_ADDRESS_HEADER, forwardedHostsOf, parseTrustProxy } from './client-address';
import { CROSS_SITE_MESSAGE, refuseCrossSiteRequest } from './same-site';

/** SITE_URL left at its default while the shop is opened elsewhere: the case issue 28 is about. */
const DEFAULT_SITE_URL = 'http://localhost:3000';

function verdict(
  url: string,
  headers: Record<string, string>,
  options: { trustProxy?: string; siteUrl?: string } = {},
): 'allowed' | string {
  const request = new Request(url, { method: 'POST', headers });
  try {
    refuseCrossSiteRequest(request, parseTrustProxy(options.trustProxy), options.siteUrl ?? DEFAULT_SITE_URL);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return `${error.status} ${error.message}`;
  }
}

const REFUSED = `403 ${CROSS_SITE_MESSAGE}`;

describe('refuseCrossSiteRequest: a back-office POST comes from the shop as the request reached it', () => {
  it('lets a same-origin fetch through whatever SITE_URL says, and the person’s own action (none)', () => {
    const at = 'http://127.0.0.1:3300/api/admin/login/';
    const host = { host: '127.0.0.1:3300' };
    expect(verdict(at, { ...host, 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3300' })).toBe('allowed');
    expect(verdict(at, { ...host, 'sec-fetch-site': 'same-origin' })).toBe('allowed');
    expect(verdict(at, { ...host, 'sec-fetch-site': 'none' })).toBe('allowed');
  });

  it('refuses a cross-site or same-site fetch, even when its Origin would pass', () => {
    const at = 'http://127.0.0.1:3300/api/admin/login/';
    for (const fetchSite of ['cross-site', 'same-site'])
      expect(
        verdict(at, { host: '127.0.0.1:3300', 'sec-fetch-site': fetchSite, origin: 'http://127.0.0.1:3300' }),
      ).toBe(REFUSED);
  });

  it('lets an Origin equal to the Host through (plain http on a LAN address sends no Sec-Fetch-Site)', () => {
    expect(
      verdict('http://192.168.1.20:3000/api/admin/login/', {
        host: '192.168.1.20:3000',
        origin: 'http://192.168.1.20:3000',
      }),
    ).toBe('allowed');
    // The default port is the same address, written or not.
    expect(
      verdict('https://shop.example/api/admin/login/', { host: 'shop.example:443', origin: 'https://shop.example' }),
    ).toBe('allowed');
    expect(
      verdict('http://shop.example/api/admin/login/', { host: 'SHOP.example', origin: 'http://shop.example' }),
    ).toBe('allowed');
    // With no Host header (an in-process call), the request's own URL is the address it reached.
    expect(verdict('http://127.0.0.1:3300/api/admin/login/', { origin: 'http://127.0.0.1:3300' })).toBe('allowed');
  });

  it('refuses an Origin other than the Host, another port of the same host, and an opaque origin', () => {
    const at = 'http://127.0.0.1:3300/api/admin/login/';
    const host = { host: '127.0.0.1:3300' };
    expect(verdict(at, { ...host, origin: 'https://evil.example' })).toBe(REFUSED);
    expect(verdict(at, { ...host, origin: 'http://127.0.0.1:3301' })).toBe(REFUSED);
    expect(verdict(at, { ...host, origin: 'null' })).toBe(REFUSED);
    // A same-origin fetch whose Origin names another site is no browser's: refused too.
    expect(verdict(at, { ...host, 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' })).toBe(REFUSED);
  });

  it('still lets SITE_URL through: the address the shop declares (a proxy that rewrites Host)', () => {
    expect(
      verdict(
        'http://10.0.0.5:3000/api/admin/login/',
        { host: '10.0.0.5:3000', origin: 'https://shop.example' },
        { siteUrl: 'https://shop.example' },
      ),
    ).toBe('allowed');
  });

  it('believes X-Forwarded-Host only from a proxy TRUST_PROXY names', () => {
    const behindProxy = {
      host: '10.0.0.5:3000',
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-for': '203.0.113.7',
      [PEER_ADDRESS_HEADER]: '10.0.0.2',
    };
    const at = 'http://10.0.0.5:3000/api/admin/login/';
    expect(verdict(at, behindProxy, { trustProxy: '10.0.0.0/8' })).toBe('allowed');
    expect(verdict(at, behindProxy, { trustProxy: '1' })).toBe('allowed');
    expect(verdict(at, behindProxy)).toBe(REFUSED);
    expect(verdict(at, { ...behindProxy, [PEER_ADDRESS_HEADER]: '198.51.100.4' }, { trustProxy: '10.0.0.0/8' })).toBe(
      REFUSED,
    );
    // A request that did not come through the shop's server (no peer address) has no trusted proxy.
    const { [PEER_ADDRESS_HEADER]: _peer, ...noPeer } = behindProxy;
    expect(verdict(at, noPeer, { trustProxy: '1' })).toBe(REFUSED);
  });

  it('lets a request with neither header through: a script, which signs in with a token', () => {
    expect(verdict('http://127.0.0.1:3300/api/admin/login/', { host: '127.0.0.1:3300' })).toBe('allowed');
  });
});

describe('forwardedHostsOf', () => {
  it('walks from the nearest proxy while each hop is trusted', () => {
    const headers = new Headers({
      [PEER_ADDRESS_HEADER]: '10.0.0.2',
      'x-forwarded-host': 'forged.example, shop.example, internal.lb',
      'x-forwarded-for': '203.0.113.7, 10.0.0.9',
    });
    // 10.0.0.2 wrote internal.lb, 10.0.0.9 (trusted) wrote shop.example, 203.0.113.7 (a client) wrote the first.
    expect(forwardedHostsOf(headers, parseTrustProxy('10.0.0.0/8'))).toEqual(['internal.lb', 'shop.example']);
    expect(forwardedHostsOf(headers, parseTrustProxy('1'))).toEqual(['internal.lb']);
    expect(forwardedHostsOf(headers, parseTrustProxy(undefined))).toEqual([]);
  });
});
