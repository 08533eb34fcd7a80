import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Header = styled.header`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)} ${theme.space(2)};
  text-align: center;
  h1 {
    font-size: clamp(1.875rem, 4vw, 2.75rem);
    margin-bottom: ${theme.space(3)};
  }
  p {
    max-width: 62ch;
    margin: 0 auto;
    color: ${theme.colors.inkMuted};
  }
`;

/** The one <h1> of a content page, with an optional introduction. */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
    </Header>
  );
}
