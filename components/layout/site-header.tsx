import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { AccountLink } from './account-link';
import { AccountControl } from '@/components/session/session-header-bridge';
import { CurrencySwitch } from '@/components/session/currency-switch';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import { SiteNav } from './site-nav';
import styles from './site-header.module.css';

/**
 * The header of every page: logo, currency, search, Login, cart with its
 * count, and the navigation bar (behind a menu toggle on small screens).
 * The skip link comes before it, first in <body> (components/layout/skip-link.tsx).
 * `navigation` replaces the loaded navigation in tests.
 */
export function SiteHeader({ navigation = <SiteNav /> }: { navigation?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <MobileMenu navigation={navigation}>
          {/* The name is the visible text (no aria-label that differs from it); "home" is read out, not shown. */}
          <Link className={styles.logo} href="/">
            <span>{site.name}</span>
            <span className="visually-hidden"> home</span>
            <span aria-hidden="true">Jaipur · Est. {site.foundingDate.slice(0, 4)}</span>
          </Link>
          <div className={styles.currencyArea}>
            <CurrencySwitch />
          </div>
          <div className={styles.searchArea}>
            <SearchForm />
          </div>
          <div className={styles.actions}>
            <AccountControl>
              <AccountLink />
            </AccountControl>
            <CartLink />
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
