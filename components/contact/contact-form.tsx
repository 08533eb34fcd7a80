'use client';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import { Alert } from '@/components/ui/alert';
import { Input, SubmitButton, TextArea } from '@/components/ui/form-controls';
import { formPanelStyles } from '@/components/ui/form-panel-styles';
import {
  CONTACT_FAILURE,
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_TITLE,
  CONTACT_SUBMIT,
  CONTACT_SUCCESS,
  type ContactFieldName,
} from './contact-messages';

type ContactValues = Record<ContactFieldName, string>;

const EMPTY_VALUES: ContactValues = { name: '', country_code: '', mobile_number: '', email: '', query: '' };

interface FieldError {
  field: ContactFieldName | null;
  message: string;
}

function isContactField(field: string): field is ContactFieldName {
  return Object.prototype.hasOwnProperty.call(CONTACT_FIELD_LABELS, field);
}

/**
 * What to tell the shopper after a failed send: the server's field problems
 * when it refused the input (400), a short generic message otherwise.
 */
export function contactFailureMessages(error: unknown): FieldError[] {
  if (isApiError(error) && error.status === 400) {
    const fieldErrors = (error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : []))
      .filter((item) => isContactField(item.field))
      .map((item) => {
        const field = item.field as ContactFieldName;
        const detail = item.message.replace(new RegExp(`^${field}:\\s*`), '');
        return { field, message: `${CONTACT_FIELD_LABELS[field]} ${detail.replace(/\.$/, '')}.` };
      });
    if (fieldErrors.length > 0) return fieldErrors;
  }
  return [{ field: null, message: CONTACT_FAILURE }];
}

const Card = styled.div`
  ${formPanelStyles}
`;

const Title = styled.h2`
  font-size: var(--heading-section);
  color: ${theme.colors.indigoDark};
  margin-bottom: ${theme.space(6)};
`;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 8rem) minmax(0, 1fr);
  }
`;

const Field = styled.div<{ $full?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  grid-column: ${({ $full }) => ($full ? '1 / -1' : 'auto')};
`;

const Label = styled.label`
  font-weight: 700;
  font-size: var(--text-note);
`;

const MessageArea = styled(TextArea)`
  min-height: 140px;
`;

const Submit = SubmitButton;

// Several field problems read as a list; the banner is not bold, unlike a one-line alert.
const Problems = styled(Alert)`
  font-weight: inherit;
  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
  p {
    margin: 0;
  }
`;

/**
 * The contact and wholesale enquiry form. All five fields are required and
 * checked by the browser only (spec section 5); it sends
 * { name, email, country_code, mobile_number, query } to create-query.
 * Success clears the fields and says so; a failure keeps them.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);

  const fieldId = (field: ContactFieldName) => `${id}-${field}`;
  const errorId = (field: ContactFieldName) => `${id}-${field}-error`;
  const errorFor = (field: ContactFieldName) => errors.find((item) => item.field === field);
  const [firstError, ...otherErrors] = errors;

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    if (isContactField(name)) setValues((current) => ({ ...current, [name]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setSending(true);
    setSucceeded(false);
    setErrors([]);
    try {
      await browserApi.createQuery({
        name: values.name,
        email: values.email,
        country_code: values.country_code,
        mobile_number: values.mobile_number,
        query: values.query,
      });
      setValues(EMPTY_VALUES);
      setSucceeded(true);
    } catch (error) {
      console.error('Contact form: the query could not be sent', error);
      setErrors(contactFailureMessages(error));
    } finally {
      setSending(false);
    }
  }

  const fieldProps = (field: ContactFieldName) => {
    const error = errorFor(field);
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: handleChange,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(field) : undefined,
    };
  };

  return (
    <Card>
      <Title id={`${id}-title`}>{CONTACT_FORM_TITLE}</Title>
      <form onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
        <Fields>
          <Field $full>
            <Label htmlFor={fieldId('name')}>{CONTACT_FIELD_LABELS.name}</Label>
            <Input type="text" autoComplete="name" {...fieldProps('name')} />
          </Field>
          <Field>
            <Label htmlFor={fieldId('country_code')}>{CONTACT_FIELD_LABELS.country_code}</Label>
            <Input
              type="text"
              inputMode="tel"
              autoComplete="tel-country-code"
              placeholder="+91"
              {...fieldProps('country_code')}
            />
          </Field>
          <Field>
            <Label htmlFor={fieldId('mobile_number')}>{CONTACT_FIELD_LABELS.mobile_number}</Label>
            <Input type="tel" autoComplete="tel-national" {...fieldProps('mobile_number')} />
          </Field>
          <Field $full>
            <Label htmlFor={fieldId('email')}>{CONTACT_FIELD_LABELS.email}</Label>
            <Input type="email" autoComplete="email" {...fieldProps('email')} />
          </Field>
          <Field $full>
            <Label htmlFor={fieldId('query')}>{CONTACT_FIELD_LABELS.query}</Label>
            <MessageArea rows={5} {...fieldProps('query')} />
          </Field>
        </Fields>
        <Submit type="submit" disabled={sending}>
          {CONTACT_SUBMIT}
        </Submit>
        <Alert tone="success">{succeeded ? CONTACT_SUCCESS : ''}</Alert>
        {firstError !== undefined ? (
          <Problems element="div">
            {otherErrors.length === 0 ? (
              <p id={firstError.field ? errorId(firstError.field) : undefined}>{firstError.message}</p>
            ) : (
              <ul>
                {errors.map((error) => (
                  <li key={error.message} id={error.field ? errorId(error.field) : undefined}>
                    {error.message}
                  </li>
                ))}
              </ul>
            )}
          </Problems>
        ) : null}
      </form>
    </Card>
  );
}
