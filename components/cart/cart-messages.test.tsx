import { CASH_ON_DELIVERY_HINT } from './cart-messages';

describe('cart messages built from money constants', () => {
  it('keeps the spec wording of the cash-on-delivery hint', () => {
    expect(CASH_ON_DELIVERY_HINT).toBe('Adds a ₹39 shipping fee.');
  });
});
