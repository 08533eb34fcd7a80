import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { SEARCH_PROMPT } from '@/components/catalogue/catalogue-messages';
import { readListingOptions } from '@/lib/catalogue-filters';
import { searchPath } from '@/lib/catalogue-paths';
import { SEARCH_QUERY_MAX } from '@/lib/contract';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { SearchBox } from './search-box';
import { SearchResults, findProducts } from './search-results';
import { SearchResultsLoading, SearchResultsView } from './search-results-view';
import styles from './page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The query from ?query=: the first value, trimmed and cut to what the API accepts; '' when absent. */
function readQuery(params: Record<string, string | string[] | undefined>): string {
  const value = Array.isArray(params.query) ? params.query[0] : params.query;
  return (value ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readQuery(await searchParams);
  return pageMetadata({
    title: query ? `Search results for "${query}"` : 'Search',
    description: query
      ? `Handcrafted products matching "${query}" at ${site.name}: home decor, textiles and garments made in Jaipur.`
      : `Search ${site.name}'s handcrafted home decor, textiles and garments made in Jaipur.`,
    path: query ? searchPath(query) : '/search',
    // Result pages are endless and thin: crawlers follow their links to the products but list none of them.
    noindex: true,
  });
}

/**
 * Client-side navigations fetch the page with fetch() (Sec-Fetch-Mode: cors)
 * and can show placeholders while the results stream in. A document request
 * (a link, the header's form, a crawler, a browser without JavaScript) gets
 * the results in the HTML itself: streamed content stays hidden until a
 * script reveals it, so without JavaScript only the placeholders would show.
 */
async function isClientNavigation(): Promise<boolean> {
  return (await headers()).get('sec-fetch-mode') === 'cors';
}

export default async function SearchPage({ searchParams }: Props) {
  const [params, streamed] = await Promise.all([searchParams, isClientNavigation()]);
  const query = readQuery(params);
  // Sort and filters: bad values are ignored (lib/catalogue-filters.ts).
  const options = readListingOptions(params);
  let results = null;
  if (query) {
    // Keyed by the query alone: a new query shows the placeholders; a new sort or filter keeps the results shown
    // until the new ones come (a navigation is a transition), so the phones' filters sheet stays open over them.
    results = streamed ? (
      <Suspense key={query} fallback={<SearchResultsLoading query={query} />}>
        <SearchResults query={query} options={options} />
      </Suspense>
    ) : (
      <SearchResultsView query={query} options={options} outcome={await findProducts(query, options)} />
    );
  }
  return (
    <div className={styles.page}>
      <SearchBox query={query} />
      {results ?? (
        <div>
          <h1 className={styles.heading}>Search</h1>
          <p>{SEARCH_PROMPT}</p>
        </div>
      )}
    </div>
  );
}
