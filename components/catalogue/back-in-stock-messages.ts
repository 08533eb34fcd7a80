/** The texts of the "Tell me when it's back" form (issue 31, item 12), loaded with the form when it is opened. */
export const BACK_IN_STOCK_LEGEND = (size: string) => `Tell me when size ${size} is back, by`;
export const BACK_IN_STOCK_SUBMIT = 'Notify me';
export const BACK_IN_STOCK_SIGN_IN = (size: string) =>
  `Log in to be told when size ${size} is back: we send the message only to the phone or confirmed e-mail address of your account.`;
export const BACK_IN_STOCK_SIGN_IN_LINK = 'Log in';
export const BACK_IN_STOCK_FAILED = 'We could not save your request. Please try again.';
