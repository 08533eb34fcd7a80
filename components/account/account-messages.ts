/** Texts of My account and the e-mail confirmation page (not in the spec: our own, issue 11). */
export { MY_ACCOUNT_LABEL, MY_ORDERS_LABEL, MY_WISHLIST_LABEL } from '@/components/auth/account-menu-messages';
export const ACCOUNT_HEADING = 'My account';
export const ACCOUNT_INTRO = 'Your details, and where we send the messages about your orders.';
export const ACCOUNT_LOADING = 'Loading your account…';
export const ACCOUNT_LOGIN_PROMPT = 'Please log in to see your account.';
export const ACCOUNT_LOGIN_LINK = 'Log in';
export const ACCOUNT_FAILED = 'Your account could not be loaded. Please try again later.';
export const ACCOUNT_ORDERS_LINK = 'Your orders';
export const ACCOUNT_LABELS = {
  name: 'Name',
  mobile: 'Mobile number',
  email: 'E-mail',
} as const;
export const EMAIL_STATUS_CONFIRMED = 'confirmed';
export const EMAIL_STATUS_UNCONFIRMED = 'not confirmed';

export const EMAIL_UNCONFIRMED_NOTICE =
  'E-mail not confirmed — order e-mails are sent only after you confirm it; until then we send WhatsApp messages.';
export const EMAIL_UNCONFIRMED_HOW = 'Open the link we e-mailed you while you are logged in here.';
export const RESEND_BUTTON = 'Resend confirmation e-mail';
export const RESEND_FAILED = 'The confirmation e-mail could not be sent. Please try again later.';

export const CHANGE_EMAIL_HEADING = 'Change your e-mail address';
export const CHANGE_EMAIL_LABEL = 'New e-mail address';
export const CHANGE_EMAIL_BUTTON = 'Change e-mail address';
export const CHANGE_EMAIL_REQUIRED = 'Please enter your new e-mail address';
export const CHANGE_EMAIL_FAILED = 'Your e-mail address could not be changed. Please try again.';

export const CONFIRM_HEADING = 'Confirm your e-mail address';
export const CONFIRM_WORKING = 'Confirming your e-mail address…';
export const CONFIRM_LOGIN_PROMPT =
  'Please log in with your mobile number to confirm your e-mail address, then open the link in the e-mail again.';
export const CONFIRM_MISSING_TOKEN =
  'This link is incomplete. Open the link in the e-mail again, or ask for a new one under My account.';
export const CONFIRM_FAILED = 'Your e-mail address could not be confirmed. Please try again later.';
export const CONFIRM_ACCOUNT_LINK = 'Go to My account';
