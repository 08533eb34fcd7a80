import type { Metadata } from 'next';
import { AdminPageFrame, ButtonLink, ButtonRow, Muted, Panel } from '@/components/admin/admin-parts';
import { ProductImportForm } from '@/components/admin/product-import-form';
import { IMPORT_OWNERS_ONLY } from '@/components/admin/product-import-messages';
import Link from '@/components/ui/link';
import { adminRoutes } from '@/lib/contract/admin-routes';
import { loadAdminData } from '../../../admin-data';

export const metadata: Metadata = { title: 'Import products' };

/** Products as CSV: the two exports for every member, the import form for owners (the import call is owners'). */
export default async function ImportProductsPage() {
  const session = await loadAdminData('/admin/products/import', (api) => api.getAdminSession({}));
  const exportPath = adminRoutes.exportProducts.path;
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <h1>Import and export products</h1>
      <Panel aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <Muted>Every product, to edit in a spreadsheet and import again, or to move to another shop.</Muted>
        <ButtonRow>
          <ButtonLink href={`${exportPath}?format=shop`} download>
            Download (shop columns)
          </ButtonLink>
          <ButtonLink href={`${exportPath}?format=shopify`} download>
            Download (Shopify CSV)
          </ButtonLink>
        </ButtonRow>
      </Panel>
      <Panel aria-labelledby="import-heading">
        <h2 id="import-heading">Import</h2>
        {session.staff.role === 'owner' ? <ProductImportForm /> : <Muted>{IMPORT_OWNERS_ONLY}</Muted>}
      </Panel>
    </AdminPageFrame>
  );
}
