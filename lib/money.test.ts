import fc from 'fast-check';
import {
  amountToMinor,
  CASH_ON_DELIVERY_FEE,
  CASH_ON_DELIVERY_FEE_MINOR,
  centsToAmount,
  computePromoDiscount,
  computeTotals,
  DEFAULT_USD_TO_INR_RATE,
  displayPrice,
  formatCheckoutAmount,
  formatInvoiceAmount,
  formatMinorAmount,
  formatPrice,
  lineTotal,
  meetsPromoMinimum,
  minorToDecimalString,
  parseUsdToInrRate,
  shippingFor,
  toInr,
  usdToInrRate,
} from './money';

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
  it('shows whole amounts without decimals, en-IN for INR and en-US for USD', () => {
    expect(formatPrice(123456, 'INR')).toBe('₹1,23,456');
    expect(formatPrice(68, 'USD')).toBe('$68');
    expect(displayPrice(24.99, 'INR', 33.6)).toBe('₹849');
  });

  it('shows the cents of a USD price, so the page shows the price its structured data marks up (decision 017)', () => {
    expect(formatPrice(67.99, 'USD')).toBe('$67.99');
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
    expect(displayPrice(24.99, 'USD', 33.6)).toBe('$24.99');
  });
});

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

describe('computePromoDiscount', () => {
  it('takes a percentage (basis points) of a USD subtotal, to the cent', () => {
    expect(computePromoDiscount({ kind: 'percent', value: 1000, subtotal: 37.02, currency: 'USD', rate: 33.6 })).toBe(
      3.7,
    );
    expect(computePromoDiscount({ kind: 'percent', value: 1500, subtotal: 50, currency: 'USD', rate: 33.6 })).toBe(7.5);
    // 15% of 33.33 is 4.9995: half a cent rounds up.
    expect(computePromoDiscount({ kind: 'percent', value: 1500, subtotal: 33.33, currency: 'USD', rate: 33.6 })).toBe(
      5,
    );
  });

  it('takes a percentage of an INR subtotal, to the paisa', () => {
    expect(computePromoDiscount({ kind: 'percent', value: 1000, subtotal: 1689, currency: 'INR', rate: 33.6 })).toBe(
      168.9,
    );
    expect(computePromoDiscount({ kind: 'percent', value: 1500, subtotal: 679, currency: 'INR', rate: 33.6 })).toBe(
      101.85,
    );
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
    expect(computePromoDiscount({ kind: 'fixed', value: 10_000, subtotal: 12.5, currency: 'USD', rate: 33.6 })).toBe(
      12.5,
    );
    expect(computePromoDiscount({ kind: 'fixed', value: 10_000, subtotal: 679, currency: 'INR', rate: 33.6 })).toBe(
      679,
    );
    expect(computePromoDiscount({ kind: 'percent', value: 20_000, subtotal: 10, currency: 'USD', rate: 33.6 })).toBe(
      10,
    );
    expect(computePromoDiscount({ kind: 'percent', value: 1000, subtotal: 0, currency: 'USD', rate: 33.6 })).toBe(0);
  });
});

describe('formatCheckoutAmount (cart, checkout, order history, order emails and messages)', () => {
  it('shows a whole amount like a price and an amount with cents or paise to 2 decimals', () => {
    expect(formatCheckoutAmount(1358, 'INR')).toBe('₹1,358');
    expect(formatCheckoutAmount(1261.2, 'INR')).toBe('₹1,261.20');
    expect(formatCheckoutAmount(37.02, 'USD')).toBe('$37.02');
    expect(formatCheckoutAmount(0.1 + 0.2, 'USD')).toBe('$0.30');
  });

  it('formats stored minor units for messages like the shop shows prices (formatMinorAmount)', () => {
    expect(formatMinorAmount(5000, 'USD')).toBe('$50');
    expect(formatMinorAmount(122220, 'INR')).toBe('₹1,222.20');
    expect(formatMinorAmount(122220, 'INR')).toBe(formatCheckoutAmount(centsToAmount(122220), 'INR'));
  });
});

describe('minorToDecimalString (the CSV export, PayPal amounts)', () => {
  it('writes minor units as a plain decimal of the major unit, always two decimals, no symbol or grouping', () => {
    expect(minorToDecimalString(0)).toBe('0.00');
    expect(minorToDecimalString(5)).toBe('0.05');
    expect(minorToDecimalString(1250)).toBe('12.50');
    expect(minorToDecimalString(122220)).toBe('1222.20');
    expect(minorToDecimalString(-500)).toBe('-5.00');
  });

  it('refuses what is not whole minor units', () => {
    expect(() => minorToDecimalString(12.5)).toThrow('Not an amount in minor units: 12.5');
    expect(() => minorToDecimalString(Number.NaN)).toThrow();
  });

  it('reads back to the same minor units, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(amountToMinor(Number(minorToDecimalString(minor)))).toBe(minor);
      }),
    );
  });
});

describe('formatInvoiceAmount', () => {
  it('formats amounts with the currency code and two decimals', () => {
    expect(formatInvoiceAmount(155730, 'INR')).toBe('INR 1,557.30');
    expect(formatInvoiceAmount(1234567, 'USD')).toBe('USD 12,345.67');
    expect(formatInvoiceAmount(-500, 'USD')).toBe('-USD 5.00');
  });
});

describe('the USD -> INR rate', () => {
  const saved = process.env.NEXT_PUBLIC_USD_TO_INR_RATE;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_USD_TO_INR_RATE;
    else process.env.NEXT_PUBLIC_USD_TO_INR_RATE = saved;
  });

  it('is the spec rate when NEXT_PUBLIC_USD_TO_INR_RATE is unset or empty', () => {
    expect(DEFAULT_USD_TO_INR_RATE).toBe(33.6);
    expect(parseUsdToInrRate(undefined)).toBe(33.6);
    expect(parseUsdToInrRate('')).toBe(33.6);
    expect(parseUsdToInrRate('  ')).toBe(33.6);
  });

  it('follows a configured positive rate', () => {
    expect(parseUsdToInrRate('83.25')).toBe(83.25);
    expect(parseUsdToInrRate(' 80 ')).toBe(80);
    process.env.NEXT_PUBLIC_USD_TO_INR_RATE = '83.25';
    expect(usdToInrRate()).toBe(83.25);
    expect(toInr(10)).toBe(839);
  });

  it.each(['abc', '0', '-33.6', 'Infinity', 'NaN', '33,6'])('refuses %p, naming the variable', (raw) => {
    expect(() => parseUsdToInrRate(raw)).toThrow(/NEXT_PUBLIC_USD_TO_INR_RATE/);
    process.env.NEXT_PUBLIC_USD_TO_INR_RATE = raw;
    expect(() => usdToInrRate()).toThrow(/NEXT_PUBLIC_USD_TO_INR_RATE/);
  });
});

describe('shipping', () => {
  it('charges the ₹39 cash-on-delivery fee (spec section 9), kept in minor units', () => {
    expect(CASH_ON_DELIVERY_FEE_MINOR).toBe(3900);
    expect(CASH_ON_DELIVERY_FEE).toBe(39);
  });

  it('is free unless an INR order is paid in cash on delivery', () => {
    expect(shippingFor('INR', { cashOnDelivery: true })).toBe(39);
    expect(shippingFor('INR', { cashOnDelivery: false })).toBe(0);
    expect(shippingFor('USD', { cashOnDelivery: true })).toBe(0);
    expect(shippingFor('USD', { cashOnDelivery: false })).toBe(0);
  });
});

describe('lineTotal', () => {
  it('is offer price × quantity without floating-point noise', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(24.99, 3)).toBe(74.97);
    expect(lineTotal(339, 2)).toBe(678);
  });
});

describe('meetsPromoMinimum', () => {
  it('compares USD cents, the minimum itself included', () => {
    expect(meetsPromoMinimum(5000, 5000)).toBe(true);
    expect(meetsPromoMinimum(4999, 5000)).toBe(false);
    expect(meetsPromoMinimum(0, 0)).toBe(true);
  });
});

/** Whole cents up to $100,000: the prices and totals a shop sees. */
const usdCents = fc.integer({ min: 1, max: 10_000_000 });
const minorUnits = fc.integer({ min: 0, max: 100_000_000 });
/** Rates with up to 4 decimals, as the integer arithmetic keeps them. */
const rates = fc.integer({ min: 1, max: 2_000_000 }).map((tenThousandths) => tenThousandths / 10_000);

describe('properties', () => {
  it('toInr: ends in 9, is at least usd × rate and less than usd × rate + 11', () => {
    fc.assert(
      fc.property(usdCents, rates, (cents, rate) => {
        const inr = toInr(cents / 100, rate);
        // Compared exactly, in millionths of a rupee.
        const exact = cents * Math.round(rate * 10_000);
        expect(inr % 10).toBe(9);
        expect(inr * 1_000_000).toBeGreaterThanOrEqual(exact);
        expect(inr * 1_000_000).toBeLessThan(exact + 11 * 1_000_000);
      }),
    );
  });

  it('toInr: never falls when the USD amount rises', () => {
    fc.assert(
      fc.property(usdCents, usdCents, rates, (a, b, rate) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(toInr(low / 100, rate)).toBeLessThanOrEqual(toInr(high / 100, rate));
      }),
    );
  });

  it('toInr: exact for whole USD amounts at the spec rate (10 USD is ₹339)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (usd) => {
        // usd × 33.6 = usd × 336 / 10 exactly: round up to a rupee, then up to the next 9.
        const rupees = Math.ceil((usd * 336) / 10);
        expect(toInr(usd, 33.6)).toBe(rupees + ((9 - (rupees % 10)) % 10));
      }),
    );
    expect(toInr(10, 33.6)).toBe(339);
  });

  it('minor and major units round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (minor) => {
        expect(amountToMinor(centsToAmount(minor))).toBe(minor);
        expect(centsToAmount(amountToMinor(minor / 100))).toBe(minor / 100);
      }),
    );
  });

  it('computeTotals: subtotal - discount + shipping in minor units, never negative, no float drift', () => {
    fc.assert(
      fc.property(
        minorUnits,
        minorUnits,
        fc.constantFrom(0, CASH_ON_DELIVERY_FEE_MINOR),
        (subtotal, discount, shipping) => {
          const total = computeTotals({ subtotal: subtotal / 100, discount: discount / 100, shipping: shipping / 100 });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(amountToMinor(total)).toBe(Math.max(0, subtotal - discount + shipping));
          // Exactly the 2-decimal number, not 0.30000000000000004.
          expect(total).toBe(Number(total.toFixed(2)));
        },
      ),
    );
  });

  it('lineTotal: exactly minor price × quantity', () => {
    fc.assert(
      fc.property(minorUnits, fc.integer({ min: 1, max: 1000 }), (price, quantity) => {
        const total = lineTotal(price / 100, quantity);
        expect(amountToMinor(total)).toBe(price * quantity);
        expect(total).toBe(Number(total.toFixed(2)));
      }),
    );
  });

  it('computePromoDiscount: never negative, never more than the subtotal, to the minor unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percent' | 'fixed'>('percent', 'fixed'),
        fc.integer({ min: -10_000, max: 1_000_000 }),
        minorUnits,
        fc.constantFrom<'USD' | 'INR'>('USD', 'INR'),
        rates,
        (kind, value, subtotalMinor, currency, rate) => {
          const subtotal = subtotalMinor / 100;
          const discount = computePromoDiscount({ kind, value, subtotal, currency, rate });
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(subtotal);
          expect(discount).toBe(Number(discount.toFixed(2)));
          if (kind === 'fixed' && currency === 'INR')
            expect(amountToMinor(discount) % 100 === 0 || discount === subtotal).toBe(true);
        },
      ),
    );
  });

  it('computePromoDiscount with computeTotals: a discounted total is the subtotal less the discount, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), minorUnits, (basisPoints, subtotalMinor) => {
        const subtotal = subtotalMinor / 100;
        const discount = computePromoDiscount({
          kind: 'percent',
          value: basisPoints,
          subtotal,
          currency: 'USD',
          rate: 33.6,
        });
        const total = computeTotals({ subtotal, discount, shipping: 0 });
        expect(amountToMinor(total)).toBe(subtotalMinor - amountToMinor(discount));
      }),
    );
  });
});
