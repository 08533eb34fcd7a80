'use client';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ORDER_PLACED_BANNER_MS, ORDER_PLACED_DISMISS_LABEL, ORDER_PLACED_MESSAGE, orderLinkText, orderPagePath } from './checkout-messages';
import { hasOrderPlaced, takeOrderPlaced } from './order-placed-flag';

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  top: ${theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100% - ${theme.space(8)});
  pointer-events: none;
`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(5)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.success};
  color: #fff;
  ${theme.focus.onDarkSurface}
  font-weight: 600;
  text-align: center;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2);
  pointer-events: auto;
  p {
    margin: 0;
  }
  a {
    color: #fff;
    font-weight: 700;
    text-decoration: underline;
    white-space: nowrap;
  }
  a:focus-visible {
    outline: 3px solid ${theme.focus.ring};
    outline-offset: 2px;
  }
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 3px solid ${theme.focus.ring};
    outline-offset: 2px;
  }
`;

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
    <Region role="status">
      {showing ? (
        <Banner onFocus={() => setHolding(true)} onBlur={() => setHolding(false)}>
          <p>
            <span>{ORDER_PLACED_MESSAGE}</span>
            {orderNumber ? (
              <>
                {' '}
                <Link href={orderPagePath(orderNumber)}>{orderLinkText(orderNumber)}</Link>
              </>
            ) : null}
          </p>
          <Close type="button" aria-label={ORDER_PLACED_DISMISS_LABEL} onClick={() => setVisible(false)}>
            <span aria-hidden="true">×</span>
          </Close>
        </Banner>
      ) : null}
    </Region>
  );
}
