'use client';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSession } from '@/components/session/session-provider';
import { Alert } from '@/components/ui/alert';
import { PillLink } from '@/components/ui/pill-link';
import { browserApi } from '@/lib/api/browser';
import { isApiError, shopperMessageOf } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import {
  ACCOUNT_LOGIN_LINK,
  CONFIRM_ACCOUNT_LINK,
  CONFIRM_FAILED,
  CONFIRM_LOGIN_PROMPT,
  CONFIRM_MISSING_TOKEN,
  CONFIRM_WORKING,
} from './account-messages';

const Box = styled.div`
  p[role='status']:not(:empty),
  p[role='alert']:not(:empty) {
    margin: 0 0 ${theme.space(6)};
  }
`;

type Outcome = { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string } | { kind: 'logged_out' };

const CONFIRM_PATH = '/account/confirm-email';

/**
 * Opens the link of a confirmation e-mail: as soon as the session is known it
 * sends the link's token with the session (POST /api/confirm-email/), once,
 * and says how it went. The server confirms only for the account's own,
 * logged-in owner, so a logged-out visitor is asked to log in first.
 */
export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const { ready, token: session } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !session || !token) return;
    // One try per link and session: the token is single use, and effects may run twice.
    const attempt = `${session} ${token}`;
    if (sent.current === attempt) return;
    sent.current = attempt;
    browserApi.confirmEmail({ token }, { token: session }).then(
      (answer) => {
        setOutcome({ kind: 'confirmed', message: answer.message });
        // The link has done its work: keep it out of the history.
        window.history.replaceState(window.history.state, '', CONFIRM_PATH);
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) setOutcome({ kind: 'logged_out' });
        else setOutcome({ kind: 'failed', message: shopperMessageOf(error) ?? CONFIRM_FAILED });
      },
    );
  }, [ready, session, token]);

  if (!token) {
    return (
      <Box>
        <Alert>{CONFIRM_MISSING_TOKEN}</Alert>
        <PillLink href="/account">{CONFIRM_ACCOUNT_LINK}</PillLink>
      </Box>
    );
  }
  if (!ready) {
    return (
      <Box>
        <Alert tone="success">{CONFIRM_WORKING}</Alert>
      </Box>
    );
  }
  if (!session || outcome?.kind === 'logged_out') {
    return (
      <Box>
        <Alert tone="success">{CONFIRM_LOGIN_PROMPT}</Alert>
        <PillLink href="/login">{ACCOUNT_LOGIN_LINK}</PillLink>
      </Box>
    );
  }
  return (
    <Box>
      {outcome?.kind === 'failed' ? (
        <Alert>{outcome.message}</Alert>
      ) : (
        <Alert tone="success">{outcome ? outcome.message : CONFIRM_WORKING}</Alert>
      )}
      {outcome ? <PillLink href="/account">{CONFIRM_ACCOUNT_LINK}</PillLink> : null}
    </Box>
  );
}
