import fc from 'fast-check';
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem } from './gstin';
import { INDIAN_STATES, indianStateName, isIndianStateCode } from './states';

describe('GSTIN check character (mod 36)', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts the published GSTIN %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses a mistyped check character, a wrong shape and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    // Extra characters before or after a valid GSTIN are refused, not ignored.
    expect(gstinProblem('X27AAPFU0939F1ZV')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1ZV ')).toBe('shape');
    const unknownState = `99AAPFU0939F1Z`;
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe('state');
  });

  it("accepts the code 97 of Other Territory, which is no state's", () => {
    const otherTerritory = '97AAPFU0939F1Z';
    const gstin = otherTerritory + gstinCheckCharacter(otherTerritory);
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinProblem(`97${gstin.slice(2, 14)}${gstin[14] === '0' ? '1' : '0'}`)).toBe('check');
  });

  it('computes a check character only over exactly 14 characters 0-9, A-Z', () => {
    const refusal = new Error('A GSTIN check character needs 14 characters 0-9, A-Z');
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(refusal);
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(refusal);
    // Extra characters before or after the 14 are refused, not ignored.
    expect(() => gstinCheckCharacter('27AAPFU0939F1ZV')).toThrow(refusal);
    expect(() => gstinCheckCharacter('-27AAPFU0939F1Z')).toThrow(refusal);
  });

  it('tells the shopper what is wrong with a GSTIN', () => {
    expect(GSTIN_MESSAGES).toEqual({
      shape: 'must be a 15-character GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character',
      state: 'must start with the 2-digit code of an Indian state or union territory',
      check: 'has a wrong check character (the last one): look for a mistyped character',
    });
  });

  it('catches every single-character substitution of a valid GSTIN', () => {
    const base = '08AAPFU0939F1Z';
    const valid = base + gstinCheckCharacter(base);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 13 }),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (at, ch) => {
          fc.pre(valid[at] !== ch);
          const typo = valid.slice(0, at) + ch + valid.slice(at + 1);
          expect(gstinProblem(typo)).not.toBeNull();
        },
      ),
    );
  });
});

describe('Indian states', () => {
  it('lists each GST state code once, Rajasthan as 08', () => {
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(INDIAN_STATES.length);
    expect(indianStateName('08')).toBe('Rajasthan');
    expect(indianStateName('27')).toBe('Maharashtra');
    expect(isIndianStateCode('25')).toBe(false);
  });
});
