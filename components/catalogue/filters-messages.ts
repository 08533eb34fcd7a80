/**
 * The listing filters' texts that its client code shows (ListingFilters, the sheet): a module of their own so
 * they come into the first load without the rest of catalogue-messages.ts, which re-exports them.
 */
export const FILTERS_LABEL = 'Filters';
export const CLEAR_FILTERS_LABEL = 'Clear all';

/** The phones' Filters button (issue 31, item 5): "Filters", "Filters, 2 applied". */
export function filtersButtonName(count: number): string {
  return count === 0 ? FILTERS_LABEL : `${FILTERS_LABEL}, ${count} applied`;
}
