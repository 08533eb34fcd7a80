'use client';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { theme } from '@/styles/theme';
import type { WalletOrder } from './use-paypal-payment';
import { WalletSection } from './wallet-section';

const Panel = styled.div`
  margin-top: ${theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.ink};
  &:empty {
    display: none;
  }
`;

// The panel's gap spaces the banner.
const Banner = styled(Alert)`
  margin: 0;
`;

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
    <Panel>
      <Status role="status">{status}</Status>
      <Banner>{error}</Banner>
      <WalletSection wallet={wallet} containerRef={walletContainerRef} />
    </Panel>
  );
}
