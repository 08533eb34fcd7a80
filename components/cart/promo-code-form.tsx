'use client';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loginPathReturningTo } from '@/components/session/session-provider';
import { Input } from '@/components/ui/form-controls';
import {
  ERROR_BANNER_MS,
  PROMO_APPLY,
  PROMO_CHECKING,
  PROMO_EMPTY_CODE,
  PROMO_LABEL,
  PROMO_LOGIN_LINK,
  PROMO_LOGIN_REQUIRED,
  PROMO_NOT_APPLIED,
  PROMO_REMOVE,
  PROMO_REMOVED,
  promoRemoveLabel,
} from './cart-messages';
import styles from './promo-code-form.module.css';
import { PromoRefusal, type AppliedPromoState } from './use-applied-promo';

export interface PromoCodeFormProps {
  token: string | null;
  /** The applied promo of the cart (useAppliedPromo). */
  promo: AppliedPromoState;
}

type Outcome =
  { tone: 'error'; text: string; detail?: string } | { tone: 'login' } | { tone: 'empty' } | { tone: 'removed' } | null;

/**
 * The promo code box. The server validates the code against the signed-in
 * customer's cart; the discount counts only when the answer has both amount
 * and message (spec section 5). Success shows the server's message in green
 * and the code stays applied (checked again by the server whenever the cart
 * changes) until the order or its removal; a refusal shows 'Promo code not
 * applied' for 5 seconds (spec section 8) and the discount goes back to 0.
 */
export function PromoCodeForm({ token, promo }: PromoCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState(promo.code ?? '');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const show = setOutcome;

  // Error messages go after 5 seconds (spec section 8), and the field is no longer marked with them.
  useEffect(() => {
    if (!outcome || outcome.tone === 'login') return;
    const timer = setTimeout(() => setOutcome(null), ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // A kept code the server no longer accepts for this cart (checked again after a change), and
  // a kept code arriving (after a reload): followed while rendering, not in an effect.
  const [seenRefusal, setSeenRefusal] = useState(promo.refusal);
  if (promo.refusal !== seenRefusal) {
    setSeenRefusal(promo.refusal);
    if (promo.refusal) setOutcome({ tone: 'error', text: PROMO_NOT_APPLIED, detail: promo.refusal.detail });
  }
  const [seenCode, setSeenCode] = useState(promo.code);
  if (promo.code !== seenCode) {
    setSeenCode(promo.code);
    if (promo.code) setCode(promo.code);
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const promoCode = code.trim();
    if (!token) {
      show({ tone: 'login' });
      return;
    }
    if (!promoCode) {
      show({ tone: 'empty' });
      return;
    }
    setSending(true);
    try {
      await promo.apply(promoCode);
      show(null);
    } catch (error) {
      show({
        tone: 'error',
        text: PROMO_NOT_APPLIED,
        detail: error instanceof PromoRefusal ? error.detail : undefined,
      });
    } finally {
      setSending(false);
    }
  }

  function remove() {
    promo.remove();
    setCode('');
    show({ tone: 'removed' });
    input.current?.focus();
  }

  const invalid = outcome?.tone === 'error' || outcome?.tone === 'empty';
  const applied = promo.promo;
  const tone = applied && !outcome ? 'success' : outcome?.tone === 'error' ? 'error' : 'info';

  return (
    <form className={styles.form} onSubmit={apply} method="post" noValidate>
      <label htmlFor={`${id}-code`}>{PROMO_LABEL}</label>
      <div className={styles.row}>
        <Input
          ref={input}
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
          aria-describedby={outcome || applied ? messageId : undefined}
        />
        {/* aria-disabled, not disabled: focus stays on the button while the code is checked. */}
        <button type="submit" aria-disabled={sending || undefined} aria-busy={sending}>
          {PROMO_APPLY}
        </button>
        {promo.code ? (
          <button type="button" data-kind="remove" aria-label={promoRemoveLabel(promo.code)} onClick={remove}>
            {PROMO_REMOVE}
          </button>
        ) : null}
      </div>
      <div className={styles.message} id={messageId} role="status" data-tone={tone}>
        {applied && !outcome ? <p>{applied.message}</p> : null}
        {!applied && !outcome && promo.checking ? <p>{PROMO_CHECKING}</p> : null}
        {outcome?.tone === 'error' ? (
          <>
            <p>{outcome.text}</p>
            {outcome.detail ? <p>{outcome.detail}</p> : null}
          </>
        ) : null}
        {outcome?.tone === 'login' ? (
          <p>
            <span>{PROMO_LOGIN_REQUIRED}</span> <Link href={loginPathReturningTo('/cart')}>{PROMO_LOGIN_LINK}</Link>
          </p>
        ) : null}
        {outcome?.tone === 'empty' ? <p>{PROMO_EMPTY_CODE}</p> : null}
        {outcome?.tone === 'removed' ? <p>{PROMO_REMOVED}</p> : null}
      </div>
    </form>
  );
}
