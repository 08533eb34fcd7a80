import { getServerApi } from '@/lib/api/server';
import type { ListingOptions } from '@/lib/catalogue-filters';
import { logError } from '@/lib/server/log';
import { SearchResultsView, type SearchOutcome } from './search-results-view';

/** Runs the search on the server (the typed client URL-encodes the query; deviation 1). */
export async function findProducts(query: string, options: ListingOptions = {}): Promise<SearchOutcome> {
  try {
    const { data, facets } = await getServerApi().searchProducts({ query, ...options, facets: 'true' });
    if (data.length > 0 || facets) return { kind: 'results', products: data, facets: facets ?? null };
    return { kind: 'empty' };
  } catch (error) {
    logError('Search failed', error, { query });
    return { kind: 'error' };
  }
}

export async function SearchResults({ query, options }: { query: string; options: ListingOptions }) {
  return <SearchResultsView query={query} options={options} outcome={await findProducts(query, options)} />;
}
