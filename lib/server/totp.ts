import 'server-only';
import crypto from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1,
 * 6 digits, 30-second steps, what every authenticator app speaks. Only
 * node:crypto; the secret travels as RFC 4648 base32 in an otpauth:// URI.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are accepted: a phone clock a little off still signs in. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function generateTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

/** RFC 4226 HOTP of one counter value. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export function totpStepAt(time: Date): number {
  return Math.floor(time.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an app shows at `time`. */
export function totpAt(secretBase32: string, time: Date): string {
  return hotp(base32Decode(secretBase32), totpStepAt(time));
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of `time`, or null.
 * The caller refuses a step it accepted before (no replay).
 */
export function matchTotpStep(secretBase32: string, code: string, time: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStepAt(time);
  const given = Buffer.from(code);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    if (crypto.timingSafeEqual(Buffer.from(hotp(secret, step)), given)) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

function secretKey(authSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', authSecret, 'shop-staff-totp', 'totp secret encryption v1', 32));
}

/** The secret as stored: AES-256-GCM under a key derived from AUTH_SECRET, so a copy of the database alone yields no codes. */
export function encryptTotpSecret(secretBase32: string, authSecret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', secretKey(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    ':',
  );
}

export function decryptTotpSecret(stored: string, authSecret: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== 'v1' || iv === undefined || tag === undefined || sealed === undefined)
    throw new Error('Unknown TOTP secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', secretKey(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
