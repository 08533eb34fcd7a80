'use client';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { loginPathReturningTo } from '@/components/session/session-provider';
import { useModalDialogHandlers } from '@/components/ui/modal-tab';
import { OutlinePillButton, PillLink } from '@/components/ui/pill-link';
import { PlainImage } from '@/components/ui/plain-image';
import type { CartItem } from '@/lib/contract/cart';
import { formatCheckoutAmount } from '@/lib/money';
import {
  CART_CHECKOUT_PATH,
  CART_PANEL_CHECKOUT,
  CART_PANEL_CLOSE,
  CART_PANEL_COUNT_LABEL,
  CART_PANEL_PRICE_LABEL,
  CART_PANEL_QUANTITY_LABEL,
  CART_PANEL_VIEW_CART,
  CART_SIZE_LABEL,
  SUBTOTAL_LABEL,
} from './cart-messages';
import styles from './cart-panel.module.css';

/** Below the shop's md breakpoint (styles/theme.ts) the panel is a sheet along the bottom of the screen. */
export const CART_PANEL_SHEET_QUERY = '(max-width: 767px)';
/** Room kept between the button that opened the sheet and the sheet's top edge. */
const CLEARANCE_PX = 16;

export interface CartPanelProps {
  /** The server's answer to the add: 'Added to cart.' (spec section 9), the panel's heading. */
  message: string;
  /** The line just added, as the server's cart answer has it (priced in `currency`); absent, only the totals show. */
  line: CartItem | undefined;
  /** The server's cart answer: count of pieces and subtotal, in `currency`. */
  count: number;
  subtotal: number;
  currency: string;
  /**
   * "Checkout" starts checkout as the cart page does: signed in, the cart page with its delivery form open;
   * a guest, the login that comes back there (orders need a token, spec section 6).
   */
  signedIn: boolean;
  /** The button that opened the panel: focus goes back to it on close, and a sheet never covers it. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Lines under the heading, as the server wrote them: what Buy again could not put in the cart. */
  notes?: readonly string[];
}

/**
 * What Add to Cart opens instead of the spec's centred toast (DEVIATIONS 62): a modal dialog, labelled by
 * its heading ('Added to cart.'), with the item, the cart's count and subtotal as the server answered them,
 * "View cart" and "Checkout". Focus starts on the heading, stays inside (Tab wraps), and goes back to the
 * opener when Escape, the close button or a click outside closes it. As a sheet (phones) it lifts the page
 * so the opener sits above it, and the page does not scroll under it while it is open.
 */
export function CartPanel({
  message,
  line,
  count,
  subtotal,
  currency,
  signedIn,
  opener,
  onClose,
  notes = [],
}: CartPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const leaving = useRef(false);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    heading.current?.focus();
    const root = document.documentElement;
    const sheet = typeof window.matchMedia === 'function' && window.matchMedia(CART_PANEL_SHEET_QUERY).matches;
    const button = opener.current;
    if (sheet && button) {
      const overlap = button.getBoundingClientRect().bottom + CLEARANCE_PX - element.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
    }
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [opener]);

  function closed() {
    if (!leaving.current) opener.current?.focus();
    onClose();
  }

  function close() {
    dialog.current?.close();
  }

  const modalHandlers = useModalDialogHandlers(close, heading);

  /** A link is followed: the panel closes and focus goes on with the new page. */
  function leave() {
    leaving.current = true;
    close();
  }

  return (
    // A click on the backdrop closes; Escape and the close button are the keyboard's ways (useModalDialogHandlers).
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-labelledby={headingId}
      aria-modal="true"
      onClose={closed}
      {...modalHandlers}
      data-cart-panel=""
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.heading} id={headingId} ref={heading} tabIndex={-1}>
            {message}
          </h2>
          <OutlinePillButton className={styles.close} onClick={close}>
            {CART_PANEL_CLOSE}
          </OutlinePillButton>
        </div>
        {notes.length > 0 ? (
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        {line ? (
          <div className={styles.item}>
            <PlainImage src={line.image} alt="" width={80} height={80} sizes="80px" />
            <div>
              <p className={styles.name}>{line.product_name}</p>
              <dl className={styles.facts}>
                <dt>{CART_SIZE_LABEL}</dt>
                <dd>{line.size}</dd>
                <dt>{CART_PANEL_QUANTITY_LABEL}</dt>
                <dd>{line.quantity}</dd>
                <dt>{CART_PANEL_PRICE_LABEL}</dt>
                <dd data-price="">{formatCheckoutAmount(line.offer_price, currency)}</dd>
              </dl>
            </div>
          </div>
        ) : null}
        <dl className={styles.summary}>
          <dt>{CART_PANEL_COUNT_LABEL}</dt>
          <dd>{count}</dd>
          <dt>{SUBTOTAL_LABEL}</dt>
          <dd data-price="">{formatCheckoutAmount(subtotal, currency)}</dd>
        </dl>
        <div className={styles.actions}>
          <PillLink className={styles.viewCart} href="/cart" onClick={leave}>
            {CART_PANEL_VIEW_CART}
          </PillLink>
          <PillLink href={signedIn ? CART_CHECKOUT_PATH : loginPathReturningTo(CART_CHECKOUT_PATH)} onClick={leave}>
            {CART_PANEL_CHECKOUT}
          </PillLink>
        </div>
      </div>
    </dialog>
  );
}
