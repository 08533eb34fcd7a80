import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, Panel, StatusPill } from '@/components/admin/admin-parts';
import { DoneMessage } from '@/components/admin/done-message';
import { ProductActions } from '@/components/admin/product-actions';
import { ProductForm } from '@/components/admin/product-form';
import { hsnCodesOf } from '@/components/admin/product-format';
import { productPrices } from '@/components/admin/product-format';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { getServerApi } from '@/lib/api/server';
import {
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_DUPLICATED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
} from '@/lib/contract/admin-products';
import { loadAdminData, param, type SearchParams } from '../../../admin-data';

type Props = { params: Promise<{ productId: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Product ${(await params).productId}` };
}

const DONE_MESSAGES: Record<string, string> = {
  created: PRODUCT_CREATED_MESSAGE,
  saved: PRODUCT_SAVED_MESSAGE,
  duplicated: PRODUCT_DUPLICATED_MESSAGE,
};

/** One product: where it stands, show or withdraw it, copy it, and its form. */
export default async function ProductPage({ params, searchParams }: Props) {
  const { productId } = await params;
  if (!/^\d{1,10}$/.test(productId)) notFound();
  const done = DONE_MESSAGES[param((await searchParams).done) ?? ''];
  const [[{ product }, { data: adminCategories }], { categories }] = await Promise.all([
    loadAdminData(`/admin/products/${productId}`, (api) =>
      Promise.all([api.getAdminProduct({ product_id: Number(productId) }), api.listAdminCategories({})]),
    ),
    getServerApi().getCategoryList({}),
  ]);
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <h1>{product.name}</h1>
      {done ? <DoneMessage>{done}</DoneMessage> : null}
      <FactList>
        <div>
          <dt>State</dt>
          <dd>
            <StatusPill data-testid="product-state">{product.active ? 'Shown to shoppers' : 'Withdrawn'}</StatusPill>
          </dd>
        </div>
        <div>
          <dt>Code</dt>
          <dd>{product.product_code}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{productPrices(product)}</dd>
        </div>
        <div>
          <dt>In stock</dt>
          <dd>
            {product.available} to sell{product.low_stock ? ' (a size is low)' : ''} ·{' '}
            <Link href={`/admin/products/${product.id}/stock`}>Stock and its history</Link>
          </dd>
        </div>
        <div>
          <dt>On the storefront</dt>
          <dd>
            {product.active ? <Link href={product.storefront_path}>{product.storefront_path}</Link> : 'Not shown'}
          </dd>
        </div>
        <div>
          <dt>Last saved</dt>
          <dd>
            {formatAdminTime(product.updated_at)}
            {product.updated_by ? ` by ${product.updated_by}` : ''}
          </dd>
        </div>
      </FactList>
      <Panel aria-labelledby="product-actions-heading">
        <h2 id="product-actions-heading">Shoppers and copies</h2>
        <ProductActions productId={product.id} name={product.name} actions={product.allowed_actions} />
      </Panel>
      {product.allowed_actions.includes('edit') ? (
        <Panel>
          <ProductForm
            key={product.version}
            product={product}
            categories={categories}
            categoryHsnCodes={hsnCodesOf(adminCategories)}
          />
        </Panel>
      ) : null}
    </AdminPageFrame>
  );
}
