import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export type AlertTone = 'error' | 'success';

const TONES = {
  error: { border: theme.colors.danger, background: '#fdf1f0', color: theme.colors.danger, weight: 700 },
  success: { border: theme.colors.success, background: '#eef7f1', color: theme.colors.ink, weight: 'inherit' },
} as const;

const Box = styled.p<{ $tone: AlertTone }>`
  margin: ${theme.space(4)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${({ $tone }) => TONES[$tone].border};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  font-weight: ${({ $tone }) => TONES[$tone].weight};
  /* Kept in the page while empty, so the live region exists before its message. */
  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

export interface AlertProps {
  /** error: role=alert, read out at once; success: role=status, read out politely. */
  tone?: AlertTone;
  /** 'div' when the message holds paragraphs or a list (not `as`: styled(Alert) would swallow it). */
  element?: 'p' | 'div';
  id?: string;
  className?: string;
  /** -1 when a script moves focus to the message (the outcome of an action whose form went away). */
  tabIndex?: number;
  /** To the message itself (a `p` unless `element` says otherwise). */
  ref?: Ref<HTMLParagraphElement>;
  children?: ReactNode;
}

/**
 * The one message banner of the shop's forms: a coloured bar on the left, the
 * tone's tint behind. An empty alert takes no room but stays a live region.
 */
export function Alert({ tone = 'error', element = 'p', id, className, tabIndex, ref, children }: AlertProps) {
  return (
    <Box
      as={element}
      $tone={tone}
      id={id}
      className={className}
      tabIndex={tabIndex}
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Box>
  );
}
