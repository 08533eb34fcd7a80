import type { Metadata } from 'next';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import { AuthenticatorChange } from '@/components/admin/staff-forms';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Your account' };

/** Any member: who they are, and moving their authenticator to a new phone. */
export default async function AccountPage() {
  const { staff, expires_at: expiresAt } = await loadAdminData('/admin/account', (api) => api.getAdminSession({}));
  return (
    <AdminPageFrame>
      <h1>Your account</h1>
      <Panel aria-labelledby="you-heading">
        <h2 id="you-heading">You</h2>
        <p>
          {staff.name} ({staff.role}), {staff.country_code} {staff.mobile_number}. This session ends at{' '}
          {formatAdminTime(expiresAt)} at the latest.
        </p>
      </Panel>
      <Panel aria-labelledby="authenticator-heading">
        <h2 id="authenticator-heading">Authenticator app</h2>
        <AuthenticatorChange />
      </Panel>
    </AdminPageFrame>
  );
}
