'use client';
import { useEffect, useId, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { formatCheckoutAmount } from '@/lib/money';
import { theme } from '@/styles/theme';
import { WALLET_HEADING, WALLET_INTRO, WALLET_LINES_LABEL, WALLET_TOTAL_LABEL } from './checkout-messages';
import type { WalletOrder } from './use-paypal-payment';

const Wallet = styled.section`
  padding: ${theme.space(6)} ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  &[hidden] {
    display: none;
  }
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
  h2 {
    font-size: var(--heading-section);
    color: ${theme.colors.indigoDark};
    margin: 0 0 ${theme.space(2)};
    scroll-margin-top: ${theme.space(4)};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 4px;
  }
  p {
    margin: 0 0 ${theme.space(4)};
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  border-top: 1px solid ${theme.colors.border};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Total = styled.p`
  && {
    font-weight: 700;
  }
`;

const ButtonsContainer = styled.div`
  max-width: 420px;
  min-height: 48px;
`;

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
    <Wallet hidden={!wallet} aria-labelledby={`${id}-wallet`}>
      <h2 id={`${id}-wallet`} ref={heading} tabIndex={-1}>
        {WALLET_HEADING}
      </h2>
      <p>{WALLET_INTRO}</p>
      {wallet ? (
        <>
          <Lines aria-label={WALLET_LINES_LABEL}>
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
          </Lines>
          <Total>
            {WALLET_TOTAL_LABEL}: {formatCheckoutAmount(wallet.amount, wallet.currency)}
          </Total>
        </>
      ) : null}
      <ButtonsContainer ref={containerRef} />
    </Wallet>
  );
}
