import 'server-only';
import { BlockList, isIP } from 'node:net';

/**
 * The private header in which the shop's own server (scripts/serve.mjs) passes
 * on the address of the connection's peer. The server deletes any copy a
 * client sends, so only the server can set it (docs/decisions/011-client-address.md).
 * scripts/peer-address.mjs spells the same name; client-address.test.ts holds them together.
 */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';

/** The client address of a request that did not come through the shop's server (a test, `next dev`). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * Which proxies in front of the shop may speak for the client in
 * X-Forwarded-For: none, the nearest `hops` of them, or those whose address
 * falls in a list of ranges.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: BlockList };

const MAX_HOPS = 10;
const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

/** Thrown for a TRUST_PROXY value that is neither a hop count nor a list of addresses and ranges. */
export class InvalidTrustProxyError extends Error {}

/**
 * Reads TRUST_PROXY: unset (or 0 / false) trusts no proxy; a number trusts
 * that many hops; otherwise a comma-separated list of addresses, CIDR ranges
 * and the word `loopback` names the proxies. `true` (any proxy) is refused:
 * it would hand the address to whoever writes the header.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new InvalidTrustProxyError(`must be at most ${MAX_HOPS} hops`);
    return { kind: 'hops', hops };
  }
  const ranges = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    for (const range of entry.toLowerCase() === 'loopback' ? LOOPBACK_RANGES : [entry]) addRange(ranges, range);
  }
  return { kind: 'ranges', ranges };
}

function addRange(ranges: BlockList, range: string): void {
  const [address = '', prefix, extra] = range.split('/');
  const family = isIP(address);
  const bits = family === 6 ? 128 : 32;
  const length = prefix === undefined ? bits : Number(prefix);
  if (family === 0 || extra !== undefined || !/^\d+$/.test(prefix ?? String(bits)) || length > bits) {
    throw new InvalidTrustProxyError(`"${range}" is not a hop count, an address, a CIDR range or "loopback"`);
  }
  ranges.addSubnet(address, length, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * One address as a proxy or socket writes it, in plain form: IPv4-mapped IPv6
 * (::ffff:203.0.113.7) as IPv4, a port or brackets dropped; null when it is no address.
 */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  const family = isIP(value);
  if (family === 0) return null;
  return family === 6 ? value.toLowerCase() : value;
}

function listOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function isTrustedHop(address: string, hop: number, trust: TrustProxy): boolean {
  if (trust.kind === 'hops') return hop < trust.hops;
  if (trust.kind === 'ranges') return trust.ranges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return false;
}

/**
 * The address the per-address limits and the IP location lookup go by: the
 * connection's peer, or, while that hop is a trusted proxy, the entry it
 * appended to X-Forwarded-For, walking from the right. Entries further left
 * were written by the client and are never believed on their own.
 */
export function clientAddressOf(headers: Headers, trust: TrustProxy): string {
  const peer = normalizeAddress(headers.get(PEER_ADDRESS_HEADER) ?? '');
  if (!peer) return UNKNOWN_CLIENT_ADDRESS;
  const forwarded = listOf(headers.get('x-forwarded-for')).reverse();
  let client = peer;
  for (const [hop, entry] of forwarded.entries()) {
    if (!isTrustedHop(client, hop, trust)) break;
    // A trusted proxy that wrote something other than an address is the farthest we can vouch for.
    const next = normalizeAddress(entry);
    if (!next) break;
    client = next;
  }
  return client;
}

/**
 * The hosts the request was sent to, as the trusted proxies in front of the
 * shop name them in X-Forwarded-Host, nearest proxy first: each proxy that
 * appends to X-Forwarded-For appends the host it was asked for here. The
 * same walk as clientAddressOf: an entry counts only while the hop that
 * wrote it is trusted, so with no TRUST_PROXY (or no peer address) the list
 * is empty and the header is never believed.
 */
export function forwardedHostsOf(headers: Headers, trust: TrustProxy): string[] {
  const peer = normalizeAddress(headers.get(PEER_ADDRESS_HEADER) ?? '');
  if (!peer) return [];
  const hosts = listOf(headers.get('x-forwarded-host')).reverse();
  const clients = listOf(headers.get('x-forwarded-for')).reverse();
  const vouched: string[] = [];
  let proxy: string | null = peer;
  for (const [hop, host] of hosts.entries()) {
    if (proxy === null || !isTrustedHop(proxy, hop, trust)) break;
    vouched.push(host);
    proxy = normalizeAddress(clients[hop] ?? '');
  }
  return vouched;
}
