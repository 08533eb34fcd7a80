'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { Input, Select } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { STOCK_NOTE_MAX } from '@/lib/contract/admin-limits';
import type { StockReason } from '@/lib/contract/admin-stock';
import { AdminButton } from './admin-parts';
import { useActionRunner } from './order-actions';
import { STOCK_AMOUNT_LABELS, STOCK_REASON_NAMES } from './stock-format';
import styles from './stock-adjust-form.module.css';

/** The fields this form shows a problem under; any other problem (such as an unknown size) shows as a banner. */
const FORM_FIELDS = ['reason', 'change', 'counted', 'note'] as const;

/**
 * Adjust one size's shelf count with a reason (the reasons the server's answer allows): the signed change, or
 * for a stock take the count. The server checks every rule; a refused field shows under itself and takes the
 * focus, and a saved adjustment's message takes the focus while the page reloads its data.
 */
export function StockAdjustForm({
  productId,
  size,
  reasons,
}: {
  productId: number;
  size: string;
  reasons: readonly StockReason[];
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<StockReason>(reasons[0] ?? 'received');
  const { message, run, props, status } = useActionRunner<'adjust'>();
  const { busy, anyBusy, failure } = props('adjust');
  const amountField = reason === 'stock_take' ? 'counted' : 'change';

  useEffect(() => {
    if (!failure) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? document.getElementById(`${id}-failure`))?.focus();
  }, [failure, id]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const amount = text('amount');
    const note = text('note');
    await run('adjust', async () => {
      const answer = await adminBrowserApi.adjustStock({
        product_id: productId,
        size,
        reason,
        ...(amountField === 'counted' ? { counted: amount } : { change: amount }),
        ...(note === '' ? {} : { note }),
      });
      form.reset();
      return answer;
    });
  }

  const problemProps = (field: string) =>
    failure?.fields[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const problem = (field: string) =>
    failure?.fields[field] ? <FieldError id={`${id}-${field}-error`}>{failure.fields[field]}</FieldError> : null;
  // The change or the count: whichever the server named, under the one number field.
  const amountProblem = failure?.fields.change !== undefined ? 'change' : 'counted';

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Adjust size {size}</h3>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <Select
            id={`${id}-reason`}
            name="reason"
            value={reason}
            onChange={(event) => setReason(reasons.find((known) => known === event.target.value) ?? reason)}
            {...problemProps('reason')}
          >
            {reasons.map((known) => (
              <option key={known} value={known}>
                {STOCK_REASON_NAMES[known]}
              </option>
            ))}
          </Select>
          {problem('reason')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{STOCK_AMOUNT_LABELS[reason]}</label>
          <Input
            id={`${id}-amount`}
            name="amount"
            inputMode={reason === 'received' || reason === 'stock_take' ? 'numeric' : 'text'}
            autoComplete="off"
            aria-required
            {...problemProps(amountProblem)}
          />
          {problem(amountProblem)}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-note`}>Note (optional)</label>
          <Input
            id={`${id}-note`}
            name="note"
            maxLength={STOCK_NOTE_MAX}
            autoComplete="off"
            {...problemProps('note')}
          />
          {problem('note')}
        </div>
      </div>
      {failure && !FORM_FIELDS.some((field) => failure.fields[field] !== undefined) ? (
        <Alert id={`${id}-failure`} tabIndex={-1}>
          {failure.message}
        </Alert>
      ) : null}
      <AdminButton type="submit" disabled={anyBusy} aria-busy={busy}>
        Save adjustment of size {size}
      </AdminButton>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
    </form>
  );
}
