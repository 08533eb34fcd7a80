'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { APP_LINK_ATTRIBUTE } from './link';

/** The same-origin page a link leads to (path, query and hash); null for anything else (other sites, files, the API, new tabs). */
function pageUrl(anchor: HTMLAnchorElement, origin: string): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (
    url.origin !== origin ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/media/') ||
    url.pathname.startsWith('/_next/')
  )
    return null;
  return url;
}

/** The same-origin page a link leads to, for prefetching; null for anything else (other sites, files, the API, new tabs). */
export function prefetchTarget(anchor: HTMLAnchorElement, origin: string): string | null {
  const url = pageUrl(anchor, origin);
  return url ? url.pathname + url.search : null;
}

/**
 * Where the app itself should go for a click on a shop link (components/ui/link): the path, query and hash; null
 * when the browser should follow it (another site, a file, a new tab, a click with a modifier key or another
 * button, a click a handler already took, or an anchor that is not a shop link).
 */
export function appNavigationTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute(APP_LINK_ATTRIBUTE)) return null;
  const url = pageUrl(anchor, origin);
  return url ? url.pathname + url.search + url.hash : null;
}

/**
 * Prefetches the page behind a link when the shopper is about to follow it:
 * hovering it, touching it or focusing it; and follows a shop link
 * (components/ui/link) in the app, without a full page load, as next/link
 * would. One set of listeners on the document serves every link, so links
 * need no client code, server-rendered or not.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = prefetchTarget(anchor, window.location.origin);
      if (!target || done.has(target)) return;
      done.add(target);
      router.prefetch(target);
    };
    // Bubbling, after React's own listeners: a link's onClick (a menu closing) runs first and may cancel it.
    const onClick = (event: MouseEvent) => {
      const target = appNavigationTarget(event, window.location.origin);
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
