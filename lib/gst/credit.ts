/**
 * Reversing an invoice's GST by credit note (docs/decisions/040-tax-invoices.md). Pure, in the invoice's minor
 * unit. A credited amount is spread over the invoice's lines in proportion to what each still has not been
 * credited (largest remainder: the shares sum exactly), and each share is reversed at its line's rate the way
 * the invoice taxed it. A share that takes all of a line's remainder reverses exactly what remains of each tax,
 * so an invoice credited in full nets to zero under every head.
 */
import { apportion, splitCgstSgst, taxableValueOf, type SupplyKind } from './tax';

export interface CreditAmounts {
  amountMinor: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/** An invoice line as issued, and what earlier credit notes took of it (sums per head). */
export interface CreditableLine {
  rateBp: number;
  issued: CreditAmounts;
  credited: CreditAmounts;
}

export interface CreditContext {
  supply: SupplyKind;
  /** The invoice was an export under LUT: nothing to reverse but value. */
  zeroRated: boolean;
}

const HEADS = ['amountMinor', 'taxableMinor', 'cgstMinor', 'sgstMinor', 'igstMinor'] as const;

function remainderOf(line: CreditableLine): CreditAmounts {
  const rest = {} as CreditAmounts;
  for (const head of HEADS) rest[head] = line.issued[head] - line.credited[head];
  return rest;
}

/** What may still be credited of an invoice: the sum of its lines' remainders. */
export function creditableMinorOf(lines: readonly CreditableLine[]): number {
  return lines.reduce((sum, line) => sum + remainderOf(line).amountMinor, 0);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * One line's share reversed: taxable = round(share × 100 / (100 + rate)) (the share for a zero-rated export),
 * tax = share − taxable, split CGST ⌊tax / 2⌋ and SGST the rest within the state, IGST across states. Rounding
 * never takes more of a head than remains: the tax is kept within what the line still has of tax and of taxable
 * value (a paisa at most moves), and the halves within the halves left.
 */
export function reverseLineShare(line: CreditableLine, share: number, context: CreditContext): CreditAmounts {
  const rest = remainderOf(line);
  if (!Number.isSafeInteger(share) || share < 0 || share > rest.amountMinor)
    throw new RangeError(`A credit of ${share} does not fit the line's remaining ${rest.amountMinor}`);
  if (share === rest.amountMinor) return rest;
  const restTax = rest.cgstMinor + rest.sgstMinor + rest.igstMinor;
  const taxable = context.zeroRated ? share : taxableValueOf(share, line.rateBp);
  const tax = clamp(share - taxable, Math.max(0, share - rest.taxableMinor), Math.min(restTax, share));
  if (context.supply === 'intra_state') {
    const { cgstPaise } = splitCgstSgst(tax);
    const cgst = clamp(cgstPaise, tax - rest.sgstMinor, rest.cgstMinor);
    return { amountMinor: share, taxableMinor: share - tax, cgstMinor: cgst, sgstMinor: tax - cgst, igstMinor: 0 };
  }
  return { amountMinor: share, taxableMinor: share - tax, cgstMinor: 0, sgstMinor: 0, igstMinor: tax };
}

/**
 * A credit of `amountMinor` over an invoice's lines: each line's share (in proportion to its remainder, never
 * more than it) reversed. A credit of everything that remains takes each line's remainder exactly.
 */
export function creditInvoiceLines(
  lines: readonly CreditableLine[],
  amountMinor: number,
  context: CreditContext,
): CreditAmounts[] {
  const remainders = lines.map((line) => remainderOf(line).amountMinor);
  const open = remainders.reduce((sum, rest) => sum + rest, 0);
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0 || amountMinor > open)
    throw new RangeError(`A credit of ${amountMinor} exceeds the ${open} left to credit`);
  const shares = open === 0 ? remainders : apportion(amountMinor, remainders);
  return lines.map((line, index) => reverseLineShare(line, shares[index]!, context));
}
