import fc from 'fast-check';
import {
  apportion,
  computeOrderTax,
  EXPORT_UNDER_LUT_TEXT,
  isLutInForce,
  splitCgstSgst,
  taxableValueOf,
  type TaxOrderInput,
} from './tax';
import { findGstRateRule, GstRateNotFoundError, resolveGstRateBp, type GstRateRule } from './rates';

const RULES: GstRateRule[] = [
  { hsnPrefix: '62', effectiveFrom: '2017-07-01', rateBp: 500, thresholdPaise: 100_000, rateAboveBp: 1200 },
  { hsnPrefix: '62', effectiveFrom: '2025-09-22', rateBp: 500, thresholdPaise: 250_000, rateAboveBp: 1800 },
  { hsnPrefix: '4202', effectiveFrom: '2017-07-01', rateBp: 1800, thresholdPaise: null, rateAboveBp: null },
  { hsnPrefix: '420222', effectiveFrom: '2017-07-01', rateBp: 1200, thresholdPaise: null, rateAboveBp: null },
];

describe('taxable value and the CGST/SGST halves', () => {
  it('takes the tax out of a GST-inclusive price, rounded to the paisa', () => {
    expect(taxableValueOf(105_000, 500)).toBe(100_000);
    expect(taxableValueOf(299_900, 1800)).toBe(254_153); // 254,152.54 paise rounds to the paisa
    expect(taxableValueOf(1, 500)).toBe(1);
  });

  it('gives the odd paisa to SGST', () => {
    expect(splitCgstSgst(7)).toEqual({ cgstPaise: 3, sgstPaise: 4 });
    expect(splitCgstSgst(8)).toEqual({ cgstPaise: 4, sgstPaise: 4 });
  });

  it('apportions exactly by weight, evenly when every weight is zero', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [3, 1])).toEqual([8, 2]);
    expect(apportion(5, [0, 0])).toEqual([3, 2]);
  });

  it('rounds the taxable value half up at exactly half a paisa', () => {
    // 14 paise at 12%: 14 × 100 / 112 = 12.5; 16 paise at 28%: 16 × 100 / 128 = 12.5.
    expect(taxableValueOf(14, 1200)).toBe(13);
    expect(taxableValueOf(16, 2800)).toBe(13);
    expect(taxableValueOf(42, 1200)).toBe(38); // 37.5
    expect(taxableValueOf(13, 1200)).toBe(12); // 11.607…
  });

  it('gives the paise left over to the largest remainders, not the largest weights', () => {
    // 2 over 3:2 is 1.2 and 0.8: the second line's 0.8 is the larger remainder.
    expect(apportion(2, [3, 2])).toEqual([1, 1]);
    // 10 over 1:6:3 is 1, 6 and 3 exactly; 7 over it is 0.7, 4.2 and 2.1: the first line takes the paisa.
    expect(apportion(10, [1, 6, 3])).toEqual([1, 6, 3]);
    expect(apportion(7, [1, 6, 3])).toEqual([1, 4, 2]);
    // 3 over 1:1:2:2 is 0.5, 0.5, 1 and 1: the tie of the first two goes to the earlier line.
    expect(apportion(3, [1, 1, 2, 2])).toEqual([1, 0, 1, 1]);
    // The later, larger remainders go first, whatever the order of the weights.
    expect(apportion(4, [2, 1, 1, 3])).toEqual([1, 1, 0, 2]);
  });

  it('apportions nothing over no weights, and refuses to lose an amount with nowhere to go', () => {
    expect(apportion(0, [])).toEqual([]);
    expect(() => apportion(5, [])).toThrow(new RangeError('Nothing to apportion an amount to'));
  });
});

describe('rate selection', () => {
  it('takes the longest prefix in force, then the latest start', () => {
    expect(findGstRateRule(RULES, '42022210', '2026-01-01')?.rateBp).toBe(1200);
    expect(findGstRateRule(RULES, '42029200', '2026-01-01')?.rateBp).toBe(1800);
    expect(findGstRateRule(RULES, '6204', '2025-09-21')?.thresholdPaise).toBe(100_000);
    expect(findGstRateRule(RULES, '6204', '2025-09-22')?.thresholdPaise).toBe(250_000);
    expect(() => resolveGstRateBp(RULES, { hsnCode: '5208', goodsPaise: 100, quantity: 1 }, '2026-01-01')).toThrow(
      GstRateNotFoundError,
    );
  });

  it('picks the band by the value per piece after the discount, GST excluded', () => {
    const rate = (goodsPaise: number, quantity = 1) =>
      resolveGstRateBp(RULES, { hsnCode: '6204', goodsPaise, quantity }, '2026-04-01');
    expect(rate(262_500)).toBe(500); // Rs 2,625 incl. 5% = Rs 2,500 value: at the threshold
    expect(rate(262_501)).toBe(1800);
    expect(rate(525_000, 2)).toBe(500); // two pieces of Rs 2,625
    expect(rate(300_000 - 37_500)).toBe(500); // Rs 3,000 with Rs 375 off
    expect(resolveGstRateBp(RULES, { hsnCode: '6204', goodsPaise: 150_000, quantity: 1 }, '2024-01-01')).toBe(1200);
  });

  it('property: a piece is in the lower band exactly when its value at the lower rate is within the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 20 }), (piece, quantity) => {
        const rate = resolveGstRateBp(
          RULES,
          { hsnCode: '620442', goodsPaise: piece * quantity, quantity },
          '2026-01-01',
        );
        expect(rate).toBe((piece * 100) / 105 <= 250_000 ? 500 : 1800);
      }),
    );
  });
});

describe('computeOrderTax', () => {
  const base: TaxOrderInput = {
    lines: [
      { unitPricePaise: 210_000, quantity: 2, discountPaise: 21_000, hsnCode: '6204', rateBp: 500 },
      { unitPricePaise: 354_000, quantity: 1, discountPaise: 0, hsnCode: '6204', rateBp: 1800 },
    ],
    shippingPaise: 10_000,
    codFeePaise: 5_000,
    supplierStateCode: '08',
    placeOfSupplyStateCode: '08',
    lutInForce: true,
  };

  it('splits an intra-state order into CGST and SGST, shipping and the fee taxed with their goods', () => {
    const taxed = computeOrderTax(base);
    expect(taxed.supply).toBe('intra_state');
    const [first, second] = taxed.lines;
    expect(first!.goodsPaise).toBe(399_000);
    expect(first!.shippingSharePaise + second!.shippingSharePaise).toBe(10_000);
    expect(first!.shippingSharePaise).toBe(5_299); // 10,000 × 399,000 / 753,000
    expect(first!.taxablePaise).toBe(taxableValueOf(first!.amountPaise, 500));
    expect(first!.igstPaise).toBe(0);
    expect(first!.cgstPaise + first!.sgstPaise).toBe(first!.amountPaise - first!.taxablePaise);
    expect(taxed.totals.amountPaise).toBe(399_000 + 354_000 + 15_000);
  });

  it('charges IGST to another state and nothing on an export', () => {
    const inter = computeOrderTax({ ...base, placeOfSupplyStateCode: '27' });
    expect(inter.supply).toBe('inter_state');
    expect(inter.totals.cgstPaise + inter.totals.sgstPaise).toBe(0);
    expect(inter.totals.igstPaise).toBeGreaterThan(0);
    const exported = computeOrderTax({ ...base, codFeePaise: 0, placeOfSupplyStateCode: null });
    expect(exported.supply).toBe('export');
    expect(exported.zeroRatedUnderLut).toBe(true);
    expect(exported.totals.taxablePaise).toBe(exported.totals.amountPaise);
    expect(exported.totals.igstPaise + exported.totals.cgstPaise + exported.totals.sgstPaise).toBe(0);
    expect(exported.lines[1]!.rateBp).toBe(1800);
  });

  it('charges IGST on an export without a Letter of Undertaking in force', () => {
    const withoutLut = computeOrderTax({ ...base, codFeePaise: 0, placeOfSupplyStateCode: null, lutInForce: false });
    expect(withoutLut.supply).toBe('export');
    expect(withoutLut.zeroRatedUnderLut).toBe(false);
    expect(withoutLut.totals.igstPaise).toBe(
      computeOrderTax({ ...base, codFeePaise: 0, placeOfSupplyStateCode: '27' }).totals.igstPaise,
    );
  });

  it('knows when an LUT covers a day, and the declaration an export invoice carries', () => {
    const lut = { lut_reference: 'AD0803260001', lut_valid_from: '2026-04-01', lut_valid_until: '2027-03-31' };
    expect(isLutInForce(lut, '2026-03-31')).toBe(false);
    expect(isLutInForce(lut, '2026-04-01')).toBe(true);
    expect(isLutInForce(lut, '2027-03-31')).toBe(true);
    expect(isLutInForce(lut, '2027-04-01')).toBe(false);
    expect(isLutInForce({ ...lut, lut_reference: null }, '2026-11-30')).toBe(false);
    expect(EXPORT_UNDER_LUT_TEXT).toBe('Supply meant for export under LUT without payment of integrated tax');
  });

  it('refuses a discount larger than its line', () => {
    expect(() => computeOrderTax({ ...base, lines: [{ ...base.lines[0]!, discountPaise: 420_001 }] })).toThrow(
      new RangeError("lines[0].discountPaise exceeds the line's value"),
    );
  });

  it('refuses amounts that are not whole numbers of paise, naming the field', () => {
    const refusal = (input: TaxOrderInput) => () => computeOrderTax(input);
    const second = (change: Partial<TaxOrderInput['lines'][number]>) => ({
      ...base,
      lines: [base.lines[0]!, { ...base.lines[1]!, ...change }],
    });
    expect(refusal({ ...base, shippingPaise: -1 })).toThrow(new RangeError('shippingPaise must be a whole number ≥ 0'));
    expect(refusal({ ...base, shippingPaise: 10.5 })).toThrow(
      new RangeError('shippingPaise must be a whole number ≥ 0'),
    );
    expect(refusal({ ...base, codFeePaise: -5_000 })).toThrow(new RangeError('codFeePaise must be a whole number ≥ 0'));
    expect(refusal(second({ unitPricePaise: 99.5 }))).toThrow(
      new RangeError('lines[1].unitPricePaise must be a whole number ≥ 0'),
    );
    expect(refusal(second({ unitPricePaise: -1 }))).toThrow(
      new RangeError('lines[1].unitPricePaise must be a whole number ≥ 0'),
    );
    expect(refusal(second({ quantity: 0 }))).toThrow(new RangeError('lines[1].quantity must be a whole number ≥ 1'));
    expect(refusal(second({ quantity: 1.5 }))).toThrow(new RangeError('lines[1].quantity must be a whole number ≥ 1'));
    expect(refusal(second({ discountPaise: -100 }))).toThrow(
      new RangeError('lines[1].discountPaise must be a whole number ≥ 0'),
    );
    expect(refusal(second({ rateBp: -500 }))).toThrow(new RangeError('lines[1].rateBp must be a whole number ≥ 0'));
    expect(refusal(second({ rateBp: 2 ** 53 }))).toThrow(new RangeError('lines[1].rateBp must be a whole number ≥ 0'));
    // The smallest values allowed pass: a free line, no discount, no shipping, a zero rate.
    expect(
      computeOrderTax({
        ...base,
        shippingPaise: 0,
        codFeePaise: 0,
        lines: [{ unitPricePaise: 0, quantity: 1, discountPaise: 0, hsnCode: '6204', rateBp: 0 }],
      }).totals.amountPaise,
    ).toBe(0);
  });

  it('refuses shipping on an order without lines: there is nothing to charge it with', () => {
    expect(() => computeOrderTax({ ...base, lines: [] })).toThrow(new RangeError('Nothing to apportion an amount to'));
    expect(computeOrderTax({ ...base, lines: [], shippingPaise: 0, codFeePaise: 0 }).lines).toEqual([]);
  });

  const stateCode = fc.constantFrom('08', '27', '29', '07');
  const line = fc
    .record({
      unitPricePaise: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      rateBp: fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800, 4000),
    })
    .map(({ discountPercent, ...rest }) => ({
      ...rest,
      hsnCode: '6204',
      discountPaise: Math.floor((rest.unitPricePaise * rest.quantity * discountPercent) / 100),
    }));
  const order = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    shippingPaise: fc.integer({ min: 0, max: 500_000 }),
    codFeePaise: fc.integer({ min: 0, max: 10_000 }),
    supplierStateCode: fc.constant('08'),
    placeOfSupplyStateCode: fc.option(stateCode, { nil: null }),
    lutInForce: fc.boolean(),
  });

  it('property: for any basket taxable value + taxes equals the amount charged, to the paisa, line by line', () => {
    fc.assert(
      fc.property(order, (input) => {
        const taxed = computeOrderTax(input);
        const charged =
          input.lines.reduce((sum, one) => sum + one.unitPricePaise * one.quantity - one.discountPaise, 0) +
          input.shippingPaise +
          input.codFeePaise;
        const { totals } = taxed;
        expect(totals.amountPaise).toBe(charged);
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(charged);
        for (const one of taxed.lines) {
          expect(one.taxablePaise + one.cgstPaise + one.sgstPaise + one.igstPaise).toBe(one.amountPaise);
          expect(Math.abs(one.sgstPaise - one.cgstPaise)).toBeLessThanOrEqual(1);
          // The tax is the rate of the taxable value, within the half paisa of the rounding.
          const tax = one.amountPaise - one.taxablePaise;
          if (!taxed.zeroRatedUnderLut)
            expect(Math.abs(tax * 10_000 - one.taxablePaise * one.rateBp)).toBeLessThanOrEqual(
              (10_000 + one.rateBp) / 2,
            );
        }
      }),
    );
  });

  it('property: intra-state splits CGST/SGST, inter-state is IGST only, an export under the LUT carries no tax', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { supply, totals, zeroRatedUnderLut } = computeOrderTax(input);
        if (input.placeOfSupplyStateCode === null) {
          expect(supply).toBe('export');
          expect(zeroRatedUnderLut).toBe(input.lutInForce);
          expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
          if (input.lutInForce) expect(totals.igstPaise).toBe(0);
          else
            expect(totals.igstPaise).toBe(computeOrderTax({ ...input, placeOfSupplyStateCode: '27' }).totals.igstPaise);
        } else if (input.placeOfSupplyStateCode === '08') {
          expect(supply).toBe('intra_state');
          expect(totals.igstPaise).toBe(0);
          expect(Math.abs(totals.cgstPaise - totals.sgstPaise)).toBeLessThanOrEqual(input.lines.length);
        } else {
          expect(supply).toBe('inter_state');
          expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
        }
      }),
    );
  });
});
