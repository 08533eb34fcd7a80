/*
 * The error screen's texts, apart from its component (components/content/error-message.tsx re-exports them): the
 * global error page (app/global-error.tsx) shows them without the component, which Turbopack would otherwise put
 * into every page's first load twice (once with app/error.tsx, once with the global error page).
 */

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT =
  'This page could not be shown just now. Please try again in a moment, or go back to the home page.';
export const ERROR_RETRY = 'Try again';
