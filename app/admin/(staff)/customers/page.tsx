import type { Metadata } from 'next';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Muted, Panel } from '@/components/admin/admin-parts';
import { FilterButton, FilterForm, FilterInput } from '@/components/admin/filter-form';
import { backTrail, Pager } from '@/components/admin/pager';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Customers' };

/** Customers newest first, searched by e-mail, phone or name. */
export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const q = param(query.q);
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const self = new URLSearchParams(
    Object.entries({ q, cursor }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const result = await loadAdminDataOrInvalid(`/admin/customers${self ? `?${self}` : ''}`, (api) =>
    api.listAdminCustomers({ q, cursor }),
  );
  return (
    <AdminPageFrame>
      <h1>Customers</h1>
      <Panel aria-labelledby="customer-search-heading">
        <h2 id="customer-search-heading">Search</h2>
        <FilterForm method="get" action="/admin/customers" role="search" aria-labelledby="customer-search-heading">
          <FilterInput id="customer-q" name="q" label="E-mail, phone or name" value={q} type="search" />
          <FilterButton>Search</FilterButton>
        </FilterForm>
      </Panel>
      <Panel aria-labelledby="customers-heading">
        <h2 id="customers-heading">Results</h2>
        {!result.ok ? (
          <Alert>{result.error.message}</Alert>
        ) : result.data.data.length === 0 ? (
          <Muted>No customer matches.</Muted>
        ) : (
          <>
            <DataTable>
              <caption className="visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Since</th>
                  <th scope="col" data-numeric="">
                    Orders
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((customer) => (
                  <tr key={customer.id}>
                    <th scope="row" data-label="Name">
                      <Link href={`/admin/customers/${customer.id}`}>
                        {customer.first_name} {customer.last_name}
                      </Link>
                    </th>
                    <td data-label="E-mail">
                      {customer.email}
                      {customer.email_confirmed ? '' : ' (not confirmed)'}
                    </td>
                    <td data-label="Phone">{customer.phone}</td>
                    <td data-label="Since">{formatAdminTime(customer.created_at)}</td>
                    <td data-label="Orders" data-numeric="">
                      {customer.order_count}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              basePath="/admin/customers"
              filters={{ q }}
              cursor={cursor}
              back={back}
              nextCursor={result.data.next_cursor}
              label="Customer pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
