/**
 * The checkout total of spec section 9: subtotal minus discount plus
 * shipping, to 2 decimals. Shared by the cart page and the order call, so
 * both arrive at the same number. Works in minor units to avoid 0.1 + 0.2.
 */
export interface TotalsInput {
  subtotal: number;
  discount: number;
  shipping: number;
}

export function computeTotals({ subtotal, discount, shipping }: TotalsInput): number {
  const minor = Math.round(subtotal * 100) - Math.round(discount * 100) + Math.round(shipping * 100);
  return Math.max(0, minor) / 100;
}
