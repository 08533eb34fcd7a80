/**
 * India's states and union territories with their GST state codes (the first
 * two digits of a GSTIN, the place of supply on an invoice). Shared by the
 * back office's tax settings and, later, checkout's delivery state.
 * Codes as the GST portal lists them; 25 (Daman and Diu) merged into 26 in
 * 2020, and 28 (undivided Andhra Pradesh) is no longer issued, so neither is here.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];

/** The brand's own state (Jaipur): the default of the tax settings. */
export const DEFAULT_SUPPLIER_STATE_CODE: IndianStateCode = '08';

export function isIndianStateCode(code: string): code is IndianStateCode {
  return INDIAN_STATES.some((state) => state.code === code);
}

/** The state's name for a code, or undefined for a code that is not a state's. */
export function indianStateName(code: string): string | undefined {
  return INDIAN_STATES.find((state) => state.code === code)?.name;
}

/** Letters and digits only, lower case, '&' as 'and': "Jammu & Kashmir", "jammu and kashmir" and "JAMMU-KASHMIR " compare alike. */
function stateKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * What shoppers type for a state besides its name: the vehicle-registration and postal abbreviations, old
 * names, and common variants. Keys as stateKey makes them.
 */
const STATE_ALIASES: Readonly<Record<string, IndianStateCode>> = {
  jk: '01',
  jandk: '01',
  jammukashmir: '01',
  kashmir: '01',
  hp: '02',
  himachal: '02',
  pb: '03',
  ch: '04',
  uk: '05',
  ua: '05',
  uttaranchal: '05',
  hr: '06',
  dl: '07',
  newdelhi: '07',
  delhincr: '07',
  ncr: '07',
  nctofdelhi: '07',
  nctdelhi: '07',
  rj: '08',
  raj: '08',
  up: '09',
  br: '10',
  sk: '11',
  ar: '12',
  nl: '13',
  mn: '14',
  mz: '15',
  tr: '16',
  ml: '17',
  as: '18',
  wb: '19',
  bengal: '19',
  jh: '20',
  od: '21',
  or: '21',
  orissa: '21',
  cg: '22',
  ct: '22',
  chattisgarh: '22',
  chhatisgarh: '22',
  mp: '23',
  gj: '24',
  dd: '26',
  dnh: '26',
  dnhdd: '26',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  daman: '26',
  silvassa: '26',
  mh: '27',
  ka: '29',
  ga: '30',
  ld: '31',
  kl: '32',
  tn: '33',
  py: '34',
  pondicherry: '34',
  pondy: '34',
  an: '35',
  andamanandnicobar: '35',
  andaman: '35',
  ts: '36',
  tg: '36',
  ap: '37',
  la: '38',
};

/**
 * PIN codes by their first three digits where a postal circle spans two states (Uttarakhand inside the Uttar
 * Pradesh circle, Goa inside Maharashtra's, Sikkim and the Andamans inside West Bengal's, Jharkhand inside
 * Bihar's, the north-east, Ladakh); checked before PIN_TWO_DIGITS.
 */
const PIN_THREE_DIGITS: Readonly<Record<string, IndianStateCode>> = {
  160: '04',
  194: '38',
  246: '05',
  248: '05',
  249: '05',
  263: '05',
  403: '30',
  737: '11',
  744: '35',
  790: '12',
  791: '12',
  792: '12',
  793: '17',
  794: '17',
  795: '14',
  796: '15',
  797: '13',
  798: '13',
  799: '16',
  814: '20',
  815: '20',
  816: '20',
  822: '20',
  825: '20',
  826: '20',
  827: '20',
  828: '20',
  829: '20',
  831: '20',
  832: '20',
  833: '20',
  834: '20',
  835: '20',
};

/** The postal circles by the PIN code's first two digits (India Post's public ranges). */
const PIN_TWO_DIGITS: Readonly<Record<string, IndianStateCode>> = {
  11: '07',
  12: '06',
  13: '06',
  14: '03',
  15: '03',
  16: '03',
  17: '02',
  18: '01',
  19: '01',
  20: '09',
  21: '09',
  22: '09',
  23: '09',
  24: '09',
  25: '09',
  26: '09',
  27: '09',
  28: '09',
  30: '08',
  31: '08',
  32: '08',
  33: '08',
  34: '08',
  36: '24',
  37: '24',
  38: '24',
  39: '24',
  40: '27',
  41: '27',
  42: '27',
  43: '27',
  44: '27',
  45: '23',
  46: '23',
  47: '23',
  48: '23',
  49: '22',
  50: '36',
  51: '37',
  52: '37',
  53: '37',
  56: '29',
  57: '29',
  58: '29',
  59: '29',
  60: '33',
  61: '33',
  62: '33',
  63: '33',
  64: '33',
  67: '32',
  68: '32',
  69: '32',
  70: '19',
  71: '19',
  72: '19',
  73: '19',
  74: '19',
  75: '21',
  76: '21',
  77: '21',
  78: '18',
  80: '10',
  81: '10',
  82: '10',
  83: '10',
  84: '10',
  85: '10',
};

/**
 * The GST state code of a delivery in India (the place of supply): the state as typed (its name in any case and
 * spacing, a common short form like "RJ", "MH", "Delhi NCR", an old name like "Orissa", "Pondicherry", or the code
 * itself), else the state of the PIN code's postal circle. Undefined when neither says.
 */
export function gstStateCodeOf(stateText: string, pinCode: string): IndianStateCode | undefined {
  const key = stateKey(stateText);
  if (key !== '') {
    const named = INDIAN_STATES.find((state) => stateKey(state.name) === key || state.code === key);
    if (named) return named.code;
    const alias = STATE_ALIASES[key];
    if (alias) return alias;
  }
  const pin = pinCode.replace(/\s/g, '');
  if (!/^[1-9][0-9]{5}$/.test(pin)) return undefined;
  return PIN_THREE_DIGITS[pin.slice(0, 3)] ?? PIN_TWO_DIGITS[pin.slice(0, 2)];
}
