import { parseInt8, parseNumeric } from './connection';

describe('PostgreSQL int8 and numeric parsers', () => {
  it('answers numbers, as better-sqlite3 does', () => {
    expect(parseInt8('42')).toBe(42);
    expect(parseInt8('-7')).toBe(-7);
    expect(parseInt8(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseNumeric('1234')).toBe(1234);
    expect(parseNumeric('2.5')).toBe(2.5);
  });

  it('refuses a value a JS number would round instead of answering it wrong', () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
    expect(() => parseNumeric('9007199254740993')).toThrow(RangeError);
    expect(() => parseNumeric('NaN')).toThrow(RangeError);
  });
});
