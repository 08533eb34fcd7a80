/**
 * Numbers of GST tax documents (docs/decisions/040-tax-invoices.md): prefix + financial year + '/' + sequence,
 * at most 16 characters of letters, digits, '-' and '/' (Rule 46 of the CGST Rules). Pure: the sequence comes
 * from document_series, raised in the transaction that writes the document.
 */
import { indianDateOf } from './rates';

/** Zero-padded width of the sequence: 99,999 documents of a kind a year. */
const SEQUENCE_DIGITS = 5;

/**
 * The Indian financial year (April to March) of an instant, on the Indian calendar day, as its two two-digit
 * years: '2627' for 1 April 2026 to 31 March 2027 (so 2027-03-31T18:30Z, already 1 April in India, is '2728').
 */
export function financialYearOf(instant: Date): string {
  const day = indianDateOf(instant);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** INV2627/00042: the prefix (tax settings), the financial year, the sequence zero-padded to 5 digits. */
export function documentNumberOf(prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError(`Document sequence ${sequence} does not fit ${SEQUENCE_DIGITS} digits`);
  const number = `${prefix}${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > 16 || !/^[A-Z0-9/-]+$/.test(number))
    throw new RangeError(`Document number ${number} is not 16 letters, digits, '-' or '/' at most`);
  return number;
}
