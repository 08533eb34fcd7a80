'use client';
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { isCurrency } from '@/lib/currency-detection';
import { theme } from '@/styles/theme';
import { CURRENCY_OPTION_LABELS, CURRENCY_SWITCH_LABEL } from './session-messages';
import { useOptionalSession } from './session-provider';

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: 0.9rem;
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * The shopper's own currency choice. It wins over location detection and is
 * remembered (localStorage currencyChoice) for later visits.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const id = useId();
  const session = useOptionalSession();
  if (!session) return null;
  const { currency, setCurrency } = session;

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (isCurrency(next)) setCurrency(next);
  }

  return (
    <Field className={className}>
      <label htmlFor={id}>{CURRENCY_SWITCH_LABEL}</label>
      <select id={id} value={currency} onChange={choose}>
        <option value="USD">{CURRENCY_OPTION_LABELS.USD}</option>
        <option value="INR">{CURRENCY_OPTION_LABELS.INR}</option>
      </select>
    </Field>
  );
}
