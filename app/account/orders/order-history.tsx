'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { AccountMessage } from '@/components/account/account-message';
import useSWR from 'swr';
import { useSession } from '@/components/session/session-provider';
import { PillLink } from '@/components/ui/pill-link';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { OrderSummary } from '@/lib/contract/orders';
import { theme } from '@/styles/theme';
import { BuyAgainButton } from './buy-again-button';
import { OrderCard } from './order-card';
import {
  ORDERS_EMPTY,
  ORDERS_FAILED,
  ORDERS_LOADING,
  ORDERS_LOGIN_LINK,
  ORDERS_LOGIN_PROMPT,
  ORDERS_SHOP_LINK,
  hideAttemptsLabel,
  showAttemptsLabel,
} from './orders-messages';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
`;

const AttemptsToggle = styled.button`
  align-self: flex-start;
  min-height: 44px;
  margin-top: ${theme.space(4)};
  padding: 0 ${theme.space(2)};
  border: 0;
  background: transparent;
  color: ${theme.colors.indigoDark};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A checkout that never got paid and was given up (cancelled when the
 * customer started a newer one, or expired with its hold): noise in the
 * history, so hidden until asked for. Failed payments stay visible.
 */
export function isAbandonedAttempt(order: OrderSummary): boolean {
  return (order.status === 'cancelled' || order.status === 'expired') && order.paid_at === null;
}

function newestFirst(orders: OrderSummary[]): OrderSummary[] {
  return [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

async function fetchOrders([, token]: readonly ['orders', string]): Promise<OrderSummary[]> {
  const answer = await browserApi.listOrders({}, { token });
  return newestFirst(answer.data);
}

function LoginPrompt() {
  return (
    <AccountMessage>
      <p>{ORDERS_LOGIN_PROMPT}</p>
      <PillLink href="/login">{ORDERS_LOGIN_LINK}</PillLink>
    </AccountMessage>
  );
}

/**
 * The signed-in customer's orders (GET /api/orders/ with the session token),
 * newest first, with status, date, lines, total, payment method and, after a
 * refund, the amount refunded; each links to its own page. Abandoned
 * checkout attempts are hidden behind a toggle (isAbandonedAttempt).
 * Without a token: a link to log in.
 */
export function OrderHistory() {
  const { ready, token } = useSession();
  const [showAttempts, setShowAttempts] = useState(false);
  const { data, error, isLoading } = useSWR(ready && token ? (['orders', token] as const) : null, fetchOrders, {
    shouldRetryOnError: false,
  });

  if (!ready) return <AccountMessage role="status">{ORDERS_LOADING}</AccountMessage>;
  if (!token || (isApiError(error) && error.status === 401)) return <LoginPrompt />;
  if (error) {
    return (
      <AccountMessage>
        <p role="alert" data-tone="error">
          {ORDERS_FAILED}
        </p>
      </AccountMessage>
    );
  }
  if (isLoading || !data) return <AccountMessage role="status">{ORDERS_LOADING}</AccountMessage>;
  const attempts = data.filter(isAbandonedAttempt).length;
  const shown = showAttempts ? data : data.filter((order) => !isAbandonedAttempt(order));
  const toggle =
    attempts > 0 ? (
      <AttemptsToggle type="button" aria-pressed={showAttempts} onClick={() => setShowAttempts((current) => !current)}>
        {showAttempts ? hideAttemptsLabel(attempts) : showAttemptsLabel(attempts)}
      </AttemptsToggle>
    ) : null;
  if (shown.length === 0) {
    return (
      <AccountMessage>
        <p>{ORDERS_EMPTY}</p>
        <PillLink href="/">{ORDERS_SHOP_LINK}</PillLink>
        <div>{toggle}</div>
      </AccountMessage>
    );
  }
  return (
    <>
      <List>
        {shown.map((order) => (
          <li key={order.order_id}>
            <OrderCard order={order}>
              <BuyAgainButton orderNumber={order.order_id} />
            </OrderCard>
          </li>
        ))}
      </List>
      {toggle}
    </>
  );
}
