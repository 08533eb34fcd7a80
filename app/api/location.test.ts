/**
 * GET /api/location/: the shopper's country for currency detection, from a
 * trusted CDN header or the IP location service (a local HTTP server here),
 * never an error.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { locationResponse } from '@/lib/contract/location';
import { DEFAULT_IP_LOCATION_URL, getConfig, resetConfigForTests } from '@/lib/server/config';
import { handlers } from '@/lib/server/handlers';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import {
  CountryCache,
  DEFAULT_GEO_COUNTRY_HEADERS,
  IP_LOCATION_TIMEOUT_MS,
  LOCATION_CACHE_MAX_ENTRIES,
  LOCATION_CACHE_TTL_MS,
  clearLocationCacheForTests,
  getLocationSettings,
  isPublicAddress,
  locateShopper,
} from '@/lib/server/services/catalogue/location';
import { callRoute } from '@/lib/testing/test-database';
import { GET as getLocation } from './location/route';

type Answer = { status?: number; body?: string };

let server: http.Server;
let serviceUrl = '';
/** The paths the IP location service was asked for, in order. */
const asked: string[] = [];
/** What the service answers for an address; by default IN for 49.36.x.x, US otherwise. */
let answerFor: (address: string) => Answer;
const defaultAnswer = (address: string): Answer => ({
  body: JSON.stringify({
    ip: address,
    country_code: address.startsWith('49.36.') ? 'IN' : 'US',
    country_name: 'whatever',
  }),
});

const savedEnv = { ...process.env };
function setEnv(env: Record<string, string | undefined>) {
  process.env = { ...savedEnv };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const address = decodeURIComponent((request.url ?? '').split('/')[1] ?? '');
    const answer = answerFor(address);
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(answer.body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{ip}/json/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  process.env = { ...savedEnv };
  resetConfigForTests();
});
beforeEach(() => {
  asked.length = 0;
  answerFor = defaultAnswer;
  clearLocationCacheForTests();
  setEnv({ IP_LOCATION_URL: serviceUrl, GEO_COUNTRY_HEADER: undefined });
});

async function locate(headers: Record<string, string> = {}) {
  const { status, body, headers: answerHeaders } = await callRoute(getLocation, '/api/location/', { headers });
  expect(status).toBe(200);
  return { country: locationResponse.parse(body).country_code, cacheControl: answerHeaders.get('cache-control') };
}

describe('the settings', () => {
  it('default to the four usual country headers, in order, and ipapi.co with the address', () => {
    setEnv({ IP_LOCATION_URL: undefined, GEO_COUNTRY_HEADER: undefined });
    expect(getConfig().IP_LOCATION_URL).toBe('https://ipapi.co/{ip}/json/');
    expect(DEFAULT_IP_LOCATION_URL).toBe('https://ipapi.co/{ip}/json/');
    expect(getLocationSettings()).toEqual({
      countryHeaders: ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'],
      ipLocationUrl: 'https://ipapi.co/{ip}/json/',
      timeoutMs: 1500,
    });
  });

  it('take one header name, and turn the lookup off with an empty IP_LOCATION_URL', () => {
    setEnv({ GEO_COUNTRY_HEADER: 'X-Geo-Country', IP_LOCATION_URL: '' });
    expect(getLocationSettings()).toMatchObject({ countryHeaders: ['x-geo-country'], ipLocationUrl: null });
  });

  it('refuse a URL without {ip}, a URL that is not http(s), and a header name with spaces', () => {
    setEnv({ IP_LOCATION_URL: 'https://ipapi.co/json/' });
    expect(() => getConfig()).toThrow(/IP_LOCATION_URL/);
    setEnv({ IP_LOCATION_URL: 'ftp://ip.example/{ip}' });
    expect(() => getConfig()).toThrow(/IP_LOCATION_URL/);
    setEnv({ GEO_COUNTRY_HEADER: 'cf ipcountry' });
    expect(() => getConfig()).toThrow(/GEO_COUNTRY_HEADER: must be one HTTP header name/);
  });
});

describe('GET /api/location/ with a CDN country header', () => {
  it('answers the country of the first header in order, without asking the IP service', async () => {
    const publicAddress = { [PEER_ADDRESS_HEADER]: '8.8.8.8' };
    expect(
      await locate({ ...publicAddress, 'cf-ipcountry': 'IN', 'x-vercel-ip-country': 'US', 'x-country-code': 'GB' }),
    ).toEqual({
      country: 'IN',
      cacheControl: 'private, no-store',
    });
    expect(
      (await locate({ ...publicAddress, 'x-vercel-ip-country': 'US', 'cloudfront-viewer-country': 'IN' })).country,
    ).toBe('US');
    expect(
      (await locate({ ...publicAddress, 'cloudfront-viewer-country': 'IN', 'x-country-code': 'US' })).country,
    ).toBe('IN');
    expect((await locate({ ...publicAddress, 'x-country-code': 'de' })).country).toBe('DE');
    expect(asked).toEqual([]);
  });

  it('skips values that are not a known two-letter country (XX, T1, IND, digits, empty)', async () => {
    for (const value of ['XX', 'xx', 'T1', 'IND', '1N', 'I', ' ']) {
      expect((await locate({ 'cf-ipcountry': value, 'x-vercel-ip-country': 'FR' })).country).toBe('FR');
      expect((await locate({ 'cf-ipcountry': value })).country).toBeNull();
    }
    expect(DEFAULT_GEO_COUNTRY_HEADERS[0]).toBe('cf-ipcountry');
  });

  it('trusts only GEO_COUNTRY_HEADER when it is set', async () => {
    setEnv({ IP_LOCATION_URL: '', GEO_COUNTRY_HEADER: 'x-geo-country' });
    expect((await locate({ 'cf-ipcountry': 'IN', 'x-geo-country': 'US' })).country).toBe('US');
    expect((await locate({ 'cf-ipcountry': 'IN' })).country).toBeNull();
  });

  it('needs no token and takes none in the URL', async () => {
    expect((await locate({ 'cf-ipcountry': 'IN' })).country).toBe('IN');
    const { status } = await callRoute(getLocation, '/api/location/?token=abc', { headers: { 'cf-ipcountry': 'IN' } });
    expect(status).toBe(400);
  });
});

describe('GET /api/location/ from the IP location service', () => {
  it("asks about the client's address and answers its country_code", async () => {
    expect(await locate({ [PEER_ADDRESS_HEADER]: '49.36.12.34' })).toEqual({
      country: 'IN',
      cacheControl: 'private, no-store',
    });
    // Behind a trusted proxy, the address it appended to X-Forwarded-For.
    setEnv({ IP_LOCATION_URL: serviceUrl, TRUST_PROXY: '10.0.0.0/8' });
    expect(await locate({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '8.8.8.8' })).toEqual({
      country: 'US',
      cacheControl: 'private, no-store',
    });
    expect(asked).toEqual(['/49.36.12.34/json/', '/8.8.8.8/json/']);
  });

  it('asks about a public IPv6 address too', async () => {
    expect((await locate({ [PEER_ADDRESS_HEADER]: '2001:4860:4860::8888' })).country).toBe('US');
    expect(asked).toEqual(['/2001:4860:4860::8888/json/']);
  });

  it('never asks about private, loopback, link-local or unknown addresses', async () => {
    const ipv4 = [
      '10.1.2.3',
      '127.0.0.1',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
    ];
    const ipv6 = ['::1', '::', 'fe80::1', 'fd00::5', '::ffff:192.168.0.1'];
    for (const address of [...ipv4, ...ipv6, 'unknown', 'not-an-ip']) {
      expect((await locate({ [PEER_ADDRESS_HEADER]: address })).country).toBeNull();
    }
    expect((await locate()).country).toBeNull();
    expect(asked).toEqual([]);
    expect(isPublicAddress('::ffff:49.36.12.34')).toBe(true);
    expect(isPublicAddress('172.32.0.1')).toBe(true);
  });

  it('answers null, never an error, when the service fails or knows nothing', async () => {
    const failures: Answer[] = [
      { status: 429, body: JSON.stringify({ error: true, reason: 'RateLimited' }) },
      { status: 500, body: '{"country_code":"IN"}' },
      { body: '<html>rate limited</html>' },
      { body: JSON.stringify({ error: true, reason: 'Reserved IP Address' }) },
      { body: JSON.stringify({ country_code: 'XX' }) },
      { body: JSON.stringify({ country_code: 'India' }) },
    ];
    for (const [index, failure] of failures.entries()) {
      answerFor = () => failure;
      expect((await locate({ [PEER_ADDRESS_HEADER]: `8.8.4.${index + 1}` })).country).toBeNull();
    }
    expect(asked).toHaveLength(failures.length);
  });

  it('answers null when the service cannot be reached', async () => {
    setEnv({ IP_LOCATION_URL: 'http://127.0.0.1:9/{ip}/json/' });
    expect((await locate({ [PEER_ADDRESS_HEADER]: '8.8.8.8' })).country).toBeNull();
  });

  it(`gives up after ${IP_LOCATION_TIMEOUT_MS} ms: the lookup is aborted and the answer is null`, async () => {
    // A service that never answers, on a fake clock: the timeout is a counted step, not a wait.
    jest.useFakeTimers();
    try {
      const lookups: string[] = [];
      let aborted = false;
      const silentService: typeof fetch = (url, init) => {
        lookups.push(url instanceof Request ? url.url : url.toString());
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        });
      };
      let answered = false;
      const located = locateShopper(null, '8.8.8.8', { fetchImpl: silentService, cache: new CountryCache() }).finally(
        () => (answered = true),
      );

      await jest.advanceTimersByTimeAsync(IP_LOCATION_TIMEOUT_MS - 1);
      expect({ answered, aborted }).toEqual({ answered: false, aborted: false });
      await jest.advanceTimersByTimeAsync(1);
      expect({ answered, aborted }).toEqual({ answered: true, aborted: true });
      await expect(located).resolves.toEqual({ country_code: null });
      expect(lookups).toEqual([serviceUrl.replace('{ip}', '8.8.8.8')]);
      expect(getLocationSettings().timeoutMs).toBe(IP_LOCATION_TIMEOUT_MS);
      expect(IP_LOCATION_TIMEOUT_MS).toBe(1500);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks nothing when IP_LOCATION_URL is empty', async () => {
    setEnv({ IP_LOCATION_URL: '' });
    expect((await locate({ [PEER_ADDRESS_HEADER]: '8.8.8.8' })).country).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks once per address: later calls answer from the cache', async () => {
    expect((await locate({ [PEER_ADDRESS_HEADER]: '49.36.12.34' })).country).toBe('IN');
    answerFor = () => ({ body: JSON.stringify({ country_code: 'US' }) });
    expect((await locate({ [PEER_ADDRESS_HEADER]: '49.36.12.34' })).country).toBe('IN');
    expect((await locate({ [PEER_ADDRESS_HEADER]: '8.8.8.8' })).country).toBe('US');
    expect(asked).toEqual(['/49.36.12.34/json/', '/8.8.8.8/json/']);

    // A failure is remembered too, so a rate limit is not hammered.
    answerFor = () => ({ status: 429, body: '{}' });
    expect((await locate({ [PEER_ADDRESS_HEADER]: '1.1.1.1' })).country).toBeNull();
    answerFor = defaultAnswer;
    expect((await locate({ [PEER_ADDRESS_HEADER]: '1.1.1.1' })).country).toBeNull();
    expect(asked).toHaveLength(3);
  });

  it('the in-process call (server rendering) has no headers and no address: null, no lookup', async () => {
    await expect(handlers.getLocation({}, { token: null, clientAddress: 'server' })).resolves.toEqual({
      country_code: null,
    });
    expect(asked).toEqual([]);
  });
});

describe('CountryCache', () => {
  it('forgets an answer after its time to live', () => {
    let now = 1_000;
    const cache = new CountryCache(10, () => now);
    cache.set('8.8.8.8', 'US', LOCATION_CACHE_TTL_MS);
    cache.set('1.1.1.1', null, 60_000);
    expect(cache.get('8.8.8.8')).toBe('US');
    expect(cache.get('1.1.1.1')).toBeNull();
    now += 60_000;
    expect(cache.get('1.1.1.1')).toBeUndefined();
    expect(cache.get('8.8.8.8')).toBe('US');
    now += LOCATION_CACHE_TTL_MS;
    expect(cache.get('8.8.8.8')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(LOCATION_CACHE_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('keeps at most its limit of addresses, dropping the oldest first', () => {
    const cache = new CountryCache(2);
    cache.set('a', 'IN', 60_000);
    cache.set('b', 'US', 60_000);
    cache.set('c', 'GB', 60_000);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('US');
    expect(cache.get('c')).toBe('GB');
    expect(LOCATION_CACHE_MAX_ENTRIES).toBe(1000);
  });
});
