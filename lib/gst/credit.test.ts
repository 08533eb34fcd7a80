import fc from 'fast-check';
import {
  creditableMinorOf,
  creditInvoiceLines,
  reverseLineShare,
  type CreditableLine,
  type CreditContext,
} from './credit';
import { documentNumberOf, financialYearOf } from './documents';
import { computeOrderTax, type SupplyKind } from './tax';

const ZERO = { amountMinor: 0, taxableMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 };

/** An invoice's lines as computeOrderTax issues them, nothing credited yet. */
function invoiceLines(amounts: { unit: number; quantity: number; rateBp: number }[], supply: SupplyKind, lut = true) {
  const taxed = computeOrderTax({
    lines: amounts.map((line) => ({
      unitPricePaise: line.unit,
      quantity: line.quantity,
      discountPaise: 0,
      hsnCode: '6204',
      rateBp: line.rateBp,
    })),
    shippingPaise: 0,
    codFeePaise: 0,
    supplierStateCode: '08',
    placeOfSupplyStateCode: supply === 'export' ? null : supply === 'intra_state' ? '08' : '27',
    lutInForce: lut,
  });
  const context: CreditContext = { supply: taxed.supply, zeroRated: taxed.zeroRatedUnderLut };
  const lines: CreditableLine[] = taxed.lines.map((line) => ({
    rateBp: line.rateBp,
    issued: {
      amountMinor: line.amountPaise,
      taxableMinor: line.taxablePaise,
      cgstMinor: line.cgstPaise,
      sgstMinor: line.sgstPaise,
      igstMinor: line.igstPaise,
    },
    credited: { ...ZERO },
  }));
  return { lines, context };
}

function applyCredit(lines: CreditableLine[], credit: ReturnType<typeof creditInvoiceLines>): CreditableLine[] {
  return lines.map((line, index) => {
    const taken = credit[index]!;
    return {
      ...line,
      credited: {
        amountMinor: line.credited.amountMinor + taken.amountMinor,
        taxableMinor: line.credited.taxableMinor + taken.taxableMinor,
        cgstMinor: line.credited.cgstMinor + taken.cgstMinor,
        sgstMinor: line.credited.sgstMinor + taken.sgstMinor,
        igstMinor: line.credited.igstMinor + taken.igstMinor,
      },
    };
  });
}

describe('credit notes: the refund spread over the lines and reversed', () => {
  it('reverses a partial refund at each line rate, intra-state halves and IGST across states', () => {
    const intra = invoiceLines(
      [
        { unit: 105_000, quantity: 1, rateBp: 500 },
        { unit: 295_000, quantity: 1, rateBp: 1800 },
      ],
      'intra_state',
    );
    const credit = creditInvoiceLines(intra.lines, 40_000, intra.context);
    // 40,000 over remainders 105,000 and 295,000: 10,500 and 29,500.
    expect(credit.map((line) => line.amountMinor)).toEqual([10_500, 29_500]);
    expect(credit[0]).toEqual({
      amountMinor: 10_500,
      taxableMinor: 10_000,
      cgstMinor: 250,
      sgstMinor: 250,
      igstMinor: 0,
    });
    expect(credit[1]).toEqual({
      amountMinor: 29_500,
      taxableMinor: 25_000,
      cgstMinor: 2_250,
      sgstMinor: 2_250,
      igstMinor: 0,
    });

    const inter = invoiceLines([{ unit: 105_000, quantity: 1, rateBp: 500 }], 'inter_state');
    expect(creditInvoiceLines(inter.lines, 21_000, inter.context)[0]).toEqual({
      amountMinor: 21_000,
      taxableMinor: 20_000,
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 1_000,
    });
    const exported = invoiceLines([{ unit: 9_900, quantity: 2, rateBp: 500 }], 'export');
    expect(creditInvoiceLines(exported.lines, 5_000, exported.context)[0]).toEqual({
      ...ZERO,
      amountMinor: 5_000,
      taxableMinor: 5_000,
    });
  });

  it('credits exactly what remains on a full refund after partial ones, and refuses more', () => {
    const { lines, context } = invoiceLines(
      [
        { unit: 99_999, quantity: 3, rateBp: 500 },
        { unit: 123_457, quantity: 1, rateBp: 1800 },
      ],
      'intra_state',
    );
    const after = applyCredit(lines, creditInvoiceLines(lines, 77_777, context));
    const rest = creditInvoiceLines(after, creditableMinorOf(after), context);
    const done = applyCredit(after, rest);
    for (const line of done) expect(line.credited).toEqual(line.issued);
    expect(() => creditInvoiceLines(done, 1, context)).toThrow(
      new RangeError('A credit of 1 exceeds the 0 left to credit'),
    );
  });

  it('refuses a credit that is negative, not a whole number of paise, or more than is left', () => {
    const { lines, context } = invoiceLines([{ unit: 105_000, quantity: 1, rateBp: 500 }], 'intra_state');
    expect(() => creditInvoiceLines(lines, -1, context)).toThrow(
      new RangeError('A credit of -1 exceeds the 105000 left to credit'),
    );
    expect(() => creditInvoiceLines(lines, 10.5, context)).toThrow(
      new RangeError('A credit of 10.5 exceeds the 105000 left to credit'),
    );
    expect(() => creditInvoiceLines(lines, 105_001, context)).toThrow(
      new RangeError('A credit of 105001 exceeds the 105000 left to credit'),
    );
    expect(creditInvoiceLines(lines, 0, context)).toEqual([ZERO]);
  });

  it('refuses to reverse a line share that is negative, fractional or more than the line has left', () => {
    const { lines, context } = invoiceLines([{ unit: 105_000, quantity: 1, rateBp: 500 }], 'intra_state');
    const line = lines[0]!;
    for (const share of [-1, 0.5, 105_001])
      expect(() => reverseLineShare(line, share, context)).toThrow(
        new RangeError(`A credit of ${share} does not fit the line's remaining 105000`),
      );
    expect(reverseLineShare(line, 0, context)).toEqual(ZERO);
    expect(reverseLineShare(line, 105_000, context)).toEqual(line.issued);
  });

  it('never reverses more taxable value or more tax than the line has left, whatever the rounding asks', () => {
    const inter: CreditContext = { supply: 'inter_state', zeroRated: false };
    // 100 left, 90 of it taxable: a share of 99 at 5% would be 94 taxable, but only 90 is left, so 9 is tax.
    const taxableShort: CreditableLine = {
      rateBp: 500,
      issued: { ...ZERO, amountMinor: 100, taxableMinor: 90, igstMinor: 10 },
      credited: { ...ZERO },
    };
    expect(reverseLineShare(taxableShort, 99, inter)).toEqual({
      ...ZERO,
      amountMinor: 99,
      taxableMinor: 90,
      igstMinor: 9,
    });
    // 100 left with 1 of tax: a share of 50 at 18% would be 8 of tax, but only 1 is left.
    const taxShort: CreditableLine = {
      rateBp: 1800,
      issued: { ...ZERO, amountMinor: 100, taxableMinor: 99, igstMinor: 1 },
      credited: { ...ZERO },
    };
    expect(reverseLineShare(taxShort, 50, inter)).toEqual({ ...ZERO, amountMinor: 50, taxableMinor: 49, igstMinor: 1 });
  });

  const line = fc.record({
    unit: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    rateBp: fc.constantFrom(0, 250, 500, 1200, 1800, 2800),
  });
  const supply = fc.constantFrom<SupplyKind>('intra_state', 'inter_state', 'export');

  it('property: shares sum to the credit, never more than remains per line, taxable + taxes = share', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        supply,
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        (amounts, kind, lut, fractions) => {
          const invoice = invoiceLines(amounts, kind, lut);
          let lines = invoice.lines;
          for (const fraction of [...fractions, 1]) {
            const open = creditableMinorOf(lines);
            const amount = fraction === 1 ? open : Math.floor(open * fraction);
            const credit = creditInvoiceLines(lines, amount, invoice.context);
            expect(credit.reduce((sum, share) => sum + share.amountMinor, 0)).toBe(amount);
            for (const share of credit) {
              expect(share.taxableMinor + share.cgstMinor + share.sgstMinor + share.igstMinor).toBe(share.amountMinor);
              expect(
                Math.min(share.taxableMinor, share.cgstMinor, share.sgstMinor, share.igstMinor),
              ).toBeGreaterThanOrEqual(0);
            }
            lines = applyCredit(lines, credit);
            for (const one of lines) {
              expect(one.credited.amountMinor).toBeLessThanOrEqual(one.issued.amountMinor);
              expect(one.credited.taxableMinor).toBeLessThanOrEqual(one.issued.taxableMinor);
              expect(one.credited.cgstMinor).toBeLessThanOrEqual(one.issued.cgstMinor);
              expect(one.credited.sgstMinor).toBeLessThanOrEqual(one.issued.sgstMinor);
              expect(one.credited.igstMinor).toBeLessThanOrEqual(one.issued.igstMinor);
            }
          }
          // Credited in full at the end: every head nets to zero.
          for (const one of lines) expect(one.credited).toEqual(one.issued);
        },
      ),
    );
  });
});

describe('document numbers', () => {
  it('takes the financial year of the Indian calendar day', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2627');
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2526');
    // 18:00Z is 23:30 on 31 March in India: still 2026-27; 18:30Z is midnight, 1 April: 2027-28.
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2728');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('9900');
    expect(financialYearOf(new Date('2008-06-01T00:00:00Z'))).toBe('0809');
  });

  it('writes prefix, year and a 5-digit sequence in at most 16 characters', () => {
    expect(documentNumberOf('INV', '2627', 42)).toBe('INV2627/00042');
    expect(documentNumberOf('JH-CN', '2627', 99_999)).toBe('JH-CN2627/99999');
    expect(documentNumberOf('ABCDEF', '2627', 1)).toHaveLength(16);
    expect(() => documentNumberOf('INV', '2627', 100_000)).toThrow(
      new RangeError('Document sequence 100000 does not fit 5 digits'),
    );
    expect(() => documentNumberOf('INV', '2627', 0)).toThrow(
      new RangeError('Document sequence 0 does not fit 5 digits'),
    );
    expect(() => documentNumberOf('INV', '2627', 1.5)).toThrow(
      new RangeError('Document sequence 1.5 does not fit 5 digits'),
    );
  });

  it('refuses a number longer than 16 characters or with anything but capitals, digits, - and /', () => {
    expect(() => documentNumberOf('ABCDEFG', '2627', 1)).toThrow(
      new RangeError("Document number ABCDEFG2627/00001 is not 16 letters, digits, '-' or '/' at most"),
    );
    // Anywhere in the number: at its start, in its middle, in the year.
    for (const [prefix, year] of [
      ['inv', '2627'],
      ['IN V', '2627'],
      ['INV', '26_7'],
    ])
      expect(() => documentNumberOf(prefix!, year!, 1)).toThrow(
        new RangeError(`Document number ${prefix}${year}/00001 is not 16 letters, digits, '-' or '/' at most`),
      );
  });
});
