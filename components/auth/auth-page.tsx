import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Page = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)} ${theme.space(12)};
`;

const Header = styled.header`
  max-width: 480px;
  margin: 0 auto ${theme.space(6)};
  text-align: center;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-bottom: ${theme.space(2)};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

/** The frame of the login and sign-up pages: one h1, a short intro, the form. */
export function AuthPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Page>
      <Header>
        <h1>{title}</h1>
        <p>{intro}</p>
      </Header>
      {children}
    </Page>
  );
}
