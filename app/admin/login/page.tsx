import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminLoginForm } from '@/components/admin/admin-login-form';
import { ADMIN_LOGIN_HEADING } from '@/components/admin/admin-messages';
import { AdminPageFrame, Muted } from '@/components/admin/admin-parts';
import { getAdminServerApi } from '@/lib/api/admin-server';
import { param, safeNextPath, type SearchParams } from '../admin-data';

export const metadata: Metadata = { title: 'Sign in' };

/** Staff sign in here; a member already signed in goes on to the page asked for. */
export default async function AdminLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const next = safeNextPath(param((await searchParams).next));
  const signedIn = await (await getAdminServerApi()).getAdminSession({}).then(
    () => true,
    () => false,
  );
  if (signedIn) redirect(next);
  return (
    <>
      <AdminHeader />
      <main id="main">
        <AdminPageFrame>
          <h1>{ADMIN_LOGIN_HEADING}</h1>
          <Muted>
            Staff only: a code is sent by SMS to the phone number of your staff account, then your authenticator app
            gives the second code.
          </Muted>
          <AdminLoginForm next={next} />
        </AdminPageFrame>
      </main>
    </>
  );
}
