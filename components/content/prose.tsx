import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Reading typography for long text: policies and blog post bodies. */
export const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  color: ${theme.colors.ink};
  max-width: 70ch;

  p, ul, ol, blockquote { margin: 0 0 ${theme.space(4)}; }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.75rem);
    margin: ${theme.space(10)} 0 ${theme.space(3)};
    color: ${theme.colors.indigoDark};
  }
  h3 {
    font-size: 1.25rem;
    margin: ${theme.space(6)} 0 ${theme.space(2)};
  }
  h4 {
    font-family: ${theme.fonts.body};
    font-size: 1.05rem;
    margin: ${theme.space(5)} 0 ${theme.space(2)};
  }
  ul, ol { padding-left: ${theme.space(6)}; }
  li { margin-bottom: ${theme.space(2)}; }
  a {
    color: ${theme.colors.indigo};
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
  a:hover { color: ${theme.colors.madderDark}; }
  blockquote {
    border-left: 4px solid ${theme.colors.turmeric};
    padding: ${theme.space(2)} ${theme.space(4)};
    font-style: italic;
    color: ${theme.colors.inkMuted};
  }
  strong, b { font-weight: 700; }
`;
