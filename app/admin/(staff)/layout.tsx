import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminNav, SignOutButton, type AdminNavItem } from '@/components/admin/admin-nav';
import { loadAdminData } from '../admin-data';

const STAFF_ITEMS: AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/customers', label: 'Customers' },
];
const OWNER_ITEMS: AdminNavItem[] = [{ href: '/admin/audit', label: 'Audit log' }];

/** Every signed-in page: the session checked on the server (signed out: to the sign-in page), owner-only sections only for owners. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await loadAdminData('/admin', (api) => api.getAdminSession({}));
  const items = session.staff.role === 'owner' ? [...STAFF_ITEMS, ...OWNER_ITEMS] : STAFF_ITEMS;
  return (
    <>
      <AdminHeader
        who={
          <>
            {session.staff.name} <span>({session.staff.role})</span>
          </>
        }
        nav={<AdminNav items={items} />}
        signOut={<SignOutButton />}
      />
      <main id="main">{children}</main>
    </>
  );
}
