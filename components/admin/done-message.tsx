'use client';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * The outcome of a form that took the member to another page (a product or promo code created or saved):
 * focus lands on it, so a screen reader says what happened rather than the new page's start.
 */
export function DoneMessage({ children }: { children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <Alert tone="success" ref={ref} tabIndex={-1}>
      {children}
    </Alert>
  );
}
