import type { ProductSummary } from '@/lib/contract';
import { hasFilters, type ListingFacets, type ListingOptions } from '@/lib/catalogue-filters';
import { searchPath } from '@/lib/catalogue-paths';
import { ListingControls } from '@/components/catalogue/listing-controls';
import {
  NO_MATCHING_PRODUCTS_TEXT,
  SEARCH_ERROR,
  SEARCH_NO_RESULTS,
  SEARCH_PLACEHOLDER_COUNT,
  searchResultsHeading,
} from '@/components/catalogue/catalogue-messages';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { ProductGridSkeleton } from '@/components/catalogue/product-grid-skeleton';
import styles from './search-results-view.module.css';

export type SearchOutcome =
  | { kind: 'results'; products: ProductSummary[]; facets?: ListingFacets | null }
  | { kind: 'empty' }
  | { kind: 'error' };

/** While the search runs: 12 placeholder cards (spec section 9). */
export function SearchResultsLoading({ query }: { query: string }) {
  return (
    <div>
      <h1 className={styles.heading}>Searching for &quot;{query}&quot;&hellip;</h1>
      <ProductGridSkeleton count={SEARCH_PLACEHOLDER_COUNT} label="Loading search results" />
    </div>
  );
}

/** The search page's results, empty and error states (spec sections 2 and 8). The query is text: React escapes it. */
export function SearchResultsView({
  query,
  outcome,
  options = {},
}: {
  query: string;
  outcome: SearchOutcome;
  options?: ListingOptions;
}) {
  if (outcome.kind === 'results') {
    return (
      <div>
        <h1 className={styles.heading}>{searchResultsHeading(query)}</h1>
        {outcome.facets ? (
          <div className={styles.controls}>
            <ListingControls
              action="/search"
              hidden={{ query }}
              options={options}
              facets={outcome.facets}
              clearHref={searchPath(query)}
              count={outcome.products.length}
            />
          </div>
        ) : null}
        {outcome.products.length === 0 && hasFilters(options) ? (
          <p className={styles.message} role="status">
            {NO_MATCHING_PRODUCTS_TEXT}
          </p>
        ) : (
          <ProductGrid products={outcome.products} headingLevel={2} aria-label="Search results" priorityCount={2} />
        )}
      </div>
    );
  }
  if (outcome.kind === 'empty') {
    return (
      <div>
        <h1 className={styles.heading}>No results for &quot;{query}&quot;</h1>
        <p className={styles.message} role="status">
          {SEARCH_NO_RESULTS}
        </p>
      </div>
    );
  }
  return (
    <div>
      <h1 className={styles.heading}>Search</h1>
      <p className={styles.message} role="alert" data-tone="error">
        {SEARCH_ERROR}
      </p>
    </div>
  );
}
