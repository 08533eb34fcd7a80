import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: var(--text-note);
  font-weight: 700;
`;

export interface FieldErrorProps {
  /** The id the input names in its aria-describedby, so the message is read with the field. */
  id: string;
  children: ReactNode;
}

/** The problem with one form field, under its input. */
export function FieldError({ id, children }: FieldErrorProps) {
  return <Text id={id}>{children}</Text>;
}
