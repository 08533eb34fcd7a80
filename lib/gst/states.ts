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
