import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatAdminAmount, formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, FigureGrid, Muted, Panel } from '@/components/admin/admin-parts';
import { OrderTable } from '@/components/admin/order-table';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { loadAdminData } from '../../../admin-data';

type Props = { params: Promise<{ customerId: string }> };

export const metadata: Metadata = { title: 'Customer' };

/** One customer: contact details, totals per currency, their orders. */
export default async function CustomerPage({ params }: Props) {
  const { customerId } = await params;
  if (!/^\d{1,12}$/.test(customerId)) notFound();
  const { customer, orders, totals } = await loadAdminData(`/admin/customers/${customerId}`, (api) =>
    api.getAdminCustomer({ customer_id: Number(customerId) }),
  );
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/customers">← All customers</Link>
      </p>
      <h1>
        {customer.first_name} {customer.last_name}
      </h1>
      <Panel aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact</h2>
        <FactList>
          <div>
            <dt>E-mail</dt>
            <dd>
              {customer.email} ({customer.email_confirmed ? 'confirmed' : 'not confirmed'})
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{customer.phone}</dd>
          </div>
          <div>
            <dt>Customer since</dt>
            <dd>{formatAdminTime(customer.created_at)}</dd>
          </div>
        </FactList>
      </Panel>
      <Panel aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        {totals.length === 0 ? (
          <Muted>No sale yet.</Muted>
        ) : (
          <FigureGrid>
            {totals.map((total) => (
              <div key={total.currency}>
                <dt>
                  Spent in {total.currency} ({total.orders} {total.orders === 1 ? 'order' : 'orders'})
                </dt>
                <dd>{formatAdminAmount(total.spent, total.currency)}</dd>
              </div>
            ))}
          </FigureGrid>
        )}
      </Panel>
      <Panel aria-labelledby="customer-orders-heading">
        <h2 id="customer-orders-heading">Orders</h2>
        {orders.length === 0 ? (
          <Muted>No orders.</Muted>
        ) : (
          <OrderTable orders={orders} caption={`Orders of ${customer.first_name} ${customer.last_name}`} />
        )}
      </Panel>
    </AdminPageFrame>
  );
}
