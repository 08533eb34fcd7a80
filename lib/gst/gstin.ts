import { isIndianStateCode } from './states';

/**
 * GSTIN: 15 characters, 2-digit state code, the holder's 10-character PAN,
 * the entity number (1-9, A-Z), 'Z' by default, and a check character
 * computed over the first 14 by the GST Network's mod-36 scheme (a Luhn
 * mod-N over the alphabet 0-9A-Z, weights 1 and 2 alternating from the left).
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new Error('A GSTIN check character needs 14 characters 0-9, A-Z');
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** Why a GSTIN is not valid (already trimmed and upper-cased), or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15 || !GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!isIndianStateCode(gstin.slice(0, 2)) && gstin.slice(0, 2) !== '97') return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return null;
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape: 'must be a 15-character GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character',
  state: 'must start with the 2-digit code of an Indian state or union territory',
  check: 'has a wrong check character (the last one): look for a mistyped character',
};
