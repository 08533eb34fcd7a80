'use client';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  ORDER_PLACED_BANNER_MS,
  ORDER_PLACED_DISMISS_LABEL,
  ORDER_PLACED_MESSAGE,
  orderLinkText,
  orderPagePath,
} from './order-placed-messages';
import { hasOrderPlaced, takeOrderPlaced } from './order-placed-flag';
import styles from './order-success-banner.module.css';

/**
 * The success banner of spec section 4 ('Your Order Placed successfully, …'),
 * which the original never showed: the checkout sets a flag in this tab's
 * sessionStorage before going home, and the banner reads it once on the home
 * page. It closes itself after a while or with its button. Mount it once in
 * the layout (or on the home page).
 */
export function OrderSuccessBanner() {
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const [orderNumber, setOrderNumber] = useState('');
  /** Focus is on the banner's link or button: it stays until focus leaves (WCAG 2.2.1). */
  const [holding, setHolding] = useState(false);

  // The flag (the order number) is set in another page's code just before navigating home: read it on arrival.
  useEffect(() => {
    if (pathname !== '/' || !hasOrderPlaced()) return;
    // Taken in the callback, so a cancelled run (React's strict double effects) leaves it for the next.
    const show = setTimeout(() => {
      const placed = takeOrderPlaced();
      if (placed === null) return;
      // The checkout navigates without scrolling: the home page opens at its top, banner and header in view.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      setOrderNumber(placed);
      setVisible(true);
    }, 0);
    return () => clearTimeout(show);
  }, [pathname]);

  useEffect(() => {
    if (!visible || holding) return;
    const hide = setTimeout(() => setVisible(false), ORDER_PLACED_BANNER_MS);
    return () => clearTimeout(hide);
  }, [visible, holding]);

  const showing = visible && pathname === '/';
  return (
    <div className={styles.region} role="status">
      {showing ? (
        <div className={styles.banner} onFocus={() => setHolding(true)} onBlur={() => setHolding(false)}>
          <p>
            <span>{ORDER_PLACED_MESSAGE}</span>
            {orderNumber ? (
              <>
                {' '}
                <Link href={orderPagePath(orderNumber)}>{orderLinkText(orderNumber)}</Link>
              </>
            ) : null}
          </p>
          <button
            className={styles.close}
            type="button"
            aria-label={ORDER_PLACED_DISMISS_LABEL}
            onClick={() => setVisible(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
