import Image from 'next/image';
import type { ReactNode } from 'react';
import { SHIPPING_FREE } from '@/components/cart/cart-messages';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { TotalsList } from '@/components/ui/totals-list';
import type { OrderSummary } from '@/lib/contract/orders';
import { formatCheckoutAmount } from '@/lib/money';
import { ORDER_LABELS, ORDER_PAYMENT_LABELS, ORDER_STATUS_LABELS, orderHeading, orderPath } from './orders-messages';
import styles from './order-card.module.css';

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
    <article className={styles.card} aria-labelledby={headingId}>
      {labelledBy === undefined ? (
        <h2 id={headingId}>
          <Link href={orderPath(order.order_id)}>{orderHeading(order.order_id)}</Link>
        </h2>
      ) : null}
      <FactList className={styles.facts}>
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
      </FactList>
      <ul className={styles.lines} aria-label={ORDER_LABELS.items}>
        {order.lines.map((line) => (
          <li key={`${line.product_pk}-${line.size}`}>
            <div className={styles.thumb}>
              {line.image ? <Image src={line.image} alt="" fill sizes="56px" /> : null}
            </div>
            <div>
              <p>
                <Link href={`/product/${line.product_pk}`}>{line.product_name}</Link>
              </p>
              <span>
                {ORDER_LABELS.size}: {line.size} · {ORDER_LABELS.quantity}: {line.quantity} × {money(line.unit_price)}
              </span>
            </div>
            <p className={styles.amount}>{money(line.line_total)}</p>
          </li>
        ))}
      </ul>
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
    </article>
  );
}
