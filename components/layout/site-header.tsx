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
  color: #fff;
`;

/*
 * Phones (below sm): one compact row of menu toggle, logo and the thumb
 * controls (account, cart), then search with the currency switch. Every
 * track and item may shrink (minmax(0, 1fr), min-width: 0), so a long
 * subcategory name or the search placeholder never widens the page.
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
    'toggle logo actions'
    'search search currency'
    'nav nav nav';
  & > * {
    min-width: 0;
  }
  @media (min-width: ${theme.breakpoints.sm}) {
    padding: ${theme.space(2)} ${theme.space(4)};
    column-gap: ${theme.space(3)};
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas:
      'toggle logo currency actions'
      'search search search search'
      'nav nav nav nav';
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    column-gap: 0;
    padding-top: ${theme.space(3)};
    padding-bottom: 0;
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas:
      'logo search currency actions'
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

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: ${theme.space(2)};
  &:focus {
    left: ${theme.space(2)};
    background: #fff;
    color: ${theme.colors.ink};
    padding: ${theme.space(2)} ${theme.space(3)};
    z-index: 50;
  }
`;

/**
 * The header of every page: logo, search, Login, cart with its count, and
 * the navigation bar (behind a menu toggle on small screens).
 * `navigation` replaces the loaded navigation in tests.
 */
export function SiteHeader({ navigation = <SiteNav /> }: { navigation?: ReactNode }) {
  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        <MobileMenu>{navigation}</MobileMenu>
        {/* The name is the visible text (no aria-label that differs from it); "home" is read out, not shown. */}
        <Logo href="/">
          <span>{site.name}</span>
          <span className="visually-hidden"> home</span>
          <span aria-hidden="true">Jaipur · Est. {site.foundingDate.slice(0, 4)}</span>
        </Logo>
        <SearchArea>
          <SearchForm />
        </SearchArea>
        <CurrencyArea>
          <CurrencySwitch />
        </CurrencyArea>
        <Actions>
          <AccountControl>
            <AccountLink />
          </AccountControl>
          <CartLink />
        </Actions>
      </Inner>
    </Bar>
  );
}
