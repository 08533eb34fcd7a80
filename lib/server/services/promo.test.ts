import { computePromoDiscount, promoMinimumMessage } from './promo';

describe('computePromoDiscount', () => {
  it('takes a percentage (basis points) of a USD subtotal, to the cent', () => {
    expect(computePromoDiscount({ kind: 'percent', value: 1000, subtotal: 37.02, currency: 'USD', rate: 33.6 })).toBe(3.7);
    expect(computePromoDiscount({ kind: 'percent', value: 1500, subtotal: 50, currency: 'USD', rate: 33.6 })).toBe(7.5);
    // 15% of 33.33 is 4.9995: half a cent rounds up.
    expect(computePromoDiscount({ kind: 'percent', value: 1500, subtotal: 33.33, currency: 'USD', rate: 33.6 })).toBe(5);
  });

  it('takes a percentage of an INR subtotal, to the paisa', () => {
    expect(computePromoDiscount({ kind: 'percent', value: 1000, subtotal: 1689, currency: 'INR', rate: 33.6 })).toBe(168.9);
    expect(computePromoDiscount({ kind: 'percent', value: 1500, subtotal: 679, currency: 'INR', rate: 33.6 })).toBe(101.85);
  });

  it('takes a fixed USD amount off as is in USD', () => {
    expect(computePromoDiscount({ kind: 'fixed', value: 500, subtotal: 32, currency: 'USD', rate: 33.6 })).toBe(5);
  });

  it('converts a fixed amount to whole rupees for INR, without the price rule ending in 9', () => {
    expect(computePromoDiscount({ kind: 'fixed', value: 500, subtotal: 2000, currency: 'INR', rate: 33.6 })).toBe(168);
    expect(computePromoDiscount({ kind: 'fixed', value: 250, subtotal: 2000, currency: 'INR', rate: 33.6 })).toBe(84);
    expect(computePromoDiscount({ kind: 'fixed', value: 1, subtotal: 2000, currency: 'INR', rate: 33.6 })).toBe(0);
    expect(computePromoDiscount({ kind: 'fixed', value: 500, subtotal: 2000, currency: 'INR', rate: 80.25 })).toBe(401);
  });

  it('never gives more than the subtotal', () => {
    expect(computePromoDiscount({ kind: 'fixed', value: 10_000, subtotal: 12.5, currency: 'USD', rate: 33.6 })).toBe(12.5);
    expect(computePromoDiscount({ kind: 'fixed', value: 10_000, subtotal: 679, currency: 'INR', rate: 33.6 })).toBe(679);
    expect(computePromoDiscount({ kind: 'percent', value: 20_000, subtotal: 10, currency: 'USD', rate: 33.6 })).toBe(10);
    expect(computePromoDiscount({ kind: 'percent', value: 1000, subtotal: 0, currency: 'USD', rate: 33.6 })).toBe(0);
  });
});

describe('promoMinimumMessage', () => {
  it('names the minimum in dollars', () => {
    expect(promoMinimumMessage(5000)).toBe('This promo code needs an order of at least $50.');
    expect(promoMinimumMessage(3000)).toBe('This promo code needs an order of at least $30.');
    expect(promoMinimumMessage(2550)).toBe('This promo code needs an order of at least $25.50.');
  });
});
