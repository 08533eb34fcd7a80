'use client';
import styled from 'styled-components';
import { AccountMessage } from '@/components/account/account-message';
import useSWR from 'swr';
import { useSession } from '@/components/session/session-provider';
import { Alert } from '@/components/ui/alert';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { PillLink } from '@/components/ui/pill-link';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { AccountProfile } from '@/lib/contract/session';
import { theme } from '@/styles/theme';
import {
  ACCOUNT_FAILED,
  ACCOUNT_LABELS,
  ACCOUNT_LOADING,
  ACCOUNT_LOGIN_LINK,
  ACCOUNT_LOGIN_PROMPT,
  ACCOUNT_ORDERS_LINK,
  EMAIL_STATUS_CONFIRMED,
  EMAIL_STATUS_UNCONFIRMED,
} from './account-messages';
import { ChangeEmailForm } from './change-email-form';
import { EmailConfirmationNotice } from './email-confirmation-notice';

const Panel = styled.div`
  padding: ${theme.space(6)} ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
`;

const Facts = styled(FactList)`
  margin: 0 0 ${theme.space(6)};
  dt {
    font-size: var(--text-note);
  }
  dd span[data-confirmed='true'] {
    color: ${theme.colors.success};
  }
  dd span[data-confirmed='false'] {
    color: ${theme.colors.danger};
  }
`;

const Footer = styled.p`
  margin: ${theme.space(6)} 0 0;
  a {
    color: ${theme.colors.indigo};
    font-weight: 700;
  }
`;

type AccountKey = readonly ['account', string];

function fetchAccount([, token]: AccountKey): Promise<AccountProfile> {
  return browserApi.getAccount({}, { token });
}

/**
 * The signed-in customer's profile (GET /api/account/ with the session
 * token): name, mobile number, e-mail and whether it is confirmed; the notice
 * and Resend button while it is not; the form to change it.
 */
export function AccountPanel() {
  const { ready, token } = useSession();
  const key: AccountKey | null = ready && token ? ['account', token] : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchAccount, { shouldRetryOnError: false });

  if (!ready) return <AccountMessage role="status">{ACCOUNT_LOADING}</AccountMessage>;
  if (!token || (isApiError(error) && error.status === 401)) {
    return (
      <AccountMessage>
        <p>{ACCOUNT_LOGIN_PROMPT}</p>
        <PillLink href="/login">{ACCOUNT_LOGIN_LINK}</PillLink>
      </AccountMessage>
    );
  }
  if (error) return <Alert>{ACCOUNT_FAILED}</Alert>;
  if (isLoading || !data) return <AccountMessage role="status">{ACCOUNT_LOADING}</AccountMessage>;

  return (
    <Panel>
      <Facts>
        <div>
          <dt>{ACCOUNT_LABELS.name}</dt>
          <dd>
            {data.first_name} {data.last_name}
          </dd>
        </div>
        <div>
          <dt>{ACCOUNT_LABELS.mobile}</dt>
          <dd>
            {data.country_code} {data.mobile_number}
          </dd>
        </div>
        <div>
          <dt>{ACCOUNT_LABELS.email}</dt>
          <dd>
            {data.email} (
            <span data-confirmed={data.email_confirmed}>
              {data.email_confirmed ? EMAIL_STATUS_CONFIRMED : EMAIL_STATUS_UNCONFIRMED}
            </span>
            )
          </dd>
        </div>
      </Facts>
      {data.email_confirmed ? null : <EmailConfirmationNotice token={token} />}
      <ChangeEmailForm token={token} onChanged={(account) => void mutate(account, { revalidate: false })} />
      <Footer>
        <Link href="/account/orders">{ACCOUNT_ORDERS_LINK}</Link>
      </Footer>
    </Panel>
  );
}
