'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { Input, Select, TextArea } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { COD_CALL_OUTCOMES } from '@/lib/contract/admin-limits';
import type { OrderActionName } from '@/lib/contract/admin';
import { isApiError } from '@/lib/contract/api-error';
import { theme } from '@/styles/theme';
import { humanize } from './admin-format';
import { AdminButton } from './admin-parts';
import { ACTION_FAILED } from './admin-messages';

/** The step forms of a record (an order, an enquiry), side by side where they fit. */
export const ActionGrid = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
`;

const ActionForm = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  align-content: start;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  textarea {
    min-height: 80px;
  }
`;

type Fields = Record<string, string>;
type Problems = Record<string, string>;

/**
 * Runs one back-office call for a form: the answer's message shows, the page
 * reloads its data; a refusal shows in the form that made it, with each
 * field's problem under its field. `action` names the form (an order step,
 * a staff change...). After a success, focus moves to the message (`status`:
 * spread on the success Alert): the form that held the focused button may
 * be gone once the page has reloaded (a step done, nothing left to refund).
 */
export function useActionRunner<Action extends string>() {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<{ action: Action; message: string; fields: Problems } | null>(null);
  const [successes, setSuccesses] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (successes > 0) statusRef.current?.focus();
  }, [successes]);

  async function run(action: Action, call: () => Promise<{ message: string }>) {
    setBusy(action);
    setFailure(null);
    setMessage('');
    try {
      const answer = await call();
      setMessage(answer.message);
      setSuccesses((count) => count + 1);
      router.refresh();
    } catch (error) {
      const shown = isApiError(error) && error.forShopper ? error.message : ACTION_FAILED;
      const fields: Problems = {};
      if (isApiError(error)) {
        for (const problem of error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : [])) {
          fields[problem.field] = problem.message.replace(/^[\w.]+: /, '');
        }
      }
      setFailure({ action, message: shown, fields });
    } finally {
      setBusy(null);
    }
  }

  const props = (action: Action) => ({
    action,
    busy: busy === action,
    anyBusy: busy !== null,
    failure: failure?.action === action ? failure : null,
  });
  return { message, run, props, status: { ref: statusRef, tabIndex: -1 } };
}

/**
 * The fulfilment steps the server says this order allows (allowed_actions of
 * GET /api/admin/orders/{order_number}/), each a small form that posts to
 * its /api/admin call; the page then reloads its data (router.refresh) and
 * shows the new state and the steps open from there. A 409 (the order moved
 * on meanwhile) or a field problem (400) shows in the form.
 */
export function OrderActions({ orderNumber, actions }: { orderNumber: string; actions: readonly OrderActionName[] }) {
  const { message, run, props, status } = useActionRunner<OrderActionName>();
  const order_number = orderNumber;

  return (
    <>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
      {actions.length === 0 ? <p>No fulfilment step is open for this order in its state.</p> : null}
      <ActionGrid>
        {actions.includes('confirm') ? (
          <StepForm
            {...props('confirm')}
            title="Confirm cash on delivery"
            button="Log call"
            fields={[
              {
                name: 'outcome',
                label: 'Call outcome',
                kind: 'select',
                options: COD_CALL_OUTCOMES.map((value) => ({ value, label: humanize(value) })),
                apiField: 'call.outcome',
              },
              { name: 'note', label: 'Note (optional)', kind: 'textarea', apiField: 'call.note' },
            ]}
            onSubmit={(values) =>
              run('confirm', () =>
                adminBrowserApi.confirmOrder({
                  order_number,
                  call: {
                    outcome: values.outcome as (typeof COD_CALL_OUTCOMES)[number],
                    note: values.note || undefined,
                  },
                }),
              )
            }
          />
        ) : null}
        {actions.includes('pack') ? (
          <StepForm
            {...props('pack')}
            title="Pack"
            button="Mark packed"
            fields={[]}
            onSubmit={() => run('pack', () => adminBrowserApi.packOrder({ order_number }))}
          />
        ) : null}
        {actions.includes('ship') ? (
          <StepForm
            {...props('ship')}
            title="Ship"
            button="Mark shipped"
            fields={[
              { name: 'courier', label: 'Courier', kind: 'text', required: true },
              { name: 'tracking_number', label: 'Tracking number', kind: 'text', required: true },
              { name: 'tracking_url', label: 'Tracking URL (https://…)', kind: 'url', required: true },
            ]}
            onSubmit={(values) =>
              run('ship', () =>
                adminBrowserApi.shipOrder({
                  order_number,
                  courier: values.courier ?? '',
                  tracking_number: values.tracking_number ?? '',
                  tracking_url: values.tracking_url ?? '',
                }),
              )
            }
          >
            The shopper gets the tracking link by WhatsApp and e-mail, once.
          </StepForm>
        ) : null}
        {actions.includes('deliver') ? (
          <StepForm
            {...props('deliver')}
            title="Delivered"
            button="Mark delivered"
            fields={[]}
            onSubmit={() => run('deliver', () => adminBrowserApi.deliverOrder({ order_number }))}
          />
        ) : null}
        {actions.includes('return') ? (
          <StepForm
            {...props('return')}
            title="Returned to origin"
            button="Mark returned"
            fields={[{ name: 'note', label: 'Note (optional)', kind: 'textarea' }]}
            onSubmit={(values) =>
              run('return', () => adminBrowserApi.returnOrder({ order_number, note: values.note || undefined }))
            }
          >
            The pieces go back in stock.
          </StepForm>
        ) : null}
        {actions.includes('cancel') ? (
          <StepForm
            {...props('cancel')}
            danger
            title="Cancel the order"
            button="Cancel order"
            fields={[{ name: 'reason', label: 'Reason', kind: 'textarea' }]}
            onSubmit={(values) =>
              run('cancel', () => adminBrowserApi.cancelOrder({ order_number, reason: values.reason || undefined }))
            }
          >
            Its stock is released.
          </StepForm>
        ) : null}
      </ActionGrid>
    </>
  );
}

export interface StepField {
  name: string;
  label: string;
  kind: 'text' | 'url' | 'decimal' | 'numeric' | 'tel' | 'textarea' | 'select';
  required?: boolean;
  options?: { value: string; label: string }[];
  /** The API's name of the field, when it differs (call.outcome). */
  apiField?: string;
  /** What the field holds when the form shows (a setting's value in force). */
  defaultValue?: string;
  /** The most characters the field takes (the contract's limit); a text area takes 500 unless told. */
  maxLength?: number;
}

function formText(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function StepForm({
  action,
  title,
  button,
  fields,
  busy,
  anyBusy,
  failure,
  danger = false,
  onSubmit,
  children,
}: {
  action: string;
  title: string;
  button: string;
  fields: StepField[];
  busy: boolean;
  anyBusy: boolean;
  failure: { message: string; fields: Problems } | null;
  danger?: boolean;
  onSubmit: (values: Fields) => Promise<void>;
  children?: ReactNode;
}) {
  const id = useId();
  // A refusal takes the focus (the button was disabled while the call ran): the first field it names, else its message.
  const problemField = failure ? fields.find((field) => failure.fields[field.apiField ?? field.name]) : undefined;
  const focusTarget = failure ? (problemField ? `${id}-${problemField.name}` : `${id}-failure`) : null;
  useEffect(() => {
    if (failure && focusTarget) document.getElementById(focusTarget)?.focus();
  }, [failure, focusTarget]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Fields = {};
    for (const field of fields) values[field.name] = formText(data.get(field.name));
    void onSubmit(values);
  }
  return (
    <ActionForm onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-action={action}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children ? <p style={{ margin: 0 }}>{children}</p> : null}
      {fields.map((field) => {
        const problem = failure?.fields[field.apiField ?? field.name];
        const inputId = `${id}-${field.name}`;
        const common = {
          id: inputId,
          name: field.name,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${inputId}-error` : undefined,
          'aria-required': field.required ? true : undefined,
        };
        return (
          <div key={field.name}>
            <label htmlFor={inputId}>{field.label}</label>
            {field.kind === 'select' ? (
              <Select {...common} defaultValue={field.defaultValue}>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            ) : field.kind === 'textarea' ? (
              <TextArea {...common} maxLength={field.maxLength ?? 500} defaultValue={field.defaultValue} />
            ) : (
              <Input
                {...common}
                type={field.kind === 'url' ? 'url' : field.kind === 'tel' ? 'tel' : 'text'}
                inputMode={
                  field.kind === 'url'
                    ? 'url'
                    : field.kind === 'decimal'
                      ? 'decimal'
                      : field.kind === 'numeric'
                        ? 'numeric'
                        : field.kind === 'tel'
                          ? 'tel'
                          : undefined
                }
                autoComplete="off"
                defaultValue={field.defaultValue}
              />
            )}
            {problem ? <FieldError id={`${inputId}-error`}>{problem}</FieldError> : null}
          </div>
        );
      })}
      {failure ? (
        <Alert id={`${id}-failure`} tabIndex={-1}>
          {failure.message}
        </Alert>
      ) : null}
      <AdminButton type="submit" $variant={danger ? 'danger' : 'primary'} $block disabled={anyBusy} aria-busy={busy}>
        {button}
      </AdminButton>
    </ActionForm>
  );
}
