import { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The panel a form sits on: white, bordered, roomier from tablet width. */
export const formPanelStyles = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space(6)} ${theme.space(5)};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
`;
