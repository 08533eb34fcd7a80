import { promoMinimumMessage } from './promo';

describe('promoMinimumMessage', () => {
  it('names the minimum in dollars', () => {
    expect(promoMinimumMessage(5000)).toBe('This promo code needs an order of at least $50.');
    expect(promoMinimumMessage(3000)).toBe('This promo code needs an order of at least $30.');
    expect(promoMinimumMessage(2550)).toBe('This promo code needs an order of at least $25.50.');
  });
});
