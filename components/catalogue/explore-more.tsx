'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { EXPLORE_MORE_LABEL, PRODUCTS_LOAD_ERROR } from './listing-messages';
import { explorePageHref, listingPageAnchor } from './listing-anchors';
import { useProductListing } from './product-listing-provider';
import styles from './explore-more.module.css';

const subscribeNever = () => () => {};

/** False while rendering on the server and hydrating, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Loads the next page of a listing. Without JavaScript it is a link to
 * ?page=N, which the server renders in full; in the browser it fetches the
 * page and appends it. Hidden once every product is shown.
 */
export function ExploreMore() {
  const { nextPage, status, loadedPages, basePath, options, loadMore } = useProductListing();
  const hydrated = useHydrated();
  const lastPage = loadedPages.at(-1)?.page;

  // The button is disabled while loading (and gone after the last page), which
  // drops keyboard focus: hand it to the first product that arrived.
  useEffect(() => {
    if (lastPage === undefined) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const firstNew = document.getElementById(listingPageAnchor(lastPage));
    firstNew?.querySelector<HTMLAnchorElement>('a:not([tabindex="-1"])')?.focus({ preventScroll: true });
  }, [lastPage]);

  const error = status === 'error' ? <ErrorMessage>{PRODUCTS_LOAD_ERROR}</ErrorMessage> : null;
  if (nextPage === null) return error ? <div className={styles.wrapper}>{error}</div> : null;

  const loading = status === 'loading';
  return (
    <div className={styles.wrapper}>
      {hydrated ? (
        <button
          className={styles.control}
          type="button"
          onClick={() => void loadMore()}
          disabled={loading}
          aria-busy={loading}
        >
          {EXPLORE_MORE_LABEL}
        </button>
      ) : (
        <a className={styles.control} href={explorePageHref(basePath, nextPage, options)}>
          {EXPLORE_MORE_LABEL}
        </a>
      )}
      {error}
    </div>
  );
}
