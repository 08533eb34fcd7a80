'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePathname } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import Link from '@/components/ui/link';
import { SubmitButton } from '@/components/ui/submit-button';
import { loginPathReturningTo, useOptionalSession } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import type { BackInStockChannel } from '@/lib/contract/back-in-stock';
import { isApiError, shopperMessageOf } from '@/lib/contract/api-error';
import styles from './back-in-stock-form.module.css';
import {
  BACK_IN_STOCK_FAILED,
  BACK_IN_STOCK_LEGEND,
  BACK_IN_STOCK_SIGN_IN,
  BACK_IN_STOCK_SIGN_IN_LINK,
  BACK_IN_STOCK_SUBMIT,
} from './back-in-stock-messages';

/** The field problems the server names: the channel under its choices; anything else (the size) in the banner. */
function problemsOf(error: unknown): { channel?: string; other?: string } {
  if (isApiError(error) && error.field === 'channel')
    return { channel: error.errors?.find((problem) => problem.field === 'channel')?.message ?? error.message };
  return { other: shopperMessageOf(error) ?? BACK_IN_STOCK_FAILED };
}

/**
 * "Tell me when it's back" for a sold-out size (issue 31, item 12), loaded only when the shopper opens it
 * (product-purchase.tsx imports it lazily): WhatsApp to the account's phone or e-mail to its confirmed
 * address. Guests are asked to log in (the shop confirms no stranger's contact). The server decides; the
 * form shows its answer (the status on success, the channel's problem under the choices).
 */
export default function BackInStockForm({ productId, size }: { productId: number; size: string }) {
  const id = useId();
  const session = useOptionalSession();
  const pathname = usePathname();
  const first = useRef<HTMLInputElement>(null);
  const [channel, setChannel] = useState<BackInStockChannel>('whatsapp');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [problems, setProblems] = useState<{ channel?: string; other?: string }>({});
  const loggedIn = Boolean(session?.isLoggedIn && session.token);
  const channelErrorId = `${id}-channel-error`;
  const otherRef = useRef<HTMLParagraphElement>(null);
  const signInRef = useRef<HTMLParagraphElement>(null);

  // Opened by a button: focus moves into what opened (the first choice, or the words asking to log in).
  useEffect(() => {
    if (loggedIn) first.current?.focus();
    else signInRef.current?.focus();
  }, [loggedIn]);

  if (!loggedIn)
    return (
      <div className={styles.box}>
        <p ref={signInRef} tabIndex={-1} className={styles.note}>
          {BACK_IN_STOCK_SIGN_IN(size)}{' '}
          <Link href={loginPathReturningTo(pathname || `/product/${productId}`)}>{BACK_IN_STOCK_SIGN_IN_LINK}</Link>
        </p>
      </div>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !session?.token) return;
    setBusy(true);
    setDone('');
    setProblems({});
    try {
      const answer = await browserApi.requestBackInStock(
        { product_pk: productId, size, channel },
        { token: session.token },
      );
      setDone(answer.message);
    } catch (error) {
      const found = problemsOf(error);
      setProblems(found);
      if (found.channel) first.current?.focus();
      else otherRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const invalid = problems.channel ? { 'aria-invalid': true as const, 'aria-describedby': channelErrorId } : {};
  return (
    <form className={styles.box} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.choices}>
        <legend>{BACK_IN_STOCK_LEGEND(size)}</legend>
        <label>
          <input
            ref={first}
            type="radio"
            name="channel"
            value="whatsapp"
            checked={channel === 'whatsapp'}
            onChange={() => setChannel('whatsapp')}
            {...invalid}
          />{' '}
          WhatsApp (your account’s phone)
        </label>
        <label>
          <input
            type="radio"
            name="channel"
            value="email"
            checked={channel === 'email'}
            onChange={() => setChannel('email')}
            {...invalid}
          />{' '}
          E-mail (your account’s confirmed address)
        </label>
      </fieldset>
      {problems.channel ? <FieldError id={channelErrorId}>{problems.channel}</FieldError> : null}
      <Alert tone="success">{done || null}</Alert>
      <Alert ref={otherRef} tabIndex={-1}>
        {problems.other ?? null}
      </Alert>
      <SubmitButton type="submit" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
        {BACK_IN_STOCK_SUBMIT}
      </SubmitButton>
    </form>
  );
}
