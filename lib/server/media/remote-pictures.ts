import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { MAX_PICTURE_BYTES } from './picture-processing';

/**
 * Pictures a products CSV names by URL (Shopify's Image Src), fetched by the server only from the hosts the
 * owner allows (IMPORT_PICTURE_HOSTS) and never from the shop's own network: a host name is resolved when
 * the connection is made, and an address that is private, loopback, link-local or otherwise not public
 * is refused there (so a name cannot be made to point inside between a check and the request). An entry
 * that is itself an address (`10.0.0.5:8080`) is the owner naming that machine, and is allowed as named.
 * Redirects are not followed; the answer is read within a time limit and the picture size limit.
 */
const REMOTE_PICTURE_TIMEOUT_MS = 10_000;

export class RemotePictureError extends Error {}

const notPublic = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv6');

/** Whether an address is outside the public internet (the shop's own network, loopback, link-local...). */
function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return notPublic.check(mapped[1], 'ipv4');
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  return notPublic.check(address, family);
}

/** IMPORT_PICTURE_HOSTS as entries: `host` or `host:port`, lower-cased. */
export function allowedHostsOf(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** The connection's lookup: every address the name resolves to must be public. */
function publicOnlyLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => isNonPublicAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(
        new RemotePictureError(`resolves to ${refused?.address ?? 'no address'}, inside a private network: refused`),
        '',
      );
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    return callback(null, first?.address ?? '', first?.family);
  });
}

/** The picture's bytes, or RemotePictureError saying why not (the message completes "Image Src: ..."). */
export async function fetchRemotePicture(source: string, allowedHosts: readonly string[]): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new RemotePictureError('must be an http or https address of a picture');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RemotePictureError('must be an http or https address of a picture');
  if (url.username !== '' || url.password !== '')
    throw new RemotePictureError('must not carry a user name or password');
  const host = url.host.toLowerCase();
  if (!allowedHosts.includes(host))
    throw new RemotePictureError(
      `is on ${host}, which is not among the hosts pictures may be fetched from (IMPORT_PICTURE_HOSTS)`,
    );
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const byAddress = net.isIP(literal) !== 0;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const fail = (message: string) => {
      request.destroy();
      reject(new RemotePictureError(message));
    };
    const timer = setTimeout(
      () => fail(`did not answer within ${REMOTE_PICTURE_TIMEOUT_MS / 1000} seconds`),
      REMOTE_PICTURE_TIMEOUT_MS,
    );
    const request = client.get(
      url,
      { headers: { accept: 'image/*' }, ...(byAddress ? {} : { lookup: publicOnlyLookup }) },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400)
          return fail(`answered a redirect (${status}): give the picture's own address`);
        if (status !== 200) return fail(`answered ${status}, not a picture`);
        if (Number(response.headers['content-length'] ?? '0') > MAX_PICTURE_BYTES)
          return fail(`is larger than ${MAX_PICTURE_BYTES / 2 ** 20} MB`);
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > MAX_PICTURE_BYTES) return fail(`is larger than ${MAX_PICTURE_BYTES / 2 ** 20} MB`);
          chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks));
        });
        response.on('error', (error) => fail(`could not be read: ${error.message}`));
      },
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(
        error instanceof RemotePictureError ? error : new RemotePictureError(`could not be fetched: ${error.message}`),
      );
    });
  });
}
