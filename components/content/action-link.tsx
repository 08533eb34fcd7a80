import Link from '@/components/ui/link';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

const variants = {
  primary: css`
    background: ${theme.colors.indigo};
    border-color: ${theme.colors.indigo};
    color: #fff;
    &:hover { background: ${theme.colors.indigoDark}; border-color: ${theme.colors.indigoDark}; }
  `,
  secondary: css`
    background: transparent;
    border-color: ${theme.colors.indigo};
    color: ${theme.colors.indigo};
    &:hover { background: ${theme.colors.indigo}; color: #fff; }
  `,
  accent: css`
    background: ${theme.colors.madder};
    border-color: ${theme.colors.madder};
    color: #fff;
    &:hover { background: ${theme.colors.madderDark}; border-color: ${theme.colors.madderDark}; }
  `,
};

export type ActionLinkVariant = keyof typeof variants;

/** A link that looks like a button (Read More, Buy, Shop Now, Back to Home). */
export const ActionLink = styled(Link)<{ $variant?: ActionLinkVariant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${({ $small }) => ($small ? `${theme.space(2)} ${theme.space(4)}` : `${theme.space(3)} ${theme.space(6)}`)};
  border: 2px solid transparent;
  border-radius: ${theme.radii.round};
  font-weight: 600;
  font-size: ${({ $small }) => ($small ? '0.95rem' : '1rem')};
  text-decoration: none;
  transition: background-color 0.15s ease, color 0.15s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
`;
