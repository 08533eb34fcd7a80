'use client';
import { useId } from 'react';
import { decreaseQuantityLabel, increaseQuantityLabel, stockLimitText } from './cart-messages';
import styles from './quantity-stepper.module.css';
import round from './round-button.module.css';

export interface QuantityStepperProps {
  name: string;
  size: string;
  quantity: number;
  /** What can be sold of this size: + stops there (the server checks again). */
  stock: number;
  /** True while a change is with the server: the buttons ignore presses but keep focus. */
  busy: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − quantity +, from 1 to the stock. The buttons are never `disabled` (a
 * disabled button drops keyboard focus): at a bound or while busy they are
 * aria-disabled and ignore presses.
 */
export function QuantityStepper({ name, size, quantity, stock, busy, onChange }: QuantityStepperProps) {
  const id = useId();
  const canDecrease = !busy && quantity > 1;
  const atLimit = quantity >= stock;
  const canIncrease = !busy && !atLimit;
  return (
    <span className={styles.stepper}>
      <button
        className={round.round}
        type="button"
        aria-label={decreaseQuantityLabel(name, size)}
        aria-disabled={!canDecrease || undefined}
        onClick={() => canDecrease && onChange(Math.min(quantity - 1, Math.max(stock, 1)))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" aria-busy={busy}>
        {quantity}
      </output>
      <button
        className={round.round}
        type="button"
        aria-label={increaseQuantityLabel(name, size)}
        aria-disabled={!canIncrease || undefined}
        aria-describedby={atLimit ? `${id}-limit` : undefined}
        onClick={() => canIncrease && onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {atLimit ? (
        <span className={styles.limit} id={`${id}-limit`}>
          {stockLimitText(stock)}
        </span>
      ) : null}
    </span>
  );
}
