import 'server-only';
import crypto from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random ids shaped like the providers': order_ + 14 characters, 17 upper-case characters, ... */
export function randomId(length: number, alphabet: 'mixed' | 'upper' = 'mixed'): string {
  const chars = alphabet === 'upper' ? UPPER_ALPHANUMERIC : ALPHANUMERIC;
  return Array.from(crypto.randomBytes(length), (byte) => chars[byte % chars.length]).join('');
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function notFound(): Response {
  return json({ error: 'Not found' }, 404);
}

/** The JSON body, or undefined when there is none or it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Compares two secrets in constant time (of their hashes, so lengths may differ). */
export function sameSecret(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

export function basicCredentials(request: Request): { user: string; password: string } | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1];
  if (encoded === undefined) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function bearerToken(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1] ?? null;
}

export function unixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
