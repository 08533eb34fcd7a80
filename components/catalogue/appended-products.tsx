'use client';
import { AppendedCards } from './appended-cards-loader';
import { useProductListing } from './product-listing-provider';

/**
 * The products Explore More loaded, as further items of the listing's grid (rendered inside the server's <ul>).
 * Their cards' code comes with the first page loaded, not with the listing (appended-cards-loader.ts).
 */
export function AppendedProducts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { loadedPages } = useProductListing();
  return AppendedCards && loadedPages.length > 0 ? (
    <AppendedCards pages={loadedPages} headingLevel={headingLevel} />
  ) : null;
}
