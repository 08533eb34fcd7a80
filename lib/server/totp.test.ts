import {
  base32Decode,
  base32Encode,
  decryptTotpSecret,
  encryptTotpSecret,
  generateTotpSecret,
  hotp,
  matchTotpStep,
  otpauthUri,
  totpAt,
  totpStepAt,
} from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8-digit codes; the last 6 digits are the 6-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('gives the RFC test vector at %i s', (seconds, eightDigits) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(eightDigits.slice(-6));
  });

  it('matches RFC 4226 HOTP test values', () => {
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
  });

  it('accepts one step either side and nothing further', () => {
    const secret = generateTotpSecret();
    const now = new Date('2026-11-26T10:00:15Z');
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotpStep(secret, totpAt(secret, new Date(now.getTime() + offset * 30_000)), now)).toBe(step + offset);
    }
    expect(matchTotpStep(secret, totpAt(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32 and the encrypted secret, and refuses another key', () => {
    const bytes = Buffer.from('any bytes at all');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    const secret = generateTotpSecret();
    const stored = encryptTotpSecret(secret, 'k'.repeat(40));
    expect(stored).not.toContain(secret);
    expect(decryptTotpSecret(stored, 'k'.repeat(40))).toBe(secret);
    expect(() => decryptTotpSecret(stored, 'x'.repeat(40))).toThrow();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('ABC', 'Shop', '+911234567890')).toBe(
      'otpauth://totp/Shop%3A%2B911234567890?secret=ABC&issuer=Shop&algorithm=SHA1&digits=6&period=30',
    );
  });
});
