'use client';
import { useEffect, useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { ErrorMessage } from '@/components/ui/error-message';
import { theme } from '@/styles/theme';
import { EXPLORE_MORE_LABEL, PRODUCTS_LOAD_ERROR } from './catalogue-messages';
import { explorePageHref, listingPageAnchor } from './listing-anchors';
import { useProductListing } from './product-listing-provider';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};
`;

const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  min-width: 200px;
  padding: ${theme.space(3)} ${theme.space(8)};
  border: 2px solid ${theme.colors.indigo};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.indigo};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.indigo};
    color: #fff;
  }
  &:disabled,
  &[aria-busy='true'] {
    cursor: progress;
    background: ${theme.colors.skeleton};
    color: ${theme.colors.ink};
  }
`;

const Button = styled.button`
  ${control}
`;

const Link = styled.a`
  ${control}
`;


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
  if (nextPage === null) return error ? <Wrapper>{error}</Wrapper> : null;

  const loading = status === 'loading';
  return (
    <Wrapper>
      {hydrated ? (
        <Button type="button" onClick={() => void loadMore()} disabled={loading} aria-busy={loading}>
          {EXPLORE_MORE_LABEL}
        </Button>
      ) : (
        <Link href={explorePageHref(basePath, nextPage, options)}>{EXPLORE_MORE_LABEL}</Link>
      )}
      {error}
    </Wrapper>
  );
}
