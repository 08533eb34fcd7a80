/** The texts of the "Recently viewed" band (issue 31, item 11), loaded with the band, never at first load. */
export const RECENTLY_VIEWED_TITLE = 'Recently viewed';
/** The Clear button's visible text; its accessible name is RECENTLY_VIEWED_CLEAR_NAME. */
export const RECENTLY_VIEWED_CLEAR = 'Clear';
export const RECENTLY_VIEWED_CLEAR_NAME = 'Clear recently viewed';
export const RECENTLY_VIEWED_CLEARED = 'Your recently viewed products are cleared.';
