/*
 * The not-found screen's texts, apart from its styles: the error screen (components/content/error-message.tsx),
 * which every page loads up front, shows the same way home without loading the not-found screen's
 * CSS-in-JS styles (docs/decisions/031-storefront-first-load-without-css-in-js.md).
 * components/content/not-found-message.tsx re-exports them.
 */

export const NOT_FOUND_TITLE = 'Oops! Page Not Found';
export const NOT_FOUND_HOME_LINK = 'Back to Home';
