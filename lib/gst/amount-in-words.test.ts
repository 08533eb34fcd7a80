import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('says rupees and paise the Indian way', () => {
    expect(amountInWords(1_234_560, 'INR')).toBe(
      'Rupees Twelve Thousand Three Hundred Forty-Five and Sixty Paise Only',
    );
    expect(amountInWords(1_234_567_800, 'INR')).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(amountInWords(10_000_005, 'INR')).toBe('Rupees One Lakh and Five Paise Only');
    expect(amountInWords(250_000, 'INR')).toBe('Rupees Two Thousand Five Hundred Only');
    expect(amountInWords(99, 'INR')).toBe('Rupees Zero and Ninety-Nine Paise Only');
    expect(amountInWords(0, 'INR')).toBe('Rupees Zero Only');
  });

  it('lets the crore count past 999', () => {
    expect(amountInWords(100_000_000_000, 'INR')).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(1_234_000_000_000, 'INR')).toBe('Rupees One Thousand Two Hundred Thirty-Four Crore Only');
  });

  it('says dollars and cents the international way', () => {
    expect(amountInWords(12_050, 'USD')).toBe('US Dollars One Hundred Twenty and Fifty Cents Only');
    expect(amountInWords(123_456_701, 'USD')).toBe(
      'US Dollars One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven and One Cents Only',
    );
    expect(amountInWords(1_011_000, 'USD')).toBe('US Dollars Ten Thousand One Hundred Ten Only');
  });

  it('refuses what is not a whole non-negative amount', () => {
    expect(() => amountInWords(-1, 'INR')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'INR')).toThrow(RangeError);
  });
});
