import Image from 'next/image';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SHIPPING_FREE } from '@/components/cart/cart-messages';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { TotalsList } from '@/components/ui/totals-list';
import type { OrderSummary } from '@/lib/contract/orders';
import { formatCheckoutAmount } from '@/lib/money';
import { theme } from '@/styles/theme';
import { ORDER_LABELS, ORDER_PAYMENT_LABELS, ORDER_STATUS_LABELS, orderHeading, orderPath } from './orders-messages';

const Card = styled.article`
  padding: ${theme.space(5)} ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(6)} ${theme.space(8)};
  }
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: var(--text-lead);
    color: ${theme.colors.indigoDark};
    word-break: break-word;
  }
`;

const Facts = styled(FactList)`
  margin: 0 0 ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  column-gap: ${theme.space(6)};
  dd[data-status='paid'],
  dd[data-status='cod_confirmed'] {
    color: ${theme.colors.success};
  }
  dd[data-status='partially_refunded'],
  dd[data-status='refunded'] {
    color: ${theme.colors.inkMuted};
  }
  dd[data-status='failed'],
  dd[data-status='cancelled'],
  dd[data-status='expired'] {
    color: ${theme.colors.danger};
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border-top: 1px solid ${theme.colors.border};
  li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  p {
    margin: 0;
  }
  span {
    color: ${theme.colors.inkMuted};
    font-size: var(--text-note);
  }
`;

const Thumb = styled.div`
  position: relative;
  width: 56px;
  aspect-ratio: 1;
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  background: ${theme.colors.skeleton};
`;

const Amount = styled.p`
  && {
    font-weight: 700;
    text-align: right;
  }
`;

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}

interface OrderCardProps {
  order: OrderSummary;
  /** The page's own heading names the order (the order page): no heading of the card's own. */
  labelledBy?: string;
  /** After the totals: the delivery address and the invoice on the order page. */
  children?: ReactNode;
}

/**
 * One order: date, status, payment, total, refunds, lines and totals. In the
 * list its heading links to the order's own page.
 */
export function OrderCard({ order, labelledBy, children }: OrderCardProps) {
  const headingId = labelledBy ?? `order-${order.order_id}`;
  const money = (amount: number) => formatCheckoutAmount(amount, order.currency);
  return (
    <Card aria-labelledby={headingId}>
      {labelledBy === undefined ? (
        <h2 id={headingId}>
          <Link href={orderPath(order.order_id)}>{orderHeading(order.order_id)}</Link>
        </h2>
      ) : null}
      <Facts>
        <div>
          <dt>{ORDER_LABELS.date}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{ORDER_LABELS.status}</dt>
          <dd data-status={order.status}>{ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt>{ORDER_LABELS.payment}</dt>
          <dd>{ORDER_PAYMENT_LABELS[order.payment_method]}</dd>
        </div>
        <div>
          <dt>{ORDER_LABELS.total}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        {order.refunded !== undefined ? (
          <div>
            <dt>{ORDER_LABELS.refunded}</dt>
            <dd>{money(order.refunded)}</dd>
          </div>
        ) : null}
      </Facts>
      <Lines aria-label={ORDER_LABELS.items}>
        {order.lines.map((line) => (
          <li key={`${line.product_pk}-${line.size}`}>
            <Thumb>{line.image ? <Image src={line.image} alt="" fill sizes="56px" /> : null}</Thumb>
            <div>
              <p>
                <Link href={`/product/${line.product_pk}`}>{line.product_name}</Link>
              </p>
              <span>
                {ORDER_LABELS.size}: {line.size} · {ORDER_LABELS.quantity}: {line.quantity} × {money(line.unit_price)}
              </span>
            </div>
            <Amount>{money(line.line_total)}</Amount>
          </li>
        ))}
      </Lines>
      <TotalsList
        compact
        rows={[
          { key: 'subtotal', label: ORDER_LABELS.subtotal, value: money(order.subtotal) },
          ...(order.discount > 0
            ? [
                {
                  key: 'discount',
                  label: `${ORDER_LABELS.discount}${order.promo_code ? ` (${order.promo_code})` : ''}`,
                  value: `−${money(order.discount)}`,
                },
              ]
            : []),
          {
            key: 'shipping',
            label: ORDER_LABELS.shipping,
            value: order.shipping === 0 ? SHIPPING_FREE : money(order.shipping),
          },
        ]}
        total={{ label: ORDER_LABELS.total, value: money(order.total) }}
      />
      {children}
    </Card>
  );
}
