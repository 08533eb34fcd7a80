'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The same-origin page a link leads to, for prefetching; null for anything else (other sites, files, the API, new tabs). */
export function prefetchTarget(anchor: HTMLAnchorElement, origin: string): string | null {
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
  return url.pathname + url.search;
}

/**
 * Prefetches the page behind a link when the shopper is about to follow it:
 * hovering it, touching it or focusing it. One set of listeners on the
 * document serves every link, so server-rendered links need no client code.
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
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, [router]);
  return null;
}
