import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Section = styled.section`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(12)} ${theme.space(4)} 0;
  @media (min-width: ${theme.breakpoints.lg}) {
    padding-top: ${theme.space(16)};
  }
`;

const Title = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  text-align: center;
  margin-bottom: ${theme.space(2)};
`;

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 auto;
  text-align: center;
  color: ${theme.colors.inkMuted};
`;

const Body = styled.div`
  margin-top: ${theme.space(8)};
`;

export interface HomeSectionProps {
  /** Id of the heading, which names the section (a landmark region). */
  titleId: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A titled band of the home page (and of the pages built from the same pieces). */
export function HomeSection({ titleId, title, intro, children }: HomeSectionProps) {
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {intro ? <Intro>{intro}</Intro> : null}
      <Body>{children}</Body>
    </Section>
  );
}
