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
 * and so is focus that the new page placed itself. A followed link also opens
 * the new page at its very top.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const fromHistory = useRef(false);

  useEffect(() => {
    // Back and forward restore where the shopper was; only a followed link starts at the top.
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const restoring = fromHistory.current;
    fromHistory.current = false;
    // A new page opens at its top, header and search included (spec: navigation scrolls to the top). Next
    // scrolls only its page segment into view, which leaves the header above the fold; a #fragment is its own.
    if (!restoring && !window.location.hash) window.scrollTo(0, 0);
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus left on <body> (the followed link went away) or in the header or footer (they stay) moves on;
    // focus the new page placed itself (a field in <main>, the order banner) stays.
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('header, footer')) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
