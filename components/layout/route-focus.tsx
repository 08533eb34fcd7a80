'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export const MAIN_ID = 'main';

/**
 * Where focus goes after an in-app page change: the new page's <h1> (or
 * <main> when it has none), so the next Tab reaches the page's own content
 * rather than walking the header again (31 Tabs from a category page to its
 * first product before, issue 12), and a screen reader reads the new heading
 * (Next's route announcer reads the title too). The first load is left alone,
 * and so is focus that the new page placed inside <main> itself.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active)) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
