import { AccountPanel } from '@/components/account/account-panel';
import { ACCOUNT_HEADING, ACCOUNT_INTRO } from '@/components/account/account-messages';
import { AccountPage } from '@/components/account/account-page';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'My Account',
  description: `Your ${site.name} account: your details and where we send your order messages.`,
  path: '/account',
  noindex: true,
});

// A personal page: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

/** The account lives behind the browser's token: a server shell around the client panel. */
export default function MyAccountPage() {
  return (
    <AccountPage heading={ACCOUNT_HEADING} intro={ACCOUNT_INTRO}>
      <AccountPanel />
    </AccountPage>
  );
}
