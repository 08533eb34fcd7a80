'use client';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { formatCheckoutAmount } from '@/lib/money';
import styles from './wallet-section.module.css';
import { WALLET_HEADING, WALLET_INTRO, WALLET_LINES_LABEL, WALLET_TOTAL_LABEL } from './checkout-messages';
import type { WalletOrder } from './use-paypal-payment';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface WalletSectionProps {
  /** The PayPal order waiting for approval, or null: the section stays in the page, hidden. */
  wallet: WalletOrder | null;
  /** Where the PayPal buttons render; it must exist before the order does. */
  containerRef: RefObject<HTMLDivElement | null>;
}

/** A created PayPal order: its lines, its total and the PayPal buttons. */
export function WalletSection({ wallet, containerRef }: WalletSectionProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const walletId = wallet?.id ?? null;

  // A new PayPal order: bring its section into view and move focus to its heading.
  useEffect(() => {
    const element = heading.current;
    if (!walletId || !element) return;
    element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  }, [walletId]);

  return (
    <section className={styles.wallet} hidden={!wallet} aria-labelledby={`${id}-wallet`}>
      <h2 id={`${id}-wallet`} ref={heading} tabIndex={-1}>
        {WALLET_HEADING}
      </h2>
      <p>{WALLET_INTRO}</p>
      {wallet ? (
        <>
          <ul className={styles.lines} aria-label={WALLET_LINES_LABEL}>
            {wallet.lines.map((line, index) => (
              <li key={`${index}-${line.name}-${line.size}`}>
                <span>
                  {line.name} ({line.size})
                </span>
                <span>
                  {formatCheckoutAmount(line.unit_amount, wallet.currency)} × {line.quantity}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            {WALLET_TOTAL_LABEL}: {formatCheckoutAmount(wallet.amount, wallet.currency)}
          </p>
        </>
      ) : null}
      <div className={styles.buttons} ref={containerRef} />
    </section>
  );
}
