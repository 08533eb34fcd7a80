/**
 * GST rates by HSN code (docs/decisions/039-gst.md): one row per HSN prefix
 * (2 to 8 digits) and start date; the longest prefix with a row in force on
 * the day of the sale wins, and among its rows the one that started last.
 * Rates are in basis points (500 = 5%), so 0.25% and 1.5% stay integers.
 */
export interface GstRateRule {
  hsnPrefix: string;
  /** YYYY-MM-DD, the first day the row applies; it applies until the next row of the same prefix starts. */
  effectiveFrom: string;
  /** The rate up to and including the threshold, or the rate of every price when there is no threshold. */
  rateBp: number;
  /** Price per piece in paise (transaction value, GST excluded) at or below which rateBp applies; null: no band. */
  thresholdPaise: number | null;
  /** The rate above the threshold (null exactly when thresholdPaise is null). */
  rateAboveBp: number | null;
}

export class GstRateNotFoundError extends Error {
  constructor(
    readonly hsnCode: string,
    readonly saleDate: string,
  ) {
    super(`No GST rate for HSN ${hsnCode} on ${saleDate}`);
    this.name = 'GstRateNotFoundError';
  }
}

/** The rule in force for an HSN code on a day (YYYY-MM-DD), or undefined. */
export function findGstRateRule(
  rules: readonly GstRateRule[],
  hsnCode: string,
  saleDate: string,
): GstRateRule | undefined {
  let best: GstRateRule | undefined;
  for (const rule of rules) {
    if (!hsnCode.startsWith(rule.hsnPrefix) || rule.effectiveFrom > saleDate) continue;
    if (
      !best ||
      rule.hsnPrefix.length > best.hsnPrefix.length ||
      (rule.hsnPrefix.length === best.hsnPrefix.length && rule.effectiveFrom > best.effectiveFrom)
    )
      best = rule;
  }
  return best;
}

/**
 * The rate of a line on the day of its sale. The band is the law's "sale value
 * per piece": the transaction value, after the discount given on the invoice
 * and without GST. A line is in the lower band when its value per piece at the
 * lower rate is at or below the threshold:
 * goods × 100 / (100 + low rate) / quantity ≤ threshold, compared exactly in
 * integers, so no rounding ever decides a band.
 */
export function resolveGstRateBp(
  rules: readonly GstRateRule[],
  line: { hsnCode: string; goodsPaise: number; quantity: number },
  saleDate: string,
): number {
  const rule = findGstRateRule(rules, line.hsnCode, saleDate);
  if (!rule) throw new GstRateNotFoundError(line.hsnCode, saleDate);
  if (rule.thresholdPaise === null || rule.rateAboveBp === null) return rule.rateBp;
  const inLowerBand =
    BigInt(line.goodsPaise) * 10_000n <=
    BigInt(rule.thresholdPaise) * BigInt(10_000 + rule.rateBp) * BigInt(line.quantity);
  return inLowerBand ? rule.rateBp : rule.rateAboveBp;
}

/** The day of an instant in India (UTC+05:30, no daylight saving): the date of a sale, YYYY-MM-DD. */
export function indianDateOf(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
