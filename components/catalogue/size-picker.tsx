'use client';
import { useId } from 'react';
import styles from './size-picker.module.css';

export interface SizeOption {
  size: string;
  stock: number;
}

export interface SizePickerProps {
  sizes: SizeOption[];
  value: string;
  onChange: (size: string) => void;
}

/** The sizes as a radio group (arrow keys move between them); sizes out of stock stay choosable and say so. */
export function SizePicker({ sizes, value, onChange }: SizePickerProps) {
  const legendId = useId();
  const name = `size-${legendId}`;
  return (
    <fieldset className={styles.group} role="radiogroup" aria-labelledby={legendId}>
      <legend className={styles.legend} id={legendId}>
        Size
      </legend>
      <div className={styles.options}>
        {sizes.map((option) => (
          <label className={styles.option} key={option.size} data-out-of-stock={option.stock <= 0}>
            <input
              type="radio"
              name={name}
              value={option.size}
              checked={option.size === value}
              onChange={() => onChange(option.size)}
            />
            {option.size}
            {option.stock <= 0 ? <span className="visually-hidden"> (out of stock)</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
