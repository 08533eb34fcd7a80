import fc from 'fast-check';
import { validatePayPalOrderRequest } from '@/lib/payment-sandbox/paypal';
import {
  buildPayPalOrderBody,
  formatPayPalAmount,
  parsePayPalAmount,
  paypalItemName,
  type PayPalOrderInput,
} from './paypal';
import { firstItem } from '@/lib/list';

jest.setTimeout(30_000);

describe('PayPal amounts', () => {
  it('formats minor units with two decimals and reads them back', () => {
    expect(formatPayPalAmount(0)).toBe('0.00');
    expect(formatPayPalAmount(5)).toBe('0.05');
    expect(formatPayPalAmount(1234)).toBe('12.34');
    expect(formatPayPalAmount(122220)).toBe('1222.20');
    expect(parsePayPalAmount('12.34')).toBe(1234);
    expect(parsePayPalAmount('12.3')).toBe(1230);
    expect(parsePayPalAmount('12')).toBe(1200);
    expect(parsePayPalAmount('1,222.20')).toBeNaN();
    expect(parsePayPalAmount('-1.00')).toBeNaN();
    expect(() => formatPayPalAmount(1.5)).toThrow();
  });

  it('keeps item names to 127 characters without splitting a character', () => {
    expect(paypalItemName('Kantha quilt', 'M')).toBe('Kantha quilt (size M)');
    const long = paypalItemName('🧵'.repeat(200), 'XL');
    expect(long.length).toBeLessThanOrEqual(127);
    expect(long).toBe(`${'🧵'.repeat(63)}…`);
    expect(paypalItemName('a'.repeat(200), 'M')).toBe(`${'a'.repeat(126)}…`);
  });
});

const line = fc.record({
  name: fc.oneof(
    fc.string({ minLength: 1, maxLength: 200 }),
    fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme' }),
  ),
  size: fc.constantFrom('S', 'M', 'L', 'XL', 'Free Size'),
  quantity: fc.integer({ min: 1, max: 50 }),
  unitMinor: fc.integer({ min: 1, max: 5_000_000 }),
  sku: fc.string({ minLength: 1, maxLength: 20 }),
});

/** A random cart: lines, a discount of at most the item total, and shipping of 0 or ₹39. */
const cart = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    currency: fc.constantFrom('USD', 'INR'),
    shippingMinor: fc.constantFrom(0, 3900),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lines, currency, shippingMinor, discountShare }): PayPalOrderInput => {
    const itemTotal = lines.reduce((sum, item) => sum + item.unitMinor * item.quantity, 0);
    // A total of zero never reaches PayPal (create-order refuses it), as PayPal would.
    const discountMinor = Math.min(Math.floor(itemTotal * discountShare), itemTotal + shippingMinor - 1);
    return {
      publicId: 'JH-261125-ABCDEFGH',
      currency,
      lines,
      shippingMinor,
      discountMinor,
      brandName: 'Jaipur Handcrafted',
    };
  });

describe('buildPayPalOrderBody', () => {
  it('always adds up: amount.value = item_total + shipping - discount, and the items sum to item_total', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const body = buildPayPalOrderBody(input);
        const unit = firstItem(body.purchase_units);
        const { breakdown } = unit.amount;
        const value = parsePayPalAmount(unit.amount.value);
        const itemTotal = parsePayPalAmount(breakdown.item_total.value);
        expect(value).toBe(
          itemTotal + parsePayPalAmount(breakdown.shipping.value) - parsePayPalAmount(breakdown.discount.value),
        );
        expect(
          unit.items.reduce((sum, item) => sum + parsePayPalAmount(item.unit_amount.value) * Number(item.quantity), 0),
        ).toBe(itemTotal);
        expect(itemTotal).toBe(input.lines.reduce((sum, item) => sum + item.unitMinor * item.quantity, 0));
        expect(value).toBe(itemTotal + input.shippingMinor - input.discountMinor);
        for (const money of [
          unit.amount,
          breakdown.item_total,
          breakdown.shipping,
          breakdown.discount,
          ...unit.items.map((item) => item.unit_amount),
        ]) {
          expect(money.currency_code).toBe(input.currency);
          expect(money.value).toMatch(/^\d+\.\d{2}$/);
        }
        for (const item of unit.items) expect(item.name.length).toBeLessThanOrEqual(127);
        expect(unit).toMatchObject({
          reference_id: input.publicId,
          custom_id: input.publicId,
          invoice_id: input.publicId,
        });
        // And PayPal's own checks (as the sandbox makes them) accept it.
        expect('error' in validatePayPalOrderRequest(body)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('is refused by PayPal’s checks when a figure is off by one cent', () => {
    fc.assert(
      fc.property(cart, fc.constantFrom('value', 'item'), (input, broken) => {
        const body = buildPayPalOrderBody(input);
        const unit = firstItem(body.purchase_units);
        if (broken === 'value') unit.amount.value = formatPayPalAmount(parsePayPalAmount(unit.amount.value) + 1);
        else {
          const item = firstItem(unit.items);
          item.unit_amount.value = formatPayPalAmount(parsePayPalAmount(item.unit_amount.value) + 1);
        }
        const result = validatePayPalOrderRequest(body);
        expect('error' in result && result.error.status).toBe(422);
      }),
      { numRuns: 100 },
    );
  });
});
