import type { Metadata } from 'next';
import { AdminPageFrame, DataTable, Muted, Panel } from '@/components/admin/admin-parts';
import { backTrail, Pager } from '@/components/admin/pager';
import { RESTOCK_EMPTY } from '@/components/admin/stock-format';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Stock to restock' };

/** The sizes at or below the shop's low-stock threshold, fewest available first, each linked to its product's stock. */
export default async function RestockPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const result = await loadAdminDataOrInvalid(
    `/admin/stock${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    (api) => api.listRestock({ cursor }),
  );
  return (
    <AdminPageFrame>
      <h1>Stock to restock</h1>
      {result.ok ? (
        <p role="status">
          {result.data.total === 0
            ? RESTOCK_EMPTY
            : `${result.data.total} ${result.data.total === 1 ? 'size has' : 'sizes have'} ${result.data.low_stock_threshold} or fewer pieces available.`}
        </p>
      ) : null}
      <Panel aria-labelledby="restock-heading">
        <h2 id="restock-heading">Sizes, fewest available first</h2>
        {!result.ok ? (
          <Alert>{result.error.message}</Alert>
        ) : result.data.data.length === 0 ? (
          <Muted>{RESTOCK_EMPTY}</Muted>
        ) : (
          <>
            <DataTable>
              <caption className="visually-hidden">Sizes to restock, fewest available first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Size</th>
                  <th scope="col" data-numeric="">
                    Available
                  </th>
                  <th scope="col" data-numeric="">
                    On the shelf
                  </th>
                  <th scope="col" data-numeric="">
                    Held
                  </th>
                  <th scope="col">Code</th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((item) => (
                  <tr key={`${item.product_id}/${item.size}`}>
                    <th scope="row" data-label="Product">
                      <Link
                        href={`/admin/products/${item.product_id}/stock`}
                        aria-label={`${item.product_name}, size ${item.size}`}
                      >
                        {item.product_name}
                      </Link>
                    </th>
                    <td data-label="Size">{item.size}</td>
                    <td data-label="Available" data-numeric="">
                      {item.available}
                    </td>
                    <td data-label="On the shelf" data-numeric="">
                      {item.quantity}
                    </td>
                    <td data-label="Held" data-numeric="">
                      {item.reserved}
                    </td>
                    <td data-label="Code">{item.product_code}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              basePath="/admin/stock"
              filters={{}}
              cursor={cursor}
              back={back}
              nextCursor={result.data.next_cursor}
              label="Restock pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
