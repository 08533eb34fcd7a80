import type { ReactNode } from 'react';
import styles from './field-error.module.css';

export interface FieldErrorProps {
  /** The id the input names in its aria-describedby, so the message is read with the field. */
  id: string;
  children: ReactNode;
}

/** The problem with one form field, under its input (field-error.module.css). */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p className={styles.error} id={id}>
      {children}
    </p>
  );
}
