import type { Metadata } from 'next';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, ButtonLink, DataTable, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { FilterButton, FilterForm, FilterInput, FilterSelect } from '@/components/admin/filter-form';
import { backTrail, Pager } from '@/components/admin/pager';
import { productPrices } from '@/components/admin/product-format';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { getServerApi } from '@/lib/api/server';
import { loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';
import styles from '@/components/admin/product-form.module.css';

export const metadata: Metadata = { title: 'Products' };

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** Every product newest first, active or withdrawn, searched by code or name and filtered; keyset pages. */
export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const filters = {
    q: param(query.q),
    category_id: param(query.category_id),
    active: param(query.active),
    best_seller: param(query.best_seller),
    low_stock: param(query.low_stock),
  };
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const self = new URLSearchParams(
    Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const [{ categories }, result] = await Promise.all([
    getServerApi().getCategoryList({}),
    loadAdminDataOrInvalid(`/admin/products${self ? `?${self}` : ''}`, (api) =>
      api.listAdminProducts({ ...filters, cursor } as Parameters<typeof api.listAdminProducts>[0]),
    ),
  ]);
  const problem = (field: string) => (!result.ok && result.error.field === field ? result.error.message : undefined);
  return (
    <AdminPageFrame>
      <h1>Products</h1>
      <p>
        <ButtonLink href="/admin/products/new">New product</ButtonLink>{' '}
        <ButtonLink href="/admin/products/import">Import or export (CSV)</ButtonLink>
      </p>
      <Panel aria-labelledby="product-search-heading">
        <h2 id="product-search-heading">Search and filters</h2>
        <FilterForm method="get" action="/admin/products" role="search" aria-labelledby="product-search-heading">
          <FilterInput id="product-q" name="q" label="Product code or name" value={filters.q} type="search" wide />
          <FilterSelect
            id="product-category"
            name="category_id"
            label="Category"
            value={filters.category_id}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            problem={problem('category_id')}
          />
          <FilterSelect
            id="product-active"
            name="active"
            label="Shown to shoppers"
            value={filters.active}
            options={YES_NO}
            problem={problem('active')}
          />
          <FilterSelect
            id="product-best"
            name="best_seller"
            label="Best seller"
            value={filters.best_seller}
            options={YES_NO}
            problem={problem('best_seller')}
          />
          <FilterSelect
            id="product-low"
            name="low_stock"
            label="Low on stock"
            value={filters.low_stock}
            options={YES_NO.slice(0, 1)}
            problem={problem('low_stock')}
          />
          <FilterButton>Show products</FilterButton>
        </FilterForm>
      </Panel>
      <Panel aria-labelledby="products-heading">
        <h2 id="products-heading">Results</h2>
        {!result.ok ? (
          <Alert>{result.error.message}</Alert>
        ) : result.data.data.length === 0 ? (
          <Muted>No product matches.</Muted>
        ) : (
          <>
            <DataTable>
              <caption className="visually-hidden">Products, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price</th>
                  <th scope="col" data-numeric="">
                    In stock
                  </th>
                  <th scope="col">State</th>
                  <th scope="col">Changed</th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((product) => (
                  <tr key={product.id}>
                    <th scope="row" data-label="Product">
                      <span className={styles.listName}>
                        {product.main_image ? (
                          // eslint-disable-next-line @next/next/no-img-element -- a 48 px thumbnail of the shop's own picture
                          <img src={product.main_image} alt="" width={48} height={48} className={styles.thumb} />
                        ) : null}
                        <span>
                          <Link href={`/admin/products/${product.id}`}>{product.name}</Link>
                          <Muted as="span"> · code {product.product_code}</Muted>
                        </span>
                      </span>
                    </th>
                    <td data-label="Category">
                      {product.category.name}
                      {product.subcategory ? ` › ${product.subcategory.name}` : ''}
                    </td>
                    <td data-label="Price">{productPrices(product)}</td>
                    <td data-label="In stock" data-numeric="">
                      {product.available}
                      {product.low_stock ? ' (low)' : ''}
                    </td>
                    <td data-label="State">
                      <StatusPill>{product.active ? 'Shown' : 'Withdrawn'}</StatusPill>
                      {product.best_seller ? ' Best seller' : ''}
                    </td>
                    <td data-label="Changed">{formatAdminTime(product.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              basePath="/admin/products"
              filters={filters}
              cursor={cursor}
              back={back}
              nextCursor={result.data.next_cursor}
              label="Product pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
