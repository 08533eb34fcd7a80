import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminNav, SignOutButton, type AdminNavItem } from '@/components/admin/admin-nav';
import { getAdminServerApi } from '@/lib/api/admin-server';
import { isApiError } from '@/lib/contract/api-error';

const STAFF_ITEMS: AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/enquiries', label: 'Enquiries' },
  { href: '/admin/promos', label: 'Promo codes' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/stock', label: 'Stock' },
  { href: '/admin/categories', label: 'Categories' },
  { href: '/admin/blog', label: 'Blog' },
];
const OWNER_ITEMS: AdminNavItem[] = [
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/staff', label: 'Staff' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/tax-returns', label: 'Tax returns' },
];
const ACCOUNT_ITEMS: AdminNavItem[] = [{ href: '/admin/account', label: 'Your account' }];

/** Every signed-in page: the session checked on the server (signed out: each page sends to the sign-in page), owner-only sections only for owners. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await (await getAdminServerApi()).getAdminSession({}).catch((error: unknown) => {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  });
  // Signed out: the page itself goes to the sign-in page, naming itself as the way back (loadAdminData).
  if (session === null) return <main id="main">{children}</main>;
  const items =
    session.staff.role === 'owner'
      ? [...STAFF_ITEMS, ...OWNER_ITEMS, ...ACCOUNT_ITEMS]
      : [...STAFF_ITEMS, ...ACCOUNT_ITEMS];
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
