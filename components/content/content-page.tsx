import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Article = styled.article<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? theme.maxWidth : '860px')};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)} 0;
`;

const Header = styled.header`
  margin-bottom: ${theme.space(8)};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.madderDark};
`;

const Title = styled.h1`
  font-size: clamp(2rem, 4.5vw, 3rem);
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.indigoDark};
`;

const Intro = styled.div`
  font-size: 1.1rem;
  color: ${theme.colors.inkMuted};
  max-width: 65ch;
  p { margin: 0 0 ${theme.space(2)}; }
`;

export interface ContentPageProps {
  title: string;
  /** A short label above the title, e.g. "Our story". */
  eyebrow?: string;
  intro?: ReactNode;
  /** Uses the full page width (cards, grids) instead of a reading column. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of a content page: one h1, an optional intro, then the page's sections. */
export function ContentPage({ title, eyebrow, intro, wide = false, children }: ContentPageProps) {
  return (
    <Article $wide={wide}>
      <Header>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
      </Header>
      {children}
    </Article>
  );
}
