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
    tbody tr {
      position: relative;
      display: grid;
      grid-template-columns: max-content minmax(0, 1fr) max-content;
      column-gap: ${theme.space(3)};
      row-gap: ${theme.space(1)};
      align-items: baseline;
      margin-bottom: ${theme.space(2)};
      padding: ${theme.space(2)} ${theme.space(3)};
      background: ${theme.colors.surface};
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
    [data-label='Order'] {
      grid-area: 1 / 1 / 2 / 3;
      font-size: 1rem;
    }
    [data-label='Total'] {
      grid-area: 1 / 3 / 2 / 4;
      font-weight: 700;
      text-align: right;
    }
    td[data-label='Total'] {
      text-align: right;
    }
    [data-label='Placed'] {
      grid-area: 2 / 1 / 3 / 2;
      color: ${theme.colors.inkMuted};
      font-size: 0.85rem;
    }
    [data-label='Customer'] {
      grid-area: 2 / 2 / 3 / 4;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    [data-phone],
    [data-label='Payment'] {
      display: none;
    }
    [data-label='Status'] {
      grid-area: 3 / 1 / 4 / 2;
    }
    [data-label='Fulfilment'] {
      grid-area: 3 / 2 / 4 / 4;
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
