import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Muted, NarrowTable, Panel, StatusPill } from '@/components/admin/admin-parts';
import { FilterButton, FilterForm, FilterSelect } from '@/components/admin/filter-form';
import { backTrail, Pager } from '@/components/admin/pager';
import { StockAdjustForm } from '@/components/admin/stock-adjust-form';
import {
  formatStockChange,
  STOCK_HISTORY_EMPTY,
  STOCK_LOW_LABEL,
  STOCK_REASON_NAMES,
} from '@/components/admin/stock-format';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { fieldProblems, loadAdminData, loadAdminDataOrInvalid, param, type SearchParams } from '../../../../admin-data';

type Props = { params: Promise<{ productId: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Stock of product ${(await params).productId}` };
}

/** One product's stock: each size on the shelf, held and available, a form to adjust it, and the history. */
export default async function ProductStockPage({ params, searchParams }: Props) {
  const { productId } = await params;
  if (!/^\d{1,10}$/.test(productId)) notFound();
  const query = await searchParams;
  const size = param(query.size);
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const basePath = `/admin/products/${productId}/stock`;
  const self = new URLSearchParams(
    Object.entries({ size, cursor }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const filtered = await loadAdminDataOrInvalid(`${basePath}${self ? `?${self}` : ''}`, (api) =>
    // The URL's values go to the API as they are: it answers 400 naming a bad one, shown by its filter.
    api.getProductStock({ product_id: Number(productId), size, cursor }),
  );
  const problems = filtered.ok ? {} : fieldProblems(filtered.error);
  const stock = filtered.ok
    ? filtered.data
    : await loadAdminData(basePath, (api) => api.getProductStock({ product_id: Number(productId) }));
  const { product } = stock;
  return (
    <AdminPageFrame>
      <p>
        <Link href={`/admin/products/${product.id}`}>← {product.name}</Link>
        {' · '}
        <Link href="/admin/stock">Sizes to restock</Link>
      </p>
      <h1>Stock of {product.name}</h1>
      <p>
        Product code {product.product_code}
        {product.is_active ? '' : ' · withdrawn from the shop'} · a size with {stock.low_stock_threshold} or fewer
        available is low. Waiting: shoppers who asked to be told when the sold-out size is back; the next stock received
        for it tells them, in the order they asked.
      </p>
      <Panel aria-labelledby="sizes-heading">
        <h2 id="sizes-heading">Sizes</h2>
        {stock.sizes.length === 0 ? (
          <Muted>This product has no sizes.</Muted>
        ) : (
          <NarrowTable>
            <caption className="visually-hidden">Pieces per size</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col" data-numeric="">
                  On the shelf
                </th>
                <th scope="col" data-numeric="">
                  Held for unpaid orders
                </th>
                <th scope="col" data-numeric="">
                  Available
                </th>
                <th scope="col" data-numeric="">
                  Waiting
                </th>
              </tr>
            </thead>
            <tbody>
              {stock.sizes.map((entry) => (
                <tr key={entry.size} data-testid={`stock-size-${entry.size}`}>
                  <th scope="row">
                    {entry.size} {entry.low ? <StatusPill>{STOCK_LOW_LABEL}</StatusPill> : null}
                  </th>
                  <td data-numeric="">{entry.quantity}</td>
                  <td data-numeric="">{entry.reserved}</td>
                  <td data-numeric="">{entry.available}</td>
                  <td data-numeric="" data-testid={`stock-waiting-${entry.size}`}>
                    {entry.waiting}
                  </td>
                </tr>
              ))}
            </tbody>
          </NarrowTable>
        )}
      </Panel>
      {stock.allowed_reasons.length > 0 && stock.sizes.length > 0 ? (
        <Panel aria-labelledby="adjust-heading">
          <h2 id="adjust-heading">Adjust</h2>
          {stock.sizes.map((entry) => (
            <StockAdjustForm
              key={entry.size}
              productId={product.id}
              size={entry.size}
              reasons={stock.allowed_reasons}
            />
          ))}
        </Panel>
      ) : null}
      <Panel aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <FilterForm method="get" action={basePath} aria-labelledby="history-heading">
          <FilterSelect
            id="history-size"
            name="size"
            label="Size"
            value={size}
            options={stock.sizes.map((entry) => ({ value: entry.size, label: entry.size }))}
            problem={problems.size}
          />
          <FilterButton>Show</FilterButton>
        </FilterForm>
        {!filtered.ok && problems.size === undefined ? <Alert>{filtered.error.message}</Alert> : null}
        {stock.history.length === 0 ? (
          <Muted>{STOCK_HISTORY_EMPTY}</Muted>
        ) : (
          <>
            <DataTable>
              <caption className="visually-hidden">Stock adjustments, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Size</th>
                  <th scope="col">Reason</th>
                  <th scope="col" data-numeric="">
                    Change
                  </th>
                  <th scope="col" data-numeric="">
                    On the shelf after
                  </th>
                  <th scope="col">Who</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {stock.history.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row" data-label="When">
                      {formatAdminTime(entry.created_at)}
                    </th>
                    <td data-label="Size">{entry.size}</td>
                    <td data-label="Reason">{STOCK_REASON_NAMES[entry.reason]}</td>
                    <td data-label="Change" data-numeric="">
                      {formatStockChange(entry.change)}
                    </td>
                    <td data-label="On the shelf after" data-numeric="">
                      {entry.quantity_after}
                    </td>
                    <td data-label="Who">{entry.staff_name ?? 'A command on the server'}</td>
                    <td data-label="Note">{entry.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              basePath={basePath}
              filters={{ size: filtered.ok ? size : undefined }}
              cursor={filtered.ok ? cursor : undefined}
              back={filtered.ok ? back : []}
              nextCursor={stock.next_cursor}
              label="History pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
