/** Fixed texts of the contact (Wholesale Query) page: spec sections 2 and 4, and our failure message. */
export const CONTACT_HEADING = 'How can we help you?';
export const CONTACT_FORM_TITLE = 'Contact Us';
export const CONTACT_SUCCESS = 'Your query has been submitted successfully.';
/** Not in the spec (it leaves the message blank on failure): see docs/DEVIATIONS.md. */
export const CONTACT_FAILURE = 'Sorry, your query could not be sent. Please try again.';
export const CONTACT_SUBMIT = 'Submit';

export const CONTACT_FIELD_LABELS = {
  name: 'Name',
  country_code: 'Country code',
  mobile_number: 'Mobile number',
  email: 'Email',
  query: 'Message',
} as const;

export type ContactFieldName = keyof typeof CONTACT_FIELD_LABELS;
