'use client';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { Input, SubmitButton } from '@/components/ui/form-controls';
import { browserApi } from '@/lib/api/browser';
import { isApiError, shopperMessageOf } from '@/lib/contract/api-error';
import type { AccountProfile } from '@/lib/contract/session';
import { theme } from '@/styles/theme';
import {
  CHANGE_EMAIL_BUTTON,
  CHANGE_EMAIL_FAILED,
  CHANGE_EMAIL_HEADING,
  CHANGE_EMAIL_LABEL,
  CHANGE_EMAIL_REQUIRED,
} from './account-messages';

const Form = styled.form`
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: var(--text-lead);
  }
  label {
    display: block;
    margin-bottom: ${theme.space(1)};
    font-weight: 700;
  }
  input {
    max-width: 28rem;
  }
`;

/** A field problem the server named, in the shopper's words. */
function emailFieldMessage(error: unknown): string | null {
  if (!isApiError(error) || error.field !== 'email') return null;
  return error.errors?.find((problem) => problem.field === 'email')?.message ?? error.message;
}

/**
 * The logged-in owner gives the account another address: it starts
 * unconfirmed, and the server e-mails a confirmation link to it.
 */
export function ChangeEmailForm({ token, onChanged }: { token: string; onChanged: (account: AccountProfile) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = `${id}-email`;
  const errorId = `${id}-email-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    setDone('');
    if (email.trim() === '') {
      setFieldError(CHANGE_EMAIL_REQUIRED);
      document.getElementById(inputId)?.focus();
      return;
    }
    setFieldError('');
    setSending(true);
    try {
      const answer = await browserApi.changeAccountEmail({ email: email.trim() }, { token });
      setEmail('');
      setDone(answer.message);
      onChanged(answer.account);
    } catch (error) {
      const atField = emailFieldMessage(error);
      if (atField) {
        setFieldError(atField);
        document.getElementById(inputId)?.focus();
      } else {
        setFailure(shopperMessageOf(error) ?? CHANGE_EMAIL_FAILED);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Form onSubmit={submit} method="post" noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{CHANGE_EMAIL_HEADING}</h2>
      <label htmlFor={inputId}>{CHANGE_EMAIL_LABEL}</label>
      <Input
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-required="true"
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
      />
      {fieldError ? <FieldError id={errorId}>{fieldError}</FieldError> : null}
      <Alert tone="success">{done || null}</Alert>
      <Alert>{failure || null}</Alert>
      <SubmitButton type="submit" disabled={sending} aria-busy={sending}>
        {CHANGE_EMAIL_BUTTON}
      </SubmitButton>
    </Form>
  );
}
