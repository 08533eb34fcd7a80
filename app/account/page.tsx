import styled from 'styled-components';
import { AccountPanel } from '@/components/account/account-panel';
import { ACCOUNT_HEADING, ACCOUNT_INTRO } from '@/components/account/account-messages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

export const metadata = pageMetadata({
  title: 'My Account',
  description: `Your ${site.name} account: your details and where we send your order messages.`,
  path: '/account',
  noindex: true,
});

// A personal page: rendered per request and never stored by a shared cache.
export const dynamic = 'force-dynamic';

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(12)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-bottom: ${theme.space(2)};
  }
  > p {
    margin: 0 0 ${theme.space(6)};
    color: ${theme.colors.inkMuted};
  }
`;

/** The account lives behind the browser's token: a server shell around the client panel. */
export default function AccountPage() {
  return (
    <Page>
      <h1>{ACCOUNT_HEADING}</h1>
      <p>{ACCOUNT_INTRO}</p>
      <AccountPanel />
    </Page>
  );
}
