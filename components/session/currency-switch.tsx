'use client';
import { useId, type ChangeEvent } from 'react';
import { isCurrency } from '@/lib/currency-detection';
import { withClass } from '@/components/ui/class-name';
import styles from './currency-switch.module.css';
import { CURRENCY_OPTION_LABELS, CURRENCY_SWITCH_LABEL } from './session-messages';
import { useOptionalSession } from './session-provider';

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
    <div className={withClass(styles.field, className)}>
      <label htmlFor={id} className="visually-hidden-on-phones">
        {CURRENCY_SWITCH_LABEL}
      </label>
      <select id={id} value={currency} onChange={choose}>
        <option value="USD">{CURRENCY_OPTION_LABELS.USD}</option>
        <option value="INR">{CURRENCY_OPTION_LABELS.INR}</option>
      </select>
    </div>
  );
}
