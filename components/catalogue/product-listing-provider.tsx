'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { browserApi } from '@/lib/api/browser';
import type { ListingOptions } from '@/lib/catalogue-filters';
import type { ProductSummary } from '@/lib/contract';
import { parsePageNumber } from '@/lib/catalogue-paths';
import { loadAppendedCards } from './appended-cards-loader';
import { listingPagesHref } from './listing-anchors';
import {
  arrivedByHistory,
  consumeHistoryMove,
  rememberScrollPosition,
  restoreScrollPosition,
  savedScrollPosition,
} from './listing-scroll-memory';

/** A page of products loaded in the browser by Explore More. */
export interface LoadedPage {
  page: number;
  products: ProductSummary[];
}

export type ListingStatus = 'idle' | 'loading' | 'error';

interface ProductListingValue {
  /** How many products the page shows (server-rendered plus loaded). */
  shown: number;
  count: number;
  nextPage: number | null;
  status: ListingStatus;
  loadedPages: LoadedPage[];
  /** The listing's own URL, for the Explore More link that works without JavaScript. */
  basePath: string;
  /** The sort and filters the listing shows, kept by Explore More. */
  options: ListingOptions;
  loadMore: () => Promise<void>;
}

const NO_OPTIONS: ListingOptions = {};
/** Back to a listing loads at most this many pages again (as the server renders at most 50). */
const MAX_RESTORED_PAGE = 50;

const ProductListingContext = createContext<ProductListingValue | null>(null);

export function useProductListing(): ProductListingValue {
  const value = useContext(ProductListingContext);
  if (!value) throw new Error('useProductListing must be used inside <ProductListingProvider>');
  return value;
}

export interface ProductListingProviderProps {
  categoryPk: number;
  subCategoryPk?: number;
  pageSize: number;
  /** Ids the server already rendered, so a page that shifted is not shown twice. */
  initialIds: number[];
  count: number;
  nextPage: number | null;
  basePath: string;
  options?: ListingOptions;
  children: ReactNode;
}

/**
 * State of a category listing: the server renders the first pages; Explore
 * More asks GET /api/get-all-products/ for the next one and appends it, and
 * the count line and the button follow.
 */
export function ProductListingProvider({
  categoryPk,
  subCategoryPk,
  pageSize,
  initialIds,
  count: initialCount,
  nextPage: initialNextPage,
  basePath,
  options = NO_OPTIONS,
  children,
}: ProductListingProviderProps) {
  const [loadedPages, setLoadedPages] = useState<LoadedPage[]>([]);
  const [count, setCount] = useState(initialCount);
  const [nextPage, setNextPage] = useState(initialNextPage);
  const [status, setStatus] = useState<ListingStatus>('idle');
  const inFlight = useRef(false);
  const seenIds = useRef<Set<number>>(new Set(initialIds));

  /** Fetches page `page` and appends it; answers the page after it (null after the last). */
  const loadPage = useCallback(
    async (page: number): Promise<number | null> => {
      // The cards' code loads beside the products (once): both are there before the page is appended.
      const [answer] = await Promise.all([
        browserApi.getAllProducts({
          category_pk: categoryPk,
          sub_category_pk: subCategoryPk,
          page,
          page_size: pageSize,
          ...options,
        }),
        loadAppendedCards(),
      ]);
      const fresh = answer.data.filter((product) => !seenIds.current.has(product.id));
      for (const product of fresh) seenIds.current.add(product.id);
      setLoadedPages((pages) => [...pages, { page: answer.page, products: fresh }]);
      setCount(answer.count);
      setNextPage(answer.next_page);
      return answer.next_page;
    },
    [categoryPk, subCategoryPk, pageSize, options],
  );

  const loadMore = useCallback(async () => {
    if (inFlight.current || nextPage === null) return;
    inFlight.current = true;
    setStatus('loading');
    try {
      await loadPage(nextPage);
      setStatus('idle');
      // The address now names every page shown (?page=N, what the server renders for it): Back from a
      // product, or a reload, shows them all again, and the scroll position is restored among them.
      window.history.replaceState(window.history.state, '', listingPagesHref(basePath, nextPage, options));
    } catch (error) {
      console.error('Explore More: loading products failed', error);
      setStatus('error');
    } finally {
      inFlight.current = false;
    }
  }, [loadPage, nextPage, basePath, options]);

  // Back to this listing: the pages the address names that are not on the page yet (the app showed
  // its cached first page) are loaded again, then the shopper's scroll position is restored.
  useEffect(() => {
    const stopRemembering = rememberScrollPosition();
    if (!arrivedByHistory()) return stopRemembering;
    consumeHistoryMove();
    const position = savedScrollPosition();
    const wanted = parsePageNumber(new URLSearchParams(window.location.search).get('page') ?? undefined);
    let cancelled = false;
    void (async () => {
      if (initialNextPage !== null && wanted >= initialNextPage) {
        inFlight.current = true;
        try {
          let page: number | null = initialNextPage;
          while (page !== null && page <= Math.min(wanted, MAX_RESTORED_PAGE) && !cancelled)
            page = await loadPage(page);
        } catch (error) {
          console.error('Back to the listing: loading products failed', error);
        } finally {
          inFlight.current = false;
        }
        // Let React put the products on the page before scrolling among them.
        await new Promise((resolve) => window.requestAnimationFrame(resolve));
      }
      if (!cancelled && position !== null) restoreScrollPosition(position);
    })();
    return () => {
      cancelled = true;
      stopRemembering();
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = initialIds.length + loadedPages.reduce((total, page) => total + page.products.length, 0);
  const value = useMemo(
    () => ({ shown, count, nextPage, status, loadedPages, basePath, options, loadMore }),
    [shown, count, nextPage, status, loadedPages, basePath, options, loadMore],
  );
  return <ProductListingContext.Provider value={value}>{children}</ProductListingContext.Provider>;
}
