/**
 * The invoice amount in words (issue 30): "Rupees Twelve Thousand Three
 * Hundred Forty-Five and Sixty Paise Only". Rupees are counted the Indian way
 * (thousand, lakh, crore); an export invoice in dollars the international way
 * (thousand, million, billion), as its reader counts. Pure, integer minor units.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: "Forty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}-${ONES[unit] ?? ''}`;
}

/** 1–999: "Three Hundred Forty-Five" (no "and": the invoice's "and" separates the paise). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds] ?? ''} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** Groups from the largest: each [size of the unit, its name]. */
type Scale = readonly (readonly [number, string])[];

const INDIAN_SCALE: Scale = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];
const INTERNATIONAL_SCALE: Scale = [
  [1_000_000_000_000, 'Trillion'],
  [1_000_000_000, 'Billion'],
  [1_000_000, 'Million'],
  [1_000, 'Thousand'],
];

/** A whole number in words on a scale; the largest unit repeats ("One Hundred Crore" is 10^9 rupees). */
function wholeInWords(n: number, scale: Scale): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of scale) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      // Only the largest unit can count beyond 999 (e.g. 1,234 crore).
      parts.push(`${count < 1000 ? belowThousand(count) : wholeInWords(count, scale)} ${name}`);
      rest -= count * size;
    }
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const CURRENCY_WORDS: Record<string, { major: string; minor: string; scale: Scale }> = {
  INR: { major: 'Rupees', minor: 'Paise', scale: INDIAN_SCALE },
  USD: { major: 'US Dollars', minor: 'Cents', scale: INTERNATIONAL_SCALE },
};

function assertWhole(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('the amount must be a whole number ≥ 0');
}

/**
 * An amount in minor units (paise, cents) in words for the invoice: "Rupees One Lakh and Five Paise Only",
 * "US Dollars One Hundred Twenty Only". A credit note's amounts are positive (the note says it is a credit).
 */
export function amountInWords(minor: number, currency: string): string {
  assertWhole(minor);
  const words = CURRENCY_WORDS[currency] ?? { major: currency, minor: 'Hundredths', scale: INTERNATIONAL_SCALE };
  const major = Math.floor(minor / 100);
  const fraction = minor % 100;
  const majorPart = `${words.major} ${wholeInWords(major, words.scale)}`;
  return fraction === 0 ? `${majorPart} Only` : `${majorPart} and ${belowHundred(fraction)} ${words.minor} Only`;
}
