import { displayPrice, formatPrice, toInr } from './currency';

describe('toInr (spec section 9: × 33.6, round up, raise to end in 9)', () => {
  it.each([
    [10, 339], // 336 exactly: no floating-point bump to 337
    [25, 849], // 840 exactly → 849
    [24.99, 849], // 839.664 → 840 → 849
    [1, 39], // 33.6 → 34 → 39
    [0.01, 9], // 0.336 → 1 → 9
    [5, 169], // 168 → 169
    [20, 679], // 672 → 679
    [35, 1179], // 1176 → 1179
  ])('%p USD → ₹%p', (usd, inr) => {
    expect(toInr(usd, 33.6)).toBe(inr);
  });

  it('keeps a value that already ends in 9', () => {
    // 33.6 × 1.25 = 42 → 49; pick an amount whose rupees end in 9: 2.35 × 33.6 = 78.96 → 79.
    expect(toInr(2.35, 33.6)).toBe(79);
  });

  it('rounds a fraction just above a whole number up', () => {
    // 100 × 33.6 = 3360 exactly; one cent more is 3360.336 → 3361 → 3369.
    expect(toInr(100, 33.6)).toBe(3369);
    expect(toInr(100.01, 33.6)).toBe(3369);
    expect(toInr(100.3, 33.6)).toBe(3379); // 3370.08 → 3371 → 3379
  });

  it('leaves nothing to pay as nothing', () => {
    expect(toInr(0, 33.6)).toBe(0);
  });

  it('follows a configured rate', () => {
    expect(toInr(10, 83.25)).toBe(839); // 832.5 → 833 → 839
  });
});

describe('formatPrice', () => {
  it('shows no decimals, en-IN for INR and en-US for USD', () => {
    expect(formatPrice(123456, 'INR')).toBe('₹1,23,456');
    expect(formatPrice(1234.5, 'USD')).toBe('$1,235');
    expect(displayPrice(24.99, 'INR', 33.6)).toBe('₹849');
    expect(displayPrice(24.99, 'USD', 33.6)).toBe('$25');
  });
});
