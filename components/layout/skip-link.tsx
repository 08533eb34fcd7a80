import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const SKIP_LINK_TEXT = 'Skip to content';

const Anchor = styled.a`
  position: absolute;
  left: -9999px;
  top: ${theme.space(2)};
  &:focus {
    left: ${theme.space(2)};
    background: #fff;
    color: ${theme.colors.ink};
    padding: ${theme.space(2)} ${theme.space(3)};
    z-index: 50;
  }
`;

/** The first thing a keyboard reaches on every page, before the test-mode strip, the banner and the header. */
export function SkipLink() {
  return <Anchor href="#main">{SKIP_LINK_TEXT}</Anchor>;
}
