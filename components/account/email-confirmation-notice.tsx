'use client';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { PillButton } from '@/components/ui/pill-link';
import { browserApi } from '@/lib/api/browser';
import { shopperMessageOf } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import { EMAIL_UNCONFIRMED_HOW, EMAIL_UNCONFIRMED_NOTICE, RESEND_BUTTON, RESEND_FAILED } from './account-messages';

const Box = styled.section`
  margin: 0 0 ${theme.space(6)};
  padding: ${theme.space(4)} ${theme.space(5)};
  border-left: 4px solid ${theme.colors.turmeric};
  background: ${theme.colors.paper};
  border-radius: ${theme.radii.sm};
  p {
    margin: 0 0 ${theme.space(3)};
  }
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: var(--text-body);
  }
`;

type Result = { tone: 'success' | 'error'; message: string };

/**
 * Says that order e-mails wait for the address to be confirmed (WhatsApp
 * until then), with a button sending the link again (rate-limited by the server).
 */
export function EmailConfirmationNotice({ token }: { token: string }) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function resend() {
    setSending(true);
    setResult(null);
    try {
      const answer = await browserApi.resendEmailConfirmation({}, { token });
      setResult({ tone: 'success', message: answer.message });
    } catch (error) {
      setResult({ tone: 'error', message: shopperMessageOf(error) ?? RESEND_FAILED });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box aria-labelledby={`${id}-notice`}>
      <p id={`${id}-notice`}>
        <strong>{EMAIL_UNCONFIRMED_NOTICE}</strong>
      </p>
      <p>{EMAIL_UNCONFIRMED_HOW}</p>
      <PillButton type="button" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
        {RESEND_BUTTON}
      </PillButton>
      <Alert tone="success">{result?.tone === 'success' ? result.message : null}</Alert>
      <Alert tone="error">{result?.tone === 'error' ? result.message : null}</Alert>
    </Box>
  );
}
