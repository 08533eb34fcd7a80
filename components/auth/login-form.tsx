'use client';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSession } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import { Alert } from '@/components/ui/alert';
import { useTimedMessage } from '@/components/checkout/use-timed-message';
import { ERROR_BANNER_MS } from '@/components/cart/cart-messages';
import { FieldError } from '@/components/ui/field-error';
import { Card, Field, Fields, Footer, Input, Notice, PhoneRow, PrimaryButton, TextButton } from './auth-form-parts';
import {
  DEFAULT_COUNTRY_CODE,
  LOGIN_BUTTON,
  LOGIN_CHANGE_NUMBER,
  LOGIN_CODE_REQUIRED,
  LOGIN_COUNTRY_CODE_REQUIRED,
  LOGIN_FAILED,
  LOGIN_FIELD_LABELS,
  LOGIN_MOBILE_REQUIRED,
  LOGIN_RESEND_CODE,
  LOGIN_SIGNUP_LINK,
  LOGIN_SIGNUP_PROMPT,
} from './auth-messages';

type LoginField = keyof typeof LOGIN_FIELD_LABELS;
type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * A 429 says how long to wait ('Please wait 10 minutes…'), which helps more
 * than the generic message; every other failure is the spec's 'Login failed.'.
 */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.message) return error.message;
  return LOGIN_FAILED;
}

/**
 * Login with a country code and mobile number (spec sections 2 and 5). The
 * server proves the number with a one-time code: the first press sends it,
 * the second signs in with it and merges the guest cart.
 */
export function LoginForm() {
  const id = useId();
  const { login, cartId } = useSession();
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [mobileNumber, setMobileNumber] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [errors, setErrors] = useState<FieldErrors>({});
  // An error banner goes after 5 seconds (spec section 9); the field messages stay until fixed.
  const [failure, setFailure, clearFailure] = useTimedMessage(ERROR_BANNER_MS);
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const mobileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const fieldId = (field: LoginField) => `${id}-${field}`;
  const errorId = (field: LoginField) => `${id}-${field}-error`;

  async function requestCode() {
    const answer = await browserApi.login({ country_code: countryCode.trim(), mobile_number: mobileNumber.trim() });
    if ('token' in answer) {
      login(answer.token, answer.cart_id);
      return;
    }
    setNotice(answer.message);
    setCode('');
    setStep('code');
  }

  async function verifyCode() {
    const answer = await browserApi.login({
      country_code: countryCode.trim(),
      mobile_number: mobileNumber.trim(),
      code: code.replace(/\D/g, ''),
      cart_id: cartId ?? undefined,
    });
    if (!('token' in answer)) throw new Error('The login answer has no token');
    login(answer.token, answer.cart_id);
  }

  async function run(action: () => Promise<void>) {
    setSending(true);
    clearFailure();
    try {
      await action();
    } catch (error) {
      console.error('Login failed', error);
      setFailure(loginFailureMessage(error));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (countryCode.trim() === '') found.countryCode = LOGIN_COUNTRY_CODE_REQUIRED;
    if (mobileNumber.trim() === '') found.mobileNumber = LOGIN_MOBILE_REQUIRED;
    if (step === 'code' && code.trim() === '') found.code = LOGIN_CODE_REQUIRED;
    setErrors(found);
    const first = (Object.keys(found) as LoginField[])[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    await run(step === 'phone' ? requestCode : verifyCode);
  }

  function changeNumber() {
    setStep('phone');
    setCode('');
    setNotice('');
    clearFailure();
    setErrors({});
    mobileInput.current?.focus();
  }

  const described = (field: LoginField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const onCodeStep = step === 'code';

  return (
    <Card>
      <form onSubmit={submit} method="post" noValidate aria-label={LOGIN_BUTTON}>
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        <Fields>
          <PhoneRow>
            <Field>
              <label htmlFor={fieldId('countryCode')}>{LOGIN_FIELD_LABELS.countryCode}</label>
              <Input
                id={fieldId('countryCode')}
                name="countryCode"
                type="text"
                inputMode="tel"
                autoComplete="tel-country-code"
                value={countryCode}
                onChange={(event) => setCountryCode(event.target.value)}
                readOnly={onCodeStep}
                aria-required="true"
                {...described('countryCode')}
              />
              {errors.countryCode ? <FieldError id={errorId('countryCode')}>{errors.countryCode}</FieldError> : null}
            </Field>
            <Field>
              <label htmlFor={fieldId('mobileNumber')}>{LOGIN_FIELD_LABELS.mobileNumber}</label>
              <Input
                ref={mobileInput}
                id={fieldId('mobileNumber')}
                name="mobileNumber"
                type="tel"
                autoComplete="tel-national"
                value={mobileNumber}
                onChange={(event) => setMobileNumber(event.target.value)}
                readOnly={onCodeStep}
                aria-required="true"
                {...described('mobileNumber')}
              />
              {errors.mobileNumber ? <FieldError id={errorId('mobileNumber')}>{errors.mobileNumber}</FieldError> : null}
            </Field>
          </PhoneRow>
          {onCodeStep ? (
            <Field>
              <label htmlFor={fieldId('code')}>{LOGIN_FIELD_LABELS.code}</label>
              <Input
                ref={codeInput}
                id={fieldId('code')}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-required="true"
                {...described('code')}
              />
              {errors.code ? <FieldError id={errorId('code')}>{errors.code}</FieldError> : null}
            </Field>
          ) : null}
        </Fields>
        {failure ? <Alert>{failure}</Alert> : null}
        <PrimaryButton type="submit" disabled={sending} aria-busy={sending}>
          {LOGIN_BUTTON}
        </PrimaryButton>
        {onCodeStep ? (
          <p>
            <TextButton type="button" onClick={() => void run(requestCode)} disabled={sending}>
              {LOGIN_RESEND_CODE}
            </TextButton>{' '}
            <TextButton type="button" onClick={changeNumber} disabled={sending}>
              {LOGIN_CHANGE_NUMBER}
            </TextButton>
          </p>
        ) : null}
      </form>
      <Footer>
        {LOGIN_SIGNUP_PROMPT} <Link href="/Signup">{LOGIN_SIGNUP_LINK}</Link>
      </Footer>
    </Card>
  );
}
