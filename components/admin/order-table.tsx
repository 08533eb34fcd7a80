import Link from '@/components/ui/link';
import type { AdminOutput } from '@/lib/api/admin-client';
import { formatAdminAmount, formatAdminTime, humanize, PAYMENT_METHOD_NAMES } from './admin-format';
import { DataTable, StatusPill } from './admin-parts';
import styles from './order-table.module.css';

type OrderRow = AdminOutput<'listAdminOrders'>['data'][number];

/**
 * Orders, newest first, each linking to its page; under 640 px one compact row each, the whole row the
 * order's link (order-table.module.css).
 */
export function OrderTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  return (
    <DataTable className={styles.list}>
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
    </DataTable>
  );
}
