/**
 * Texts of the phones' filters sheet (issue 31, item 5; decision 051), loaded with the sheet: catalogue-messages.ts
 * is in every listing's first load. The heading is FILTERS_LABEL and Clear all is CLEAR_FILTERS_LABEL (filters-messages.ts).
 */
export const FILTERS_SHEET_CLOSE = 'Close';

/** The sheet's count of what the chosen filters find, announced as it changes: "24 results". */
export function resultsText(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}

/** The sheet's button that closes it onto the listing: "Show 24 results". */
export function showResultsText(count: number): string {
  return `Show ${resultsText(count)}`;
}
