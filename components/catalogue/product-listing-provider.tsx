'use client';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { browserApi } from '@/lib/api/browser';
import type { ProductSummary } from '@/lib/contract';

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
  loadMore: () => Promise<void>;
}

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
  children,
}: ProductListingProviderProps) {
  const [loadedPages, setLoadedPages] = useState<LoadedPage[]>([]);
  const [count, setCount] = useState(initialCount);
  const [nextPage, setNextPage] = useState(initialNextPage);
  const [status, setStatus] = useState<ListingStatus>('idle');
  const inFlight = useRef(false);
  const seenIds = useRef<Set<number>>(new Set(initialIds));

  const loadMore = useCallback(async () => {
    if (inFlight.current || nextPage === null) return;
    inFlight.current = true;
    setStatus('loading');
    try {
      const answer = await browserApi.getAllProducts({
        category_pk: categoryPk,
        sub_category_pk: subCategoryPk,
        page: nextPage,
        page_size: pageSize,
      });
      const fresh = answer.data.filter((product) => !seenIds.current.has(product.id));
      for (const product of fresh) seenIds.current.add(product.id);
      setLoadedPages((pages) => [...pages, { page: answer.page, products: fresh }]);
      setCount(answer.count);
      setNextPage(answer.next_page);
      setStatus('idle');
    } catch (error) {
      console.error('Explore More: loading products failed', error);
      setStatus('error');
    } finally {
      inFlight.current = false;
    }
  }, [categoryPk, subCategoryPk, pageSize, nextPage]);

  const shown = initialIds.length + loadedPages.reduce((total, page) => total + page.products.length, 0);
  const value = useMemo(
    () => ({ shown, count, nextPage, status, loadedPages, basePath, loadMore }),
    [shown, count, nextPage, status, loadedPages, basePath, loadMore],
  );
  return <ProductListingContext.Provider value={value}>{children}</ProductListingContext.Provider>;
}
