import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * A `<details>` with a summary a thumb can hit: the look of every disclosure
 * that folds filters away (the storefront's listing filters, the back office's
 * "More filters"). Works without JavaScript; each place adds its layout.
 */
export const Disclosure = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  & > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: ${theme.space(2)} ${theme.space(4)};
    font-weight: 600;
    cursor: pointer;
  }
  & > summary:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 2px;
  }
`;
