import styled from 'styled-components';
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
import { theme } from '@/styles/theme';

export type SearchOutcome =
  | { kind: 'results'; products: ProductSummary[]; facets?: ListingFacets | null }
  | { kind: 'empty' }
  | { kind: 'error' };

const Heading = styled.h1`
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  margin: 0 0 ${theme.space(5)};
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  margin: 0;
  font-size: 1.1rem;
  &[data-tone='error'] {
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

const Controls = styled.div`
  margin-bottom: ${theme.space(5)};
`;

/** While the search runs: 12 placeholder cards (spec section 9). */
export function SearchResultsLoading({ query }: { query: string }) {
  return (
    <div>
      <Heading>Searching for &quot;{query}&quot;&hellip;</Heading>
      <ProductGridSkeleton count={SEARCH_PLACEHOLDER_COUNT} label="Loading search results" />
    </div>
  );
}

/** The search page's results, empty and error states (spec sections 2 and 8). The query is text: React escapes it. */
export function SearchResultsView({ query, outcome, options = {} }: { query: string; outcome: SearchOutcome; options?: ListingOptions }) {
  if (outcome.kind === 'results') {
    return (
      <div>
        <Heading>{searchResultsHeading(query)}</Heading>
        {outcome.facets ? (
          <Controls>
            <ListingControls action="/search" hidden={{ query }} options={options} facets={outcome.facets} clearHref={searchPath(query)} />
          </Controls>
        ) : null}
        {outcome.products.length === 0 && hasFilters(options) ? (
          <Message role="status">{NO_MATCHING_PRODUCTS_TEXT}</Message>
        ) : (
          <ProductGrid products={outcome.products} headingLevel={2} aria-label="Search results" priorityCount={2} />
        )}
      </div>
    );
  }
  if (outcome.kind === 'empty') {
    return (
      <div>
        <Heading>No results for &quot;{query}&quot;</Heading>
        <Message role="status">{SEARCH_NO_RESULTS}</Message>
      </div>
    );
  }
  return (
    <div>
      <Heading>Search</Heading>
      <Message role="alert" data-tone="error">
        {SEARCH_ERROR}
      </Message>
    </div>
  );
}
