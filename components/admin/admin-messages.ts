/** The back office's fixed texts, in one place for its pages and tests. */
export const ADMIN_LOGIN_HEADING = 'Back office sign-in';
export const ADMIN_LOGIN_LABELS = {
  countryCode: 'Country code',
  mobileNumber: 'Mobile number',
  code: 'Code from the SMS',
  totp: '6-digit code from your authenticator app',
} as const;
export const ADMIN_SEND_CODE = 'Send code';
export const ADMIN_SIGN_IN = 'Sign in';
export const ADMIN_ENROL_HEADING = 'Set up your authenticator app';
export const ADMIN_ENROL_STEPS = [
  'Open any authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...).',
  'Scan this QR code with it, or type the secret below: it is shown this once.',
  'Enter the 6-digit code the app shows, then Sign in.',
] as const;
export const ADMIN_SECRET_LABEL = 'Secret';
export const ADMIN_LOGIN_FAILED = 'Sign-in failed. Please try again.';
export const ADMIN_CHANGE_NUMBER = 'Use another number';
export const ACTION_FAILED = 'The action failed. Please try again.';
export const STAFF_ACTION_LABELS = {
  makeOwner: 'Make owner',
  makeStaff: 'Make staff',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  reset: 'Reset authenticator',
} as const;
export const OWNER_ONLY_HEADING = 'Only an owner may see this page';
export const ORDER_FILTERS_SUMMARY = 'Search and filters';
/** Beside the folded filters' summary: which are in use ("2 in use: Paid, Unfulfilled"). */
export function filtersInUseText(active: string[]): string {
  return `${active.length} in use: ${active.join(', ')}`;
}
/** The order page's GST documents (decision 040): the tax invoice and credit notes, each downloadable. */
export const TAX_DOCUMENTS_HEADING = 'Tax invoice and credit notes';
export const NO_TAX_DOCUMENTS = 'No tax invoice issued for this order.';
const TAX_DOCUMENT_KIND_NAMES = { invoice: 'Tax invoice', credit_note: 'Credit note' } as const;
export function taxDocumentHeading(kind: keyof typeof TAX_DOCUMENT_KIND_NAMES, number: string): string {
  return `${TAX_DOCUMENT_KIND_NAMES[kind]} ${number}`;
}
export function taxDocumentDownloadText(kind: keyof typeof TAX_DOCUMENT_KIND_NAMES, number: string): string {
  return `Download ${TAX_DOCUMENT_KIND_NAMES[kind].toLowerCase()} ${number} (PDF)`;
}
