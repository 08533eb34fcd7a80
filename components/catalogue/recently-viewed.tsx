'use client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { readRecentlyViewed, recordRecentlyViewed } from './recently-viewed-storage';

/** The band and its fetch: their own chunk, loaded once the shopper scrolls near the slot, never at first load. */
const RecentlyViewedBand = lazy(() => import('./recently-viewed-band'));

/** How far below the screen the band starts loading, so its cards are there when the shopper reaches them. */
const LOAD_MARGIN = '0px 0px 600px 0px';

/**
 * Where the "Recently viewed" band goes (docs/decisions/050): on a product page it records the visit, and when
 * this browser viewed at least one other product, it loads the band as its slot nears the screen. The slot is an
 * empty block below the page's content until then, so nothing above it moves.
 */
export function RecentlyViewed({
  productId,
  className,
}: {
  /** The product page's product: recorded as viewed, and never shown in its own band. */
  productId?: number;
  /** The slot's width and side padding (it takes no height while empty). */
  className?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  /** The products the band shows, set once the slot nears the screen (none before). */
  const [shown, setShown] = useState<number[]>([]);

  useEffect(() => {
    const kept = productId === undefined ? readRecentlyViewed() : recordRecentlyViewed(productId);
    const others = kept.filter((id) => id !== productId);
    const element = slot.current;
    // A browser without IntersectionObserver (none the shop supports) goes without the band.
    if (others.length === 0 || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setShown(others);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [productId]);

  return (
    <div ref={slot} className={className} data-recently-viewed="">
      {shown.length > 0 ? (
        <Suspense fallback={null}>
          <RecentlyViewedBand ids={shown} />
        </Suspense>
      ) : null}
    </div>
  );
}
