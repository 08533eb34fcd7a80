import type { ReactNode } from 'react';
import styles from './error-message.module.css';

/** A part of the page that could not be loaded (role=alert), in the danger colour. */
export function ErrorMessage({ centered = false, children }: { centered?: boolean; children: ReactNode }) {
  return (
    <p role="alert" className={`${styles.text} ${centered ? styles.centered : styles.inline}`}>
      {children}
    </p>
  );
}
