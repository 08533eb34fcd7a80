/**
 * The phone rule, once: a mobile number is 6 to 15 digits once spaces and
 * dashes are dropped (E.164 allows 15), a country calling code is 1 to 4
 * digits not starting with 0, with or without its plus. The contract's zod
 * fields (session.ts), the delivery form and the services' phone searches
 * all ask here. No zod: client components import this, and the browser does
 * not load zod at first load (decision 006).
 */

/** The contract's message for a mobile number that breaks the rule. */
export const MOBILE_NUMBER_RULE_MESSAGE = 'must be 6 to 15 digits';
/** The contract's message for a calling code that breaks the rule. */
export const CALLING_CODE_RULE_MESSAGE = 'must be a country calling code such as +91';

const MOBILE_NUMBER = /^\d{6,15}$/;
const CALLING_CODE = /^\+?[1-9]\d{0,3}$/;

/** A mobile number as typed, without the spaces and dashes people write in it. */
export function withoutSeparators(typed: string): string {
  return typed.trim().replace(/[\s-]/g, '');
}

/** Whether `typed` is a mobile number the shop takes (spaces and dashes dropped first). */
export function isMobileNumber(typed: string): boolean {
  return MOBILE_NUMBER.test(withoutSeparators(typed));
}

/** Whether `typed` is a country calling code such as '+91' or '91'. */
export function isCallingCode(typed: string): boolean {
  return CALLING_CODE.test(typed.trim());
}

/** A calling code the rule accepts, written as the shop stores it: '91' and '+91' are both '+91'. */
export function normalizeCallingCode(code: string): string {
  return `+${code.trim().replace(/^\+/, '')}`;
}

/**
 * The numbers a back-office search for a phone number looks for, or null when
 * `query` is not one: its digits (spaces, brackets, plus and dashes dropped)
 * and their last ten, so "+91 98290 12345" finds the stored 9829012345.
 */
export function phoneSearchNumbers(query: string): string[] | null {
  const digits = query.replace(/[\s()+-]/g, '');
  return MOBILE_NUMBER.test(digits) ? [...new Set([digits, digits.slice(-10)])] : null;
}
