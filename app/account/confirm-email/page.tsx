import type { Metadata } from 'next';
import styled from 'styled-components';
import { CONFIRM_HEADING } from '@/components/account/account-messages';
import { ConfirmEmailStatus } from '@/components/account/confirm-email-status';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';

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

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(12)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-bottom: ${theme.space(6)};
  }
`;

/** The link of a confirmation e-mail (`?token=`): the client leaf confirms it with the session, on load. */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const value = typeof token === 'string' && token.trim() !== '' ? token.trim() : null;
  return (
    <Page>
      <h1>{CONFIRM_HEADING}</h1>
      <ConfirmEmailStatus token={value} />
    </Page>
  );
}
