import styled, { css } from 'styled-components';
import Link from '@/components/ui/link';
import { theme } from '@/styles/theme';

/** The round indigo call to action under an empty or failed page message ('Continue shopping', 'Log in', 'Try again'). */
const pillStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  border: 0;
  font: inherit;
  cursor: pointer;
  padding: 0 ${theme.space(6)};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.indigo};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${theme.focus.ring};
    outline-offset: 2px;
  }
`;

export const PillLink = styled(Link)`
  ${pillStyles}
`;

export const PillButton = styled.button`
  ${pillStyles}
`;
