import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const BLOG_FEATURES_TITLE = 'Why Our Pieces Are Different';

export const BLOG_FEATURES = [
  { title: 'Handcrafted by artisans', text: 'Printed, dyed and stitched by hand by artisan families in and around Jaipur.' },
  { title: 'Natural dyes', text: 'Colours from indigo, madder, pomegranate and other plant sources, kind to skin and soil.' },
  { title: 'Fair wages', text: 'Every maker is paid fairly and on time, for work done in safe, familiar workshops.' },
  { title: 'Small batches', text: 'Made in small runs, so each piece carries the slight variations of the hand.' },
] as const;

export const BLOG_QUOTE = {
  text: 'Every block we carve and every print we make carries the patience of the hands that made it. When you bring a piece home, you keep that craft alive.',
  cite: 'The founders, Jaipur',
} as const;

const Section = styled.section`
  margin-top: ${theme.space(12)};
  padding: ${theme.space(8)} ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

const Title = styled.h2`
  font-size: clamp(1.4rem, 3vw, 1.75rem);
  color: ${theme.colors.indigoDark};
  margin-bottom: ${theme.space(5)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  padding-left: ${theme.space(5)};
  border-left: 3px solid ${theme.colors.turmeric};
  strong { display: block; color: ${theme.colors.ink}; }
  span { color: ${theme.colors.inkMuted}; }
`;

const Quote = styled.figure`
  margin: ${theme.space(8)} 0 0;
  blockquote {
    margin: 0;
    font-family: ${theme.fonts.display};
    font-size: clamp(1.15rem, 2.5vw, 1.4rem);
    font-style: italic;
    line-height: 1.5;
    color: ${theme.colors.indigoDark};
  }
  figcaption {
    margin-top: ${theme.space(2)};
    color: ${theme.colors.inkMuted};
  }
`;

/** The fixed feature list and quote under every blog post. */
export function BlogFeatures() {
  return (
    <Section aria-labelledby="blog-features-title">
      <Title id="blog-features-title">{BLOG_FEATURES_TITLE}</Title>
      <List>
        {BLOG_FEATURES.map((feature) => (
          <Item key={feature.title}>
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </Item>
        ))}
      </List>
      <Quote>
        <blockquote>
          <p>“{BLOG_QUOTE.text}”</p>
        </blockquote>
        <figcaption>— {BLOG_QUOTE.cite}</figcaption>
      </Quote>
    </Section>
  );
}
