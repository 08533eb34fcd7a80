'use client';
import type { RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import styles from './checkout-panel.module.css';
import type { WalletOrder } from './use-paypal-payment';
import { WalletSection } from './wallet-section';

export interface CheckoutPanelProps {
  status: string;
  error: string;
  wallet: WalletOrder | null;
  walletContainerRef: RefObject<HTMLDivElement | null>;
}

/**
 * What the checkout shows under the delivery form: the progress status, the
 * error banner (role=alert, gone after 5 seconds) and, only for a created
 * PayPal order, its lines and the PayPal buttons.
 */
export function CheckoutPanel({ status, error, wallet, walletContainerRef }: CheckoutPanelProps) {
  return (
    <div className={styles.panel}>
      <p className={styles.status} role="status">
        {status}
      </p>
      <Alert className={styles.banner}>{error}</Alert>
      <WalletSection wallet={wallet} containerRef={walletContainerRef} />
    </div>
  );
}
