import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * The centred message of the signed-in pages while they load, when the
 * shopper must log in first, or when nothing could be read: one or two
 * paragraphs and a link; `data-tone="error"` on a paragraph colours it.
 */
export const AccountMessage = styled.div`
  padding: ${theme.space(8)} ${theme.space(4)};
  text-align: center;
  p {
    margin: 0 0 ${theme.space(4)};
    font-size: var(--text-lead);
  }
  p[data-tone='error'] {
    color: ${theme.colors.danger};
  }
`;
