import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * A description list of facts, each `<div><dt>label</dt><dd>value</dd></div>`:
 * the label small and muted above its value. Pages extend it with their own
 * spacing and value colours (`styled(FactList)`).
 */
export const FactList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space(3)};
  div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
  dt {
    color: ${theme.colors.inkMuted};
    font-size: var(--text-note);
  }
  dd {
    margin: 0;
    font-weight: 700;
    word-break: break-word;
  }
`;
