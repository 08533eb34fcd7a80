import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { site } from '@/lib/site';
import styles from './admin-header.module.css';

/** The back office's banner: the shop's name, then the sections and the member's name with Sign out (when signed in). */
export function AdminHeader({ who, nav, signOut }: { who?: ReactNode; nav?: ReactNode; signOut?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Inner>
        <p className={styles.brand}>
          <Link href="/admin">{site.name} · Back office</Link>
        </p>
        {who ? <p className={styles.who}>{who}</p> : null}
        {signOut}
      </Inner>
      {nav ? <Inner>{nav}</Inner> : null}
    </header>
  );
}

function Inner({ children }: { children: ReactNode }) {
  return <div className={styles.inner}>{children}</div>;
}
