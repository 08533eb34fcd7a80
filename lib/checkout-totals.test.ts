import { computeTotals } from './checkout-totals';

describe('computeTotals', () => {
  it('is subtotal minus discount plus shipping', () => {
    expect(computeTotals({ subtotal: 100, discount: 10, shipping: 0 })).toBe(90);
    expect(computeTotals({ subtotal: 1358, discount: 135.8, shipping: 39 })).toBe(1261.2);
  });

  it('keeps 2 decimals without floating-point noise', () => {
    expect(computeTotals({ subtotal: 0.1, discount: 0, shipping: 0.2 })).toBe(0.3);
    expect(computeTotals({ subtotal: 37.02, discount: 3.7, shipping: 0 })).toBe(33.32);
    expect(computeTotals({ subtotal: 19.999, discount: 0, shipping: 0 })).toBe(20);
  });

  it('never goes below zero', () => {
    expect(computeTotals({ subtotal: 5, discount: 10, shipping: 0 })).toBe(0);
  });
});
