'use client';
import { useEffect, useRef } from 'react';
import { AccountMessage } from '@/components/account/account-message';
import { NotFoundMessage } from '@/components/content/not-found-message';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { PillLink } from '@/components/ui/pill-link';
import { isApiError } from '@/lib/contract/api-error';
import { orderHasInvoice } from '@/lib/contract/order-status';
import type { OrderDetail } from '@/lib/contract/orders';
import { formatCheckoutAmount } from '@/lib/money';
import { OrderCard } from '@/app/account/orders/order-card';
import { ORDERS_BACK_LINK, orderPath } from '@/app/account/orders/orders-messages';
import { Delivery, OrderInvoice, useOwnOrder } from '@/app/account/orders/[orderNumber]/order-detail';
import {
  CASH_EXACT_NOTE,
  CASH_HEADING,
  CONFIRMATION_FAILED,
  CONFIRMATION_LOADING,
  CONFIRMATION_TITLE,
  CONTINUE_SHOPPING_LINK,
  ESTIMATE_HEADING,
  ESTIMATE_RULE,
  NEXT_HEADING,
  NEXT_STEPS,
  ORDER_PLACED_MESSAGE,
  VIEW_ORDER_LINK,
  cashToKeepReady,
  ORDER_NUMBER_LABEL,
} from './confirmation-messages';
import styles from './order-confirmation.module.css';

const HEADING_ID = 'confirmation-heading';

/** A day of the server's estimate (YYYY-MM-DD, a calendar day): "Saturday 5 December 2026". */
function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function DeliveryEstimate({ estimate }: { estimate: NonNullable<OrderDetail['delivery_estimate']> }) {
  return (
    <section className={styles.panel} aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">{ESTIMATE_HEADING}</h2>
      <p className={styles.dates}>
        <time dateTime={estimate.earliest}>{formatDay(estimate.earliest)}</time> to{' '}
        <time dateTime={estimate.latest}>{formatDay(estimate.latest)}</time>
      </p>
      <p className={styles.note}>{ESTIMATE_RULE}</p>
    </section>
  );
}

function CashToKeepReady({ order }: { order: OrderDetail }) {
  const amount = formatCheckoutAmount(order.total, order.currency);
  return (
    <section className={`${styles.panel} ${styles.cash}`} aria-labelledby="cash-heading">
      <h2 id="cash-heading">{CASH_HEADING}</h2>
      <p className="figures">{cashToKeepReady(amount)}</p>
      <p className={styles.note}>{CASH_EXACT_NOTE}</p>
    </section>
  );
}

function NextSteps({ orderNumber }: { orderNumber: string }) {
  return (
    <section className={styles.panel} aria-labelledby="next-heading">
      <h2 id="next-heading">{NEXT_HEADING}</h2>
      <ol className={styles.steps}>
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.links}>
        <Link href={orderPath(orderNumber)}>{VIEW_ORDER_LINK}</Link>
        <PillLink href="/">{CONTINUE_SHOPPING_LINK}</PillLink>
      </p>
    </section>
  );
}

function Confirmation({ order, token }: { order: OrderDetail; token: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus to the heading once the order shows (the checkout's button that led here is gone): the next
  // Tab starts in the page, and a screen reader reads the heading, then the banner's text in order.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const placed = orderHasInvoice(order.status);
  return (
    <>
      <header className={styles.header}>
        <h1 id={HEADING_ID} ref={heading} tabIndex={-1}>
          {CONFIRMATION_TITLE}
        </h1>
        {/* The number on a line of its own: where a random number's glyphs would wrap it is never left to chance. */}
        <p className={`${styles.number} figures`}>
          {ORDER_NUMBER_LABEL} <span>{order.order_id}</span>
        </p>
        {placed ? <Alert tone="success">{ORDER_PLACED_MESSAGE}</Alert> : null}
      </header>
      <div className={styles.columns}>
        <OrderCard order={order} labelledBy={HEADING_ID}>
          <Delivery order={order} />
          <OrderInvoice order={order} token={token} />
        </OrderCard>
        <div className={styles.aside}>
          {order.delivery_estimate ? <DeliveryEstimate estimate={order.delivery_estimate} /> : null}
          {order.payment_method === 'cod' && order.status === 'cod_confirmed' ? (
            <CashToKeepReady order={order} />
          ) : null}
          <NextSteps orderNumber={order.order_id} />
        </div>
      </div>
    </>
  );
}

/**
 * The order confirmation after checkout (issue 31, item 1): the order as the server answers it
 * (GET /api/order-detail/, the call the order page uses), the spec's banner text, the expected
 * delivery days, the invoice, what happens next and, for cash on delivery, the amount to keep ready.
 * Nobody but the buyer sees it: without the buyer's token, or for anyone else's order (the API's 404),
 * it is the shop's not-found answer, the same as for a number that does not exist.
 */
export function OrderConfirmation({ orderNumber }: { orderNumber: string }) {
  const { ready, token, data, error, isLoading } = useOwnOrder(orderNumber);
  if (!ready) return <AccountMessage role="status">{CONFIRMATION_LOADING}</AccountMessage>;
  if (!token || (isApiError(error) && [400, 401, 404].includes(error.status))) return <NotFoundMessage />;
  if (error) {
    return (
      <AccountMessage>
        <Alert>{CONFIRMATION_FAILED}</Alert>
        <PillLink href="/account/orders">{ORDERS_BACK_LINK}</PillLink>
      </AccountMessage>
    );
  }
  if (isLoading || !data) return <AccountMessage role="status">{CONFIRMATION_LOADING}</AccountMessage>;
  return <Confirmation order={data} token={token} />;
}
