'use client';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductSummary } from '@/lib/contract/catalogue';
import { browserApi } from '@/lib/api/browser';
import { OutlinePillButton } from '@/components/ui/pill-link';
import { ProductGrid } from './product-grid';
import {
  RECENTLY_VIEWED_CLEAR,
  RECENTLY_VIEWED_CLEAR_NAME,
  RECENTLY_VIEWED_CLEARED,
  RECENTLY_VIEWED_TITLE,
} from './recently-viewed-messages';
import { clearRecentlyViewed } from './recently-viewed-storage';
import styles from './recently-viewed-band.module.css';

interface RecentlyViewedBandProps {
  /** The products to show, newest first (the page's own product already left out). */
  ids: number[];
}

/**
 * "Recently viewed" (issue 31, item 11; docs/decisions/050): the cards of the products this browser viewed, as the
 * server has them now (name, picture, price in both currencies, the page's currency showing); a product no longer
 * sold is left out by the server. Nothing shows until the answer has at least one card, or when it fails: the band
 * is an extra, never an error. "Clear" forgets the list; focus moves to the line that says so.
 */
export default function RecentlyViewedBand({ ids }: RecentlyViewedBandProps) {
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const [cleared, setCleared] = useState(false);
  const clearedMessage = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const key = ids.join(',');

  useEffect(() => {
    const controller = new AbortController();
    browserApi
      .getProductsById({ ids: key.split(',').map(Number) }, { signal: controller.signal })
      .then((answer) => setProducts(answer.data))
      .catch(() => {
        // Aborted, offline or refused: no band.
      });
    return () => controller.abort();
  }, [key]);

  useEffect(() => {
    if (cleared) clearedMessage.current?.focus();
  }, [cleared]);

  if (cleared) {
    return (
      <p className={styles.cleared} role="status" tabIndex={-1} ref={clearedMessage}>
        {RECENTLY_VIEWED_CLEARED}
      </p>
    );
  }
  if (products.length === 0) return null;

  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId}>{RECENTLY_VIEWED_TITLE}</h2>
        <OutlinePillButton
          className={styles.clear}
          aria-label={RECENTLY_VIEWED_CLEAR_NAME}
          onClick={() => {
            clearRecentlyViewed();
            setCleared(true);
          }}
        >
          {RECENTLY_VIEWED_CLEAR}
        </OutlinePillButton>
      </div>
      <ProductGrid products={products} featured />
    </section>
  );
}
