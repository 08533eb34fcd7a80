'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import styled from 'styled-components';
import Link from '@/components/ui/link';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { theme } from '@/styles/theme';
import { AdminButton } from './admin-parts';

const SIGN_OUT_LABEL = 'Sign out';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radii.round};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.18);
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export interface AdminNavItem {
  href: string;
  label: string;
}

function isCurrent(pathname: string, href: string): boolean {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The back office's sections; the current one marked for the eye and for screen readers. */
export function AdminNav({ items }: { items: AdminNavItem[] }) {
  const pathname = usePathname();
  return (
    <Nav aria-label="Back office">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

/** Ends the staff session (POST /api/admin/logout/) and goes to the sign-in page. */
export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await adminBrowserApi.adminLogout({});
    } catch {
      // A session that already ended is signed out all the same.
    }
    router.replace('/admin/login');
    router.refresh();
  }
  return (
    <AdminButton type="button" $variant="onDark" onClick={() => void signOut()} disabled={busy} aria-busy={busy}>
      {SIGN_OUT_LABEL}
    </AdminButton>
  );
}
