'use client';
import type { ReactNode } from 'react';
import { CartCountContext } from '@/components/layout/cart-link';
import { AccountMenu } from '@/components/auth/account-menu';
import { useOptionalSession } from './session-provider';

/** Feeds the header's cart count from the session. */
export function CartCountFromSession({ children }: { children: ReactNode }) {
  const session = useOptionalSession();
  return <CartCountContext.Provider value={session?.cartCount ?? 0}>{children}</CartCountContext.Provider>;
}

/**
 * The header's account control: the server-rendered Login link for guests
 * (so cached pages are the same for everyone), the profile menu with Logout
 * once the stored token says the shopper is signed in.
 */
export function AccountControl({ children }: { children: ReactNode }) {
  const session = useOptionalSession();
  return session?.isLoggedIn ? <AccountMenu /> : <>{children}</>;
}
