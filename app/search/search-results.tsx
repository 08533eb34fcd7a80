import { getServerApi } from '@/lib/api/server';
import { logError } from '@/lib/server/log';
import { SearchResultsView, type SearchOutcome } from './search-results-view';

/** Runs the search on the server (the typed client URL-encodes the query; deviation 1). */
export async function findProducts(query: string): Promise<SearchOutcome> {
  try {
    const { data } = await getServerApi().searchProducts({ query });
    return data.length > 0 ? { kind: 'results', products: data } : { kind: 'empty' };
  } catch (error) {
    logError('Search failed', error, { query });
    return { kind: 'error' };
  }
}

export async function SearchResults({ query }: { query: string }) {
  return <SearchResultsView query={query} outcome={await findProducts(query)} />;
}
