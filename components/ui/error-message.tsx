import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

const Text = styled.p<{ $centered: boolean }>`
  /* Centred, it stands alone in a section and keeps a paragraph's spacing; inline, its container spaces it. */
  margin: ${({ $centered }) => ($centered ? '1em 0' : '0')};
  ${({ $centered }) =>
    $centered &&
    css`
      text-align: center;
    `}
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/** A part of the page that could not be loaded (role=alert), in the danger colour. */
export function ErrorMessage({ centered = false, children }: { centered?: boolean; children: ReactNode }) {
  return (
    <Text role="alert" $centered={centered}>
      {children}
    </Text>
  );
}
