'use client';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import { Alert } from '@/components/ui/alert';
import { useTimedMessage } from '@/components/checkout/use-timed-message';
import { ERROR_BANNER_MS } from '@/components/cart/cart-messages';
import { FieldError } from '@/components/ui/field-error';
import { Card, Field, Fields, Footer, Input, PhoneRow, PrimaryButton } from './auth-form-parts';
import {
  SIGNUP_CONTINUE,
  SIGNUP_FAILED,
  SIGNUP_FIELD_LABELS,
  SIGNUP_FIELD_REQUIRED,
  SIGNUP_LOGIN_LINK,
  SIGNUP_LOGIN_PROMPT,
  SIGNUP_PRIVACY_LINK,
  SIGNUP_TERMS,
  SIGNUP_TERMS_LINK,
  SIGNUP_TERMS_REQUIRED,
  type SignupFieldName,
} from './auth-messages';

type SignupValues = Record<SignupFieldName, string>;
type SignupErrors = Partial<Record<SignupFieldName | 'terms', string>>;

const EMPTY_VALUES: SignupValues = { firstName: '', lastName: '', email: '', countryCode: '', mobileNumber: '' };
const FIELDS = Object.keys(SIGNUP_FIELD_LABELS) as SignupFieldName[];

/** The API's field names (spec section 7) and the form's (spec section 3). */
const API_FIELDS: Record<string, SignupFieldName> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  country_code: 'countryCode',
  mobile_number: 'mobileNumber',
};

const Terms = styled.div`
  margin-top: ${theme.space(5)};
  label {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(3)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.indigo};
  }
  small {
    display: block;
    margin: ${theme.space(1)} 0 0 ${theme.space(8)};
    font-size: var(--text-note);
  }
  small a {
    color: ${theme.colors.indigo};
  }
`;

/**
 * The server's refusals, next to the fields they are about: a taken number
 * or e-mail (409) in the server's words, a malformed field (400) as
 * '{Label} {problem}.'.
 */
export function signupFailureMessages(error: unknown): { fields: SignupErrors; general: string } {
  if (isApiError(error) && (error.status === 409 || error.status === 400)) {
    const fields: SignupErrors = {};
    const problems = error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : []);
    for (const problem of problems) {
      const field = API_FIELDS[problem.field];
      if (!field || fields[field]) continue;
      const detail = problem.message.replace(new RegExp(`^${problem.field}:\\s*`), '');
      fields[field] = /^[A-Z]/.test(detail) ? detail : `${SIGNUP_FIELD_LABELS[field]} ${detail.replace(/\.$/, '')}.`;
    }
    if (Object.keys(fields).length > 0) return { fields, general: '' };
  }
  return { fields: {}, general: SIGNUP_FAILED };
}

/**
 * Sign-up (spec sections 2 and 5): five required fields and the terms.
 * There is no password: login proves the phone with a one-time code.
 */
export function SignupForm() {
  const id = useId();
  const router = useRouter();
  const [values, setValues] = useState<SignupValues>(EMPTY_VALUES);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});
  // An error banner goes after 5 seconds (spec section 9); the field messages stay until fixed.
  const [general, setGeneral, clearGeneral] = useTimedMessage(ERROR_BANNER_MS);
  const [sending, setSending] = useState(false);

  const fieldId = (field: SignupFieldName | 'terms') => `${id}-${field}`;
  const errorId = (field: SignupFieldName | 'terms') => `${id}-${field}-error`;

  function change(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as SignupFieldName;
    setValues((current) => ({ ...current, [name]: event.target.value }));
  }

  function focusFirst(found: SignupErrors) {
    const first = [...FIELDS, 'terms' as const].find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: SignupErrors = {};
    for (const field of FIELDS) {
      if (values[field].trim() === '') found[field] = SIGNUP_FIELD_REQUIRED;
    }
    if (!agreed) found.terms = SIGNUP_TERMS_REQUIRED;
    setErrors(found);
    clearGeneral();
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      await browserApi.signup({
        email: values.email.trim(),
        mobile_number: values.mobileNumber.trim(),
        country_code: values.countryCode.trim(),
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
      });
      router.push('/login');
    } catch (error) {
      console.error('Sign-up failed', error);
      const failure = signupFailureMessages(error);
      setErrors(failure.fields);
      setGeneral(failure.general);
      focusFirst(failure.fields);
    } finally {
      setSending(false);
    }
  }

  function input(field: SignupFieldName, type: string, autoComplete: string, inputMode?: 'tel') {
    return (
      <Field>
        <label htmlFor={fieldId(field)}>{SIGNUP_FIELD_LABELS[field]}</label>
        <Input
          id={fieldId(field)}
          name={field}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={change}
          aria-required="true"
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId(field) : undefined}
        />
        {errors[field] ? <FieldError id={errorId(field)}>{errors[field]}</FieldError> : null}
      </Field>
    );
  }

  return (
    <Card>
      <form onSubmit={submit} method="post" noValidate>
        <Fields>
          {input('firstName', 'text', 'given-name')}
          {input('lastName', 'text', 'family-name')}
          {input('email', 'email', 'email')}
          <PhoneRow>
            {input('countryCode', 'text', 'tel-country-code', 'tel')}
            {input('mobileNumber', 'tel', 'tel-national')}
          </PhoneRow>
        </Fields>
        <Terms>
          <label htmlFor={fieldId('terms')}>
            <input
              id={fieldId('terms')}
              name="terms"
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-required="true"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? errorId('terms') : undefined}
            />
            <span>{SIGNUP_TERMS}</span>
          </label>
          <small>
            <Link href="/terms-and-conditions" target="_blank" rel="noopener">
              {SIGNUP_TERMS_LINK}
            </Link>
            {' · '}
            <Link href="/privacy" target="_blank" rel="noopener">
              {SIGNUP_PRIVACY_LINK}
            </Link>
          </small>
          {errors.terms ? <FieldError id={errorId('terms')}>{errors.terms}</FieldError> : null}
        </Terms>
        {general ? <Alert>{general}</Alert> : null}
        <PrimaryButton type="submit" disabled={sending} aria-busy={sending}>
          {SIGNUP_CONTINUE}
        </PrimaryButton>
      </form>
      <Footer>
        {SIGNUP_LOGIN_PROMPT} <Link href="/login">{SIGNUP_LOGIN_LINK}</Link>
      </Footer>
    </Card>
  );
}
