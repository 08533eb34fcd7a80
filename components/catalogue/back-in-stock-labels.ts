/**
 * The two texts of "Tell me when it's back" the product page's purchase island shows at first load (issue 31,
 * item 12): a module of their own, so that neither the listings (which load catalogue-messages.ts) nor the
 * product page carry the form's texts (back-in-stock-messages.ts, loaded with the form when it is opened).
 */
export const BACK_IN_STOCK_OPEN = 'Tell me when it’s back';
export const BACK_IN_STOCK_LOADING = 'Loading…';
