'use client';
import Link from '@/components/ui/link';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { Currency } from '@/lib/money';
import { theme } from '@/styles/theme';
import {
  PROMO_APPLY,
  PROMO_EMPTY_CODE,
  PROMO_LABEL,
  PROMO_LOGIN_LINK,
  PROMO_LOGIN_REQUIRED,
  PROMO_NOT_APPLIED,
} from './cart-messages';

/** A promo the server accepted, for the cart it was checked against. */
export interface AppliedPromo {
  code: string;
  amount: number;
  message: string;
}

export interface PromoCodeFormProps {
  token: string | null;
  /** The cart total the browser shows and its number of pieces (sent; the server checks its own). */
  subtotal: number;
  count: number;
  currency: Currency;
  /** Called with the accepted promo, or null when the code was refused (discount 0). */
  onResult: (promo: AppliedPromo | null) => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid #8a8f99;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
    text-transform: uppercase;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  button {
    min-height: 44px;
    padding: 0 ${theme.space(5)};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.indigo};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${theme.colors.indigoDark};
  }
  button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Message = styled.div`
  font-weight: 600;
  p {
    margin: 0;
  }
  &[data-tone='success'] {
    color: ${theme.colors.success};
  }
  &[data-tone='error'] {
    color: ${theme.colors.danger};
  }
  &[data-tone='info'] {
    color: ${theme.colors.ink};
  }
  p + p {
    font-weight: 400;
  }
  a {
    color: ${theme.colors.indigo};
    font-weight: 700;
  }
`;

type Outcome =
  | { tone: 'success'; text: string }
  | { tone: 'error'; text: string; detail?: string }
  | { tone: 'login' }
  | { tone: 'empty' }
  | null;

/** The server's reason for refusing a code (e.g. 'This promo code has expired.'), when it gave one. */
function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const reason = error.errors?.find((item) => item.field === 'promo_code')?.message;
  return reason && /^[A-Z]/.test(reason) ? reason : undefined;
}

/**
 * The promo code box. The server validates the code against the signed-in
 * customer's cart; the discount counts only when the answer has both amount
 * and message (spec section 5). Success shows the server's message in green;
 * anything else shows 'Promo code not applied' and the discount goes back to 0.
 */
export function PromoCodeForm({ token, subtotal, count, currency, onResult }: PromoCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const messageId = `${id}-message`;

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const promoCode = code.trim();
    if (!token) {
      setOutcome({ tone: 'login' });
      return;
    }
    if (!promoCode) {
      setOutcome({ tone: 'empty' });
      return;
    }
    setSending(true);
    try {
      const answer = await browserApi.validatePromoCode({ amount: subtotal, promo_code: promoCode, no_of_products: count }, { token });
      const amount: unknown = answer?.amount;
      const message: unknown = answer?.message;
      if (typeof amount !== 'number' || !Number.isFinite(amount) || typeof message !== 'string' || message.trim() === '') {
        throw new Error('The promo answer has no amount or no message');
      }
      if (answer.currency !== currency) {
        throw new Error(`The promo was priced in ${answer.currency}, the cart shows ${currency}`);
      }
      setOutcome({ tone: 'success', text: message });
      onResult({ code: answer.promo_code || promoCode, amount, message });
    } catch (error) {
      console.error('Promo code: not applied', error);
      setOutcome({ tone: 'error', text: PROMO_NOT_APPLIED, detail: refusalReason(error) });
      onResult(null);
    } finally {
      setSending(false);
    }
  }

  const invalid = outcome?.tone === 'error' || outcome?.tone === 'empty';

  return (
    <Form onSubmit={apply} method="post" noValidate>
      <label htmlFor={`${id}-code`}>{PROMO_LABEL}</label>
      <Row>
        <input
          id={`${id}-code`}
          name="promo_code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={outcome ? messageId : undefined}
        />
        <button type="submit" disabled={sending} aria-busy={sending}>
          {PROMO_APPLY}
        </button>
      </Row>
      <Message id={messageId} role="status" data-tone={outcome?.tone === 'login' || outcome?.tone === 'empty' ? 'info' : outcome?.tone}>
        {outcome?.tone === 'success' ? <p>{outcome.text}</p> : null}
        {outcome?.tone === 'error' ? (
          <>
            <p>{outcome.text}</p>
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </>
        ) : null}
        {outcome?.tone === 'login' ? (
          <p>
            <span>{PROMO_LOGIN_REQUIRED}</span> <Link href="/login">{PROMO_LOGIN_LINK}</Link>
          </p>
        ) : null}
        {outcome?.tone === 'empty' ? <p>{PROMO_EMPTY_CODE}</p> : null}
      </Message>
    </Form>
  );
}
