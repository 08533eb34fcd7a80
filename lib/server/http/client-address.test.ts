import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_ADDRESS_HEADER as SERVED_PEER_ADDRESS_HEADER, withPeerAddress } from '@/scripts/peer-address.mjs';
import { parseConfig } from '../config';
import {
  PEER_ADDRESS_HEADER,
  UNKNOWN_CLIENT_ADDRESS,
  clientAddressOf,
  normalizeAddress,
  parseTrustProxy,
  type TrustProxy,
} from './client-address';

function addressOf(trust: TrustProxy, headers: Record<string, string>): string {
  return clientAddressOf(new Headers(headers), trust);
}

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    for (const raw of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(raw)).toEqual({ kind: 'none' });
  });

  it('reads a hop count, and addresses, CIDR ranges and loopback', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    const trust = parseTrustProxy('loopback, 10.0.0.0/8, 192.0.2.7, 2001:db8::/32');
    const headers = (peer: string) => ({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': '203.0.113.9' });
    for (const proxy of ['127.0.0.1', '::1', '10.20.30.40', '192.0.2.7', '2001:db8::5'])
      expect(addressOf(trust, headers(proxy))).toBe('203.0.113.9');
    for (const stranger of ['192.0.2.8', '11.0.0.1', '2001:db9::5'])
      expect(addressOf(trust, headers(stranger))).toBe(stranger);
  });

  it('refuses true, a bad range and a host name, and the config names TRUST_PROXY', () => {
    for (const raw of ['true', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '11'])
      expect(() => parseTrustProxy(raw)).toThrow();
    expect(() => parseConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*hop count/);
    expect(parseConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toEqual({ kind: 'none' });
  });
});

describe('clientAddressOf', () => {
  it('is unknown without the peer header (no request through the shop server)', () => {
    expect(addressOf({ kind: 'none' }, { 'x-forwarded-for': '198.51.100.7' })).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(addressOf({ kind: 'hops', hops: 1 }, { 'x-forwarded-for': '198.51.100.7' })).toBe(UNKNOWN_CLIENT_ADDRESS);
  });

  it('is the peer, whatever X-Forwarded-For and X-Real-IP say, when no proxy is trusted', () => {
    expect(
      addressOf(
        { kind: 'none' },
        { [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.8' },
      ),
    ).toBe('203.0.113.9');
  });

  it('walks X-Forwarded-For from the right, one entry per trusted hop', () => {
    const headers = { [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.7, 203.0.113.9, 10.0.0.1' };
    expect(addressOf({ kind: 'hops', hops: 1 }, headers)).toBe('10.0.0.1');
    expect(addressOf({ kind: 'hops', hops: 2 }, headers)).toBe('203.0.113.9');
    // More hops than entries: the leftmost entry, as far as the chain goes.
    expect(addressOf({ kind: 'hops', hops: 5 }, headers)).toBe('198.51.100.7');
    expect(addressOf(parseTrustProxy('10.0.0.0/8'), headers)).toBe('203.0.113.9');
  });

  it('writes addresses in one form, and stops at the last proxy when the entry beyond it is no address', () => {
    expect(addressOf({ kind: 'none' }, { [PEER_ADDRESS_HEADER]: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(
      addressOf(
        { kind: 'hops', hops: 1 },
        { [PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': '[2001:DB8::7]:443' },
      ),
    ).toBe('2001:db8::7');
    expect(
      addressOf(
        { kind: 'hops', hops: 1 },
        { [PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': '203.0.113.9:5123' },
      ),
    ).toBe('203.0.113.9');
    expect(
      addressOf({ kind: 'hops', hops: 1 }, { [PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': 'not-an-address' }),
    ).toBe('10.0.0.1');
    expect(normalizeAddress('unknown')).toBeNull();
  });
});

describe('withPeerAddress (scripts/serve.mjs)', () => {
  it('replaces any peer header the client sends with the socket address', async () => {
    expect(SERVED_PEER_ADDRESS_HEADER).toBe(PEER_ADDRESS_HEADER);
    const seen: (string | string[] | undefined)[] = [];
    const server = http.createServer(
      withPeerAddress((request, response) => {
        seen.push(
          request.headers[PEER_ADDRESS_HEADER],
          request.rawHeaders.filter((name) => name.toLowerCase() === PEER_ADDRESS_HEADER).length === 1
            ? 'one raw'
            : 'raw copies',
        );
        response.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Shop-Peer-Address': '198.51.100.7' } });
      expect(await response.text()).toBe('ok');
      expect(seen).toEqual(['127.0.0.1', 'one raw']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
