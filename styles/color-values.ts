/**
 * The value of a colour token where CSS does not reach: the browser's theme colour (`<meta name="theme-color">`),
 * link preview images drawn on the server, pictures written as SVG data. Everywhere else the shop names the
 * custom property (`styles/global.css`, the one source; decision 034), and `styles/global-css.test.ts` checks
 * that each value here is the one declared there.
 */
export const colorValues = {
  indigo: '#23395d',
  paper: '#fbf8f3',
  skeleton: '#ece5da',
} as const;
