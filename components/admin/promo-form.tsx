'use client';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { FieldHint, Input, Select } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import type { adminPromo } from '@/lib/contract/admin-promos';
import { useFormProblems } from './form-problems';
import { AdminButton } from './admin-parts';
import styles from './promo-form.module.css';

type AdminPromo = z.output<typeof adminPromo>;

const TEXT_FIELDS = [
  { name: 'percent_off', label: 'Percentage off', kind: 'percent', inputMode: 'decimal' },
  { name: 'amount_off_usd', label: 'Amount off, US dollars', kind: 'fixed', inputMode: 'decimal' },
  {
    name: 'amount_off_inr',
    label: 'Amount off, rupees (optional)',
    kind: 'fixed',
    inputMode: 'decimal',
    hint: "Empty: the dollar amount at the day's rate.",
  },
  { name: 'min_order_usd', label: 'Minimum order, US dollars', inputMode: 'decimal', hint: '0 for none.' },
  { name: 'starts_on', label: 'First day (UTC, optional)', type: 'date' },
  { name: 'ends_on', label: 'Last day (UTC, optional)', type: 'date' },
  { name: 'max_uses', label: 'Uses in all (optional)', inputMode: 'numeric' },
  { name: 'max_uses_per_customer', label: 'Uses per customer (optional)', inputMode: 'numeric' },
] as const;

function valueOf(promo: AdminPromo | undefined, name: (typeof TEXT_FIELDS)[number]['name']): string {
  const value = promo?.[name];
  return value === null || value === undefined ? (name === 'min_order_usd' ? '0' : '') : String(value);
}

/**
 * A promo code's form, new or to edit (owners; the server refuses anyone else). Each problem the server
 * names shows under its field, which takes the focus; a saved code goes to its own page.
 */
export function PromoForm({ promo }: { promo?: AdminPromo }) {
  const id = useId();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<'percent' | 'fixed'>(promo?.kind ?? 'percent');
  const [busy, setBusy] = useState(false);
  const { failure, setFailure, fail, problemProps, problem } = useFormProblems(id, formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    };
    const body = {
      code: text('code') ?? '',
      kind,
      percent_off: kind === 'percent' ? text('percent_off') : null,
      amount_off_usd: kind === 'fixed' ? text('amount_off_usd') : null,
      amount_off_inr: kind === 'fixed' ? text('amount_off_inr') : null,
      min_order_usd: text('min_order_usd') ?? '0',
      starts_on: text('starts_on'),
      ends_on: text('ends_on'),
      max_uses: text('max_uses'),
      max_uses_per_customer: text('max_uses_per_customer'),
      first_order_only: data.get('first_order_only') === 'on',
      active: data.get('active') === 'on',
    };
    setBusy(true);
    setFailure(null);
    try {
      const answer = promo
        ? await adminBrowserApi.updatePromo({ ...body, promo_id: promo.id })
        : await adminBrowserApi.createPromo(body);
      router.push(`/admin/promos/${answer.promo.id}?done=${promo ? 'saved' : 'created'}`);
      router.refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{promo ? `Edit ${promo.code}` : 'New promo code'}</h2>
      <fieldset className={styles.fields}>
        <legend>The code and its offer</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>Code</label>
          <Input
            id={`${id}-code`}
            name="code"
            defaultValue={promo?.code ?? ''}
            autoComplete="off"
            aria-required
            {...problemProps('code')}
          />
          <FieldHint>Letters, digits, dashes; shoppers may type it in any case.</FieldHint>
          {problem('code')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Offer</label>
          <Select
            id={`${id}-kind`}
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value === 'fixed' ? 'fixed' : 'percent')}
            {...problemProps('kind')}
          >
            <option value="percent">A percentage off</option>
            <option value="fixed">An amount off</option>
          </Select>
          {problem('kind')}
        </div>
        {TEXT_FIELDS.filter((field) => !('kind' in field) || field.kind === kind).map((field) => (
          <div className={styles.field} key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <Input
              id={`${id}-${field.name}`}
              name={field.name}
              type={'type' in field ? field.type : 'text'}
              inputMode={'inputMode' in field ? field.inputMode : undefined}
              defaultValue={valueOf(promo, field.name)}
              autoComplete="off"
              {...problemProps(field.name)}
            />
            {'hint' in field ? <FieldHint>{field.hint}</FieldHint> : null}
            {problem(field.name)}
          </div>
        ))}
      </fieldset>
      <div className={styles.check}>
        <input
          id={`${id}-first`}
          type="checkbox"
          name="first_order_only"
          defaultChecked={promo?.first_order_only ?? false}
        />
        <label htmlFor={`${id}-first`}>Only for a customer&apos;s first order</label>
      </div>
      <div className={styles.check}>
        <input id={`${id}-active`} type="checkbox" name="active" defaultChecked={promo?.active ?? true} />
        <label htmlFor={`${id}-active`}>Active (shoppers may use it)</label>
      </div>
      {failure ? (
        <Alert id={`${id}-failure`} tabIndex={-1}>
          {failure.message}
        </Alert>
      ) : null}
      <AdminButton type="submit" disabled={busy} aria-busy={busy}>
        {promo ? 'Save promo code' : 'Create promo code'}
      </AdminButton>
    </form>
  );
}
