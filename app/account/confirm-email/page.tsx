import type { Metadata } from 'next';
import { CONFIRM_HEADING } from '@/components/account/account-messages';
import { ConfirmEmailStatus } from '@/components/account/confirm-email-status';
import { AccountPage } from '@/components/account/account-page';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Confirm Your E-mail Address',
    description: `Confirm the e-mail address of your ${site.name} account.`,
    path: '/account/confirm-email',
    noindex: true,
  }),
  // The URL carries a confirmation token: no Referer may take it elsewhere.
  referrer: 'no-referrer',
};

// Each link is personal and single use: rendered per request, never cached.
export const dynamic = 'force-dynamic';

/** The link of a confirmation e-mail (`?token=`): the client leaf confirms it with the session, on load. */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = typeof token === 'string' && token.trim() !== '' ? token.trim() : null;
  return (
    <AccountPage heading={CONFIRM_HEADING}>
      <ConfirmEmailStatus token={value} />
    </AccountPage>
  );
}
