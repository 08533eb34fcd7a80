import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import { AccountLink } from './account-link';
import { AccountControl } from '@/components/session/session-header-bridge';
import { CurrencySwitch } from '@/components/session/currency-switch';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import { SiteNav } from './site-nav';

const Bar = styled.header`
  position: relative;
  z-index: 20;
  background: ${theme.colors.indigo};
  ${theme.focus.onDarkSurface}
  color: #fff;
`;

/*
 * One DOM order, read the same way at every width (WCAG 2.4.3: the tab order
 * follows what is seen): menu toggle, logo, currency, search, account, cart,
 * then the navigation. Below lg: the toggle, logo and currency in the first
 * row, search with the thumb controls (account, cart) in the second, the
 * opened menu under them. From lg: logo, currency, search and the controls in
 * one row, the navigation bar below. Every track and item may shrink
 * (minmax(0, 1fr), min-width: 0), so a long subcategory name or the search
 * placeholder never widens the page.
 */
const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(3)};
  display: grid;
  align-items: center;
  column-gap: ${theme.space(2)};
  row-gap: ${theme.space(2)};
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'toggle logo currency'
    'search search actions'
    'nav nav nav';
  & > * {
    min-width: 0;
  }
  @media (min-width: ${theme.breakpoints.sm}) {
    padding: ${theme.space(2)} ${theme.space(4)};
    column-gap: ${theme.space(3)};
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    column-gap: 0;
    padding-top: ${theme.space(3)};
    padding-bottom: 0;
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas:
      'logo currency search actions'
      'nav nav nav nav';
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  justify-self: start;
  display: inline-flex;
  flex-direction: column;
  line-height: 1.1;
  color: #fff;
  text-decoration: none;
  span:first-of-type {
    font-family: ${theme.fonts.display};
    font-size: 1.125rem;
    font-weight: 700;
  }
  span:last-of-type {
    font-size: 0.7rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: #e4dccf;
  }
  @media (min-width: ${theme.breakpoints.sm}) {
    span:first-of-type {
      font-size: 1.375rem;
    }
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    span:first-of-type {
      font-size: 1.625rem;
    }
  }
`;

const SearchArea = styled.div`
  grid-area: search;
  display: flex;
  justify-content: center;
  @media (min-width: ${theme.breakpoints.lg}) {
    margin: 0 ${theme.space(8)};
  }
`;

/* On phones the switch sits beside the search box; its word stays the select's accessible name. */
const CurrencyArea = styled.div`
  grid-area: currency;
  justify-self: end;
  @media (min-width: ${theme.breakpoints.lg}) {
    margin-left: ${theme.space(6)};
  }
  @media (max-width: calc(${theme.breakpoints.sm} - 1px)) {
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space(1)};
  @media (min-width: ${theme.breakpoints.lg}) {
    margin-left: ${theme.space(1)};
  }
  /* The signed-in profile button shows its icon only on phones; "Account" stays its accessible name. */
  @media (max-width: calc(${theme.breakpoints.sm} - 1px)) {
    button[aria-expanded] > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/**
 * The header of every page: logo, currency, search, Login, cart with its
 * count, and the navigation bar (behind a menu toggle on small screens).
 * The skip link comes before it, first in <body> (components/layout/skip-link.tsx).
 * `navigation` replaces the loaded navigation in tests.
 */
export function SiteHeader({ navigation = <SiteNav /> }: { navigation?: ReactNode }) {
  return (
    <Bar>
      <Inner>
        <MobileMenu navigation={navigation}>
          {/* The name is the visible text (no aria-label that differs from it); "home" is read out, not shown. */}
          <Logo href="/">
            <span>{site.name}</span>
            <span className="visually-hidden"> home</span>
            <span aria-hidden="true">Jaipur · Est. {site.foundingDate.slice(0, 4)}</span>
          </Logo>
          <CurrencyArea>
            <CurrencySwitch />
          </CurrencyArea>
          <SearchArea>
            <SearchForm />
          </SearchArea>
          <Actions>
            <AccountControl>
              <AccountLink />
            </AccountControl>
            <CartLink />
          </Actions>
        </MobileMenu>
      </Inner>
    </Bar>
  );
}
