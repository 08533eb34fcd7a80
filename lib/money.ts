/**
 * Money helpers. Amounts are stored as integer minor units (cents, paise) and
 * travel in the API as decimal numbers of the major unit.
 */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function amountToMinor(amount: number): number {
  return Math.round(amount * 100);
}

