/**
 * The GST arithmetic of an order (docs/decisions/039-gst.md). Pure: the rates
 * come resolved (rates.ts) so the same numbers come out wherever it runs.
 * All amounts are integer minor units (paise for Indian supplies).
 *
 * Prices include GST. Per line: amount = unit price × quantity − discount +
 * its share of shipping and the cash-on-delivery fee (apportioned by the
 * goods' value, largest remainder, so the shares sum exactly); taxable value =
 * round(amount × 100 / (100 + rate)) to the paisa; tax = amount − taxable, so
 * taxable + tax = amount, and the lines sum to what was charged.
 */

export type SupplyKind = 'intra_state' | 'inter_state' | 'export';

/** The declaration an export invoice under a Letter of Undertaking carries, with the LUT's reference (issue 30). */
export const EXPORT_UNDER_LUT_TEXT = 'Supply meant for export under LUT without payment of integrated tax';

export interface TaxLineInput {
  /** GST-inclusive price of one piece, before the discount. */
  unitPricePaise: number;
  quantity: number;
  /** The line's share of the order's discount (all its pieces together). */
  discountPaise: number;
  hsnCode: string;
  /** The rate in basis points, resolved for this line (resolveGstRateBp). */
  rateBp: number;
}

export interface TaxOrderInput {
  lines: readonly TaxLineInput[];
  shippingPaise: number;
  codFeePaise: number;
  supplierStateCode: string;
  /** The delivery state's GST code; null for a delivery abroad (an export). */
  placeOfSupplyStateCode: string | null;
  /**
   * The supplier holds a Letter of Undertaking valid on the day of the sale (isLutInForce): an export is
   * zero-rated without payment of IGST. Without one, an export pays IGST at the line's rate (refund claimed later).
   */
  lutInForce: boolean;
}

export interface TaxedLine {
  hsnCode: string;
  quantity: number;
  /** Goods after the discount. */
  goodsPaise: number;
  shippingSharePaise: number;
  codFeeSharePaise: number;
  /** goods + shipping share + fee share: what the shopper paid for the line. */
  amountPaise: number;
  /** The rate of the HSN; an export keeps it for the record but charges none. */
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxedOrder {
  supply: SupplyKind;
  /** An export under the LUT: no tax, and the invoice carries EXPORT_UNDER_LUT_TEXT. */
  zeroRatedUnderLut: boolean;
  lines: TaxedLine[];
  totals: { amountPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
}

function assertWhole(value: number, name: string, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number ≥ ${min}`);
}

/** round(numerator / denominator), half up, on non-negative safe integers without floating point. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/**
 * Splits a whole amount over weights in proportion (largest remainder, ties to
 * the earlier line): the shares always sum to the amount. Zero weights
 * everywhere split it evenly.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    if (amount !== 0) throw new RangeError('Nothing to apportion an amount to');
    return [];
  }
  // BigInt: amount × weight passes 2^53 for large orders.
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  const basis = total === 0n ? weights.map(() => 1n) : weights.map((weight) => BigInt(weight));
  const basisTotal = total === 0n ? BigInt(weights.length) : total;
  const whole = BigInt(amount);
  const shares = basis.map((weight) => Number((whole * weight) / basisTotal));
  const remainders = basis.map((weight, index) => ({
    index,
    rest: whole * weight - BigInt(shares[index]!) * basisTotal,
  }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The taxable value inside a GST-inclusive amount: round(amount × 100 / (100 + rate)), to the paisa. */
export function taxableValueOf(amountPaise: number, rateBp: number): number {
  return divideRounded(amountPaise * 10_000, 10_000 + rateBp);
}

/** Halves of an intra-state tax: CGST takes the lower half, SGST the rest, so an odd paisa goes to SGST. */
export function splitCgstSgst(taxPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

/** Whether an LUT (reference and validity dates, YYYY-MM-DD) covers a sale's day. */
export function isLutInForce(
  lut: { lut_reference: string | null; lut_valid_from: string | null; lut_valid_until: string | null },
  saleDate: string,
): boolean {
  return (
    lut.lut_reference !== null &&
    lut.lut_valid_from !== null &&
    lut.lut_valid_until !== null &&
    lut.lut_valid_from <= saleDate &&
    saleDate <= lut.lut_valid_until
  );
}

export function supplyKindOf(supplierStateCode: string, placeOfSupplyStateCode: string | null): SupplyKind {
  if (placeOfSupplyStateCode === null) return 'export';
  return placeOfSupplyStateCode === supplierStateCode ? 'intra_state' : 'inter_state';
}

/** The GST of an order, line by line; the totals equal what was charged to the paisa. */
export function computeOrderTax(input: TaxOrderInput): TaxedOrder {
  assertWhole(input.shippingPaise, 'shippingPaise');
  assertWhole(input.codFeePaise, 'codFeePaise');
  const goods = input.lines.map((line, index) => {
    assertWhole(line.unitPricePaise, `lines[${index}].unitPricePaise`);
    assertWhole(line.quantity, `lines[${index}].quantity`, 1);
    assertWhole(line.discountPaise, `lines[${index}].discountPaise`);
    assertWhole(line.rateBp, `lines[${index}].rateBp`);
    const value = line.unitPricePaise * line.quantity - line.discountPaise;
    if (value < 0) throw new RangeError(`lines[${index}].discountPaise exceeds the line's value`);
    return value;
  });
  const shippingShares = apportion(input.shippingPaise, goods);
  const feeShares = apportion(input.codFeePaise, goods);
  const supply = supplyKindOf(input.supplierStateCode, input.placeOfSupplyStateCode);
  const zeroRatedUnderLut = supply === 'export' && input.lutInForce;
  const lines = input.lines.map((line, index): TaxedLine => {
    const amountPaise = goods[index]! + shippingShares[index]! + feeShares[index]!;
    const taxablePaise = zeroRatedUnderLut ? amountPaise : taxableValueOf(amountPaise, line.rateBp);
    const tax = amountPaise - taxablePaise;
    const halves = supply === 'intra_state' ? splitCgstSgst(tax) : { cgstPaise: 0, sgstPaise: 0 };
    return {
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      goodsPaise: goods[index]!,
      shippingSharePaise: shippingShares[index]!,
      codFeeSharePaise: feeShares[index]!,
      amountPaise,
      rateBp: line.rateBp,
      taxablePaise,
      ...halves,
      igstPaise: supply === 'intra_state' ? 0 : tax,
    };
  });
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    supply,
    zeroRatedUnderLut,
    lines,
    totals: {
      amountPaise: sum((line) => line.amountPaise),
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
    },
  };
}
