'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { focusElement, useFocusOutcome } from '@/components/ui/focus-outcome';
import {
  Card,
  Field,
  Fields,
  Input,
  Notice,
  PhoneRow,
  PrimaryButton,
  TextButton,
} from '@/components/auth/auth-form-parts';
import type { AdminOutput } from '@/lib/api/admin-client';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { isApiError } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import {
  ADMIN_CHANGE_NUMBER,
  ADMIN_ENROL_HEADING,
  ADMIN_ENROL_STEPS,
  ADMIN_LOGIN_FAILED,
  ADMIN_LOGIN_LABELS,
  ADMIN_SECRET_LABEL,
  ADMIN_SEND_CODE,
  ADMIN_SIGN_IN,
} from './admin-messages';

type Field = keyof typeof ADMIN_LOGIN_LABELS;
type Step = 'phone' | 'code' | 'totp';
type Enrolment = Extract<AdminOutput<'adminVerifyLogin'>, { status: 'enrol' }>;

/** The API's field names, as this form names them. */
const API_FIELDS: Record<string, Field> = {
  country_code: 'countryCode',
  mobile_number: 'mobileNumber',
  code: 'code',
  totp: 'totp',
};

const Enrol = styled.section`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  h2 {
    font-size: 1.15rem;
  }
  ol {
    padding-left: ${theme.space(5)};
  }
`;

const Qr = styled.div`
  width: min(100%, 220px);
  margin: ${theme.space(2)} auto;
  background: #fff;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Secret = styled.code`
  display: block;
  padding: ${theme.space(2)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  font-size: 1rem;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/**
 * Staff sign-in: the phone's SMS code, then the authenticator's code. The
 * first sign-in shows the enrolment (QR code and secret, once) and asks for
 * the app's code. Field problems show under their field, the reason as a banner.
 */
export function AdminLoginForm({ next }: { next: string }) {
  const id = useId();
  const router = useRouter();
  const [countryCode, setCountryCode] = useState('+91');
  const [mobileNumber, setMobileNumber] = useState('');
  const [code, setCode] = useState('');
  const [totp, setTotp] = useState('');
  const [step, setStep] = useState<Step>('phone');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const totpInput = useRef<HTMLInputElement>(null);
  const enrolHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(step);
  // A refusal: focus on the first field it names, else on its banner (the button was disabled meanwhile).
  const form = useFocusOutcome<HTMLFormElement>(failure || null);

  // Each new step: focus where it starts (the button that led there is disabled, or gone with the step before).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'phone') focusElement(mobileInput.current);
    if (step === 'code') focusElement(codeInput.current);
    // The first sign-in's enrolment: its heading, so its steps are read before the field that follows them.
    if (step === 'totp') focusElement(enrolHeading.current ?? totpInput.current);
  }, [step]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const phone = () => ({ country_code: countryCode.trim(), mobile_number: mobileNumber.trim() });

  function showFailure(error: unknown) {
    if (!isApiError(error) || !error.forShopper) {
      setFailure(ADMIN_LOGIN_FAILED);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const problem of error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : [])) {
      const field = API_FIELDS[problem.field];
      if (field) found[field] = problem.message.replace(new RegExp(`^${problem.field}: `), '');
    }
    setErrors(found);
    setFailure(error.message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    setErrors({});
    try {
      if (step === 'phone') {
        const answer = await adminBrowserApi.adminLogin(phone());
        setNotice(answer.message);
        setStep('code');
        return;
      }
      const answer = await adminBrowserApi.adminVerifyLogin({
        ...phone(),
        code: code.trim(),
        ...(step === 'totp' ? { totp: totp.trim() } : {}),
      });
      if (answer.status === 'enrol') {
        setEnrolment(answer);
        setNotice(answer.message);
        setStep('totp');
        return;
      }
      router.replace(next);
      router.refresh();
    } catch (error) {
      // An enrolled member sends the SMS code first: the API then asks for the app's code.
      if (step === 'code' && isApiError(error) && error.status === 400 && error.field === 'totp') {
        setNotice('');
        setStep('totp');
        return;
      }
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function changeNumber() {
    setStep('phone');
    setCode('');
    setTotp('');
    setEnrolment(null);
    setNotice('');
    setFailure('');
    setErrors({});
  }

  const noticeShown = notice !== '' && !enrolment;
  // The code's field also says where the code went (the notice above it), read when focus lands there.
  const described = (field: Field) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? errorId(field) : '', field === 'code' && noticeShown ? `${id}-notice` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? <FieldError id={errorId(field)}>{errors[field]}</FieldError> : null;
  const sent = step !== 'phone';

  return (
    <Card>
      <form ref={form} onSubmit={(event) => void submit(event)} method="post" noValidate aria-label={ADMIN_SIGN_IN}>
        {noticeShown ? (
          <Notice tone="success" id={`${id}-notice`}>
            {notice}
          </Notice>
        ) : null}
        <Fields>
          <PhoneRow>
            <Field>
              <label htmlFor={fieldId('countryCode')}>{ADMIN_LOGIN_LABELS.countryCode}</label>
              <Input
                {...described('countryCode')}
                type="text"
                inputMode="tel"
                autoComplete="tel-country-code"
                value={countryCode}
                onChange={(event) => setCountryCode(event.target.value)}
                readOnly={sent}
                aria-required="true"
              />
              {fieldError('countryCode')}
            </Field>
            <Field>
              <label htmlFor={fieldId('mobileNumber')}>{ADMIN_LOGIN_LABELS.mobileNumber}</label>
              <Input
                {...described('mobileNumber')}
                ref={mobileInput}
                type="tel"
                autoComplete="tel-national"
                value={mobileNumber}
                onChange={(event) => setMobileNumber(event.target.value)}
                readOnly={sent}
                aria-required="true"
              />
              {fieldError('mobileNumber')}
            </Field>
          </PhoneRow>
          {sent ? (
            <Field>
              <label htmlFor={fieldId('code')}>{ADMIN_LOGIN_LABELS.code}</label>
              <Input
                {...described('code')}
                ref={codeInput}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                readOnly={step === 'totp'}
                aria-required="true"
              />
              {fieldError('code')}
            </Field>
          ) : null}
          {enrolment ? (
            <Enrol aria-labelledby={`${id}-enrol`}>
              <h2 id={`${id}-enrol`} ref={enrolHeading} tabIndex={-1}>
                {ADMIN_ENROL_HEADING}
              </h2>
              <ol>
                {ADMIN_ENROL_STEPS.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ol>
              {/* The SVG is the API's own QR code of the otpauth URI (qrcode), no markup of anyone else's. */}
              <Qr
                role="img"
                aria-label="QR code for your authenticator app"
                dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }}
              />
              <p>
                {ADMIN_SECRET_LABEL}: <Secret data-testid="totp-secret">{enrolment.secret}</Secret>
              </p>
            </Enrol>
          ) : null}
          {step === 'totp' ? (
            <Field>
              <label htmlFor={fieldId('totp')}>{ADMIN_LOGIN_LABELS.totp}</label>
              <Input
                {...described('totp')}
                ref={totpInput}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={totp}
                onChange={(event) => setTotp(event.target.value)}
                aria-required="true"
              />
              {fieldError('totp')}
            </Field>
          ) : null}
        </Fields>
        {failure ? <Alert>{failure}</Alert> : null}
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {step === 'phone' ? ADMIN_SEND_CODE : ADMIN_SIGN_IN}
        </PrimaryButton>
        {sent ? (
          <p>
            <TextButton type="button" onClick={changeNumber} disabled={busy}>
              {ADMIN_CHANGE_NUMBER}
            </TextButton>
          </p>
        ) : null}
      </form>
    </Card>
  );
}
