import fc from 'fast-check';
import { gstinCheckCharacter, gstinProblem } from './gstin';
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
    const unknownState = `99AAPFU0939F1Z`;
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe('state');
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
