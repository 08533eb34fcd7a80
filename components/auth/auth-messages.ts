/** Fixed texts of login and sign-up (spec sections 2, 5 and 8), and our own. */
export const LOGIN_HEADING = 'Login';
export const LOGIN_INTRO = 'Log in with your mobile number. We will send you a 6-digit code.';
export const LOGIN_FIELD_LABELS = {
  countryCode: 'Country code',
  mobileNumber: 'Mobile number',
  code: 'Enter the 6-digit code sent to your phone',
} as const;
export const LOGIN_BUTTON = 'Login';
export const LOGIN_COUNTRY_CODE_REQUIRED = 'Please enter your country code';
export const LOGIN_MOBILE_REQUIRED = 'Please enter your mobile number';
export const LOGIN_CODE_REQUIRED = 'Please enter the 6-digit code';
export const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOGIN_CHANGE_NUMBER = 'Use a different number';
export const LOGIN_RESEND_CODE = 'Send a new code';
export const LOGIN_SIGNUP_PROMPT = 'New here?';
export const LOGIN_SIGNUP_LINK = 'Sign up';
export const DEFAULT_COUNTRY_CODE = '+91';

export const SIGNUP_HEADING = 'Sign Up';
export const SIGNUP_INTRO = 'Create an account to check out faster and follow your orders.';
export const SIGNUP_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  countryCode: 'Country code',
  mobileNumber: 'Mobile number',
} as const;
export type SignupFieldName = keyof typeof SIGNUP_FIELD_LABELS;
export const SIGNUP_TERMS = 'By continuing, I agree to the terms of use & privacy policy.';
export const SIGNUP_CONTINUE = 'Continue';
export const SIGNUP_FIELD_REQUIRED = 'Please fill up this field';
export const SIGNUP_TERMS_REQUIRED = 'You must agree to the terms';
/** Not in the spec (it only logs a failed sign-up): see the report. */
export const SIGNUP_FAILED = 'Sign-up failed. Please try again.';
export const SIGNUP_LOGIN_PROMPT = 'Already have an account?';
export const SIGNUP_LOGIN_LINK = 'Log in';
export const SIGNUP_TERMS_LINK = 'Terms of use';
export const SIGNUP_PRIVACY_LINK = 'Privacy policy';

export { ACCOUNT_MENU_LABEL, LOGOUT_LABEL } from './account-menu-messages';
