'use client';
import { useSelectedLayoutSegment } from 'next/navigation';
import type { ReactNode } from 'react';
import { MAIN_ID } from './route-focus';

/**
 * The storefront's header, footer and main landmark around every page but
 * the back office's: /admin has its own header and landmarks
 * (app/admin/layout.tsx), so staff never see the shop's menus and cart.
 */
export function StorefrontChrome({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const segment = useSelectedLayoutSegment();
  if (segment === 'admin') return <>{children}</>;
  return (
    <>
      {header}
      <main id={MAIN_ID}>{children}</main>
      {footer}
    </>
  );
}
