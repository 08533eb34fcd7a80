import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** One part of the order page (delivery, shipping, tax documents): a rule above, its heading in the lead size. */
export const OrderSection = styled.section`
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: var(--text-lead);
  }
`;
