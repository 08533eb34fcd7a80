'use client';
import { useEffect } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Spec section 9: the success toast closes itself after 3 seconds. */
export const TOAST_MS = 3000;

const Box = styled.div<{ $tone: 'success' | 'error' }>`
  /* Centred in the viewport (spec section 9), clear of the header's menus and of a phone's edges. */
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: 50;
  box-sizing: border-box;
  width: max-content;
  max-width: min(calc(100vw - ${theme.space(8)}), 420px);
  overflow-wrap: anywhere;
  padding: ${theme.space(3)} ${theme.space(5)};
  border-radius: ${theme.radii.md};
  background: ${({ $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  color: #fff;
  font-weight: 600;
  text-align: center;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
`;

/** A centred message (green for success) that closes itself after 3 seconds. */
export function Toast({ message, tone = 'success', onClose }: { message: string | null; tone?: 'success' | 'error'; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    // A live region without the status role: pages keep their own status lines (stock, totals).
    <div aria-live="polite" aria-atomic="true">
      {message ? <Box $tone={tone}>{message}</Box> : null}
    </div>
  );
}
