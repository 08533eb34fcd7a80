import styled from 'styled-components';
import Link from '@/components/ui/link';
import type { AdminOutput } from '@/lib/api/admin-client';
import { theme } from '@/styles/theme';
import { formatAdminAmount, formatAdminTime, humanize, PAYMENT_METHOD_NAMES } from './admin-format';
import { DataTable, StatusPill } from './admin-parts';

type OrderRow = AdminOutput<'listAdminOrders'>['data'][number];

/**
 * Under 640 px each order is one compact row of facts instead of the shared
 * table's card of labelled cells (a page of 50 was 16,600 px tall at 390 px):
 * number and total, then day and customer, then the two states, and the
 * whole row is the order's link (its number's link stretched over the row).
 * The payment method and the phone number wait on the order's page there.
 */
const OrderList = styled(DataTable)`
  [data-phone] {
    display: block;
    color: ${theme.colors.inkMuted};
  }
  @media (max-width: 639px) {
    /*
     * A wrapping flex row, the pseudo-elements forcing the line breaks: number and total, then day
     * and customer (cut short with an ellipsis), then the two states, which wrap on the narrowest
     * phones rather than reach past the row.
     */
    tbody tr {
      position: relative;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: ${theme.space(3)};
      margin-bottom: ${theme.space(2)};
      padding: ${theme.space(2)} ${theme.space(3)};
      background: ${theme.colors.surface};
    }
    tbody tr::before,
    tbody tr::after {
      content: '';
      flex-basis: 100%;
    }
    tbody tr::before {
      order: 3;
    }
    tbody tr::after {
      order: 6;
    }
    tbody tr:hover {
      background: ${theme.colors.paper};
    }
    tbody th,
    tbody td {
      display: block;
      padding: 0;
      min-width: 0;
    }
    tbody th::before,
    tbody td::before {
      content: none;
    }
    /* The number takes what the total leaves, wrapping after a hyphen on the narrowest phones. */
    [data-label='Order'] {
      order: 1;
      flex: 1 1 0;
      overflow-wrap: normal;
      font-size: 1rem;
    }
    [data-label='Total'] {
      order: 2;
      font-weight: 700;
    }
    [data-label='Placed'] {
      order: 4;
      margin-top: ${theme.space(1)};
      color: ${theme.colors.inkMuted};
      font-size: 0.85rem;
    }
    [data-label='Customer'] {
      order: 5;
      flex: 1 1 0;
      margin-top: ${theme.space(1)};
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    [data-phone],
    [data-label='Payment'] {
      display: none;
    }
    [data-label='Status'],
    [data-label='Fulfilment'] {
      order: 7;
      margin-top: ${theme.space(1)};
    }
    /* The whole row answers a tap; the ring goes round the row too. */
    th a::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${theme.radii.md};
    }
    th a:focus-visible {
      outline: none;
    }
    th a:focus-visible::after {
      outline: 3px solid var(--focus-ring);
      outline-offset: 2px;
    }
  }
`;

/** Orders, newest first, each linking to its page; one compact row each on a phone. */
export function OrderTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  return (
    <OrderList>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Customer</th>
          <th scope="col">Payment</th>
          <th scope="col">Status</th>
          <th scope="col">Fulfilment</th>
          <th scope="col" data-numeric="">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.order_number}>
            <th scope="row" data-label="Order">
              <Link href={`/admin/orders/${encodeURIComponent(order.order_number)}`}>{order.order_number}</Link>
            </th>
            <td data-label="Placed">{formatAdminTime(order.created_at)}</td>
            <td data-label="Customer">
              {order.name} <span data-phone="">{order.phone}</span>
            </td>
            <td data-label="Payment">{PAYMENT_METHOD_NAMES[order.payment_method] ?? order.payment_method}</td>
            <td data-label="Status">
              <StatusPill>{humanize(order.status)}</StatusPill>
            </td>
            <td data-label="Fulfilment">
              <StatusPill>{humanize(order.fulfilment_status)}</StatusPill>
            </td>
            <td data-label="Total" data-numeric="">
              {formatAdminAmount(order.total, order.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </OrderList>
  );
}
