import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import { PromoForm } from '@/components/admin/promo-form';
import Link from '@/components/ui/link';
import { loadAdminData } from '../../../admin-data';

export const metadata: Metadata = { title: 'New promo code' };

/** Owners only (the server's can_create): the form for a new code. */
export default async function NewPromoPage() {
  const { can_create: canCreate } = await loadAdminData('/admin/promos/new', (api) => api.listPromos({}));
  if (!canCreate) forbidden();
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/promos">← All promo codes</Link>
      </p>
      <h1>New promo code</h1>
      <Panel>
        <PromoForm />
      </Panel>
    </AdminPageFrame>
  );
}
