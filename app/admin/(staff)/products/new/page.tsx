import type { Metadata } from 'next';
import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import { ProductForm } from '@/components/admin/product-form';
import { hsnCodesOf } from '@/components/admin/product-format';
import Link from '@/components/ui/link';
import { getServerApi } from '@/lib/api/server';
import { loadAdminData } from '../../../admin-data';

export const metadata: Metadata = { title: 'New product' };

/** The form for a new product (every member). */
export default async function NewProductPage() {
  const [{ data: adminCategories }, { categories }] = await Promise.all([
    loadAdminData('/admin/products/new', (api) => api.listAdminCategories({})),
    getServerApi().getCategoryList({}),
  ]);
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <h1>New product</h1>
      <Panel>
        <ProductForm categories={categories} categoryHsnCodes={hsnCodesOf(adminCategories)} />
      </Panel>
    </AdminPageFrame>
  );
}
