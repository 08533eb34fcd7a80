'use client';
import { useEffect } from 'react';
import styles from './toast.module.css';

/** Spec section 9: the success toast closes itself after 3 seconds. */
export const TOAST_MS = 3000;

/** A centred message (green for success) that closes itself after 3 seconds. */
export function Toast({
  message,
  tone = 'success',
  onClose,
}: {
  message: string | null;
  tone?: 'success' | 'error';
  onClose: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    // A live region without the status role: pages keep their own status lines (stock, totals).
    <div aria-live="polite" aria-atomic="true">
      {message ? (
        <div className={tone === 'error' ? `${styles.toast} ${styles.error}` : styles.toast}>{message}</div>
      ) : null}
    </div>
  );
}
