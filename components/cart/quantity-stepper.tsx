'use client';
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { decreaseQuantityLabel, increaseQuantityLabel, stockLimitText } from './cart-messages';

const Stepper = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(2)};
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font: inherit;
    font-size: 1.25rem;
    font-weight: 700;
    line-height: 1;
    cursor: pointer;
  }
  button:hover:not([aria-disabled='true']) {
    border-color: ${theme.colors.indigo};
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 700;
    color: ${theme.colors.ink};
  }
`;

const Limit = styled.span`
  font-size: var(--text-note);
  color: ${theme.colors.inkMuted};
`;

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
    <Stepper>
      <button
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
        type="button"
        aria-label={increaseQuantityLabel(name, size)}
        aria-disabled={!canIncrease || undefined}
        aria-describedby={atLimit ? `${id}-limit` : undefined}
        onClick={() => canIncrease && onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {atLimit ? <Limit id={`${id}-limit`}>{stockLimitText(stock)}</Limit> : null}
    </Stepper>
  );
}
